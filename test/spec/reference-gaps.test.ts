// Every "not shown" of the reference documents is recorded as x-not-shown somewhere in the specs.
// The fixtures list one phrase per gap of each reference document.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { loadBundledSpecs, projectRoot, type Json } from "../support/openapi.js";

function notShown(node: Json, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) notShown(item, found);
  else if (node !== null && typeof node === "object") {
    for (const [key, value] of Object.entries<Json>(node)) {
      if (key === "x-not-shown" && typeof value === "string") found.push(value.toLowerCase());
      else notShown(value, found);
    }
  }
  return found;
}

const recorded = [...loadBundledSpecs("openapi"), ...loadBundledSpecs("asyncapi")].flatMap(({ document }) =>
  notShown(document),
);
const gapsDir = join(projectRoot, "test", "fixtures", "reference-gaps");

for (const file of readdirSync(gapsDir)
  .filter((f) => f.endsWith(".yaml"))
  .sort()) {
  describe(`every gap of the reference ${file.replace(/\.yaml$/, "")} is recorded as x-not-shown`, () => {
    const phrases = parse(readFileSync(join(gapsDir, file), "utf8")) as unknown;
    it("lists its gaps as phrases", () => {
      expect(Array.isArray(phrases) && phrases.every((p) => typeof p === "string" && p.trim() !== "")).toBe(true);
    });
    for (const phrase of Array.isArray(phrases) ? (phrases as string[]) : []) {
      it(`records: ${phrase}`, () => {
        expect(
          recorded.some((text) => text.includes(phrase.toLowerCase())),
          `no x-not-shown mentions "${phrase}"`,
        ).toBe(true);
      });
    }
  });
}
