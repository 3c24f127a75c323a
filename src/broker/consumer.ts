import { brokerRoutes, type BrokerMessageType } from "../../generated/events/broker.js";
import type { EventPayloads } from "../../generated/events/catalogue.js";
import { validateEvent, validateEventHeaders, type EventProblem } from "../events/validate.js";
import { createMemoryIdempotencyStore, type IdempotencyStore } from "../webhooks/idempotency-store.js";
import type { BrokerConsumeChannel, BrokerDelivery } from "./channel.js";

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

/** Options that cannot work: thrown by {@link createBrokerConsumer} at once. */
export class BrokerConsumerConfigError extends Error {
  override readonly name = "BrokerConsumerConfigError";
}

type Checked =
  | {
      readonly ok: true;
      readonly messageType: BrokerMessageType;
      readonly messageId: string;
      readonly tenantId: string;
      readonly payload: unknown;
      readonly headers: { readonly [name: string]: unknown };
    }
  | { readonly ok: false; readonly info: BrokerInvalidInfo };

const JSON_TYPE = /^application\/json\s*(;|$)/i;

/**
 * The messages whose failed attempts this consumer remembers when the broker does not count them: the most recently
 * failed ones, so a flood of failing messages makes the oldest start counting again rather than grow the map.
 */
const ATTEMPTS_REMEMBERED = 10_000;

/** Which attempt a failed delivery was, and who counted it. */
interface Attempt {
  readonly number: number;
  readonly countedBy: string;
}

/**
 * Counts a failed delivery: by the broker's `x-delivery-count` (quorum queues: earlier deliveries returned without
 * acknowledgement) when the message has it, else by handler failures per tenant and messageId in this process.
 */
function attemptCounter(): { failed(message: BrokerDelivery, key: string): Attempt; forget(key: string): void } {
  const failures = new Map<string, number>();
  return {
    failed(message, key) {
      const delivered = message.properties.headers?.["x-delivery-count"];
      if (typeof delivered === "number" && Number.isSafeInteger(delivered) && delivered >= 0)
        return { number: delivered + 1, countedBy: "the broker's x-delivery-count" };
      const failed = (failures.get(key) ?? 0) + 1;
      // Re-inserted so the map's order is least recently failed first, the one to drop when it is full.
      failures.delete(key);
      failures.set(key, failed);
      if (failures.size > ATTEMPTS_REMEMBERED) failures.delete(failures.keys().next().value!);
      return { number: failed, countedBy: "this consumer" };
    },
    forget(key) {
      failures.delete(key);
    },
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function isRouted(value: string): value is BrokerMessageType {
  return Object.hasOwn(brokerRoutes, value);
}

/** Validates one delivery: message type from the routing key, messageId, content type, JSON, payload and headers. */
function check(message: BrokerDelivery, handlers: BrokerHandlers): Checked {
  const routingKey = message.fields.routingKey;
  const { messageId, contentType } = message.properties;
  const id = typeof messageId === "string" && messageId !== "" ? messageId : undefined;
  const invalid = (reason: BrokerInvalidReason, detail: string, problems: readonly EventProblem[] = []): Checked => ({
    ok: false,
    info: { reason, detail, problems, routingKey, messageId: id },
  });
  if (!isRouted(routingKey))
    return invalid(
      "unknown-message-type",
      `routing key ${JSON.stringify(routingKey)} is no message type of the broker's routes`,
    );
  if (handlers[routingKey] === undefined) return invalid("no-handler", `no handler for ${routingKey}`);
  if (id === undefined)
    return invalid("missing-message-id", "properties.messageId is missing: duplicates could not be told apart");
  if (contentType !== undefined && !(typeof contentType === "string" && JSON_TYPE.test(contentType))) {
    return invalid(
      "content-type",
      `properties.contentType must be application/json, got ${JSON.stringify(contentType)}`,
    );
  }
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(message.content).toString("utf8"));
  } catch (error) {
    return invalid("malformed-json", `the body is not JSON: ${(error as Error).message}`);
  }
  const validation = validateEvent(routingKey, payload);
  if (!validation.valid)
    return invalid(
      "invalid-payload",
      `${routingKey} payload: ${validation.problems.map((p) => `${p.path || "$"} ${p.message}`).join("; ")}`,
      validation.problems,
    );
  const headers = message.properties.headers ?? {};
  const problems = validateEventHeaders(routingKey, headers);
  if (problems.length > 0)
    return invalid(
      "invalid-headers",
      `${routingKey} headers: ${problems.map((p) => `${p.path || "$"} ${p.message}`).join("; ")}`,
      problems,
    );
  const tenant = headers["X-Tenant-Id"];
  return {
    ok: true,
    messageType: routingKey,
    messageId: id,
    tenantId: typeof tenant === "string" ? tenant : "",
    payload,
    headers,
  };
}

function consumerOptions(options: BrokerConsumerOptions): {
  prefetch: number;
  maxAttempts: number;
  store: IdempotencyStore;
} {
  if (options === null || typeof options !== "object") throw new BrokerConsumerConfigError("options must be an object");
  const { channel, queue, handlers } = options;
  for (const method of ["prefetch", "consume", "cancel", "ack", "nack"] as const) {
    if (typeof channel?.[method] !== "function")
      throw new BrokerConsumerConfigError(`channel must be an amqplib channel: channel.${method} is not a function`);
  }
  if (typeof queue !== "string" || queue === "")
    throw new BrokerConsumerConfigError(`queue must be a non-empty string, got ${JSON.stringify(queue)}`);
  if (handlers === null || typeof handlers !== "object")
    throw new BrokerConsumerConfigError("handlers must be an object of handlers by message type");
  for (const [messageType, handler] of Object.entries(handlers)) {
    if (!isRouted(messageType))
      throw new BrokerConsumerConfigError(
        `handlers.${messageType}: no message type of the broker's routes (${Object.keys(brokerRoutes).join(", ")})`,
      );
    if (typeof handler !== "function")
      throw new BrokerConsumerConfigError(`handlers.${messageType} must be a function`);
  }
  const prefetch = options.prefetch ?? 10;
  if (!Number.isInteger(prefetch) || prefetch < 1 || prefetch > 65535)
    throw new BrokerConsumerConfigError(
      `prefetch must be a whole number from 1 to 65535, got ${String(options.prefetch)}`,
    );
  const maxAttempts = options.maxAttempts ?? 5;
  if (!Number.isSafeInteger(maxAttempts) || maxAttempts < 1)
    throw new BrokerConsumerConfigError(
      `maxAttempts must be a whole number of at least 1, got ${String(options.maxAttempts)}`,
    );
  const store = options.idempotency ?? createMemoryIdempotencyStore();
  for (const method of ["claim", "complete", "release"] as const) {
    if (typeof store?.[method] !== "function")
      throw new BrokerConsumerConfigError(
        `idempotency must be an idempotency store: idempotency.${method} is not a function`,
      );
  }
  return { prefetch, maxAttempts, store };
}

/**
 * Consumes platform events from a message broker queue with the application's amqplib channel:
 * every message is validated (routing key as message type, messageId, JSON payload against its
 * schema, headers against theirs) and an invalid one is rejected without requeue and told to
 * `onInvalid`; a valid one runs its handler once per (tenant, messageId), is acknowledged only
 * after the handler resolved, and is requeued when the handler throws, at most `maxAttempts` - 1
 * times: the last failure rejects it without requeue and tells `onInvalid`. A duplicate of a message
 * already processed is acknowledged without running the handler. One claimed by another instance
 * and still in progress is requeued.
 *
 * @throws BrokerConsumerConfigError at once for options that cannot work
 */
export async function createBrokerConsumer(options: BrokerConsumerOptions): Promise<BrokerConsumer> {
  const { prefetch, maxAttempts, store } = consumerOptions(options);
  const { channel, queue, handlers } = options;
  const onInvalid = options.onInvalid ?? (() => undefined);
  const onError =
    options.onError ??
    ((error: unknown, info: BrokerErrorInfo) =>
      console.error(
        `broker consumer: ${info.phase} failed for ${info.messageType ?? "?"} ${info.messageId ?? ""}:`,
        error,
      ));
  const inFlight = new Set<Promise<void>>();
  const attempts = attemptCounter();

  /** Runs a callback of the application's; a failing one must not leave the message unacknowledged. */
  function safely(callback: () => void): void {
    try {
      callback();
    } catch {
      // Nothing to do: the message is settled whatever the callback did.
    }
  }
  const reportError = (error: unknown, info: BrokerErrorInfo) => safely(() => onError(error, info));

  async function settle(message: BrokerDelivery): Promise<void> {
    const checked = check(message, handlers);
    if (!checked.ok) {
      channel.nack(message, false, false);
      safely(() => onInvalid(checked.info));
      return;
    }
    const { messageType, messageId, tenantId, payload, headers } = checked;
    const info = { messageType, messageId, tenantId };
    const key = `${tenantId}/${messageId}`;
    let claim: string;
    try {
      claim = await store.claim(key);
    } catch (error) {
      channel.nack(message, false, true);
      reportError(error, { phase: "idempotency", ...info });
      return;
    }
    if (claim === "done") {
      channel.ack(message);
      return;
    }
    if (claim !== "claimed") {
      channel.nack(message, false, true);
      return;
    }
    const handler = handlers[messageType] as BrokerEventHandler<BrokerMessageType>;
    try {
      await handler(payload as never, {
        messageType,
        messageId,
        tenantId,
        headers,
        exchange: message.fields.exchange,
        redelivered: message.fields.redelivered,
      });
    } catch (error) {
      // Released even after the last attempt: a copy replayed from a dead-letter queue runs the handler again.
      await store
        .release(key)
        .catch((releaseError: unknown) => reportError(releaseError, { phase: "idempotency", ...info }));
      const attempt = attempts.failed(message, key);
      const exhausted = attempt.number >= maxAttempts;
      channel.nack(message, false, !exhausted);
      reportError(error, { phase: "handler", ...info });
      if (exhausted) {
        attempts.forget(key);
        const detail =
          `the handler threw on attempt ${attempt.number} of maxAttempts ${maxAttempts} ` +
          `(counted by ${attempt.countedBy}): rejected without requeue, to the queue's dead-letter exchange ` +
          `if it has one; last error: ${messageOf(error)}`;
        const routingKey = message.fields.routingKey;
        safely(() => onInvalid({ reason: "attempts-exhausted", detail, problems: [], routingKey, messageId }));
      }
      return;
    }
    attempts.forget(key);
    // The handler has done its work: acknowledge even if remembering that fails.
    await store.complete(key).catch((error: unknown) => reportError(error, { phase: "idempotency", ...info }));
    channel.ack(message);
  }

  await channel.prefetch(prefetch);
  const { consumerTag } = await channel.consume(
    queue,
    (message) => {
      if (message === null) {
        reportError(new Error(`the broker cancelled the consumer of queue ${queue}`), {
          phase: "cancelled",
          messageType: undefined,
          messageId: undefined,
          tenantId: undefined,
        });
        return;
      }
      const running = settle(message);
      inFlight.add(running);
      void running.finally(() => inFlight.delete(running));
    },
    { noAck: false },
  );

  let stopping: Promise<void> | undefined;
  return {
    consumerTag,
    get inFlight() {
      return inFlight.size;
    },
    stop() {
      stopping ??= (async () => {
        await channel.cancel(consumerTag);
        while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      })();
      return stopping;
    },
  };
}
