// The shape every handler, the example picker and the refusals answer with, and how it is written.
import type { ServerResponse } from "node:http";
import { isSmallJson, writeJsonSliced } from "./time-slice.js";

/**
 * An answer before it is sent, the one shape of every answer of the sandbox (handlers, the example
 * picker, refusals, the token endpoint): the status, headers, and a body in the media type it names.
 */
export interface SandboxAnswer<B = unknown> {
  readonly status: number;
  readonly headers?: Readonly<Record<string, string>>;
  /** The media type of `body`; default `application/json` when there is a body. */
  readonly contentType?: string;
  /** JSON value for a JSON media type, a string or bytes otherwise; `undefined` for no body. */
  readonly body?: B;
}

/** An RFC 9457 problem answer. */
export function problem<S extends number>(
  status: S,
  title: string,
  detail: string,
  extra: Record<string, unknown> = {},
): { status: S; contentType: "application/problem+json"; body: { type: string; title: string; status: number; detail: string; [extra: string]: unknown } } {
  return { status, contentType: "application/problem+json", body: { type: "about:blank", title, status, detail, ...extra } };
}

/** Whether `mediaType` (of a request or an answer) is covered by a documented media type or a range such as `text/*`. */
export function mediaTypeMatches(documented: string, mediaType: string): boolean {
  const range = documented.split(";")[0]!.trim().toLowerCase();
  const actual = mediaType.split(";")[0]!.trim().toLowerCase();
  if (range === "*/*") return true;
  if (range.endsWith("/*")) return actual.startsWith(range.slice(0, -1));
  return actual === range;
}

export function isJsonMediaType(mediaType: string): boolean {
  return /^application\/([\w.+-]+\+)?json\b/i.test(mediaType);
}

/** Resolves once `res` may take more (or is gone, when it throws: the answer is no longer read). */
function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      if (res.destroyed) reject(new Error("the client closed the connection while the answer was written"));
      else resolve();
    };
    res.once("drain", done);
    res.once("close", done);
  });
}

/**
 * Writes the answer; HEAD gets the headers only. A large JSON body is serialized a slice at a time
 * and sent as it is made (chunked), so that it holds the event loop for no one's answer but its
 * own; the promise then resolves once it is written.
 */
export function send(res: ServerResponse, answer: SandboxAnswer, head: boolean): void | Promise<void> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers ?? {})) headers[name.toLowerCase()] = value;
  let payload: string | Uint8Array | undefined;
  if (answer.body !== undefined) {
    const contentType = answer.contentType ?? "application/json";
    headers["content-type"] = contentType;
    if (!head && !(answer.body instanceof Uint8Array) && (isJsonMediaType(contentType) || typeof answer.body !== "string") && !isSmallJson(answer.body)) {
      res.writeHead(answer.status, headers);
      return writeJsonSliced(answer.body, (text) => (res.destroyed ? Promise.reject(new Error("the client closed the connection while the answer was written")) : res.write(text) ? undefined : drained(res))).then(() => void res.end());
    }
    payload =
      answer.body instanceof Uint8Array
        ? answer.body
        : isJsonMediaType(contentType) || typeof answer.body !== "string"
          ? JSON.stringify(answer.body)
          : answer.body;
    headers["content-length"] = String(Buffer.byteLength(payload));
  }
  res.writeHead(answer.status, headers);
  res.end(head ? undefined : payload);
}
