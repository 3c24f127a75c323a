import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { generate } from "../../../generator/main.js";
import { diffGenerated } from "../../../generator/output.js";
import { scaled } from "../../support/time.js";

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("npm run generate -- --check names every file that differs", () => {
  it("lists changed, missing and stale files, sorted", () => {
    dir = mkdtempSync(join(tmpdir(), "generated-"));
    mkdirSync(join(dir, "types"));
    writeFileSync(join(dir, "types", "a.ts"), "old");
    writeFileSync(join(dir, "same.json"), "{}");
    writeFileSync(join(dir, "stale.json"), "{}");
    const files = new Map([
      ["types/a.ts", "new"],
      ["same.json", "{}"],
      ["types/b.ts", "b"],
    ]);
    expect(diffGenerated(dir, files)).toEqual([
      "stale.json (not generated from specs/)",
      "types/a.ts (differs)",
      "types/b.ts (missing)",
    ]);
  });

  it("is empty when the folder holds exactly the generated files", () => {
    dir = mkdtempSync(join(tmpdir(), "generated-"));
    writeFileSync(join(dir, "x.json"), "1");
    expect(diffGenerated(dir, new Map([["x.json", "1"]]))).toEqual([]);
  });
});

describe("generation is deterministic", () => {
  it(
    "two runs give identical bytes",
    async () => {
      dir = mkdtempSync(join(tmpdir(), "unused-"));
      const first = await generate();
      const second = await generate();
      expect([...second.keys()]).toEqual([...first.keys()]);
      for (const [name, content] of first) expect(second.get(name), name).toBe(content);
    },
    scaled(120_000),
  );
});
