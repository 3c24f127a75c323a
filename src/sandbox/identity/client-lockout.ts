// Guessing a client secret: after MAX_FAILED_AUTHENTICATIONS failed client authentications of one
// client id within the window, the token endpoint answers 429 with Retry-After for that client id,
// the right secret included, until the window has passed. Time is the sandbox clock, so a test
// moves it (POST /_sandbox/clock) instead of waiting, as it does for token expiry.

/** Failed client authentications of one client id that the window allows. */
export const MAX_FAILED_AUTHENTICATIONS = 10;

/** The window over which failures count, in seconds. */
export const LOCKOUT_WINDOW_SECONDS = 60;

// Client ids a caller makes up are counted too (the answer must not tell which exist); the oldest
// counters go first so that counting cannot grow without bound.
const MAX_COUNTED_CLIENTS = 10_000;

export interface ClientLockout {
  /** Seconds until `clientId` may authenticate again; `undefined` when it may now. */
  retryAfter(clientId: string, now: number): number | undefined;
  /** Notes a failed authentication of `clientId` at `now` (epoch ms). */
  failed(clientId: string, now: number): void;
  clear(): void;
}

export function createClientLockout(): ClientLockout {
  const failures = new Map<string, number[]>();
  const windowMs = LOCKOUT_WINDOW_SECONDS * 1000;
  const recent = (clientId: string, now: number) => (failures.get(clientId) ?? []).filter((at) => at > now - windowMs);
  return {
    retryAfter(clientId, now) {
      const times = recent(clientId, now);
      if (times.length < MAX_FAILED_AUTHENTICATIONS) return undefined;
      return Math.max(1, Math.ceil((times[times.length - MAX_FAILED_AUTHENTICATIONS]! + windowMs - now) / 1000));
    },
    failed(clientId, now) {
      const times = recent(clientId, now).slice(-MAX_FAILED_AUTHENTICATIONS + 1);
      times.push(now);
      failures.delete(clientId);
      failures.set(clientId, times);
      if (failures.size > MAX_COUNTED_CLIENTS) failures.delete(failures.keys().next().value!);
    },
    clear: () => failures.clear(),
  };
}
