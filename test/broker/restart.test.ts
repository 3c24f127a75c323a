// A broker that goes away costs no event: the sandbox holds what it could not publish in a bounded
// backlog, keeps answering, reconnects with backoff and publishes the backlog once the broker is
// back; what the broker had confirmed survives its restart (durable queues, persistent messages).
// A message beyond the backlog's limit is not published, and that is recorded and logged.
import { connect, type ChannelModel } from "amqplib";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { DataIntegrationClient } from "../../src/clients/data-integration.js";
import { publishRecords } from "../../src/publishing/index.js";
import type { RunningSandbox } from "../../tools/src/sandbox/index.js";
import { eventually } from "../support/processes.js";
import { restartRabbitMq, startRabbitMqApp, stopRabbitMqApp } from "../support/rabbitmq-server.js";
import {
  dataClient,
  DATA_SEED,
  DEFAULT_TENANT_ID,
  OTHER_TENANT_ID,
  startDataSandbox,
} from "../support/data-sandbox.js";
import { scaled } from "../support/time.js";

const MODEL = "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b";
const rabbitmq = inject("rabbitmq");

let sandbox: RunningSandbox;
let shop: DataIntegrationClient;
let shopSource: string;
let beta: DataIntegrationClient;
let betaSource: string;
let inspector: ChannelModel;
const logged: string[] = [];

/** The operationIds of the RecordCreated messages in DS.Data, oldest first, taking them off the queue. */
async function operationsInDsData(): Promise<string[]> {
  const channel = await inspector.createChannel();
  const ids: string[] = [];
  for (
    let message = await channel.get("DS.Data", { noAck: true });
    message !== false;
    message = await channel.get("DS.Data", { noAck: true })
  ) {
    ids.push((JSON.parse(message.content.toString()) as { operationId: string }).operationId);
  }
  await channel.close();
  return ids;
}

async function publish(recordId: string, [client, sourceId] = [shop, shopSource]): Promise<string> {
  return (await publishRecords(client, { sourceId, items: [{ entityId: "Item", recordId, data: { name: recordId } }] }))
    .operationId;
}

beforeAll(async () => {
  sandbox = await startDataSandbox({
    amqpUrl: rabbitmq.url,
    broker: { backlogLimit: 2, firstReconnectMs: 20, maxReconnectMs: 200 },
    seed: {
      ...DATA_SEED,
      dataModels: [
        { tenantId: DEFAULT_TENANT_ID, id: MODEL, code: "Items" },
        { tenantId: OTHER_TENANT_ID, id: MODEL, code: "Items" },
      ],
    },
    onLog: (line) => logged.push(line),
  });
  shop = dataClient(sandbox, "shop");
  // A native publisher: its own record events are published for it on the broker.
  shopSource = (
    await shop.POST("/api/v2/IntegrationAgents/Settings", { body: { sourceDefinition: { consumerType: "None" } } })
  ).data!.source!.sourceId!;
  beta = dataClient(sandbox, "beta", OTHER_TENANT_ID);
  betaSource = (
    await beta.POST("/api/v2/IntegrationAgents/Settings", { body: { sourceDefinition: { consumerType: "None" } } })
  ).data!.source!.sourceId!;
  for (const client of [shop, beta]) {
    await client.PATCH("/api/v2/IntegrationAgents/Transformations", {
      body: {
        upsert: [{ customCode: "items", mappings: [{ entityId: "Item", modelId: MODEL, autoMapFields: true }] }],
      },
    });
  }
  inspector = await connect(rabbitmq.url);
  const channel = await inspector.createChannel();
  await channel.purgeQueue("DS.Data");
  await channel.close();
});
afterAll(async () => {
  await sandbox?.stop();
  await inspector?.close().catch(() => undefined);
});

describe("a broker restart loses no event", () => {
  it(
    "confirmed messages survive the restart in the durable DS.Data " +
      "queue, and messages published while it was away arrive after it",
    async () => {
      const before = await publish("before");
      await sandbox.broker!.idle();
      expect(sandbox.broker!.status()).toMatchObject({ published: 1, backlog: 0 });

      await inspector.close().catch(() => undefined);
      await stopRabbitMqApp(rabbitmq);
      await eventually("the sandbox sees the broker gone", () => !sandbox.broker!.status().connected, scaled(15_000));
      const away = [await publish("while-away-1"), await publish("while-away-2")];
      expect(sandbox.broker!.status()).toMatchObject({ connected: false, backlog: 2, overflowed: 0 });

      await startRabbitMqApp(rabbitmq);
      await sandbox.broker!.idle();
      expect(sandbox.broker!.status()).toMatchObject({ connected: true, published: 3, backlog: 0 });
      inspector = await connect(rabbitmq.url);
      expect(await operationsInDsData()).toEqual([before, ...away]);
      expect(logged.some((line) => line.includes("went away"))).toBe(true);
      expect(logged.some((line) => line.includes("is back; publishing 2 held message(s)"))).toBe(true);
    },
  );
});

describe(
  "the backlog is bounded per tenant: a message beyond its limit " +
    "is refused, recorded Overflowed, counted and logged",
  () => {
    it(
      "with a limit of 2 the third message of a tenant while the broker is away is " +
        "not published, another tenant's is, and the sandbox keeps answering",
      async () => {
        await inspector.close().catch(() => undefined);
        await stopRabbitMqApp(rabbitmq);
        await eventually("the sandbox sees the broker gone", () => !sandbox.broker!.status().connected, scaled(15_000));
        const kept = [await publish("kept-1"), await publish("kept-2")];
        const lost = await publish("overflow");
        expect(sandbox.broker!.status()).toMatchObject({ backlog: 2, overflowed: 1 });
        const otherTenant = await publish("other-tenant", [beta, betaSource]);
        expect(sandbox.broker!.status()).toMatchObject({ backlog: 3, overflowed: 1 });
        const line = logged.find((l) => l.includes(`backlog of tenant ${DEFAULT_TENANT_ID} full (2)`));
        expect(line).toMatch(
          /PLATFORM\.DataService\.RecordCreated [0-9a-f-]{36} for source [0-9a-f-]{36} is not published \(1 so far\)/,
        );

        await startRabbitMqApp(rabbitmq);
        await sandbox.broker!.idle();
        inspector = await connect(rabbitmq.url);
        const arrived = await operationsInDsData();
        expect(arrived).toEqual([...kept, otherTenant]);
        expect(arrived).not.toContain(lost);
      },
    );

    it("after one more restart (stop_app, start_app) the sandbox publishes again without being told", async () => {
      await inspector.close().catch(() => undefined);
      await restartRabbitMq(rabbitmq);
      inspector = await connect(rabbitmq.url);
      const after = await publish("after-restart");
      await sandbox.broker!.idle();
      expect(await operationsInDsData()).toEqual([after]);
    });
  },
);
