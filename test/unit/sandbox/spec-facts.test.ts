// Every spec fact the sandbox uses comes from generated/, never restated: a string union in
// src/sandbox whose members are the values of an enum of the specs is a copy that can drift.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../../support/openapi.js";

const sandboxDir = join(projectRoot, "src", "sandbox");
const schemasDir = join(projectRoot, "generated", "schemas");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : entry.name.endsWith(".ts") ? [join(dir, entry.name)] : [],
  );
}

/** Every enum of the generated JSON Schemas (named ones and those inline in a property), as sorted value lists, by where it is. */
function generatedEnums(): Map<string, string> {
  const enums = new Map<string, string>();
  const visit = (node: unknown, where: string) => {
    if (Array.isArray(node)) return node.forEach((item, i) => visit(item, `${where}[${i}]`));
    if (typeof node !== "object" || node === null) return;
    const values = (node as { enum?: unknown }).enum;
    if (Array.isArray(values) && values.length > 1 && values.every((v) => typeof v === "string")) enums.set(JSON.stringify([...values].sort()), where);
    for (const [key, value] of Object.entries(node)) visit(value, `${where}.${key}`);
  };
  for (const file of readdirSync(schemasDir)) visit(JSON.parse(readFileSync(join(schemasDir, file), "utf8")), file);
  return enums;
}

/** String-literal unions of two or more members, with their file and line. */
function stringUnions(file: string): { at: string; members: string[] }[] {
  const found: { at: string; members: string[] }[] = [];
  readFileSync(file, "utf8")
    .split("\n")
    .forEach((line, index) => {
      for (const match of line.matchAll(/"[^"\n]*"(?:\s*\|\s*"[^"\n]*")+/g)) {
        found.push({ at: `${relative(projectRoot, file)}:${index + 1}`, members: match[0].split("|").map((member) => JSON.parse(member.trim()) as string) });
      }
    });
  return found;
}

describe("spec facts come from generated/: no string union in src/sandbox restates an enum of the specs", () => {
  const enums = generatedEnums();
  it("the check sees the generated enums (RateLimitInterval among them)", () => {
    expect(enums.get(JSON.stringify(["Day", "Hour", "Minute", "Second"]))).toBeDefined();
  });
  it("the check finds a restated enum when there is one", () => {
    const members = ["Second", "Minute", "Hour", "Day"];
    expect(enums.has(JSON.stringify([...members].sort()))).toBe(true);
  });
  it("no source file of the sandbox has one", () => {
    const restated = sourceFiles(sandboxDir)
      .flatMap(stringUnions)
      .filter(({ members }) => enums.has(JSON.stringify([...members].sort())))
      .map(({ at, members }) => `${at}: ${members.join(" | ")} is ${enums.get(JSON.stringify([...members].sort()))}`);
    expect(restated).toEqual([]);
  });
});
