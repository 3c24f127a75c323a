// npm run lint checks the code's layout and its ESLint rules (scripts/lint/code.ts, eslint.config.js):
// a file laid out otherwise than Prettier would lay it out, a line over 120 characters (a string's
// or a comment's too, which Prettier does not break) and a disable comment that disables nothing
// each fail it. The layout check runs on a folder of its own with this repository's configuration.
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ESLint } from "eslint";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkFormat } from "../../../scripts/lint/code.js";
import { projectRoot } from "../../support/openapi.js";

describe("a file Prettier would lay out otherwise fails the layout check, by name", () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "code-style-"));
    for (const file of [".prettierrc.json", ".prettierignore"]) copyFileSync(join(projectRoot, file), join(dir, file));
    writeFileSync(join(dir, "laid-out.ts"), "export const limits = { items: 4000, bytes: 8_192_000 };\n");
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("a folder of formatted code passes", () => {
    expect(checkFormat(dir)).toEqual({ clean: true, output: "" });
  });

  it("a file with other spacing fails, and the output names it and only it", () => {
    writeFileSync(join(dir, "crammed.ts"), "export const limits = {items:4000,bytes:8_192_000}\n");
    const result = checkFormat(dir);
    expect(result.clean).toBe(false);
    expect(result.output).toContain("crammed.ts");
    expect(result.output).not.toContain("laid-out.ts");
  });

  it("a statement longer than 120 characters that Prettier can break fails", () => {
    const call =
      `export const message = ` +
      `[${Array.from({ length: 12 }, (_, i) => `"word${i}"`).join(", ")}` +
      `].join(" ");\n`;
    expect(call.length).toBeGreaterThan(121);
    writeFileSync(join(dir, "long.ts"), call);
    expect(checkFormat(dir)).toMatchObject({ clean: false, output: expect.stringContaining("long.ts") });
  });

  it("with a cache, a passing file edited since is checked again and named", () => {
    // Where lint keeps it, under node_modules, which Prettier does not check.
    const cacheFile = join(dir, "node_modules", ".cache", "prettier.json");
    expect(checkFormat(dir, { cacheFile })).toEqual({ clean: true, output: "" });
    expect(existsSync(cacheFile)).toBe(true);
    writeFileSync(join(dir, "laid-out.ts"), "export const limits = {items:4000,bytes:8_192_000}\n");
    expect(checkFormat(dir, { cacheFile })).toMatchObject({
      clean: false,
      output: expect.stringContaining("laid-out.ts"),
    });
  });

  it("the specs and Markdown are left as written (.prettierignore)", () => {
    writeFileSync(join(dir, "spec.yaml"), "openapi:   '3.1.0'\n");
    writeFileSync(join(dir, "page.md"), "*  a list item\n");
    expect(checkFormat(dir)).toEqual({ clean: true, output: "" });
  });
});

describe("ESLint refuses a line over 120 characters and a disable comment that disables nothing", () => {
  const eslint = new ESLint({ cwd: projectRoot });
  // A file of the examples is linted without type information, so the text needs no tsconfig of its own.
  const findings = async (text: string) => {
    const [result] = await eslint.lintText(text, { filePath: join(projectRoot, "examples", "planted.ts") });
    return result!.messages.map((m) => `${m.line}: ${m.ruleId ?? "directive"}: ${m.message}`);
  };
  const padded = (start: string, end: string, length: number) =>
    start + "x".repeat(length - start.length - end.length) + end;

  it("a line of 120 characters passes", async () => {
    expect(await findings(`${padded('export const text = "', '";', 120)}\n`)).toEqual([]);
  });

  it("a string literal whose line is 121 characters fails", async () => {
    expect(await findings(`${padded('export const text = "', '";', 121)}\n`)).toEqual([
      "1: @stylistic/max-len: This line has a length of 121. Maximum allowed is 120.",
    ]);
  });

  it("a comment line of 121 characters fails", async () => {
    expect(await findings(`${padded("// ", "", 121)}\nexport const text = "";\n`)).toEqual([
      "1: @stylistic/max-len: This line has a length of 121. Maximum allowed is 120.",
    ]);
  });

  it("a disable comment whose rule reports nothing there fails", async () => {
    const text =
      "// eslint-disable-next-line @typescript-eslint/no-explicit-any -- nothing here is any\nexport const n = 1;\n";
    expect(await findings(text)).toEqual([
      "1: directive: Unused eslint-disable directive (no problems " +
        "were reported from '@typescript-eslint/no-explicit-any').",
    ]);
  });
});
