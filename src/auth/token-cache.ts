/** A token with the moment, in epoch milliseconds, from which it is renewed instead of served. */
export interface ExpiringToken {
  token: string;
  refreshAt: number;
}

type Entry = { kind: "pending"; promise: Promise<string> } | ({ kind: "ready" } & ExpiringToken);

/**
 * Tokens by key, each requested by one request at a time: callers that arrive while it runs share
 * it, and a failure reaches all of them and leaves nothing cached, so the next call starts afresh.
 */
export class TokenCache<Key> {
  readonly #entries = new Map<Key, Entry>();
  readonly #now: () => number;

  constructor(now: () => number) {
    this.#now = now;
  }

  get(key: Key, request: () => Promise<ExpiringToken>): Promise<string> {
    const entry = this.#entries.get(key);
    if (entry?.kind === "pending") return entry.promise;
    if (entry?.kind === "ready" && this.#now() < entry.refreshAt) return Promise.resolve(entry.token);
    const promise = request().then(
      (fresh) => {
        this.#entries.set(key, { kind: "ready", ...fresh });
        return fresh.token;
      },
      (error: unknown) => {
        this.#entries.delete(key);
        throw error;
      },
    );
    this.#entries.set(key, { kind: "pending", promise });
    return promise;
  }

  /**
   * Forgets the cached token of `key`. Given the token a server rejected, it forgets only that
   * token: when many calls fail with one stale token, the first refresh is not thrown away by the
   * others. A request under way is never dropped, since its token is newer than any rejected one.
   */
  invalidate(key: Key, rejectedToken?: string): void {
    const entry = this.#entries.get(key);
    if (entry?.kind !== "ready") return;
    if (rejectedToken === undefined || entry.token === rejectedToken) this.#entries.delete(key);
  }
}
