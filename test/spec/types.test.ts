// Generated types are what other teams compile against: a schema must never turn into a type no
// value can have.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../support/openapi.js";

const typesDir = join(projectRoot, "generated", "types");

describe("no schema generates an impossible type", () => {
  for (const file of readdirSync(typesDir).filter((f) => f.endsWith(".ts"))) {
    it(`${file}: no component is Record<string, never> (an object part without properties in allOf)`, () => {
      const offending = readFileSync(join(typesDir, file), "utf8")
        .split("\n")
        .filter((line) => line.includes("Record<string, never>") && !/^export type (webhooks|\$defs) = /.test(line));
      expect(offending).toEqual([]);
    });
  }
});
