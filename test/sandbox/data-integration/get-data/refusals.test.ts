// What GetData refuses: a malformed identifier, and profile reads while the tenant has no profile.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DataIntegrationClient } from "../../../../src/clients/data-integration.js";
import type { RunningSandbox } from "../../../../tools/src/sandbox/index.js";
import { detailOf } from "../../../support/data-sandbox.js";
import { ITEMS_MODEL, startGetDataWorld } from "./support.js";

let sandbox: RunningSandbox;
let crm: DataIntegrationClient;
let crmSource: string;

beforeAll(async () => {
  ({ sandbox, crm, crmSource } = await startGetDataWorld());
});
afterAll(() => sandbox.stop());

describe(
  "a malformed identifier is refused with 400, and a profile read " + "while the tenant has no profile with 412",
  () => {
    it("refuses a malformed modelId naming the parameter", async () => {
      const refused = await crm.GET("/api/v2/QueryingData/GetData", { params: { query: { modelId: "not-a-guid" } } });
      expect(refused.response.status).toBe(400);
      expect(detailOf(refused.error)).toMatch(/modelId/);
    });
    it(
      "answers 412 to a consumer source in profile mode, and " + "to scenarioId, while the tenant has no profile",
      async () => {
        await crm.PATCH("/api/v1/DataSources/{id}/IntegrationSettings", {
          params: { path: { id: crmSource } },
          body: { useIntegrationProfile: true },
        });
        expect(
          (
            await crm.GET("/api/v2/QueryingData/GetData", {
              params: { query: { modelId: ITEMS_MODEL, sourceId: crmSource } },
            })
          ).response.status,
        ).toBe(412);
        expect(
          (
            await crm.GET("/api/v2/QueryingData/GetData", {
              params: { query: { modelId: ITEMS_MODEL, scenarioId: "50617283-94a5-4b6c-97e8-f9012a3b4c5d" } },
            })
          ).response.status,
        ).toBe(412);
        await crm.PATCH("/api/v1/DataSources/{id}/IntegrationSettings", {
          params: { path: { id: crmSource } },
          body: { useIntegrationProfile: false },
        });
        expect(
          (
            await crm.GET("/api/v2/QueryingData/GetData", {
              params: { query: { modelId: ITEMS_MODEL, sourceId: crmSource } },
            })
          ).response.status,
        ).toBe(200);
      },
    );
  },
);

describe("no answer broke the spec", () => {
  it("recorded no violation", () => {
    expect(sandbox.violations).toEqual([]);
  });
});
