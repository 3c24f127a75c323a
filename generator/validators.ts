import { Ajv2020 } from "ajv/dist/2020.js";
import standaloneCode from "ajv/dist/standalone/index.js";
import addFormats from "ajv-formats";
import type { NamedSchema } from "./schemas.js";
import { SpecError } from "./spec-error.js";

/**
 * ajv-formats' uuid (optional `urn:uuid:`, hex digits in either case) written out one character
 * class per digit. The same language as `[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}`, but V8 runs
 * a counted quantifier as a loop with backtracking bookkeeping per character and this as straight
 * code, about three times faster; uuids are most of what event payloads hold (npm run bench).
 */
const HEX = (digits: number) => "[0-9a-f]".repeat(digits);
export const UUID = new RegExp(`^(?:urn:uuid:)?${HEX(8)}-${HEX(4)}-${HEX(4)}-${HEX(4)}-${HEX(12)}$`, "i");

/**
 * An Ajv instance that knows the specs' dialect: JSON Schema 2020-12 with the formats OpenAPI uses,
 * and every `x-` extension keyword accepted as an annotation.
 */
export function createSpecAjv(schemas: readonly Record<string, unknown>[], options: { code?: boolean } = {}): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: false,
    code: options.code ? { source: true, esm: true, lines: true, optimize: true } : { optimize: true },
  });
  addFormats.default(ajv);
  ajv.addFormat("uuid", UUID);
  for (const keyword of [...extensionKeywords(schemas)].sort()) ajv.addKeyword({ keyword });
  return ajv;
}

function extensionKeywords(nodes: readonly unknown[], found: Set<string> = new Set()): Set<string> {
  for (const node of nodes) {
    if (Array.isArray(node)) extensionKeywords(node, found);
    else if (typeof node === "object" && node !== null) {
      for (const [key, value] of Object.entries(node)) {
        if (key.startsWith("x-")) found.add(key);
        extensionKeywords([value], found);
      }
    }
  }
  return found;
}

/** ajv standalone code for every named schema: no schema compilation at run time. */
export function buildValidators(schemas: readonly NamedSchema[]): { js: string; dts: string } {
  const ajv = createSpecAjv(
    schemas.map((s) => s.schema),
    { code: true },
  );
  for (const { source, schema } of schemas) {
    try {
      ajv.addSchema(schema);
    } catch (error) {
      throw new SpecError(`specs/${source}`, "$", `is not a valid JSON Schema: ${(error as Error).message}`);
    }
  }
  const mapping = Object.fromEntries(schemas.map(({ title, schema }) => [title, schema.$id as string]));
  let code: string;
  try {
    code = standaloneCode.default(ajv, mapping);
  } catch (error) {
    throw new SpecError("specs/schemas", "$", `cannot be compiled to validators: ${(error as Error).message}`);
  }
  const names = schemas.map((s) => s.title);
  // ajv's standalone ESM output still calls require() for its runtime helpers and formats
  // (ajv-formats#68), so the module brings its own require.
  const js = [
    "// generated from specs/schemas; do not edit",
    'import { createRequire } from "node:module";',
    "const require = createRequire(import.meta.url);",
    code,
    `export const validators = Object.freeze({ ${names.join(", ")} });`,
    "",
  ].join("\n");
  const dts = [
    "// generated from specs/schemas; do not edit",
    'import type { ErrorObject } from "ajv";',
    "/** A validator made by ajv: true when the data is valid; otherwise `errors` says why. */",
    "export interface ValidateFunction {",
    "  (data: unknown): boolean;",
    "  errors?: ErrorObject[] | null;",
    "}",
    "/** The name (title) of every schema under specs/schemas. */",
    `export type SchemaName = ${names.map((n) => JSON.stringify(n)).join(" | ") || "never"};`,
    ...names.map((n) => `export declare const ${n}: ValidateFunction;`),
    "/** One validator per schema, by name. */",
    "export declare const validators: { readonly [K in SchemaName]: ValidateFunction };",
    "",
  ].join("\n");
  return { js, dts };
}
