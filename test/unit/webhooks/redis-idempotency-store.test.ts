import { createClient } from "redis";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eventCatalogue, type EventPayloads } from "../../../generated/events/catalogue.js";
import { createWebhookHandler } from "../../../src/webhooks/create-webhook-handler.js";
import { WebhookConfigError } from "../../../src/webhooks/errors.js";
import { createRedisIdempotencyStore, type RedisCommandClient } from "../../../src/webhooks/redis-idempotency-store.js";
import { createGatewaySimulator } from "../../../src/webhooks/simulator/index.js";
import type { GatewaySimulator } from "../../../src/webhooks/simulator/gateway-simulator.js";
import type { WebhookHandler } from "../../../src/webhooks/webhook-options.js";
import { startRedisServer, type TestRedisServer } from "../../support/redis-server.js";
import { exampleOf } from "./support/examples.js";

const MESSAGE_TYPE = "PLATFORM.PlatformStore.OrderReleased";
const TENANT = "tenant-a";

/** A promise the test resolves by hand, to hold a handler at a known point. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

let redis: TestRedisServer;
let simulator: GatewaySimulator<EventPayloads>;
/** Closes every client a test connected. */
const closers: Array<() => Promise<unknown>> = [];

async function connect(url: string, options: { disableOfflineQueue?: boolean } = {}) {
  // No reconnecting: a test that stops its server wants the client's commands to fail, not wait.
  const client = createClient({ url, ...options, socket: { reconnectStrategy: false } });
  // node-redis reports a lost connection as an 'error' event; the store sees it as failed commands.
  client.on("error", () => undefined);
  await client.connect();
  closers.push(async () => (client.isOpen ? client.quit() : undefined));
  return client;
}

/** What the handlers of every instance did, in order. */
const runs: string[] = [];
let behaviour: (() => Promise<void>) | undefined;

function instance(client: RedisCommandClient, name: string, timeoutMs?: number): WebhookHandler {
  return createWebhookHandler({
    jwksUrl: simulator.jwksUrl,
    issuer: simulator.issuer,
    audience: simulator.audience,
    clientId: "message-gateway",
    idempotency: createRedisIdempotencyStore({
      client,
      keyPrefix: "test:",
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
    }),
    handlers: {
      [MESSAGE_TYPE]: async () => {
        await behaviour?.();
        runs.push(name);
      },
    },
  });
}

async function delivery(messageId: string, tenantId = TENANT): Promise<Request> {
  const contractType = eventCatalogue[MESSAGE_TYPE].contractType;
  return new Request(`https://consumer.test/${MESSAGE_TYPE}/${contractType}/${messageId}`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${await simulator.signToken()}`,
      "Content-Type": "application/json",
      "X-Tenant-Id": tenantId,
    },
    body: JSON.stringify(exampleOf(MESSAGE_TYPE)),
  });
}

beforeAll(async () => {
  redis = await startRedisServer();
  simulator = await createGatewaySimulator();
});

afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
  await simulator?.close();
  await redis?.stop();
});

beforeEach(() => {
  runs.length = 0;
  behaviour = undefined;
});

describe("instances sharing one Redis process a message once (validation rule 7, delivery rule 3)", () => {
  it("runs the handler once for 20 concurrent duplicates spread over two instances", async () => {
    const [first, second] = [instance(await connect(redis.url), "first"), instance(await connect(redis.url), "second")];
    const started = gate();
    const release = gate();
    behaviour = async () => {
      started.open();
      await release.opened;
    };
    const messageId = crypto.randomUUID();
    const requests = await Promise.all(Array.from({ length: 20 }, () => delivery(messageId)));
    const answered = gate();
    const statuses: number[] = [];
    const pending = requests.map((request, index) =>
      (index % 2 === 0 ? first : second)(request).then((response) => {
        statuses.push(response.status);
        if (statuses.length === 19) answered.open();
        return response;
      }),
    );
    await started.opened;
    await answered.opened;
    release.open();
    const responses = await Promise.all(pending);
    expect(runs).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(statuses.at(-1)).toBe(204);
    expect(
      responses
        .filter((response) => response.status === 409)
        .every((response) => response.headers.get("retry-after") === "10"),
    ).toBe(true);
    expect((await second(await delivery(messageId))).status).toBe(204);
    expect((await first(await delivery(messageId))).status).toBe(204);
    expect(runs).toHaveLength(1);
  });

  it("runs a message again after its handler failed, so the redelivery is processed: twice in all", async () => {
    const [first, second] = [instance(await connect(redis.url), "first"), instance(await connect(redis.url), "second")];
    let failures = 1;
    behaviour = async () => {
      if (failures-- > 0) throw new Error("the database is down");
    };
    const messageId = crypto.randomUUID();
    expect((await first(await delivery(messageId))).status).toBe(500);
    expect((await second(await delivery(messageId))).status).toBe(204);
    expect((await first(await delivery(messageId))).status).toBe(204);
    expect(runs).toEqual(["second"]);
    expect(failures).toBe(-1);
  });

  it("keeps tenants apart: the same messageId of two tenants runs twice", async () => {
    const handler = instance(await connect(redis.url), "first");
    const messageId = crypto.randomUUID();
    expect((await handler(await delivery(messageId, "tenant-a"))).status).toBe(204);
    expect((await handler(await delivery(messageId, "tenant-b"))).status).toBe(204);
    expect(runs).toHaveLength(2);
  });
});

describe("the Redis keys", () => {
  it("are {keyPrefix}{tenantId}/{messageId}: done with the ttl, gone after a release", async () => {
    const client = await connect(redis.url);
    const store = createRedisIdempotencyStore({ client, keyPrefix: "keys:", ttlSeconds: 60 });
    expect(await store.claim("tenant-a/m1")).toBe("claimed");
    expect(await client.get("keys:tenant-a/m1")).toMatch(/^claim:/);
    expect(await store.claim("tenant-a/m1")).toBe("in-progress");
    await store.complete("tenant-a/m1");
    expect(await client.get("keys:tenant-a/m1")).toBe("done");
    const ttl = await client.pTTL("keys:tenant-a/m1");
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    expect(await store.claim("tenant-a/m1")).toBe("done");
    expect(await store.claim("tenant-a/m2")).toBe("claimed");
    await store.release("tenant-a/m2");
    expect(await client.exists("keys:tenant-a/m2")).toBe(0);
  });

  it("give a claim an expiry of claimSeconds, so a crashed instance does not hold a message forever", async () => {
    const client = await connect(redis.url);
    const store = createRedisIdempotencyStore({ client, keyPrefix: "expiry:", claimSeconds: 30 });
    await store.claim("tenant-a/m1");
    const ttl = await client.pTTL("expiry:tenant-a/m1");
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(30_000);
  });

  it("are released only by the instance that claimed them", async () => {
    const client = await connect(redis.url);
    const mine = createRedisIdempotencyStore({ client, keyPrefix: "owner:" });
    const theirs = createRedisIdempotencyStore({ client, keyPrefix: "owner:" });
    expect(await mine.claim("tenant-a/m1")).toBe("claimed");
    await theirs.release("tenant-a/m1");
    expect(await theirs.claim("tenant-a/m1")).toBe("in-progress");
  });
});

describe("createRedisIdempotencyStore options", () => {
  it.each([
    [{ client: {} as RedisCommandClient }, "client must be a client of the redis package (createClient())"],
    [{ client: { sendCommand: async () => null }, ttlSeconds: 0 }, "ttlSeconds must be a positive number"],
    [{ client: { sendCommand: async () => null }, claimSeconds: -1 }, "claimSeconds must be a positive number"],
    [{ client: { sendCommand: async () => null }, timeoutMs: Number.NaN }, "timeoutMs must be a positive number"],
    [{ client: { sendCommand: async () => null }, keyPrefix: 7 as unknown as string }, "keyPrefix must be a string"],
  ])("refuses %o", (options, message) => {
    expect(() => createRedisIdempotencyStore(options)).toThrow(new WebhookConfigError(message));
  });

  it("reports an unexpected reply as a failure instead of guessing", async () => {
    const store = createRedisIdempotencyStore({ client: { sendCommand: async () => "OK" } });
    await expect(store.claim("tenant-a/m1")).rejects.toThrow('Redis answered the claim with "OK"');
  });
});

describe("Redis unavailable", () => {
  it(
    "answers 503 with Retry-After and runs no handler, " + "whether the client fails at once or never answers",
    async () => {
      const lost = await startRedisServer();
      try {
        const failing = instance(await connect(lost.url, { disableOfflineQueue: true }), "failing");
        // A client waiting to reconnect queues commands without answering them.
        const silent = instance({ sendCommand: () => new Promise(() => undefined) }, "silent", 50);
        await lost.stop();
        for (const handler of [failing, silent]) {
          const response = await handler(await delivery(crypto.randomUUID()));
          expect(response.status).toBe(503);
          expect(response.headers.get("retry-after")).toBe("10");
        }
        expect(runs).toEqual([]);
      } finally {
        await lost.stop();
      }
    },
  );
});
