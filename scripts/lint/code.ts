// npm run lint's checks of the code: Prettier's (every file it formats is as it would write it, by
// .prettierrc.json and .prettierignore) and ESLint's (eslint.config.js), each over the folder given, so
// a test can run them on a folder of its own. Each prints its findings and says whether there were none.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);

/** The script of a package's command (`prettier` of `prettier`), run with this process's Node. */
export function binOf(name: string, command: string): string {
  const manifest = require.resolve(`${name}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifest, "utf8")) as { bin: string | Record<string, string> };
  return join(dirname(manifest), typeof bin === "string" ? bin : bin[command]!);
}

export interface CheckResult {
  readonly clean: boolean;
  /** What the tool printed: the files or findings that failed the check. */
  readonly output: string;
}

function run(cwd: string, script: string, args: readonly string[]): CheckResult {
  const result = spawnSync(process.execPath, [script, ...args], { cwd, encoding: "utf8" });
  if (result.error !== undefined) throw result.error;
  return { clean: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() };
}

/**
 * `prettier --check .` in `cwd`: clean when no file would change; the output names each file that would. With a
 * `cacheFile`, a file whose content, Prettier version and options match a passing check there is not laid out again.
 */
export function checkFormat(cwd: string, options: { cacheFile?: string } = {}): CheckResult {
  // Keyed on the content, not the modification time: a checkout or an edit undone changes the time alone.
  const cache =
    options.cacheFile === undefined
      ? []
      : ["--cache", "--cache-location", options.cacheFile, "--cache-strategy", "content"];
  return run(cwd, binOf("prettier", "prettier"), ["--check", ".", "--log-level", "warn", ...cache]);
}

/**
 * `eslint .` in `cwd`: clean with no error and no warning. Never cached: ESLint's cache keys a file's findings on its
 * own text, while the typed rules read the types of the files it imports, so an edit there would leave a stale pass.
 */
export function checkLint(cwd: string): CheckResult {
  return run(cwd, binOf("eslint", "eslint"), [".", "--max-warnings", "0"]);
}
