// The fetch door to the request pipeline: a WHATWG Request in, a Response out, no socket. It hands
// the pipeline the request as plain values, as the node:http door does, reads the body against the
// route's limit the pipeline chooses (a body in process has no pace to watch: it is in memory or a
// stream of the caller's own), and writes the answer as a Response. The journal is told the status
// of the Response it gave.
import { isJsonMediaType, type SandboxAnswer } from "../../kernel/answer.js";
import { BodyLimitError, type BodyRules } from "../../kernel/limits.js";
import type { Pipeline, SandboxRequest } from "../../pipeline/pipeline.js";

// Statuses whose answer has no body: a Response refuses one for them.
const NULL_BODY = new Set([101, 204, 205, 304]);

/** Reads `body` whole, refusing it with 413 once its declared or received size passes the route's limit. */
async function readLimited(
  body: ReadableStream<Uint8Array>,
  declared: string | null,
  rules: BodyRules,
): Promise<Buffer> {
  const { limitBytes, what, limitWords = `${limitBytes} bytes` } = rules;
  const tooLarge = (size: string) =>
    new BodyLimitError(413, "Content Too Large", `the body of ${what} has ${size}; the limit is ${limitWords}`);
  const length = Number(declared ?? Number.NaN);
  if (Number.isFinite(length) && length > limitBytes) {
    await body.cancel();
    throw tooLarge(`${length} bytes (Content-Length)`);
  }
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    if (received + value.byteLength > limitBytes) {
      await reader.cancel();
      throw tooLarge(`more than ${limitBytes} bytes`);
    }
    received += value.byteLength;
    chunks.push(value);
  }
}

/**
 * The request as the pipeline takes it: lower-cased headers with the Host a client would send, and its body read on
 * demand.
 */
export function sandboxRequest(request: Request, url: URL): SandboxRequest {
  const headers: Record<string, string> = { host: url.host };
  for (const [name, value] of request.headers) headers[name] = value;
  const { body } = request;
  return {
    method: request.method,
    target: `${url.pathname}${url.search}`,
    headers,
    body: body === null ? undefined : (rules) => readLimited(body, request.headers.get("content-length"), rules),
    source: undefined,
  };
}

/** The answer as a Response; HEAD and the statuses without a body get none. */
export function responseOf(answer: SandboxAnswer, head: boolean): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers ?? {})) headers.set(name, value);
  let payload: string | Uint8Array | undefined;
  if (answer.body !== undefined) {
    const contentType = answer.contentType ?? "application/json";
    headers.set("content-type", contentType);
    payload =
      answer.body instanceof Uint8Array
        ? answer.body
        : isJsonMediaType(contentType) || typeof answer.body !== "string"
          ? JSON.stringify(answer.body)
          : answer.body;
    headers.set("content-length", String(Buffer.byteLength(payload)));
  }
  const bodiless = head || NULL_BODY.has(answer.status) || payload === undefined;
  return new Response(bodiless ? null : (payload as BodyInit), { status: answer.status, headers });
}

/**
 * Answers `request` through `pipeline`: never rejects for what the pipeline answers, as a port never drops a request it
 * read.
 */
export async function serveFetch(pipeline: Pipeline, request: Request, url: URL): Promise<Response> {
  const served = await pipeline.answer(sandboxRequest(request, url));
  let response: Response;
  try {
    response = responseOf(served.answer, request.method === "HEAD");
  } catch (error) {
    response = responseOf(
      pipeline.failed(served, `writing the ${served.answer.status} answer`, error),
      request.method === "HEAD",
    );
  }
  pipeline.record(served, response.status);
  return response;
}
