// README's "Everything exported" table against what each public entry really exports, read from the
// package.json exports maps of both packages and the entries' sources with the TypeScript compiler:
// every value an entry exports is named in its row, and every name in a row is an export of that
// entry, so the table cannot fall behind the code. Names inside parentheses are members of the name
// before them (`createTokenProvider` (`getToken`, ...)); types need not be listed, since rows speak of
// them as groups ("the client types").
import { readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { runtimeEntryPoints } from "../../../scripts/package-layout.js";
import { projectRoot } from "../../support/openapi.js";

const TOOLS_PACKAGE = "@integration-platform/contracts-tools";

/** The tools package's module entries: specifier -> source, from its exports map's `types`. */
function toolsEntries(): Map<string, string> {
  const manifest = JSON.parse(readFileSync(join(projectRoot, "tools", "package.json"), "utf8")) as {
    exports: Record<string, string | { types: string }>;
  };
  return new Map(
    Object.entries(manifest.exports).flatMap(([subpath, target]) =>
      typeof target === "string"
        ? []
        : [
            [
              `${TOOLS_PACKAGE}/${subpath.slice(2)}`,
              target.types.replace(/^\.\/dist\/types\//, "").replace(/\.d\.ts$/, ".ts"),
            ] as const,
          ],
    ),
  );
}

/** Every module entry of both packages except `types/<spec>` (types only, one row for all six). */
const entries = new Map<string, string>([
  ...[...runtimeEntryPoints(projectRoot)]
    .filter(([, specifier]) => !specifier.includes("/types/"))
    .map(([source, specifier]) => [specifier, source] as const),
  ...toolsEntries(),
]);

const program = ts.createProgram(
  [...entries.values()].map((source) => join(projectRoot, source)),
  { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, noEmit: true },
);
const checker = program.getTypeChecker();

function exportsOf(source: string): { values: Set<string>; all: Set<string> } {
  const file = program.getSourceFile(join(projectRoot, source));
  const module = file === undefined ? undefined : checker.getSymbolAtLocation(file);
  if (module === undefined) throw new Error(`${source}: not a module the compiler could read`);
  const values = new Set<string>();
  const all = new Set<string>();
  for (const symbol of checker.getExportsOfModule(module)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    all.add(symbol.name);
    if (target.flags & ts.SymbolFlags.Value) values.add(symbol.name);
  }
  return { values, all };
}

/** README's rows: the import in backticks -> the names the row gives outside parentheses. */
function readmeRows(): Map<string, string[]> {
  const readme = readFileSync(join(projectRoot, "README.md"), "utf8");
  const table = readme.split("## Everything exported")[1]!.split("\n## ")[0]!;
  const rows = new Map<string, string[]>();
  for (const line of table.split("\n")) {
    const cells = /^\| `([^`]+)` \| (.*) \|$/.exec(line);
    if (cells === null) continue;
    let what = cells[2]!;
    // Parentheses nest ("(`{ baseUrl, ... }` → openapi-fetch `Client<paths>`; ...)"): drop the innermost first.
    for (let before = ""; before !== what;) [before, what] = [what, what.replace(/\([^()]*\)/g, "")];
    const names = [...what.matchAll(/`([A-Za-z_$][\w$]*)`/g)].map((match) => match[1]!);
    rows.set(cells[1]!, names);
  }
  return rows;
}

const rows = readmeRows();

describe("README's table of exports names every value each public entry exports, and nothing else", () => {
  it("every module entry of both packages has a row", () => {
    expect([...entries.keys()].filter((specifier) => !rows.has(specifier))).toEqual([]);
  });

  it.each([...entries])("%s: its row names its values, and every name in it is an export", (specifier, source) => {
    const { values, all } = exportsOf(source);
    const named = rows.get(specifier) ?? [];
    // The facts and validators are generated per spec and schema; their rows give the pattern of their names.
    const generated = specifier.endsWith("/facts") || specifier.endsWith("/validators");
    const unnamed = generated ? [] : [...values].filter((name) => !named.includes(name));
    expect({ unnamed, notExported: named.filter((name) => !all.has(name)) }).toEqual({ unnamed: [], notExported: [] });
  });
});
