// The message broker's topology from the AMQP bindings of the AsyncAPI channels: exchanges, queues
// with their arguments, routing keys and the headers each message carries. Nothing is listed by
// hand; a channel whose binding disagrees with its message's x-exchange / x-queue is refused.
import type { BundledSpec } from "./bundle.js";
import { isObject } from "./bundle.js";
import type { NamedSchema } from "./schemas.js";
import { SpecError } from "./spec-error.js";

const MESSAGE_REF = "#/components/messages/";
const SCHEMA_REF = "#/components/schemas/";

interface BrokerRoute {
  readonly messageType: string;
  readonly exchange: string;
  /** The exchange type when the binding gives one; null where the reference does not show it. */
  readonly exchangeType: string | null;
  readonly routingKey: string;
  readonly queue: string | null;
  readonly queueArguments: Record<string, unknown> | null;
  /** The headers the message carries: the required members of its headers schema. */
  readonly headers: readonly string[];
  readonly channel: string;
}

function fail(spec: BundledSpec, path: string, problem: string): never {
  throw new SpecError(`specs/${spec.source}`, path, problem);
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

function readRoutes(spec: BundledSpec, schemas: ReadonlyMap<string, NamedSchema>): BrokerRoute[] {
  const { channels, components } = spec.document;
  const messages = isObject(components) && isObject(components.messages) ? components.messages : {};
  const routes: BrokerRoute[] = [];
  for (const [name, channel] of Object.entries(isObject(channels) ? channels : {})) {
    const path = `$.channels.${name}`;
    if (!isObject(channel) || !isObject(channel.bindings) || channel.bindings.amqp === undefined) continue;
    const amqp = channel.bindings.amqp;
    if (
      !isObject(amqp) ||
      amqp.is !== "routingKey" ||
      !isObject(amqp.exchange) ||
      typeof amqp.exchange.name !== "string"
    ) {
      fail(spec, `${path}.bindings.amqp`, "must be `is: routingKey` with `exchange.name`");
    }
    const exchange = amqp.exchange;
    const queue = amqp["x-queue"];
    if (
      queue !== undefined &&
      !(isObject(queue) && typeof queue.name === "string" && (queue.arguments === null || isObject(queue.arguments)))
    ) {
      fail(spec, `${path}.bindings.amqp.x-queue`, "must be { name, arguments: object or null }");
    }
    const channelMessages = isObject(channel.messages) ? Object.entries(channel.messages) : [];
    if (channelMessages.length !== 1) fail(spec, `${path}.messages`, "an AMQP channel carries exactly one message");
    const [messageName, ref] = channelMessages[0]!;
    const target =
      isObject(ref) && typeof ref.$ref === "string" && ref.$ref.startsWith(MESSAGE_REF)
        ? ref.$ref.slice(MESSAGE_REF.length)
        : undefined;
    const message = target === undefined ? undefined : messages[target];
    if (!isObject(message))
      return fail(spec, `${path}.messages.${messageName}`, "must be a $ref to a message of components.messages");
    const messageType = message["x-message-type"] as string;
    if (channel.address !== messageType)
      fail(spec, `${path}.address`, `the routing key must be the message type ${messageType}`);
    const queueName = isObject(queue) ? (queue.name as string) : null;
    const queueArguments = isObject(queue) && isObject(queue.arguments) ? queue.arguments : null;
    if (message["x-exchange"] !== exchange.name)
      fail(spec, `${path}.bindings.amqp.exchange.name`, `differs from x-exchange of message ${target}`);
    if ((message["x-queue"] ?? null) !== queueName)
      fail(spec, `${path}.bindings.amqp.x-queue.name`, `differs from x-queue of message ${target}`);
    if (!sameJson(message["x-queue-arguments"], queueArguments))
      fail(spec, `${path}.bindings.amqp.x-queue.arguments`, `differ from x-queue-arguments of message ${target}`);
    const headersRef = isObject(message.headers) ? message.headers.$ref : undefined;
    const headersTitle =
      typeof headersRef === "string" && headersRef.startsWith(SCHEMA_REF)
        ? headersRef.slice(SCHEMA_REF.length)
        : undefined;
    const required = headersTitle === undefined ? [] : schemas.get(headersTitle)?.schema.required;
    routes.push({
      messageType,
      exchange: exchange.name as string,
      exchangeType: typeof exchange.type === "string" ? exchange.type : null,
      routingKey: channel.address,
      queue: queueName,
      queueArguments,
      headers: Array.isArray(required) ? (required as string[]) : [],
      channel: name,
    });
  }
  return routes.sort((a, b) => (a.messageType < b.messageType ? -1 : 1));
}

/** `events/broker.ts`: the routes by message type, and the exchanges and queues they need, each once. */
export function buildBroker(spec: BundledSpec, schemas: readonly NamedSchema[]): string {
  const routes = readRoutes(spec, new Map(schemas.map((s) => [s.title, s])));
  const queues = new Map<string, Record<string, unknown> | null>();
  for (const route of routes) {
    if (route.queue === null) continue;
    const known = queues.get(route.queue);
    if (known !== undefined && !sameJson(known, route.queueArguments)) {
      fail(
        spec,
        `$.channels.${route.channel}.bindings.amqp.x-queue.arguments`,
        `queue ${route.queue} is declared with other arguments by another channel`,
      );
    }
    queues.set(route.queue, route.queueArguments);
  }
  const exchanges = [...new Set(routes.map((r) => r.exchange))].sort();
  const byType = Object.fromEntries(routes.map(({ channel: _channel, ...route }) => [route.messageType, route]));
  return [
    `// generated from specs/${spec.source} (the AMQP bindings of its channels); do not edit`,
    "",
    "/** Where one message type travels on the message broker. */",
    "export interface BrokerRoute {",
    "  readonly messageType: string;",
    "  /** The exchange the message is published to. */",
    "  readonly exchange: string;",
    "  /** The exchange type; null where the reference does not show it. */",
    "  readonly exchangeType: string | null;",
    "  /** The routing key: the message type. */",
    "  readonly routingKey: string;",
    "  /** The queue native applications consume it from; null where not shown. */",
    "  readonly queue: string | null;",
    "  /** Arguments of that queue, such as `x-expires` of remote commands. */",
    "  readonly queueArguments: { readonly [name: string]: unknown } | null;",
    "  /** The AMQP headers the message carries (the required members of its headers schema). */",
    "  readonly headers: readonly string[];",
    "}",
    "",
    "/** Every message type with an AMQP channel whose exchange is shown. */",
    `export const brokerRoutes = ${JSON.stringify(byType, null, 2)} as ` +
      `const satisfies { readonly [messageType: string]: BrokerRoute };`,
    "",
    "export type BrokerMessageType = keyof typeof brokerRoutes;",
    "",
    "/** Every exchange of the routes, once. */",
    `export const brokerExchanges = ${JSON.stringify(exchanges, null, 2)} as const;`,
    "",
    "/** Every queue of the routes, once, with its arguments. */",
    `export const brokerQueues = ${JSON.stringify(
      [...queues].sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, args]) => ({ name, arguments: args })),
      null,
      2,
    )} as const;`,
    "",
  ].join("\n");
}
