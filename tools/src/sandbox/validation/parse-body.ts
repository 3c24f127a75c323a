// A request body as its media type reads: UTF-8 text, JSON within the depth limit and without keys
// that reach an object's prototype, form fields, or the bytes.
import { isJsonMediaType } from "../kernel/answer.js";
import { jsonDepthBeyond } from "../kernel/limits.js";

/**
 * Title of the refusal of a body key that reaches an object's prototype: a guard of the sandbox, not a rule of the
 * spec.
 */
export const PROTOTYPE_KEY_TITLE = "The body uses a key the sandbox refuses";

const utf8 = new TextDecoder("utf-8", { fatal: true });

// Keys that reach an object's prototype when a handler copies a body into an object (Object.assign,
// spreading into a plain object, a naive merge): refused wherever they appear in a JSON body.
const PROTOTYPE_KEYS = ["__proto__", "constructor", "prototype"];

/** The JSON path of the first prototype key in `value`, or `undefined`. */
function prototypeKeyPath(value: unknown, path = "$"): string | undefined {
  if (value === null || typeof value !== "object") return undefined;
  for (const [key, member] of Object.entries(value)) {
    const at = Array.isArray(value) ? `${path}[${key}]` : `${path}[${JSON.stringify(key)}]`;
    if (!Array.isArray(value) && PROTOTYPE_KEYS.includes(key)) return at;
    const inner = prototypeKeyPath(member, at);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

export function parseBody(
  mediaType: string,
  body: Buffer,
  jsonDepth: number,
): { value: unknown } | { error: string; where?: string; guard?: string } {
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    return { error: "is not UTF-8 encoded text" };
  }
  if (isJsonMediaType(mediaType)) {
    const beyond = jsonDepthBeyond(text, jsonDepth);
    if (beyond !== undefined)
      return {
        error:
          `nests arrays and objects deeper than ${jsonDepth} levels ` +
          `(at character ${beyond}); the limit is ${jsonDepth}`,
      };
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      return { error: `is not JSON: ${(error as Error).message}` };
    }
    // The walk is skipped for text that cannot hold such a key: neither its plain spelling nor an
    // escape (`"\u005f_proto__"` is the same key once parsed).
    const prototypeKey =
      text.includes("\\u") || PROTOTYPE_KEYS.some((key) => text.includes(key)) ? prototypeKeyPath(value) : undefined;
    if (prototypeKey !== undefined) {
      return {
        where: `body ${prototypeKey}`,
        error:
          `is not accepted: ${PROTOTYPE_KEYS.join(", ")} are refused as ` +
          `keys (the spec allows them; the sandbox guards its objects)`,
        guard: PROTOTYPE_KEY_TITLE,
      };
    }
    return { value };
  }
  if (mediaType === "application/x-www-form-urlencoded")
    return { value: Object.fromEntries(new URLSearchParams(text)) };
  return { value: mediaType.startsWith("text/") ? text : body };
}
