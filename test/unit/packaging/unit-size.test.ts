// Readable units (docs/design.md, "Layout"): a reader takes in a function or a file whole, so no function of the
// sources runs over 100 lines and no source file over 300. A longer one is a closure hiding an object's shape or a
// module holding more than one concern, and is split by responsibility. Lengths are read from the syntax tree: a
// function counts from the line its declaration opens on (its doc comment aside) to its closing brace. The check runs
// on planted text first, so it is known to find what it looks for, then on the repository's sources.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, posix } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../../support/openapi.js";

const MAX_FUNCTION_LINES = 100;
const MAX_FILE_LINES = 300;
/** The sources the rule covers; tests and the bench are measured by what they check, not by their length. */
const SOURCE_DIRS = ["src", "tools/src", "generator", "scripts"];
const SOURCE = /\.(ts|tsx|js|mjs)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(projectRoot, dir)).flatMap((name) => {
    const path = posix.join(dir, name);
    if (statSync(join(projectRoot, path)).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The name a reader finds a function by: its own, or that of what it is assigned to. */
function functionName(node: ts.FunctionLikeDeclaration): string {
  if (node.name !== undefined) return node.name.getText();
  if (ts.isConstructorDeclaration(node)) return "constructor";
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name !== undefined) {
    return parent.name.getText();
  }
  if (ts.isPropertyDeclaration(parent)) return parent.name.getText();
  return "(anonymous)";
}

/** The units of one file over their limits, each as `file:line name (N lines)`. */
function longUnits(path: string, text: string): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const lineOf = (position: number): number => source.getLineAndCharacterOfPosition(position).line + 1;
  const offenders: string[] = [];
  const fileLines = text.endsWith("\n") ? lineOf(text.length) - 1 : lineOf(text.length);
  if (fileLines > MAX_FILE_LINES) offenders.push(`${path} (${fileLines} lines, at most ${MAX_FILE_LINES})`);
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && "body" in node && node.body !== undefined) {
      const first = lineOf(node.getStart(source));
      const length = lineOf(node.getEnd()) - first + 1;
      if (length > MAX_FUNCTION_LINES) {
        offenders.push(`${path}:${first} ${functionName(node)} (${length} lines, at most ${MAX_FUNCTION_LINES})`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return offenders;
}

/** `count` statements, one a line. */
function statements(count: number, indent = "  "): string {
  return Array.from({ length: count }, (_, i) => `${indent}console.log(${i});`).join("\n");
}

describe("no function of the sources runs over 100 lines and no source file over 300", () => {
  it("names a planted long function by file, line, name and length, whatever its form", () => {
    const text = [
      "export const first = 1;",
      "/** Its doc comment is not counted. */",
      "export function declared(): void {",
      statements(99),
      "}",
      "export const arrow = (): void => {",
      statements(98),
      "};",
      "class Shape {",
      "  method(): void {",
      statements(99, "    "),
      "  }",
      "}",
      "export const handlers = {",
      "  run: async () => {",
      statements(99, "    "),
      "  },",
      "};",
      "void Shape;",
    ].join("\n");
    expect(longUnits("planted.ts", text)).toEqual([
      "planted.ts (410 lines, at most 300)",
      "planted.ts:3 declared (101 lines, at most 100)",
      "planted.ts:205 method (101 lines, at most 100)",
      "planted.ts:308 run (101 lines, at most 100)",
    ]);
  });

  it("passes a function of exactly 100 lines", () => {
    expect(longUnits("planted.ts", ["function fits(): void {", statements(98), "}"].join("\n"))).toEqual([]);
  });

  it("names a planted file over 300 lines with its length, and passes one of exactly 300", () => {
    expect(longUnits("long.ts", `${statements(301, "")}\n`)).toEqual(["long.ts (301 lines, at most 300)"]);
    expect(longUnits("fits.ts", `${statements(300, "")}\n`)).toEqual([]);
  });

  it("holds in src/, tools/src/, generator/ and scripts/", () => {
    const offenders = SOURCE_DIRS.flatMap(sourceFiles).flatMap((path) =>
      longUnits(path, readFileSync(join(projectRoot, path), "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
