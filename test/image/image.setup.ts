// One base and one image for every file of the image project: building them takes minutes, and each file checks the
// same image (image.test.ts the image itself, testcontainers.test.ts the module a partner runs it with). Both are
// built as a machine without an image registry builds them (npm run image:base, then npm run image on it from the
// tarballs of npm test's one pack), under tags of this run only, so another run building at the same time never
// swaps the base under this one; both are removed at the end, passed or failed.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import type { TestProject } from "vitest/node";
import { npm } from "../support/consumer-project.js";
import { projectRoot } from "../support/openapi.js";
import { packedTarballs } from "../support/packed.js";
import { podman, podmanEnv, testLabel } from "../support/podman.js";

/** What the project's files share: the images, the packed packages they hold and their version. */
export interface BuiltImage {
  readonly base: string;
  readonly image: string;
  readonly version: string;
  readonly runtimeTarball: string;
  readonly toolsTarball: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    builtImage: BuiltImage;
  }
}

const work = mkdtempSync(join(tmpdir(), "integration-contracts-image-build-"));
const env = podmanEnv(work);
const built: string[] = [];

/** Runs `npm run --silent <args>` in the repository; resolves with the last line it printed. */
function npmRun(args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(npm, ["run", "--silent", ...args], {
      cwd: projectRoot,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0
        ? resolve(output.trim().split("\n").at(-1) ?? "")
        : reject(new Error(`npm run ${args.join(" ")} exited with ${code}:\n${output}`)),
    );
  });
}

export async function setup(project: TestProject): Promise<void> {
  const label = testLabel();
  const { runtime, tools } = await packedTarballs(join(work, "tarballs"));
  const version = /^integration-platform-contracts-tools-(.+)\.tgz$/.exec(basename(tools))![1]!;
  const base = await npmRun(["image:base", "--", "--tag", `localhost/integration-contracts-node-base:test-${label}`]);
  built.push(base);
  const image = await npmRun([
    "image",
    "--",
    "--base",
    base,
    "--tarballs",
    dirname(tools),
    "--tag",
    `localhost/integration-contracts-sandbox:test-${label}`,
  ]);
  built.push(image);
  project.provide("builtImage", { base, image, version, runtimeTarball: runtime, toolsTarball: tools });
}

export async function teardown(): Promise<void> {
  for (const reference of built.reverse()) await podman(["rmi", "--force", reference], env);
  rmSync(work, { recursive: true, force: true });
}
