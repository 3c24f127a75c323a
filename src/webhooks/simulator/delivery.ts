/** One POST of a delivery and how it ended: an HTTP status, or the network error's message. */
export interface DeliveryAttempt {
  /** 1 for the first POST. */
  readonly attempt: number;
  /** The answer's status; null when no answer came. */
  readonly status: number | null;
  /** The network error, when no answer came. */
  readonly error?: string;
}

/** Retry policy of the simulated gateway: exponential backoff, bounded attempts. */
export interface RetryPolicy {
  readonly maxAttempts: number;
  readonly initialBackoffMs: number;
  readonly maxBackoffMs: number;
  readonly sleep: (milliseconds: number) => Promise<void>;
  readonly onAttempt?: ((attempt: DeliveryAttempt) => void) | undefined;
}

/** How one POST of a delivery ended: the answer's status, or the network error's message. */
export type PostOutcome = { readonly status: number; readonly error?: undefined } | { readonly status: null; readonly error: string };

/** True for the answers that acknowledge a message (delivery rule 2: "A 2xx reply acknowledges the message"). */
export function isAcknowledged(outcome: PostOutcome): boolean {
  return outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
}

/** One POST; the answer's body is discarded so the connection can be reused. */
export async function postOnce(url: string, init: RequestInit, fetchImpl: typeof fetch): Promise<PostOutcome> {
  try {
    const response = await fetchImpl(url, init);
    await response.body?.cancel().catch(() => undefined);
    return { status: response.status };
  } catch (error) {
    return { status: null, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Wait before attempt `attempt + 1`: exponential from `initialBackoffMs`, at most `maxBackoffMs`. */
export function redeliveryDelayMs(attempt: number, initialBackoffMs: number, maxBackoffMs: number): number {
  return Math.min(initialBackoffMs * 2 ** (attempt - 1), maxBackoffMs);
}

/**
 * POSTs until an answer is 2xx or the attempts run out, as the gateway redelivers on any non-2xx
 * answer or network error (delivery rule 2). `request` builds each attempt afresh, so every POST
 * carries a newly signed token.
 */
export async function postWithRedelivery(
  url: string,
  request: () => Promise<RequestInit>,
  policy: RetryPolicy,
  fetchImpl: typeof fetch,
): Promise<readonly DeliveryAttempt[]> {
  const attempts: DeliveryAttempt[] = [];
  for (let attempt = 1; attempt <= policy.maxAttempts; attempt += 1) {
    const outcome = await postOnce(url, await request(), fetchImpl);
    const result: DeliveryAttempt = outcome.status === null ? { attempt, status: null, error: outcome.error } : { attempt, status: outcome.status };
    attempts.push(result);
    policy.onAttempt?.(result);
    if (isAcknowledged(outcome)) break;
    if (attempt < policy.maxAttempts) {
      await policy.sleep(redeliveryDelayMs(attempt, policy.initialBackoffMs, policy.maxBackoffMs));
    }
  }
  return attempts;
}
