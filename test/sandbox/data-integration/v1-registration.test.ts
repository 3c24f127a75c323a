// V1 data agents, data sources, Import and IntegrationSettings: the same registrations as V2.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../../../tools/src/sandbox/index.js";
import { dataClient, detailOf, OTHER_TENANT_ID, startDataSandbox } from "../../support/data-sandbox.js";

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startDataSandbox();
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
