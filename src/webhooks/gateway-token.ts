import { errors, jwtVerify, type JWSHeaderParameters, type JWTPayload } from "jose";
import { WebhookAuthError, type WebhookAuthReason } from "./errors.js";
import type { GatewayKeySet } from "./gateway-key-set.js";
import { nonNegativeNumber, positiveNumber } from "./options.js";

/** The verified claims of a gateway token. They describe the channel, not the message. */
export type GatewayTokenClaims = JWTPayload;

/** Options of verifyGatewayToken. */
export interface GatewayTokenOptions {
  /** Where verification keys come from, chosen by the token's kid (createGatewayKeySet). */
  readonly keySet: GatewayKeySet;
  /** Expected `iss`, from trusted configuration; checked only when set. */
  readonly issuer?: string | readonly string[];
  /** Expected `aud` (the reference's example uses "apiim"), from trusted configuration; checked only when set. */
  readonly audience?: string | readonly string[];
  /**
   * Expected `client_id` of the gateway's channel, from trusted configuration; checked only when set.
   * "The JWT claims (iss, sub, client_id) describe the channel": `aud` "apiim" alone does not tell a
   * gateway token from any service account's API token of the same identity provider.
   */
  readonly clientId?: string | readonly string[];
  /** Expected `sub` of the gateway's channel, from trusted configuration; checked only when set. */
  readonly subject?: string | readonly string[];
  /** Seconds of clock skew allowed on `exp` and `nbf`. Default 30. */
  readonly clockToleranceSeconds?: number;
  /** Longest token accepted, in characters; longer ones are refused before any decoding. Default 8192. */
  readonly maxTokenLength?: number;
  /** Clock in milliseconds since the epoch. Default Date.now. */
  readonly now?: () => number;
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;
const MAX_KID_LENGTH = 256;
// A token that names or carries its own key would let its sender choose the key that verifies it.
const KEY_CARRYING_HEADERS = ["jku", "jwk", "x5u", "x5c"] as const;
const utf8 = new TextDecoder("utf-8", { fatal: true });

function bearerToken(authorizationHeader: string | null | undefined, maxTokenLength: number): string {
  if (authorizationHeader === null || authorizationHeader === undefined || authorizationHeader.trim() === "") {
    throw new WebhookAuthError("missing_authorization");
  }
  // Length first, so that no work is spent on a header built to be expensive.
  if (authorizationHeader.length > maxTokenLength + 64) throw new WebhookAuthError("token_too_large");
  const [scheme, ...credentials] = authorizationHeader.trim().split(/ +/);
  if (scheme === undefined || scheme.toLowerCase() !== "bearer") throw new WebhookAuthError("invalid_scheme");
  const [token] = credentials;
  if (credentials.length !== 1 || token === undefined) throw new WebhookAuthError("malformed_token");
  if (token.length > maxTokenLength) throw new WebhookAuthError("token_too_large");
  return token;
}

function protectedHeader(segment: string): Record<string, unknown> {
  let header: unknown;
  try {
    header = JSON.parse(utf8.decode(Buffer.from(segment, "base64url")));
  } catch {
    throw new WebhookAuthError("malformed_token");
  }
  if (typeof header !== "object" || header === null || Array.isArray(header)) {
    throw new WebhookAuthError("malformed_token");
  }
  return header as Record<string, unknown>;
}

/**
 * Refuses, before any key lookup, what must never reach one: other algorithms than RS256 ("none"
 * in any casing, HS* that would use the public key as a secret), headers that bring their own
 * key, and tokens without a key id.
 */
function checkShape(token: string): JWSHeaderParameters {
  const segments = token.split(".");
  const [header, payload, signature] = segments;
  if (segments.length !== 3 || header === undefined || payload === undefined || signature === undefined) {
    throw new WebhookAuthError("malformed_token");
  }
  if (header === "" || !segments.every((segment) => BASE64URL.test(segment))) {
    throw new WebhookAuthError("malformed_token");
  }
  const parameters = protectedHeader(header);
  if (parameters["alg"] !== "RS256") throw new WebhookAuthError("alg_not_allowed");
  if (KEY_CARRYING_HEADERS.some((name) => Object.hasOwn(parameters, name))) {
    throw new WebhookAuthError("forbidden_header");
  }
  const kid = parameters["kid"];
  if (typeof kid !== "string" || kid === "" || kid.length > MAX_KID_LENGTH) {
    throw new WebhookAuthError("missing_kid");
  }
  if (payload === "" || signature === "") throw new WebhookAuthError("malformed_token");
  return parameters;
}

function claimReason(error: errors.JWTClaimValidationFailed): WebhookAuthReason {
  switch (error.claim) {
    case "exp":
      return error.reason === "missing" ? "missing_exp" : "invalid_claims";
    case "nbf":
      return error.reason === "check_failed" ? "token_not_yet_valid" : "invalid_claims";
    case "iss":
      return "issuer_mismatch";
    case "aud":
      return "audience_mismatch";
    default:
      return "invalid_claims";
  }
}

function authReason(error: unknown): WebhookAuthReason {
  if (error instanceof errors.JWTExpired) return "token_expired";
  if (error instanceof errors.JWTClaimValidationFailed) return claimReason(error);
  if (error instanceof errors.JOSEAlgNotAllowed) return "alg_not_allowed";
  if (
    error instanceof errors.JWSInvalid ||
    error instanceof errors.JWTInvalid ||
    error instanceof errors.JOSENotSupported
  ) {
    return "malformed_token";
  }
  return "bad_signature";
}

/** A gateway token's claims with the key that verified its signature. */
interface VerifiedToken {
  readonly token: string;
  /** Its protected header, as checkShape read it. */
  readonly header: JWSHeaderParameters;
  readonly key: CryptoKey | undefined;
  /**
   * Its claims as JSON text (they came from JSON), and each delivery gets claims parsed from it: a handler changing its
   * claims changes no other's, and parsing was cheaper than structuredClone of the claims.
   */
  readonly claims: string;
  /** `nbf` and `exp`, read from the claims once. */
  readonly nbf: number | undefined;
  readonly exp: number | undefined;
}

/** Tokens a verifier remembers; the oldest is forgotten first. */
const VERIFIED_TOKENS = 1_000;

/**
 * What a remembered token is found by: the end of its signature. Every delivery's header is a string of its own, so a
 * map keyed by the whole token would hash its 800 characters on each; the whole token is compared after.
 */
const tokenTail = (token: string) => token.slice(-32);

/**
 * {@link verifyGatewayToken} with `options` read once, for a receiver that verifies many deliveries. The gateway sends
 * one token with many deliveries, and the RS256 check of each was most of what a receiver spent on a delivery: a
 * token is verified in full once per key, then only against the clock (`exp`, `nbf`), the one thing that changes for
 * the same token, the same key and the same options. The key is looked up in the key set on every delivery as before,
 * so a token of a key that left the JWKS, or of a key set fetched again, is verified in full again.
 */
export function createGatewayTokenVerifier(
  options: GatewayTokenOptions,
): (authorizationHeader: string | null | undefined) => Promise<GatewayTokenClaims> {
  const maxTokenLength = positiveNumber("maxTokenLength", options.maxTokenLength, 8192);
  const clockTolerance = nonNegativeNumber("clockToleranceSeconds", options.clockToleranceSeconds, 30);
  const now = options.now ?? Date.now;
  const verified = new Map<string, VerifiedToken>();

  /** jose's own time checks (jwt_claims_set.js), on claims it accepted once: nbf first, then exp. */
  function checkTimes({ nbf, exp }: VerifiedToken): void {
    const seconds = Math.floor(now() / 1000);
    if (nbf !== undefined && nbf > seconds + clockTolerance) throw new WebhookAuthError("token_not_yet_valid");
    if (exp !== undefined && exp <= seconds - clockTolerance) throw new WebhookAuthError("token_expired");
  }

  async function verify(
    token: string,
    header: JWSHeaderParameters,
    remembered: VerifiedToken | undefined,
  ): Promise<GatewayTokenClaims> {
    if (remembered !== undefined && (await options.keySet.getKey(header)) === remembered.key) {
      checkTimes(remembered);
      return JSON.parse(remembered.claims) as GatewayTokenClaims;
    }
    let key: CryptoKey | undefined;
    const { payload } = await jwtVerify(token, async (header) => (key = await options.keySet.getKey(header)), {
      algorithms: ["RS256"],
      requiredClaims: ["exp"],
      clockTolerance,
      currentDate: new Date(now()),
      ...(options.issuer === undefined ? {} : { issuer: [options.issuer].flat() }),
      ...(options.audience === undefined ? {} : { audience: [options.audience].flat() }),
    });
    checkChannel(payload, options);
    const tail = tokenTail(token);
    verified.delete(tail);
    if (verified.size >= VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
    verified.set(tail, { token, header, key, claims: JSON.stringify(payload), nbf: payload.nbf, exp: payload.exp });
    return payload;
  }

  return async (authorizationHeader) => {
    const token = bearerToken(authorizationHeader, maxTokenLength);
    const found = verified.get(tokenTail(token));
    // A remembered token passed checkShape, which reads nothing but the token.
    const remembered = found?.token === token ? found : undefined;
    const header = remembered?.header ?? checkShape(token);
    try {
      return await verify(token, header, remembered);
    } catch (error) {
      // The key set's own errors pass as they are: a jwks_unavailable keeps why the JWKS failed.
      if (error instanceof WebhookAuthError) throw error;
      throw new WebhookAuthError(authReason(error));
    }
  };
}

/**
 * Verifies the JWT the message gateway puts in the Authorization header of every webhook
 * delivery (reference, Authentication rule 7 and webhook validation rules 2-4): Bearer scheme,
 * RS256 signature by a key of the identity provider's JWKS chosen by kid, `exp` required, `nbf`
 * honoured, `iss`, `aud`, `client_id` and `sub` when configured.
 *
 * @returns the verified claims
 * @throws WebhookAuthError with a reason code; never with the token or a claim in it
 */
export async function verifyGatewayToken(
  authorizationHeader: string | null | undefined,
  options: GatewayTokenOptions,
): Promise<GatewayTokenClaims> {
  return createGatewayTokenVerifier(options)(authorizationHeader);
}

function checkChannel(payload: JWTPayload, options: GatewayTokenOptions): void {
  const expected: [claim: string, values: string | readonly string[] | undefined][] = [
    ["client_id", options.clientId],
    ["sub", options.subject],
  ];
  for (const [claim, values] of expected) {
    if (values === undefined) continue;
    const actual = payload[claim];
    if (typeof actual !== "string" || ![values].flat().includes(actual)) throw new WebhookAuthError("channel_mismatch");
  }
}
