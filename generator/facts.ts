// generated/facts.ts: every constant of the specs that code needs, on one module. The enumerations
// and state machines are re-exported from their own files; the rest is made here: each operation's
// method, path, query defaults and `x-` facts, the defaults of the shared parameters, the uuid
// format the validators check, and the facts of the named schemas (schema-facts.ts).
import { isObject, type BundledSpec } from "./bundle.js";
import { factsOf, pascalCase, schemaFactLines, type Fact } from "./schema-facts.js";
import type { NamedSchema } from "./schemas.js";
import { SpecError } from "./spec-error.js";
import { UUID } from "./validators.js";

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;
const PARAMETER_REF = "#/components/parameters/";

const doc = (text: string) => `/** ${text.replace(/\*\//g, "*\\/")} */`;

type Parameters = Record<string, unknown>;

function parameterOf(node: unknown, shared: Parameters): Record<string, unknown> | undefined {
  const ref =
    isObject(node) && typeof node.$ref === "string" && node.$ref.startsWith(PARAMETER_REF)
      ? node.$ref.slice(PARAMETER_REF.length)
      : undefined;
  const parameter = ref === undefined ? node : shared[ref];
  return isObject(parameter) ? parameter : undefined;
}

/** The defaults of an operation's query parameters (its path item's and its own), by name. */
function queryDefaults(lists: readonly unknown[], shared: Parameters): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const node of lists.flatMap((list) => (Array.isArray(list) ? list : []))) {
    const parameter = parameterOf(node, shared);
    if (
      parameter?.in === "query" &&
      typeof parameter.name === "string" &&
      isObject(parameter.schema) &&
      "default" in parameter.schema
    ) {
      defaults[parameter.name] = parameter.schema.default;
    }
  }
  return defaults;
}

/** A value as TypeScript source: like JSON, with the keys of objects unquoted where they are identifiers. */
function literal(value: unknown): string {
  if (!isObject(value)) return JSON.stringify(value);
  const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));
  return `{ ${Object.entries(value)
    .map(([name, member]) => `${key(name)}: ${literal(member)}`)
    .join(", ")} }`;
}

/**
 * `export const identityProviderOperations = { ... }` of one OpenAPI spec; a fact of the spec's root holds for every
 * operation without its own.
 */
function operationLines(spec: BundledSpec): { name: string; lines: string[] } {
  const file = `specs/${spec.source}`;
  const { document } = spec;
  const shared =
    isObject(document.components) && isObject(document.components.parameters) ? document.components.parameters : {};
  const specFacts = factsOf(document, file, "$");
  const name = `${pascalCase(spec.name).replace(/^./, (c) => c.toLowerCase())}Operations`;
  const header = [
    `The operations of ${file}: method, path, the defaults of its ` +
      `query parameters and the facts its \`x-\` extensions state.`,
  ];
  for (const fact of specFacts) header.push(`${fact.name} (every operation without its own): ${fact.description}`);
  const lines = [doc(header.join(" ")), `export const ${name} = {`];
  const paths = isObject(document.paths) ? document.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation) || typeof operation.operationId !== "string") continue;
      const own = factsOf(operation, file, `$.paths[${JSON.stringify(path)}].${method}`);
      const facts = new Map<string, Fact>([...specFacts, ...own].map((fact) => [fact.name, fact]));
      const defaults = queryDefaults([item.parameters, operation.parameters], shared);
      const fields: Record<string, unknown> = { method, path };
      if (Object.keys(defaults).length > 0) fields.defaults = defaults;
      for (const fact of facts.values()) fields[fact.name] = fact.value;
      if (own.length > 0) lines.push(`  ${doc(own.map((fact) => `${fact.name}: ${fact.description}`).join(" "))}`);
      lines.push(`  ${operation.operationId}: ${literal(fields)},`);
    }
  }
  lines.push("} as const;");
  return { name, lines };
}

/** The defaults of the shared parameters (specs/parameters), by file name. */
function parameterDefaultLines(specs: readonly BundledSpec[]): string[] {
  const defaults = new Map<string, unknown>();
  for (const spec of specs) {
    const components = spec.document.components;
    const shared = isObject(components) && isObject(components.parameters) ? components.parameters : {};
    for (const [name, parameter] of Object.entries(shared)) {
      if (isObject(parameter) && isObject(parameter.schema) && "default" in parameter.schema)
        defaults.set(name, parameter.schema.default);
    }
  }
  const sorted = [...defaults].sort(([a], [b]) => (a < b ? -1 : 1));
  return [
    doc("The defaults of the shared parameters of specs/parameters, by file name."),
    `export const parameterDefaults = ${literal(Object.fromEntries(sorted))} as const;`,
  ];
}

/**
 * The scopes the root `security` of each OpenAPI spec requires, by spec name (a spec without one is
 * left out): `apiim` for the data service, whose tokens the sandbox issues by default.
 */
function securityScopeLines(specs: readonly BundledSpec[]): string[] {
  const scopes: Record<string, string[]> = {};
  for (const spec of specs) {
    const requirements = Array.isArray(spec.document.security) ? spec.document.security : [];
    const named = requirements.flatMap((requirement) =>
      isObject(requirement)
        ? Object.values(requirement).flatMap((list) =>
            Array.isArray(list) ? list.filter((scope): scope is string => typeof scope === "string") : [],
          )
        : [],
    );
    if (named.length > 0) scopes[spec.name] = [...new Set(named)];
  }
  return [
    doc("The scopes the root `security` of each OpenAPI spec requires, by spec name."),
    `export const securityScopes = ${literal(scopes)} as const;`,
  ];
}

/** The module generated/facts.ts. `machines` names the specs with a generated/state-machines file. */
export function buildFacts(
  specs: readonly BundledSpec[],
  schemas: readonly NamedSchema[],
  machines: readonly string[],
): string {
  const openapi = specs.filter((spec) => spec.kind === "openapi");
  for (const spec of specs.filter((s) => s.kind === "asyncapi")) {
    if (factsOf(spec.document, `specs/${spec.source}`, "$").length > 0)
      throw new SpecError(
        `specs/${spec.source}`,
        "$",
        "facts of an AsyncAPI document are not generated; put them on a schema",
      );
  }
  const operations = openapi.map(operationLines);
  return [
    "// generated from specs/; do not edit",
    'export * from "./enums.js";',
    ...machines.map((spec) => `export * from "./state-machines/${spec}.js";`),
    doc("The `uuid` format as the generated validators check it (`format: uuid` in the specs)."),
    `export const UuidFormat = /* @__PURE__ */ new ` +
      `RegExp(${JSON.stringify(UUID.source)}` +
      `, ${JSON.stringify(UUID.flags)});`,
    ...parameterDefaultLines(openapi),
    ...securityScopeLines(openapi),
    ...operations.flatMap(({ lines }) => lines),
    doc("The operations of every OpenAPI spec, by spec name and operationId."),
    `export const operationFacts = ` +
      `{ ${openapi.map((spec, i) => `${JSON.stringify(spec.name)}: ${operations[i]!.name}`).join(", ")}` +
      ` } as const;`,
    ...schemaFactLines(schemas),
    "",
  ].join("\n");
}
