// Which source belongs to which package, by folder: the repository root is the runtime
// `@integration-platform/contracts` and src/ its code; tools/ is the tools package
// `@integration-platform/contracts-tools` and tools/src/ its code (the command line, the mocks, the
// sandbox, the conformance kit). The build and the boundary tests read this, so they cannot disagree.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";

/** The runtime's code, relative to the repository root. */
export const RUNTIME_SOURCES = "src/";

/** The tools' code, relative to the repository root. */
export const TOOLS_SOURCES = "tools/src/";

/** `tools/src/cli/main.ts` -> true; paths are relative to the repository root, with `/`. */
export function isToolsSource(path: string): boolean {
  return path.startsWith(TOOLS_SOURCES);
}

/** `src/auth/index.ts` -> true: code of the runtime package. */
export function isRuntimeSource(path: string): boolean {
  return path.startsWith(RUNTIME_SOURCES);
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
  const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
    name: string;
    exports: Record<string, string | { default: string }>;
  };
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
      if (name.endsWith(sourceSuffix))
        add(
          subpath.replace("*", name.slice(0, -sourceSuffix.length)),
          `${prefix}${name.slice(0, -sourceSuffix.length)}${suffix}`,
        );
    }
  }
  return entries;
}

/** The command line's source: the tools package's `bin` is its bundle. */
export const TOOLS_COMMAND_LINE = "tools/src/cli/main.ts";

/**
 * The tools package's bundles: bundle name -> source (relative to the root), read from tools/package.json:
 * each export's `types` names its source under tools/src/ (`./dist/types/tools/src/mock/index.d.ts` is
 * `tools/src/mock/index.ts`, bundled as `dist/mock.js`), and `main` is the command line.
 */
export function toolsEntryPoints(root: string): Map<string, string> {
  const manifest = JSON.parse(readFileSync(join(root, "tools", "package.json"), "utf8")) as {
    exports: Record<string, string | { types: string; default: string }>;
  };
  const entries = new Map<string, string>([["main", TOOLS_COMMAND_LINE]]);
  for (const [subpath, target] of Object.entries(manifest.exports)) {
    if (typeof target === "string") continue;
    const source = target.types.replace(/^\.\/dist\/types\//, "").replace(/\.d\.ts$/, ".ts");
    if (!isToolsSource(source) || !existsSync(join(root, source)))
      throw new Error(`tools/package.json exports ${subpath}: no source ${source} under ${TOOLS_SOURCES}`);
    entries.set(target.default.replace(/^\.\/dist\//, "").replace(/\.js$/, ""), source);
  }
  return entries;
}
