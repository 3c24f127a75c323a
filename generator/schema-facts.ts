// The facts of the named schemas that code needs as values: the `x-` facts on a schema, its
// patterns, its property names and the enumerations inline in its properties. Each is named by
// the schema and the properties that lead to it, so code takes it from generated/facts.ts and
// never writes a copy that could drift from the spec.
import { isObject } from "./bundle.js";
import type { NamedSchema } from "./schemas.js";
import { SpecError } from "./spec-error.js";

/** An `x-` extension that states a fact: `{ value, description }`, the description quoting the reference. */
export interface Fact {
  /** The extension's name without `x-`, in camelCase: `x-max-items` is `maxItems`. */
  readonly name: string;
  readonly value: unknown;
  readonly description: string;
}

// Where a pattern or enum sits inside a schema without being a property of its own: these add
// nothing to its name (the string branch of CurrencyNumber's anyOf is still CurrencyNumber's).
const SUBSCHEMA_KEYWORDS = new Set([
  "anyOf",
  "oneOf",
  "allOf",
  "items",
  "then",
  "else",
  "if",
  "not",
  "contains",
  "additionalProperties",
]);

export const pascalCase = (text: string) =>
  text.replace(/(?:^|[-_.\s])([a-zA-Z0-9])/g, (_, c: string) => c.toUpperCase());
const camelCase = (text: string) => text.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * The facts of one object (a schema's root, an operation, a spec's root): every `x-` member whose
 * value is an object with a `value`. Its `description` is required: a fact says where it comes from.
 */
export function factsOf(node: Record<string, unknown>, file: string, at: string): Fact[] {
  const facts: Fact[] = [];
  for (const [key, extension] of Object.entries(node)) {
    if (!key.startsWith("x-") || !isObject(extension) || !("value" in extension)) continue;
    const { value, description } = extension;
    if (typeof description !== "string" || description.trim() === "") {
      throw new SpecError(
        file,
        `${at}.${key}.description`,
        "a fact needs a description quoting the reference (or saying why, where the sandbox chose)",
      );
    }
    const plain =
      typeof value === "number" ||
      typeof value === "string" ||
      (Array.isArray(value) && value.every((item) => typeof item === "string"));
    if (!plain) throw new SpecError(file, `${at}.${key}.value`, "must be a number, a string or a list of strings");
    facts.push({ name: camelCase(key.slice(2)), value, description: description.trim() });
  }
  return facts;
}

interface Found {
  readonly patterns: Map<string, string>;
  readonly enums: Map<string, unknown[]>;
  /** The values an array must contain (`contains: { const }`), by name. */
  readonly contains: Map<string, unknown[]>;
}

/**
 * Patterns, inline enums and required members of arrays of a schema, by name (`CurrencyNumberCurrencyCode`), skipping
 * `$defs` (named schemas of their own).
 */
function walk(node: unknown, name: string, root: boolean, found: Found, file: string): void {
  if (Array.isArray(node)) return node.forEach((item) => walk(item, name, root, found, file));
  if (!isObject(node)) return;
  if (typeof node.pattern === "string") {
    const known = found.patterns.get(name);
    if (known !== undefined && known !== node.pattern)
      throw new SpecError(
        file,
        "$",
        `has two patterns named ${name}Pattern (${known} and ${node.pattern}); they need a property of their own`,
      );
    found.patterns.set(name, node.pattern);
  }
  if (!root && Array.isArray(node.enum)) found.enums.set(name, node.enum);
  if (isObject(node.contains) && "const" in node.contains)
    found.contains.set(name, [...(found.contains.get(name) ?? []), node.contains.const]);
  for (const [key, value] of Object.entries(node)) {
    if (key === "properties" && isObject(value)) {
      for (const [property, schema] of Object.entries(value))
        walk(schema, `${name}${pascalCase(property)}`, false, found, file);
    } else if (SUBSCHEMA_KEYWORDS.has(key)) walk(value, name, root, found, file);
  }
}

/**
 * The property names of a schema's root object, including those of its `allOf` parts (a part may be a reference into
 * `$defs`).
 */
function propertyNames(schema: Record<string, unknown>, defs: Record<string, unknown>): string[] {
  const own = isObject(schema.properties) ? Object.keys(schema.properties) : [];
  const parts = Array.isArray(schema.allOf)
    ? schema.allOf
        .filter(isObject)
        .map((part) => (typeof part.$ref === "string" ? defs[part.$ref.slice("#/$defs/".length)] : part))
    : [];
  return [...new Set([...parts.filter(isObject).flatMap((part) => propertyNames(part, defs)), ...own])];
}

const doc = (text: string) => `/** ${text.replace(/\*\//g, "*\\/")} */`;

/** The lines of generated/facts.ts that come from the named schemas. */
export function schemaFactLines(schemas: readonly NamedSchema[]): string[] {
  const facts: string[] = [];
  const patterns: string[] = [];
  const properties: string[] = [];
  const enums: string[] = [];
  for (const { title, source, schema } of schemas) {
    const file = `specs/${source}`;
    const own = factsOf(schema, file, "$");
    if (own.length > 0) {
      facts.push(`/** The facts the spec states on ${title} (${file}). */`, `export const ${title}Facts = {`);
      for (const fact of own)
        facts.push(`  ${doc(fact.description)}`, `  ${fact.name}: ${JSON.stringify(fact.value)},`);
      facts.push("} as const;");
    }
    const found: Found = { patterns: new Map(), enums: new Map(), contains: new Map() };
    walk(schema, title, true, found, file);
    for (const [name, pattern] of found.patterns) {
      patterns.push(
        doc(
          `The pattern ` +
            `of ${name === title ? title : `${title}'s ${name.slice(title.length)}`}` +
            ` (${file}), as the validators apply it.`,
        ),
      );
      patterns.push(`export const ${name}Pattern = /* @__PURE__ */ new RegExp(${JSON.stringify(pattern)}, "u");`);
    }
    for (const [name, values] of found.enums)
      enums.push(
        doc(`The values of ${title}'s ${name.slice(title.length)} (${file}).`),
        `export const ${name}Values = ${JSON.stringify(values)} as const;`,
      );
    for (const [name, values] of found.contains) {
      enums.push(
        doc(`The values ${title}'s ${name.slice(title.length)} contains (\`contains\` in ${file}).`),
        `export const ${name}Contains = ${JSON.stringify(values)} as const;`,
      );
    }
    const names = propertyNames(schema, isObject(schema.$defs) ? schema.$defs : {});
    if (names.length > 0)
      properties.push(
        doc(`The properties of ${title}, in the spec's order.`),
        `export const ${title}Properties = ${JSON.stringify(names)} as const;`,
      );
  }
  return [...facts, ...patterns, ...enums, ...properties];
}
