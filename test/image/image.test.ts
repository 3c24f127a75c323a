// The sandbox's image (issue 47), built once for the project by image.setup.ts as a machine without an image registry
// builds it: npm run image:base (Debian packages and the npm registry's Node), then npm run image on that base.
// Each container runs read-only, as the image's own non-root user, with its ports mapped to the same numbers on
// 127.0.0.1 (the sandbox names its addresses by the ports it listens on). Every container carries this run's label
// and is removed by ID in afterAll, passed or failed.
import { request } from "node:http";
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  podman,
  podmanEnv,
  podmanOk,
  removeContainers,
  runContainer,
  startDockerApi,
  testLabel,
  waitForOutput,
} from "../support/podman.js";
import { isRunning } from "../support/processes.js";
import { withFreshPorts } from "../support/ports.js";
import { scaled } from "../support/time.js";

const work = mkdtempSync(join(tmpdir(), "integration-contracts-image-"));
const label = testLabel();
const env = podmanEnv(work);
const CONTROL_TOKEN = "image-control-token-0123456789";
const READY = "Stop with Ctrl-C.";
/** The services' ports above the base port (x-mock-port-offset 0 to 5). */
const OFFSETS = [0, 1, 2, 3, 4, 5];
const DEFAULT_ACCOUNT = { id: "sandbox-client", secret: "sandbox-secret", tid: "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61" };
let image = "";
let version = "";

interface Started {
  readonly id: string;
  readonly base: number;
  readonly output: string;
}

/** Starts the image read-only with its ports on the same numbers of 127.0.0.1; resolves once it printed READY. */
function startImage(args: readonly string[]): Promise<Started> {
  return withFreshPorts(async (base) => {
    const ports = OFFSETS.flatMap((offset) => ["--publish", `127.0.0.1:${base + offset}:${base + offset}`]);
    const id = await runContainer(
      image,
      label,
      ["--read-only", "--env", `SANDBOX_BASE_PORT=${base}`, ...ports, ...args],
      env,
    );
    return { id, base, output: await waitForOutput(id, READY, env) };
  });
}

beforeAll(() => {
  ({ image, version } = inject("builtImage"));
});

afterAll(async () => {
  await removeContainers(label, env);
  rmSync(work, { recursive: true, force: true });
});

describe("npm run image builds the packed packages of this version on the base given and prints its reference", () => {
  it("the last line is the image's reference, and the image carries the packages' version", async () => {
    expect(image).toMatch(/^localhost\/integration-contracts-sandbox:test-run-\d+-[0-9a-f]{8}$/);
    const labels = JSON.parse(
      await podmanOk(["image", "inspect", "--format", "{{json .Labels}}", image], env),
    ) as Record<string, string>;
    expect(labels["org.opencontainers.image.version"]).toBe(version);
    const user = await podmanOk(["image", "inspect", "--format", "{{.Config.User}}", image], env);
    expect(user).toBe("65532:65532");
  });
});

describe("the image runs read-only as uid 65532 and serves the host through ports mapped to the same numbers", () => {
  it(
    "takes the control token from a mounted file, is healthy, and issues tokens whose issuer the host reaches",
    async () => {
      const secrets = join(work, "secrets");
      mkdirSync(secrets);
      writeFileSync(join(secrets, "control-token"), `${CONTROL_TOKEN}\n`);
      chmodSync(join(secrets, "control-token"), 0o644);
      const { id, base, output } = await startImage([
        "--volume",
        `${join(secrets, "control-token")}:/run/secrets/control-token:ro`,
        "--env",
        "SANDBOX_CONTROL_TOKEN_FILE=/run/secrets/control-token",
      ]);
      expect(output).toContain("State: in memory only, gone when the sandbox stops");
      expect(await podmanOk(["exec", id, "node", "-p", "process.getuid()"], env)).toBe("65532");
      expect(await podmanOk(["inspect", "--format", "{{.HostConfig.ReadonlyRootfs}}", id], env)).toBe("true");
      expect((await podman(["healthcheck", "run", id], env)).code).toBe(0);

      const idp = `http://127.0.0.1:${base + 2}`;
      const health = await fetch(`${idp}/_sandbox/health`);
      expect({ status: health.status, body: await health.json() }).toEqual({ status: 200, body: { status: "ready" } });
      const discovery = (await (await fetch(`${idp}/.well-known/openid-configuration`)).json()) as { issuer: string };
      expect(discovery.issuer).toBe(idp);
      const token = await fetch(`${idp}/connect/token`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          authorization: `Basic ${Buffer.from(`${DEFAULT_ACCOUNT.id}:${DEFAULT_ACCOUNT.secret}`).toString("base64")}`,
        },
        body: new URLSearchParams({ grant_type: "client_credentials", tid: DEFAULT_ACCOUNT.tid, scope: "apiim" }),
      });
      expect(token.status).toBe(200);
      const { access_token } = (await token.json()) as { access_token: string };
      const providers = await fetch(`http://127.0.0.1:${base + 4}/api/v1/Providers`, {
        headers: { authorization: `Bearer ${access_token}` },
      });
      expect(providers.status).toBe(200);

      const reset = (authorization?: string) =>
        fetch(`${idp}/_sandbox/reset`, {
          method: "POST",
          headers: { "content-type": "application/json", ...(authorization === undefined ? {} : { authorization }) },
        });
      expect((await reset()).status).toBe(401);
      expect((await reset(`Bearer ${CONTROL_TOKEN}`)).status).toBe(204);
    },
    scaled(180_000),
  );

  it(
    "keeps its state in a volume given as SANDBOX_STATE_DIR, the root filesystem staying read-only",
    async () => {
      const state = join(work, "state");
      mkdirSync(state);
      chownSync(state, 65532, 65532);
      const { output } = await startImage([
        "--env",
        `SANDBOX_CONTROL_TOKEN=${CONTROL_TOKEN}`,
        "--volume",
        `${state}:/var/lib/sandbox`,
        "--env",
        "SANDBOX_STATE_DIR=/var/lib/sandbox",
      ]);
      expect(output).toContain("State folder: /var/lib/sandbox (new: started from the seed; kept there from now on)");
    },
    scaled(180_000),
  );
});

describe("SIGTERM stops the container within podman's 10 s grace with exit code 0", () => {
  it(
    "podman stop --time 10 (SIGTERM, then SIGKILL after 10 s) ends it with 0, not SIGKILL's 137",
    async () => {
      const { id } = await startImage(["--env", `SANDBOX_CONTROL_TOKEN=${CONTROL_TOKEN}`]);
      await podmanOk(["stop", "--time", "10", id], env);
      expect(await podmanOk(["inspect", "--format", "{{.State.ExitCode}}", id], env)).toBe("0");
      expect((await podmanOk(["logs", id], env)).split("\n")).toContain("SIGTERM: stopping the sandbox");
    },
    scaled(180_000),
  );
});

describe("without a control token the container exits at once with one line naming the variable to set", () => {
  it(
    "exit code 1 and, as the container's whole output, one line naming SANDBOX_CONTROL_TOKEN",
    async () => {
      const id = await runContainer(image, label, ["--read-only"], env);
      expect(await podmanOk(["wait", id], env)).toBe("1");
      // podman logs gives the container's stdout and stderr apart, without podman's own messages.
      const logs = await podman(["logs", id], env);
      expect(logs.stdout).toBe("");
      const lines = logs.stderr.trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain("SANDBOX_CONTROL_TOKEN");
      expect(lines[0]).toContain("host 0.0.0.0 is not a loopback address");
    },
    scaled(120_000),
  );
});

describe("podman's Docker-compatible API serves the image to Docker clients such as Testcontainers", () => {
  it(
    "GET /images/<reference>/json over the service's socket names the image; the service stops by its PID",
    async () => {
      const api = await startDockerApi(work, env);
      try {
        const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
          const call = request(
            { socketPath: api.dockerHost.replace(/^unix:\/\//, ""), path: `/images/${encodeURIComponent(image)}/json` },
            (response) => {
              let body = "";
              response.on("data", (chunk: Buffer) => (body += chunk.toString()));
              response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
            },
          );
          call.on("error", reject);
          call.end();
        });
        expect(answer.status).toBe(200);
        expect((JSON.parse(answer.body) as { RepoTags: string[] }).RepoTags).toContain(image);
      } finally {
        await api.stop();
      }
      expect(isRunning(api.process.pid!)).toBe(false);
    },
    scaled(120_000),
  );
});
