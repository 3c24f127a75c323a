// What the message gateway is given and how it reads it: its options, the settings it runs with (each checked, with
// its defaults), and the per-tenant history of finished deliveries those options bound.
import type { JWTPayload } from "jose";
import { GATEWAY_DEFAULTS, type RedeliverySchedule } from "../../../../src/webhooks/simulator/index.js";
import type { BrokerChannel } from "../broker/index.js";
import type { SandboxClock } from "../kernel/clock.js";
import type { SandboxScope } from "../kernel/store.js";
import {
  createDeliveryHistory,
  DELIVERIES_PER_TENANT,
  DELIVERY_HISTORY_BYTES_PER_TENANT,
  type DeliveryHistory,
} from "./delivery-history.js";
import type { RedeliveryPolicy } from "./delivery-lifecycle.js";
import type { Delivery } from "./delivery-record.js";
import { GATEWAY_EVICTED } from "./delivery-store.js";
import type { WebhookAddressCheck } from "./webhook-address.js";

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

/** The gateway's settings, each checked, with its defaults. */
export function settingsOf(
  options: EventGatewayOptions,
): EventGatewaySettings & { readonly redelivery: RedeliveryPolicy } {
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
export function historyOf(
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
