import { randomUUID } from "node:crypto";
import { brokerRoutes, type BrokerRoute } from "../../broker/index.js";
import { EventValidationError, parseEvent, validateEventHeaders, type MessageType } from "../../events/index.js";

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

/** A native message checked and shaped as it is published. */
export interface BrokerMessage {
  readonly messageId: string;
  readonly messageType: MessageType;
  readonly tenantId: string;
  readonly sourceId: string;
  readonly route: BrokerRoute;
  readonly content: Buffer;
  readonly headers: Readonly<Record<string, string>>;
  /** Sandbox time of publishing, epoch ms. */
  readonly publishedAt: number;
  readonly expiresAt: number | undefined;
}

/** The broker route of a message type; undefined where the reference does not show its exchange. */
export function routeOf(messageType: string): BrokerRoute | undefined {
  return Object.hasOwn(brokerRoutes, messageType) ? brokerRoutes[messageType as keyof typeof brokerRoutes] : undefined;
}

/**
 * Checks a native message against the message type's payload and headers schemas and shapes it.
 * A message that does not validate is a bug of the sandbox service that published it, so it
 * throws (EventValidationError naming the JSON path), as the gateway does for webhooks.
 */
export function prepareNativeMessage(message: NativeMessage, route: BrokerRoute, now: number): BrokerMessage {
  const messageType = message.messageType as MessageType;
  const payload = parseEvent(messageType, message.payload);
  const headers = { ...message.headers, "X-Tenant-Id": message.tenantId };
  const problems = validateEventHeaders(messageType, headers);
  if (problems.length > 0) throw new EventValidationError(`${messageType} headers`, problems);
  if (message.expiresAt !== undefined && !Number.isFinite(message.expiresAt)) throw new RangeError(`expiresAt must be a time in epoch milliseconds, got ${String(message.expiresAt)}`);
  return {
    messageId: randomUUID(),
    messageType,
    tenantId: message.tenantId,
    sourceId: message.sourceId,
    route,
    content: Buffer.from(JSON.stringify(payload)),
    headers,
    publishedAt: now,
    expiresAt: message.expiresAt,
  };
}
