// createBrokerConsumer with the application's own amqplib channel against a real RabbitMQ: ack only
// after the handler resolved, invalid messages rejected without requeue, a thrown handler requeued,
// a message that always throws dead-lettered after maxAttempts, duplicates skipped with the memory and
// the Redis idempotency stores, and a graceful stop.
import { connect, type Channel, type ChannelModel } from "amqplib";
import { createClient } from "redis";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import {
  brokerRoutes,
  createBrokerConsumer,
  type BrokerConsumer,
  type BrokerInvalidInfo,
} from "../../src/broker/index.js";
import { createRedisIdempotencyStore } from "../../src/webhooks/index.js";
import { eventually } from "../support/processes.js";
import { startRedisServer, type TestRedisServer } from "../support/redis-server.js";

const { url } = inject("rabbitmq");
const CREATED = brokerRoutes["PLATFORM.DataService.RecordCreated"];
const TENANT = "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61";
const SOURCE = "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a";
const MODEL = "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d";
const payload = {
  dataModelId: MODEL,
  dataRecordId: "2c3d4e5f-6071-4829-a3b4-c5d6e7f8091a",
  dataSourceId: SOURCE,
  operationId: "7d6c5b4a-3928-4170-8f6e-5d4c3b2a1908",
};
const headers = { "X-DataSourceId": SOURCE, "X-DataModelId": MODEL, "X-Tenant-Id": TENANT };

let connection: ChannelModel;
let publisher: Channel;
let consumerChannel: Channel;
let queue: string;
let consumer: BrokerConsumer | undefined;
let sequence = 0;

function send(
  messageId: string | undefined,
  body: unknown = payload,
  extra: { headers?: Record<string, unknown>; contentType?: string } = {},
): void {
  publisher.publish(
    CREATED.exchange,
    CREATED.routingKey,
    Buffer.from(typeof body === "string" ? body : JSON.stringify(body)),
    {
      ...(messageId === undefined ? {} : { messageId }),
      contentType: extra.contentType ?? "application/json",
      headers: extra.headers ?? headers,
      persistent: true,
    },
  );
}

/** Messages left in the queue once the consumer's channel is closed (unacknowledged ones come back). */
async function leftInQueue(): Promise<number> {
  await consumer?.stop();
  consumer = undefined;
  await consumerChannel.close();
  consumerChannel = await connection.createChannel();
  return (await publisher.checkQueue(queue)).messageCount;
}

beforeAll(async () => {
  connection = await connect(url);
  publisher = await connection.createChannel();
  for (const route of Object.values(brokerRoutes))
    await publisher.assertExchange(route.exchange, "direct", { durable: true });
});
beforeEach(async () => {
  queue = `consumer-test-${process.pid}-${++sequence}`;
  await publisher.assertQueue(queue, { durable: false, autoDelete: false });
  await publisher.bindQueue(queue, CREATED.exchange, CREATED.routingKey);
  consumerChannel = await connection.createChannel();
});
afterEach(async () => {
  await consumer?.stop();
  consumer = undefined;
  await consumerChannel.close().catch(() => undefined);
  await publisher.deleteQueue(queue);
});
afterAll(async () => {
  await connection.close();
});

describe("a valid message is acknowledged only after its handler resolved", () => {
  it("the handler gets the typed payload and context; the message is gone from the queue after", async () => {
    const seen: unknown[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    consumer = await createBrokerConsumer({
      channel: consumerChannel,
      queue,
      handlers: {
        "PLATFORM.DataService.RecordCreated": async (event, context) => {
          seen.push({
            dataRecordId: event.dataRecordId,
            messageId: context.messageId,
            tenantId: context.tenantId,
            exchange: context.exchange,
          });
          await gate;
        },
      },
    });
    send("m-ack");
    await eventually("the handler runs", () => seen.length === 1);
    // Unacknowledged while the handler runs: the broker still counts it as delivered, not done.
    expect(consumer.inFlight).toBe(1);
    release();
    await eventually("the handler ends", () => consumer!.inFlight === 0);
    expect(seen).toEqual([
      { dataRecordId: payload.dataRecordId, messageId: "m-ack", tenantId: TENANT, exchange: CREATED.exchange },
    ]);
    expect(await leftInQueue()).toBe(0);
  });
});

describe("an invalid message is rejected without requeue and told to onInvalid", () => {
  const cases: Array<[string, () => void, BrokerInvalidInfo["reason"]]> = [
    [
      "a payload that breaks its schema",
      () => send("m-bad", { ...payload, dataSourceId: "not-a-uuid" }),
      "invalid-payload",
    ],
    [
      "headers without X-DataModelId",
      () => send("m-hdr", payload, { headers: { "X-DataSourceId": SOURCE, "X-Tenant-Id": TENANT } }),
      "invalid-headers",
    ],
    ["a body that is not JSON", () => send("m-json", "{not json"), "malformed-json"],
    ["no messageId", () => send(undefined), "missing-message-id"],
    [
      "a content type other than JSON",
      () => send("m-xml", payload, { contentType: "application/xml" }),
      "content-type",
    ],
  ];
  for (const [name, publish, reason] of cases) {
    it(`${name}: ${reason}, the handler never runs, the queue is empty`, async () => {
      const invalid: BrokerInvalidInfo[] = [];
      let handled = 0;
      consumer = await createBrokerConsumer({
        channel: consumerChannel,
        queue,
        handlers: { "PLATFORM.DataService.RecordCreated": () => void handled++ },
        onInvalid: (info) => invalid.push(info),
      });
      publish();
      await eventually("the message is judged", () => invalid.length === 1);
      expect(invalid[0]!.reason).toBe(reason);
      expect(handled).toBe(0);
      expect(await leftInQueue()).toBe(0);
    });
  }
});

describe("a handler that throws has its message requeued, and the next delivery runs it again", () => {
  it("fails once, succeeds on the redelivery (marked redelivered), then the queue is empty", async () => {
    const runs: boolean[] = [];
    const errors: string[] = [];
    consumer = await createBrokerConsumer({
      channel: consumerChannel,
      queue,
      handlers: {
        "PLATFORM.DataService.RecordCreated": (_event, context) => {
          runs.push(context.redelivered);
          if (runs.length === 1) throw new Error("database down");
        },
      },
      onError: (error, info) => errors.push(`${info.phase}: ${(error as Error).message}`),
    });
    send("m-retry");
    await eventually("the handler ran twice", () => runs.length === 2);
    await eventually("the second run ended", () => consumer!.inFlight === 0);
    expect(runs).toEqual([false, true]);
    expect(errors).toEqual(["handler: database down"]);
    expect(await leftInQueue()).toBe(0);
  });
});

describe("a message whose handler always throws ends in the queue's dead-letter exchange after maxAttempts", () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ["a classic queue: counted by the consumer", {}, "this consumer"],
    ["a quorum queue: counted by x-delivery-count", { "x-queue-type": "quorum" }, "the broker's x-delivery-count"],
  ];
  for (const [name, queueArguments, countedBy] of cases) {
    it(name, async () => {
      const poisoned = `${queue}-poisoned`;
      const deadLetters = `${queue}-dead`;
      await publisher.assertExchange(deadLetters, "fanout", { durable: false, autoDelete: false });
      await publisher.assertQueue(deadLetters, { durable: false });
      await publisher.bindQueue(deadLetters, deadLetters, "");
      await publisher.assertQueue(poisoned, {
        durable: true,
        deadLetterExchange: deadLetters,
        arguments: queueArguments,
      });
      await publisher.bindQueue(poisoned, CREATED.exchange, CREATED.routingKey);
      try {
        const invalid: BrokerInvalidInfo[] = [];
        let runs = 0;
        consumer = await createBrokerConsumer({
          channel: consumerChannel,
          queue: poisoned,
          maxAttempts: 3,
          handlers: {
            "PLATFORM.DataService.RecordCreated": () => {
              throw new Error(`cannot store it (run ${++runs})`);
            },
          },
          onInvalid: (info) => invalid.push(info),
          onError: () => {},
        });
        send("m-poison");
        await eventually(
          "the message is dead-lettered",
          async () => (await publisher.checkQueue(deadLetters)).messageCount === 1,
        );
        await eventually("the last run ended", () => consumer!.inFlight === 0);
        expect(runs).toBe(3);
        expect(invalid.map((i) => [i.reason, i.messageId, i.detail])).toEqual([
          [
            "attempts-exhausted",
            "m-poison",
            `the handler threw on attempt 3 of maxAttempts 3 (counted by ${countedBy}): rejected without requeue, ` +
              "to the queue's dead-letter exchange if it has one; last error: cannot store it (run 3)",
          ],
        ]);
        const dead = await publisher.get(deadLetters, { noAck: true });
        expect(dead && [dead.properties.messageId, dead.fields.routingKey]).toEqual(["m-poison", CREATED.routingKey]);
        const death = dead ? dead.properties.headers?.["x-death"]?.[0] : undefined;
        expect([death?.queue, death?.reason]).toEqual([poisoned, "rejected"]);
        expect((await publisher.checkQueue(poisoned)).messageCount).toBe(0);
      } finally {
        await consumer?.stop();
        consumer = undefined;
        await publisher.deleteQueue(poisoned);
        await publisher.deleteQueue(deadLetters);
        await publisher.deleteExchange(deadLetters);
      }
    });
  }
});

describe("a duplicate (same tenant and messageId) is acknowledged without running the handler again", () => {
  it("with the default memory store", async () => {
    const ids: string[] = [];
    consumer = await createBrokerConsumer({
      channel: consumerChannel,
      queue,
      prefetch: 1,
      handlers: { "PLATFORM.DataService.RecordCreated": (_e, c) => void ids.push(c.messageId) },
    });
    send("m-dup");
    send("m-dup");
    send("m-other");
    await eventually("both messages handled", () => ids.length === 2);
    expect(await leftInQueue()).toBe(0);
    expect(ids).toEqual(["m-dup", "m-other"]);
  });

  describe("with the Redis store shared by two consumers", () => {
    let redis: TestRedisServer;
    beforeAll(async () => {
      redis = await startRedisServer();
    });
    afterAll(async () => {
      await redis.stop();
    });
    it("two instances on one queue run the handler once per messageId", async () => {
      const client = createClient({ url: redis.url });
      await client.connect();
      try {
        const store = createRedisIdempotencyStore({ client, keyPrefix: "broker-test:" });
        const ids: string[] = [];
        const handlers = {
          "PLATFORM.DataService.RecordCreated": (_e: unknown, c: { messageId: string }) => void ids.push(c.messageId),
        };
        const secondChannel = await connection.createChannel();
        consumer = await createBrokerConsumer({ channel: consumerChannel, queue, handlers, idempotency: store });
        const second = await createBrokerConsumer({ channel: secondChannel, queue, handlers, idempotency: store });
        for (let i = 0; i < 5; i++) send("m-shared");
        send("m-last");
        await eventually(
          "the queue is drained",
          async () =>
            ids.includes("m-last") &&
            (await publisher.checkQueue(queue)).messageCount === 0 &&
            consumer!.inFlight === 0 &&
            second.inFlight === 0,
        );
        await second.stop();
        await secondChannel.close();
        expect(await leftInQueue()).toBe(0);
        expect(ids.filter((id) => id === "m-shared")).toEqual(["m-shared"]);
      } finally {
        await client.quit();
      }
    });
  });
});

describe("stop() cancels the consumer and drains the messages in flight before it resolves", () => {
  it("a message in its handler is acknowledged before stop resolves; later messages stay in the queue", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const done: string[] = [];
    consumer = await createBrokerConsumer({
      channel: consumerChannel,
      queue,
      prefetch: 1,
      handlers: {
        "PLATFORM.DataService.RecordCreated": async (_e, c) => {
          await gate;
          done.push(c.messageId);
        },
      },
    });
    send("m-inflight");
    await eventually("the handler started", () => consumer!.inFlight === 1);
    const stopping = consumer.stop();
    let stopped = false;
    void stopping.then(() => (stopped = true));
    send("m-after");
    await eventually("the consumer is cancelled", async () => (await publisher.checkQueue(queue)).consumerCount === 0);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(done).toEqual(["m-inflight"]);
    expect(await leftInQueue()).toBe(1);
  });
});
