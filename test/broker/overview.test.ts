// The control API's overview (GET /_sandbox/overview) tells the message broker channel's status
// against a real RabbitMQ: connected with what it published, then away with what it holds.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createSandboxControlClient, type SandboxControlClient } from "../../src/clients/index.js";
import type { DataIntegrationClient } from "../../src/clients/data-integration.js";
import { publishRecords } from "../../src/publishing/index.js";
import type { RunningSandbox } from "../../tools/src/sandbox/index.js";
import { eventually } from "../support/processes.js";
import { startRabbitMqApp, stopRabbitMqApp } from "../support/rabbitmq-server.js";
import { dataClient, DATA_SEED, DEFAULT_TENANT_ID, serviceUrl, startDataSandbox } from "../support/data-sandbox.js";
import { scaled } from "../support/time.js";

const MODEL = "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b";
const rabbitmq = inject("rabbitmq");

let sandbox: RunningSandbox;
let control: SandboxControlClient;
let shop: DataIntegrationClient;
let shopSource: string;

const overviewBroker = async () => (await control.GET("/_sandbox/overview")).data!.broker;
const publish = (recordId: string) =>
  publishRecords(shop, { sourceId: shopSource, items: [{ entityId: "Item", recordId, data: { name: recordId } }] });

beforeAll(async () => {
  sandbox = await startDataSandbox({
    amqpUrl: rabbitmq.url,
    broker: { backlogLimit: 5, firstReconnectMs: 20, maxReconnectMs: 200 },
    seed: { ...DATA_SEED, dataModels: [{ tenantId: DEFAULT_TENANT_ID, id: MODEL, code: "Items" }] },
    onLog: () => {},
  });
  control = createSandboxControlClient({ baseUrl: serviceUrl(sandbox, "data-integration") });
  shop = dataClient(sandbox, "shop");
  // A native publisher: its own record events are published for it on the broker.
  shopSource = (
    await shop.POST("/api/v2/IntegrationAgents/Settings", { body: { sourceDefinition: { consumerType: "None" } } })
  ).data!.source!.sourceId!;
  await shop.PATCH("/api/v2/IntegrationAgents/Transformations", {
    body: { upsert: [{ customCode: "items", mappings: [{ entityId: "Item", modelId: MODEL, autoMapFields: true }] }] },
  });
});
afterAll(async () => {
  await sandbox?.stop();
});

describe(
  "GET /_sandbox/overview shows the broker channel: its URL without the " +
    "password, connected or away, published, backlog of its limit",
  () => {
    it(
      "connected: the record events the broker confirmed count as published, " +
        "nothing is held, the status events without an exchange count as unrouted",
      async () => {
        await publish("one");
        await publish("two");
        await sandbox.broker!.idle();
        // Each queue item's four statuses (Started, Completed, Running, Success) go to the publisher as
        // EnqueueDataStatusChanged, whose exchange the reference does not show: counted, not published.
        expect(await overviewBroker()).toEqual({
          url: `amqp://guest:***@127.0.0.1:${rabbitmq.port}`,
          connected: true,
          published: 2,
          backlog: 0,
          backlogLimit: 5,
          overflowed: 0,
          unrouted: 8,
          lastError: null,
        });
      },
    );

    it(
      "away: connected is false with the reason, and the messages published " +
        "meanwhile are held in the backlog until the broker is back",
      async () => {
        await stopRabbitMqApp(rabbitmq);
        try {
          await eventually(
            "the overview shows the broker away",
            async () => (await overviewBroker())?.connected === false,
            scaled(15_000),
          );
          await publish("away-1");
          await publish("away-2");
          const away = await overviewBroker();
          expect(away).toMatchObject({ connected: false, published: 2, backlog: 2, backlogLimit: 5, overflowed: 0 });
          expect(away!.lastError).toMatch(/CONNECTION_FORCED|ECONNREFUSED/);
        } finally {
          await startRabbitMqApp(rabbitmq);
        }
        await sandbox.broker!.idle();
        expect(await overviewBroker()).toMatchObject({ connected: true, published: 4, backlog: 0 });
      },
    );

    it("no answer broke the spec", () => {
      expect(sandbox.violations).toEqual([]);
    });
  },
);
