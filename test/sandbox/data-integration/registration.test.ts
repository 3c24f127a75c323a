// Integration agent registration (V2): Settings, OnPremiseSettings, ConfigureConsumer,
// Transformations, Statuses and SupportedFeatures, through the package's own client and tokens.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerDataAgent } from "../../../tools/src/sandbox/data-integration/index.js";
import { registrations } from "../../../tools/src/sandbox/data-integration/model/registrations.js";
import type { RunningSandbox } from "../../../tools/src/sandbox/index.js";
import {
  dataClient,
  detailOf,
  DEFAULT_TENANT_ID,
  OTHER_TENANT_ID,
  startDataSandbox,
} from "../../support/data-sandbox.js";

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startDataSandbox();
});
afterAll(() => sandbox.stop());

const SETTINGS = "/api/v2/IntegrationAgents/Settings";

describe(
  "Settings: GET is 404 until the agent is registered; " + "POST {} only ensures and returns the registration",
  () => {
    it("answers 404 before, then POST {} registers and GET returns the same registration", async () => {
      const shop = dataClient(sandbox, "shop");
      const before = await shop.GET(SETTINGS);
      expect(before.response.status).toBe(404);
      expect(detailOf(before.error)).toMatch(/no integration agent is registered for service account shop/);
      const posted = await shop.POST(SETTINGS, { body: {} });
      expect(posted.response.status).toBe(200);
      expect(posted.data?.agent).toMatchObject({ agentCode: "shop", enabled: true });
      expect(posted.data?.source).toMatchObject({
        isRegistered: true,
        enabled: true,
        consumerType: "None",
        consumerCode: "shop",
      });
      const again = await shop.POST(SETTINGS, { body: {} });
      expect(again.data).toEqual(posted.data);
      expect((await shop.GET(SETTINGS)).data).toEqual(posted.data);
    });
  },
);

describe("rule 6: in PATCH-style bodies null means no change and an empty string clears the value", () => {
  it("sets, keeps on null, and clears on an empty string", async () => {
    const crm = dataClient(sandbox, "crm");
    await crm.POST(SETTINGS, {
      body: {
        agentDefinition: {
          description: "CRM sync",
          customProperties: [{ key: "AutoRefreshStatusInterval", value: "0.00:05:00" }],
        },
        sourceDefinition: { description: "CRM contacts" },
      },
    });
    expect(
      (
        await crm.PATCH(SETTINGS, {
          body: { agentDefinition: { description: null }, sourceDefinition: { description: null } },
        })
      ).response.status,
    ).toBe(204);
    let settings = (await crm.GET(SETTINGS)).data!;
    expect(settings.agent).toMatchObject({
      description: "CRM sync",
      customProperties: [{ key: "AutoRefreshStatusInterval", value: "0.00:05:00" }],
    });
    expect(settings.source?.description).toBe("CRM contacts");
    await crm.PATCH(SETTINGS, {
      body: { agentDefinition: { description: "" }, sourceDefinition: { description: "" } },
    });
    settings = (await crm.GET(SETTINGS)).data!;
    expect(settings.agent?.description).toBeNull();
    expect(settings.source?.description).toBeNull();
  });
  it("a Webhook consumer needs its address: the consumer shows the channel and the URL", async () => {
    const crm = dataClient(sandbox, "crm");
    const set = await crm.PATCH(SETTINGS, {
      body: { sourceDefinition: { consumerType: "Webhook", consumerWebhookUrl: "https://crm.example/hooks" } },
    });
    expect(set.response.status).toBe(204);
    const { consumer } = (await crm.GET(SETTINGS)).data!;
    expect(consumer).toEqual({
      consumerCode: "crm",
      consumerChannel: "Webhook",
      consumerIsConnected: true,
      consumerStatus: "Healthy",
      consumerWebhookUrl: "https://crm.example/hooks",
    });
    const cleared = await crm.PATCH(SETTINGS, { body: { sourceDefinition: { consumerWebhookUrl: "" } } });
    expect(cleared.response.status).toBe(400);
    expect(detailOf(cleared.error)).toMatch(
      /\$\.sourceDefinition\.consumerWebhookUrl is mandatory when consumerType is Webhook/,
    );
  });
});

describe("rule 1: a multi-tenant agent's data-agent and data-source GUIDs are the same for all tenants", () => {
  it("registers in each tenant with the same identifiers", async () => {
    const inAcme = (await dataClient(sandbox, "erp", DEFAULT_TENANT_ID).POST(SETTINGS, { body: {} })).data!;
    const inBeta = (await dataClient(sandbox, "erp", OTHER_TENANT_ID).POST(SETTINGS, { body: {} })).data!;
    expect(inBeta.agent?.agentId).toBe(inAcme.agent?.agentId);
    expect(inBeta.source?.sourceId).toBe(inAcme.source?.sourceId);
  });
  it("rule 2: registration is per tenant: a tenant where the agent did not register answers 404", async () => {
    expect((await dataClient(sandbox, "shop").GET(SETTINGS)).response.status).toBe(200);
    const beta = dataClient(sandbox, "beta", OTHER_TENANT_ID);
    expect((await beta.GET(SETTINGS)).response.status).toBe(404);
  });
});

describe("rule 5: the consumer is bound to the service account that registered it", () => {
  it("another service account cannot configure that source's consumer", async () => {
    const shop = (await dataClient(sandbox, "shop").POST(SETTINGS, { body: {} })).data!;
    const crm = dataClient(sandbox, "crm");
    const refused = await crm.PATCH("/api/v1/DataSources/{id}/ConfigureConsumer", {
      params: { path: { id: shop.source!.sourceId! } },
      body: { dataRecordChanges: true },
    });
    expect(refused.response.status).toBe(400);
    expect(detailOf(refused.error)).toMatch(/bound to the service account that registered it, not to crm/);
  });
  it("another service account naming that source by sourceId is told it is not its source", async () => {
    const shop = (await dataClient(sandbox, "shop").GET(SETTINGS)).data!;
    const answer = await dataClient(sandbox, "crm").GET(SETTINGS, {
      params: { query: { sourceId: shop.source!.sourceId! } },
    });
    expect(answer.response.status).toBe(404);
    expect(detailOf(answer.error)).toMatch(/is not a data source of the agent of service account crm/);
  });
});

describe(
  "ConfigureConsumer: flags and rate limit with PATCH " + "semantics (refreshSourceStatus is required with settings)",
  () => {
    it("sets flags, keeps them on null, and an empty interval removes the rate limit", async () => {
      const shop = dataClient(sandbox, "shop");
      const { source } = (await shop.POST(SETTINGS, { body: {} })).data!;
      expect(
        (
          await shop.PATCH("/api/v2/IntegrationAgents/ConfigureConsumer", {
            body: {
              dataRecordChanges: true,
              enqueueDataStatus: true,
              refreshSourceStatus: false,
              settings: { rateLimit: 10, rateLimitInterval: "Second" },
            },
          })
        ).response.status,
      ).toBe(204);
      await shop.PATCH("/api/v2/IntegrationAgents/ConfigureConsumer", {
        body: { dataRecordChanges: null, enqueueDataStatus: false },
      });
      const stored = registrations(sandbox.control.tenants.of(DEFAULT_TENANT_ID)).sources.get(source!.sourceId!)!;
      expect(stored.consumerFlags).toMatchObject({ dataRecordChanges: true, enqueueDataStatus: false });
      expect(stored.rateLimit).toEqual({ rateLimit: 10, rateLimitInterval: "Second" });
      await shop.PATCH("/api/v2/IntegrationAgents/ConfigureConsumer", {
        body: { refreshSourceStatus: false, settings: { rateLimit: null, rateLimitInterval: "" } },
      });
      expect(stored.rateLimit).toEqual({ rateLimit: undefined, rateLimitInterval: undefined });
    });
  },
);

describe("rule 4: AutoRefreshStatusInterval must be set on the agent when refreshSourceStatus is turned on", () => {
  it("refuses refreshSourceStatus without the property, naming the rule, and accepts it once set", async () => {
    const shop = dataClient(sandbox, "shop");
    await shop.POST(SETTINGS, { body: {} });
    const refused = await shop.PATCH("/api/v2/IntegrationAgents/ConfigureConsumer", {
      body: { refreshSourceStatus: true },
    });
    expect(refused.response.status).toBe(400);
    expect(detailOf(refused.error)).toMatch(
      /rule 4: the agent's custom property AutoRefreshStatusInterval must be set/,
    );
    await shop.PATCH(SETTINGS, {
      body: { agentDefinition: { customProperties: [{ key: "AutoRefreshStatusInterval", value: "0.00:01:00" }] } },
    });
    expect(
      (await shop.PATCH("/api/v2/IntegrationAgents/ConfigureConsumer", { body: { refreshSourceStatus: true } }))
        .response.status,
    ).toBe(204);
  });
});

describe(
  "Transformations: upsert by customCode, remove unless " + "preserved by upsert, removeAll except those preserved",
  () => {
    const mapping = (entityId: string) => ({
      entityId,
      modelId: "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b",
      autoMapFields: true,
    });
    it("inserts, updates, removes and removes all but the upserted", async () => {
      const shop = dataClient(sandbox, "shop");
      await shop.POST(SETTINGS, { body: {} });
      const path = "/api/v2/IntegrationAgents/Transformations";
      const codes = async () =>
        (await shop.GET(path)).data!.transformations!.items.map((t) => `${t.customCode}:${t.description ?? ""}`);
      expect(
        (
          await shop.PATCH(path, {
            body: {
              upsert: [
                { customCode: "A", description: "1", mappings: [mapping("Item")] },
                { customCode: "B" },
                { customCode: "C" },
              ],
            },
          })
        ).response.status,
      ).toBe(204);
      expect(await codes()).toEqual(["A:1", "B:", "C:"]);
      await shop.PATCH(path, { body: { upsert: [{ customCode: "A", description: "2" }], remove: ["A", "B"] } });
      expect(await codes()).toEqual(["A:2", "C:"]);
      await shop.PATCH(path, { body: { upsert: [{ customCode: "D" }], removeAll: true } });
      expect(await codes()).toEqual(["D:"]);
    });
    it("GET is 404 until the agent is registered", async () => {
      const beta = dataClient(sandbox, "beta", OTHER_TENANT_ID);
      expect((await beta.GET("/api/v2/IntegrationAgents/Transformations")).response.status).toBe(404);
    });
  },
);

describe("Statuses: posted statuses are listed newest first and filtered", () => {
  it("lists newest first, by operationId", async () => {
    const shop = dataClient(sandbox, "shop");
    await shop.POST(SETTINGS, { body: {} });
    const op = "0d9c8b7a-6f5e-4d3c-8b2a-190817263544";
    await shop.POST("/api/v2/IntegrationAgents/Statuses", {
      body: { isLive: true, isReady: false, utcTimestamp: "2026-11-20T08:00:00Z" },
    });
    sandbox.control.clock.advance(1);
    await shop.POST("/api/v2/IntegrationAgents/Statuses", {
      body: { operationId: op, isLive: true, isReady: true, utcTimestamp: "2026-11-20T08:01:00Z" },
    });
    const all = (await shop.GET("/api/v2/IntegrationAgents/Statuses")).data!.statuses!;
    expect(all.items.map((s) => s.isReady)).toEqual([true, false]);
    const one = (await shop.GET("/api/v2/IntegrationAgents/Statuses", { params: { query: { operationId: op } } })).data!
      .statuses!;
    expect(one.totalCount).toBe(1);
  });
});

describe("SupportedFeatures: the same patch rules by feature code", () => {
  it("upserts and removes all except the upserted", async () => {
    const shop = dataClient(sandbox, "shop");
    const path = "/api/v2/IntegrationAgents/SupportedFeatures";
    await shop.PATCH(path, {
      body: { upsert: [{ featureCode: "Invoices", featureUsage: "Input" }, { featureCode: "Orders" }] },
    });
    await shop.PATCH(path, { body: { upsert: [{ featureCode: "Orders", featureUsage: "Output" }], removeAll: true } });
    const items = (await shop.GET(path)).data!.supportedFeatures!.items;
    expect(items.map((f) => [f.feature?.code, f.featureUsage])).toEqual([["Orders", "Output"]]);
  });
});

describe("OnPremiseSettings: an agent made by registerDataAgent is found by its service account's tokens", () => {
  it("answers the registration of the on-premise agent", async () => {
    const { dataAgentId, dataSourceId } = registerDataAgent(sandbox.control.tenants.of(OTHER_TENANT_ID), {
      agentCode: "beta.onprem",
      clientId: "beta",
      consumerType: "Grpc",
    });
    const answer = await dataClient(sandbox, "beta", OTHER_TENANT_ID).GET(
      "/api/v2/IntegrationAgents/OnPremiseSettings",
    );
    expect(answer.data).toMatchObject({
      agent: { agentId: dataAgentId, agentCode: "beta.onprem" },
      source: { sourceId: dataSourceId, consumerType: "Grpc" },
      consumer: { consumerChannel: "gRPC", consumerCode: "beta.onprem" },
    });
  });
});

describe("no answer broke the spec", () => {
  it("recorded no violation", () => {
    expect(sandbox.violations).toEqual([]);
  });
});
