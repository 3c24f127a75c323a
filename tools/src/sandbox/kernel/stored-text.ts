// Every string a request hands the sandbox to keep is bounded where it is taken: names, codes,
// descriptions, keys and the like hold at most MAX_STORED_TEXT characters, so a value sent once
// cannot be copied into every delivery, event or answer that names it (a 7 MB webhook address,
// copied per delivery, took the process out of memory). The reference shows no such lengths, so
// the bound is the sandbox's own and lives here, not in the platform's specs. Record values (the
// schemas marked `x-record-value`, and what they reference) are the tenant's data as it publishes
// it, stored once and bounded by the body limit only; they are checked when they are published,
// not again in every answer that carries them.
import type { Json } from "./route-table.js";

/** Longest string a request body may hold outside record values, in characters. */
export const MAX_STORED_TEXT = 8_192;

const COMBINATORS = [
  "allOf",
  "anyOf",
  "oneOf",
  "not",
  "if",
  "then",
  "else",
  "items",
  "prefixItems",
  "additionalProperties",
  "contains",
  "propertyNames",
] as const;

function isStringSchema(node: Json): boolean {
  const types: unknown[] = Array.isArray(node.type) ? node.type : [node.type];
  return types.includes("string") && node.maxLength === undefined && node.format !== "binary";
}

/** `node` with maxLength on every string schema in it; references are left to their own targets. */
export function boundStringSchemas(node: Json): Json {
  if (Array.isArray(node)) return node.map(boundStringSchemas);
  if (node === null || typeof node !== "object") return node;
  const bounded: Json = { ...node };
  for (const key of COMBINATORS)
    if (node[key] !== undefined && typeof node[key] === "object") bounded[key] = boundStringSchemas(node[key]);
  for (const key of ["properties", "patternProperties", "$defs"]) {
    if (node[key] !== undefined)
      bounded[key] = Object.fromEntries(
        Object.entries<Json>(node[key]).map(([name, member]) => [name, boundStringSchemas(member)]),
      );
  }
  if (isStringSchema(node)) bounded.maxLength = MAX_STORED_TEXT;
  return bounded;
}

/** The component schema names a `$ref` in `node` points at. */
function referencedNames(node: Json, found: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const item of node) referencedNames(item, found);
  else if (node !== null && typeof node === "object") {
    for (const [key, value] of Object.entries<Json>(node)) {
      if (key === "$ref" && typeof value === "string" && value.startsWith("#/components/schemas/"))
        found.add(value.slice("#/components/schemas/".length));
      else referencedNames(value, found);
    }
  }
  return found;
}

/** The names of the record value schemas: those marked `x-record-value` and every schema they reference. */
function recordValueSchemas(schemas: Record<string, Json>): Set<string> {
  const names = new Set(Object.keys(schemas).filter((name) => schemas[name]?.["x-record-value"] === true));
  const pending = [...names];
  while (pending.length > 0) {
    for (const name of referencedNames(schemas[pending.pop()!], new Set())) {
      if (!names.has(name)) {
        names.add(name);
        pending.push(name);
      }
    }
  }
  return names;
}

/**
 * A copy of a bundled document whose component schemas bound their strings, record values aside: what requests are
 * validated against.
 */
export function boundStoredText(document: Json): Json {
  const schemas: Record<string, Json> = document?.components?.schemas ?? {};
  const exempt = recordValueSchemas(schemas);
  const bounded = Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => [name, exempt.has(name) ? schema : boundStringSchemas(schema)]),
  );
  return { ...document, components: { ...document.components, schemas: bounded } };
}

/**
 * A copy of a bundled document whose record value schemas accept any value: what answers are
 * checked against. A record value was checked when it was published; checking it again in every
 * answer that carries it cost an error-free anyOf of 13 types per value, 2 s for one record of
 * 200,000 fields, for each read.
 */
export function trustRecordValues(document: Json): Json {
  const schemas: Record<string, Json> = document?.components?.schemas ?? {};
  const marked = new Set(
    Object.keys(schemas)
      .filter((name) => schemas[name]?.["x-record-value"] === true)
      .map((name) => `#/components/schemas/${name}`),
  );
  // A reference to a record value becomes the empty schema, which ajv knows to skip (a reference it
  // would follow for every field of every record, only to find it accepts anything).
  const trust = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(trust);
    if (node === null || typeof node !== "object") return node;
    if (typeof node.$ref === "string" && marked.has(node.$ref)) return {};
    return Object.fromEntries(Object.entries<Json>(node).map(([key, value]) => [key, trust(value)]));
  };
  return { ...document, components: { ...document.components, schemas: trust(schemas) } };
}

/**
 * The keyword a record value's place in a request schema becomes in {@link deferRecordValues}: `{ ref }` on a
 * record value, `{ ref, known }` on an object whose members other than `known` are record values of `ref`.
 */
export const RECORD_VALUE_KEYWORD = "x-sandbox-record-value";

export interface DeferredRecordValue {
  readonly ref: string;
  readonly known?: readonly string[];
}

/**
 * A copy of a bundled document in which a reference to a record value, outside the record value schemas
 * themselves, becomes {@link RECORD_VALUE_KEYWORD}: a large request body is checked without its record values
 * in one go, and its record values after that, a slice at a time (schema-checks.ts). Checked in one go, a
 * record of 200,000 fields held every tenant's requests for seconds (an anyOf of 13 data types per field);
 * an object of record values is handed over whole, so the first pass does not even visit its members.
 */
export function deferRecordValues(document: Json): Json {
  const schemas: Record<string, Json> = document?.components?.schemas ?? {};
  const exempt = recordValueSchemas(schemas);
  const deferred = Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => [
      name,
      exempt.has(name) ? schema : deferRecordValueRefs(schemas, schema),
    ]),
  );
  return { ...document, components: { ...document.components, schemas: deferred } };
}

/** The record value schema `node` references, if it is a reference to one. */
function recordValueRef(schemas: Record<string, Json>, node: Json): string | undefined {
  const ref = node?.$ref;
  if (typeof ref !== "string" || !ref.startsWith("#/components/schemas/")) return undefined;
  return schemas[ref.slice("#/components/schemas/".length)]?.["x-record-value"] === true ? ref : undefined;
}

/** `node` (of a document with these component `schemas`) with each reference to a record value deferred. */
export function deferRecordValueRefs(schemas: Record<string, Json>, node: Json): Json {
  if (Array.isArray(node)) return node.map((item) => deferRecordValueRefs(schemas, item));
  if (node === null || typeof node !== "object") return node;
  const ref = recordValueRef(schemas, node);
  if (ref !== undefined) return { [RECORD_VALUE_KEYWORD]: { ref } satisfies DeferredRecordValue };
  const copy = Object.fromEntries(
    Object.entries<Json>(node).map(([key, value]) => [key, deferRecordValueRefs(schemas, value)]),
  );
  const membersRef = recordValueRef(schemas, node.additionalProperties);
  if (membersRef !== undefined && node.patternProperties === undefined) {
    delete copy.additionalProperties;
    copy[RECORD_VALUE_KEYWORD] = {
      ref: membersRef,
      known: Object.keys(node.properties ?? {}),
    } satisfies DeferredRecordValue;
  }
  return copy;
}
