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

/** The arguments {@link toFetchArgs} made: already a snapshot, nothing to read again. */
const snapshotArgs = new WeakSet<RequestInit>();

/**
 * Reads a fetch call's arguments into a {@link RequestSnapshot}. A `Request` without init (what
 * openapi-fetch passes) is read as it is, and the arguments of a layer above (bearer token over
 * retries) are taken over: copying a `Request` costs more than the rest of a call's middleware.
 */
export async function snapshotRequest(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<RequestSnapshot> {
  if (input instanceof URL && init !== undefined && snapshotArgs.has(init) && (init.body === null || init.body instanceof ArrayBuffer)) {
    return {
      url: input,
      method: init.method!,
      headers: new Headers(init.headers),
      body: init.body,
      signal: init.signal!,
      redirect: init.redirect!,
    };
  }
  const request = init === undefined && input instanceof Request ? input : new Request(input, init);
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
  const init: RequestInit = { method: parts.method, headers: parts.headers, body: parts.body, signal: parts.signal, redirect: parts.redirect };
  snapshotArgs.add(init);
  return [parts.url, init];
}
