import openapiTS, { astToString } from "openapi-typescript";
import type { BundledSpec } from "./bundle.js";

/** openapi-typescript `paths`, `components` and `operations` of one bundled OpenAPI spec. */
export async function buildTypes(spec: BundledSpec): Promise<string> {
  const ast = await openapiTS(structuredClone(spec.document) as never, {
    rootTypes: false,
    alphabetize: false,
    exportType: false,
    // A `default` says what the service assumes when a member is left out; it must not make the
    // member required in the types, or a request body could no longer leave it out.
    defaultNonNullable: false,
    silent: true,
  });
  return `// generated from specs/${spec.source}; do not edit\n${astToString(ast)}`;
}
