import { ValueFormatError } from "./value-format-error.js";

const HEADER = "X-UserClaimsExtended";
/** Claims can be personal data: errors show no more than this much of the header. */
const SHOWN_CHARACTERS = 8;
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

/** Extended user claims by name; a claim named more than once keeps all its values, in order, in an array. */
export type UserClaims = Record<string, unknown>;

function shown(header: string): string {
  const start = JSON.stringify(header.slice(0, SHOWN_CHARACTERS));
  return header.length > SHOWN_CHARACTERS ? `${start}… (${header.length} characters)` : start;
}

/**
 * The header's JSON text: as it is when it already is JSON, else decoded from Base64 (standard or URL-safe) as UTF-8.
 */
function jsonText(header: string): string | undefined {
  if (header.startsWith("{") || header.startsWith("[")) return header;
  if (!BASE64.test(header)) return undefined;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.from(header, "base64"));
  } catch {
    return undefined;
  }
}

function pairsToClaims(pairs: unknown[], fail: (reason: string) => never): UserClaims {
  const values = new Map<string, unknown[]>();
  pairs.forEach((pair, index) => {
    const fields = (typeof pair === "object" && pair !== null ? pair : {}) as Record<string, unknown>;
    const name = fields.Key ?? fields.key;
    if (typeof name !== "string") fail(`item ${index} of the array has no string Key`);
    values.set(name, [...(values.get(name) ?? []), "Value" in fields ? fields.Value : fields.value]);
  });
  return Object.fromEntries([...values].map(([name, list]) => [name, list.length === 1 ? list[0] : list]));
}

/**
 * Decodes the `X-UserClaimsExtended` webhook header, "described as Base64-encoded JSON; the sample
 * shows a JSON array of `{ Key, Value }` pairs". Takes Base64 (standard or URL-safe) or raw JSON,
 * holding an object or an array of `{ Key, Value }` (or `{ key, value }`) pairs, and returns the
 * claims as a plain record. An empty header has no claims.
 *
 * @param where names the message in errors, for example its messageId.
 * @throws {ValueFormatError} for anything else, showing no more than the first 8 characters.
 */
export function decodeUserClaimsExtended(header: unknown, where?: string): UserClaims {
  if (typeof header !== "string")
    throw new ValueFormatError(HEADER, `(${typeof header})`, "expected the header's text", where);
  const trimmed = header.trim();
  const fail = (reason: string): never => {
    throw new ValueFormatError(HEADER, shown(trimmed), reason, where);
  };
  if (trimmed === "") return {};
  const text = jsonText(trimmed) ?? fail("is neither JSON nor Base64-encoded JSON");
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // no cause attached: the parser's message quotes the input
    fail(text === trimmed ? "is not valid JSON" : "decodes from Base64 to text that is not valid JSON");
  }
  if (Array.isArray(parsed)) return pairsToClaims(parsed, fail);
  if (typeof parsed === "object" && parsed !== null) return parsed as UserClaims;
  return fail("holds JSON that is neither an object nor an array of { Key, Value } pairs");
}
