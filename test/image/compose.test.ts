// deploy/compose.yaml as a team hosts it (issue 47, item 4): PostgreSQL, three sandbox processes on its database and
// HAProxy in front, started with podman-compose. No image registry is reachable here, so the file's *_IMAGE
// variables name the sandbox's image of this run (image.setup.ts) and PostgreSQL and HAProxy images made from
// Debian's packages. Every container, pod, network and volume of the compose project, and the images this file made,
// are removed by ID or name in afterAll, passed or failed.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildComposeImages, removeComposeProject, type ComposeImages } from "../support/compose.js";
import { projectRoot } from "../support/openapi.js";
import { podman, podmanEnv, podmanOk, testLabel } from "../support/podman.js";
import { withFreshPorts } from "../support/ports.js";
import { eventually } from "../support/processes.js";
import { scaled } from "../support/time.js";

const work = mkdtempSync(join(tmpdir(), "integration-contracts-compose-"));
const label = testLabel();
const project = `ic-compose-${label}`;
const env = podmanEnv(work);
const CONTROL_TOKEN = "compose-control-token-0123456789";
const TENANT = "6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d";
const SANDBOXES = ["sandbox-1", "sandbox-2", "sandbox-3"];
let images: ComposeImages | undefined;
/** The balancer's first port on the host: the data integration service's; the identity provider's is 2 above. */
let first = 0;

/** Runs podman-compose on deploy/compose.yaml for this file's project; rejects with its output when it fails. */
function compose(args: readonly string[], variables: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      "podman-compose",
      ["--project-name", project, "--file", join(projectRoot, "deploy/compose.yaml"), ...args],
      { env: { ...env, ...variables }, stdio: ["ignore", "pipe", "pipe"] },
    );
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`podman-compose ${args.join(" ")} exited with ${code}:\n${output}`)),
    );
  });
}

/** The ID of the compose service `service`'s container. */
function containerOf(service: string): Promise<string> {
  return podmanOk(
    [
      "ps",
      "--all",
      "--format",
      "{{.ID}}",
      "--filter",
      `label=io.podman.compose.project=${project}`,
      "--filter",
      `label=com.docker.compose.service=${service}`,
    ],
    env,
  );
}

/** Asks one sandbox process itself, from inside its container: the answer's status and body. */
async function askProcess(
  service: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: string }> {
  const script =
    `fetch(${JSON.stringify(url)}, ${JSON.stringify(init)})` +
    ".then(async (r) => console.log(JSON.stringify({ status: r.status, body: await r.text() })))";
  return JSON.parse(await podmanOk(["exec", await containerOf(service), "node", "-e", script], env)) as {
    status: number;
    body: string;
  };
}

const balancer = (offset: number, path: string) => `http://127.0.0.1:${first + offset}${path}`;

beforeAll(async () => {
  const { image } = inject("builtImage");
  images = await buildComposeImages(work, label, env);
  const variables = {
    SANDBOX_IMAGE: image,
    POSTGRES_IMAGE: images.postgres,
    HAPROXY_IMAGE: images.haproxy,
    SANDBOX_CONTROL_TOKEN: CONTROL_TOKEN,
    POSTGRES_PASSWORD: "composesecret0123",
  };
  first = await withFreshPorts(async (base) => {
    try {
      await compose(["up", "--detach"], {
        ...variables,
        SANDBOX_FIRST_PORT: String(base),
        SANDBOX_LAST_PORT: String(base + 5),
        SANDBOX_PUBLIC_URL: `http://127.0.0.1:${base + 2}`,
      });
    } catch (error) {
      await removeComposeProject(project, env);
      throw error;
    }
    return base;
  });
});

afterAll(async () => {
  await removeComposeProject(project, env);
  for (const reference of [images?.postgres, images?.haproxy])
    if (reference !== undefined) await podman(["rmi", "--force", reference], env);
  rmSync(work, { recursive: true, force: true });
});

describe("deploy/compose.yaml runs three sandbox processes on one PostgreSQL behind HAProxy, as one sandbox", () => {
  it("every sandbox process passes the image's health check", async () => {
    for (const service of SANDBOXES)
      await eventually(
        `${service} passes its health check`,
        async () => (await podman(["healthcheck", "run", await containerOf(service)], env)).code === 0,
        scaled(120_000),
      );
    // HAProxy sends a request only to a process its own health check found up, which may come a check later.
    await eventually(
      "the balancer answers GET /_sandbox/health with 200",
      async () => (await fetch(balancer(2, "/_sandbox/health"))).status === 200,
      scaled(30_000),
    );
  });

  it("the control API through the balancer needs the control token", async () => {
    const add = (headers: Record<string, string>) =>
      fetch(balancer(2, "/_sandbox/tenants"), {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ id: TENANT, name: "Compose Goods" }),
      });
    expect((await add({})).status).toBe(401);
    expect((await add({ authorization: `Bearer ${CONTROL_TOKEN}` })).status).toBe(201);
  });

  it("a token one process issues writes through the balancer what another process reads back", async () => {
    const account = await fetch(balancer(2, "/_sandbox/service-accounts"), {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${CONTROL_TOKEN}` },
      body: JSON.stringify({ clientId: "compose", clientSecret: "compose-secret", tenantIds: [TENANT] }),
    });
    expect(account.status).toBe(201);
    const issued = await askProcess("sandbox-1", "http://127.0.0.1:4012/connect/token", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        authorization: `Basic ${Buffer.from("compose:compose-secret").toString("base64")}`,
      },
      body: new URLSearchParams({ grant_type: "client_credentials", tid: TENANT, scope: "apiim" }).toString(),
    });
    expect(issued.status).toBe(200);
    const token = (JSON.parse(issued.body) as { access_token: string }).access_token;
    const claims = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { iss: string };
    expect(claims.iss).toBe(`http://127.0.0.1:${first + 2}`);

    const written = await fetch(balancer(0, "/api/v2/IntegrationAgents/Settings"), {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: "{}",
    });
    expect(written.status).toBe(200);
    const sourceId = ((await written.json()) as { source: { sourceId: string } }).source.sourceId;
    for (const service of ["sandbox-2", "sandbox-3"]) {
      const read = await askProcess(service, "http://127.0.0.1:4010/api/v2/IntegrationAgents/Settings", {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(read.status).toBe(200);
      expect((JSON.parse(read.body) as { source: { sourceId: string } }).source.sourceId).toBe(sourceId);
    }
  });
});
