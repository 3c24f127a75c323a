import { PlannedRequest } from "./planned-request.js";

/**
 * A request read once and replayable: the body is buffered into bytes, because a stream body can
 * be sent only once and every retry, redirect and token refresh must send the same bytes.
 */
export interface RequestSnapshot {
  /** The absolute address, as fetch takes it: a string, because fetch parses a `URL` object's text again anyway. */
  readonly url: string;
  readonly method: string;
  /** Never changed in place: whoever needs other headers sends a copy. */
  readonly headers: Headers;
  /** The body's bytes, read once; `null` for a request without body. */
  readonly body: ArrayBuffer | null;
  /**
   * The caller's signal, `undefined` when there is none; aborting it ends the whole exchange, retries and waits
   * included.
   */
  readonly signal: AbortSignal | undefined;
  /** The caller's redirect mode: `follow` (openapi-fetch's default), `manual` or `error`. */
  readonly redirect: RequestRedirect;
  /**
   * The caller's other request options (cache mode, referrer, ...), sent on every attempt; `undefined` when there are
   * none.
   */
  readonly options: RequestOptions | undefined;
}

/** The members of a fetch init that a snapshot carries as they are. */
const OPTION_NAMES = ["cache", "credentials", "integrity", "keepalive", "mode", "referrer", "referrerPolicy"] as const;

/** What a caller may ask of fetch beyond address, method, headers, body, signal and redirect. */
export type RequestOptions = Pick<RequestInit, (typeof OPTION_NAMES)[number]>;

/** The options an init sets; `undefined` when it sets none, which is every call a client plans itself. */
function optionsOf(init: RequestInit | Request): RequestOptions | undefined {
  let options: Record<string, unknown> | undefined;
  for (const name of OPTION_NAMES) {
    if (init[name] !== undefined) (options ??= {})[name] = init[name];
  }
  return options;
}

/**
 * Sends a snapshot and answers with the response: a layer of the client's stack, without a `fetch` call's arguments to
 * read again between layers.
 */
export type Exchange = (snapshot: RequestSnapshot) => Promise<Response>;

/** Marks the init {@link fetchInit} made: already a snapshot, nothing to read again. */
const FROM_SNAPSHOT = Symbol("integration-contracts.fromSnapshot");

type SnapshotInit = RequestInit & { [FROM_SNAPSHOT]?: true };

const utf8 = new TextEncoder();

/**
 * The signal the caller holds. A `Request` made from another one follows the original signal only
 * through a weak reference, so once that copy is garbage-collected its signal never aborts: take
 * the caller's own signal instead of the copy's.
 */
function callerSignal(input: RequestInfo | URL, init?: RequestInit): AbortSignal | undefined {
  return init?.signal ?? (input instanceof Request ? input.signal : undefined);
}

/** Methods a planned request may carry as they are; fetch refuses TRACE, TRACK and CONNECT. */
const PLAIN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH"]);

/**
 * A plain planned request (a usual method, no body or a string body such as openapi-fetch's JSON,
 * no other request options) is taken as it is. Anything else goes through a real `Request`: it
 * knows how to read any body and which Content-Type (a multipart boundary, say) it implies, and
 * what it refuses (a body on a GET, TRACE, an unknown cache mode) fails at once with fetch's own
 * error instead of being retried.
 */
function snapshotPlanned(planned: PlannedRequest): RequestSnapshot | Promise<RequestSnapshot> {
  const { body, headers, method } = planned;
  if (
    (body !== null && typeof body !== "string") ||
    !PLAIN_METHODS.has(method) ||
    (body !== null && (method === "GET" || method === "HEAD")) ||
    optionsOf(planned.init) !== undefined
  ) {
    return snapshotOf(new Request(planned.url, planned.init), planned.signal);
  }
  if (body !== null && !headers.has("content-type")) headers.set("content-type", "text/plain;charset=UTF-8");
  return {
    url: planned.url,
    method: planned.method,
    headers,
    body: body === null ? null : utf8.encode(body).buffer,
    signal: planned.signal,
    redirect: planned.redirect,
    options: undefined,
  };
}

async function snapshotOf(request: Request, signal: AbortSignal | undefined): Promise<RequestSnapshot> {
  return {
    url: request.url,
    method: request.method,
    headers: new Headers(request.headers),
    body: request.body === null ? null : await request.arrayBuffer(),
    signal,
    redirect: request.redirect,
    options: optionsOf(request),
  };
}

/**
 * Reads a fetch call's arguments into a {@link RequestSnapshot}: at once (no promise) when nothing
 * is left to read, which is every call of a client without middleware. What openapi-fetch plans
 * ({@link PlannedRequest}) is taken as it is, and so are the arguments a layer above (bearer token
 * over retries) made with {@link fetchInit}; a `Request` or a URL with init is read in full.
 */
export function snapshotRequest(
  input: RequestInfo | URL | PlannedRequest,
  init?: RequestInit,
): RequestSnapshot | Promise<RequestSnapshot> {
  if (input instanceof PlannedRequest) return snapshotPlanned(input);
  if (
    typeof input === "string" &&
    init !== undefined &&
    (init as SnapshotInit)[FROM_SNAPSHOT] === true &&
    init.headers instanceof Headers &&
    (init.body === undefined || init.body instanceof ArrayBuffer)
  ) {
    return {
      url: input,
      method: init.method!,
      headers: init.headers,
      body: init.body ?? null,
      signal: init.signal ?? undefined,
      redirect: init.redirect!,
      options: optionsOf(init),
    };
  }
  const request = init === undefined && input instanceof Request ? input : new Request(input, init);
  return snapshotOf(request, callerSignal(input, init));
}

/**
 * The init of one `fetch` call of one attempt, with the snapshot's address as the other argument;
 * the snapshot itself stays untouched for the next attempt. Not a `Request`: fetch copies a
 * `Request` it is given, and the copy's signal follows ours only weakly, so an abort could be lost
 * once ours is collected. Without a signal the init has none, so that fetch need not follow one;
 * without a body, no body.
 */
export function fetchInit(
  snapshot: RequestSnapshot,
  headers: Headers,
  signal: AbortSignal | undefined,
  redirect: RequestRedirect,
): RequestInit {
  const init: SnapshotInit = { method: snapshot.method, headers, redirect, [FROM_SNAPSHOT]: true };
  if (snapshot.options !== undefined) Object.assign(init, snapshot.options);
  if (snapshot.body !== null) init.body = snapshot.body;
  if (signal !== undefined) init.signal = signal;
  return init;
}

/**
 * Runs `next` on the snapshot of a fetch call's arguments, without waiting when it is there at
 * once. Arguments that cannot be read (a malformed URL, say) reject, as fetch's own do.
 */
export function withSnapshot<T>(
  input: RequestInfo | URL | PlannedRequest,
  init: RequestInit | undefined,
  next: (snapshot: RequestSnapshot) => Promise<T>,
): Promise<T> {
  let snapshot: RequestSnapshot | Promise<RequestSnapshot>;
  try {
    snapshot = snapshotRequest(input, init);
  } catch (error) {
    return Promise.reject(error);
  }
  return snapshot instanceof Promise ? snapshot.then(next) : next(snapshot);
}
