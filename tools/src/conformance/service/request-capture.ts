// What the recorder reads from a request and an answer: the request's parts, its body as the report shows it, and the
// secrets the report must not show.
import type { BoundedAnswer } from "./provider-fetch.js";

/** The largest answer searched for tokens: a token answer is small, and a larger one is not parsed for nothing. */
const SCANNED_ANSWER_BYTES = 64 * 1024;

/** The members of a token answer that are secrets the report must not show. */
const TOKEN_MEMBERS = ["access_token", "refresh_token", "id_token"];

export function bodyText(body: unknown, contentType: string | null): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === "string") return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof FormData) return `multipart/form-data (parts: ${[...new Set([...body.keys()])].join(", ")})`;
  if (body instanceof Uint8Array || body instanceof ArrayBuffer) {
    return contentType !== null && /json|text|urlencoded/i.test(contentType)
      ? new TextDecoder().decode(body)
      : `${body.byteLength} bytes`;
  }
  return "a body";
}

export /** A body that gives its bytes and then fails with `error`, as reading an answer the kit cut does. */
function failingAfter(bytes: Uint8Array, error: Error): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.error(error);
    },
  });
}

/**
 * The secrets a request's credential and its answer's tokens hold, for the report to keep out. A scheme alone
 * (`Bearer`, which the auth flow sends as a broken header) is no secret: hiding it would blot out the word wherever a
 * report says it.
 */
export function secretsOf(headers: Headers, answer: BoundedAnswer | undefined): string[] {
  const secrets: string[] = [];
  const credential = /^\S+\s+(\S.*)$/.exec(headers.get("authorization") ?? "");
  if (credential !== null) secrets.push(credential[0], credential[1]!);
  if (answer === undefined || answer.cut || answer.body.byteLength > SCANNED_ANSWER_BYTES) return secrets;
  if (!/json/i.test(answer.headers.get("content-type") ?? "")) return secrets;
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(answer.body));
  } catch {
    return secrets;
  }
  if (value === null || typeof value !== "object") return secrets;
  for (const member of TOKEN_MEMBERS) {
    const token = (value as Record<string, unknown>)[member];
    if (typeof token === "string" && token !== "") secrets.push(token);
  }
  return secrets;
}

/** A request as the kit sends it, read from fetch's arguments. */
export async function requestOf(
  input: RequestInfo | URL,
  init: RequestInit | undefined,
): Promise<{ url: URL; method: string; headers: Headers; body: BodyInit | null | undefined }> {
  const request = input instanceof Request ? input : undefined;
  const url = new URL(request?.url ?? (input as string | URL).toString());
  const method = (init?.method ?? request?.method ?? "GET").toUpperCase();
  const headers = new Headers(init?.headers ?? request?.headers);
  const body = init?.body ?? (request?.body == null ? undefined : new Uint8Array(await request.arrayBuffer()));
  return { url, method, headers, body };
}
