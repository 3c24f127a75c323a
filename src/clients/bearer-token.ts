import { raceAbort, snapshotRequest, toFetchArgs, type Fetch } from "../http/index.js";

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
  const getToken = typeof source === "function" ? source : () => source.getToken();
  const invalidate = typeof source === "function" ? undefined : source.invalidate?.bind(source);

  return async function authenticatedFetch(input, init) {
    const snapshot = await snapshotRequest(input, init);
    const send = (token: string) => {
      const headers = new Headers(snapshot.headers);
      headers.set("authorization", `Bearer ${token}`);
      return fetch(...toFetchArgs(snapshot, { headers }));
    };
    const token = await raceAbort(Promise.resolve(getToken()), snapshot.signal);
    const response = await send(token);
    if (response.status !== 401) return response;
    invalidate?.(token);
    const fresh = await raceAbort(Promise.resolve(getToken()), snapshot.signal);
    if (fresh === token) return response;
    await response.body?.cancel();
    return send(fresh);
  };
}
