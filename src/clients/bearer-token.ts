import { fetchInit, raceAbort, withSnapshot, type Exchange, type Fetch, type RequestSnapshot } from "../http/index.js";

/**
 * Where a client gets its bearer token: a function (a fixed token, a token from elsewhere), or a
 * provider such as `createTokenProvider(...)` whose `invalidate` forgets a token the server
 * rejected.
 */
export type TokenSource =
  | (() => string | Promise<string>)
  | { getToken(): string | Promise<string>; invalidate?(rejectedToken?: string): void };

/**
 * Sends every request with `Authorization: Bearer <token>`. A 401 means the token was refused
 * before anything was done, so the request is sent once more (same bytes, POST included) with a
 * fresh token, after invalidating the refused one; when the source has no other token, or the
 * second answer is a 401 too, that answer is returned as it is.
 */
export function withBearerToken(fetch: Fetch, source: TokenSource): Fetch {
  const send: Exchange = (snapshot) =>
    fetch(snapshot.url, fetchInit(snapshot, snapshot.headers, snapshot.signal, snapshot.redirect));
  const exchange = withBearerTokenExchange(send, source);
  return function authenticatedFetch(input, init) {
    return withSnapshot(input, init, exchange);
  };
}

/** {@link withBearerToken} over an {@link Exchange}, for a stack that has the snapshot already. */
export function withBearerTokenExchange(next: Exchange, source: TokenSource): Exchange {
  const getToken = typeof source === "function" ? source : () => source.getToken();
  const invalidate = typeof source === "function" ? undefined : source.invalidate?.bind(source);

  function send(snapshot: RequestSnapshot, token: string): Promise<Response> {
    const headers = new Headers(snapshot.headers);
    headers.set("authorization", `Bearer ${token}`);
    return next({ ...snapshot, headers });
  }

  return async function authenticatedExchange(snapshot) {
    const token = await raceAbort(Promise.resolve(getToken()), snapshot.signal);
    const response = await send(snapshot, token);
    if (response.status !== 401) return response;
    invalidate?.(token);
    const fresh = await raceAbort(Promise.resolve(getToken()), snapshot.signal);
    if (fresh === token) return response;
    await response.body?.cancel();
    return send(snapshot, fresh);
  };
}
