/** One POST of a delivery and how it ended: an HTTP status, or the network error's message. */
export interface DeliveryAttempt {
  /** 1 for the first POST. */
  readonly attempt: number;
  /** The answer's status; null when no answer came. */
  readonly status: number | null;
  /** The network error, when no answer came. */
  readonly error?: string;
  /**
   * Why the consumer refused, for a non-2xx answer with a body: a problem details answer's
   * title, type and detail, else the start of the body.
   */
  readonly reason?: string;
}

/** Enough of a refusal's body for any problem details answer; a longer one shows its start. */
const REASON_BYTES = 16 * 1024;
const REASON_CHARS = 200;

async function readStart(response: Response): Promise<{ text: string; complete: boolean }> {
  if (response.body === null) return { text: "", complete: true };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { text: Buffer.concat(chunks).toString("utf8"), complete: true };
    chunks.push(value);
    total += value.byteLength;
    if (total > REASON_BYTES) {
      await reader.cancel().catch(() => undefined);
      return { text: Buffer.concat(chunks).toString("utf8"), complete: false };
    }
  }
}

function problemReason(text: string): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  const { type, title, detail } = value as Record<string, unknown>;
  const named = [typeof title === "string" ? title : "", typeof type === "string" ? `(${type})` : ""]
    .filter((part) => part !== "")
    .join(" ");
  const said = [named, typeof detail === "string" ? detail : ""].filter((part) => part !== "").join(": ");
  return said === "" ? undefined : said;
}

/** The consumer's reason for refusing, from an answer's body; undefined for an empty body. */
export async function refusalReason(response: Response): Promise<string | undefined> {
  const { text, complete } = await readStart(response).catch(() => ({ text: "", complete: false }));
  const problem = complete ? problemReason(text) : undefined;
  if (problem !== undefined) return problem;
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat === "") return undefined;
  return flat.length > REASON_CHARS || !complete ? `${flat.slice(0, REASON_CHARS)}...` : flat;
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
export type PostOutcome =
  | {
      readonly status: number;
      readonly error?: undefined;
      /** The consumer's reason, for a non-2xx answer with a body. */ readonly reason?: string;
    }
  | { readonly status: null; readonly error: string; readonly reason?: undefined };

/** True for the answers that acknowledge a message (delivery rule 2: "A 2xx reply acknowledges the message"). */
export function isAcknowledged(outcome: PostOutcome): boolean {
  return outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
}

/** One POST; a refusal's reason is read from its body, any other body is discarded so the connection can be reused. */
export async function postOnce(url: string, init: RequestInit, fetchImpl: typeof fetch): Promise<PostOutcome> {
  try {
    const response = await fetchImpl(url, init);
    if (response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return { status: response.status };
    }
    const reason = await refusalReason(response);
    return reason === undefined ? { status: response.status } : { status: response.status, reason };
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
    const result: DeliveryAttempt =
      outcome.status === null
        ? { attempt, status: null, error: outcome.error }
        : outcome.reason === undefined
          ? { attempt, status: outcome.status }
          : { attempt, status: outcome.status, reason: outcome.reason };
    attempts.push(result);
    policy.onAttempt?.(result);
    if (isAcknowledged(outcome)) break;
    if (attempt < policy.maxAttempts) {
      await policy.sleep(redeliveryDelayMs(attempt, policy.initialBackoffMs, policy.maxBackoffMs));
    }
  }
  return attempts;
}
