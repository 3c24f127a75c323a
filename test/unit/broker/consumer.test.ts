// createBrokerConsumer's rules without a broker: a recording channel of the structural type stands
// in for amqplib's, so every refusal and every ack/nack decision can be checked one by one.
import { describe, expect, it } from "vitest";
import {
  BrokerConsumerConfigError,
  createBrokerConsumer,
  type BrokerConsumeChannel,
  type BrokerConsumerOptions,
  type BrokerDelivery,
  type BrokerErrorInfo,
  type BrokerInvalidInfo,
  type IdempotencyStore,
} from "../../../src/broker/index.js";
import { createMemoryIdempotencyStore } from "../../../src/webhooks/index.js";

const TENANT = "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61";
const SOURCE = "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a";
const payload = { sourceId: SOURCE };
const headers = { "X-DataSourceId": SOURCE, "X-Tenant-Id": TENANT };
const CONFIG = "PLATFORM.DataService.RefreshSourceConfig";

interface Recorded extends BrokerConsumeChannel {
  readonly settled: Array<{ tag: number; outcome: "ack" | "reject" | "requeue" }>;
  readonly prefetched: number[];
  readonly cancelled: string[];
  deliver(message: BrokerDelivery | null): void;
}

function recordingChannel(): Recorded {
  let onMessage: ((message: BrokerDelivery | null) => void) | undefined;
  const channel: Recorded = {
    settled: [],
    prefetched: [],
    cancelled: [],
    async prefetch(count) {
      channel.prefetched.push(count);
    },
    async consume(_queue, handler) {
      onMessage = handler;
      return { consumerTag: "tag-1" };
    },
    async cancel(tag) {
      channel.cancelled.push(tag);
    },
    ack(message) {
      channel.settled.push({ tag: message.fields.deliveryTag, outcome: "ack" });
    },
    nack(message, _allUpTo, requeue) {
      channel.settled.push({ tag: message.fields.deliveryTag, outcome: requeue ? "requeue" : "reject" });
    },
    deliver(message) {
      onMessage!(message);
    },
  };
  return channel;
}

let tag = 0;
function delivery(
  overrides: {
    routingKey?: string;
    body?: string;
    messageId?: unknown;
    contentType?: unknown;
    headers?: Record<string, unknown>;
  } = {},
): BrokerDelivery {
  return {
    content: Buffer.from(overrides.body ?? JSON.stringify(payload)),
    fields: {
      routingKey: overrides.routingKey ?? CONFIG,
      exchange: "PLATFORM.DataService.Edge.Contracts.Events:RefreshConfigEvent",
      redelivered: false,
      deliveryTag: ++tag,
    },
    properties: {
      messageId: "messageId" in overrides ? overrides.messageId : "m-1",
      contentType: "contentType" in overrides ? overrides.contentType : "application/json",
      headers: overrides.headers ?? headers,
    },
  };
}

async function settle(channel: Recorded, consumer: { inFlight: number }): Promise<void> {
  for (let i = 0; i < 20 && consumer.inFlight > 0; i++) await new Promise((resolve) => setImmediate(resolve));
  expect(consumer.inFlight).toBe(0);
  void channel;
}

async function run(message: BrokerDelivery, options: Partial<BrokerConsumerOptions> = {}) {
  const channel = recordingChannel();
  const invalid: BrokerInvalidInfo[] = [];
  const errors: (BrokerErrorInfo & { readonly error: unknown })[] = [];
  const handled: unknown[] = [];
  const consumer = await createBrokerConsumer({
    channel,
    queue: "DS.Commands",
    handlers: { [CONFIG]: (event: unknown) => void handled.push(event) },
    onInvalid: (info) => invalid.push(info),
    onError: (error, info) => errors.push({ error, ...info }),
    ...options,
  });
  channel.deliver(message);
  await settle(channel, consumer);
  return { channel, invalid, errors, handled, consumer };
}

describe("options that cannot work are refused at once, naming the option", () => {
  const channel = recordingChannel();
  const cases: Array<[string, unknown, RegExp]> = [
    ["no channel", { queue: "q", handlers: {} }, /channel must be an amqplib channel: channel\.prefetch/],
    [
      "a channel without nack",
      { channel: { ...channel, nack: undefined }, queue: "q", handlers: {} },
      /channel\.nack is not a function/,
    ],
    ["an empty queue name", { channel, queue: "", handlers: {} }, /queue must be a non-empty string/],
    ["handlers that are not an object", { channel, queue: "q", handlers: null }, /handlers must be an object/],
    [
      "a handler for an unknown message type",
      { channel, queue: "q", handlers: { "PLATFORM.Nope": () => {} } },
      /handlers\.PLATFORM\.Nope: no message type/,
    ],
    [
      "a handler for a type without an exchange (EnqueueDataStatusChanged)",
      { channel, queue: "q", handlers: { "PLATFORM.DataService.EnqueueDataStatusChanged": () => {} } },
      /no message type of the broker's routes/,
    ],
    [
      "a handler that is not a function",
      { channel, queue: "q", handlers: { [CONFIG]: "x" } },
      /handlers\.PLATFORM\.DataService\.RefreshSourceConfig must be a function/,
    ],
    [
      "prefetch 0",
      { channel, queue: "q", handlers: {}, prefetch: 0 },
      /prefetch must be a whole number from 1 to 65535, got 0/,
    ],
    ["prefetch 1.5", { channel, queue: "q", handlers: {}, prefetch: 1.5 }, /prefetch .* got 1\.5/],
    ["prefetch above 65535", { channel, queue: "q", handlers: {}, prefetch: 70000 }, /got 70000/],
    ["maxAttempts 0", { channel, queue: "q", handlers: {}, maxAttempts: 0 }, /maxAttempts must be .* got 0/],
    ["maxAttempts 2.5", { channel, queue: "q", handlers: {}, maxAttempts: 2.5 }, /maxAttempts .* got 2\.5/],
    [
      "an idempotency store without release",
      { channel, queue: "q", handlers: {}, idempotency: { claim: async () => "claimed", complete: async () => {} } },
      /idempotency\.release is not a function/,
    ],
  ];
  for (const [name, options, message] of cases) {
    it(name, async () => {
      const refusal = createBrokerConsumer(options as BrokerConsumerOptions);
      await expect(refusal).rejects.toThrow(BrokerConsumerConfigError);
      await expect(refusal).rejects.toThrow(message);
    });
  }
  it("sets the prefetch it is given (default 10)", async () => {
    const a = recordingChannel();
    await createBrokerConsumer({ channel: a, queue: "q", handlers: {} });
    const b = recordingChannel();
    await createBrokerConsumer({ channel: b, queue: "q", handlers: {}, prefetch: 3 });
    expect([a.prefetched, b.prefetched]).toEqual([[10], [3]]);
  });
});

describe("every invalid message is rejected without requeue, told to onInvalid, and never handled", () => {
  const cases: Array<[string, BrokerDelivery, BrokerInvalidInfo["reason"], RegExp]> = [
    [
      "a routing key that is no message type",
      delivery({ routingKey: "PLATFORM.Nope" }),
      "unknown-message-type",
      /routing key "PLATFORM\.Nope"/,
    ],
    [
      "a message type without a handler",
      delivery({ routingKey: "PLATFORM.DataService.RefreshSourceStatus" }),
      "no-handler",
      /no handler for PLATFORM\.DataService\.RefreshSourceStatus/,
    ],
    ["no messageId", delivery({ messageId: undefined }), "missing-message-id", /properties\.messageId/],
    ["an empty messageId", delivery({ messageId: "" }), "missing-message-id", /properties\.messageId/],
    ["a messageId that is not a string", delivery({ messageId: 42 }), "missing-message-id", /properties\.messageId/],
    ["content type text/plain", delivery({ contentType: "text/plain" }), "content-type", /got "text\/plain"/],
    ["content type that is not a string", delivery({ contentType: 5 }), "content-type", /got 5/],
    ["a body that is not JSON", delivery({ body: "{" }), "malformed-json", /not JSON/],
    ["an empty body", delivery({ body: "" }), "malformed-json", /not JSON/],
    ["a payload without sourceId", delivery({ body: "{}" }), "invalid-payload", /sourceId/],
    [
      "a payload whose sourceId is no uuid",
      delivery({ body: JSON.stringify({ sourceId: "x" }) }),
      "invalid-payload",
      /\/sourceId/,
    ],
    ["a JSON array", delivery({ body: "[]" }), "invalid-payload", /payload/],
    [
      "headers without X-Tenant-Id",
      delivery({ headers: { "X-DataSourceId": SOURCE } }),
      "invalid-headers",
      /X-Tenant-Id/,
    ],
    [
      "an X-DataSourceId that is no uuid",
      delivery({ headers: { ...headers, "X-DataSourceId": "x" } }),
      "invalid-headers",
      /X-DataSourceId/,
    ],
    [
      "a header value that is not a string",
      delivery({ headers: { ...headers, "X-Tenant-Id": 7 } }),
      "invalid-headers",
      /X-Tenant-Id/,
    ],
  ];
  for (const [name, message, reason, detail] of cases) {
    it(`${name}: ${reason}`, async () => {
      const { channel, invalid, handled } = await run(message);
      expect(channel.settled).toEqual([{ tag: message.fields.deliveryTag, outcome: "reject" }]);
      expect(invalid).toHaveLength(1);
      expect(invalid[0]).toMatchObject({ reason, routingKey: message.fields.routingKey });
      expect(invalid[0]!.detail).toMatch(detail);
      expect(handled).toEqual([]);
    });
  }
  it("accepts application/json with a charset, and a message without a content type", async () => {
    expect((await run(delivery({ contentType: "application/json; charset=utf-8" }))).channel.settled[0]!.outcome).toBe(
      "ack",
    );
    expect((await run(delivery({ contentType: undefined, messageId: "m-2" }))).channel.settled[0]!.outcome).toBe("ack");
  });
  it("an onInvalid that throws does not leave the message unsettled", async () => {
    const { channel } = await run(delivery({ body: "{" }), {
      onInvalid: () => {
        throw new Error("boom");
      },
    });
    expect(channel.settled.map((s) => s.outcome)).toEqual(["reject"]);
  });
});

describe("the idempotency store decides: done is acknowledged unhandled, in progress and failures are requeued", () => {
  const store = (claim: IdempotencyStore["claim"]): IdempotencyStore => ({
    claim,
    complete: async () => {},
    release: async () => {},
  });
  it("a message already done is acknowledged without running the handler", async () => {
    const { channel, handled } = await run(delivery(), { idempotency: store(async () => "done") });
    expect(channel.settled.map((s) => s.outcome)).toEqual(["ack"]);
    expect(handled).toEqual([]);
  });
  it("a message another instance is processing is requeued, not acknowledged", async () => {
    const { channel, handled } = await run(delivery(), { idempotency: store(async () => "in-progress") });
    expect(channel.settled.map((s) => s.outcome)).toEqual(["requeue"]);
    expect(handled).toEqual([]);
  });
  it("a store that fails requeues the message and tells onError (phase idempotency)", async () => {
    const { channel, errors, handled } = await run(delivery(), {
      idempotency: store(async () => {
        throw new Error("redis down");
      }),
    });
    expect(channel.settled.map((s) => s.outcome)).toEqual(["requeue"]);
    expect(errors.map((e) => [e.phase, (e.error as Error).message, e.messageId, e.tenantId])).toEqual([
      ["idempotency", "redis down", "m-1", TENANT],
    ]);
    expect(handled).toEqual([]);
  });
  it("a key is tenant and messageId: the same messageId of another tenant is handled", async () => {
    const idempotency = createMemoryIdempotencyStore();
    const channel = recordingChannel();
    const handled: string[] = [];
    const consumer = await createBrokerConsumer({
      channel,
      queue: "q",
      idempotency,
      handlers: { [CONFIG]: (_e, c) => void handled.push(c.tenantId) },
    });
    channel.deliver(delivery());
    await settle(channel, consumer);
    channel.deliver(delivery({ headers: { ...headers, "X-Tenant-Id": "other-tenant" } }));
    await settle(channel, consumer);
    channel.deliver(delivery());
    await settle(channel, consumer);
    expect(handled).toEqual([TENANT, "other-tenant"]);
    expect(channel.settled.map((s) => s.outcome)).toEqual(["ack", "ack", "ack"]);
  });
  it("a thrown handler releases its claim, so the redelivery runs it", async () => {
    const idempotency = createMemoryIdempotencyStore();
    const channel = recordingChannel();
    let runs = 0;
    const consumer = await createBrokerConsumer({
      channel,
      queue: "q",
      idempotency,
      onError: () => {},
      handlers: {
        [CONFIG]: () => {
          if (++runs === 1) throw new Error("once");
        },
      },
    });
    channel.deliver(delivery());
    await settle(channel, consumer);
    channel.deliver(delivery());
    await settle(channel, consumer);
    expect(runs).toBe(2);
    expect(channel.settled.map((s) => s.outcome)).toEqual(["requeue", "ack"]);
  });
});

describe("a message whose handler always throws is requeued maxAttempts - 1 times, then rejected and told", () => {
  async function poison(options: Partial<BrokerConsumerOptions>, redeliveries: (attempt: number) => BrokerDelivery) {
    const channel = recordingChannel();
    const invalid: BrokerInvalidInfo[] = [];
    const errors: string[] = [];
    let runs = 0;
    const consumer = await createBrokerConsumer({
      channel,
      queue: "DS.Commands",
      handlers: {
        [CONFIG]: () => {
          throw new Error(`database down (run ${++runs})`);
        },
      },
      onInvalid: (info) => invalid.push(info),
      onError: (error, info) => errors.push(`${info.phase}: ${(error as Error).message}`),
      ...options,
    });
    // The broker hands a requeued message back until it is rejected: one delivery per requeue.
    for (let attempt = 1; channel.settled.at(-1)?.outcome !== "reject" && attempt <= 20; attempt++) {
      channel.deliver(redeliveries(attempt));
      await settle(channel, consumer);
    }
    return { outcomes: channel.settled.map((s) => s.outcome), invalid, errors, runs };
  }

  it("default 5, counted by the consumer per messageId: 4 requeues, a reject, attempts-exhausted", async () => {
    const { outcomes, invalid, errors, runs } = await poison({}, () => delivery());
    expect(outcomes).toEqual(["requeue", "requeue", "requeue", "requeue", "reject"]);
    expect(runs).toBe(5);
    expect(errors).toEqual([1, 2, 3, 4, 5].map((run) => `handler: database down (run ${run})`));
    expect(invalid).toEqual([
      {
        reason: "attempts-exhausted",
        detail:
          "the handler threw on attempt 5 of maxAttempts 5 (counted by this consumer): rejected without requeue, " +
          "to the queue's dead-letter exchange if it has one; last error: database down (run 5)",
        problems: [],
        routingKey: CONFIG,
        messageId: "m-1",
      },
    ]);
  });

  it("maxAttempts 3 with the broker's x-delivery-count (quorum queue): the header decides", async () => {
    // A quorum queue adds x-delivery-count from the second delivery on: the first has none.
    const counted = (attempt: number) =>
      delivery({ headers: attempt === 1 ? headers : { ...headers, "x-delivery-count": attempt - 1 } });
    const { outcomes, invalid } = await poison({ maxAttempts: 3 }, counted);
    expect(outcomes).toEqual(["requeue", "requeue", "reject"]);
    expect(invalid.map((i) => [i.reason, i.detail.split(":")[0]])).toEqual([
      [
        "attempts-exhausted",
        "the handler threw on attempt 3 of maxAttempts 3 (counted by the broker's x-delivery-count)",
      ],
    ]);
  });

  it("a broker count above the limit (several consumers failed it) rejects at the next failure", async () => {
    const { outcomes, invalid } = await poison({}, () => delivery({ headers: { ...headers, "x-delivery-count": 9 } }));
    expect(outcomes).toEqual(["reject"]);
    expect(invalid[0]!.detail).toMatch(/^the handler threw on attempt 10 of maxAttempts 5 /);
  });

  it("maxAttempts 1 rejects at the first failure", async () => {
    expect((await poison({ maxAttempts: 1 }, () => delivery())).outcomes).toEqual(["reject"]);
  });

  it("a success forgets the failures: the same messageId failing later has its full attempts again", async () => {
    const channel = recordingChannel();
    let runs = 0;
    const consumer = await createBrokerConsumer({
      channel,
      queue: "q",
      maxAttempts: 2,
      // No idempotency: a store that never says done, so each delivery runs the handler.
      idempotency: { claim: async () => "claimed", complete: async () => {}, release: async () => {} },
      onError: () => {},
      handlers: {
        [CONFIG]: () => {
          if (++runs !== 2) throw new Error("fails but on run 2");
        },
      },
    });
    for (let i = 0; i < 4; i++) {
      channel.deliver(delivery());
      await settle(channel, consumer);
    }
    expect(channel.settled.map((s) => s.outcome)).toEqual(["requeue", "ack", "requeue", "reject"]);
  });

  it("other messages keep their own count: one's failures do not reject another", async () => {
    const channel = recordingChannel();
    const consumer = await createBrokerConsumer({
      channel,
      queue: "q",
      maxAttempts: 2,
      onError: () => {},
      handlers: {
        [CONFIG]: () => {
          throw new Error("down");
        },
      },
    });
    for (const messageId of ["m-a", "m-b", "m-a", "m-b"]) {
      channel.deliver(delivery({ messageId }));
      await settle(channel, consumer);
    }
    expect(channel.settled.map((s) => s.outcome)).toEqual(["requeue", "requeue", "reject", "reject"]);
  });
});

describe("a consumer the broker cancels (its queue deleted) is told to onError", () => {
  it("phase cancelled, naming the queue", async () => {
    const channel = recordingChannel();
    const errors: [unknown, BrokerErrorInfo][] = [];
    await createBrokerConsumer({
      channel,
      queue: "DS.Data",
      handlers: {},
      onError: (error, info) => errors.push([error, info]),
    });
    channel.deliver(null);
    expect(errors.map(([error, info]) => [info.phase, (error as Error).message])).toEqual([
      ["cancelled", "the broker cancelled the consumer of queue DS.Data"],
    ]);
  });
});

describe("onError has the webhook handler's shape: the error first, then where it happened", () => {
  it(
    "a thrown handler is told as (error, { phase, messageType, " + "messageId, tenantId }), the info without the error",
    async () => {
      const failure = new Error("database down");
      const told: unknown[][] = [];
      const channel = recordingChannel();
      const consumer = await createBrokerConsumer({
        channel,
        queue: "DS.Commands",
        handlers: {
          [CONFIG]: () => {
            throw failure;
          },
        },
        onError: (...args: unknown[]) => told.push(args),
      });
      channel.deliver(delivery());
      await settle(channel, consumer);
      expect(told).toEqual([[failure, { phase: "handler", messageType: CONFIG, messageId: "m-1", tenantId: TENANT }]]);
    },
  );
});

describe("stop() cancels once and waits for messages in flight", () => {
  it("cancels the consumer tag, and a second stop is the same promise", async () => {
    const channel = recordingChannel();
    const consumer = await createBrokerConsumer({ channel, queue: "q", handlers: {} });
    const first = consumer.stop();
    expect(consumer.stop()).toBe(first);
    await first;
    expect(channel.cancelled).toEqual(["tag-1"]);
  });
});
