import { createRequire } from "node:module";
import { dirname } from "node:path";

let cached: string | undefined;

/**
 * The folder of the runtime package `@integration-platform/contracts` (its bundled specs and ruleset), found by
 * its public name: the same call finds the repository root from src/ (a package may import itself by
 * name) and the installed runtime from the tools package's bundle.
 */
export function packageRoot(): string {
  cached ??= dirname(createRequire(import.meta.url).resolve("@integration-platform/contracts/package.json"));
  return cached;
}
