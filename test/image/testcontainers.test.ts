// The Testcontainers module as a partner runs it (issue 47): both packages packed and installed with testcontainers
// and vitest in an empty project, whose vitest file (test/fixtures/testcontainers-consumer) starts the sandbox's
// image (built once for the project by image.setup.ts) through podman's Docker API, reaches its services from this
// machine and stops it. podman's API service is stopped by its PID and every container of the image is removed by ID,
// passed or failed.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { npm, run } from "../support/consumer-project.js";
import { projectRoot } from "../support/openapi.js";
import { podman, podmanEnv, podmanOk, startDockerApi, type DockerApi } from "../support/podman.js";
import { scaled } from "../support/time.js";

const work = mkdtempSync(join(tmpdir(), "integration-contracts-testcontainers-"));
const project = join(work, "partner");
const env = podmanEnv(work);
const { image, runtimeTarball: runtime, toolsTarball: tools } = inject("builtImage");
let api: DockerApi | undefined;

const devVersion = (name: string) =>
  (JSON.parse(readFileSync(join(projectRoot, "node_modules", name, "package.json"), "utf8")) as { version: string })
    .version;

/** Removes every container made from this run's image (none when it was not built), running or not, by ID. */
async function removeImageContainers(): Promise<void> {
  if ((await podman(["image", "exists", image], env)).code !== 0) return;
  const ids = (await podmanOk(["ps", "--all", "--quiet", "--filter", `ancestor=${image}`], env))
    .split("\n")
    .filter((id) => id !== "");
  if (ids.length > 0) await podmanOk(["rm", "--force", "--time", "0", ...ids], env);
}

beforeAll(async () => {
  mkdirSync(project, { recursive: true });
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "partner", private: true, type: "module" }));
  cpSync(join(projectRoot, "test", "fixtures", "testcontainers-consumer"), join(project, "test"), { recursive: true });
  const installed = run(
    npm,
    [
      "install",
      "--prefer-offline",
      "--no-audit",
      "--no-fund",
      "--ignore-scripts",
      runtime,
      tools,
      `testcontainers@${devVersion("testcontainers")}`,
      `vitest@${devVersion("vitest")}`,
    ],
    project,
  );
  if (installed.status !== 0) throw new Error(`npm install in the partner's project failed:\n${installed.output}`);
  api = await startDockerApi(work, env);
}, scaled(1_200_000));

afterAll(async () => {
  await removeImageContainers();
  await api?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe("the packed Testcontainers module starts the sandbox's image in a partner's project", () => {
  it(
    "the partner's vitest file gets a token from the issuer, calls a service, the control API with its token " +
      "and the gateway's JWKS through the mapped ports, then stops the container",
    async () => {
      const result = run(process.execPath, [join("node_modules", "vitest", "vitest.mjs"), "run"], project, {
        ...env,
        NO_COLOR: "1",
        DOCKER_HOST: api!.dockerHost,
        TESTCONTAINERS_RYUK_DISABLED: "true",
        TESTCONTAINERS_HOST_OVERRIDE: "127.0.0.1",
        SANDBOX_IMAGE: image,
      });
      expect(result.output).toContain("Tests  3 passed (3)");
      expect(result.status, result.output).toBe(0);
      // stop() removed the container: none of this run's image is left, running or not.
      expect(await podmanOk(["ps", "--all", "--quiet", "--filter", `ancestor=${image}`], env)).toBe("");
    },
    scaled(600_000),
  );
});
