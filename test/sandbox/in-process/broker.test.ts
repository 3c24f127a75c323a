// The broker in process: sandbox.broker holds the messages `--amqp-url` would publish, in order, on
// the exchanges and queues of the AsyncAPI bindings, and createBrokerConsumer consumes a queue
// through a channel of amqplib's shape, with its prefetch, acknowledgements and requeues.
import { afterEach, describe, expect, it } from "vitest";
import { createBrokerConsumer, type BrokerMessageContext } from "../../../src/broker/index.js";
import { publishRecords } from "../../../src/publishing/index.js";
import type { InProcessSandbox } from "../../../tools/src/sandbox/doors/in-process/index.js";
import { createTestSandbox, DEFAULT_TENANT_ID, inProcessDataClient, MODEL } from "./support.js";

const CREATED = "PLATFORM.DataService.RecordCreated";
const opened: InProcessSandbox[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((sandbox) => sandbox.close()));
});

/** A sandbox whose shop source is native (consumer type None), with `recordIds` published. */
async function nativeSource(recordIds: readonly string[]): Promise<{ sandbox: InProcessSandbox; sourceId: string }> {
  const sandbox = await createTestSandbox();
  opened.push(sandbox);
  const shop = inProcessDataClient(sandbox, "shop");
  const sourceId = (
    await shop.POST("/api/v2/IntegrationAgents/Settings", { body: { sourceDefinition: { consumerType: "None" } } })
  ).data!.source!.sourceId!;
  await shop.PATCH("/api/v2/IntegrationAgents/Transformations", {
    body: { upsert: [{ customCode: "items", mappings: [{ entityId: "Item", modelId: MODEL, autoMapFields: true }] }] },
  });
  if (recordIds.length > 0)
    await publishRecords(shop, {
      sourceId,
      items: recordIds.map((recordId) => ({ entityId: "Item", recordId, data: { name: recordId } })),
    });
  return { sandbox, sourceId };
}

describe("sandbox.broker holds what --amqp-url would publish, in order", () => {
  it("RecordCreated of each published record, on its exchange and queue, with the tenant's header", async () => {
    const { sandbox, sourceId } = await nativeSource(["a", "b", "c"]);
    const created = sandbox.broker.messages.filter((m) => m.messageType === CREATED);
    expect(created).toHaveLength(3);
    expect(
      created.map(({ exchange, queue, tenantId, headers }) => ({
        exchange,
        queue,
        tenantId,
        tenant: headers["X-Tenant-Id"],
        source: headers["X-DataSourceId"],
      })),
    ).toEqual(
      Array(3).fill({
        exchange: "PLATFORM.DataService.Events:DataRecordCreatedEvent",
        queue: "DS.Data",
        tenantId: DEFAULT_TENANT_ID,
        tenant: DEFAULT_TENANT_ID,
        source: sourceId,
      }),
    );
  });

  it("reset empties it with the rest of the state", async () => {
    const { sandbox } = await nativeSource(["a"]);
    expect(sandbox.broker.messages.length).toBeGreaterThan(0);
    await sandbox.reset();
    expect(sandbox.broker.messages).toEqual([]);
  });
});

describe("createBrokerConsumer consumes the sandbox's queues in process", () => {
  it("every RecordCreated reaches its handler in order, acknowledged, once flush resolves", async () => {
    const { sandbox } = await nativeSource(["a", "b", "c"]);
    const seen: string[] = [];
    const consumer = await createBrokerConsumer({
      channel: sandbox.broker.channel(),
      queue: "DS.Data",
      handlers: { [CREATED]: (_payload: unknown, context: BrokerMessageContext) => void seen.push(context.messageId) },
    });
    await sandbox.flush();
    expect(seen).toEqual(sandbox.broker.messages.filter((m) => m.messageType === CREATED).map((m) => m.messageId));
    expect(consumer.inFlight).toBe(0);
    await consumer.stop();
  });

  it("a handler that throws has its message requeued and redelivered, then acknowledged", async () => {
    const { sandbox } = await nativeSource(["a"]);
    const deliveries: boolean[] = [];
    const consumer = await createBrokerConsumer({
      channel: sandbox.broker.channel(),
      queue: "DS.Data",
      handlers: {
        [CREATED]: (_payload: unknown, context: BrokerMessageContext) => {
          deliveries.push(context.redelivered);
          if (deliveries.length === 1) throw new Error("try again");
        },
      },
      onError: () => {},
    });
    await sandbox.flush();
    expect(deliveries).toEqual([false, true]);
    await consumer.stop();
  });

  it("a queue the sandbox does not have is refused naming the ones it has", async () => {
    const { sandbox } = await nativeSource([]);
    await expect(sandbox.broker.channel().consume("DS.Everything", () => {})).rejects.toThrow(
      "NOT_FOUND - no queue 'DS.Everything'; the sandbox's queues are DS.Commands, DS.Data",
    );
  });
});
