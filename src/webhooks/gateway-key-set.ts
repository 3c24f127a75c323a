import { errors, type JWSHeaderParameters } from "jose";
import { JwksFetchError, WebhookAuthError } from "./errors.js";
import { downloadJwks, parseJwksUrl, type JwksSource, type LocalKeySet } from "./jwks-download.js";
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

async function lookupIn(current: LocalKeySet, header: JWSHeaderParameters): Promise<CryptoKey> {
  try {
    return await current(header);
  } catch (error) {
    // A kid that names several keys names none we can trust to be the signer's.
    if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) {
      throw new WebhookAuthError("unknown_kid");
    }
    throw new WebhookAuthError("jwks_unavailable");
  }
}

/**
 * A cache of the JWKS built for hostile traffic. jose's createRemoteJWKSet refetches on every
 * token while its endpoint is failing (it only cools down after a success), so a flood of tokens
 * during an outage would become a flood of JWKS requests. Here every request, failed or not,
 * starts a cooldown, concurrent lookups share one request, and a failed refresh keeps the last
 * good keys.
 */
class CachedGatewayKeySet implements GatewayKeySet {
  private readonly source: JwksSource;
  private readonly maxAgeMs: number;
  private readonly cooldownMs: number;
  private readonly now: () => number;
  private keys: LocalKeySet | undefined;
  private fetchedAt = Number.NEGATIVE_INFINITY;
  private lastRequestAt = Number.NEGATIVE_INFINITY;
  private pending: Promise<void> | undefined;
  private requests = 0;
  /** Why the last JWKS request failed, told with every jwks_unavailable until one succeeds. */
  private lastFailure: JwksFetchError | undefined;
  /**
   * The key each kid and alg found in `keys`: jose's lookup filters the whole set on every call, which a delivery whose
   * token was verified already paid again. Only keys found are kept, so the set's own size bounds it; emptied whenever
   * `keys` is replaced.
   */
  private found = new Map<string, CryptoKey>();

  constructor(options: GatewayKeySetOptions) {
    const url = parseJwksUrl(options.jwksUrl);
    this.maxAgeMs = positiveNumber("cacheMaxAgeSeconds", options.cacheMaxAgeSeconds, 600) * 1000;
    this.cooldownMs = positiveNumber("cooldownSeconds", options.cooldownSeconds, 30) * 1000;
    this.source = {
      url,
      timeoutMs: positiveNumber("timeoutMs", options.timeoutMs, 5000),
      maxJwksBytes: positiveNumber("maxJwksBytes", options.maxJwksBytes, 65536),
      fetch: options.fetch ?? fetch,
    };
    this.now = options.now ?? Date.now;
  }

  get requestCount(): number {
    return this.requests;
  }

  /** Bound, since a key resolver is handed around as a function. */
  readonly getKey = async (header: JWSHeaderParameters): Promise<CryptoKey> => {
    if (this.keys === undefined || this.now() - this.fetchedAt >= this.maxAgeMs) {
      await this.refresh()?.catch(() => undefined);
    }
    const current = this.keys;
    if (current === undefined) throw new WebhookAuthError("jwks_unavailable", { cause: this.lastFailure });
    try {
      return await this.lookup(current, header);
    } catch (error) {
      if (!(error instanceof WebhookAuthError) || error.reason !== "unknown_kid") throw error;
      return this.lookupAfterRotation(header, error);
    }
  };

  /** An unknown kid may be a key rotated in since the last request: fetch again when the cooldown allows. */
  private async lookupAfterRotation(header: JWSHeaderParameters, unknownKid: WebhookAuthError): Promise<CryptoKey> {
    const refreshing = this.refresh();
    if (refreshing === undefined) throw unknownKid;
    try {
      await refreshing;
    } catch {
      // The kid may come from a legitimate rotation we cannot see yet: answer "retry later".
      throw new WebhookAuthError("jwks_unavailable", { cause: this.lastFailure });
    }
    const refreshed = this.keys;
    if (refreshed === undefined) throw new WebhookAuthError("jwks_unavailable");
    return this.lookup(refreshed, header);
  }

  private async lookup(current: LocalKeySet, header: JWSHeaderParameters): Promise<CryptoKey> {
    const name = JSON.stringify([header.kid, header.alg]);
    const known = current === this.keys ? this.found.get(name) : undefined;
    if (known !== undefined) return known;
    const key = await lookupIn(current, header);
    if (current === this.keys) this.found.set(name, key);
    return key;
  }

  /** Joins the request in flight, or starts one when the cooldown allows; undefined when neither. */
  private refresh(): Promise<void> | undefined {
    if (this.pending === undefined) {
      if (this.now() - this.lastRequestAt < this.cooldownMs) return undefined;
      this.lastRequestAt = this.now();
      this.requests += 1;
      this.pending = downloadJwks(this.source)
        .then(
          (downloaded) => {
            this.keys = downloaded;
            this.found = new Map();
            this.fetchedAt = this.now();
            this.lastFailure = undefined;
          },
          (error: unknown) => {
            this.lastFailure =
              error instanceof JwksFetchError ? error : new JwksFetchError(this.source.url.href, String(error));
            throw this.lastFailure;
          },
        )
        .finally(() => {
          this.pending = undefined;
        });
    }
    return this.pending;
  }
}

/** The identity provider's keys, cached for hostile traffic (see CachedGatewayKeySet). */
export function createGatewayKeySet(options: GatewayKeySetOptions): GatewayKeySet {
  return new CachedGatewayKeySet(options);
}
