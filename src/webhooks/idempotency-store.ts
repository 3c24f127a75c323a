import { positiveNumber } from "./options.js";

/** What claiming a message found: it is now ours, another delivery is running it, or it is done. */
export type IdempotencyClaim = "claimed" | "in-progress" | "done";

/**
 * Remembers which messages were processed, by a key made of tenant and messageId (validation
 * rule 7). A store shared by several processes must make `claim` atomic (for example SET NX).
 */
export interface IdempotencyStore {
  /** Marks the key in progress unless it is already in progress or done, and says which. */
  claim(key: string): Promise<IdempotencyClaim>;
  /** Marks the key done: later deliveries of the message are acknowledged without running the handler. */
  complete(key: string): Promise<void>;
  /** Forgets an in-progress key so that the gateway's redelivery runs the handler again. */
  release(key: string): Promise<void>;
}

/** Options of createMemoryIdempotencyStore. */
export interface MemoryIdempotencyStoreOptions {
  /** Seconds a completed message is remembered. Default 86400 (one day). */
  readonly ttlSeconds?: number;
  /** Most keys held; when full, the oldest completed keys are forgotten first. Default 10000. */
  readonly maxEntries?: number;
  /** Clock in milliseconds since the epoch. Default Date.now. */
  readonly now?: () => number;
}

/** Every slot of a memory store holds a message that is still being processed. */
export class IdempotencyStoreFullError extends Error {
  override readonly name = "IdempotencyStoreFullError";
}

type Entry = { readonly state: "in-progress" } | { readonly state: "done"; readonly expiresAt: number };

/**
 * An idempotency store in this process's memory: enough for one instance, lost on restart, and
 * bounded. In-progress keys are never evicted (that would let a duplicate run concurrently), so a
 * store full of them refuses new claims instead.
 */
export function createMemoryIdempotencyStore(options: MemoryIdempotencyStoreOptions = {}): IdempotencyStore {
  const ttlMs = positiveNumber("ttlSeconds", options.ttlSeconds, 86400) * 1000;
  const maxEntries = positiveNumber("maxEntries", options.maxEntries, 10000);
  const now = options.now ?? Date.now;
  // Insertion order is completion order for done keys, so the first done key is the oldest.
  const entries = new Map<string, Entry>();

  function evictOldestDone(): boolean {
    for (const [key, entry] of entries) {
      if (entry.state === "done") {
        entries.delete(key);
        return true;
      }
    }
    return false;
  }

  return {
    async claim(key) {
      const entry = entries.get(key);
      if (entry?.state === "in-progress") return "in-progress";
      if (entry?.state === "done") {
        if (now() < entry.expiresAt) return "done";
        entries.delete(key);
      }
      if (entries.size >= maxEntries && !evictOldestDone()) {
        throw new IdempotencyStoreFullError("Every idempotency slot holds a message in progress");
      }
      entries.set(key, { state: "in-progress" });
      return "claimed";
    },
    async complete(key) {
      entries.delete(key);
      entries.set(key, { state: "done", expiresAt: now() + ttlMs });
    },
    async release(key) {
      if (entries.get(key)?.state === "in-progress") entries.delete(key);
    },
  };
}
