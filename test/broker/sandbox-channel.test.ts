// The sandbox's message broker channel against a real RabbitMQ: every event the sandbox causes for a
// native data source (consumer type None) reaches its exchange with the message type as routing key,
// the reference's headers as AMQP headers, a messageId, application/json and a timestamp.
import { connect } from "amqplib";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { brokerQueues, brokerRoutes } from "../../src/broker/index.js";
import type { DataIntegrationClient } from "../../src/clients/data-integration.js";
import { publishRecords } from "../../src/publishing/index.js";
import { SandboxStartError, type RunningSandbox } from "../../tools/src/sandbox/index.js";
import { dataClient, DATA_SEED, DEFAULT_TENANT_ID, serviceUrl, startDataSandbox } from "../support/data-sandbox.js";
import { tapExchanges, type ExchangeTap } from "./support.js";

const MODEL = "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b";
const PROFILE = "3e4f5061-7283-494a-b5c6-d7e8f9012a3b";
const FEATURE = "4f506172-8394-4a5b-86d7-e8f9012a3b4c";
const { url } = inject("rabbitmq");

let sandbox: RunningSandbox;
let tap: ExchangeTap;
let shop: DataIntegrationClient;
let crm: DataIntegrationClient;
let shopSource: string;
let crmSource: string;

const control = async (path: string, body: unknown) => {
  const response = await fetch(`${serviceUrl(sandbox, "data-integration")}/_sandbox/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const json = (content: Buffer) => JSON.parse(content.toString("utf8")) as Record<string, unknown>;

beforeAll(async () => {
  sandbox = await startDataSandbox({
    amqpUrl: url,
    seed: { ...DATA_SEED, dataModels: [{ tenantId: DEFAULT_TENANT_ID, id: MODEL, code: "Items" }] },
  });
  // The sandbox declares the exchanges; the tap binds to them.
  tap = await tapExchanges(url);
  shop = dataClient(sandbox, "shop");
  crm = dataClient(sandbox, "crm");
  // The publisher takes no events (a webhook consumer with every flag off); crm is a native application.
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
});

describe("at the start the sandbox declares the exchanges and queues of the AsyncAPI bindings", () => {
  it("every exchange and queue exists, DS.Commands with x-expires 3600000", async () => {
    const connection = await connect(url);
    try {
      const channel = await connection.createChannel();
      for (const route of Object.values(brokerRoutes)) await channel.checkExchange(route.exchange);
      for (const queue of brokerQueues) expect((await channel.checkQueue(queue.name)).queue).toBe(queue.name);
      // Declaring DS.Commands with other arguments is refused by the broker: the sandbox's has x-expires.
      const strict = await connection.createChannel();
      strict.on("error", () => undefined);
      await expect(strict.assertQueue("DS.Commands", { durable: true })).rejects.toThrow(
        /PRECONDITION_FAILED.*x-expires/,
      );
    } finally {
      await connection.close();
    }
  });
});

describe("record events for a native data source are published to their exchanges", () => {
  it(
    "RecordCreated, RecordUpdated and RecordDeleted carry X-DataSourceId, " +
      "X-DataModelId and X-Tenant-Id, a messageId, JSON and a timestamp",
    async () => {
      const before = Math.floor(sandbox.control.clock.now() / 1000);
      const first = await publishRecords(shop, {
        sourceId: shopSource,
        items: [{ entityId: "Item", recordId: "K-1", data: { name: "one" } }],
      });
      await publishRecords(shop, {
        sourceId: shopSource,
        items: [{ entityId: "Item", recordId: "K-1", data: { name: "two" } }],
      });
      await publishRecords(shop, {
        sourceId: shopSource,
        items: [{ entityId: "Item", recordId: "K-1", isDeleted: true }],
      });
      await sandbox.broker!.idle();
      for (const [messageType, exchange] of [
        ["PLATFORM.DataService.RecordCreated", "PLATFORM.DataService.Events:DataRecordCreatedEvent"],
        ["PLATFORM.DataService.RecordUpdated", "PLATFORM.DataService.Events:DataRecordUpdatedEvent"],
        ["PLATFORM.DataService.RecordDeleted", "PLATFORM.DataService.Events:DataRecordDeletedEvent"],
      ] as const) {
        const [message] = await tap.arrived(messageType);
        expect(message!.fields.exchange).toBe(exchange);
        expect(message!.properties.headers).toEqual({
          "X-DataSourceId": shopSource,
          "X-DataModelId": MODEL,
          "X-Tenant-Id": DEFAULT_TENANT_ID,
        });
        expect(message!.properties.contentType).toBe("application/json");
        expect(message!.properties.messageId).toMatch(/^[0-9a-f-]{36}$/);
        // AMQP timestamps are whole seconds of the sandbox's clock, taken when the event was caused.
        expect(message!.properties.timestamp).toBeGreaterThanOrEqual(before);
        expect(message!.properties.timestamp).toBeLessThanOrEqual(Math.floor(sandbox.control.clock.now() / 1000));
        expect(message!.properties.deliveryMode).toBe(2);
        expect(json(message!.content)).toMatchObject({ dataModelId: MODEL, dataSourceId: shopSource });
      }
      expect(json((await tap.arrived("PLATFORM.DataService.RecordCreated"))[0]!.content).operationId).toBe(
        first.operationId,
      );
    },
  );

  it("every message of the channel was confirmed by the broker and none was refused", () => {
    expect(sandbox.broker!.status()).toMatchObject({ connected: true, backlog: 0, overflowed: 0 });
  });
});

describe("remote commands reach a native data source through the broker and expire there after 1 hour", () => {
  it(
    "RefreshSourceStatus and RefreshSourceConfig: 202 with the broker message, on their " +
      "exchanges with X-DataSourceId and what is left of their hour as expiration",
    async () => {
      for (const [messageType, exchange] of [
        ["PLATFORM.DataService.RefreshSourceStatus", "PLATFORM.DataService.Edge.Contracts.Events:RefreshStatusEvent"],
        ["PLATFORM.DataService.RefreshSourceConfig", "PLATFORM.DataService.Edge.Contracts.Events:RefreshConfigEvent"],
      ] as const) {
        const sent = await control("commands", {
          tenantId: DEFAULT_TENANT_ID,
          sourceId: crmSource,
          messageType,
          checkConnection: true,
        });
        expect(sent.status).toBe(202);
        expect(sent.body).toMatchObject({
          messageType,
          tenantId: DEFAULT_TENANT_ID,
          sourceId: crmSource,
          exchange,
          routingKey: messageType,
        });
        const [message] = await tap.arrived(messageType);
        expect(message!.properties.messageId).toBe(sent.body.messageId);
        expect(message!.properties.headers).toEqual({ "X-DataSourceId": crmSource, "X-Tenant-Id": DEFAULT_TENANT_ID });
        // What is left of the command's hour when it reaches the broker, in milliseconds.
        expect(Number(message!.properties.expiration)).toBeLessThanOrEqual(3_600_000);
        expect(Number(message!.properties.expiration)).toBeGreaterThan(3_600_000 - 60_000);
      }
      expect(json((await tap.arrived("PLATFORM.DataService.RefreshSourceStatus"))[0]!.content)).toEqual({
        sourceId: crmSource,
        checkConnection: true,
      });
      expect(json((await tap.arrived("PLATFORM.DataService.RefreshSourceConfig"))[0]!.content)).toEqual({
        sourceId: crmSource,
      });
    },
  );
});

describe("profile events and IntegrationDataChanged reach a native data source through the broker", () => {
  it(
    "IntegrationProfileChangeStarted then Completed with one " +
      "requestId, then IntegrationDataChanged for the feature's publisher",
    async () => {
      await crm.PATCH("/api/v1/DataSources/{id}/IntegrationSettings", {
        params: { path: { id: crmSource } },
        body: { useIntegrationProfile: true },
      });
      const set = await control("integration-profiles", {
        tenantId: DEFAULT_TENANT_ID,
        profile: {
          id: PROFILE,
          isSelected: true,
          items: [{ dataSourceId: crmSource, featureId: FEATURE, applicationUsage: "Input", inputModelIds: [MODEL] }],
        },
        availableFeatures: [
          { id: FEATURE, code: "Items", usage: "Input", inputSourceIds: [shopSource], inputModelIds: [MODEL] },
        ],
      });
      expect(set.status).toBe(201);
      const [started] = await tap.arrived("PLATFORM.DataService.IntegrationProfileChangeStarted");
      const [completed] = await tap.arrived("PLATFORM.DataService.IntegrationProfileChangeCompleted");
      expect(started!.fields.exchange).toBe(
        "PLATFORM.DataService.Edge.Contracts.Events:IntegrationProfileChangeStarted",
      );
      expect(started!.properties.headers).toEqual({ "X-DataSourceId": crmSource, "X-Tenant-Id": DEFAULT_TENANT_ID });
      expect(json(completed!.content)).toMatchObject({
        sourceId: crmSource,
        requestId: json(started!.content).requestId,
        requestStatus: "Success",
        wasSuccess: true,
      });

      const published = await publishRecords(shop, {
        sourceId: shopSource,
        items: [{ entityId: "Item", recordId: "P-1", data: { name: "p" } }],
      });
      const [changed] = await tap.arrived("PLATFORM.DataService.IntegrationDataChanged");
      expect(changed!.fields.exchange).toBe("PLATFORM.DataService.Events:IntegrationDataChanged");
      expect(changed!.properties.headers).toEqual({
        "X-SourceId": shopSource,
        "X-FeatureId": FEATURE,
        "X-ScenarioId": FEATURE,
        "X-Tenant-Id": DEFAULT_TENANT_ID,
      });
      expect(json(changed!.content)).toEqual({
        sourceId: shopSource,
        resultId: published.queueItemId,
        operationId: published.operationId,
        profileId: PROFILE,
        featureId: FEATURE,
        scenarioId: FEATURE,
      });
    },
  );

  it("every event type of the catalogue that the sandbox causes for a native source arrived on its exchange", () => {
    const seen = new Set(tap.messages.map((m) => m.fields.routingKey));
    expect([...seen].sort()).toEqual(Object.keys(brokerRoutes).sort());
  });
});

describe("a broker URL the sandbox cannot use refuses the start, naming it", () => {
  it("a URL that is not AMQP", async () => {
    await expect(startDataSandbox({ amqpUrl: "http://127.0.0.1:5672" })).rejects.toThrow(
      new SandboxStartError("--amqp-url http://127.0.0.1:5672: the scheme must be amqp: or amqps:, got http:"),
    );
  });
  it("a broker that does not answer, with the password hidden", async () => {
    const refused = startDataSandbox({ amqpUrl: "amqp://guest:secret@127.0.0.1:1" });
    await expect(refused).rejects.toThrow(SandboxStartError);
    await expect(refused).rejects.toThrow(/^--amqp-url amqp:\/\/guest:\*\*\*@127\.0\.0\.1:1: .*ECONNREFUSED/);
  });
  it("wrong credentials", async () => {
    await expect(startDataSandbox({ amqpUrl: url.replace("guest:guest", "guest:wrong") })).rejects.toThrow(
      /--amqp-url amqp:\/\/guest:\*\*\*@127\.0\.0\.1:\d+: .*ACCESS.REFUSED|403/,
    );
  });
});
