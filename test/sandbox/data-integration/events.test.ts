// Data events through the sandbox's gateway, received by the package's own createWebhookHandler; remote commands
// and profile changes through the control API; data models; operating logs.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DataIntegrationClient } from "../../../src/clients/data-integration.js";
import { publishRecords, type PublishingItem } from "../../../src/publishing/index.js";
import type { RunningSandbox } from "../../../tools/src/sandbox/index.js";
import { startConsumer, type Consumer } from "../../support/webhook-consumer.js";
import {
  dataClient,
  DATA_SEED,
  DEFAULT_TENANT_ID,
  detailOf,
  serviceUrl,
  startDataSandbox,
} from "../../support/data-sandbox.js";

const MODEL = "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b";
const PROFILE = "3e4f5061-7283-494a-b5c6-d7e8f9012a3b";

let sandbox: RunningSandbox;
let consumer: Consumer;
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
const received = (messageType: string) => consumer.handled.filter((h) => h.context.messageType === messageType);
const item = (recordId: string, extra: Partial<PublishingItem> = {}): PublishingItem => ({
  entityId: "Item",
  recordId,
  data: { name: recordId },
  ...extra,
});

beforeAll(async () => {
  sandbox = await startDataSandbox({
    seed: { ...DATA_SEED, dataModels: [{ tenantId: DEFAULT_TENANT_ID, id: MODEL, code: "Items" }] },
    gateway: { firstRetryMs: 30_000 },
  });
  consumer = await startConsumer(sandbox.identity.issuer, sandbox.control.clock);
  shop = dataClient(sandbox, "shop");
  crm = dataClient(sandbox, "crm");
  const webhook = {
    agentDefinition: { customProperties: [{ key: "AutoRefreshStatusInterval", value: "0.00:05:00" }] },
    sourceDefinition: { consumerType: "Webhook" as const, consumerWebhookUrl: consumer.webhookUrl },
  };
  shopSource = (await shop.POST("/api/v2/IntegrationAgents/Settings", { body: webhook })).data!.source!.sourceId!;
  crmSource = (await crm.POST("/api/v2/IntegrationAgents/Settings", { body: webhook })).data!.source!.sourceId!;
  await shop.PATCH("/api/v2/IntegrationAgents/Transformations", {
    body: { upsert: [{ customCode: "items", mappings: [{ entityId: "Item", modelId: MODEL, autoMapFields: true }] }] },
  });
  await shop.PATCH("/api/v2/IntegrationAgents/ConfigureConsumer", { body: { enqueueDataStatus: true } });
  await crm.PATCH("/api/v2/IntegrationAgents/ConfigureConsumer", {
    body: { dataRecordChanges: true, refreshSourceStatus: true, integrationProfileStatus: true },
  });
});
afterAll(async () => {
  await sandbox.stop();
  await consumer.close();
});

describe(
  "RecordCreated, RecordUpdated and RecordDeleted " + "reach a consumer whose dataRecordChanges flag is on",
  () => {
    it("one source publishes, the other receives each change with the catalogue's headers", async () => {
      const first = await publishRecords(shop, { sourceId: shopSource, items: [item("K-1")] });
      await publishRecords(shop, { sourceId: shopSource, items: [item("K-1", { data: { name: "changed" } })] });
      await publishRecords(shop, { sourceId: shopSource, items: [item("K-1", { isDeleted: true })] });
      await sandbox.control.gateway.idle();
      const created = received("PLATFORM.DataService.RecordCreated");
      expect(created).toHaveLength(1);
      expect(created[0]!.payload).toMatchObject({
        dataModelId: MODEL,
        dataSourceId: shopSource,
        operationId: first.operationId,
      });
      expect(created[0]!.context.tenantId).toBe(DEFAULT_TENANT_ID);
      const request = consumer.requests.find((r) => r.url.includes("RecordCreated"))!;
      expect(request.headers).toMatchObject({
        "x-datasourceid": shopSource,
        "x-datamodelid": MODEL,
        "x-tenant-id": DEFAULT_TENANT_ID,
      });
      expect(received("PLATFORM.DataService.RecordUpdated")).toHaveLength(1);
      expect(received("PLATFORM.DataService.RecordDeleted")).toHaveLength(1);
      const recordId = (created[0]!.payload as { dataRecordId: string }).dataRecordId;
      expect(
        (received("PLATFORM.DataService.RecordDeleted")[0]!.payload as { dataRecordId: string }).dataRecordId,
      ).toBe(recordId);
    });
    it(
      "fact 5: EnqueueDataStatusChanged announces each move " + "of the publisher's queue item, up to Success",
      async () => {
        const first = (received("PLATFORM.DataService.EnqueueDataStatusChanged")[0]!.payload as { queueItemId: string })
          .queueItemId;
        // Webhook POSTs run concurrently, so they may arrive in any order: compare the moves, not their arrival.
        const statuses = received("PLATFORM.DataService.EnqueueDataStatusChanged")
          .map((h) => h.payload as { queueItemId: string; status: string })
          .filter((p) => p.queueItemId === first)
          .map((p) => p.status);
        expect(statuses.sort()).toEqual(["Completed", "Running", "Started", "Success"]);
      },
    );
    it("no data event reached a source whose flags are off (the publisher gets no record events)", () => {
      expect(consumer.rejections).toEqual([]);
      expect(
        received("PLATFORM.DataService.RecordCreated").every(
          (h) => h.context.messageType === "PLATFORM.DataService.RecordCreated",
        ),
      ).toBe(true);
      expect(sandbox.control.gateway.deliveries({ messageType: "PLATFORM.DataService.RecordCreated" })).toHaveLength(1);
    });
  },
);

describe(
  "POST /_sandbox/commands sends RefreshSourceStatus; a " + "command not delivered within 1 hour is dropped as expired",
  () => {
    it("delivers a command to a source with its flag on", async () => {
      const sent = await control("commands", {
        tenantId: DEFAULT_TENANT_ID,
        sourceId: crmSource,
        messageType: "PLATFORM.DataService.RefreshSourceStatus",
        checkConnection: true,
      });
      expect(sent.status).toBe(202);
      await sandbox.control.gateway.idle();
      expect(received("PLATFORM.DataService.RefreshSourceStatus").map((h) => h.payload)).toEqual([
        { sourceId: crmSource, checkConnection: true },
      ]);
    });
    it("records a command that could not be delivered within its hour as Expired", async () => {
      consumer.interfere.push(...Array.from({ length: 20 }, () => 503));
      const sent = await control("commands", {
        tenantId: DEFAULT_TENANT_ID,
        sourceId: crmSource,
        messageType: "PLATFORM.DataService.RefreshSourceStatus",
      });
      await sandbox.control.gateway.idle();
      sandbox.control.clock.advance(3601);
      await sandbox.control.gateway.idle();
      consumer.interfere.length = 0;
      const record = sandbox.control.gateway.deliveries().find((d) => d.messageId === sent.body.messageId);
      expect(record?.status).toBe("Expired");
    });
    it("refuses a command the source does not take, naming why", async () => {
      const refused = await control("commands", {
        tenantId: DEFAULT_TENANT_ID,
        sourceId: crmSource,
        messageType: "PLATFORM.DataService.RefreshSourceConfig",
      });
      expect(refused.status).toBe(409);
      expect(refused.body.detail).toMatch(/receives no PLATFORM\.DataService\.RefreshSourceConfig/);
    });
  },
);

describe(
  "a profile change through the control API sends " +
    "IntegrationProfileChangeStarted then Completed to affected sources",
  () => {
    it("pairs Started and Completed with one requestId, and the profile reads answer", async () => {
      expect((await crm.GET("/api/v2/IntegrationProfiles/Current")).response.status).toBe(412);
      const set = await control("integration-profiles", {
        tenantId: DEFAULT_TENANT_ID,
        profile: {
          id: PROFILE,
          isSelected: true,
          released: true,
          deleted: false,
          items: [{ dataSourceId: crmSource, applicationUsage: "Input", inputModelIds: [MODEL] }],
        },
        availableModels: [{ id: MODEL, code: "Items", usage: "Input", inputSourceIds: [shopSource] }],
      });
      expect(set.status).toBe(201);
      await sandbox.control.gateway.idle();
      const started = received("PLATFORM.DataService.IntegrationProfileChangeStarted").map(
        (h) => h.payload as Record<string, unknown>,
      );
      const completed = received("PLATFORM.DataService.IntegrationProfileChangeCompleted").map(
        (h) => h.payload as Record<string, unknown>,
      );
      expect(started).toEqual([
        {
          sourceId: crmSource,
          requestId: expect.any(String),
          currentProfileId: "00000000-0000-0000-0000-000000000000",
          targetProfileId: PROFILE,
        },
      ]);
      expect(completed).toEqual([
        {
          sourceId: crmSource,
          requestId: started[0]!.requestId,
          requestStatus: "Success",
          currentProfileId: PROFILE,
          wasSuccess: true,
        },
      ]);
      expect((await crm.GET("/api/v2/IntegrationProfiles/Current")).data?.id).toBe(PROFILE);
      expect(
        (await crm.GET("/api/v2/IntegrationProfiles/Current/AvailableModels")).data?.items.map((m) => m.code),
      ).toEqual(["Items"]);
    });
  },
);

describe(
  "IntegrationDataChanged tells a profile-mode consumer " +
    "that a publisher's queue item of its feature was processed",
  () => {
    it("names the queue item as resultId, the profile and the feature", async () => {
      const feature = "4f506172-8394-4a5b-86d7-e8f9012a3b4c";
      await control("integration-profiles", {
        tenantId: DEFAULT_TENANT_ID,
        profile: {
          id: PROFILE,
          isSelected: true,
          items: [{ dataSourceId: crmSource, featureId: feature, applicationUsage: "Input", inputModelIds: [MODEL] }],
        },
        availableFeatures: [
          { id: feature, code: "Items", usage: "Input", inputSourceIds: [shopSource], inputModelIds: [MODEL] },
        ],
      });
      await crm.PATCH("/api/v1/DataSources/{id}/IntegrationSettings", {
        params: { path: { id: crmSource } },
        body: { useIntegrationProfile: true },
      });
      await crm.PATCH("/api/v2/IntegrationAgents/ConfigureConsumer", { body: { integrationDataChanges: true } });
      const published = await publishRecords(shop, { sourceId: shopSource, items: [item("P-1")] });
      await sandbox.control.gateway.idle();
      const changed = received("PLATFORM.DataService.IntegrationDataChanged");
      expect(changed.map((h) => h.payload)).toEqual([
        {
          sourceId: shopSource,
          resultId: published.queueItemId,
          operationId: published.operationId,
          profileId: PROFILE,
          featureId: feature,
          scenarioId: feature,
        },
      ]);
    });
  },
);

describe(
  "data models come from the seed and POST " +
    "/_sandbox/data-models, listed and read by the V1 DataModels " +
    "operations",
  () => {
    it("lists the seeded model, adds one, finds it by code, and refuses a taken code", async () => {
      const added = await control("data-models", {
        tenantId: DEFAULT_TENANT_ID,
        id: "7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
        code: "Prices",
      });
      expect(added.status).toBe(201);
      expect((await crm.GET("/api/v1/DataModels")).data?.items).toEqual([
        { id: MODEL, code: "Items" },
        { id: "7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f", code: "Prices" },
      ]);
      expect((await crm.GET("/api/v1/DataModels/Code/{code}", { params: { path: { code: "Prices" } } })).data?.id).toBe(
        "7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
      );
      expect(
        (await crm.GET("/api/v1/DataModels/{id}", { params: { path: { id: "00000000-0000-4000-8000-000000000000" } } }))
          .response.status,
      ).toBe(404);
      const taken = await control("data-models", {
        tenantId: DEFAULT_TENANT_ID,
        id: "8d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a",
        code: "Prices",
      });
      expect(taken.status).toBe(409);
    });
  },
);

describe("operating logs keep posted items and the sandbox's own system-level items", () => {
  it("stores an item with id, createdOn and its Custom category, and a scope query shows both kinds", async () => {
    const operationId = "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";
    const posted = await shop.POST("/api/v1/OperatingLogs", {
      body: {
        operationId,
        operationType: "InputData",
        activityType: "Application|Start",
        severity: "Info",
        message: "Export started",
        source: "shop",
        sourceId: shopSource,
        customCategory: "Items",
      },
    });
    expect(posted.response.status).toBe(201);
    expect(posted.data).toMatchObject({
      id: expect.any(String),
      createdOn: expect.any(String),
      category: "Custom|Items",
      systemLevel: false,
    });
    await publishRecords(shop, { sourceId: shopSource, items: [item("L-1")], operationId });
    const read = async (query: Record<string, unknown>) =>
      (await shop.GET("/api/v1/OperatingLogs", { params: { query: { operationId, ...query } } })).data!.items;
    expect((await read({ operationScope: "PublishData" })).map((i) => i.message)).toEqual(["Export started"]);
    const withSystem = await read({ operationScope: "PublishData", includeSystemLevel: true });
    expect(withSystem.length).toBeGreaterThan(1);
    expect(withSystem.filter((i) => i.systemLevel).map((i) => i.category)).toContain("MappingTransformation");
    expect(await read({ includeSystemLevel: true, severityLevel: "Warning" })).toEqual([]);
    expect(await read({ operationScope: "ConsumeData" })).toEqual([]);
  });
  it("refuses a malformed GUID filter with 400", async () => {
    const refused = await shop.GET("/api/v1/OperatingLogs", { params: { query: { operationId: "not-a-guid" } } });
    expect(refused.response.status).toBe(400);
    expect(detailOf(refused.error)).toMatch(/operationId/);
  });
});

describe("no answer broke the spec", () => {
  it("recorded no violation", () => {
    expect(sandbox.violations).toEqual([]);
  });
});
