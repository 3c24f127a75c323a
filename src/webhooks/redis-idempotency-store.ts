import { randomUUID } from "node:crypto";
import { WebhookConfigError } from "./errors.js";
import type { IdempotencyClaim, IdempotencyStore } from "./idempotency-store.js";
import { positiveNumber } from "./options.js";

/**
 * The part of a `redis` (node-redis v4 or later) client the store uses: `createClient()` returns
 * one. Only raw commands are sent, whose shape every version of the client accepts alike.
 */
export interface RedisCommandClient {
  /** Sends one command, such as `["SET", key, value]`, and resolves with Redis's reply. */
  sendCommand(args: string[]): Promise<unknown>;
}

/** Options of createRedisIdempotencyStore. */
export interface RedisIdempotencyStoreOptions {
  /** A connected client of the `redis` package, created and closed by the caller. */
  readonly client: RedisCommandClient;
  /** Put in front of every key, so that several applications can share one Redis. Default "webhook-idempotency:". */
  readonly keyPrefix?: string;
  /** Seconds a completed message is remembered. Default 86400 (one day). */
  readonly ttlSeconds?: number;
  /**
   * Seconds a claim lasts when its process dies before completing or releasing it; a redelivery
   * after that runs the handler again. Keep it above the slowest handler. Default 300.
   */
  readonly claimSeconds?: number;
  /**
   * Milliseconds one Redis call may take before the store reports failure (the webhook then answers 503). Default 2000.
   */
  readonly timeoutMs?: number;
}

const DONE = "done";

// One round trip that cannot interleave with another instance's: claim when free, else report
// what holds the key (a script, because SET NX ... GET needs Redis 7).
const CLAIM_SCRIPT = `
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return 'claimed' end
if redis.call('GET', KEYS[1]) == '${DONE}' then return 'done' end
return 'in-progress'`;

// Deletes only our own claim: after claimSeconds another instance may hold the key.
const RELEASE_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

function isClaim(reply: unknown): reply is IdempotencyClaim {
  return reply === "claimed" || reply === "in-progress" || reply === "done";
}

/**
 * An idempotency store in Redis, shared by every instance of a webhook consumer: a claim is one
 * atomic SET NX with an expiry, a failed handler's claim is deleted so that the gateway's
 * redelivery runs it again, and a completed message is remembered for `ttlSeconds`. Keys are
 * `{keyPrefix}{tenantId}/{messageId}`, so one tenant's keys can be listed or deleted together.
 * A Redis that fails or does not answer within `timeoutMs` makes the webhook answer 503 with
 * Retry-After, never 2xx for a message it did not process.
 */
export function createRedisIdempotencyStore(options: RedisIdempotencyStoreOptions): IdempotencyStore {
  const { client } = options;
  if (typeof client?.sendCommand !== "function") {
    throw new WebhookConfigError("client must be a client of the redis package (createClient())");
  }
  const keyPrefix = options.keyPrefix ?? "webhook-idempotency:";
  if (typeof keyPrefix !== "string") throw new WebhookConfigError("keyPrefix must be a string");
  const ttlMs = Math.ceil(positiveNumber("ttlSeconds", options.ttlSeconds, 86400) * 1000);
  const claimMs = Math.ceil(positiveNumber("claimSeconds", options.claimSeconds, 300) * 1000);
  const timeoutMs = positiveNumber("timeoutMs", options.timeoutMs, 2000);
  // The token of each claim this instance holds, so that release deletes nobody else's.
  const owned = new Map<string, string>();

  async function send(args: string[]): Promise<unknown> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis did not answer ${args[0]} within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      return await Promise.race([client.sendCommand(args), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async claim(key) {
      const token = `claim:${randomUUID()}`;
      const reply = await send(["EVAL", CLAIM_SCRIPT, "1", keyPrefix + key, token, String(claimMs)]);
      if (!isClaim(reply)) throw new Error(`Redis answered the claim with ${JSON.stringify(reply)}`);
      if (reply === "claimed") owned.set(key, token);
      return reply;
    },
    async complete(key) {
      owned.delete(key);
      await send(["SET", keyPrefix + key, DONE, "PX", String(ttlMs)]);
    },
    async release(key) {
      const token = owned.get(key);
      owned.delete(key);
      if (token !== undefined) await send(["EVAL", RELEASE_SCRIPT, "1", keyPrefix + key, token]);
    },
  };
}
