/**
 * Why a gateway token was refused. The code is safe to log: it never carries the token, a key or
 * a claim value.
 */
export type WebhookAuthReason =
  | "missing_authorization"
  | "invalid_scheme"
  | "token_too_large"
  | "malformed_token"
  | "alg_not_allowed"
  | "forbidden_header"
  | "missing_kid"
  | "unknown_kid"
  | "jwks_unavailable"
  | "bad_signature"
  | "missing_exp"
  | "token_expired"
  | "token_not_yet_valid"
  | "issuer_mismatch"
  | "audience_mismatch"
  | "channel_mismatch"
  | "invalid_claims";

const descriptions: Readonly<Record<WebhookAuthReason, string>> = {
  missing_authorization: "The request carries no Authorization header.",
  invalid_scheme: "The Authorization header does not use the Bearer scheme.",
  token_too_large: "The gateway token is longer than allowed.",
  malformed_token: "The gateway token is not a compact JWS.",
  alg_not_allowed: "The gateway token is not signed with RS256.",
  forbidden_header: "The gateway token names or embeds its own key (jku, jwk, x5u or x5c).",
  missing_kid: "The gateway token has no key id (kid).",
  unknown_kid: "No key of the gateway key set has the token's key id.",
  jwks_unavailable: "The gateway key set could not be fetched.",
  bad_signature: "The gateway token's signature does not verify.",
  missing_exp: "The gateway token has no expiry (exp).",
  token_expired: "The gateway token has expired.",
  token_not_yet_valid: "The gateway token is not valid yet (nbf).",
  issuer_mismatch: "The gateway token's issuer is not the configured one.",
  audience_mismatch: "The gateway token's audience is not the configured one.",
  channel_mismatch: "The gateway token's client_id or sub is not the configured channel.",
  invalid_claims: "The gateway token's claims are malformed.",
};

/**
 * A JWKS request of the gateway key set failed. `summary` says why without the address (the
 * webhook's 503 detail carries it to the caller); the message and `cause`, the fetch's own error,
 * name the address for the operator's log.
 */
export class JwksFetchError extends Error {
  override readonly name = "JwksFetchError";

  constructor(
    /** The JWKS address asked. */
    readonly url: string,
    /** Why it failed, such as `the JWKS answered 404` or `ECONNREFUSED`. */
    readonly summary: string,
    options?: ErrorOptions,
  ) {
    super(`GET ${url} failed: ${summary}`, options);
  }
}

/**
 * A gateway token was refused. The message is fixed per reason, and `cause` is only ever a
 * {@link JwksFetchError} of `jwks_unavailable`, never one of jose's errors: those carry the claims
 * set, which must not travel into logs.
 */
export class WebhookAuthError extends Error {
  override readonly name = "WebhookAuthError";

  constructor(
    readonly reason: WebhookAuthReason,
    options?: { readonly cause?: JwksFetchError | undefined },
  ) {
    const cause = options?.cause;
    super(
      cause === undefined ? descriptions[reason] : `${descriptions[reason].replace(/\.$/, "")}: ${cause.summary}`,
      cause === undefined ? undefined : { cause },
    );
  }
}

/** createWebhookHandler or createGatewayKeySet was given options that cannot work safely. */
export class WebhookConfigError extends Error {
  override readonly name = "WebhookConfigError";
}
