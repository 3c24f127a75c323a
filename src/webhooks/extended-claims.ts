import { parseUtf8Json } from "./bounded-read.js";
import { WebhookRejection } from "./problem.js";

/** One extended claim of X-UserClaimsExtended. */
export interface ExtendedClaim {
  readonly key: string;
  readonly value: unknown;
}

const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;
const MAX_KEY_LENGTH = 256;

function malformed(detail: string): WebhookRejection {
  return new WebhookRejection(400, "invalid_extended_claims", { detail });
}

function decodeHeader(value: string): unknown {
  // The reference describes Base64-encoded JSON but its sample is the JSON itself: accept both.
  // Header values arrive as one character per byte, hence latin1 to get the UTF-8 bytes back.
  const json =
    value.startsWith("[") || value.startsWith("{")
      ? Buffer.from(value, "latin1")
      : BASE64.test(value)
        ? Buffer.from(value, "base64")
        : undefined;
  const parsed = json === undefined ? undefined : parseUtf8Json(json);
  if (parsed === undefined) throw malformed("X-UserClaimsExtended is neither JSON nor Base64-encoded JSON.");
  return parsed.value;
}

function pairToClaim(pair: unknown): ExtendedClaim {
  if (typeof pair !== "object" || pair === null || Array.isArray(pair)) {
    throw malformed("X-UserClaimsExtended must be an array of { Key, Value } objects.");
  }
  const key: unknown = Object.hasOwn(pair, "Key") ? (pair as { Key: unknown }).Key : undefined;
  if (typeof key !== "string" || key === "" || key.length > MAX_KEY_LENGTH) {
    throw malformed("Every X-UserClaimsExtended pair needs a string Key of at most 256 characters.");
  }
  return { key, value: Object.hasOwn(pair, "Value") ? (pair as { Value: unknown }).Value : undefined };
}

/**
 * Decodes X-UserClaimsExtended: a JSON array of `{ Key, Value }` pairs as in the reference's
 * sample, given as JSON or Base64(-url) of it, or a JSON object of key to value. Anything else is
 * refused with 400; no input can make it throw anything but a rejection.
 */
export function readExtendedClaims(headers: Headers, maxBytes: number): readonly ExtendedClaim[] {
  const value = headers.get("x-userclaimsextended");
  if (value === null || value === "") return [];
  if (value.length > maxBytes) throw malformed(`X-UserClaimsExtended is longer than ${maxBytes} characters.`);
  const decoded = decodeHeader(value);
  if (Array.isArray(decoded)) return decoded.map(pairToClaim);
  if (typeof decoded === "object" && decoded !== null) {
    return Object.entries(decoded).map(([key, claim]) => pairToClaim({ Key: key, Value: claim }));
  }
  throw malformed("X-UserClaimsExtended must hold a JSON array or object.");
}
