import { createLocalJWKSet, errors, type JSONWebKeySet, type JWSHeaderParameters } from "jose";
import { readBounded, parseUtf8Json } from "./bounded-read.js";
import { JwksFetchError, WebhookAuthError, WebhookConfigError } from "./errors.js";
import { positiveNumber } from "./options.js";

/** Options of createGatewayKeySet. */
export interface GatewayKeySetOptions {
  /**
   * Address of the identity provider's public keys (`{idp_url}/.well-known/jwks`): https, or http on a loopback address
   * for local tests.
   */
  readonly jwksUrl: string | URL;
  /** Seconds a fetched key set is used before it is fetched again. Default 600. */
  readonly cacheMaxAgeSeconds?: number;
  /**
   * Least seconds between two JWKS requests, failed or not; bounds what unknown key ids or an outage can cause. Default
   * 30.
   */
  readonly cooldownSeconds?: number;
  /** Milliseconds one JWKS request may take. Default 5000. */
  readonly timeoutMs?: number;
  /** Largest JWKS document accepted, in bytes. Default 65536. */
  readonly maxJwksBytes?: number;
  /** The fetch used for JWKS requests. Default the global fetch. */
  readonly fetch?: typeof fetch;
  /** Clock in milliseconds since the epoch. Default Date.now. */
  readonly now?: () => number;
}

/** The identity provider's signing keys, selected by key id and refreshed on rotation. */
export interface GatewayKeySet {
  /** The verification key named by a token's protected header (a jose key resolver). */
  getKey(header: JWSHeaderParameters): Promise<CryptoKey>;
  /** JWKS requests started so far, failed or not. */
  readonly requestCount: number;
}

type LocalKeySet = ReturnType<typeof createLocalJWKSet>;

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "[::1]", "localhost"]);

function parseJwksUrl(value: string | URL): URL {
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

/**
 * A cache of the JWKS built for hostile traffic. jose's createRemoteJWKSet refetches on every
 * token while its endpoint is failing (it only cools down after a success), so a flood of tokens
 * during an outage would become a flood of JWKS requests. Here every request, failed or not,
 * starts a cooldown, concurrent lookups share one request, and a failed refresh keeps the last
 * good keys.
 */
export function createGatewayKeySet(options: GatewayKeySetOptions): GatewayKeySet {
  const url = parseJwksUrl(options.jwksUrl);
  const maxAgeMs = positiveNumber("cacheMaxAgeSeconds", options.cacheMaxAgeSeconds, 600) * 1000;
  const cooldownMs = positiveNumber("cooldownSeconds", options.cooldownSeconds, 30) * 1000;
  const timeoutMs = positiveNumber("timeoutMs", options.timeoutMs, 5000);
  const maxJwksBytes = positiveNumber("maxJwksBytes", options.maxJwksBytes, 65536);
  const fetchJwks = options.fetch ?? fetch;
  const now = options.now ?? Date.now;

  let keys: LocalKeySet | undefined;
  // The key each kid and alg found in `keys`: jose's lookup filters the whole set on every call, which a delivery whose
  // token was verified already paid again. Only keys found are kept, so the set's own size bounds it; emptied whenever
  // `keys` is replaced.
  let found = new Map<string, CryptoKey>();
  let fetchedAt = Number.NEGATIVE_INFINITY;
  let lastRequestAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<void> | undefined;
  let requestCount = 0;
  // Why the last JWKS request failed, told with every jwks_unavailable until one succeeds.
  let lastFailure: JwksFetchError | undefined;

  async function download(): Promise<LocalKeySet> {
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

  /** Joins the request in flight, or starts one when the cooldown allows; false when neither. */
  function refresh(): Promise<void> | undefined {
    if (pending === undefined) {
      if (now() - lastRequestAt < cooldownMs) return undefined;
      lastRequestAt = now();
      requestCount += 1;
      pending = download()
        .then(
          (downloaded) => {
            keys = downloaded;
            found = new Map();
            fetchedAt = now();
            lastFailure = undefined;
          },
          (error: unknown) => {
            lastFailure = error instanceof JwksFetchError ? error : new JwksFetchError(url.href, String(error));
            throw lastFailure;
          },
        )
        .finally(() => {
          pending = undefined;
        });
    }
    return pending;
  }

  async function lookup(current: LocalKeySet, header: JWSHeaderParameters): Promise<CryptoKey> {
    const name = JSON.stringify([header.kid, header.alg]);
    const known = current === keys ? found.get(name) : undefined;
    if (known !== undefined) return known;
    try {
      const key = await current(header);
      if (current === keys) found.set(name, key);
      return key;
    } catch (error) {
      // A kid that names several keys names none we can trust to be the signer's.
      if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) {
        throw new WebhookAuthError("unknown_kid");
      }
      throw new WebhookAuthError("jwks_unavailable");
    }
  }

  async function getKey(header: JWSHeaderParameters): Promise<CryptoKey> {
    if (keys === undefined || now() - fetchedAt >= maxAgeMs) {
      await refresh()?.catch(() => undefined);
    }
    const current = keys;
    if (current === undefined) throw new WebhookAuthError("jwks_unavailable", { cause: lastFailure });
    try {
      return await lookup(current, header);
    } catch (error) {
      if (!(error instanceof WebhookAuthError) || error.reason !== "unknown_kid") throw error;
      const refreshing = refresh();
      if (refreshing === undefined) throw error;
      try {
        await refreshing;
      } catch {
        // The kid may come from a legitimate rotation we cannot see yet: answer "retry later".
        throw new WebhookAuthError("jwks_unavailable", { cause: lastFailure });
      }
      const refreshed = keys;
      if (refreshed === undefined) throw new WebhookAuthError("jwks_unavailable");
      return lookup(refreshed, header);
    }
  }

  return {
    getKey,
    get requestCount() {
      return requestCount;
    },
  };
}
