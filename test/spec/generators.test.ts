// The specs promise that a client generator other teams pick types them: oazapfts writes each
// response's status as a literal, so a key it cannot write (a range such as 2XX) breaks the build
// of every client generated from the spec.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generateSource } from "oazapfts";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { projectRoot } from "../support/openapi.js";

const specsDir = join(projectRoot, "generated", "specs");
const outDir = mkdtempSync(join(tmpdir(), "oazapfts-"));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("oazapfts generates a client of every bundled OpenAPI spec that compiles under strict TypeScript", () => {
  it("no diagnostic in the clients of generated/specs/*.json", async () => {
    const files: string[] = [];
    const openApiSpecs = readdirSync(specsDir).filter(
      (f) => f.endsWith(".json") && "openapi" in JSON.parse(readFileSync(join(specsDir, f), "utf8")),
    );
    for (const spec of openApiSpecs) {
      const file = join(outDir, spec.replace(/\.json$/, ".ts"));
      writeFileSync(file, await generateSource(join(specsDir, spec)));
      files.push(file);
    }
    const program = ts.createProgram(files, {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
      // The clients import @oazapfts/runtime, which resolves from the project's node_modules, not the temp folder.
      baseUrl: projectRoot,
      paths: {
        "@oazapfts/runtime": ["node_modules/@oazapfts/runtime"],
        "@oazapfts/runtime/*": ["node_modules/@oazapfts/runtime/*"],
      },
    });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => {
      const message = `TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
      if (d.file === undefined) return message;
      const line = d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1;
      return `${d.file.fileName.slice(outDir.length + 1)}:${line} ${message}`;
    });
    expect(diagnostics).toEqual([]);
  });
});
