import openapiTS, { astToString, type SchemaObject } from "openapi-typescript";
import ts from "typescript";
import type { BundledSpec } from "./bundle.js";

/**
 * A string schema that stands for bytes: OpenAPI 3.1's `contentMediaType` without a
 * `contentEncoding` (bytes as they are, as in a multipart part), or OpenAPI 3.0's `format: binary`.
 */
export function isBinarySchema(schema: BinaryCandidate): boolean {
  if (schema.type !== "string") return false;
  return (
    schema.format === "binary" || (typeof schema.contentMediaType === "string" && schema.contentEncoding === undefined)
  );
}

/** The keywords that decide it (openapi-typescript's SchemaObject does not declare the 2020-12 content keywords). */
interface BinaryCandidate {
  readonly type?: unknown;
  readonly format?: unknown;
  readonly contentMediaType?: unknown;
  readonly contentEncoding?: unknown;
}

/** openapi-typescript `paths`, `components` and `operations` of one bundled OpenAPI spec. */
export async function buildTypes(spec: BundledSpec): Promise<string> {
  const ast = await openapiTS(structuredClone(spec.document) as never, {
    rootTypes: false,
    alphabetize: false,
    exportType: false,
    // A `default` says what the service assumes when a member is left out; it must not make the
    // member required in the types, or a request body could no longer leave it out.
    defaultNonNullable: false,
    // Bytes are a `Blob` (a `File` is one): what FormData takes as a part with a file name, so an
    // upload body written to the types is one the service accepts.
    transform: (schema: SchemaObject) =>
      isBinarySchema(schema) ? ts.factory.createTypeReferenceNode("Blob") : undefined,
    silent: true,
  });
  return `// generated from specs/${spec.source}; do not edit\n${astToString(ast)}`;
}
