// Token requests as the identity checks send them: raw, through the recording fetch, so a request
// the package's own token provider would never send (a secret in the form, a wrong grant) can be sent.
import { createLocalJWKSet, decodeJwt, jwtVerify, type JWTPayload } from "jose";
import type { Evidence } from "../service-check.js";
import type { ServiceSession } from "../session.js";

/** A token endpoint's answer: its status, its JSON body (or null) and the evidence. */
export interface TokenAnswer {
  readonly status: number;
  readonly body: Record<string, unknown> | null;
  readonly evidence: Evidence;
}

/** `Basic base64(clientId:clientSecret)`, both form-encoded first (RFC 6749 section 2.3.1). */
export function basicAuthorization(clientId: string, clientSecret: string): string {
  const encode = (text: string) => encodeURIComponent(text).replace(/%20/g, "+");
  return `Basic ${Buffer.from(`${encode(clientId)}:${encode(clientSecret)}`).toString("base64")}`;
}

/** POSTs the form to the discovery document's token endpoint, with the Authorization header given (or none). */
export async function requestToken(
  session: ServiceSession,
  form: Readonly<Record<string, string>>,
  authorization: string | undefined,
): Promise<TokenAnswer> {
  const headers: Record<string, string> = {
    "Content-Type": "application/x-www-form-urlencoded",
    Accept: "application/json",
  };
  if (authorization !== undefined) headers.Authorization = authorization;
  const response = await session.recorder.fetchFor("identity-provider")(session.discovery.token_endpoint, {
    method: "POST",
    headers,
    body: new URLSearchParams(form).toString(),
  });
  let body: Record<string, unknown> | null;
  try {
    const parsed: unknown = await response.json();
    body =
      parsed !== null && typeof parsed === "object" && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : null;
  } catch {
    body = null;
  }
  return { status: response.status, body, evidence: session.evidence(response) };
}

/** The claims of a JWT without verifying it; null when it is no JWT. */
export function claimsOf(token: unknown): JWTPayload | null {
  if (typeof token !== "string") return null;
  try {
    return decodeJwt(token);
  } catch {
    return null;
  }
}

/**
 * Verifies an RS256 JWT against the provider's published keys and its issuer; resolves with why it does not verify, or
 * undefined.
 */
export async function verifyAgainstJwks(
  session: ServiceSession,
  token: string,
  jwks: unknown,
): Promise<string | undefined> {
  try {
    await jwtVerify(token, createLocalJWKSet(jwks as Parameters<typeof createLocalJWKSet>[0]), {
      algorithms: ["RS256"],
      issuer: session.discovery.issuer,
      requiredClaims: ["exp"],
    });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}
