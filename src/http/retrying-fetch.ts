import { raceAbort, sleep as timerSleep } from "./abort.js";
import { fullJitterDelay } from "./backoff.js";
import { describeUrl, RedirectRefusedError, RequestFailedError } from "./errors.js";
import { sendFollowingRedirects } from "./redirects.js";
import { withSnapshot, type Exchange, type RequestSnapshot } from "./request-snapshot.js";
import { retryAfterMs } from "./retry-after.js";

/** The `fetch` signature this package takes and returns. */
export type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** When and how long to wait before sending an idempotent request again. */
export interface RetryOptions {
  /** Retries after the first attempt of a GET, HEAD, OPTIONS, PUT or DELETE; 0 turns retrying off. Default 2. */
  retries?: number;
  /** Ceiling of the first backoff wait; each further retry doubles it. Default 200 ms. */
  baseDelayMs?: number;
  /** Largest ceiling the doubling may reach. Default 5000 ms. */
  maxDelayMs?: number;
  /** Longest wait a `Retry-After` header can impose; a longer one is cut to this. Default 30000 ms. */
  retryAfterCapMs?: number;
  /**
   * Source of the backoff jitter, a number in [0, 1); inject a constant for deterministic tests. Default `Math.random`.
   */
  random?: () => number;
  /** Waits between attempts; must reject with the signal's reason when it aborts. Default: a timer. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Current time in epoch milliseconds, to read `Retry-After` dates. Default `Date.now`. */
  now?: () => number;
}

/** Options of {@link createRetryingFetch}. */
export interface RetryingFetchOptions extends RetryOptions {
  /** The fetch that sends each attempt. Default `globalThis.fetch`. */
  fetch?: Fetch;
  /**
   * Longest wait for the response headers of one attempt; each attempt gets its own. Default: none
   * of this package's, so Node's fetch gives up after its own 300 s without headers. A timeout
   * is a signal that every attempt's fetch must follow, which costs a loopback GET about 6 %.
   */
  timeoutMs?: number;
  /** Redirect hops followed before giving up. Default 5. */
  maxRedirects?: number;
}

/** Methods that RFC 9110 defines as idempotent: sending one twice has the effect of sending it once. */
const IDEMPOTENT_METHODS = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE"]);

/** Answers that say "not now" rather than "no": timeout, rate limit and gateway failures. */
const RETRYABLE_STATUSES = new Set([408, 429, 502, 503, 504]);

function requireCount(name: string, value: number, least = 0): number {
  if (!Number.isInteger(value) || value < least) {
    throw new RangeError(`${name} must be an integer of at least ${least}, got ${value}`);
  }
  return value;
}

/**
 * A `fetch` for openapi-fetch's `createClient` that retries what is safe to retry.
 *
 * - GET, HEAD, OPTIONS, PUT and DELETE are sent again after a network error, a timeout or a 408,
 *   429, 502, 503 or 504, waiting with exponential backoff and full jitter, or as long as
 *   `Retry-After` asks (up to `retryAfterCapMs`). POST and PATCH are never sent twice.
 * - The body is read once and the same bytes go out on every attempt, with the same cache mode,
 *   referrer, credentials, integrity and keepalive.
 * - `timeoutMs`, when given, limits each attempt on its own, until its response headers arrive.
 * - The caller's signal ends everything at once, also a wait between attempts, and the promise
 *   rejects with the caller's reason.
 * - Redirects are followed here (at most `maxRedirects`), without Authorization once they leave
 *   the request's origin.
 * - An answer, even an error status, is returned as the response; when no answer came back, one
 *   {@link RequestFailedError} says what was tried.
 */
export function createRetryingFetch(options: RetryingFetchOptions = {}): Fetch {
  const exchange = createRetryingExchange(options);
  return function retryingFetch(input, init) {
    return withSnapshot(input, init, exchange);
  };
}

/** {@link createRetryingFetch} as an {@link Exchange}, for a stack that has the snapshot already. */
export function createRetryingExchange(options: RetryingFetchOptions = {}): Exchange {
  const send = options.fetch ?? ((url: string, init: RequestInit) => globalThis.fetch(url, init));
  const retries = requireCount("retries", options.retries ?? 2);
  const baseDelayMs = requireCount("baseDelayMs", options.baseDelayMs ?? 200);
  const maxDelayMs = requireCount("maxDelayMs", options.maxDelayMs ?? 5000);
  const retryAfterCapMs = requireCount("retryAfterCapMs", options.retryAfterCapMs ?? 30_000);
  const timeoutMs = options.timeoutMs === undefined ? undefined : requireCount("timeoutMs", options.timeoutMs, 1);
  const maxRedirects = requireCount("maxRedirects", options.maxRedirects ?? 5);
  const random = options.random ?? Math.random;
  const wait = options.sleep ?? timerSleep;
  const now = options.now ?? Date.now;

  function attempt(snapshot: RequestSnapshot): Promise<Response> {
    if (timeoutMs === undefined) return sendFollowingRedirects(send, snapshot, snapshot.signal, maxRedirects);
    return attemptWithTimeout(snapshot, timeoutMs);
  }

  async function attemptWithTimeout(snapshot: RequestSnapshot, timeoutMs: number): Promise<Response> {
    const timeout = new AbortController();
    const timer = setTimeout(
      () => timeout.abort(new DOMException(`no response within ${timeoutMs} ms`, "TimeoutError")),
      timeoutMs,
    );
    const signal = snapshot.signal === undefined ? timeout.signal : AbortSignal.any([snapshot.signal, timeout.signal]);
    try {
      return await sendFollowingRedirects(send, snapshot, signal, maxRedirects);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The wait before a retry; a caller without a signal gets one that never aborts, of this wait alone. */
  function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
    return raceAbort(wait(ms, signal ?? new AbortController().signal), signal);
  }

  function backoff(retry: number, response?: Response): number {
    const asked = response && retryAfterMs(response.headers.get("retry-after"), now());
    if (asked !== undefined) return Math.min(asked, retryAfterCapMs);
    return fullJitterDelay(retry, baseDelayMs, maxDelayMs, random());
  }

  return async function retryingExchange(snapshot: RequestSnapshot): Promise<Response> {
    const { signal } = snapshot;
    const attempts = IDEMPOTENT_METHODS.has(snapshot.method) ? retries + 1 : 1;
    for (let made = 1; ; made++) {
      if (signal?.aborted) throw signal.reason;
      let response: Response;
      try {
        response = await attempt(snapshot);
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        if (made === attempts || error instanceof RedirectRefusedError) {
          throw new RequestFailedError({
            method: snapshot.method,
            url: describeUrl(snapshot.url),
            attempts: made,
            cause: error,
          });
        }
        await pause(backoff(made), signal);
        continue;
      }
      if (made === attempts || !RETRYABLE_STATUSES.has(response.status)) return response;
      const delay = backoff(made, response);
      await response.body?.cancel();
      await pause(delay, signal);
    }
  };
}
