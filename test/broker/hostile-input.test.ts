// Issue 48's third hostile review, on a real RabbitMQ: whoever can publish to the platform's
// exchanges sends what the sandbox never would (bodies that are no JSON or no UTF-8, JSON nested
// 200,000 levels, 20 MB values, routing keys named after Object's own members, headers of other
// types, a messageId of another tenant, floods), and a consumer's own queue refuses every message
// of one type. createBrokerConsumer rejects each without requeue naming why and goes on serving
// the valid messages of every tenant; the sandbox's channel retries what the broker refused with
// the broker's reason, while other tenants' messages are published.
import { connect, type Channel, type ChannelModel } from "amqplib";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import {
  brokerRoutes,
  createBrokerConsumer,
  type BrokerConsumer,
  type BrokerInvalidInfo,
} from "../../src/broker/index.js";
import { openBrokerChannel, type BrokerChannel } from "../../tools/src/sandbox/broker/index.js";
import { createSandboxClock } from "../../tools/src/sandbox/kernel/clock.js";
import { eventually } from "../support/processes.js";
import { scaled } from "../support/time.js";

const { url } = inject("rabbitmq");
const CREATED = brokerRoutes["PLATFORM.DataService.RecordCreated"];
const COMMAND = brokerRoutes["PLATFORM.DataService.RefreshSourceConfig"];
const TENANT = "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61";
const OTHER_TENANT = "9b2d4f6a-8c1e-4a3b-b5d7-e9f1a3c5e7b9";
const SOURCE = "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a";
const MODEL = "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d";
const payload = {
  dataModelId: MODEL,
  dataRecordId: "2c3d4e5f-6071-4829-a3b4-c5d6e7f8091a",
  dataSourceId: SOURCE,
  operationId: "7d6c5b4a-3928-4170-8f6e-5d4c3b2a1908",
};
const headers = { "X-DataSourceId": SOURCE, "X-DataModelId": MODEL, "X-Tenant-Id": TENANT };
const ODD_KEYS = ["Unknown.Type", "__proto__", "constructor", "hasOwnProperty"];

let connection: ChannelModel;
let publisher: Channel;
let consumerChannel: Channel;
let queue: string;
let consumer: BrokerConsumer | undefined;
let sequence = 0;

function send(
  messageId: string | undefined,
  body: string | Buffer,
  extra: { headers?: Record<string, unknown>; contentType?: string; routingKey?: string } = {},
): void {
  publisher.publish(CREATED.exchange, extra.routingKey ?? CREATED.routingKey, Buffer.from(body), {
    ...(messageId === undefined ? {} : { messageId }),
    contentType: extra.contentType ?? "application/json",
    headers: extra.headers ?? headers,
  });
}

/** A consumer of the test's queue that records what it handled (messageId and tenant) and what it rejected. */
async function consume(): Promise<{ handled: string[]; invalid: BrokerInvalidInfo[]; errors: unknown[] }> {
  const handled: string[] = [];
  const invalid: BrokerInvalidInfo[] = [];
  const errors: unknown[] = [];
  consumer = await createBrokerConsumer({
    channel: consumerChannel,
    queue,
    handlers: {
      "PLATFORM.DataService.RecordCreated": (_event, context) =>
        void handled.push(`${context.messageId} ${context.tenantId}`),
    },
    onInvalid: (info) => invalid.push(info),
    onError: (error) => void errors.push(error),
  });
  return { handled, invalid, errors };
}

beforeAll(async () => {
  connection = await connect(url);
  publisher = await connection.createChannel();
  for (const route of Object.values(brokerRoutes))
    await publisher.assertExchange(route.exchange, "direct", { durable: true });
});
beforeEach(async () => {
  queue = `hostile-input-${process.pid}-${++sequence}`;
  await publisher.assertQueue(queue, { durable: false, autoDelete: false });
  for (const routingKey of [CREATED.routingKey, ...ODD_KEYS])
    await publisher.bindQueue(queue, CREATED.exchange, routingKey);
  consumerChannel = await connection.createChannel();
});
afterEach(async () => {
  await consumer?.stop();
  consumer = undefined;
  await consumerChannel.close().catch(() => undefined);
  await publisher.deleteQueue(queue);
});
afterAll(async () => {
  await connection?.close();
});

describe("a consumer rejects hostile messages without requeue, naming why, and handles valid ones after them", () => {
  it("bodies, routing keys and headers no publisher of the platform sends: each rejected with its reason", async () => {
    const { handled, invalid, errors } = await consume();
    const valid = JSON.stringify(payload);
    const deep = `${"[".repeat(200_000)}${"]".repeat(200_000)}`;
    send("not-utf8", Buffer.from([0xff, 0xfe, 0x7b, 0x7d]));
    send("null", "null");
    send("deep", deep);
    send("deep-member", JSON.stringify({ ...payload, dataModelId: "@" }).replace('"@"', deep));
    send("huge-member", JSON.stringify({ ...payload, dataSourceId: "x".repeat(20 * 1024 * 1024) }));
    for (const routingKey of ODD_KEYS) send(`key ${routingKey}`, valid, { routingKey });
    send("tenant-number", valid, { headers: { ...headers, "X-Tenant-Id": 12345 } });
    send("tenant-table", valid, { headers: { ...headers, "X-Tenant-Id": { id: OTHER_TENANT } } });
    send("json-seq", valid, { contentType: "application/json-seq" });
    send("valid", valid);
    await eventually("every message judged", () => invalid.length === 12 && handled.length === 1, scaled(30_000));
    expect(handled).toEqual([`valid ${TENANT}`]);
    expect(Object.fromEntries(invalid.map((info) => [info.messageId, [info.reason, info.detail]]))).toEqual({
      "not-utf8": ["malformed-json", expect.stringMatching(/^the body is not JSON: /)],
      null: ["invalid-payload", "PLATFORM.DataService.RecordCreated payload: $ must be object"],
      deep: ["invalid-payload", "PLATFORM.DataService.RecordCreated payload: $ must be object"],
      "deep-member": ["invalid-payload", "PLATFORM.DataService.RecordCreated payload: /dataModelId must be string"],
      "huge-member": [
        "invalid-payload",
        'PLATFORM.DataService.RecordCreated payload: /dataSourceId must match format "uuid"',
      ],
      ...Object.fromEntries(
        ODD_KEYS.map((key) => [
          `key ${key}`,
          ["unknown-message-type", `routing key ${JSON.stringify(key)} is no message type of the broker's routes`],
        ]),
      ),
      "tenant-number": ["invalid-headers", "PLATFORM.DataService.RecordCreated headers: /X-Tenant-Id must be string"],
      "tenant-table": ["invalid-headers", "PLATFORM.DataService.RecordCreated headers: /X-Tenant-Id must be string"],
      "json-seq": ["content-type", 'properties.contentType must be application/json, got "application/json-seq"'],
    });
    expect(errors).toEqual([]);
    await eventually("nothing in flight", () => consumer!.inFlight === 0);
    expect((await publisher.checkQueue(queue)).messageCount).toBe(0);
  });

  it("a message claiming another tenant with a real messageId does not make the real one a duplicate", async () => {
    const { handled } = await consume();
    send("m-1", JSON.stringify(payload), { headers: { ...headers, "X-Tenant-Id": OTHER_TENANT } });
    send("m-1", JSON.stringify(payload));
    await eventually("both handled", () => handled.length === 2);
    expect(handled).toEqual([`m-1 ${OTHER_TENANT}`, `m-1 ${TENANT}`]);
  });

  it("5,000 junk messages, then one valid message of each tenant: both handled, the queue empty", async () => {
    const { handled, invalid } = await consume();
    for (let i = 0; i < 5_000; i++) send(`junk-${i}`, i % 2 === 0 ? "{not json" : "[]");
    send("after-flood", JSON.stringify(payload));
    send("after-flood", JSON.stringify(payload), { headers: { ...headers, "X-Tenant-Id": OTHER_TENANT } });
    await eventually("every message judged", () => invalid.length === 5_000 && handled.length === 2, scaled(60_000));
    expect(handled.sort()).toEqual([`after-flood ${TENANT}`, `after-flood ${OTHER_TENANT}`].sort());
    await eventually("nothing in flight", () => consumer!.inFlight === 0);
    expect((await publisher.checkQueue(queue)).messageCount).toBe(0);
  });
});

describe("the sandbox's channel retries a refused message, naming why, and publishes other tenants' meanwhile", () => {
  let channel: BrokerChannel | undefined;
  const refusing = `refuses-everything-${process.pid}`;
  afterEach(async () => {
    await publisher.deleteQueue(refusing);
    await channel?.close();
    channel = undefined;
  });

  it("a queue that refuses every RecordCreated holds that event; a command of another tenant passes", async () => {
    const logged: string[] = [];
    channel = await openBrokerChannel({
      url,
      clock: createSandboxClock(),
      log: (line) => logged.push(line),
      firstReconnectMs: 50,
    });
    await publisher.assertQueue(refusing, { arguments: { "x-max-length": 0, "x-overflow": "reject-publish" } });
    await publisher.bindQueue(refusing, CREATED.exchange, CREATED.routingKey);
    await publisher.purgeQueue(COMMAND.queue);
    const refused = channel.publish({
      tenantId: TENANT,
      sourceId: SOURCE,
      messageType: CREATED.messageType,
      payload,
      headers: { "X-DataSourceId": SOURCE, "X-DataModelId": MODEL },
    })!;
    await eventually("the broker refused it", () => logged.some((line) => line.includes(refused.messageId)));
    const command = channel.publish({
      tenantId: OTHER_TENANT,
      sourceId: SOURCE,
      messageType: COMMAND.messageType,
      payload: { sourceId: SOURCE },
      headers: { "X-DataSourceId": SOURCE },
    })!;
    await eventually("the other tenant's command is in DS.Commands", async () => {
      const message = await publisher.get(COMMAND.queue, { noAck: true });
      return message !== false && message.properties.messageId === command.messageId;
    });
    expect(channel.status()).toMatchObject({
      backlog: 1,
      lastError: `the broker refused ${refused.messageId}: message nacked`,
    });
    expect(logged).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `refused ${CREATED.messageType} ${refused.messageId} for source ${SOURCE}; sending again in \\d+ ms$`,
        ),
      ),
    );
    await publisher.deleteQueue(refusing);
    await channel.idle();
    expect(channel.status()).toMatchObject({ backlog: 0, published: 2 });
  });
});
