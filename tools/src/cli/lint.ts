import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { packageRoot } from "../package-root.js";
import { spawnWatched } from "../process/child-watch.js";
import type { Command } from "./command.js";

/** Spectral over the given files with the package's ruleset; resolves with Spectral's exit code. */
function spectral(args: string[]): Promise<number> {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve("@stoplight/spectral-cli/package.json");
  const bin = join(
    dirname(manifest),
    (JSON.parse(readFileSync(manifest, "utf8")) as { bin: Record<string, string> }).bin.spectral!,
  );
  const child = spawnWatched(
    process.execPath,
    [bin, "lint", "--ruleset", join(packageRoot(), "spectral.yaml"), "--fail-severity", "error", ...args],
    {
      stdio: ["inherit", "inherit", "inherit"],
    },
  );
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => resolve(code ?? 1));
  });
}

export const lintCommand: Command = {
  name: "lint",
  summary: "Spectral with the platform's API conventions over your specs",
  description: `Spectral with this package's ruleset (the platform's API conventions) over your
OpenAPI/AsyncAPI files. Exit 0 when no error is found, 1 otherwise. Spectral's own options
(e.g. --format junit --output report.xml) go after \`--\`.`,
  positionals: [{ name: "spec", description: "an OpenAPI or AsyncAPI file (YAML or JSON)", variadic: true }],
  options: {},
  passThrough: true,
  run: ({ positionals }, passedThrough) => spectral([...positionals, ...passedThrough]),
};
