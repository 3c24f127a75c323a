/**
 * A request read once and replayable: the body is buffered into bytes, because a stream body can
 * be sent only once and every retry, redirect and token refresh must send the same bytes.
 */
export interface RequestSnapshot {
  readonly url: URL;
  readonly method: string;
  readonly headers: Headers;
  /** The body's bytes, read once; `null` for a request without body. */
  readonly body: ArrayBuffer | null;
  /** The caller's signal; aborting it ends the whole exchange, retries and waits included. */
  readonly signal: AbortSignal;
  /** The caller's redirect mode: `follow` (openapi-fetch's default), `manual` or `error`. */
  readonly redirect: RequestRedirect;
}

/**
 * The signal the caller holds. A `Request` made from another one follows the original signal only
 * through a weak reference, so once that copy is garbage-collected its signal never aborts: take
 * the caller's own signal instead of the copy's.
 */
function callerSignal(input: RequestInfo | URL, init?: RequestInit): AbortSignal {
  return init?.signal ?? (input instanceof Request ? input.signal : new AbortController().signal);
}

/** Reads a fetch call's arguments into a {@link RequestSnapshot}. */
export async function snapshotRequest(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<RequestSnapshot> {
  const request = new Request(input, init);
  return {
    url: new URL(request.url),
    method: request.method,
    headers: new Headers(request.headers),
    body: request.body === null ? null : await request.arrayBuffer(),
    signal: callerSignal(input, init),
    redirect: request.redirect,
  };
}

/**
 * The arguments of one `fetch` call for one attempt; the snapshot itself stays untouched for the
 * next one. They are a URL and an init, not a `Request`: fetch copies a `Request` it is given, and
 * the copy's signal follows ours only weakly, so an abort could be lost once ours is collected.
 */
export function toFetchArgs(snapshot: RequestSnapshot, overrides: Partial<RequestSnapshot> = {}): [URL, RequestInit] {
  const parts = { ...snapshot, ...overrides };
  return [
    parts.url,
    { method: parts.method, headers: parts.headers, body: parts.body, signal: parts.signal, redirect: parts.redirect },
  ];
}
