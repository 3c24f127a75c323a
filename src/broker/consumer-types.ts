import type { BrokerMessageType } from "../../generated/events/broker.js";
import type { EventPayloads } from "../../generated/events/catalogue.js";
import type { EventProblem } from "../events/validate.js";
import type { IdempotencyStore } from "../webhooks/idempotency-store.js";
import type { BrokerConsumeChannel } from "./channel.js";

/** What a handler learns about the message besides its payload. */
export interface BrokerMessageContext<T extends BrokerMessageType = BrokerMessageType> {
  readonly messageType: T;
  /** The AMQP messageId: duplicates of one message share it. */
  readonly messageId: string;
  /** X-Tenant-Id: the tenant assigned to the message. */
  readonly tenantId: string;
  /** Every AMQP header of the message, validated against the message type's headers schema. */
  readonly headers: { readonly [name: string]: unknown };
  /** The exchange it was published to. */
  readonly exchange: string;
  /** Whether the broker delivered it before without an acknowledgement (a duplicate is skipped by messageId anyway). */
  readonly redelivered: boolean;
}

/** Handles one message; the message is acknowledged only after the returned promise resolves. */
export type BrokerEventHandler<T extends BrokerMessageType> = (
  payload: EventPayloads[T],
  context: BrokerMessageContext<T>,
) => void | Promise<void>;

/** A handler per message type of the broker's routes. */
export type BrokerHandlers = { readonly [T in BrokerMessageType]?: BrokerEventHandler<T> };

/** Why a message was rejected without requeue. */
export type BrokerInvalidReason =
  | "unknown-message-type"
  | "no-handler"
  | "missing-message-id"
  | "content-type"
  | "malformed-json"
  | "invalid-payload"
  | "invalid-headers"
  | "attempts-exhausted";

/** Told to `onInvalid` for every message rejected without requeue. */
export interface BrokerInvalidInfo {
  readonly reason: BrokerInvalidReason;
  /** What is wrong, naming the field or JSON path. */
  readonly detail: string;
  /** The schema problems of an invalid payload or headers (empty for the other reasons). */
  readonly problems: readonly EventProblem[];
  /** The routing key the message came with. */
  readonly routingKey: string;
  /** The messageId, when the message had one. */
  readonly messageId: string | undefined;
}

/**
 * Where an error told to `onError` happened, beside the error itself (the same shape as the webhook handler's
 * `onError`).
 */
export interface BrokerErrorInfo {
  /**
   * `handler`: the handler threw; `idempotency`: the store failed; `cancelled`: the broker cancelled the consumer (its
   * queue was deleted).
   */
  readonly phase: "handler" | "idempotency" | "cancelled";
  readonly messageType: string | undefined;
  readonly messageId: string | undefined;
  readonly tenantId: string | undefined;
}

/** Options of {@link createBrokerConsumer}. */
export interface BrokerConsumerOptions {
  /**
   * The application's channel: amqplib's `await connection.createChannel()` (any object of that shape). The consumer
   * never closes it.
   */
  readonly channel: BrokerConsumeChannel;
  /** The queue to consume from, for example `DS.Data` or `DS.Commands` (`brokerRoutes[messageType].queue`). */
  readonly queue: string;
  /**
   * A handler per message type; a valid message of a type without a handler is rejected without requeue (`no-handler`).
   */
  readonly handlers: BrokerHandlers;
  /**
   * Remembers processed messages by tenant and messageId, as for webhooks (memory or Redis). Default a memory store of
   * this process.
   */
  readonly idempotency?: IdempotencyStore;
  /** Most messages the broker hands over before they are acknowledged (AMQP prefetch). Default 10. */
  readonly prefetch?: number;
  /**
   * Deliveries of one message whose handler may throw before it is rejected without requeue (to the queue's
   * dead-letter exchange, if it has one) and told to `onInvalid` as `attempts-exhausted`. Counted by the broker's
   * `x-delivery-count` header on a quorum queue, else by this consumer per tenant and messageId. Default 5.
   */
  readonly maxAttempts?: number;
  /** Told about every message rejected without requeue (invalid, unhandled, or out of attempts). Default none. */
  readonly onInvalid?: (info: BrokerInvalidInfo) => void;
  /**
   * Told about every handler that threw (its message requeued, or rejected after its last attempt), every failure of
   * the idempotency store (the message requeued), and a cancelled consumer: the error first, as
   * `createWebhookHandler`'s `onError`. Default `console.error`.
   */
  readonly onError?: (error: unknown, info: BrokerErrorInfo) => void;
}

/** A running consumer. */
export interface BrokerConsumer {
  /** The broker's tag of this consumer. */
  readonly consumerTag: string;
  /** Messages whose processing has started and not ended. */
  readonly inFlight: number;
  /**
   * Stops taking messages (cancels the consumer), then resolves once every message in flight is acknowledged or
   * requeued.
   */
  stop(): Promise<void>;
}
