import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const RUNTIME = "@integration-platform/contracts";

let cached: string | undefined;

/**
 * The folder of the runtime package `@integration-platform/contracts` (its bundled specs and ruleset): the
 * installed runtime, found by its public name from the tools package's bundle, or this repository's root
 * when the tools run from their sources in tools/src/, where the runtime is no dependency but the
 * repository itself.
 */
export function packageRoot(): string {
  cached ??= findRuntime();
  return cached;
}

function findRuntime(): string {
  try {
    return dirname(createRequire(import.meta.url).resolve(`${RUNTIME}/package.json`));
  } catch (error) {
    const repository = resolve(fileURLToPath(import.meta.url), "../../..");
    const { name } = JSON.parse(readFileSync(join(repository, "package.json"), "utf8")) as { name?: string };
    if (name === RUNTIME) return repository;
    throw error;
  }
}
