// A typed client is only as good as the error answers its spec documents: an operation that
// documents no error answer makes openapi-fetch type `error` as `never`, so `if (error)` does not
// compile and a 401, 404 or 5xx answer is invisible to the compiler. The check compiles a probe over
// the `operations` of every generated types file, so a new file or operation is covered unasked.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../support/openapi.js";
import { scaled } from "../support/time.js";

const typesDir = join(projectRoot, "generated", "types");
const typesFiles = readdirSync(typesDir)
  .filter((f) => f.endsWith(".ts"))
  .sort();
const probeFile = join(projectRoot, "test", "spec", "error-types.probe.ts");

/** The operations whose failed call openapi-fetch types with `error: never` (no error answer documented). */
const helpers = `
import type { FetchResponse } from "openapi-fetch";
type Operation = Record<string | number, any>;
type ErrorBranch<Op extends Operation> = Exclude<FetchResponse<Op, {}, \`\${string}/\${string}\`>, { error?: never }>;
type NeverError<Ops extends { [K in keyof Ops]: Operation }> = {
  [K in keyof Ops]: [ErrorBranch<Ops[K]>] extends [never] ? K : never;
}[keyof Ops];
interface OnlySuccess {
  listThings: {
    parameters: {};
    requestBody?: never;
    responses: { 200: { headers: { [name: string]: unknown }; content: { "application/json": string[] } } };
  };
  getThing: {
    parameters: {};
    requestBody?: never;
    responses: {
      200: { headers: { [name: string]: unknown }; content: { "application/json": string } };
      404: { headers: { [name: string]: unknown }; content: { "*/*": unknown } };
    };
  };
}
export declare const control: NeverError<OnlySuccess>;
`;

function probe(): string {
  const lines = typesFiles.map(
    (file, i) =>
      `import type { operations as Ops${i} } from "../../generated/types/${file.replace(/\.ts$/, ".js")}";\n` +
      `export declare const never${i}: NeverError<Ops${i}>;`,
  );
  return `${helpers}\n${lines.join("\n")}\n`;
}

interface ProbeResult {
  /** Per probed name (`control`, `never0`, ...), the operations whose error is never. */
  neverErrors: Map<string, string[]>;
  diagnostics: string[];
}

function compileProbe(): ProbeResult {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(projectRoot, "tsconfig.json"),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!config) throw new Error("tsconfig.json could not be read");
  const text = probe();
  const host = ts.createCompilerHost(config.options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, ...rest) =>
    fileName === probeFile ? ts.createSourceFile(fileName, text, language) : getSourceFile(fileName, language, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => fileName === probeFile || fileExists(fileName);
  const program = ts.createProgram([probeFile], config.options, host);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(probeFile)!;
  const neverErrors = new Map<string, string[]>();
  for (const symbol of checker.getExportsOfModule(checker.getSymbolAtLocation(source)!)) {
    const type = checker.getTypeOfSymbol(symbol);
    const members = type.isUnion() ? type.types : type.flags & ts.TypeFlags.Never ? [] : [type];
    neverErrors.set(
      symbol.name,
      members.map((member) => (member.isStringLiteral() ? member.value : checker.typeToString(member))).sort(),
    );
  }
  const diagnostics = ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
  return { neverErrors, diagnostics };
}

describe("no typed client types `error` as never", () => {
  let result: ProbeResult = { neverErrors: new Map(), diagnostics: [] };
  beforeAll(() => {
    result = compileProbe();
  }, scaled(120_000));

  it("the probe compiles", () => expect(result.diagnostics).toEqual([]));

  it("the probe finds an operation that documents only a success answer (so it can fail)", () => {
    expect(result.neverErrors.get("control")).toEqual(["listThings"]);
  });

  typesFiles.forEach((file, i) => {
    it(`${file}: every operation documents an error answer, so if (error) compiles`, () => {
      expect(result.neverErrors.get(`never${i}`)).toEqual([]);
    });
  });
});
