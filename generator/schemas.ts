import type { BundledSpec } from "./bundle.js";
import { isObject } from "./bundle.js";
import { SpecError } from "./spec-error.js";

export const SCHEMA_ID_PREFIX = "urn:integration-contracts:schema:";

export interface NamedSchema {
  readonly title: string;
  /** The schema file, relative to the specs root. */
  readonly source: string;
  /** Self-contained JSON Schema 2020-12: every schema it refers to is inlined under `$defs`. */
  readonly schema: Record<string, unknown>;
}

const LOCAL_SCHEMA_REF = "#/components/schemas/";

/**
 * One self-contained JSON Schema per named component across every spec. A schema shared by several
 * specs comes from one file, so it is emitted once; its references become `#/$defs/<Title>` so
 * that any validator can load a single file without resolving others.
 */
export function extractSchemas(specs: readonly BundledSpec[]): NamedSchema[] {
  const definitions = new Map<string, { source: string; schema: Record<string, unknown> }>();
  for (const spec of specs) {
    const components = spec.document.components;
    const schemas = isObject(components) && isObject(components.schemas) ? components.schemas : {};
    for (const [title, schema] of Object.entries(schemas)) {
      if (!isObject(schema))
        throw new SpecError(spec.source, `$.components.schemas.${title}`, "is not a schema object");
      const source = spec.schemaFiles.get(title) ?? spec.source;
      const known = definitions.get(title);
      if (known !== undefined && known.source !== source) {
        throw new SpecError(
          source,
          "$.title",
          `"${title}" is also the title of ${known.source}; schema titles must be unique`,
        );
      }
      definitions.set(title, { source, schema });
    }
  }

  return [...definitions.keys()].sort().map((title) => {
    const { source, schema } = definitions.get(title)!;
    const reached = new Set<string>();
    const pending = [title];
    while (pending.length > 0) {
      const next = pending.pop()!;
      for (const ref of refsOf(definitions.get(next)!.schema)) {
        if (!definitions.has(ref)) throw new SpecError(source, "$", `refers to an unknown schema "${ref}"`);
        if (ref !== title && !reached.has(ref)) {
          reached.add(ref);
          pending.push(ref);
        }
      }
    }
    const rewrite = (node: unknown): unknown => rewriteRefs(node, title);
    const defs = Object.fromEntries([...reached].sort().map((name) => [name, rewrite(definitions.get(name)!.schema)]));
    const body = rewrite(schema) as Record<string, unknown>;
    return {
      title,
      source,
      schema: {
        $schema: "https://json-schema.org/draft/2020-12/schema",
        $id: `${SCHEMA_ID_PREFIX}${title}`,
        $comment: `generated from specs/${source}; do not edit`,
        ...body,
        ...(reached.size > 0 ? { $defs: defs } : {}),
      },
    };
  });
}

function refsOf(node: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) for (const item of node) refsOf(item, found);
  else if (isObject(node)) {
    for (const [key, value] of Object.entries(node)) {
      if (key === "$ref" && typeof value === "string" && value.startsWith(LOCAL_SCHEMA_REF)) {
        found.add(value.slice(LOCAL_SCHEMA_REF.length));
      } else refsOf(value, found);
    }
  }
  return found;
}

function rewriteRefs(node: unknown, self: string): unknown {
  if (Array.isArray(node)) return node.map((item) => rewriteRefs(item, self));
  if (!isObject(node)) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      if (key === "$ref" && typeof value === "string" && value.startsWith(LOCAL_SCHEMA_REF)) {
        const name = value.slice(LOCAL_SCHEMA_REF.length);
        return [key, name === self ? "#" : `#/$defs/${name}`];
      }
      return [key, rewriteRefs(value, self)];
    }),
  );
}
