// The tools package's declarations as a consumer reads them with skipLibCheck: false: every package the
// sources behind its entries import (following their relative imports) must bring its types to the
// consumer's install, through the dependencies or peers of the tools package (or of the runtime, which
// it depends on): a package that ships types, or its @types package declared beside it. Otherwise tsc
// stops on TS7016 in a declaration file the consumer never wrote.
import { existsSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { join, posix } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { packageName, toolsEntryPoints } from "../../../scripts/package-layout.js";
import { projectRoot } from "../../support/openapi.js";

const manifest = (file: string) =>
  JSON.parse(readFileSync(join(projectRoot, file), "utf8")) as {
    dependencies: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
const [tools, runtime] = [manifest("tools/package.json"), manifest("package.json")];
const declared = new Set(
  [tools.dependencies, tools.peerDependencies, runtime.dependencies].flatMap((names) => Object.keys(names ?? {})),
);
const entrySources = [...toolsEntryPoints(projectRoot)].filter(([name]) => name !== "main").map(([, s]) => s);

/** `./x.js` of `from` as the repository file it names (x.ts, or x/index.ts). */
function resolveRelative(from: string, specifier: string): string {
  const target = posix.normalize(posix.join(posix.dirname(from), specifier));
  const candidates = [target.replace(/\.js$/, ".ts"), `${target}.ts`, posix.join(target, "index.ts")];
  return candidates.find((candidate) => existsSync(join(projectRoot, candidate))) ?? target;
}

/**
 * Packages the sources reachable from the tools' entries import, with the first file importing each. Any of them
 * may surface in the emitted .d.ts (a type in an exported signature), so each must bring its types; reading the
 * sources takes milliseconds where emitting the declarations takes a minute.
 */
function importedPackages(): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [...entrySources];
  while (queue.length > 0) {
    const source = queue.shift()!;
    if (seen.has(source) || !source.endsWith(".ts")) continue;
    seen.add(source);
    const text = readFileSync(join(projectRoot, source), "utf8");
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      if (fileName.startsWith(".")) {
        queue.push(resolveRelative(source, fileName));
        continue;
      }
      const name = packageName(fileName);
      if (name !== undefined && !builtinModules.includes(name) && !packages.has(name)) packages.set(name, source);
    }
  }
  return packages;
}

/** Whether a package's declarations come from the package itself (not from an @types package beside it). */
function shipsTypes(name: string, importedBy: string): boolean {
  const { resolvedModule } = ts.resolveModuleName(
    name,
    join(projectRoot, importedBy),
    { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext },
    ts.sys,
  );
  return resolvedModule !== undefined && !resolvedModule.resolvedFileName.includes("/node_modules/@types/");
}

describe("the tools' declarations import only packages whose types the tools package brings", () => {
  it("every package the sources behind its entries import ships types or has its @types declared", () => {
    const packages = importedPackages();
    expect(packages.size).toBeGreaterThan(0);
    const missing = [...packages]
      .filter(([name]) => name !== "@integration-platform/contracts")
      .filter(([name, file]) => {
        const typesPackage = `@types/${name.replace(/^@([^/]+)\//, "$1__")}`;
        return !declared.has(name) || (!shipsTypes(name, file) && !declared.has(typesPackage));
      })
      .map(([name, file]) => `${name} (imported by ${file})`);
    expect(missing).toEqual([]);
  });
});
