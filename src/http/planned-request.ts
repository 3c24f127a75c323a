/**
 * What openapi-fetch builds for a call in place of a WHATWG `Request` when no middleware will see
 * it: the URL and the init as openapi-fetch made them, nothing parsed or copied. A `Request` costs
 * about as much to build as everything else this package adds to a call, and `fetch` builds its
 * own from the URL and init anyway (measured by `npm run bench`, figure clientVsFetch).
 *
 * It also tells whether the caller passed a signal at all: a `Request` always has one, so behind
 * a `Request` every call would have to pay for following a signal that may never abort.
 *
 * It is not a `Request`, so it must never reach code that expects one: createApiClient hands
 * openapi-fetch real `Request`s as soon as any middleware is registered.
 */
export class PlannedRequest {
  /** The address as openapi-fetch built it, base URL, path and query. */
  readonly url: string;
  /** The upper-case method. */
  readonly method: string;
  /** The headers openapi-fetch merged; nobody else holds them. */
  readonly headers: Headers;
  /** The serialized body; `null` without one. */
  readonly body: BodyInit | null;
  /** The caller's signal; `undefined` when the caller passed none. */
  readonly signal: AbortSignal | undefined;
  /** The caller's redirect mode; openapi-fetch's default is `follow`. */
  readonly redirect: RequestRedirect;
  /** The init as given, to build a real `Request` from when the body is not a string. */
  readonly init: RequestInit;

  constructor(url: string | URL, init: RequestInit = {}) {
    this.url = String(url);
    this.init = init;
    this.method = (init.method ?? "GET").toUpperCase();
    this.headers = init.headers instanceof Headers ? init.headers : new Headers(init.headers);
    this.body = init.body ?? null;
    this.signal = init.signal ?? undefined;
    this.redirect = init.redirect ?? "follow";
  }
}
