// The sandbox in process as a partner gets it: both packages packed, installed with vitest in an
// empty project, and a unit test of the partner's (test/fixtures/in-process-consumer) run there by
// vitest: an agent registered, 100 records published and read back, an order moved, the signed
// webhook deliveries received in process and the broker messages consumed, no server socket opened.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { npm, run } from "../support/consumer-project.js";
import { projectRoot } from "../support/openapi.js";
import { packedTarballs } from "../support/packed.js";
import { scaled } from "../support/time.js";

const work = mkdtempSync(join(tmpdir(), "integration-contracts-in-process-"));
const tarballs = join(work, "tarballs");
const project = join(work, "partner");
const devVersion = (name: string) =>
  (JSON.parse(readFileSync(join(projectRoot, "node_modules", name, "package.json"), "utf8")) as { version: string })
    .version;

beforeAll(async () => {
  const { runtime, tools } = await packedTarballs(tarballs);
  mkdirSync(project, { recursive: true });
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "partner", private: true, type: "module" }));
  cpSync(join(projectRoot, "test", "fixtures", "in-process-consumer"), join(project, "test"), { recursive: true });
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
      `vitest@${devVersion("vitest")}`,
    ],
    project,
  );
  if (installed.status !== 0) throw new Error(`npm install in the partner's project failed:\n${installed.output}`);
}, scaled(600_000));

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("the packed tools package's sandbox in process, in a partner's empty project", () => {
  it(
    "runs the partner's vitest file: agent, 100 records, an order moved, " +
      "signed webhooks and broker messages in process, no server socket",
    () => {
      const result = run(
        process.execPath,
        [join("node_modules", "vitest", "vitest.mjs"), "run", "--reporter=verbose"],
        project,
        { ...process.env, NO_COLOR: "1" },
      );
      expect(result.output).toContain("Tests  4 passed (4)");
      expect(result.output).toContain(
        "opened no server socket, and the sandbox recorded no answer that broke the spec",
      );
      expect(result.status, result.output).toBe(0);
    },
    scaled(180_000),
  );
});
