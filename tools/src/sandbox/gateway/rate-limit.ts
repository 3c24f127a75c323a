import type { components } from "../../../../generated/types/data-integration.js";

/** The consumer's "rateLimit messages per rateLimitInterval (`Second`, `Minute`, `Hour`, `Day`)". */
export interface ConsumerRateLimit {
  /** `rateLimit`: messages per interval, a positive whole number. */
  readonly limit: number;
  /** `rateLimitInterval`. */
  readonly interval: RateLimitInterval;
}

/** `Second`, `Minute`, `Hour` or `Day`, as the spec's RateLimitInterval lists them. */
export type RateLimitInterval = components["schemas"]["RateLimitInterval"];

const INTERVAL_MS: Readonly<Record<RateLimitInterval, number>> = {
  Second: 1_000,
  Minute: 60_000,
  Hour: 3_600_000,
  Day: 86_400_000,
};

/** Checks a rate limit, naming the bad member under `field`. */
export function checkRateLimit(field: string, rateLimit: ConsumerRateLimit): ConsumerRateLimit {
  if (!Number.isInteger(rateLimit.limit) || rateLimit.limit < 1) {
    throw new RangeError(`${field}.limit must be a positive whole number, got ${String(rateLimit.limit)}`);
  }
  if (!Object.hasOwn(INTERVAL_MS, rateLimit.interval)) {
    throw new RangeError(
      `${field}.interval must be one of ${Object.keys(INTERVAL_MS).join(", ")}, got ${String(rateLimit.interval)}`,
    );
  }
  return rateLimit;
}

/** The POSTs one consumer received, for a rate limit over any interval ending now (a sliding window). */
export interface SendLog {
  /** The earliest sandbox time (epoch ms) at or after `now` when one more POST stays within `rateLimit`. */
  nextSlot(now: number, rateLimit: ConsumerRateLimit | undefined): number;
  /** Notes a POST sent at `now`. */
  record(now: number): void;
}

/**
 * A sliding window rather than fixed windows: fixed windows let twice the limit through around a
 * window's edge, which a consumer that set a limit would see as the limit broken.
 */
export function createSendLog(): SendLog {
  let sent: number[] = [];
  return {
    nextSlot(now, rateLimit) {
      if (rateLimit === undefined) return now;
      const intervalMs = INTERVAL_MS[rateLimit.interval];
      sent = sent.filter((at) => at > now - intervalMs);
      const blocking = sent.at(-rateLimit.limit);
      return sent.length < rateLimit.limit || blocking === undefined ? now : blocking + intervalMs;
    },
    record(now) {
      sent.push(now);
    },
  };
}
