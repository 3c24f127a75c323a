// Breaking changes of event payloads and headers, compared through their JSON Schemas: what a
// consumer relies on must not go away. Removed or newly required properties, narrowed enums and
// changed types break consumers; additions do not.

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- bundled documents are open JSON

export interface SchemaChange {
  /** Where: message, then the JSON path inside its payload or headers. */
  readonly location: string;
  readonly text: string;
}

function deref(document: Json, schema: Json): Json {
  let current = schema;
  for (let hops = 0; current && typeof current.$ref === "string" && hops < 32; hops++) {
    const ref: string = current.$ref;
    if (!ref.startsWith("#/")) return current;
    current = ref
      .slice(2)
      .split("/")
      .reduce((node: Json, key: string) => node?.[key.replace(/~1/g, "/").replace(/~0/g, "~")], document);
  }
  return current ?? {};
}

/** A schema with its allOf parts folded in: the properties, required names, types and enum a reader sees. */
function flatten(
  document: Json,
  schema: Json,
  seen: Set<Json> = new Set(),
): { properties: Record<string, Json>; required: Set<string>; types?: Set<string>; enum?: unknown[]; items?: Json } {
  const node = deref(document, schema);
  const out = {
    properties: {} as Record<string, Json>,
    required: new Set<string>(),
    types: undefined as Set<string> | undefined,
    enum: undefined as unknown[] | undefined,
    items: undefined as Json,
  };
  if (!node || typeof node !== "object" || seen.has(node)) return out;
  seen.add(node);
  for (const part of node.allOf ?? []) {
    const inner = flatten(document, part, seen);
    Object.assign(out.properties, inner.properties);
    for (const name of inner.required) out.required.add(name);
    out.types ??= inner.types;
    out.enum ??= inner.enum;
    out.items ??= inner.items;
  }
  Object.assign(out.properties, node.properties ?? {});
  for (const name of node.required ?? []) out.required.add(name);
  if (node.type !== undefined) out.types = new Set(Array.isArray(node.type) ? node.type : [node.type]);
  if (Array.isArray(node.enum)) out.enum = node.enum;
  else if (node.const !== undefined) out.enum = [node.const];
  if (node.items !== undefined) out.items = node.items;
  return out;
}

function compareSchemas(
  baseDoc: Json,
  base: Json,
  revDoc: Json,
  rev: Json,
  location: string,
  changes: SchemaChange[],
  depth = 0,
): void {
  if (depth > 32) return;
  const a = flatten(baseDoc, base);
  const b = flatten(revDoc, rev);
  if (a.types && b.types) {
    const removed = [...a.types].filter((t) => !b.types!.has(t));
    const added = [...b.types].filter((t) => !a.types!.has(t));
    if (removed.length > 0 || added.length > 0) {
      changes.push({ location, text: `type changed from ${[...a.types].join("|")} to ${[...b.types].join("|")}` });
    }
  }
  if (a.enum && b.enum) {
    const dropped = a.enum.filter((value) => !b.enum!.some((other) => JSON.stringify(other) === JSON.stringify(value)));
    if (dropped.length > 0)
      changes.push({ location, text: `enum narrowed: ${dropped.map((v) => JSON.stringify(v)).join(", ")} removed` });
  } else if (!a.enum && b.enum) {
    changes.push({
      location,
      text: `enum narrowed: now restricted to ${b.enum.map((v) => JSON.stringify(v)).join(", ")}`,
    });
  }
  for (const name of Object.keys(a.properties)) {
    if (!(name in b.properties)) changes.push({ location: `${location}.${name}`, text: "property removed" });
    else
      compareSchemas(
        baseDoc,
        a.properties[name],
        revDoc,
        b.properties[name],
        `${location}.${name}`,
        changes,
        depth + 1,
      );
  }
  for (const name of b.required) {
    if (!a.required.has(name)) changes.push({ location: `${location}.${name}`, text: "property newly required" });
  }
  if (a.items !== undefined && b.items !== undefined)
    compareSchemas(baseDoc, a.items, revDoc, b.items, `${location}[]`, changes, depth + 1);
}

function messagesOf(document: Json): Map<string, Json> {
  const messages = new Map<string, Json>();
  for (const [name, message] of Object.entries<Json>(document?.components?.messages ?? {})) {
    const resolved = deref(document, message);
    messages.set(resolved["x-message-type"] ?? name, resolved);
  }
  return messages;
}

/** Breaking changes between two bundled AsyncAPI documents, message by message. */
export function compareEvents(base: Json, revision: Json): SchemaChange[] {
  const changes: SchemaChange[] = [];
  const before = messagesOf(base);
  const after = messagesOf(revision);
  for (const [messageType, message] of before) {
    const next = after.get(messageType);
    if (next === undefined) {
      changes.push({ location: messageType, text: "message removed" });
      continue;
    }
    for (const part of ["payload", "headers"] as const) {
      if (message[part] === undefined) continue;
      if (next[part] === undefined) changes.push({ location: `${messageType} ${part}`, text: `${part} removed` });
      else compareSchemas(base, message[part], revision, next[part], `${messageType} ${part} $`, changes);
    }
  }
  return changes;
}
