// Which source belongs to which package: the runtime `@integration-platform/contracts` is everything its
// exports map reaches; the tools package is the command line and what only it needs. The build and
// the boundary test read the same lists, so they cannot disagree.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";

/** Tools code, relative to the repository root: a folder (ending in `/`) or one file. */
export const TOOLS_SOURCES = ["src/cli/", "src/mock/", "src/breaking/", "src/sandbox/", "src/conformance/", "src/process/", "src/package-root.ts"] as const;

/** `src/cli/main.ts` -> true; paths are relative to the repository root, with `/`. */
export function isToolsSource(path: string): boolean {
  return TOOLS_SOURCES.some((tools) => (tools.endsWith("/") ? path.startsWith(tools) : path === tools));
}

/** `@stoplight/prism-cli/package.json` -> `@stoplight/prism-cli`; `node:fs` -> undefined (built in). */
export function packageName(specifier: string): string | undefined {
  if (specifier.startsWith("node:")) return undefined;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

export function toRepoPath(root: string, file: string): string {
  return relative(root, file).split(sep).join("/");
}

/**
 * The runtime's public entry points: source file (relative to the root) -> the specifier a consumer
 * imports, read from the root package.json's exports map (`./dist/src/auth/index.js` is
 * `src/auth/index.ts`, imported as `@integration-platform/contracts/auth`; `./types/*` is every file of
 * generated/types). File-only subpaths (specs, schemas, the ruleset) are not modules.
 */
export function runtimeEntryPoints(root: string): Map<string, string> {
  const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { name: string; exports: Record<string, string | { default: string }> };
  const entries = new Map<string, string>();
  const add = (subpath: string, built: string) => {
    const source = [built.replace(/\.js$/, ".ts"), built].find((candidate) => existsSync(join(root, candidate)));
    if (source === undefined) throw new Error(`package.json exports ${subpath}: no source for ./dist/${built}`);
    entries.set(source, subpath === "." ? manifest.name : `${manifest.name}/${subpath.slice(2)}`);
  };
  for (const [subpath, target] of Object.entries(manifest.exports)) {
    if (typeof target === "string") continue;
    const built = target.default.replace(/^\.\/dist\//, "");
    if (!subpath.includes("*")) {
      add(subpath, built);
      continue;
    }
    const [prefix, suffix] = built.split("*") as [string, string];
    const sourceSuffix = suffix.replace(/\.js$/, ".ts");
    for (const name of readdirSync(join(root, dirname(prefix + "x")))) {
      if (name.endsWith(sourceSuffix)) add(subpath.replace("*", name.slice(0, -sourceSuffix.length)), `${prefix}${name.slice(0, -sourceSuffix.length)}${suffix}`);
    }
  }
  return entries;
}
