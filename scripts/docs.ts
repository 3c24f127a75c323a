// npm run docs: the reference docs site in docs/, made from generated/specs and nothing else: a
// Redoc page per OpenAPI spec, an events page per AsyncAPI spec and an index that links them and
// lists every x-not-shown gap. Every page is self-contained: nothing is loaded from outside the file.
import { execFile } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";

const root = resolve(fileURLToPath(import.meta.url), "../..");
const specsDir = join(root, "generated", "specs");
const require = createRequire(import.meta.url);
const run = promisify(execFile);

export interface DocsPage {
  readonly spec: string;
  readonly file: string;
  readonly kind: "openapi" | "asyncapi";
  readonly title: string;
  readonly version: string;
}

export interface Gap {
  readonly spec: string;
  readonly path: string;
  readonly text: string;
}

export interface DocsSite {
  readonly pages: DocsPage[];
  readonly gaps: Gap[];
}

interface BundledSpec {
  readonly name: string;
  readonly file: string;
  readonly document: { openapi?: string; asyncapi?: string; info: { title: string; version: string } };
}

/** Builds the site into outDir (created; earlier .html files in it are replaced) and says what it holds. */
export async function buildDocs(outDir: string): Promise<DocsSite> {
  mkdirSync(outDir, { recursive: true });
  for (const file of readdirSync(outDir)) if (file.endsWith(".html")) rmSync(join(outDir, file));
  const specs = loadSpecs();
  await buildRedocPages(specs.filter((spec) => spec.document.openapi !== undefined), outDir);
  for (const spec of specs.filter((s) => s.document.asyncapi !== undefined)) {
    writeFileSync(join(outDir, `${spec.name}.html`), eventsPage(spec.document as AsyncApiDocument));
  }
  const site: DocsSite = { pages: specs.map(pageOf), gaps: specs.flatMap(findGaps) };
  writeFileSync(join(outDir, "index.html"), indexPage(site));
  return site;
}

function loadSpecs(): BundledSpec[] {
  return readdirSync(specsDir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => {
      const document = JSON.parse(readFileSync(join(specsDir, file), "utf8")) as BundledSpec["document"];
      if (!(document?.openapi || document?.asyncapi) || !document.info) {
        throw new Error(`docs: generated/specs/${file} is neither an OpenAPI nor an AsyncAPI document with info`);
      }
      return { name: file.slice(0, -".json".length), file: join(specsDir, file), document };
    });
}

function pageOf(spec: BundledSpec): DocsPage {
  const { openapi, info } = spec.document;
  return { spec: spec.name, file: `${spec.name}.html`, kind: openapi ? "openapi" : "asyncapi", title: info.title, version: info.version };
}

// ---- Redoc pages --------------------------------------------------------------------------------

/** Builds every page at once (one redocly process each) and names every spec whose page failed. */
async function buildRedocPages(specs: BundledSpec[], outDir: string): Promise<void> {
  const results = await Promise.allSettled(specs.map((spec) => buildRedocPage(spec, join(outDir, `${spec.name}.html`))));
  const failures = results.flatMap((result) => (result.status === "rejected" ? [String((result.reason as Error).message)] : []));
  if (failures.length > 0) throw new Error(failures.join("\n"));
}

async function buildRedocPage(spec: BundledSpec, outFile: string): Promise<void> {
  const args = [redoclyBin(), "build-docs", spec.file, "--inlineBundle", "--output", outFile];
  try {
    await run(process.execPath, args, {
      cwd: root,
      maxBuffer: 16 * 1024 * 1024,
      // Telemetry off also sets Redoc's disableTelemetry in the page; no update check either.
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", NO_COLOR: "1" },
    });
    writeFileSync(outFile, selfContained(readFileSync(outFile, "utf8"), spec.name));
  } catch (error) {
    throw new Error(`docs: the page of ${spec.name} (${relative(root, spec.file)}) did not build: ${failureDetail(error)}`);
  }
}

/** What redocly said on stderr, without its boxed notices (Node.js version, Redoc 3), else the error. */
function failureDetail(error: unknown): string {
  const stderr = (error as { stderr?: string }).stderr ?? "";
  const lines = stderr.split("\n").filter((line) => line.trim() !== "" && !/[║╔╚═]/.test(line));
  return lines.join("\n").trim() || (error as Error).message;
}

function redoclyBin(): string {
  const manifest = require.resolve("@redocly/cli/package.json");
  const { bin } = JSON.parse(readFileSync(manifest, "utf8")) as { bin: Record<string, string> };
  return join(dirname(manifest), bin.redocly!);
}

// The inline bundle still shows Redocly's logo from its CDN; an inline image takes its place.
const REDOCLY_LOGOS = ["https://cdn.redoc.ly/redoc/logo-mini-full.svg", "https://cdn.redoc.ly/redoc/logo-mini.svg"];
const INLINE_LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="56" height="14"><text x="0" y="11" font-family="sans-serif" font-size="11">Redocly</text></svg>',
)}`;

function selfContained(html: string, spec: string): string {
  if (!html.includes('"disableTelemetry":true')) throw new Error(`Redoc telemetry is not disabled in the page of ${spec}`);
  return REDOCLY_LOGOS.reduce((page, url) => page.replaceAll(url, INLINE_LOGO), html);
}

// ---- gaps -------------------------------------------------------------------------------------

/** Every x-not-shown of a spec, in document order, with the JSON path of the object that holds it. */
function findGaps(spec: BundledSpec): Gap[] {
  const gaps: Gap[] = [];
  const visit = (node: unknown, path: string): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, `${path}[${index}]`));
    } else if (node !== null && typeof node === "object") {
      for (const [key, value] of Object.entries(node)) {
        if (key === "x-not-shown") gaps.push({ spec: spec.name, path, text: typeof value === "string" ? value : JSON.stringify(value) });
        else visit(value, `${path}${/^[A-Za-z_][A-Za-z0-9_]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`}`);
      }
    }
  };
  visit(spec.document, "$");
  return gaps;
}

// ---- HTML ---------------------------------------------------------------------------------------

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** Spec prose: escaped, `code` spans kept, blank lines start paragraphs. */
function prose(text: string | undefined): string {
  if (!text) return "";
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/`([^`]+)`/g, "<code>$1</code>")}</p>`)
    .join("\n");
}

const STYLE = `
body { font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1b1f24; margin: 0 auto; max-width: 72rem; padding: 1.5rem 2rem 4rem; }
h1 { font-size: 1.9rem; margin-bottom: .25rem; } h2 { margin-top: 2.5rem; border-bottom: 1px solid #d0d7de; padding-bottom: .25rem; } h3 { margin-bottom: .4rem; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: .88em; } code { background: #f2f4f7; padding: 0 .25em; border-radius: 3px; }
pre { background: #f6f8fa; border: 1px solid #d0d7de; border-radius: 6px; padding: .75rem 1rem; overflow-x: auto; }
table { border-collapse: collapse; width: 100%; margin: .5rem 0 1rem; } th, td { border: 1px solid #d0d7de; padding: .3rem .55rem; text-align: left; vertical-align: top; } th { background: #f6f8fa; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .2rem 1rem; margin: .75rem 0; } dt { font-weight: 600; } dd { margin: 0; }
code.path { overflow-wrap: anywhere; } .muted { color: #59636e; } .gap { color: #9a3412; } a { color: #0b5cad; }
section.message { border-top: 3px solid #0b5cad; margin-top: 2.5rem; padding-top: .25rem; }
`;

function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

function indexPage({ pages, gaps }: DocsSite): string {
  const link = (page: DocsPage) => `<a href="${escapeHtml(page.file)}">${escapeHtml(`${page.title} ${page.version}`)}</a>`;
  const list = (kind: DocsPage["kind"]) =>
    pages
      .filter((page) => page.kind === kind)
      .map((page) => `<li>${link(page)} <span class="muted">(${escapeHtml(page.spec)})</span></li>`)
      .join("\n");
  const rows = gaps
    .map((gap) => `<tr><td>${escapeHtml(gap.spec)}</td><td><code class="path">${escapeHtml(gap.path)}</code></td><td>${escapeHtml(gap.text)}</td></tr>`)
    .join("\n");
  return htmlPage(
    "integration-contracts reference docs",
    `<h1>integration-contracts reference docs</h1>
<p class="muted">Made by <code>npm run docs</code> from the bundled specs in <code>generated/specs</code>. Every page works offline.</p>
<h2>Services (OpenAPI)</h2>
<ul>
${list("openapi")}
</ul>
<h2>Events (AsyncAPI)</h2>
<ul>
${list("asyncapi")}
</ul>
<h2 id="gaps">Gaps: what the reference does not show (${gaps.length})</h2>
<p>Where the reference says "not shown" the specs do not invent: they stay open and record the gap as <code>x-not-shown</code> on the nearest object.</p>
<table>
<thead><tr><th>spec</th><th>where (JSON path)</th><th>not shown</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`,
  );
}

// ---- events page --------------------------------------------------------------------------------

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

interface AsyncApiDocument {
  info: { title: string; version: string; description?: string };
  servers?: Record<string, ServerObject>;
  components?: { messages?: Record<string, MessageObject>; schemas?: Record<string, SchemaObject> };
}

type Schemas = Record<string, SchemaObject>;

/** A plain page of every message: what identifies it, how it travels, its fields and its example. */
function eventsPage(document: AsyncApiDocument): string {
  const schemas = document.components?.schemas ?? {};
  const messages = Object.values(document.components?.messages ?? {});
  const bindingHeaders = [...new Set(messages.flatMap((m) => (m.bindings?.http?.headers?.$ref ? [m.bindings.http.headers.$ref] : [])))];
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
      `<tr><td><a href="#${escapeHtml(m.name)}"><code>${escapeHtml(m["x-message-type"])}</code></a></td><td>${escapeHtml(m.title ?? m.name)}</td>` +
      `<td>${consumerFlag(m)}</td><td>${escapeHtml((m["x-transports"] ?? []).join(", "))}</td></tr>`,
  );
  return `<table>\n<thead><tr><th>message type</th><th>title</th><th>consumer flag</th><th>transports</th></tr></thead>\n<tbody>\n${rows.join("\n")}\n</tbody>\n</table>`;
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
    ["queue", code(message["x-queue"]) + (queueArguments ? ` arguments <code>${escapeHtml(JSON.stringify(queueArguments))}</code>` : "")],
    ["remote command", message["x-remote-command"] ? "yes" : "no"],
    ["followed by", message["x-followed-by"] ? code(message["x-followed-by"]) : "-"],
  ];
  if (message["x-not-shown"]) facts.push(["not shown", `<span class="gap">${escapeHtml(message["x-not-shown"])}</span>`]);
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
${webhookHeaders ? `<p>By webhook the request also carries the <a href="#${escapeHtml(refName(webhookHeaders))}">${escapeHtml(refName(webhookHeaders))}</a> HTTP headers.</p>` : ""}
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
      `<tr><td>${escapeHtml(s.title ?? name)}</td><td>${escapeHtml(s.protocol)}</td><td><code>${escapeHtml(s.host + (s.pathname ?? ""))}</code></td>` +
      `<td>${prose(s.description)}${s["x-not-shown"] ? `<p class="gap">Not shown: ${escapeHtml(s["x-not-shown"])}</p>` : ""}</td></tr>`,
  );
  return `<table>\n<thead><tr><th>server</th><th>protocol</th><th>host</th><th>about</th></tr></thead>\n<tbody>\n${rows.join("\n")}\n</tbody>\n</table>`;
}

// ---- schema fields --------------------------------------------------------------------------------

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
function objectShape(schema: SchemaObject, schemas: Schemas): { properties: Record<string, SchemaObject>; required: Set<string>; open: boolean } {
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
    const note = [property.description ?? resolved.description ?? "", property.deprecated ? "(deprecated)" : "", property["x-not-shown"] ? `Not shown: ${property["x-not-shown"]}` : ""];
    const row: FieldRow = { name: prefix + name, type: typeLabel(property, schemas), required: shape.required.has(name), description: note.filter(Boolean).join(" ") };
    const inner = resolved.type === "array" && resolved.items ? resolveSchema(resolved.items, schemas) : resolved;
    const nested = depth < 3 && (inner.properties !== undefined || inner.allOf !== undefined);
    return nested ? [row, ...fieldRows(inner, schemas, `${prefix}${name}${inner === resolved ? "" : "[]"}.`, depth + 1)] : [row];
  });
}

function fieldsTable(schema: SchemaObject | undefined, schemas: Schemas): string {
  if (!schema) return `<p class="muted">none</p>`;
  const rows = fieldRows(schema, schemas).map(
    (f) =>
      `<tr><td><code>${escapeHtml(f.name)}</code></td><td>${escapeHtml(f.type)}</td><td>${f.required ? "required" : ""}</td><td>${prose(f.description)}</td></tr>`,
  );
  const open = objectShape(schema, schemas).open ? `<p class="muted">Other fields are allowed.</p>` : "";
  const gap = resolveSchema(schema, schemas)["x-not-shown"];
  const gapNote = gap ? `<p class="gap">Not shown: ${escapeHtml(gap)}</p>` : "";
  if (rows.length === 0) return `<p class="muted">No documented fields.</p>\n${open}${gapNote}`;
  return `<table>\n<thead><tr><th>field</th><th>type</th><th></th><th>description</th></tr></thead>\n<tbody>\n${rows.join("\n")}\n</tbody>\n</table>\n${open}${gapNote}`;
}

// ---- CLI ----------------------------------------------------------------------------------------

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const outDir = join(root, "docs");
  const started = performance.now();
  try {
    const { pages, gaps } = await buildDocs(outDir);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`docs: ${pages.length} pages and index.html with ${gaps.length} gaps in ${relative(process.cwd(), outDir) || "."}/ (${seconds} s)`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
