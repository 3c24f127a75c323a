// The answers of the token endpoint (RFC 6749 section 5): JSON that no cache keeps, and the error
// codes of section 5.2 with their challenge.
import type { components } from "../../../../../generated/types/identity-provider.js";
import type { SandboxAnswer } from "../../kernel/answer.js";

/** An answer of the token endpoint: always headers and a JSON body. */
export type TokenAnswer<B> = SandboxAnswer<B> & {
  readonly headers: Readonly<Record<string, string>>;
  readonly body: B;
};

/** The error codes of RFC 6749 section 5.2 the token endpoint answers with. */
export type TokenErrorCode = "invalid_request" | "invalid_client" | "unsupported_grant_type" | "invalid_scope";

/**
 * The body of a token endpoint error (RFC 6749 section 5.2): the members of TokenErrorResponse the sandbox sends,
 * without its open rest.
 */
export type TokenErrorBody = Pick<components["schemas"]["TokenErrorResponse"], "error" | "error_description">;

// RFC 6749 section 5.1: token answers, errors included, must not be cached.
const NO_STORE = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", Pragma: "no-cache" };

/** A JSON answer of the token endpoint that no cache keeps. */
export function tokenAnswer<B>(status: number, body: B, headers: Record<string, string> = {}): TokenAnswer<B> {
  return { status, headers: { ...NO_STORE, ...headers }, body };
}

/**
 * An RFC 6749 section 5.2 error: 400, or 401 with a `Basic` challenge for invalid_client (the
 * scheme the reference has clients authenticate with).
 */
export function tokenError(error: TokenErrorCode, description: string): TokenAnswer<TokenErrorBody> {
  const body = { error, error_description: description };
  if (error !== "invalid_client") return tokenAnswer(400, body);
  // Clients such as oauth4webapi read a 401's challenge rather than its body, so the description goes in both.
  const challenge =
    `Basic realm="token", error="invalid_client", ` +
    `error_description="${description.replace(/["\\]/g, "'").replace(/[^\x20-\x7e]/g, "?")}"`;
  return tokenAnswer(401, body, { "WWW-Authenticate": challenge });
}
