import { createLocalJWKSet, type JSONWebKeySet } from "jose";
import { readBounded, parseUtf8Json } from "./bounded-read.js";
import { JwksFetchError, WebhookConfigError } from "./errors.js";

export type LocalKeySet = ReturnType<typeof createLocalJWKSet>;

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "[::1]", "localhost"]);

export function parseJwksUrl(value: string | URL): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new WebhookConfigError("jwksUrl is not an absolute URL");
  }
  const secure = url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname));
  if (!secure) {
    // Keys fetched over plain http can be swapped in transit, which would let anyone sign deliveries.
    throw new WebhookConfigError("jwksUrl must use https (http only on a loopback address)");
  }
  return url;
}

/**
 * Why a JWKS request got no answer, in words that name no host: the error code of the connection
 * (`ECONNREFUSED`, `ENOTFOUND`), the timeout, or a port that fetch refuses before connecting.
 */
function fetchFailure(error: unknown, url: URL, timeoutMs: number): string {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError"))
    return `no answer within ${timeoutMs} ms`;
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error) {
    // The WHATWG fetch standard's port blocklist (5060, 6000, 1, ...): fetch refuses without connecting.
    if (cause.message === "bad port")
      return (
        `fetch refuses port ${url.port}, which the fetch standard ` +
        `blocks (bad port); serve the JWKS on another port`
      );
    const code = (cause as NodeJS.ErrnoException).code;
    return typeof code === "string" ? code : cause.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** Where and how the JWKS is fetched. */
export interface JwksSource {
  readonly url: URL;
  readonly fetch: typeof fetch;
  readonly timeoutMs: number;
  readonly maxJwksBytes: number;
}

/** One JWKS request, as the keys it holds; a JwksFetchError says, naming no host, why there are none. */
export async function downloadJwks({
  url,
  fetch: fetchJwks,
  timeoutMs,
  maxJwksBytes,
}: JwksSource): Promise<LocalKeySet> {
  const failed = (summary: string, cause?: unknown) =>
    new JwksFetchError(url.href, summary, cause === undefined ? undefined : { cause });
  let read;
  try {
    const response = await fetchJwks(url, {
      method: "GET",
      redirect: "error",
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: "application/jwk-set+json, application/json" },
    });
    if (response.status !== 200) {
      await response.body?.cancel().catch(() => undefined);
      throw failed(`the JWKS answered ${response.status}`);
    }
    read = await readBounded(response.body, maxJwksBytes);
  } catch (error) {
    throw error instanceof JwksFetchError ? error : failed(fetchFailure(error, url, timeoutMs), error);
  }
  if (read.tooLarge) throw failed(`the JWKS is larger than ${maxJwksBytes} bytes (maxJwksBytes)`);
  const parsed = read.timedOut === true ? undefined : parseUtf8Json(read.bytes);
  if (parsed === undefined) throw failed("the JWKS is not JSON");
  try {
    return createLocalJWKSet(parsed.value as JSONWebKeySet);
  } catch (error) {
    throw failed(`the JWKS is not a JSON Web Key Set (${(error as Error).message})`);
  }
}
