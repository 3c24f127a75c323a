import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { packageRoot } from "../package-root.js";

export const lintUsage = `integration-contracts lint <spec>... [spectral options]
  Spectral with this package's ruleset (the platform's API conventions) over your specs.
  Exits non-zero when an error is found.`;

/** Spectral over the given files with the package's ruleset; resolves with Spectral's exit code. */
export function runLint(args: string[]): Promise<number> {
  if (args.filter((a) => !a.startsWith("-")).length === 0) throw new Error("lint needs at least one spec file");
  const require = createRequire(import.meta.url);
  const manifest = require.resolve("@stoplight/spectral-cli/package.json");
  const bin = join(dirname(manifest), (JSON.parse(readFileSync(manifest, "utf8")) as { bin: Record<string, string> }).bin.spectral!);
  const child = spawn(process.execPath, [bin, "lint", "--ruleset", join(packageRoot(), "spectral.yaml"), "--fail-severity", "error", ...args], {
    stdio: "inherit",
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => resolve(code ?? 1));
  });
}
