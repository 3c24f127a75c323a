// The provider under test is untrusted: it may redirect the kit anywhere, answer without end or
// name another host for its token endpoint. Every request of the kit goes through one bounded
// send: only to the run's origins, a redirect followed only within its origin (and only so far),
// an answer read as a stream up to a byte cap and cancelled there.

/** Redirect hops the kit follows within one origin before it takes the 3xx as the answer. */
export const MAX_SAME_ORIGIN_HOPS = 5;

/** Default of `--max-answer-bytes`: the most of one answer the kit reads. */
export const DEFAULT_MAX_ANSWER_BYTES = 8 * 1024 * 1024;

/** The smallest `--max-answer-bytes`: below it an ordinary problem answer would be cut. */
export const MIN_ANSWER_BYTES = 1024;

/** The largest `--max-answer-bytes`: one answer read whole stays well under the kit's memory bound of 1 GiB. */
export const MAX_ANSWER_BYTES_LIMIT = 256 * 1024 * 1024;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Headers that describe a body; they go when a redirect turns the request into a bodiless GET. */
const BODY_HEADERS = ["content-type", "content-length", "content-encoding", "content-language", "content-location"];

/** The limits every request of one run is held to. */
export interface ProviderLimits {
  /** Milliseconds one request may take, its redirects and its body included. */
  readonly timeoutMs: number;
  /** The most bytes of one answer the kit reads (`--max-answer-bytes`). */
  readonly maxAnswerBytes: number;
  /** The origins the kit sends to: the issuer's, the services', the state hook's and `--allow-origin`'s. */
  readonly origins: ReadonlySet<string>;
}

/** A request of the kit's own (preflight, state hook): sent through the run's bounded send, read up to `cap` bytes. */
export type OwnSend = (url: string, init: RequestInit, cap: number) => Promise<BoundedAnswer>;

/** What came back for one request, its body read up to a cap. */
export interface BoundedAnswer {
  readonly status: number;
  readonly headers: Headers;
  /** At most the cap's bytes. */
  readonly body: Uint8Array;
  /** The answer went on past the cap, which the kit read and cancelled there. */
  readonly cut: boolean;
  /** Same-origin redirects followed to reach this answer. */
  readonly hops: number;
  /** Why this 3xx is the answer: its redirect was not followed. */
  readonly notFollowed?: string;
}

/** The kit refuses to send to an origin the run did not name: nothing was sent. */
export class OriginRefusedError extends Error {
  override readonly name = "OriginRefusedError";
}

/** The body of an answer ran past the cap; reading it (as JSON, as text) fails with this. */
export class AnswerCutError extends Error {
  override readonly name = "AnswerCutError";
}

/** `N bytes (--max-answer-bytes N)`: the cap as a message names it, with the flag that sets it. */
export function capText(maxAnswerBytes: number): string {
  return `${maxAnswerBytes} bytes (--max-answer-bytes ${maxAnswerBytes})`;
}

/** The message of a cut answer: the request, the cap and the flag that raises it. */
export function cutMessage(method: string, url: URL, maxAnswerBytes: number): string {
  return (
    `the answer to ${method} ${url.origin}${url.pathname} ran past ${capText(maxAnswerBytes)}: ` +
    `the kit read that much and cut it, so it is no whole answer`
  );
}

function refusedOrigin(url: URL, origins: ReadonlySet<string>): string {
  return (
    `the kit sends nothing to ${url.origin}, which is none of the run's origins (${[...origins].join(", ")}); ` +
    `--allow-origin ${url.origin} adds it`
  );
}

/** Reads at most `cap` bytes of `response`'s body, cancelling the rest unread. */
async function readCapped(response: Response, cap: number): Promise<{ body: Uint8Array; cut: boolean }> {
  if (response.body === null) return { body: new Uint8Array(), cut: false };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (length + value.byteLength > cap) {
      chunks.push(value.subarray(0, cap - length));
      length = cap;
      await reader.cancel();
      return { body: joined(chunks, length), cut: true };
    }
    chunks.push(value);
    length += value.byteLength;
  }
  return { body: joined(chunks, length), cut: false };
}

function joined(chunks: readonly Uint8Array[], length: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const body = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/** A body fetch may send more than once: a 307 or 308 sends it again. */
function replayable(body: RequestInit["body"]): boolean {
  return body === undefined || body === null || !(body instanceof ReadableStream);
}

/**
 * Sends `init` to `url` through `fetcher` within `limits`, reading at most `cap` bytes of the answer. A redirect within
 * the origin is followed (as fetch would: 303, and 301/302 after a POST, become a GET without body), at most
 * {@link MAX_SAME_ORIGIN_HOPS} times; one to another origin, or past the hops, is the answer. Rejects with
 * {@link OriginRefusedError} before sending to an origin not in `limits.origins`, and as `fetcher` does when nothing
 * answered.
 */
export async function sendBounded(
  fetcher: typeof fetch,
  url: URL,
  init: RequestInit,
  limits: ProviderLimits,
  cap: number = limits.maxAnswerBytes,
): Promise<BoundedAnswer> {
  if (!limits.origins.has(url.origin)) throw new OriginRefusedError(refusedOrigin(url, limits.origins));
  let current = url;
  let method = (init.method ?? "GET").toUpperCase();
  let headers = new Headers(init.headers);
  let body = init.body;
  for (let hops = 0; ; hops++) {
    const response = await fetcher(current.href, { ...init, method, headers, body, redirect: "manual" });
    const location = response.headers.get("location");
    const answerOf = (read: { body: Uint8Array; cut: boolean }): BoundedAnswer => ({
      status: response.status,
      headers: response.headers,
      ...read,
      hops,
    });
    const notFollowed = async (why: string) => ({ ...answerOf(await readCapped(response, cap)), notFollowed: why });
    if (!REDIRECT_STATUSES.has(response.status) || location === null || !URL.canParse(location, current))
      return answerOf(await readCapped(response, cap));
    const target = new URL(location, current);
    if (target.origin !== current.origin)
      return notFollowed(`a redirect to ${target.origin}, another origin: the kit follows none`);
    if (hops === MAX_SAME_ORIGIN_HOPS)
      return notFollowed(`more than ${MAX_SAME_ORIGIN_HOPS} redirects within ${current.origin}: the kit stops there`);
    const becomesGet =
      (response.status === 303 && method !== "GET" && method !== "HEAD") ||
      ((response.status === 301 || response.status === 302) && method === "POST");
    if (!becomesGet && !replayable(body))
      return notFollowed("a redirect that would send a streamed body again, which the kit cannot");
    await response.body?.cancel();
    if (becomesGet) {
      method = "GET";
      body = undefined;
      headers = new Headers(headers);
      for (const name of BODY_HEADERS) headers.delete(name);
    }
    current = target;
  }
}
