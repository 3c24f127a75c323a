// POST /api/v1/DataAgents: the V1 way to make an agent, and what V2 makes of it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../../../../tools/src/sandbox/index.js";
import { DATA_SEED, dataClient, DEFAULT_TENANT_ID, detailOf, startDataSandbox } from "../../../support/data-sandbox.js";

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

describe("no answer broke the spec", () => {
  it("recorded no violation", () => {
    expect(sandbox.violations).toEqual([]);
  });
});
