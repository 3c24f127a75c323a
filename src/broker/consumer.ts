import type { BrokerMessageType } from "../../generated/events/broker.js";
import type { IdempotencyStore } from "../webhooks/idempotency-store.js";
import { AttemptCounter } from "./attempt-counter.js";
import type { BrokerConsumeChannel, BrokerDelivery } from "./channel.js";
import { consumerOptions } from "./consumer-options.js";
import type {
  BrokerConsumer,
  BrokerConsumerOptions,
  BrokerErrorInfo,
  BrokerEventHandler,
  BrokerHandlers,
  BrokerInvalidInfo,
} from "./consumer-types.js";
import { checkDelivery } from "./message-check.js";

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Runs a callback of the application's; a failing one must not leave the message unacknowledged. */
function safely(callback: () => void): void {
  try {
    callback();
  } catch {
    // Nothing to do: the message is settled whatever the callback did.
  }
}

/** What the settling of one message is told and tells. */
interface SettlerSettings {
  readonly channel: BrokerConsumeChannel;
  readonly handlers: BrokerHandlers;
  readonly store: IdempotencyStore;
  readonly maxAttempts: number;
  readonly onInvalid: (info: BrokerInvalidInfo) => void;
  readonly onError: (error: unknown, info: BrokerErrorInfo) => void;
}

/**
 * Settles each message: an invalid one rejected without requeue, a valid one run once per (tenant, messageId) and
 * acknowledged only after its handler resolved, requeued while attempts are left.
 */
class MessageSettler {
  private readonly attempts = new AttemptCounter();

  constructor(private readonly settings: SettlerSettings) {}

  reportError(error: unknown, info: BrokerErrorInfo): void {
    safely(() => this.settings.onError(error, info));
  }

  async settle(message: BrokerDelivery): Promise<void> {
    const { channel, handlers, store } = this.settings;
    const checked = checkDelivery(message, handlers);
    if (!checked.ok) {
      channel.nack(message, false, false);
      safely(() => this.settings.onInvalid(checked.info));
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
      this.reportError(error, { phase: "idempotency", ...info });
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
      await this.failed(message, key, error, info);
      return;
    }
    this.attempts.forget(key);
    // The handler has done its work: acknowledge even if remembering that fails.
    await store.complete(key).catch((error: unknown) => this.reportError(error, { phase: "idempotency", ...info }));
    channel.ack(message);
  }

  /** A handler threw: the message is requeued, or rejected without requeue after its last attempt. */
  private async failed(
    message: BrokerDelivery,
    key: string,
    error: unknown,
    info: Omit<BrokerErrorInfo, "phase"> & { readonly messageId: string },
  ): Promise<void> {
    const { channel, store, maxAttempts } = this.settings;
    // Released even after the last attempt: a copy replayed from a dead-letter queue runs the handler again.
    await store
      .release(key)
      .catch((releaseError: unknown) => this.reportError(releaseError, { phase: "idempotency", ...info }));
    const attempt = this.attempts.failed(message, key);
    const exhausted = attempt.number >= maxAttempts;
    channel.nack(message, false, !exhausted);
    this.reportError(error, { phase: "handler", ...info });
    if (!exhausted) return;
    this.attempts.forget(key);
    const detail =
      `the handler threw on attempt ${attempt.number} of maxAttempts ${maxAttempts} ` +
      `(counted by ${attempt.countedBy}): rejected without requeue, to the queue's dead-letter exchange ` +
      `if it has one; last error: ${messageOf(error)}`;
    const routingKey = message.fields.routingKey;
    const { messageId } = info;
    safely(() =>
      this.settings.onInvalid({ reason: "attempts-exhausted", detail, problems: [], routingKey, messageId }),
    );
  }
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
  const settler = new MessageSettler({
    channel,
    handlers,
    store,
    maxAttempts,
    onInvalid: options.onInvalid ?? (() => undefined),
    onError:
      options.onError ??
      ((error: unknown, info: BrokerErrorInfo) =>
        console.error(
          `broker consumer: ${info.phase} failed for ${info.messageType ?? "?"} ${info.messageId ?? ""}:`,
          error,
        )),
  });
  const inFlight = new Set<Promise<void>>();

  await channel.prefetch(prefetch);
  const { consumerTag } = await channel.consume(
    queue,
    (message) => {
      if (message === null) {
        settler.reportError(new Error(`the broker cancelled the consumer of queue ${queue}`), {
          phase: "cancelled",
          messageType: undefined,
          messageId: undefined,
          tenantId: undefined,
        });
        return;
      }
      const running = settler.settle(message);
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
