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
  const named = [typeof title === "string" ? title : "", typeof type === "string" ? `(${type})` : ""].filter((part) => part !== "").join(" ");
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
    let result: DeliveryAttempt;
    try {
      const response = await fetchImpl(url, await request());
      if (response.ok) {
        await response.body?.cancel().catch(() => undefined);
        result = { attempt, status: response.status };
      } else {
        const reason = await refusalReason(response);
        result = reason === undefined ? { attempt, status: response.status } : { attempt, status: response.status, reason };
      }
    } catch (error) {
      result = { attempt, status: null, error: error instanceof Error ? error.message : String(error) };
    }
    attempts.push(result);
    policy.onAttempt?.(result);
    if (result.status !== null && result.status >= 200 && result.status < 300) break;
    if (attempt < policy.maxAttempts) {
      await policy.sleep(Math.min(policy.initialBackoffMs * 2 ** (attempt - 1), policy.maxBackoffMs));
    }
  }
  return attempts;
}

/**
 * The contractType route segment of a message type: the catalogue's, or where the reference does
 * not show it, the message type's last part (the contract class names follow that pattern).
 */
export function routeContractType(messageType: string, contractType: string | null | undefined): string {
  return contractType ?? messageType.split(".").at(-1) ?? messageType;
}

/**
 * The headers of a delivery besides Authorization: Content-Type and the message's tenant and user
 * context (validation rule 5), X-UserClaim-tid equal to X-Tenant-Id as under normal circumstances.
 */
export function messageHeaders(tenantId: string, issuer: string, userClaims: Readonly<Record<string, string>> = {}): Record<string, string> {
  const claims = { tid: tenantId, sub: "simulated-user", client_id: "simulated-client", iss: issuer, ...userClaims };
  return {
    "Content-Type": "application/json; charset=utf-8",
    ...Object.fromEntries(Object.entries(claims).map(([name, value]) => [`X-UserClaim-${name}`, value])),
    "X-Tenant-Id": tenantId,
  };
}
