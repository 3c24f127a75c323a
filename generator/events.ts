import { TypeScriptGenerator } from "@asyncapi/modelina";
import type { BundledSpec } from "./bundle.js";
import { isObject } from "./bundle.js";
import type { NamedSchema } from "./schemas.js";
import { SpecError } from "./spec-error.js";

const SCHEMA_REF = "#/components/schemas/";

/** The extensions every message of the AsyncAPI document carries (see its info.description). */
interface MessageFacts {
  readonly messageType: string;
  readonly contractType: string | null;
  readonly eventClass: string | null;
  readonly payloadSchema: string;
  readonly headersSchema: string | null;
  readonly consumerFlag: { readonly settings: string; readonly flag: string } | null;
  readonly transports: readonly string[];
  readonly webhookPath: string | null;
  readonly exchange: string | null;
  readonly queue: string | null;
  readonly queueArguments: Record<string, unknown> | null;
  readonly remoteCommand: boolean;
  readonly followedBy: string | null;
  readonly notShown: string | null;
  readonly example: { readonly headers?: unknown; readonly payload: unknown } | null;
}

function fail(spec: BundledSpec, path: string, problem: string): never {
  throw new SpecError(`specs/${spec.source}`, path, problem);
}

function nullableString(spec: BundledSpec, message: Record<string, unknown>, key: string, path: string): string | null {
  const value = message[key];
  if (value === null || typeof value === "string") return value;
  return fail(spec, `${path}.${key}`, "must be a string, or null where the reference does not show it");
}

function schemaTitle(spec: BundledSpec, node: unknown, path: string): string {
  const ref = isObject(node) ? node.$ref : undefined;
  if (typeof ref !== "string" || !ref.startsWith(SCHEMA_REF))
    return fail(spec, path, "must be a $ref to a schema file");
  return ref.slice(SCHEMA_REF.length);
}

/** Reads the facts of every message in components.messages, refusing a message that lacks one. */
export function readMessages(spec: BundledSpec): MessageFacts[] {
  const components = spec.document.components;
  const messages = isObject(components) && isObject(components.messages) ? components.messages : {};
  const facts = Object.entries(messages).map(([name, message]): MessageFacts => {
    const path = `$.components.messages.${name}`;
    if (!isObject(message)) return fail(spec, path, "must be a message object");
    const messageType = message["x-message-type"];
    if (typeof messageType !== "string" || messageType === "")
      return fail(spec, `${path}.x-message-type`, "must name the message type");
    const flag = message["x-consumer-flag"];
    if (flag !== null && !(isObject(flag) && typeof flag.settings === "string" && typeof flag.flag === "string")) {
      return fail(spec, `${path}.x-consumer-flag`, "must be { settings, flag } or null");
    }
    const transports = message["x-transports"];
    if (!Array.isArray(transports) || !transports.every((t) => typeof t === "string")) {
      return fail(spec, `${path}.x-transports`, "must list the transports");
    }
    const queueArguments = message["x-queue-arguments"] ?? null;
    if (queueArguments !== null && !isObject(queueArguments))
      return fail(spec, `${path}.x-queue-arguments`, "must be an object or null");
    const examples = Array.isArray(message.examples) ? message.examples : [];
    const [first] = examples;
    return {
      messageType,
      contractType: nullableString(spec, message, "x-contract-type", path),
      eventClass: nullableString(spec, message, "x-event-class", path),
      payloadSchema: schemaTitle(spec, message.payload, `${path}.payload`),
      headersSchema: message.headers === undefined ? null : schemaTitle(spec, message.headers, `${path}.headers`),
      consumerFlag: flag === null ? null : { settings: flag.settings as string, flag: flag.flag as string },
      transports: transports,
      webhookPath: nullableString(spec, { "x-webhook-path": null, ...message }, "x-webhook-path", path),
      exchange: nullableString(spec, { "x-exchange": null, ...message }, "x-exchange", path),
      queue: nullableString(spec, { "x-queue": null, ...message }, "x-queue", path),
      queueArguments,
      remoteCommand: message["x-remote-command"] === true,
      followedBy: nullableString(spec, { "x-followed-by": null, ...message }, "x-followed-by", path),
      notShown: nullableString(spec, { "x-not-shown": null, ...message }, "x-not-shown", path),
      example: isObject(first)
        ? { ...(first.headers !== undefined ? { headers: first.headers } : {}), payload: first.payload }
        : null,
    };
  });
  const seen = new Set<string>();
  for (const { messageType } of facts) {
    if (seen.has(messageType)) fail(spec, "$.components.messages", `message type ${messageType} is described twice`);
    seen.add(messageType);
  }
  return facts.sort((a, b) => (a.messageType < b.messageType ? -1 : 1));
}

/**
 * The schema without `additionalProperties: true`: an open object is modelled by its known
 * properties (modelina would add an `additionalProperties` Map member that no JSON value has).
 */
function withoutOpenness(node: unknown): Record<string, unknown> {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (!isObject(value)) return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k, v]) => !(k === "additionalProperties" && v === true))
        .map(([k, v]) => [k, strip(v)]),
    );
  };
  return strip(node) as Record<string, unknown>;
}

/**
 * Event models with @asyncapi/modelina, fed the self-contained JSON Schema of each payload and
 * headers schema (modelina does not model AsyncAPI headers itself). Interfaces with raw property
 * names, so `status` stays `status`.
 */
async function buildModels(
  titles: readonly string[],
  schemas: ReadonlyMap<string, NamedSchema>,
): Promise<Map<string, string>> {
  const generator = new TypeScriptGenerator({
    modelType: "interface",
    enumType: "union",
    rawPropertyNames: true,
    moduleSystem: "ESM",
    processorOptions: { interpreter: { ignoreAdditionalProperties: true, ignoreAdditionalItems: true } },
  });
  const models = new Map<string, string>();
  for (const title of titles) {
    const named = schemas.get(title);
    if (named === undefined) throw new SpecError("specs/asyncapi", "$", `no schema titled ${title}`);
    const { $id: _id, $schema: _schema, $comment: _comment, ...schema } = withoutOpenness(named.schema);
    const generated = await generator.generateCompleteModels(schema, { exportType: "named" } as never);
    for (const model of generated) {
      // modelina's imports carry no extension; NodeNext resolution needs one.
      const code = model.result
        .replace(/import \{([A-Za-z0-9_, ]+)\} from '\.\/([A-Za-z0-9_]+)';/g, "import type {$1} from './$2.js';")
        .replace(/^export \{ ([A-Za-z0-9_]+) \};$/m, "export type { $1 };")
        .trim();
      const known = models.get(model.modelName);
      if (known !== undefined && known !== code) {
        throw new SpecError(
          `specs/${named.source}`,
          "$",
          `modelina names two different models ${model.modelName}; give the schemas distinct titles`,
        );
      }
      models.set(model.modelName, code);
    }
  }
  return models;
}

export async function buildEvents(spec: BundledSpec, schemas: readonly NamedSchema[]): Promise<Map<string, string>> {
  const messages = readMessages(spec);
  const byTitle = new Map(schemas.map((s) => [s.title, s]));
  const titles = [
    ...new Set(messages.flatMap((m) => [m.payloadSchema, ...(m.headersSchema ? [m.headersSchema] : [])])),
  ].sort();
  const models = await buildModels(titles, byTitle);
  const header = `// generated from specs/${spec.source}; do not edit`;
  const files = new Map<string, string>();
  for (const [name, code] of [...models].sort(([a], [b]) => (a < b ? -1 : 1))) {
    files.set(`events/models/${name}.ts`, `${header}\n${code}\n`);
  }
  const modelNames = [...models.keys()].sort();
  files.set(
    "events/models/index.ts",
    `${header}\n${modelNames.map((n) => `export type { ${n} } from "./${n}.js";`).join("\n")}\n`,
  );

  const typeMap = (pick: (m: MessageFacts) => string | null) =>
    messages.map((m) => `  ${JSON.stringify(m.messageType)}: ${pick(m) ?? "Record<string, never>"};`).join("\n");
  const importedTitles = titles.filter((t) => models.has(t));
  const catalogue = [
    header,
    `import type { ${importedTitles.join(", ")} } from "./models/index.js";`,
    "",
    "/** What the platform documents about one event, read from its AsyncAPI message. */",
    "export interface EventCatalogueEntry {",
    "  /** The routing key, first segment of the webhook route. */",
    "  readonly messageType: string;",
    "  /** The contract class name, second segment of the webhook route; null where the reference does not show it. */",
    "  readonly contractType: string | null;",
    "  /** The .NET event class; null where not shown. */",
    "  readonly eventClass: string | null;",
    "  /** Title of the payload schema: `validators[payloadSchema]`, `schemas/<payloadSchema>.schema.json`. */",
    "  readonly payloadSchema: string;",
    "  /** Title of the headers schema; null where not shown. */",
    "  readonly headersSchema: string | null;",
    "  /** The consumer setting that enables the message type " +
      "(`ConfigureConsumer` flag or `orderReleased` of " +
      "Integration/Settings). */",
    "  readonly consumerFlag: { readonly settings: string; readonly flag: string } | null;",
    "  /** How it is delivered: `webhook`, `grpc`, `amqp`. */",
    "  readonly transports: readonly string[];",
    "  /** Route under the consumer's webhook address. */",
    "  readonly webhookPath: string | null;",
    "  /** Message broker exchange; null where not shown. */",
    "  readonly exchange: string | null;",
    "  /** Message broker queue; null where not shown. */",
    "  readonly queue: string | null;",
    "  /** Queue arguments, such as `x-expires` of remote commands. */",
    "  readonly queueArguments: { readonly [name: string]: unknown } | null;",
    "  /** A remote command, which expires after one hour. */",
    "  readonly remoteCommand: boolean;",
    "  /** The message type that always follows this one (profile change Started -> Completed). */",
    "  readonly followedBy: string | null;",
    "  /** What the reference does not show about this event. */",
    "  readonly notShown: string | null;",
    "  /** The first documented example. */",
    "  readonly example: { readonly headers?: unknown; readonly payload: unknown } | null;",
    "}",
    "",
    "/** Every platform event by message type. */",
    `export const eventCatalogue ` +
      `= ${JSON.stringify(Object.fromEntries(messages.map((m) => [m.messageType, m])), null, 2)} as const ` +
      `satisfies { readonly [messageType: string]: EventCatalogueEntry };`,
    "",
    "export type MessageType = keyof typeof eventCatalogue;",
    "",
    "/** The payload model of each message type. */",
    "export interface EventPayloads {",
    typeMap((m) => m.payloadSchema),
    "}",
    "",
    "/** The headers model of each message type. */",
    "export interface EventHeaders {",
    typeMap((m) => m.headersSchema),
    "}",
    "",
  ].join("\n");
  files.set("events/catalogue.ts", catalogue);
  return files;
}
