import type { Options } from "amqplib";
import { brokerRoutes, type BrokerRoute } from "../../../../src/broker/index.js";
import {
  EventValidationError,
  parseEvent,
  validateEventHeaders,
  type MessageType,
} from "../../../../src/events/index.js";
import { newId } from "../kernel/ids.js";

/** An event a sandbox service hands to the message broker for one native data source (consumer type `None`). */
export interface NativeMessage {
  /** X-Tenant-Id: "tenant context of the message, set by the publishing service". */
  readonly tenantId: string;
  /** The native data source the event is for. */
  readonly sourceId: string;
  /** A message type of the event catalogue: the routing key. */
  readonly messageType: string;
  /** The event payload; it must validate against the message type's schema. */
  readonly payload: unknown;
  /** The message type's own headers (X-DataSourceId, X-DataModelId, ...); X-Tenant-Id is added from `tenantId`. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Sandbox time (epoch ms) after which the broker drops the message unconsumed (remote commands). Default never. */
  readonly expiresAt?: number;
}

/**
 * A native message as the backlog holds it: given its messageId and time, checked against its schemas when it is sent.
 */
export interface BrokerMessage {
  readonly messageId: string;
  readonly messageType: string;
  readonly tenantId: string;
  readonly sourceId: string;
  readonly route: BrokerRoute;
  /** The payload, validated and encoded as JSON when the message is sent. */
  readonly payload: unknown;
  readonly headers: Readonly<Record<string, string>>;
  /** Sandbox time of publishing, epoch ms. */
  readonly publishedAt: number;
  readonly expiresAt: number | undefined;
}

/** What goes on the wire for a message: its body and AMQP properties. */
export interface EncodedMessage {
  readonly content: Buffer;
  readonly properties: Options.Publish;
}

/**
 * A message of the backlog as the state folder keeps it (`--state-dir`): JSON, its payload as the text that is
 * published.
 */
export interface SavedBrokerMessage {
  readonly messageId: string;
  readonly messageType: string;
  readonly tenantId: string;
  readonly sourceId: string;
  readonly headers: Readonly<Record<string, string>>;
  /** The message body as it is published: the payload's JSON text. */
  readonly body: string;
  readonly publishedAt: number;
  readonly expiresAt?: number;
  /** Its place in the backlog: saved messages are published again in this order. */
  readonly sequence: number;
}

/** The broker route of a message type; undefined where the reference does not show its exchange. */
export function routeOf(messageType: string): BrokerRoute | undefined {
  return Object.hasOwn(brokerRoutes, messageType) ? brokerRoutes[messageType as keyof typeof brokerRoutes] : undefined;
}

/**
 * Checks a message against its message type's payload and headers schemas, then makes its body and
 * properties (once: only a remote command's expiration depends on the moment it is sent).
 * @throws EventValidationError naming the JSON path of what does not validate: a bug of the sandbox
 * service that caused the event, so it is never published
 */
export function encodeMessage(message: BrokerMessage): EncodedMessage {
  const messageType = message.messageType as MessageType;
  const payload = parseEvent(messageType, message.payload);
  const problems = validateEventHeaders(messageType, message.headers);
  if (problems.length > 0) throw new EventValidationError(`${messageType} headers`, problems);
  return {
    content: Buffer.from(JSON.stringify(payload)),
    properties: {
      messageId: message.messageId,
      type: message.messageType,
      contentType: "application/json",
      // AMQP timestamps are whole seconds since the epoch.
      timestamp: Math.floor(message.publishedAt / 1000),
      headers: message.headers,
      persistent: true,
    },
  };
}

/** The properties of a message sent at `now`: a remote command carries what is left of its lifetime as expiration. */
export function propertiesAt(message: BrokerMessage, encoded: EncodedMessage, now: number): Options.Publish {
  if (message.expiresAt === undefined) return encoded.properties;
  // The broker refuses an expiration that is no whole number of milliseconds by closing the channel,
  // and sandbox time can be moved by any fraction of a second.
  return { ...encoded.properties, expiration: String(Math.max(0, Math.floor(message.expiresAt - now))) };
}

/**
 * Gives a native message its messageId and publishing time, as the backlog holds it. Checking it
 * against its schemas waits until it is sent ({@link encodeMessage}), off the path of the request
 * or queue item that caused it.
 */
export function prepareNativeMessage(message: NativeMessage, route: BrokerRoute, now: number): BrokerMessage {
  if (message.expiresAt !== undefined && !Number.isFinite(message.expiresAt))
    throw new RangeError(`expiresAt must be a time in epoch milliseconds, got ${String(message.expiresAt)}`);
  const headers = { ...message.headers, "X-Tenant-Id": message.tenantId };
  return {
    messageId: newId(),
    messageType: message.messageType,
    tenantId: message.tenantId,
    sourceId: message.sourceId,
    route,
    payload: message.payload,
    headers,
    publishedAt: now,
    expiresAt: message.expiresAt,
  };
}

export function saveBrokerMessage(message: BrokerMessage, sequence: number): SavedBrokerMessage {
  const { messageId, messageType, tenantId, sourceId, headers, payload, publishedAt, expiresAt } = message;
  // A message is saved before it is checked: one without a payload (a sandbox bug, refused when it is
  // sent) must still read back, or the state folder could not be opened again.
  const body = JSON.stringify(payload) ?? "null";
  return {
    messageId,
    messageType,
    tenantId,
    sourceId,
    headers,
    body,
    publishedAt,
    ...(expiresAt === undefined ? {} : { expiresAt }),
    sequence,
  };
}

/**
 * A saved message shaped to be published again (same messageId, so consumers can tell it from a new one); undefined
 * when its type has no exchange in this sandbox.
 */
export function restoreBrokerMessage(saved: SavedBrokerMessage): BrokerMessage | undefined {
  const route = routeOf(saved.messageType);
  if (route === undefined) return undefined;
  const { messageId, tenantId, sourceId, headers, publishedAt, expiresAt } = saved;
  return {
    messageId,
    messageType: saved.messageType,
    tenantId,
    sourceId,
    route,
    payload: JSON.parse(saved.body) as unknown,
    headers,
    publishedAt,
    expiresAt,
  };
}
