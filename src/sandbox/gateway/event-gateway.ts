import { randomUUID } from "node:crypto";
import type { JWTPayload } from "jose";
import { GATEWAY_DEFAULTS, redeliveryDelayMs, type RedeliverySchedule } from "../../webhooks/simulator/index.js";
import type { BrokerChannel, BrokerRecord, NativeMessage } from "../broker/index.js";
import type { SandboxClock } from "../clock.js";
import { postAttempt, type AttemptResult } from "./attempt.js";
import { createDeliveryHistory, DELIVERIES_PER_TENANT, DELIVERY_HISTORY_BYTES_PER_TENANT, type DeliveryHistoryLimits } from "./delivery-history.js";
import { GatewayDeliveryRecord, type DeliveryAttemptRecord, type DeliveryRecord, type DeliveryStatus } from "./delivery-record.js";
import { outgoingUrl, prepareMessage, type OutgoingMessage, type PublishedMessage } from "./outgoing-message.js";
import { createConsumerQueue, type ConsumerQueue } from "./consumer-queue.js";
import { createPostSlots } from "./post-slots.js";
import type { WebhookAddressCheck } from "./webhook-address.js";

export { DELIVERIES_PER_TENANT, DELIVERY_HISTORY_BYTES_PER_TENANT, type DeliveryHistoryLimits } from "./delivery-history.js";

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
  /** Finished deliveries (Delivered, Failed, Expired) kept per tenant; pending ones are always kept. Default {@link DELIVERIES_PER_TENANT}. */
  readonly deliveriesPerTenant?: number;
  /** Bytes of finished deliveries kept per tenant (payloads, addresses, answers). Default {@link DELIVERY_HISTORY_BYTES_PER_TENANT}. */
  readonly deliveryHistoryBytes?: number;
  /** Told the messageId of every record that changed (published, attempted, held back, finished, dropped from the history), so it can be saved. */
  readonly onChange?: (messageId: string) => void;
  /** Told the messageId of every message published, whose message part is saved once. */
  readonly onPublish?: (messageId: string) => void;
  /** Receives a line when a tenant's history of finished deliveries first reaches its limit. Default none. */
  readonly log?: (line: string) => void;
  /** Awaited before every POST, so that what the receiver is about to see is saved first (with `--state-dir`, a crash then loses no delivery a receiver was sent). Default none. */
  readonly beforePost?: () => Promise<void>;
}

/** A message in its saved form: what is POSTed (saved once, when it is published). */
export type SavedMessage = Omit<OutgoingMessage, "rateLimit" | "expiresAt"> & Partial<Pick<OutgoingMessage, "rateLimit" | "expiresAt">> & { readonly publishedAt: number };

/** Where a delivery stands, in its saved form (saved again as it changes). */
export interface SavedDeliveryState {
  readonly status: DeliveryStatus;
  readonly attempts: readonly DeliveryAttemptRecord[];
  readonly lastStatusCode: number | null;
  readonly nextAttemptAt?: number;
  /** Attempts made before the last redelivery asked for through the control API; they do not count against `maxAttempts`. */
  readonly roundStart: number;
}

/** A delivery in its saved form, what a restart resumes: its message and where it stands, saved apart so an attempt does not save the message again. */
export interface SavedDelivery {
  readonly message: SavedMessage;
  readonly state: SavedDeliveryState;
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
  /** Takes saved deliveries back (a restart), with the evicted counts by tenant: a pending one is sent again when its next attempt is due (at once when none was set). */
  restore(saved: readonly SavedDelivery[], evicted?: Readonly<Record<string, number>>): void;
  /** How many finished deliveries each tenant's history dropped (what a restart keeps). */
  evictedCounts(): Record<string, number>;
  /** How many finished records were dropped from the history to keep its limits per tenant, of one tenant or of all. */
  evicted(tenantId?: string): number;
  /** The limits of the history of finished deliveries, per tenant. */
  readonly historyLimits: DeliveryHistoryLimits;
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
  readonly record: GatewayDeliveryRecord;
  readonly consumer: ConsumerQueue<Delivery>;
  cancelRetry?: (() => void) | undefined;
  cancelExpiry?: (() => void) | undefined;
  inFlight: boolean;
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
  const records = createDeliveryHistory<Delivery>({
    limits: {
      count: positive("deliveriesPerTenant", options.deliveriesPerTenant, DELIVERIES_PER_TENANT),
      bytes: positive("deliveryHistoryBytes", options.deliveryHistoryBytes, DELIVERY_HISTORY_BYTES_PER_TENANT),
    },
    idOf: (delivery) => delivery.message.messageId,
    tenantOf: (delivery) => delivery.message.tenantId,
    sizeOf: deliverySize,
    onEvict: (delivery, tenantId, evictedBefore) => {
      delivery.dropped = true;
      // A dropped record is no longer kept: saving it now writes its deletion.
      changed(delivery);
      if (evictedBefore === 0) {
        const { count, bytes } = records.limits;
        options.log?.(
          `sandbox: the delivery history of tenant ${tenantId} is full (${count} finished deliveries or ${bytes} bytes; --deliveries-per-tenant, --delivery-history-bytes): from now on its oldest finished deliveries are dropped, counted as evicted by GET /_sandbox/deliveries and the overview; pending ones are kept`,
        );
      }
    },
  });
  // Messages to one consumer mostly carry the same headers: they share one object.
  const lastHeaders = new Map<string, Readonly<Record<string, string>>>();
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
    return records.get(messageId);
  }

  function shareHeaders(consumerUrl: string, headers: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
    const last = lastHeaders.get(consumerUrl);
    const names = Object.keys(headers);
    if (last !== undefined && Object.keys(last).length === names.length && names.every((name) => last[name] === headers[name])) return last;
    lastHeaders.set(consumerUrl, headers);
    return headers;
  }

  function finish(delivery: Delivery, status: DeliveryStatus): void {
    delivery.record.status = status;
    delivery.record.nextAttemptAt = undefined;
    delivery.cancelRetry?.();
    delivery.cancelExpiry?.();
    delivery.consumer.remove(delivery);
    changed(delivery);
    records.finished(delivery);
  }

  /** The token of one POST: the gateway's, or broken as the message's `invalid` rule says. */
  async function tokenFor(message: OutgoingMessage): Promise<string> {
    const claims: JWTPayload = { client_id: channel, sub: channel, aud: audience, jti: randomUUID() };
    if (message.invalid === "wrong-audience") claims.aud = `not-${audience}`;
    if (message.invalid === "expired-token") {
      const now = Math.floor(clock.now() / 1000);
      Object.assign(claims, { iat: now - 7200, nbf: now - 7200, exp: now - 3600 });
    }
    const token = await signToken(claims);
    if (message.invalid !== "bad-signature") return token;
    const [header, payload, signature = ""] = token.split(".");
    // The first character carries six full bits of the signature, unlike the last one.
    return `${header}.${payload}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
  }

  async function attemptOnce(delivery: Delivery): Promise<AttemptResult> {
    let token: string;
    try {
      token = await tokenFor(delivery.message);
    } catch (error) {
      return { errorCode: "SIGNING_FAILED", error: `signing the gateway token failed: ${error instanceof Error ? error.message : String(error)}`, durationMs: 0 };
    }
    const headers = { ...delivery.message.headers, Authorization: `Bearer ${token}` };
    return postAttempt(outgoingUrl(delivery.message), { method: "POST", headers, body: delivery.message.body }, { fetch: fetchImpl, timeoutMs: attemptTimeoutMs, signal: aborter.signal });
  }

  function send(delivery: Delivery, at: number): void {
    delivery.inFlight = true;
    delivery.record.nextAttemptAt = undefined;
    slots.take(delivery.record.tenantId, delivery.consumerUrl);
    const attempt = (async () => {
      await options.beforePost?.();
      const refusal = await checkAddress("webhookUrl", outgoingUrl(delivery.message));
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
    record.lastStatusCode = statusCode ?? null;
    const attempts = record.attempts.length + 1 - delivery.roundStart;
    const now = clock.now();
    let reason: string;
    if (statusCode !== undefined && statusCode >= 200 && statusCode < 300) {
      reason = message.invalid === undefined ? "acknowledged" : `acknowledged, though it is invalid on purpose (${message.invalid}): the consumer accepted it`;
      finish(delivery, "Delivered");
    } else if (message.invalid !== undefined) {
      // An invalid event is sent for the consumer to refuse: its refusal ends it, never a redelivery.
      reason = `refused, as an event invalid on purpose (${message.invalid}) should be`;
      finish(delivery, "Failed");
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
    // Written out, not spread from a partial record: a spread gave each attempt a dictionary of its own (about 100 bytes more per attempt).
    const attempt: DeliveryAttemptRecord =
      result.answer === undefined
        ? { at, durationMs: result.durationMs, errorCode: result.errorCode, error: result.error, reason }
        : { at, durationMs: result.durationMs, statusCode: result.answer.statusCode, answer: result.answer, reason };
    record.attempts.push(attempt);
    changed(delivery);
  }

  function saved({ message, record, roundStart }: Delivery): SavedDelivery {
    const { status, attempts, lastStatusCode, nextAttemptAt } = record;
    return {
      message: { ...message, publishedAt: record.publishedAt },
      state: { status, attempts: [...attempts], lastStatusCode, ...(nextAttemptAt === undefined ? {} : { nextAttemptAt }), roundStart },
    };
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
      records.reopened(delivery);
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
    lastHeaders.clear();
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
      if (records.get(message.messageId) !== undefined) {
        throw new RangeError(`messageId ${message.messageId} was already published; a redelivery is the gateway's own`);
      }
      const consumerUrl = published.webhookUrl.replace(/\/+$/, "");
      const record = new GatewayDeliveryRecord({ ...message, headers: shareHeaders(consumerUrl, message.headers) }, clock.now());
      const consumer = consumerOf(consumerUrl);
      // The consumer's settings are read at publish time, so a changed rate limit applies to new messages.
      consumer.rateLimit = message.rateLimit;
      const delivery: Delivery = { consumerUrl, message: record.message, record, consumer, inFlight: false, dropped: false, roundStart: 0 };
      records.add(delivery);
      options.onPublish?.(message.messageId);
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
      const matching: DeliveryRecord[] = [];
      for (const { record } of records.all()) {
        if ((filter.status === undefined || record.status === filter.status) && (filter.messageType === undefined || record.messageType === filter.messageType) && (filter.tenantId === undefined || record.tenantId === filter.tenantId)) {
          matching.push(record);
        }
      }
      return matching;
    },
    delivery: (messageId) => findDelivery(messageId)?.record,
    redeliver,
    save(messageId) {
      const delivery = findDelivery(messageId);
      return delivery === undefined ? undefined : saved(delivery);
    },
    saveAll: () => [...records.all()].map(saved),
    restore(list, evicted = {}) {
      records.restoreEvicted(evicted);
      // A restored message's address and headers are one object per consumer again, as when they were published.
      const addresses = new Map<string, string>();
      for (const { message: savedMessage, state } of list) {
        const { publishedAt, ...fields } = savedMessage;
        const webhookUrl = addresses.get(fields.webhookUrl) ?? (addresses.set(fields.webhookUrl, fields.webhookUrl), fields.webhookUrl);
        const consumerUrl = webhookUrl.replace(/\/+$/, "");
        const message: OutgoingMessage = { ...fields, webhookUrl, headers: shareHeaders(consumerUrl, fields.headers), rateLimit: fields.rateLimit, expiresAt: fields.expiresAt };
        const record = new GatewayDeliveryRecord(message, publishedAt);
        record.status = state.status;
        record.attempts = [...state.attempts];
        record.lastStatusCode = state.lastStatusCode;
        if (state.nextAttemptAt !== undefined) record.nextAttemptAt = state.nextAttemptAt;
        const consumer = consumerOf(consumerUrl);
        consumer.rateLimit = message.rateLimit;
        const delivery: Delivery = { consumerUrl, message, record, consumer, inFlight: false, dropped: false, roundStart: state.roundStart };
        records.add(delivery);
        if (record.status !== "Pending") {
          records.finished(delivery);
          continue;
        }
        if (message.expiresAt !== undefined) delivery.cancelExpiry = clock.at(message.expiresAt, () => expire(delivery));
        if (record.nextAttemptAt !== undefined && record.nextAttemptAt > clock.now()) delivery.cancelRetry = clock.at(record.nextAttemptAt, () => enqueue(delivery));
        else enqueue(delivery);
      }
    },
    evicted: (tenantId) => records.evicted(tenantId),
    evictedCounts: () => records.evictedCounts(),
    historyLimits: records.limits,
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

/** About what a finished delivery holds, in bytes: its payload, address and headers once, and what each attempt recorded. */
function deliverySize({ message, record }: Delivery): number {
  let size = 256 + message.body.length + message.webhookUrl.length;
  for (const attempt of record.attempts) size += 128 + (attempt.answer?.body.length ?? 0) + (attempt.error?.length ?? 0) + attempt.reason.length;
  return size;
}
