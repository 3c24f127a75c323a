import { randomUUID } from "node:crypto";
import type { JWTPayload } from "jose";
import { GATEWAY_DEFAULTS, redeliveryDelayMs, type RedeliverySchedule } from "../../webhooks/simulator/index.js";
import type { BrokerChannel, BrokerRecord, NativeMessage } from "../broker/index.js";
import { createBoundedRecords } from "../bounded-records.js";
import type { SandboxClock } from "../clock.js";
import { postAttempt, type AttemptResult } from "./attempt.js";
import type { DeliveryAttemptRecord, DeliveryRecord, DeliveryStatus, MutableDeliveryRecord } from "./delivery-record.js";
import { prepareMessage, type OutgoingMessage, type PublishedMessage } from "./outgoing-message.js";
import { createConsumerQueue, type ConsumerQueue } from "./consumer-queue.js";
import { createPostSlots } from "./post-slots.js";
import type { WebhookAddressCheck } from "./webhook-address.js";

/** Delivery records kept per tenant; finished ones (Delivered, Failed, Expired) are evicted first. */
export const DELIVERIES_PER_TENANT = 1_000;

/** Options of {@link createEventGateway}. */
export interface EventGatewayOptions {
  /** The sandbox's one clock: attempt times, redelivery timers, rate limit windows and expiry follow it. */
  readonly clock: SandboxClock;
  /** Signs the JWT of each POST with the identity provider's key (`identity.signGatewayToken`); called once per attempt. */
  readonly signToken: (claims: JWTPayload) => Promise<string>;
  /** `client_id` and `sub` of the gateway tokens: "The JWT claims (iss, sub, client_id) describe the channel". Default `GATEWAY_DEFAULTS.clientId`, `message-gateway`. */
  readonly channel?: string;
  /** `aud` of the gateway tokens. Default `GATEWAY_DEFAULTS.audience`, `apiim`. */
  readonly audience?: string;
  /** Wait before the first redelivery, doubled for each next one. Default `GATEWAY_DEFAULTS.redelivery`, 1000 ms (the schedule is not shown in the reference). */
  readonly firstRetryMs?: number;
  /** Longest wait between two attempts. Default `GATEWAY_DEFAULTS.redelivery`, 60000 ms. */
  readonly maxBackoffMs?: number;
  /** Most POSTs of one message (or of one redelivery asked for) before it is recorded Failed. Default `GATEWAY_DEFAULTS.redelivery`, 10. */
  readonly maxAttempts?: number;
  /** Real milliseconds one POST may take before it counts as a network error. Default 10000. */
  readonly attemptTimeoutMs?: number;
  /** The fetch that POSTs. Default the global fetch. */
  readonly fetch?: typeof fetch;
  /** The message broker channel for native applications (`--amqp-url`). Default none: the channel is off. */
  readonly broker?: Pick<BrokerChannel, "publish">;
  /** Refuses addresses that may not be POSTed to (the sandbox's own ports), checked before every attempt. Default: every address may. */
  readonly checkAddress?: WebhookAddressCheck;
  /** Delivery records kept per tenant. Default {@link DELIVERIES_PER_TENANT}. */
  readonly deliveriesPerTenant?: number;
  /** Told the messageId of every record that changed (published, attempted, held back, finished), so it can be saved. */
  readonly onChange?: (messageId: string) => void;
  /** Awaited before every POST, so that what the receiver is about to see is saved first (with `--state-dir`, a crash then loses no delivery a receiver was sent). Default none. */
  readonly beforePost?: () => Promise<void>;
}

/** A delivery in its saved form: the message as it is POSTed and its record; what a restart resumes. */
export interface SavedDelivery {
  /** The consumer's webhook address: messages to one address share its rate limit. */
  readonly consumer: string;
  readonly message: OutgoingMessage;
  readonly record: DeliveryRecord;
  /** Attempts made before the last redelivery asked for through the control API; they do not count against `maxAttempts`. */
  readonly roundStart?: number;
}

/** Which records {@link EventGateway.deliveries} returns; every given member must match. */
export interface DeliveryFilter {
  /** Only records in this status. */
  readonly status?: DeliveryStatus;
  /** Only this message type. */
  readonly messageType?: string;
  /** Only messages of this tenant (X-Tenant-Id). */
  readonly tenantId?: string;
}

/** What the gateway's tokens say and how it redelivers, as it runs. */
export interface EventGatewaySettings {
  /** `client_id` and `sub` of its tokens. */
  readonly channel: string;
  /** `aud` of its tokens. */
  readonly audience: string;
  readonly redelivery: RedeliverySchedule;
  /** Real milliseconds one POST may take, answer included. */
  readonly attemptTimeoutMs: number;
}

/** Why {@link EventGateway.redeliver} did not send: no such message, a POST of it in flight, or it expired. */
export class RedeliveryRefusedError extends Error {
  override readonly name = "RedeliveryRefusedError";
  constructor(
    readonly messageId: string,
    readonly reason: "unknown" | "in-flight" | "expired",
    message: string,
  ) {
    super(message);
  }
}

/** The message gateway of the sandbox, framework-free: services publish, the control API reads the records. */
export interface EventGateway {
  readonly settings: EventGatewaySettings;
  /**
   * Validates the message, records it Pending and sends it (now, or when the consumer's rate limit
   * allows). The record returned is kept up to date as delivery goes on.
   * @throws EventValidationError naming the JSON path of a payload or header that does not validate
   */
  publish(message: PublishedMessage): DeliveryRecord;
  /**
   * Hands an event for a native application (consumer type `None`) to the message broker channel;
   * undefined when the channel is off or the reference shows no exchange for the message type.
   */
  publishNative(message: NativeMessage): BrokerRecord | undefined;
  /** Every record, oldest first, filtered. */
  deliveries(filter?: DeliveryFilter): readonly DeliveryRecord[];
  /** The record of one message; undefined when there is none. */
  delivery(messageId: string): DeliveryRecord | undefined;
  /**
   * Sends a message again, as a redelivery of its own: a Delivered or Failed one becomes Pending
   * with a full round of attempts, a Pending one waiting for its redelivery goes to its consumer's
   * queue now (the rate limit still holds). Returns the record.
   * @throws RedeliveryRefusedError for an unknown messageId, a POST in flight or an expired message
   */
  redeliver(messageId: string): DeliveryRecord;
  /** The saved form of one message's delivery; undefined when it is no longer kept. */
  save(messageId: string): SavedDelivery | undefined;
  /** Every delivery in its saved form, oldest first. */
  saveAll(): SavedDelivery[];
  /** Takes saved deliveries back (a restart): a pending one is sent again when its next attempt is due (at once when none was set). */
  restore(saved: readonly SavedDelivery[]): void;
  /** How many records were evicted to keep the count per tenant, of one tenant or of all. */
  evicted(tenantId?: string): number;
  /** Why a consumer may not register `webhookUrl` (named `field` in the reason), or `undefined` when it may. */
  checkAddress(field: string, webhookUrl: string): Promise<string | undefined>;
  /** Resolves once no POST is in flight and none is due now (timers that are due have run): for tests, instead of sleeping. */
  idle(): Promise<void>;
  /** Forgets every record and cancels every pending POST (reset). */
  clear(): Promise<void>;
  /** Cancels everything and refuses further publishing. */
  close(): Promise<void>;
}

interface Delivery {
  readonly consumerUrl: string;
  readonly message: OutgoingMessage;
  readonly record: MutableDeliveryRecord;
  readonly consumer: ConsumerQueue<Delivery>;
  cancelRetry?: (() => void) | undefined;
  cancelExpiry?: (() => void) | undefined;
  inFlight: boolean;
  /** Aborts this delivery's POST in flight (it was evicted). */
  abort?: AbortController | undefined;
  dropped: boolean;
  /** Attempts made before the current round (a redelivery asked for starts a new one). */
  roundStart: number;
}

function positive(name: string, value: number | undefined, fallback: number): number {
  const chosen = value ?? fallback;
  if (!Number.isInteger(chosen) || chosen <= 0) throw new RangeError(`${name} must be a positive whole number, got ${String(value)}`);
  return chosen;
}

/**
 * Delivers events as the message gateway does (reference, "Webhook consumer endpoint" and
 * "Delivery rules"): POST `{webhook_url}/{messageType}/{contractType}/{messageId}` with the
 * webhook headers and a freshly signed `Authorization: Bearer` JWT; a non-2xx answer or a network
 * error is redelivered with the same messageId after an exponential backoff; a consumer's rate
 * limit holds POSTs back to the next free slot; a message not delivered by its expiry is dropped.
 * Consumers are told apart by webhook address, the address a consumer registers.
 */
export function createEventGateway(options: EventGatewayOptions): EventGateway {
  const { clock, signToken } = options;
  const channel = options.channel ?? GATEWAY_DEFAULTS.clientId;
  const audience = options.audience ?? GATEWAY_DEFAULTS.audience;
  const firstRetryMs = positive("firstRetryMs", options.firstRetryMs, GATEWAY_DEFAULTS.redelivery.firstRetryMs);
  const maxBackoffMs = positive("maxBackoffMs", options.maxBackoffMs, GATEWAY_DEFAULTS.redelivery.maxBackoffMs);
  const maxAttempts = positive("maxAttempts", options.maxAttempts, GATEWAY_DEFAULTS.redelivery.maxAttempts);
  const attemptTimeoutMs = positive("attemptTimeoutMs", options.attemptTimeoutMs, 10_000);
  const fetchImpl = options.fetch ?? fetch;
  const changed = (delivery: Delivery) => options.onChange?.(delivery.record.messageId);
  const checkAddress: WebhookAddressCheck = options.checkAddress ?? (() => Promise.resolve(undefined));
  const records = createBoundedRecords<Delivery>({
    limitPerTenant: positive("deliveriesPerTenant", options.deliveriesPerTenant, DELIVERIES_PER_TENANT),
    tenantOf: (delivery) => delivery.record.tenantId,
    isFinished: (delivery) => delivery.record.status !== "Pending",
    onEvict: (delivery) => {
      delivery.dropped = true;
      // Its POST must not keep a socket open for a record no longer kept.
      delivery.abort?.abort(new Error("the delivery record was evicted"));
      if (delivery.record.status === "Pending") finish(delivery, "Failed");
      // An evicted record is no longer kept: saving it now writes its deletion.
      else changed(delivery);
    },
  });
  let consumers = new Map<string, ConsumerQueue<Delivery>>();
  const inFlight = new Set<Promise<void>>();
  const slots = createPostSlots();
  let aborter = new AbortController();
  let closed = false;

  function consumerOf(webhookUrl: string): ConsumerQueue<Delivery> {
    let consumer = consumers.get(webhookUrl);
    if (consumer === undefined) {
      consumer = createConsumerQueue<Delivery>(clock, {
        send(delivery, now) {
          // A real-time expiry timer may not have fired yet when sandbox time already passed it.
          if (delivery.message.expiresAt !== undefined && now >= delivery.message.expiresAt) {
            finish(delivery, "Expired");
            return false;
          }
          send(delivery, now);
          return true;
        },
        held: (delivery, slot) => {
          delivery.record.nextAttemptAt = slot;
          changed(delivery);
        },
        mayStart: (delivery) => slots.mayStart(delivery.record.tenantId, delivery.consumerUrl),
      });
      consumers.set(webhookUrl, consumer);
    }
    return consumer;
  }

  function findDelivery(messageId: string): Delivery | undefined {
    return records.all().find((candidate) => candidate.record.messageId === messageId);
  }

  function finish(delivery: Delivery, status: DeliveryStatus): void {
    delivery.record.status = status;
    delete delivery.record.nextAttemptAt;
    delivery.cancelRetry?.();
    delivery.cancelExpiry?.();
    delivery.consumer.remove(delivery);
    changed(delivery);
  }

  async function attemptOnce(delivery: Delivery): Promise<AttemptResult> {
    let token: string;
    try {
      token = await signToken({ client_id: channel, sub: channel, aud: audience, jti: randomUUID() });
    } catch (error) {
      return { errorCode: "SIGNING_FAILED", error: `signing the gateway token failed: ${error instanceof Error ? error.message : String(error)}`, durationMs: 0 };
    }
    const headers = { ...delivery.message.headers, Authorization: `Bearer ${token}` };
    const signal = AbortSignal.any([aborter.signal, delivery.abort!.signal]);
    return postAttempt(delivery.message.url, { method: "POST", headers, body: delivery.message.body }, { fetch: fetchImpl, timeoutMs: attemptTimeoutMs, signal });
  }

  function send(delivery: Delivery, at: number): void {
    delivery.inFlight = true;
    delivery.abort = new AbortController();
    slots.take(delivery.record.tenantId, delivery.consumerUrl);
    delete delivery.record.nextAttemptAt;
    const attempt = (async () => {
      await options.beforePost?.();
      const refusal = await checkAddress("webhookUrl", delivery.message.url);
      if (refusal !== undefined) {
        delivery.inFlight = false;
        if (!delivery.dropped) refuse(delivery, at, "REFUSED_ADDRESS", refusal);
        return;
      }
      const result = await attemptOnce(delivery);
      delivery.inFlight = false;
      if (!delivery.dropped) settle(delivery, at, result);
    })();
    inFlight.add(attempt);
    // A failure of the gateway itself ends this message, never the process (an unhandled rejection would).
    void attempt
      .catch((error: unknown) => {
        delivery.inFlight = false;
        if (!delivery.dropped && delivery.record.status === "Pending") refuse(delivery, at, "GATEWAY_FAILED", `the gateway failed: ${error instanceof Error ? error.message : String(error)}`, "gave up: the gateway failed");
      })
      .finally(() => {
        inFlight.delete(attempt);
        delivery.abort = undefined;
        slots.release(delivery.record.tenantId, delivery.consumerUrl);
        for (const consumer of consumers.values()) consumer.resume();
      });
  }

  /** An address that may not be POSTed to, or a failure of the gateway itself, is never tried again. */
  function refuse(delivery: Delivery, at: number, errorCode: string, error: string, reason = "refused: not POSTed"): void {
    finish(delivery, "Failed");
    delivery.record.attempts.push({ at, durationMs: 0, errorCode, error, reason });
    changed(delivery);
  }

  function settle(delivery: Delivery, at: number, result: AttemptResult): void {
    const { record, message } = delivery;
    const statusCode = result.answer?.statusCode;
    const seen: Omit<DeliveryAttemptRecord, "reason"> =
      result.answer === undefined
        ? { at, durationMs: result.durationMs, errorCode: result.errorCode, error: result.error }
        : { at, durationMs: result.durationMs, statusCode: result.answer.statusCode, answer: result.answer };
    record.lastStatusCode = statusCode ?? null;
    const attempts = record.attempts.length + 1 - delivery.roundStart;
    const now = clock.now();
    let reason: string;
    if (statusCode !== undefined && statusCode >= 200 && statusCode < 300) {
      reason = "acknowledged";
      finish(delivery, "Delivered");
    } else if (message.expiresAt !== undefined && now >= message.expiresAt) {
      reason = "expired";
      finish(delivery, "Expired");
    } else if (attempts >= maxAttempts) {
      reason = `gave up after ${attempts} attempts`;
      finish(delivery, "Failed");
    } else {
      const delayMs = redeliveryDelayMs(attempts, firstRetryMs, maxBackoffMs);
      reason = `redelivery in ${delayMs} ms`;
      record.nextAttemptAt = now + delayMs;
      delivery.cancelRetry = clock.at(now + delayMs, () => enqueue(delivery));
    }
    record.attempts.push({ ...seen, reason });
    changed(delivery);
  }

  function saved(delivery: Delivery): SavedDelivery {
    return { consumer: delivery.consumerUrl, message: delivery.message, record: { ...delivery.record, attempts: [...delivery.record.attempts] }, roundStart: delivery.roundStart };
  }

  function enqueue(delivery: Delivery): void {
    delivery.cancelRetry = undefined;
    delivery.consumer.push(delivery);
  }

  function armExpiry(delivery: Delivery): void {
    const { expiresAt } = delivery.message;
    if (expiresAt !== undefined) delivery.cancelExpiry = clock.at(expiresAt, () => expire(delivery));
  }

  function redeliver(messageId: string): DeliveryRecord {
    const delivery = findDelivery(messageId);
    if (delivery === undefined) throw new RedeliveryRefusedError(messageId, "unknown", `no delivery with messageId ${messageId}`);
    const { record, message } = delivery;
    if (delivery.inFlight) throw new RedeliveryRefusedError(messageId, "in-flight", `a POST of delivery ${messageId} is in flight; ask again once it ended`);
    if (record.status === "Expired" || (message.expiresAt !== undefined && clock.now() >= message.expiresAt)) {
      throw new RedeliveryRefusedError(messageId, "expired", `delivery ${messageId} expired at ${new Date(message.expiresAt ?? clock.now()).toISOString()} and is not sent again`);
    }
    delivery.roundStart = record.attempts.length;
    if (record.status !== "Pending") {
      record.status = "Pending";
      armExpiry(delivery);
      enqueue(delivery);
    } else if (delivery.cancelRetry !== undefined) {
      delivery.cancelRetry();
      enqueue(delivery);
    }
    changed(delivery);
    return record;
  }

  function expire(delivery: Delivery): void {
    // A POST in flight decides for itself when it ends (settle sees the expiry).
    if (delivery.record.status === "Pending" && !delivery.inFlight) finish(delivery, "Expired");
  }

  function dropAll(): Promise<void> {
    for (const delivery of records.all()) {
      delivery.dropped = true;
      delivery.cancelRetry?.();
      delivery.cancelExpiry?.();
    }
    for (const consumer of consumers.values()) consumer.cancel();
    records.clear();
    consumers = new Map();
    aborter.abort();
    aborter = new AbortController();
    return Promise.allSettled([...inFlight]).then(() => undefined);
  }

  return {
    settings: { channel, audience, redelivery: { firstRetryMs, maxBackoffMs, maxAttempts }, attemptTimeoutMs },
    publish(published) {
      if (closed) throw new Error("the event gateway is closed");
      const message = prepareMessage(published);
      if (records.all().some((delivery) => delivery.message.messageId === message.messageId)) {
        throw new RangeError(`messageId ${message.messageId} was already published; a redelivery is the gateway's own`);
      }
      const record: MutableDeliveryRecord = {
        messageId: message.messageId,
        messageType: message.messageType,
        contractType: message.contractType,
        tenantId: message.tenantId,
        url: message.url,
        publishedAt: clock.now(),
        headers: message.headers,
        payload: message.payload,
        status: "Pending",
        attempts: [],
        lastStatusCode: null,
        ...(message.expiresAt === undefined ? {} : { expiresAt: message.expiresAt }),
      };
      const consumerUrl = published.webhookUrl.replace(/\/+$/, "");
      const consumer = consumerOf(consumerUrl);
      // The consumer's settings are read at publish time, so a changed rate limit applies to new messages.
      consumer.rateLimit = message.rateLimit;
      const delivery: Delivery = { consumerUrl, message, record, consumer, inFlight: false, dropped: false, roundStart: 0 };
      records.add(delivery);
      changed(delivery);
      if (message.expiresAt !== undefined && message.expiresAt <= clock.now()) {
        finish(delivery, "Expired");
        return record;
      }
      armExpiry(delivery);
      enqueue(delivery);
      return record;
    },
    publishNative(message) {
      if (closed) throw new Error("the event gateway is closed");
      return options.broker?.publish(message);
    },
    deliveries(filter = {}) {
      return records
        .all()
        .map((delivery) => delivery.record)
        .filter(
          (record) =>
            (filter.status === undefined || record.status === filter.status) &&
            (filter.messageType === undefined || record.messageType === filter.messageType) &&
            (filter.tenantId === undefined || record.tenantId === filter.tenantId),
        );
    },
    delivery: (messageId) => findDelivery(messageId)?.record,
    redeliver,
    save(messageId) {
      const delivery = findDelivery(messageId);
      return delivery === undefined ? undefined : saved(delivery);
    },
    saveAll: () => records.all().map(saved),
    restore(list) {
      for (const { consumer: consumerUrl, message, record, roundStart } of list) {
        const consumer = consumerOf(consumerUrl);
        consumer.rateLimit = message.rateLimit;
        const delivery: Delivery = { consumerUrl, message, record: { ...record, attempts: [...record.attempts] }, consumer, inFlight: false, dropped: false, roundStart: roundStart ?? 0 };
        records.add(delivery);
        if (record.status !== "Pending") continue;
        if (message.expiresAt !== undefined) delivery.cancelExpiry = clock.at(message.expiresAt, () => expire(delivery));
        if (record.nextAttemptAt !== undefined && record.nextAttemptAt > clock.now()) delivery.cancelRetry = clock.at(record.nextAttemptAt, () => enqueue(delivery));
        else enqueue(delivery);
      }
    },
    evicted: (tenantId) => records.evicted(tenantId),
    checkAddress,
    async idle() {
      for (;;) {
        // Timers already due run as microtasks (clock.at): let them start their POSTs first.
        await new Promise<void>((resolve) => setImmediate(resolve));
        if (inFlight.size === 0) return;
        await Promise.allSettled([...inFlight]);
      }
    },
    clear: dropAll,
    close() {
      closed = true;
      return dropAll();
    },
  };
}
