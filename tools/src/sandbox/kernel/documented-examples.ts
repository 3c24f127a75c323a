// Answers of an operation the sandbox does not model, picked from its documented examples the way
// the stateless mock (Prism) picks them: the lowest documented 2xx, its first example, or what
// `Prefer: code=<status>` and `Prefer: example=<name>` select.
import { deref, type Json, type SpecOperation } from "./route-table.js";
import type { SandboxAnswer } from "./answer.js";

/** What a `Prefer` header asks for (RFC 7240 preferences `code` and `example`, as Prism reads them). */
export interface Preference {
  readonly code?: string;
  readonly example?: string;
}

export function parsePrefer(header: string | undefined): Preference {
  if (!header) return {};
  const preference: { code?: string; example?: string } = {};
  for (const part of header.split(/[,;]/)) {
    const [key, ...rest] = part.split("=");
    const value = rest
      .join("=")
      .trim()
      .replace(/^"(.*)"$/, "$1");
    const name = key!.trim().toLowerCase();
    if (name === "code") preference.code = value;
    else if (name === "example") preference.example = value;
  }
  return preference;
}

/** The status a documented response key stands for: `2XX` is answered as 200, `default` as 500. */
function statusOf(key: string): number {
  if (/^\d{3}$/.test(key)) return Number(key);
  if (/^[1-5]XX$/i.test(key)) return Number(key[0]) * 100;
  return 500;
}

/** The documented response the preference names, and the status to answer it with. */
function pickResponse(
  op: SpecOperation,
  preference: Preference,
): { key: string; status: number } | { refusal: string } {
  const keys = Object.keys(op.operation.responses ?? {});
  if (preference.code !== undefined) {
    const wanted = preference.code;
    const numeric = /^[1-5]\d\d$/.test(wanted);
    const found =
      keys.find((k) => k === wanted) ??
      (numeric
        ? (keys.find((k) => k.toUpperCase() === `${wanted[0]}XX`) ?? keys.find((k) => k === "default"))
        : undefined);
    if (found === undefined)
      return {
        refusal:
          `Prefer: code=${wanted} is not a documented answer ` +
          `of ${op.operationId} (documented: ${keys.join(", ")})`,
      };
    return { key: found, status: numeric ? Number(wanted) : statusOf(found) };
  }
  const key = keys.filter((k) => k.startsWith("2")).sort()[0] ?? keys.sort()[0] ?? "default";
  return { key, status: statusOf(key) };
}

function firstExample(
  document: Json,
  media: Json,
  wanted: string | undefined,
): { value: unknown } | { refusal: string } | undefined {
  if (wanted !== undefined) {
    const named = media.examples?.[wanted];
    if (named === undefined)
      return {
        refusal:
          `Prefer: example=${wanted} is not an example of this answer ` +
          `(examples: ${Object.keys(media.examples ?? {}).join(", ") || "none named"})`,
      };
    return { value: deref(document, named).value };
  }
  if (media.example !== undefined) return { value: media.example };
  const [first] = Object.values<Json>(media.examples ?? {});
  if (first !== undefined) return { value: deref(document, first).value };
  const schema = deref(document, media.schema ?? {});
  if (Array.isArray(schema?.examples) && schema.examples.length > 0) return { value: schema.examples[0] };
  return undefined;
}

/** Headers documented with an example; content-type and length follow the body actually sent. */
function exampleHeaders(document: Json, response: Json): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, header] of Object.entries<Json>(response.headers ?? {})) {
    const lower = name.toLowerCase();
    if (lower === "content-type" || lower === "content-length") continue;
    const resolved = deref(document, header);
    const example = resolved.example ?? deref(document, resolved.schema ?? {})?.examples?.[0];
    if (example !== undefined) headers[lower] = String(example);
  }
  return headers;
}

/**
 * A documented range (any type, or `text/*`) is answered with the example's own type, as Prism does: text for a string,
 * JSON otherwise.
 */
function concreteMediaType(documented: string, example: unknown): string {
  if (!documented.includes("*")) return documented;
  if (typeof example === "string")
    return documented.startsWith("*/") || documented.startsWith("text/") ? "text/plain" : "application/octet-stream";
  return "application/json";
}

/** The documented answer the preference selects, or a refusal naming what was not documented. */
export function exampleAnswer(op: SpecOperation, preference: Preference): SandboxAnswer | { refusal: string } {
  const picked = pickResponse(op, preference);
  if ("refusal" in picked) return picked;
  const { key, status } = picked;
  const response = deref(op.document, op.operation.responses[key]);
  const headers = exampleHeaders(op.document, response);
  const [entry] = Object.entries<Json>(response.content ?? {});
  if (entry === undefined) {
    if (preference.example !== undefined)
      return { refusal: `Prefer: example=${preference.example}: the ${key} answer of ${op.operationId} has no body` };
    return { status, headers };
  }
  const [mediaType, media] = entry;
  const example = firstExample(op.document, media, preference.example);
  if (example !== undefined && "refusal" in example) return example;
  return { status, headers, contentType: concreteMediaType(mediaType, example?.value), body: example?.value };
}
