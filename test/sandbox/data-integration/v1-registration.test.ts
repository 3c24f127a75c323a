// V1 data agents, data sources, Import and IntegrationSettings: the same registrations as V2.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../../../tools/src/sandbox/index.js";
import {
  DATA_SEED,
  dataClient,
  DEFAULT_TENANT_ID,
  detailOf,
  OTHER_TENANT_ID,
  startDataSandbox,
} from "../../support/data-sandbox.js";

let sandbox: RunningSandbox;
beforeAll(async () => {
  // v1-maker and v1-only make their agents through V1 only.
  const v1Accounts = ["v1-maker", "v1-only"].map((clientId) => ({
    clientId,
    clientSecret: `${clientId}-secret`,
    tenantIds: [DEFAULT_TENANT_ID],
  }));
  sandbox = await startDataSandbox({
    seed: { ...DATA_SEED, serviceAccounts: [...DATA_SEED.serviceAccounts!, ...v1Accounts] },
  });
});
afterAll(() => sandbox.stop());

describe("an agent registered in V2 is visible in V1 and the other way round", () => {
  it("V2 Settings registration is found by V1 id and code, and its source by V1 DataSources/{id}", async () => {
    const shop = dataClient(sandbox, "shop");
    const { agent, source } = (await shop.POST("/api/v2/IntegrationAgents/Settings", { body: {} })).data!;
    expect(
      (await shop.GET("/api/v1/DataAgents/{id}", { params: { path: { id: agent!.agentId! } } })).data,
    ).toMatchObject({ id: agent!.agentId, code: "shop", enabled: true });
    expect((await shop.GET("/api/v1/DataAgents/{id}", { params: { path: { id: "shop" } } })).data?.id).toBe(
      agent!.agentId,
    );
    expect(
      (await shop.GET("/api/v1/DataSources/{id}", { params: { path: { id: source!.sourceId! } } })).data,
    ).toMatchObject({ id: source!.sourceId, agentId: agent!.agentId });
  });
  it(
    "ImportDataAgent and ImportDataSource register what V2 " +
      "Settings then answers for the importing service account",
    async () => {
      const beta = dataClient(sandbox, "beta", OTHER_TENANT_ID);
      const agentId = "5d6e7f80-9a1b-4c2d-8e3f-4a5b6c7d8e9f";
      expect(
        (
          await beta.POST("/api/v1/Process/ImportDataAgent", {
            body: { id: agentId, code: "beta.erp-sync", description: "Beta ERP" },
          })
        ).response.status,
      ).toBe(201);
      expect(
        (await beta.POST("/api/v1/Process/ImportDataSource", { body: { agentId, name: "beta.erp-sync" } })).response
          .status,
      ).toBe(201);
      const settings = (await beta.GET("/api/v2/IntegrationAgents/Settings")).data!;
      expect(settings).toMatchObject({
        agent: { agentId, agentCode: "beta.erp-sync", description: "Beta ERP" },
        source: { sourceCode: "beta.erp-sync" },
      });
    },
  );
  it("Import refuses an existing agent unless allowUpdate, naming the switch", async () => {
    const beta = dataClient(sandbox, "beta", OTHER_TENANT_ID);
    const refused = await beta.POST("/api/v1/Process/ImportDataAgent", { body: { code: "beta.erp-sync" } });
    expect(refused.response.status).toBe(400);
    expect(detailOf(refused.error)).toMatch(/allowUpdate=true updates it/);
    expect(
      (
        await beta.POST("/api/v1/Process/ImportDataAgent", {
          params: { query: { allowUpdate: true } },
          body: { code: "beta.erp-sync", description: "changed" },
        })
      ).response.status,
    ).toBe(200);
    expect(
      (await beta.GET("/api/v1/DataAgents/{id}", { params: { path: { id: "beta.erp-sync" } } })).data?.description,
    ).toBe("changed");
  });
});

describe("POST /api/v1/DataAgents requires the instance's unique code, as its schema says", () => {
  it("refuses a body without code with 400 naming $.code, and creates the agent its example describes", async () => {
    const crm = dataClient(sandbox, "v1-maker");
    // @ts-expect-error -- the generated body type requires code, as the schema does
    const refused = await crm.POST("/api/v1/DataAgents", { body: {} });
    expect(refused.response.status).toBe(400);
    expect(detailOf(refused.error)).toContain('body $ must have property "code"');
    const created = await crm.POST("/api/v1/DataAgents", {
      body: { id: "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d", code: "crm.v1-agent" },
    });
    expect([created.response.status, created.data]).toEqual([
      201,
      expect.objectContaining({ id: "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d", code: "crm.v1-agent" }),
    ]);
  });
  it("V2 Settings gives an agent made by V1 its data source instead of failing", async () => {
    const v1 = dataClient(sandbox, "v1-only");
    expect((await v1.POST("/api/v1/DataAgents", { body: { code: "acme.v1-only" } })).response.status).toBe(201);
    const settings = await v1.POST("/api/v2/IntegrationAgents/Settings", { body: {} });
    expect(settings.response.status).toBe(200);
    expect(settings.data).toMatchObject({
      agent: { agentCode: "acme.v1-only" },
      source: { sourceCode: "acme.v1-only" },
    });
  });
});

describe("SwitchEnabled sets the agent's enabled flag; rule 3: both must be enabled for processing to run", () => {
  it("a disabled agent shows enabled false and its source's publishing is refused", async () => {
    const crm = dataClient(sandbox, "crm");
    const { agent, source } = (await crm.POST("/api/v2/IntegrationAgents/Settings", { body: {} })).data!;
    expect(
      (
        await crm.POST("/api/v1/DataAgents/{id}/SwitchEnabled", {
          params: { path: { id: agent!.agentId! }, query: { enabled: false } },
        })
      ).response.status,
    ).toBe(200);
    expect((await crm.GET("/api/v2/IntegrationAgents/Settings")).data?.agent?.enabled).toBe(false);
    const refused = await crm.POST("/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}/start", {
      params: { path: { sourceId: source!.sourceId! } },
      body: { items: [{ entityId: "Item", recordId: "1" }] },
    });
    expect(refused.response.status).toBe(400);
    expect(detailOf(refused.error)).toMatch(/must both be enabled/);
    await crm.POST("/api/v1/DataAgents/{id}/SwitchEnabled", {
      params: { path: { id: agent!.agentId! }, query: { enabled: true } },
    });
  });
  it("HEAD answers 200 for a registered agent and 404 for an unknown one", async () => {
    const crm = dataClient(sandbox, "crm");
    expect((await crm.HEAD("/api/v1/DataAgents/{id}", { params: { path: { id: "crm" } } })).response.status).toBe(200);
    expect((await crm.HEAD("/api/v1/DataAgents/{id}", { params: { path: { id: "nobody" } } })).response.status).toBe(
      404,
    );
  });
});

describe(
  "IntegrationSettings: null means no change, an empty string " +
    "clears; the consumer's client cannot change (rule 5)",
  () => {
    it("sets the Webhook consumer, keeps on null, and refuses another clientId", async () => {
      const shop = dataClient(sandbox, "shop");
      const { source } = (await shop.POST("/api/v2/IntegrationAgents/Settings", { body: {} })).data!;
      const id = source!.sourceId!;
      const path = "/api/v1/DataSources/{id}/IntegrationSettings" as const;
      expect(
        (
          await shop.PATCH(path, {
            params: { path: { id } },
            body: {
              consumerType: "Webhook",
              consumerWebhookUrl: "https://shop.example/hooks",
              useIntegrationProfile: true,
            },
          })
        ).response.status,
      ).toBe(204);
      await shop.PATCH(path, {
        params: { path: { id } },
        body: { consumerWebhookUrl: null, useIntegrationProfile: null },
      });
      expect((await shop.GET("/api/v1/DataSources/{id}", { params: { path: { id } } })).data).toMatchObject({
        consumerType: "Webhook",
        consumerWebhookUrl: "https://shop.example/hooks",
        useIntegrationProfile: true,
      });
      const refused = await shop.PATCH(path, { params: { path: { id } }, body: { clientId: "crm" } });
      expect(refused.response.status).toBe(400);
      expect(detailOf(refused.error)).toMatch(/bound to shop and "cannot be changed"/);
    });
  },
);

describe("no answer broke the spec", () => {
  it("recorded no violation", () => {
    expect(sandbox.violations).toEqual([]);
  });
});
