// Redoc renders OpenAPI only, so the AsyncAPI specs get a plain page of their own.
import { escapeHtml, htmlPage, prose } from "./html.js";

interface SchemaObject {
  $ref?: string;
  title?: string;
  description?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  items?: SchemaObject;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  additionalProperties?: boolean | SchemaObject;
  allOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  deprecated?: boolean;
  "x-not-shown"?: string;
}

interface MessageObject {
  name: string;
  title?: string;
  summary?: string;
  description?: string;
  headers?: SchemaObject;
  payload?: SchemaObject;
  bindings?: { http?: { headers?: SchemaObject } };
  examples?: { name?: string; headers?: unknown; payload?: unknown }[];
  "x-message-type": string;
  "x-contract-type"?: string | null;
  "x-event-class"?: string | null;
  "x-consumer-flag"?: { settings: string; flag: string } | null;
  "x-transports"?: string[];
  "x-webhook-path"?: string | null;
  "x-exchange"?: string | null;
  "x-queue"?: string | null;
  "x-queue-arguments"?: Record<string, unknown> | null;
  "x-remote-command"?: boolean;
  "x-followed-by"?: string | null;
  "x-not-shown"?: string;
}

interface ServerObject {
  title?: string;
  protocol: string;
  host: string;
  pathname?: string;
  description?: string;
  "x-not-shown"?: string;
}

export interface AsyncApiDocument {
  info: { title: string; version: string; description?: string };
  servers?: Record<string, ServerObject>;
  components?: { messages?: Record<string, MessageObject>; schemas?: Record<string, SchemaObject> };
}

type Schemas = Record<string, SchemaObject>;

/** A plain page of every message: what identifies it, how it travels, its fields and its example. */
export function eventsPage(document: AsyncApiDocument): string {
  const schemas = document.components?.schemas ?? {};
  const messages = Object.values(document.components?.messages ?? {});
  const bindingHeaders = [
    ...new Set(messages.flatMap((m) => (m.bindings?.http?.headers?.$ref ? [m.bindings.http.headers.$ref] : []))),
  ];
  const title = `${document.info.title} ${document.info.version}`;
  return htmlPage(
    title,
    `<p><a href="index.html">Reference docs</a></p>
<h1>${escapeHtml(title)}</h1>
${prose(document.info.description)}
<h2>Messages (${messages.length})</h2>
${messageTable(messages)}
${messages.map((message) => messageSection(message, schemas)).join("\n")}
<h2>Webhook HTTP headers</h2>
${bindingHeaders.map((ref) => schemaSection(ref, schemas)).join("\n")}
<h2>Servers</h2>
${serversList(document.servers ?? {})}`,
  );
}

function messageTable(messages: MessageObject[]): string {
  const rows = messages.map(
    (m) =>
      `<tr><td><a href="#${escapeHtml(m.name)}">` +
      `<code>${escapeHtml(m["x-message-type"])}</code></a></td>` +
      `<td>${escapeHtml(m.title ?? m.name)}</td>` +
      `<td>${consumerFlag(m)}</td><td>${escapeHtml((m["x-transports"] ?? []).join(", "))}</td></tr>`,
  );
  return (
    `<table>\n<thead><tr><th>message type</th><th>title</th><th>consumer flag</th>` +
    `<th>transports</th></tr></thead>\n<tbody>\n${rows.join("\n")}\n</tbody>\n</table>`
  );
}

function consumerFlag(message: MessageObject): string {
  const flag = message["x-consumer-flag"];
  return flag ? `<code>${escapeHtml(`${flag.settings}.${flag.flag}`)}</code>` : notShown();
}

function notShown(): string {
  return `<span class="gap">not shown</span>`;
}

function code(value: string | null | undefined): string {
  return value ? `<code>${escapeHtml(value)}</code>` : notShown();
}

/** The note that a webhook delivery also carries the named header set, linked to its section. */
function webhookHeadersNote(name: string): string {
  const anchor = escapeHtml(name);
  return `<p>By webhook the request also carries the <a href="#${anchor}">${anchor}</a> HTTP headers.</p>`;
}

function messageSection(message: MessageObject, schemas: Schemas): string {
  const queueArguments = message["x-queue-arguments"];
  const facts: [string, string][] = [
    ["message type", code(message["x-message-type"])],
    ["contract type", code(message["x-contract-type"])],
    ["event class", code(message["x-event-class"])],
    ["consumer flag", consumerFlag(message)],
    ["transports", escapeHtml((message["x-transports"] ?? []).join(", "))],
    ["webhook path", code(message["x-webhook-path"])],
    ["exchange", code(message["x-exchange"])],
    [
      "queue",
      code(message["x-queue"]) +
        (queueArguments ? ` arguments <code>${escapeHtml(JSON.stringify(queueArguments))}</code>` : ""),
    ],
    ["remote command", message["x-remote-command"] ? "yes" : "no"],
    ["followed by", message["x-followed-by"] ? code(message["x-followed-by"]) : "-"],
  ];
  if (message["x-not-shown"])
    facts.push(["not shown", `<span class="gap">${escapeHtml(message["x-not-shown"])}</span>`]);
  const webhookHeaders = message.bindings?.http?.headers?.$ref;
  return `<section class="message" id="${escapeHtml(message.name)}">
<h2>${escapeHtml(message.title ?? message.name)}</h2>
<dl>
${facts.map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`).join("\n")}
</dl>
${prose(message.description ?? message.summary)}
<h3>Headers${schemaName(message.headers)}</h3>
${fieldsTable(message.headers, schemas)}
<h3>Payload${schemaName(message.payload)}</h3>
${fieldsTable(message.payload, schemas)}
${webhookHeaders ? webhookHeadersNote(refName(webhookHeaders)) : ""}
${examples(message)}
</section>`;
}

function schemaSection(ref: string, schemas: Schemas): string {
  const name = refName(ref);
  return `<section id="${escapeHtml(name)}">
<h3>${escapeHtml(name)}</h3>
${prose(schemas[name]?.description)}
${fieldsTable({ $ref: ref }, schemas)}
</section>`;
}

function examples(message: MessageObject): string {
  return (message.examples ?? [])
    .map(
      (example) =>
        `<h3>Example${example.name ? ` <code>${escapeHtml(example.name)}</code>` : ""}</h3>\n` +
        `<pre>${escapeHtml(JSON.stringify({ headers: example.headers, payload: example.payload }, null, 2))}</pre>`,
    )
    .join("\n");
}

function serversList(servers: Record<string, ServerObject>): string {
  const rows = Object.entries(servers).map(
    ([name, s]) =>
      `<tr><td>${escapeHtml(s.title ?? name)}</td><td>${escapeHtml(s.protocol)}` +
      `</td><td><code>${escapeHtml(s.host + (s.pathname ?? ""))}</code></td>` +
      `<td>${prose(s.description)}` +
      `${s["x-not-shown"] ? `<p class="gap">Not shown: ${escapeHtml(s["x-not-shown"])}</p>` : ""}` +
      `</td></tr>`,
  );
  return (
    `<table>\n<thead><tr><th>server</th><th>protocol</th><th>host</th>` +
    `<th>about</th></tr></thead>\n<tbody>\n${rows.join("\n")}\n</tbody>\n</table>`
  );
}

function refName(ref: string): string {
  return ref.slice(ref.lastIndexOf("/") + 1);
}

function schemaName(schema: SchemaObject | undefined): string {
  return schema?.$ref ? ` <span class="muted">(${escapeHtml(refName(schema.$ref))})</span>` : "";
}

function resolveSchema(schema: SchemaObject, schemas: Schemas): SchemaObject {
  let current = schema;
  for (let hops = 0; current.$ref !== undefined; hops++) {
    const target = schemas[refName(current.$ref)];
    if (!target || hops > 20) throw new Error(`docs: cannot follow ${current.$ref}`);
    current = target;
  }
  return current;
}

/** Properties and required names of an object schema, allOf parts merged. */
function objectShape(
  schema: SchemaObject,
  schemas: Schemas,
): { properties: Record<string, SchemaObject>; required: Set<string>; open: boolean } {
  const resolved = resolveSchema(schema, schemas);
  const parts = (resolved.allOf ?? []).map((part) => objectShape(part, schemas));
  return {
    properties: Object.assign({}, ...parts.map((p) => p.properties), resolved.properties),
    required: new Set([...parts.flatMap((p) => [...p.required]), ...(resolved.required ?? [])]),
    open: resolved.additionalProperties === true || parts.some((p) => p.open),
  };
}

function typeLabel(schema: SchemaObject, schemas: Schemas): string {
  if (schema.$ref) {
    const target = resolveSchema(schema, schemas);
    const isObject = target.type === "object" || target.properties !== undefined || target.allOf !== undefined;
    return isObject ? refName(schema.$ref) : `${refName(schema.$ref)}: ${typeLabel(target, schemas)}`;
  }
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) return alternatives.map((s) => typeLabel(s, schemas)).join(" | ");
  if (schema.allOf?.length === 1) return typeLabel(schema.allOf[0]!, schemas);
  if (schema.const !== undefined) return `const ${JSON.stringify(schema.const)}`;
  const types = Array.isArray(schema.type) ? schema.type.join(" | ") : (schema.type ?? "any");
  const base = types === "array" && schema.items ? `array of ${typeLabel(schema.items, schemas)}` : types;
  const format = schema.format ? ` (${schema.format})` : "";
  const values = schema.enum ? `, one of ${schema.enum.map((v) => String(v)).join(" | ")}` : "";
  return base + format + values;
}

interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

/** One row per property; nested objects (and arrays of objects) add rows named `parent.child`. */
function fieldRows(schema: SchemaObject, schemas: Schemas, prefix = "", depth = 0): FieldRow[] {
  const shape = objectShape(schema, schemas);
  return Object.entries(shape.properties).flatMap(([name, property]) => {
    const resolved = resolveSchema(property, schemas);
    const note = [
      property.description ?? resolved.description ?? "",
      property.deprecated ? "(deprecated)" : "",
      property["x-not-shown"] ? `Not shown: ${property["x-not-shown"]}` : "",
    ];
    const row: FieldRow = {
      name: prefix + name,
      type: typeLabel(property, schemas),
      required: shape.required.has(name),
      description: note.filter(Boolean).join(" "),
    };
    const inner = resolved.type === "array" && resolved.items ? resolveSchema(resolved.items, schemas) : resolved;
    const nested = depth < 3 && (inner.properties !== undefined || inner.allOf !== undefined);
    return nested
      ? [row, ...fieldRows(inner, schemas, `${prefix}${name}${inner === resolved ? "" : "[]"}.`, depth + 1)]
      : [row];
  });
}

function fieldsTable(schema: SchemaObject | undefined, schemas: Schemas): string {
  if (!schema) return `<p class="muted">none</p>`;
  const rows = fieldRows(schema, schemas).map(
    (f) =>
      `<tr><td><code>${escapeHtml(f.name)}</code></td><td>${escapeHtml(f.type)}</td>` +
      `<td>${f.required ? "required" : ""}</td><td>${prose(f.description)}</td></tr>`,
  );
  const open = objectShape(schema, schemas).open ? `<p class="muted">Other fields are allowed.</p>` : "";
  const gap = resolveSchema(schema, schemas)["x-not-shown"];
  const gapNote = gap ? `<p class="gap">Not shown: ${escapeHtml(gap)}</p>` : "";
  if (rows.length === 0) return `<p class="muted">No documented fields.</p>\n${open}${gapNote}`;
  return (
    `<table>\n<thead><tr><th>field</th><th>type</th><th></th><th>description</th></tr>` +
    `</thead>\n<tbody>\n${rows.join("\n")}\n</tbody>\n</table>\n${open}${gapNote}`
  );
}
