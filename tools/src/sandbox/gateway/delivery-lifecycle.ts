// Where one delivery of the message gateway stands, as a state machine (reference, "Delivery
// rules"): queued for its consumer, posting, waiting for a redelivery, and the three ends the
// control API shows (Delivered, Failed, Expired). Every move goes through DELIVERY_LIFECYCLE.next,
// and what an attempt leads to is decided here, apart from the POST and the timers.
import type { components } from "../../../../generated/types/sandbox-control.js";
import { redeliveryDelayMs } from "../../../../src/webhooks/simulator/index.js";
import { defineStateMachine } from "../kernel/state-machine.js";

type DeliveryStatus = components["schemas"]["SandboxDeliveryStatus"];

export const DELIVERY_LIFECYCLE = defineStateMachine({
  name: "delivery",
  states: ["queued", "posting", "waiting", "delivered", "failed", "expired"],
  initial: "queued",
  transitions: {
    send: {
      from: ["queued"],
      to: "posting",
      why: "its consumer's queue starts its POST: the consumer's rate limit and the shares of open POSTs allow it",
    },
    acknowledge: { from: ["posting"], to: "delivered", why: "the receiver answered 2xx" },
    retry: {
      from: ["posting"],
      to: "waiting",
      why: "a non-2xx answer or a network error with attempts of the round left: it is sent again after the backoff",
    },
    giveUp: { from: ["posting"], to: "failed", why: "the round's last attempt got no 2xx" },
    refuse: {
      from: ["posting"],
      to: "failed",
      why: "the address may not be POSTed to, or the gateway itself failed: it is never tried again",
    },
    due: { from: ["waiting"], to: "queued", why: "its redelivery's time came: back in its consumer's queue" },
    expire: {
      from: ["queued", "waiting", "posting"],
      to: "expired",
      why: "its expiry passed before it was delivered (a POST in flight decides when it ends)",
    },
    redeliver: {
      from: ["queued", "waiting", "delivered", "failed"],
      to: "queued",
      why: "a redelivery asked for through the control API: a new round of attempts, in its consumer's queue now",
    },
  },
});

export type DeliveryPhase = (typeof DELIVERY_LIFECYCLE.states)[number];
export type DeliveryTransition = keyof typeof DELIVERY_LIFECYCLE.transitions;

/** The status the control API shows in each phase. */
export const STATUS_OF: { readonly [phase in DeliveryPhase]: DeliveryStatus } = {
  queued: "Pending",
  posting: "Pending",
  waiting: "Pending",
  delivered: "Delivered",
  failed: "Failed",
  expired: "Expired",
};

/**
 * The phase a saved status resumes in: a pending delivery waits for its redelivery when it is due later, else it is
 * queued.
 */
export function resumedPhase(status: DeliveryStatus, nextAttemptAt: number | undefined, now: number): DeliveryPhase {
  if (status === "Delivered") return "delivered";
  if (status === "Failed") return "failed";
  if (status === "Expired") return "expired";
  return nextAttemptAt !== undefined && nextAttemptAt > now ? "waiting" : "queued";
}

/** The redelivery schedule. */
export interface RedeliveryPolicy {
  readonly firstRetryMs: number;
  readonly maxBackoffMs: number;
  readonly maxAttempts: number;
}

/** What an attempt leads to: the transition, the reason its record shows, and the wait before a retry. */
export interface AttemptOutcome {
  readonly transition: "acknowledge" | "retry" | "giveUp" | "expire";
  readonly reason: string;
  readonly delayMs?: number;
}

/**
 * The outcome of the round's `attempts`-th attempt (counted in the round), answered `statusCode`
 * (undefined: no answer came), at sandbox time `now`: a 2xx is delivered; past its expiry it is
 * expired; at the last attempt it is given up; else it is sent again after the backoff. A message
 * invalid on purpose is sent for the consumer to refuse: its refusal ends it, never a redelivery.
 */
export function attemptOutcome(
  statusCode: number | undefined,
  attempts: number,
  now: number,
  expiresAt: number | undefined,
  policy: RedeliveryPolicy,
  invalid?: string,
): AttemptOutcome {
  if (statusCode !== undefined && statusCode >= 200 && statusCode < 300) {
    return {
      transition: "acknowledge",
      reason:
        invalid === undefined
          ? "acknowledged"
          : `acknowledged, though it is invalid on purpose (${invalid}): the consumer accepted it`,
    };
  }
  if (invalid !== undefined)
    return { transition: "giveUp", reason: `refused, as an event invalid on purpose (${invalid}) should be` };
  if (expiresAt !== undefined && now >= expiresAt) return { transition: "expire", reason: "expired" };
  if (attempts >= policy.maxAttempts) return { transition: "giveUp", reason: `gave up after ${attempts} attempts` };
  const delayMs = redeliveryDelayMs(attempts, policy.firstRetryMs, policy.maxBackoffMs);
  return { transition: "retry", reason: `redelivery in ${delayMs} ms`, delayMs };
}
