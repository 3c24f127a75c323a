// The reference's migration between the message broker and the message gateway, step by step:
// "Migration from the message broker to the message gateway: set consumerCode and consumerType
// through IntegrationSettings (with consumerWebhookUrl for Webhook). Then enable only the message
// types the agent consumes through ConfigureConsumer." "Revert: set every ConfigureConsumer flag to
// false, set consumerType None [...] Broker consumer queues are created again automatically when the
// agent reconnects."
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { DataIntegrationClient } from "../../src/clients/data-integration.js";
import { publishRecords } from "../../src/publishing/index.js";
import type { RunningSandbox } from "../../tools/src/sandbox/index.js";
import { startConsumer, type Consumer } from "../support/webhook-consumer.js";
import { dataClient, DATA_SEED, DEFAULT_TENANT_ID, startDataSandbox } from "../support/data-sandbox.js";
import { tapExchanges, type ExchangeTap } from "./support.js";

const MODEL = "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b";
const CREATED = "PLATFORM.DataService.RecordCreated";
const { url } = inject("rabbitmq");

let sandbox: RunningSandbox;
let tap: ExchangeTap;
let webhook: Consumer;
let shop: DataIntegrationClient;
let crm: DataIntegrationClient;
let shopSource: string;
let crmSource: string;

/** Publishes one record and resolves with its operationId once the gateway and the broker channel are idle. */
async function publish(recordId: string): Promise<string> {
  const { operationId } = await publishRecords(shop, {
    sourceId: shopSource,
    items: [{ entityId: "Item", recordId, data: { name: recordId } }],
  });
  await sandbox.control.gateway.idle();
  await sandbox.broker!.idle();
  return operationId;
}
const onBroker = () =>
  tap.messages
    .filter((m) => m.fields.routingKey === CREATED)
    .map((m) => (JSON.parse(m.content.toString()) as { operationId: string }).operationId);
const onWebhook = () =>
  webhook.handled
    .filter((h) => h.context.messageType === CREATED)
    .map((h) => (h.payload as { operationId: string }).operationId);

beforeAll(async () => {
  sandbox = await startDataSandbox({
    amqpUrl: url,
    seed: { ...DATA_SEED, dataModels: [{ tenantId: DEFAULT_TENANT_ID, id: MODEL, code: "Items" }] },
  });
  tap = await tapExchanges(url);
  webhook = await startConsumer(sandbox.identity.issuer, sandbox.control.clock);
  shop = dataClient(sandbox, "shop");
  crm = dataClient(sandbox, "crm");
  shopSource = (
    await shop.POST("/api/v2/IntegrationAgents/Settings", {
      body: { sourceDefinition: { consumerType: "Webhook", consumerWebhookUrl: "http://127.0.0.1:9/hooks" } },
    })
  ).data!.source!.sourceId!;
  crmSource = (
    await crm.POST("/api/v2/IntegrationAgents/Settings", { body: { sourceDefinition: { consumerType: "None" } } })
  ).data!.source!.sourceId!;
  await shop.PATCH("/api/v2/IntegrationAgents/Transformations", {
    body: { upsert: [{ customCode: "items", mappings: [{ entityId: "Item", modelId: MODEL, autoMapFields: true }] }] },
  });
});
afterAll(async () => {
  await sandbox?.stop();
  await tap?.close();
  await webhook?.close();
});

describe("migration from the message broker to the message gateway and back", () => {
  const operations: Record<string, string> = {};

  it("a native source (consumer type None) receives its events through the broker only", async () => {
    operations.native = await publish("native");
    expect(onBroker()).toEqual([operations.native]);
    expect(onWebhook()).toEqual([]);
  });

  it(
    "after IntegrationSettings sets consumerCode, consumerType Webhook and " +
      "consumerWebhookUrl, nothing more goes to the broker, and the webhook waits for its flags",
    async () => {
      const settings = await crm.PATCH("/api/v1/DataSources/{id}/IntegrationSettings", {
        params: { path: { id: crmSource } },
        body: { consumerCode: "crm-webhook", consumerType: "Webhook", consumerWebhookUrl: webhook.webhookUrl },
      });
      expect(settings.response.status).toBe(204);
      operations.switched = await publish("switched");
      expect(onBroker()).toEqual([operations.native]);
      expect(onWebhook()).toEqual([]);
    },
  );

  it("after ConfigureConsumer enables dataRecordChanges, the webhook receives the record events", async () => {
    expect(
      (await crm.PATCH("/api/v2/IntegrationAgents/ConfigureConsumer", { body: { dataRecordChanges: true } })).response
        .status,
    ).toBe(204);
    operations.gateway = await publish("gateway");
    expect(onWebhook()).toEqual([operations.gateway]);
    expect(onBroker()).toEqual([operations.native]);
  });

  it(
    "revert: every ConfigureConsumer flag false and consumerType None " +
      "bring the events back to the broker, none to the webhook",
    async () => {
      const flags = {
        enqueueDataStatus: false,
        integrationDataChanges: false,
        integrationProfileStatus: false,
        dataRecordChanges: false,
        refreshSourceConfig: false,
        refreshSourceStatus: false,
      };
      expect((await crm.PATCH("/api/v2/IntegrationAgents/ConfigureConsumer", { body: flags })).response.status).toBe(
        204,
      );
      expect(
        (
          await crm.PATCH("/api/v1/DataSources/{id}/IntegrationSettings", {
            params: { path: { id: crmSource } },
            body: { consumerType: "None" },
          })
        ).response.status,
      ).toBe(204);
      operations.reverted = await publish("reverted");
      expect(onBroker()).toEqual([operations.native, operations.reverted]);
      expect(onWebhook()).toEqual([operations.gateway]);
    },
  );

  it("the gateway and the broker channel refused nothing on the way", () => {
    expect(webhook.rejections).toEqual([]);
    expect(sandbox.broker!.status()).toMatchObject({ overflowed: 0, backlog: 0 });
    expect(sandbox.violations).toEqual([]);
  });
});
