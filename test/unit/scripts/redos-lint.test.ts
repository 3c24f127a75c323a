// npm run lint's ReDoS check (scripts/lint/redos.ts): a regex of the code or a pattern of a spec that
// backtracks fails it, named by file and line or by file and JSON path, with recheck's complexity and
// the length of its attack string; what is not a regex of the code or a pattern of a spec is not taken.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkRegexes, codeRegexes, describeFinding, specPatterns } from "../../../scripts/lint/redos.js";

const PLANTED = [
  "// a planted file",
  'export const ok = /^[a-z]+$/.test("abc");',
  "export const nested = /^(a+)+$/;",
  'export const built = new RegExp("^(x|x)*y$", "i");',
  "export const dynamic = (name: string) => new RegExp(`^${name}+$`);",
].join("\n");

describe("a regex of the code that backtracks fails the check, named by file and line", () => {
  it("literals and RegExp calls with a constant source are found where they are written", () => {
    expect(codeRegexes("src/planted.ts", PLANTED)).toEqual([
      { where: "src/planted.ts:2", source: "^[a-z]+$", flags: "" },
      { where: "src/planted.ts:3", source: "^(a+)+$", flags: "" },
      { where: "src/planted.ts:4", source: "^(x|x)*y$", flags: "i" },
    ]);
  });

  it("a nested repetition fails with its exponential complexity and attack string; a plain one passes", () => {
    const findings = checkRegexes(codeRegexes("src/planted.ts", PLANTED));
    expect(findings.map((f) => f.where)).toEqual(["src/planted.ts:3", "src/planted.ts:4"]);
    expect(describeFinding(findings[0]!)).toMatch(
      /^src\/planted\.ts:3: \/\^\(a\+\)\+\$\/ backtracks: exponential matching time; attack string .+ \(\d+ characters\)$/,
    );
  });

  it("a regex in a .tsx file is read with JSX around it", () => {
    const tsx = 'export const View = () => <p title="x">{/^(\\w+\\s?)*$/.test("a") ? "y" : "n"}</p>;';
    expect(codeRegexes("tools/src/view.tsx", tsx)).toEqual([
      { where: "tools/src/view.tsx:1", source: "^(\\w+\\s?)*$", flags: "" },
    ]);
  });
});

describe("a spec pattern that backtracks fails the check, named by file and JSON path", () => {
  const schema = {
    type: "object",
    properties: {
      code: { type: "string", pattern: "^(a|a)*$" },
      pattern: { type: "string", description: "a property named pattern is not a pattern" },
      default: { type: "string", pattern: "^(b|b)*$" },
    },
    patternProperties: { "^x-(a+)+$": {} },
    examples: [{ code: "aa", pattern: "^(a+)+$" }],
  };

  it("patterns and patternProperties keys are found by their path; an example's field is not one", () => {
    expect(specPatterns("specs/schemas/Planted.yaml", schema)).toEqual([
      { where: "specs/schemas/Planted.yaml $.properties.code.pattern", source: "^(a|a)*$", flags: "u" },
      { where: "specs/schemas/Planted.yaml $.properties.default.pattern", source: "^(b|b)*$", flags: "u" },
      {
        where: 'specs/schemas/Planted.yaml $.patternProperties["^x-(a+)+$"] (the key)',
        source: "^x-(a+)+$",
        flags: "u",
      },
    ]);
  });

  it("both fail, each named", () => {
    const findings = checkRegexes(specPatterns("specs/schemas/Planted.yaml", schema));
    expect(findings.map(describeFinding)).toEqual([
      expect.stringMatching(/^specs\/schemas\/Planted\.yaml \$\.properties\.code\.pattern: .+ backtracks: exponential/),
      expect.stringMatching(/^specs\/schemas\/Planted\.yaml \$\.properties\.default\.pattern: .+ exponential/),
      expect.stringMatching(/^specs\/schemas\/Planted\.yaml \$\.patternProperties\[.+\] \(the key\): .+ exponential/),
    ]);
  });
});

describe("the verdicts are kept in the cache file, and read back only for the same recheck and settings", () => {
  let dir: string;
  beforeEach(() => void (dir = mkdtempSync(join(tmpdir(), "redos-cache-"))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  interface Cache {
    key: string;
    verdicts: Record<string, string | null>;
  }

  it("the file holds each verdict, and a second run takes the file's word", () => {
    const cacheFile = join(dir, "nested", "redos.json");
    const sites = codeRegexes("src/planted.ts", PLANTED);
    checkRegexes(sites, { cacheFile });
    const cache = JSON.parse(readFileSync(cacheFile, "utf8")) as Cache;
    expect(cache.verdicts["/^[a-z]+$/"]).toBeNull();
    expect(cache.verdicts["/^(a+)+$/"]).toContain("exponential");

    cache.verdicts["/^[a-z]+$/"] = "a verdict only the file has";
    writeFileSync(cacheFile, JSON.stringify(cache));
    expect(checkRegexes(sites, { cacheFile }).map((f) => [f.where, f.verdict])).toContainEqual([
      "src/planted.ts:2",
      "a verdict only the file has",
    ]);

    writeFileSync(cacheFile, JSON.stringify({ ...cache, key: "another recheck" }));
    expect(checkRegexes(sites, { cacheFile }).map((f) => f.where)).toEqual(["src/planted.ts:3", "src/planted.ts:4"]);
  });
});
