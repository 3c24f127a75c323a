// Answers of an operation the sandbox does not model, picked from its documented examples the way
// the stateless mock (Prism) picks them: the lowest documented 2xx, its first example, or what
// `Prefer: code=<status>` and `Prefer: example=<name>` select.
import { deref, type Json, type SpecOperation } from "./operations.js";
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
    const value = rest.join("=").trim().replace(/^"(.*)"$/, "$1");
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

function pickResponseKey(op: SpecOperation, preference: Preference): string | { refusal: string } {
  const keys = Object.keys(op.operation.responses ?? {});
  if (preference.code !== undefined) {
    const wanted = preference.code;
    const found = keys.find((k) => k === wanted) ?? keys.find((k) => /^\d{3}$/.test(wanted) && k.toUpperCase() === `${wanted[0]}XX`);
    if (found === undefined) return { refusal: `Prefer: code=${wanted} is not a documented answer of ${op.operationId} (documented: ${keys.join(", ")})` };
    return found;
  }
  const successes = keys.filter((k) => k.startsWith("2")).sort();
  return successes[0] ?? keys.sort()[0] ?? "default";
}

function firstExample(document: Json, media: Json, wanted: string | undefined): { value: unknown } | { refusal: string } | undefined {
  if (wanted !== undefined) {
    const named = media.examples?.[wanted];
    if (named === undefined) return { refusal: `Prefer: example=${wanted} is not an example of this answer (examples: ${Object.keys(media.examples ?? {}).join(", ") || "none named"})` };
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

/** The documented answer the preference selects, or a refusal naming what was not documented. */
export function exampleAnswer(op: SpecOperation, preference: Preference): SandboxAnswer | { refusal: string } {
  const key = pickResponseKey(op, preference);
  if (typeof key !== "string") return key;
  const response = deref(op.document, op.operation.responses[key]);
  const status = statusOf(key);
  const headers = exampleHeaders(op.document, response);
  const [entry] = Object.entries<Json>(response.content ?? {});
  if (entry === undefined) {
    if (preference.example !== undefined) return { refusal: `Prefer: example=${preference.example}: the ${key} answer of ${op.operationId} has no body` };
    return { status, headers };
  }
  const [mediaType, media] = entry;
  const example = firstExample(op.document, media, preference.example);
  if (example !== undefined && "refusal" in example) return example;
  return { status, headers, contentType: mediaType, body: example?.value };
}
