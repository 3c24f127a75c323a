import type { KeyObject } from "node:crypto";
import { errors, jwtVerify, type JWTPayload } from "jose";
import type { SandboxAnswer } from "../../kernel/answer.js";
import type { Caller } from "../../kernel/caller.js";
import type { SandboxClock } from "../../kernel/clock.js";
import type { IdentityRegistry } from "./registry.js";
import type { SigningKeys } from "./signing-keys.js";

/** The problem body of a refusal; `claim` names the token claim (or header) that was wrong. */
export interface RefusalProblem {
  readonly type: string;
  readonly title: string;
  readonly status: 401 | 403;
  readonly detail: string;
  readonly claim?: string;
}

/** A refused call: 401 (or 403 for a missing scope or role) with an RFC 6750 `WWW-Authenticate` challenge. */
export type Refusal = SandboxAnswer<RefusalProblem> & {
  readonly status: 401 | 403;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: RefusalProblem;
};

/** The outcome of {@link authenticate}. */
export type Authentication =
  { readonly ok: true; readonly caller: Caller } | { readonly ok: false; readonly refusal: Refusal };

/** What an operation requires of its caller's token, besides a valid signature, `exp`, `iss` and `aud`. */
export interface AuthenticateOptions {
  /** A scope the token must carry, such as `apiim` for the data service. */
  readonly scope?: string;
  /** A role the token must carry, such as `TenantAdmin`. */
  readonly role?: string;
  /** The call needs tenant context: a token without `tid` is refused. Default false. */
  readonly tenantRequired?: boolean;
}

/** What authentication needs of the identity provider. */
export interface AuthenticateSettings {
  readonly registry: IdentityRegistry;
  readonly keys: SigningKeys;
  readonly clock: SandboxClock;
  readonly issuer: string;
  readonly audience: string;
}

class TokenFault extends Error {
  constructor(
    readonly claim: string,
    readonly detail: string,
    readonly status: 401 | 403 = 401,
  ) {
    super(detail);
  }
}

// RFC 6750 section 3: error_description is %x20-21 / %x23-5B / %x5D-7E, so a claim's value quoted in
// it (any text a caller put in a token) can neither break the header nor make writing it fail.
const quotable = (text: string) => text.replace(/["\\]/g, "'").replace(/[^\x20-\x7e]/g, "?");

function refusal(fault: TokenFault | undefined, detail: string): Refusal {
  const status = fault?.status ?? 401;
  const error = status === 403 ? "insufficient_scope" : "invalid_token";
  // RFC 6750 section 3.1: a request without any credentials gets a challenge without an error code.
  const challenge =
    fault === undefined
      ? `Bearer realm="sandbox"`
      : `Bearer realm="sandbox", error="${error}", error_description="${quotable(detail)}"`;
  return {
    status,
    headers: { "WWW-Authenticate": challenge, "Content-Type": "application/problem+json" },
    body: {
      type: `https://datatracker.ietf.org/doc/html/rfc6750#section-3.1`,
      title: status === 403 ? "Forbidden" : "Unauthorized",
      status,
      detail,
      ...(fault === undefined ? {} : { claim: fault.claim }),
    },
  };
}

function decodeJson(segment: string): unknown {
  try {
    return JSON.parse(Buffer.from(segment, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
}

/** Reads the kid of an RS256 token, refusing any other algorithm before a key is looked at. */
function keyIdOf(token: string): string {
  const [header, payload, signature, ...rest] = token.split(".");
  if (header === undefined || payload === undefined || signature === undefined || rest.length > 0) {
    throw new TokenFault("token", "the bearer token is not a JWT (three base64url segments)");
  }
  const parameters = decodeJson(header);
  if (typeof parameters !== "object" || parameters === null)
    throw new TokenFault("token", "the JWT header is not a JSON object");
  const { alg, kid } = parameters as Record<string, unknown>;
  if (alg !== "RS256") throw new TokenFault("alg", "the token must be signed with RS256");
  if (typeof kid !== "string" || kid === "") throw new TokenFault("kid", "the token header has no kid");
  return kid;
}

function faultOf(error: unknown, settings: AuthenticateSettings): TokenFault {
  if (error instanceof TokenFault) return error;
  if (error instanceof errors.JWTExpired) return new TokenFault("exp", "the token has expired");
  if (error instanceof errors.JWTClaimValidationFailed) {
    const expected: Record<string, string> = {
      iss: ` (expected ${settings.issuer})`,
      aud: ` (expected ${settings.audience})`,
    };
    return new TokenFault(
      error.claim,
      `the ${error.claim} claim ` +
        `is ${error.reason === "missing" ? "missing" : "not accepted"}` +
        `${expected[error.claim] ?? ""}`,
    );
  }
  if (error instanceof errors.JWSSignatureVerificationFailed)
    return new TokenFault("signature", "the token signature does not verify");
  return new TokenFault("token", "the bearer token is not a valid JWT");
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

/** A verified token's claims, with its scopes and roles split once. */
interface VerifiedToken {
  readonly token: string;
  readonly kid: string;
  readonly key: KeyObject;
  readonly payload: JWTPayload;
  readonly scopes: readonly string[];
  readonly roles: readonly string[];
}

function callerOf(verified: VerifiedToken, options: AuthenticateOptions, registry: IdentityRegistry): Caller {
  const { payload, scopes, roles } = verified;
  const clientId = payload["client_id"];
  if (typeof clientId !== "string") throw new TokenFault("client_id", "the token has no client_id claim");
  const account = registry.serviceAccounts.get(clientId);
  if (account === undefined) throw new TokenFault("client_id", "the token's client is no longer registered");
  const tid = payload["tid"];
  if (
    tid !== undefined &&
    (typeof tid !== "string" || registry.tenants.get(tid) === undefined || !account.tenantIds.includes(tid))
  ) {
    throw new TokenFault("tid", "the token's tenant is unknown or its client is not registered in it");
  }
  if (tid === undefined && options.tenantRequired === true) {
    throw new TokenFault("tid", "this call needs tenant context: ask for the token with tid");
  }
  if (options.scope !== undefined && !scopes.includes(options.scope)) {
    throw new TokenFault("scope", `this call needs scope ${options.scope}`, 403);
  }
  if (options.role !== undefined && !roles.includes(options.role)) {
    throw new TokenFault("roles", `this call needs role ${options.role}`, 403);
  }
  return { clientId, tenantId: tid, scopes, roles };
}

/** Tokens of one identity provider that verified, by {@link tokenTail}. */
const verifiedTokens = new WeakMap<AuthenticateSettings, Map<string, VerifiedToken>>();

/** Tokens remembered per identity provider; the oldest is forgotten first. */
const VERIFIED_TOKENS = 1_000;

/**
 * What a remembered token is found by: the end of its signature. A map keyed by the whole token
 * hashed its 800 characters on every call, as each request's header is a string of its own; the
 * whole token is then compared, so two tokens sharing a tail are told apart.
 */
const tokenTail = (token: string) => token.slice(-32);

/**
 * The claims of a token of one of the identity provider's keys. A token is verified in full (its
 * header, signature, `iss`, `aud`, claims present) once per key, and after that only against the
 * clock (`exp`, `nbf`), the one thing that changes: an RS256 verification took about as long as
 * the rest of a GetData. A token of a key that was rotated out is verified again, and refused once
 * its key is retired.
 */
async function verifiedClaims(token: string, settings: AuthenticateSettings): Promise<VerifiedToken> {
  const now = settings.clock.now();
  let known = verifiedTokens.get(settings);
  const tail = tokenTail(token);
  const remembered = known?.get(tail);
  if (
    remembered !== undefined &&
    remembered.token === token &&
    settings.keys.publicKey(remembered.kid) === remembered.key
  ) {
    const seconds = Math.floor(now / 1000);
    if (typeof remembered.payload.nbf === "number" && remembered.payload.nbf > seconds)
      throw new TokenFault("nbf", "the nbf claim is not accepted");
    if ((remembered.payload.exp as number) <= seconds) throw new TokenFault("exp", "the token has expired");
    return remembered;
  }
  const kid = keyIdOf(token);
  const key = settings.keys.publicKey(kid);
  if (key === undefined) throw new TokenFault("kid", "the token's kid names no key of this identity provider");
  const { payload } = await jwtVerify(token, key, {
    algorithms: ["RS256"],
    issuer: settings.issuer,
    audience: settings.audience,
    requiredClaims: ["exp", "iat"],
    currentDate: new Date(now),
  });
  const verified: VerifiedToken = {
    token,
    kid,
    key,
    payload,
    scopes: typeof payload["scope"] === "string" ? payload["scope"].split(" ").filter((scope) => scope !== "") : [],
    roles: stringList(payload["roles"]),
  };
  if (known === undefined) verifiedTokens.set(settings, (known = new Map()));
  known.delete(tail);
  if (known.size >= VERIFIED_TOKENS) known.delete(known.keys().next().value!);
  known.set(tail, verified);
  return verified;
}

/** The token of an `Authorization: Bearer <token>` header, or `undefined` when the header has another form. */
function bearerToken(header: string): string | undefined {
  const trimmed = header.trim();
  const space = trimmed.indexOf(" ");
  if (space === -1 || trimmed.slice(0, space).toLowerCase() !== "bearer") return undefined;
  let start = space + 1;
  while (trimmed[start] === " ") start++;
  const token = trimmed.slice(start);
  return token.includes(" ") ? undefined : token;
}

/**
 * Checks the bearer token of a call to any sandbox service: RS256 only, a key of this identity
 * provider chosen by kid, signature, `exp` against the sandbox clock, `iss`, `aud`, a client and
 * tenant that are still registered, and what `options` require.
 */
export async function authenticate(
  authorizationHeader: string | null | undefined,
  options: AuthenticateOptions,
  settings: AuthenticateSettings,
): Promise<Authentication> {
  if (authorizationHeader === null || authorizationHeader === undefined || authorizationHeader.trim() === "") {
    return {
      ok: false,
      refusal: refusal(undefined, "the Authorization header is missing: send Authorization: Bearer <access token>"),
    };
  }
  try {
    const token = bearerToken(authorizationHeader);
    if (token === undefined) {
      throw new TokenFault("Authorization", "the Authorization header must be Bearer <access token>");
    }
    return { ok: true, caller: callerOf(await verifiedClaims(token, settings), options, settings.registry) };
  } catch (error) {
    const fault = faultOf(error, settings);
    return { ok: false, refusal: refusal(fault, fault.detail) };
  }
}
