const DELAY_SECONDS = /^\d+$/;

/**
 * How long a `Retry-After` header asks to wait, in milliseconds (RFC 9110 section 10.2.3: either
 * delay-seconds or an HTTP date). `undefined` when the header is absent or unreadable, so the
 * caller falls back to its own backoff; a date in the past means no wait.
 */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  if (DELAY_SECONDS.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}
