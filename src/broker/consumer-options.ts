import { brokerRoutes } from "../../generated/events/broker.js";
import { createMemoryIdempotencyStore, type IdempotencyStore } from "../webhooks/idempotency-store.js";
import type { BrokerConsumerOptions } from "./consumer-types.js";
import { isRouted } from "./message-check.js";

/** Options that cannot work: thrown by {@link createBrokerConsumer} at once. */
export class BrokerConsumerConfigError extends Error {
  override readonly name = "BrokerConsumerConfigError";
}

/** The options checked, each mistake named at once, with the defaults filled in. */
export function consumerOptions(options: BrokerConsumerOptions): {
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
