import { WebhookRejection } from "./problem.js";

/**
 * The user context of a message from its X-UserClaim-* headers, keyed by the lower-cased part of
 * the header name after "X-UserClaim-". Absent headers are absent keys.
 */
export interface UserClaims {
  /** X-UserClaim-Actort: person id (actor) in user context. */
  readonly actort?: string;
  /** X-UserClaim-client_id: client identification. */
  readonly client_id?: string;
  /** X-UserClaim-iss: issuer. */
  readonly iss?: string;
  /** X-UserClaim-locale: language and region (RFC 5646 / ISO 639-2). */
  readonly locale?: string;
  /** X-UserClaim-orgs_codes: selected organization codes. */
  readonly orgs_codes?: string;
  /** X-UserClaim-sub: user identification. */
  readonly sub?: string;
  /** X-UserClaim-tid: tenant of the selected tenant in user or service context. */
  readonly tid?: string;
  /** Any other X-UserClaim-* header. */
  readonly [claim: string]: string | undefined;
}

const PREFIX = "x-userclaim-";
const MAX_CLAIM_LENGTH = 4096;

/** Reads the X-UserClaim-* headers (validation rule 5); the JWT describes the channel, these the message. */
export function readUserClaims(headers: Headers): UserClaims {
  const claims: [string, string][] = [];
  headers.forEach((value, name) => {
    if (!name.startsWith(PREFIX) || name.length === PREFIX.length) return;
    if (value.length > MAX_CLAIM_LENGTH) {
      throw new WebhookRejection(400, "invalid_user_claims", {
        detail: `An X-UserClaim-* header is longer than ${MAX_CLAIM_LENGTH} characters.`,
      });
    }
    claims.push([name.slice(PREFIX.length), value]);
  });
  // fromEntries defines own properties, so a header named X-UserClaim-__proto__ stays plain data.
  return Object.fromEntries(claims);
}
