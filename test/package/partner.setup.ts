// The package project's packed packages and its one partner install, made once for its files: the
// tarballs of npm test's `pack` step (or packed here when a file runs alone), and the partner's
// project (test/fixtures/consumer and test/fixtures/partner) with both packages, the partner majors
// (test/support/partner-matrix.ts) and the rest of what its tests import, installed once; beside it
// the same project as it is with the held-back majors.
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { consumerProject, npm, RUNTIME, TOOLS } from "../support/consumer-project.js";
import { projectRoot } from "../support/openapi.js";
import { packedTarballs, type Tarballs } from "../support/packed.js";
import { heldBackView, PARTNER_INSTALL_FLAGS, partnerDevDependencies } from "../support/partner-matrix.js";

declare module "vitest" {
  export interface ProvidedContext {
    packed: Tarballs & {
      /** The partner's project with the newest majors installed, and the same project with the held-back ones. */
      partner: { newest: string; held: string };
    };
  }
}

/** The project's files besides node_modules: the consumer fixture's, the partner fixture's and the manifest. */
const PARTNER_FILES = ["package.json", "consumer.ts", "tsconfig.nodenext.json", "tsconfig.json", "test"];

let work: string | undefined;

function install(dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(npm, ["install", ...PARTNER_INSTALL_FLAGS], { cwd: dir, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (status) =>
      status === 0 ? resolve() : reject(new Error(`npm install in the partner's project ${dir} failed:\n${output}`)),
    );
  });
}

export async function setup(project: TestProject): Promise<void> {
  work = mkdtempSync(join(tmpdir(), "integration-contracts-partner-"));
  const tarballs = await packedTarballs(join(work, "tarballs"));
  const newest = join(work, "partner");
  consumerProject(newest, {
    dependencies: { [RUNTIME]: `file:${tarballs.runtime}` },
    devDependencies: { [TOOLS]: `file:${tarballs.tools}`, ...partnerDevDependencies() },
  });
  cpSync(join(projectRoot, "test", "fixtures", "partner"), newest, { recursive: true });
  await install(newest);
  const held = join(work, "partner-held");
  heldBackView(newest, held, PARTNER_FILES, TOOLS);
  project.provide("packed", { ...tarballs, partner: { newest, held } });
}

export function teardown(): void {
  if (work !== undefined) rmSync(work, { recursive: true, force: true });
}
