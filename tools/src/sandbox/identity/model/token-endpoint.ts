import { TokenRequestGrantTypeValues } from "../../../../../generated/facts.js";
import type { components } from "../../../../../generated/types/identity-provider.js";
import type { SandboxClock } from "../../kernel/clock.js";
import { tokenAnswer, tokenError, type TokenAnswer, type TokenErrorBody } from "./token-answers.js";
import { authenticateClient } from "./client-authentication.js";
import {
  LOCKOUT_WINDOW_SECONDS,
  lockoutKey,
  MAX_FAILED_AUTHENTICATIONS,
  type ClientLockout,
} from "./client-lockout.js";
import type { IdentityRegistry } from "./registry.js";
import type { SigningKeys } from "./signing-keys.js";
import { newId } from "../../kernel/ids.js";

/** A `POST /connect/token` request as the router read it. */
export interface TokenRequestInput {
  /** The request's Content-Type header. */
  readonly contentType: string | null | undefined;
  /** The request's Authorization header (HTTP Basic). */
  readonly authorization: string | null | undefined;
  /** The form body, as text or already parsed. */
  readonly body: string | URLSearchParams;
  /**
   * The caller's network address: failed authentications from the network count per client id and address. Default none
   * (the client id alone).
   */
  readonly source?: string | undefined;
}

/** The token response: "`access_token` (JWT string), `expires_in` (seconds), `token_type` (`Bearer`), `scope`". */
export type TokenResponseBody = components["schemas"]["TokenResponse"];

const GRANT_TYPES: readonly string[] = TokenRequestGrantTypeValues;

/** What the token endpoint needs of the identity provider. */
export interface TokenEndpointSettings {
  readonly registry: IdentityRegistry;
  readonly keys: SigningKeys;
  readonly clock: SandboxClock;
  readonly issuer: string;
  readonly audience: string;
  readonly tokenLifetimeSeconds: number;
  readonly scopesSupported: readonly string[];
  readonly defaultScope: string;
  /** Failed client authentications per client id. */
  readonly lockout: ClientLockout;
}

const FORM = "application/x-www-form-urlencoded";
const SINGLE_PARAMETERS = ["grant_type", "scope", "tid", "client_id"] as const;

function isForm(contentType: string | null | undefined): boolean {
  return contentType?.split(";")[0]?.trim().toLowerCase() === FORM;
}

// RFC 6749 section 3.1: a parameter sent without a value is treated as omitted.
function parameter(form: URLSearchParams, name: string): string | undefined {
  const value = form.get(name);
  return value === null || value === "" ? undefined : value;
}

type Checked<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly answer: TokenAnswer<TokenErrorBody> };

function grantedScope(requested: string | undefined, settings: TokenEndpointSettings): Checked<string> {
  const scopes = (requested ?? settings.defaultScope).split(" ").filter((scope) => scope !== "");
  const unknown = scopes.find((scope) => !settings.scopesSupported.includes(scope));
  if (unknown !== undefined) {
    return {
      ok: false,
      answer: tokenError(
        "invalid_scope",
        `scope "${unknown}" is not supported; supported: ${settings.scopesSupported.join(" ")}`,
      ),
    };
  }
  return { ok: true, value: [...new Set(scopes)].join(" ") };
}

/**
 * The client credentials grant exactly as the reference describes it: a form body with
 * `grant_type` (mandatory, `client_credentials`), `tid` ("required for tenant access") and
 * `scope` (optional), the client authenticated by HTTP Basic. Refusals are RFC 6749 section 5.2
 * errors whose description names the parameter.
 */
export async function requestToken(
  request: TokenRequestInput,
  settings: TokenEndpointSettings,
): Promise<TokenAnswer<TokenResponseBody | TokenErrorBody>> {
  if (!isForm(request.contentType)) {
    return tokenError("invalid_request", `Content-Type must be ${FORM}, got ${request.contentType ?? "none"}`);
  }
  const form = typeof request.body === "string" ? new URLSearchParams(request.body) : request.body;
  const repeated = SINGLE_PARAMETERS.find((name) => form.getAll(name).length > 1);
  if (repeated !== undefined) return tokenError("invalid_request", `${repeated} is sent more than once`);
  if (form.has("client_secret")) {
    return tokenError(
      "invalid_request",
      "client_secret in the form is not accepted: authenticate with HTTP Basic only",
    );
  }
  const client = authenticateClient(request.authorization, settings.registry);
  const now = settings.clock.now();
  const lockedClientId = client.ok ? client.account.clientId : client.clientId;
  const counter = lockedClientId === undefined ? undefined : lockoutKey(lockedClientId, request.source);
  const retryAfter = counter === undefined ? undefined : settings.lockout.retryAfter(counter, now);
  if (retryAfter !== undefined) {
    return tokenAnswer(
      429,
      {
        error: "invalid_client",
        error_description:
          `client ${lockedClientId} failed authentication ${MAX_FAILED_AUTHENTICATIONS} ` +
          `times within ${LOCKOUT_WINDOW_SECONDS} s; retry after ${retryAfter} s`,
      },
      { "Retry-After": String(retryAfter) },
    );
  }
  if (!client.ok) {
    if (counter !== undefined) settings.lockout.failed(counter, now);
    return tokenError("invalid_client", client.description);
  }
  const account = client.account;
  const formClientId = parameter(form, "client_id");
  if (formClientId !== undefined && formClientId !== account.clientId) {
    return tokenError("invalid_request", "client_id in the form differs from the HTTP Basic client id");
  }
  const grantType = parameter(form, "grant_type");
  if (grantType === undefined)
    return tokenError("invalid_request", `grant_type is missing; it must be ${GRANT_TYPES.join(" or ")}`);
  if (!GRANT_TYPES.includes(grantType)) {
    return tokenError(
      "unsupported_grant_type",
      `grant_type "${grantType}" is not supported; it must be ${GRANT_TYPES.join(" or ")}`,
    );
  }
  const scope = grantedScope(parameter(form, "scope"), settings);
  if (!scope.ok) return scope.answer;
  const tid = parameter(form, "tid");
  if (tid !== undefined && (settings.registry.tenants.get(tid) === undefined || !account.tenantIds.includes(tid))) {
    return tokenError("invalid_request", `tid "${tid}" is not a tenant this client is registered in`);
  }
  const issuedAt = Math.floor(settings.clock.now() / 1000);
  const accessToken = await settings.keys.sign({
    iss: settings.issuer,
    aud: settings.audience,
    iat: issuedAt,
    exp: issuedAt + settings.tokenLifetimeSeconds,
    jti: newId(),
    client_id: account.clientId,
    scope: scope.value,
    ...(tid === undefined ? {} : { tid }),
    ...(account.roles === undefined || account.roles.length === 0 ? {} : { roles: account.roles }),
  });
  return tokenAnswer(200, {
    access_token: accessToken,
    expires_in: settings.tokenLifetimeSeconds,
    token_type: "Bearer",
    scope: scope.value,
  });
}
