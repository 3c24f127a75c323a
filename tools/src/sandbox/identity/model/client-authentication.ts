import { createHash, timingSafeEqual } from "node:crypto";
import type { IdentityRegistry, ServiceAccount } from "./registry.js";

/** The service account a token request authenticated as, or why it did not. */
export type ClientAuthentication =
  | { readonly ok: true; readonly account: ServiceAccount }
  | {
      readonly ok: false;
      readonly description: string;
      /** The client id the credentials named, when they could be read. */ readonly clientId?: string;
    };

// RFC 6749 section 2.3.1: client id and secret are form-encoded before they are joined by ':'.
function formDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return undefined;
  }
}

function sameSecret(given: string, expected: string): boolean {
  // Hashes first: timingSafeEqual needs equal lengths, and the length must not leak either.
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Authenticates a token request by HTTP Basic, the one method the reference names ("HTTP Basic
 * credentials made of clientId and clientSecret"). Unknown client and wrong secret are one
 * refusal, so the answer does not tell which client ids exist.
 */
export function authenticateClient(
  authorization: string | null | undefined,
  registry: IdentityRegistry,
): ClientAuthentication {
  if (authorization === null || authorization === undefined || authorization.trim() === "") {
    return {
      ok: false,
      description: "the Authorization header is missing: authenticate with HTTP Basic base64(clientId:clientSecret)",
    };
  }
  const [scheme, credentials, ...rest] = authorization.trim().split(/ +/);
  if (scheme?.toLowerCase() !== "basic" || credentials === undefined || rest.length > 0) {
    return {
      ok: false,
      description: "the Authorization header is not HTTP Basic: send Basic base64(clientId:clientSecret)",
    };
  }
  const decoded = /^[A-Za-z0-9+/]+={0,2}$/.test(credentials) ? Buffer.from(credentials, "base64").toString("utf8") : "";
  const colon = decoded.indexOf(":");
  const clientId = colon > 0 ? formDecode(decoded.slice(0, colon)) : undefined;
  const clientSecret = colon > 0 ? formDecode(decoded.slice(colon + 1)) : undefined;
  if (clientId === undefined || clientSecret === undefined) {
    return { ok: false, description: "the Basic credentials are not base64(clientId:clientSecret)" };
  }
  const account = registry.serviceAccounts.get(clientId);
  if (account === undefined || !sameSecret(clientSecret, account.clientSecret)) {
    return { ok: false, description: "unknown client_id or wrong client secret", clientId };
  }
  return { ok: true, account };
}
