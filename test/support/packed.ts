// The two tarballs `npm run pack` writes, which the packed-package tests install. Building and packing
// takes a minute or more on two busy cores, so npm test packs once into the folder PACKED_TARBALLS_ENV
// names and every packed test on every Node line installs those (scripts/test-steps.ts); a test run
// on its own, without the variable, packs its own into the folder it gives.
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { PACKED_TARBALLS_ENV } from "../../scripts/test-steps.js";
import { projectRoot } from "./openapi.js";

export interface Tarballs {
  /** Path of integration-platform-contracts-<version>.tgz. */
  readonly runtime: string;
  /** Path of integration-platform-contracts-tools-<version>.tgz. */
  readonly tools: string;
}

const npm = process.platform === "win32" ? "npm.cmd" : "npm";

function pack(folder: string): Promise<Tarballs> {
  return new Promise((resolve, reject) => {
    const child = spawn(npm, ["run", "pack", "--silent", "--", folder], {
      cwd: projectRoot,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (status) => {
      if (status !== 0) return reject(new Error(`npm run pack failed:\n${output}`));
      // pack prints the tarballs it wrote, the runtime's first: named by a release's version, or by a preview's
      // while changesets are pending.
      const [runtime = "", tools = ""] = output.split("\n").filter((line) => line.endsWith(".tgz"));
      resolve({ runtime, tools });
    });
  });
}

/** The one runtime and one tools tarball in `folder`, or an error naming the folder and what it holds. */
export function tarballsIn(folder: string): Tarballs {
  const names = readdirSync(folder).filter((name) => name.endsWith(".tgz"));
  const tools = names.filter((name) => name.startsWith("integration-platform-contracts-tools-"));
  const runtime = names.filter((name) => /^integration-platform-contracts-\d/.test(name));
  if (runtime.length !== 1 || tools.length !== 1)
    throw new Error(
      `${PACKED_TARBALLS_ENV}=${folder} must hold one runtime and one tools tarball of one npm run pack; ` +
        `it holds ${names.length === 0 ? "none" : names.join(", ")}`,
    );
  return { runtime: join(folder, runtime[0]!), tools: join(folder, tools[0]!) };
}

/** The tarballs npm test packed (PACKED_TARBALLS_ENV), or, without that variable, both packed now into `folder`. */
export function packedTarballs(folder: string, env: NodeJS.ProcessEnv = process.env): Promise<Tarballs> {
  const shared = env[PACKED_TARBALLS_ENV];
  return shared === undefined || shared === "" ? pack(folder) : Promise.resolve(tarballsIn(shared));
}
