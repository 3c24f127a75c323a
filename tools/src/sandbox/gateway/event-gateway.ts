// The message gateway of the sandbox: services publish, the control API reads the records. Its
// deliveries are stores of the sandbox (delivery-store.ts) and run along their lifecycle
// (delivery-lifecycle.ts) in the driver (delivery-driver.ts); one POST is posting.ts.
import type { JWTPayload } from "jose";
import { GATEWAY_DEFAULTS, type RedeliverySchedule } from "../../../../src/webhooks/simulator/index.js";
import type { BrokerChannel, BrokerRecord, NativeMessage } from "../broker/index.js";
import type { SandboxClock } from "../kernel/clock.js";
import { createSandboxState } from "../kernel/state.js";
import type { SandboxScope } from "../kernel/store.js";
import { DeliveryDriver } from "./delivery-driver.js";
import { addDelivery, listDeliveries, removeDelivery, type DeliveryFilter } from "./delivery-index.js";
import {
  createDeliveryHistory,
  DELIVERIES_PER_TENANT,
  DELIVERY_HISTORY_BYTES_PER_TENANT,
  type DeliveryHistory,
  type DeliveryHistoryLimits,
} from "./delivery-history.js";
import type { RedeliveryPolicy } from "./delivery-lifecycle.js";
import { Delivery, type DeliveryRecord, type StoredMessage } from "./delivery-record.js";
import {
  consumerUrlOf,
  GATEWAY_DELIVERIES,
  GATEWAY_EVICTED,
  GATEWAY_MESSAGES,
  GATEWAY_STORES,
} from "./delivery-store.js";
import { prepareMessage, type PublishedMessage } from "./outgoing-message.js";
import { createPostSlots } from "./post-slots.js";
import { createPoster } from "./posting.js";
import type { WebhookAddressCheck } from "./webhook-address.js";

export type { DeliveryFilter } from "./delivery-index.js";

export {
  DELIVERIES_PER_TENANT,
  DELIVERY_HISTORY_BYTES_PER_TENANT,
  type DeliveryHistoryLimits,
} from "./delivery-history.js";

/** Options of {@link createEventGateway}. */
export interface EventGatewayOptions {
  /** The sandbox's one clock: attempt times, redelivery timers, rate limit windows and expiry follow it. */
  readonly clock: SandboxClock;
  /**
   * Signs the JWT of each POST with the identity provider's key (`identity.signGatewayToken`): once per attempt, or
   * with `signingKid` once per second of sandbox time and key.
   */
  readonly signToken: (claims: JWTPayload) => Promise<string>;
  /** The kid `signToken` signs with now: given, the POSTs of one second share one token while the key stays. */
  readonly signingKid?: () => string;
  /**
   * `client_id` and `sub` of the gateway tokens: "The JWT claims (iss, sub, client_id) describe the channel". Default
   * `GATEWAY_DEFAULTS.clientId`, `message-gateway`.
   */
  readonly channel?: string;
  /** `aud` of the gateway tokens. Default `GATEWAY_DEFAULTS.audience`, `apiim`. */
  readonly audience?: string;
  /**
   * Wait before the first redelivery, doubled for each next one. Default `GATEWAY_DEFAULTS.redelivery`, 1000 ms (the
   * schedule is not shown in the reference).
   */
  readonly firstRetryMs?: number;
  /** Longest wait between two attempts. Default `GATEWAY_DEFAULTS.redelivery`, 60000 ms. */
  readonly maxBackoffMs?: number;
  /**
   * Most POSTs of one message (or of one redelivery asked for) before it is recorded Failed. Default
   * `GATEWAY_DEFAULTS.redelivery`, 10.
   */
  readonly maxAttempts?: number;
  /** Real milliseconds one POST may take before it counts as a network error. Default 10000. */
  readonly attemptTimeoutMs?: number;
  /** The fetch that POSTs. Default the global fetch. */
  readonly fetch?: typeof fetch;
  /** The message broker channel for native applications (`--amqp-url`). Default none: the channel is off. */
  readonly broker?: Pick<BrokerChannel, "publish">;
  /**
   * Refuses addresses that may not be POSTed to (the sandbox's own ports), checked before every attempt. Default: every
   * address may.
   */
  readonly checkAddress?: WebhookAddressCheck;
  /**
   * Finished deliveries (Delivered, Failed, Expired) kept per tenant; pending ones are always kept. Default {@link
   * DELIVERIES_PER_TENANT}.
   */
  readonly deliveriesPerTenant?: number;
  /**
   * Bytes of finished deliveries kept per tenant (payloads, addresses, answers). Default {@link
   * DELIVERY_HISTORY_BYTES_PER_TENANT}.
   */
  readonly deliveryHistoryBytes?: number;
  /**
   * Where its deliveries are kept (gateway.messages, gateway.deliveries, gateway.evicted): the sandbox's own scope,
   * which the state folder keeps. Default a scope of its own.
   */
  readonly scope?: SandboxScope;
  /** Receives a line when a tenant's history of finished deliveries first reaches its limit. Default none. */
  readonly log?: (line: string) => void;
  /**
   * Awaited before every POST, so that what the receiver is about to see is saved first (with `--state-dir`, a crash
   * then loses no delivery a receiver was sent). Default none.
   */
  readonly beforePost?: () => Promise<void>;
  /**
   * With several processes on one database, whether a delivery another process started is this one's to take up when
   * it resumes (it took it over). Default every delivery.
   */
  readonly claimed?: (messageId: string) => boolean;
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
  /**
   * Takes up what its stores hold (a restart, a restore): a pending delivery is sent again when its next attempt is due
   * (at once when none was set).
   */
  resume(): void;
  /** How many finished records were dropped from the history to keep its limits per tenant, of one tenant or of all. */
  evicted(tenantId?: string): number;
  /** The limits of the history of finished deliveries, per tenant. */
  readonly historyLimits: DeliveryHistoryLimits;
  /** Why a consumer may not register `webhookUrl` (named `field` in the reason), or `undefined` when it may. */
  checkAddress(field: string, webhookUrl: string): Promise<string | undefined>;
  /**
   * Resolves once no POST is in flight and none is due now (timers that are due have run): for tests, instead of
   * sleeping.
   */
  idle(): Promise<void>;
  /** Forgets every record and cancels every pending POST (reset). */
  clear(): Promise<void>;
  /** Cancels everything and refuses further publishing; what its stores hold stays (the state folder keeps it). */
  close(): Promise<void>;
}

function positive(name: string, value: number | undefined, fallback: number): number {
  const chosen = value ?? fallback;
  if (!Number.isInteger(chosen) || chosen <= 0)
    throw new RangeError(`${name} must be a positive whole number, got ${String(value)}`);
  return chosen;
}

/**
 * About what a finished delivery holds, in bytes: its payload, address and headers once, and what each attempt
 * recorded.
 */
function deliverySize({ message, attempts }: Delivery): number {
  let size = 256 + message.body.length + message.webhookUrl.length;
  for (const attempt of attempts)
    size += 128 + (attempt.answer?.body.length ?? 0) + (attempt.error?.length ?? 0) + attempt.reason.length;
  return size;
}

/**
 * Messages to one consumer mostly carry the same headers and address: they share one object (on publish, and again on a
 * restart).
 */
function createSharing(): (message: StoredMessage) => StoredMessage {
  const last = new Map<string, { webhookUrl: string; headers: Readonly<Record<string, string>> }>();
  return (message) => {
    const consumerUrl = consumerUrlOf(message.webhookUrl);
    const shared = last.get(consumerUrl);
    const names = Object.keys(message.headers);
    const sameHeaders =
      shared !== undefined &&
      Object.keys(shared.headers).length === names.length &&
      names.every((name) => shared.headers[name] === message.headers[name]);
    const sameUrl = shared !== undefined && shared.webhookUrl === message.webhookUrl;
    if (sameHeaders && sameUrl) return { ...message, webhookUrl: shared.webhookUrl, headers: shared.headers };
    last.set(consumerUrl, { webhookUrl: message.webhookUrl, headers: message.headers });
    return message;
  };
}

/**
 * Delivers events as the message gateway does (reference, "Webhook consumer endpoint" and
 * "Delivery rules"): POST `{webhook_url}/{messageType}/{contractType}/{messageId}` with the
 * webhook headers and a freshly signed `Authorization: Bearer` JWT; a non-2xx answer or a network
 * error is redelivered with the same messageId after an exponential backoff; a consumer's rate
 * limit holds POSTs back to the next free slot; a message not delivered by its expiry is dropped.
 * Consumers are told apart by webhook address, the address a consumer registers.
 */
/** The gateway's settings, each checked, with its defaults. */
function settingsOf(options: EventGatewayOptions): EventGatewaySettings & { readonly redelivery: RedeliveryPolicy } {
  return {
    channel: options.channel ?? GATEWAY_DEFAULTS.clientId,
    audience: options.audience ?? GATEWAY_DEFAULTS.audience,
    redelivery: {
      firstRetryMs: positive("firstRetryMs", options.firstRetryMs, GATEWAY_DEFAULTS.redelivery.firstRetryMs),
      maxBackoffMs: positive("maxBackoffMs", options.maxBackoffMs, GATEWAY_DEFAULTS.redelivery.maxBackoffMs),
      maxAttempts: positive("maxAttempts", options.maxAttempts, GATEWAY_DEFAULTS.redelivery.maxAttempts),
    },
    attemptTimeoutMs: positive("attemptTimeoutMs", options.attemptTimeoutMs, 10_000),
  };
}

/**
 * The history of finished deliveries, per tenant; an evicted one leaves the gateway, and the first of a tenant is said.
 */
function historyOf(
  options: EventGatewayOptions,
  scope: SandboxScope,
  leave: (delivery: Delivery) => void,
): DeliveryHistory<Delivery> {
  const history = createDeliveryHistory<Delivery>({
    limits: {
      count: positive("deliveriesPerTenant", options.deliveriesPerTenant, DELIVERIES_PER_TENANT),
      bytes: positive("deliveryHistoryBytes", options.deliveryHistoryBytes, DELIVERY_HISTORY_BYTES_PER_TENANT),
    },
    tenantOf: (delivery) => delivery.tenantId,
    sizeOf: deliverySize,
    evictedCounts: () => scope.get(GATEWAY_EVICTED),
    onEvict(delivery, tenantId, evictedBefore) {
      leave(delivery);
      if (evictedBefore > 0) return;
      options.log?.(
        `sandbox: the delivery history of tenant ${tenantId} is full (${history.limits.count} ` +
          `finished deliveries or ${history.limits.bytes} bytes; --deliveries-per-tenant, ` +
          `--delivery-history-bytes): from now on its oldest finished deliveries are dropped, ` +
          `counted as evicted by GET /_sandbox/deliveries and the overview; pending ones are kept`,
      );
    },
  });
  return history;
}

export function createEventGateway(options: EventGatewayOptions): EventGateway {
  const { clock } = options;
  const settings = settingsOf(options);
  const checkAddress: WebhookAddressCheck = options.checkAddress ?? (() => Promise.resolve(undefined));
  const scope = options.scope ?? createSandboxState(GATEWAY_STORES).sandbox;
  const deliveries = () => scope.get(GATEWAY_DELIVERIES);
  const history = historyOf(options, scope, (delivery) => driver.leave(delivery));
  const post = createPoster({
    ...settings,
    signToken: options.signToken,
    ...(options.signingKid === undefined ? {} : { signingKid: options.signingKid }),
    fetch: options.fetch ?? fetch,
    checkAddress,
    beforePost: options.beforePost,
    now: () => clock.now(),
  });
  const driver = new DeliveryDriver({
    clock,
    scope,
    policy: settings.redelivery,
    history,
    slots: createPostSlots(),
    post,
  });
  let share = createSharing();
  let closed = false;
  const stop = () => {
    share = createSharing();
    history.clear();
    return driver.stopAll(deliveries().values());
  };

  return {
    settings,
    publish(published) {
      if (closed) throw new Error("the event gateway is closed");
      const prepared = prepareMessage(published);
      if (deliveries().has(prepared.messageId))
        throw new RangeError(
          `messageId ${prepared.messageId} was already published; a redelivery is the gateway's own`,
        );
      const message = share({ ...prepared, publishedAt: clock.now() });
      const delivery = new Delivery(message, consumerUrlOf(message.webhookUrl));
      scope.get(GATEWAY_MESSAGES).set(message.messageId, message);
      addDelivery(deliveries(), delivery);
      driver.start(delivery);
      return delivery;
    },
    publishNative(message) {
      if (closed) throw new Error("the event gateway is closed");
      return options.broker?.publish(message);
    },
    deliveries: (filter = {}) => listDeliveries(deliveries(), filter),
    delivery: (messageId) => deliveries().get(messageId),
    redeliver(messageId) {
      const delivery = deliveries().get(messageId);
      if (delivery === undefined)
        throw new RedeliveryRefusedError(messageId, "unknown", `no delivery with messageId ${messageId}`);
      if (delivery.phase === "posting")
        throw new RedeliveryRefusedError(
          messageId,
          "in-flight",
          `a POST of delivery ${messageId} is in flight; ask again once it ended`,
        );
      const { expiresAt } = delivery.message;
      if (delivery.phase === "expired" || (expiresAt !== undefined && clock.now() >= expiresAt)) {
        throw new RedeliveryRefusedError(
          messageId,
          "expired",
          `delivery ${messageId} expired at ${new Date(expiresAt ?? clock.now()).toISOString()} and is not sent again`,
        );
      }
      driver.redeliver(delivery);
      return delivery;
    },
    resume() {
      const messages = scope.get(GATEWAY_MESSAGES);
      for (const [messageId, message] of messages) messages.restore(messageId, share(message));
      const held = deliveries();
      // A message whose delivery state was never saved was not delivered to anyone: it leaves.
      for (const messageId of [...messages.keys()]) if (!held.has(messageId)) messages.delete(messageId);
      const claimed = options.claimed ?? (() => true);
      for (const delivery of held.values()) if (claimed(delivery.messageId)) driver.resume(delivery);
    },
    evicted: (tenantId) => history.evicted(tenantId),
    historyLimits: history.limits,
    checkAddress,
    async idle() {
      for (;;) {
        // Timers already due run as microtasks (clock.at): let them start their POSTs first.
        await new Promise<void>((resolve) => setImmediate(resolve));
        if (!driver.busy) return;
        await driver.settled();
      }
    },
    async clear() {
      await stop();
      const held = deliveries();
      for (const delivery of [...held.values()]) removeDelivery(held, delivery);
      const messages = scope.get(GATEWAY_MESSAGES);
      for (const messageId of [...messages.keys()]) messages.delete(messageId);
      scope.get(GATEWAY_EVICTED).clear();
    },
    close() {
      closed = true;
      return stop();
    },
  };
}
