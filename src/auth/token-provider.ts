import * as oauth from "oauth4webapi";
import { securityScopes } from "../../generated/facts.js";
import { createRetryingFetch, describeUrl, type Fetch } from "../http/index.js";
import { TokenRequestError, type TokenRequestFailure } from "./errors.js";
import { messagesOnly, redact } from "./sanitize.js";
import { TokenCache, type ExpiringToken } from "./token-cache.js";

/** Lifetime assumed for a token answered without `expires_in`. */
const UNKNOWN_LIFETIME_SECONDS = 60;

/** Where API clients get their bearer token. */
export interface TokenProvider {
  /** A valid access token: the cached one, or a fresh one when it is missing or about to expire. */
  getToken(): Promise<string>;
  /**
   * Forgets the cached token so that the next {@link getToken} asks for a new one. Pass the token a
   * server rejected (401) to forget it only if it is still the cached one.
   */
  invalidate(rejectedToken?: string): void;
}

/** A {@link TokenProvider} that can also serve other tenants of the same service account. */
export interface ClientCredentialsTokenProvider extends TokenProvider {
  /**
   * A provider for another tenant, sharing this one's discovery and cache: a service account
   * registered in several tenants needs one token per tenant ("registration is repeated with
   * tenant context at least once per accessible tenant").
   */
  forTenant(tenantId: string): TokenProvider;
}

/** Options of {@link createTokenProvider}. */
export interface TokenProviderOptions {
  /** The identity provider's issuer (`{idp_url}`); the token endpoint is read from its discovery document. */
  issuer: string;
  /** The service account's client id. */
  clientId: string;
  /** The service account's client secret; never appears in an error. */
  clientSecret: string;
  /** Tenant of the token, sent as `tid`; without it the token has no tenant context. */
  tenantId?: string;
  /**
   * Space-separated scopes to ask for; an empty string asks for none. Default `apiim`, which the data service requires.
   */
  scope?: string;
  /**
   * The fetch for discovery and token requests. Default: {@link createRetryingFetch} over `globalThis.fetch`, 30 s per
   * attempt.
   */
  fetch?: Fetch;
  /** Allows an `http:` issuer and token endpoint, for local mocks only. Default false. */
  allowInsecureHttp?: boolean;
  /** How many seconds before expiry a token is renewed (at most half its lifetime). Default 60. */
  skewSeconds?: number;
  /** Current time in epoch milliseconds, for expiry. Default `Date.now`. */
  now?: () => number;
}

function requireText(name: string, value: unknown): string {
  if (typeof value !== "string" || value === "") throw new TypeError(`${name} must be a non-empty string`);
  return value;
}

function parseIssuer(issuer: unknown, allowInsecureHttp: boolean): URL {
  const text = requireText("issuer", issuer);
  if (!URL.canParse(text)) throw new TypeError(`issuer must be an absolute URL, got "${text}"`);
  const url = new URL(text);
  if (url.protocol === "https:" || (url.protocol === "http:" && allowInsecureHttp)) return url;
  throw new TypeError(
    `issuer must be an https URL, got "${url.origin}"` +
      (url.protocol === "http:" ? "; pass allowInsecureHttp: true for a local mock" : ""),
  );
}

/** Where OpenID Connect Discovery 1.0 puts the document, the address oauth4webapi asks. */
function discoveryUrl(issuer: URL): URL {
  const url = new URL(issuer);
  url.pathname = `${url.pathname.replace(/\/$/, "")}/.well-known/openid-configuration`;
  return url;
}

function statusOf(error: unknown): number | undefined {
  if (error instanceof oauth.ResponseBodyError || error instanceof oauth.WWWAuthenticateChallengeError)
    return error.status;
  if (error instanceof oauth.OperationProcessingError && error.cause instanceof Response) return error.cause.status;
  return undefined;
}

function oauthErrorOf(error: unknown): { error?: string; description?: string } {
  if (error instanceof oauth.ResponseBodyError) return { error: error.error, description: error.error_description };
  if (error instanceof oauth.WWWAuthenticateChallengeError) {
    const parameters = error.cause[0]?.parameters;
    return { error: parameters?.error, description: parameters?.error_description };
  }
  return {};
}

/**
 * oauth4webapi's `"issuer" property does not match the expected value` names neither issuer; both
 * are said here, since `localhost` against `127.0.0.1` (or a missing path) is the usual mistake.
 */
function issuerMismatch(error: unknown, configured: string): Error | undefined {
  if (!(error instanceof oauth.OperationProcessingError) || error.code !== oauth.JSON_ATTRIBUTE_COMPARISON)
    return undefined;
  const cause = error.cause as
    { readonly attribute?: unknown; readonly body?: { readonly issuer?: unknown } } | undefined;
  if (cause?.attribute !== "issuer") return undefined;
  return new Error(
    `the discovery document names the ` +
      `issuer ${JSON.stringify(cause.body?.issuer)}, not the configured ` +
      `issuer ${JSON.stringify(configured)}: ` +
      "give issuer exactly as the identity provider names itself (scheme, host name, port and path)",
  );
}

/**
 * Access tokens for a service account by the OAuth 2.0 client credentials grant: the token
 * endpoint is read from the issuer's discovery document, the request authenticates with HTTP Basic
 * (client id and secret form-encoded first, RFC 6749 section 2.3.1) and sends `tid` and `scope`.
 *
 * Tokens are cached per tenant (and so per issuer, client id, tenant and scope, the first two and
 * the last being fixed per provider) and renewed `skewSeconds` before `expires_in` runs out,
 * counted from when the answer arrived. Concurrent callers share one request; a failed request
 * rejects all of them with a {@link TokenRequestError} and the next call starts afresh.
 */
export function createTokenProvider(options: TokenProviderOptions): ClientCredentialsTokenProvider {
  const allowInsecureHttp = options.allowInsecureHttp ?? false;
  const issuer = parseIssuer(options.issuer, allowInsecureHttp);
  const client: oauth.Client = { client_id: requireText("clientId", options.clientId) };
  const clientSecret = requireText("clientSecret", options.clientSecret);
  const clientAuthentication = oauth.ClientSecretBasic(clientSecret);
  const secrets = [clientSecret, encodeURIComponent(clientSecret)];
  const scope = options.scope ?? securityScopes["data-integration"][0];
  const skewMs = (options.skewSeconds ?? 60) * 1000;
  if (!(skewMs >= 0)) throw new RangeError(`skewSeconds must be a non-negative number, got ${options.skewSeconds}`);
  const now = options.now ?? Date.now;
  // Every API call of a client waits for its token: a hung identity provider must not hold them
  // all for Node's 300 s, and a token request is rare enough that its timeout signal costs nothing.
  const fetch = options.fetch ?? createRetryingFetch({ timeoutMs: 30_000 });
  const httpOptions = { [oauth.customFetch]: fetch, [oauth.allowInsecureRequests]: allowInsecureHttp };
  const cache = new TokenCache<string | undefined>(now);
  let discovery: Promise<oauth.AuthorizationServer> | undefined;

  function failure(step: TokenRequestFailure["step"], url: string | URL, error: unknown): TokenRequestError {
    const { error: code, description } = oauthErrorOf(error);
    return new TokenRequestError({
      step,
      url: describeUrl(url),
      status: statusOf(error),
      error: code,
      errorDescription: description === undefined ? undefined : redact(description, secrets),
      cause: messagesOnly(error, secrets),
    });
  }

  async function discover(): Promise<oauth.AuthorizationServer> {
    try {
      const response = await oauth.discoveryRequest(issuer, httpOptions);
      return await oauth.processDiscoveryResponse(issuer, response);
    } catch (error) {
      throw failure("discovery", discoveryUrl(issuer), issuerMismatch(error, options.issuer) ?? error);
    }
  }

  function authorizationServer(): Promise<oauth.AuthorizationServer> {
    discovery ??= discover().catch((error: unknown) => {
      discovery = undefined;
      throw error;
    });
    return discovery;
  }

  async function requestToken(tenantId: string | undefined): Promise<ExpiringToken> {
    const as = await authorizationServer();
    const parameters = new URLSearchParams();
    if (tenantId !== undefined) parameters.set("tid", tenantId);
    if (scope !== "") parameters.set("scope", scope);
    try {
      const response = await oauth.clientCredentialsGrantRequest(
        as,
        client,
        clientAuthentication,
        parameters,
        httpOptions,
      );
      const receivedAt = now();
      const answer = await oauth.processClientCredentialsResponse(as, client, response);
      // expires_in is RECOMMENDED, not required, in RFC 6749; without it the token is kept a short
      // while rather than requested again on every call (a 401 renews it sooner).
      const lifetimeMs = (answer.expires_in ?? UNKNOWN_LIFETIME_SECONDS) * 1000;
      return { token: answer.access_token, refreshAt: receivedAt + lifetimeMs - Math.min(skewMs, lifetimeMs / 2) };
    } catch (error) {
      throw failure("token", as.token_endpoint ?? issuer, error);
    }
  }

  function forTenant(tenantId: string | undefined): TokenProvider {
    return {
      getToken: () => cache.get(tenantId, () => requestToken(tenantId)),
      invalidate: (rejectedToken) => cache.invalidate(tenantId, rejectedToken),
    };
  }

  return {
    ...forTenant(options.tenantId),
    forTenant: (tenantId) => forTenant(requireText("tenantId", tenantId)),
  };
}
