// Processed data results (V2 and V1) read from processed queue items, with every filter of the
// reference, and the query filters recordId, referenceId, modifiedTo and the entity mapping chosen
// by entityMappingId.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DataIntegrationClient } from "../../../src/clients/data-integration.js";
import { publishRecords, type PublishingItem } from "../../../src/publishing/index.js";
import type { RunningSandbox } from "../../../tools/src/sandbox/index.js";
import { DEFAULT_TENANT_ID, dataClient, detailOf, serviceUrl, startDataSandbox } from "../../support/data-sandbox.js";

const ITEMS_MODEL = "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b";
const ALIAS_MODEL = "5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b";
const PROFILE = "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f";
const ABSENT = "00000000-0000-4000-8000-000000000001";
const ORDER = "7c3e5a19-8d2b-4f64-a0c7-1b9e6d4f2a83";

let sandbox: RunningSandbox;
let shop: DataIntegrationClient;
let crm: DataIntegrationClient;
let shopSource: string;
let crmSource: string;
/** A result processed before the tenant had a profile. */
let first: { queueItemId: string; operationId: string };

const item = (recordId: string, extra: Partial<PublishingItem> = {}): PublishingItem => ({
  entityId: "Item",
  recordId,
  data: { name: recordId },
  ...extra,
});
const getData = async (query: Record<string, unknown>) =>
  (await crm.GET("/api/v2/QueryingData/GetData", { params: { query: { modelId: ITEMS_MODEL, ...query } } })).data!
    .items as Record<string, unknown>[];
const resultsV1 = async (query: Record<string, unknown>) =>
  (await crm.GET("/api/v1/QueryingData/ProcessedDataResults", { params: { query } })).data!.items.map((r) => r.id);
const itemsV1 = (resultId: string, query: Record<string, unknown> = {}) =>
  crm.GET("/api/v1/QueryingData/ProcessedDataResults/{resultId}/Items", { params: { path: { resultId }, query } });

beforeAll(async () => {
  sandbox = await startDataSandbox();
  shop = dataClient(sandbox, "shop");
  crm = dataClient(sandbox, "crm");
  shopSource = (await shop.POST("/api/v2/IntegrationAgents/Settings", { body: {} })).data!.source!.sourceId!;
  crmSource = (await crm.POST("/api/v2/IntegrationAgents/Settings", { body: {} })).data!.source!.sourceId!;
  await shop.PATCH("/api/v2/IntegrationAgents/Transformations", {
    body: {
      upsert: [
        {
          customCode: "items",
          mappings: [
            { entityId: "Item", modelId: ITEMS_MODEL, autoMapFields: true },
            { entityId: "ItemAlias", modelId: ALIAS_MODEL, autoMapFields: true },
          ],
        },
      ],
    },
  });
  first = await publishRecords(shop, {
    sourceId: shopSource,
    items: [item("R-1", { referenceId: ORDER }), item("R-2", { referenceId: ORDER })],
  });
});
afterAll(() => sandbox.stop());

describe(
  "a data-changes result's id equals the publisher's input " +
    "queue item identifier; its items are system properties only",
  () => {
    it("V2 reads the result and its items from the processed queue item, and 404 for an unknown one", async () => {
      const result = await crm.GET("/api/v2/QueryingData/ProcessedDataResults/{resultId}", {
        params: { path: { resultId: first.queueItemId }, query: { modelId: ITEMS_MODEL } },
      });
      expect(result.data).toMatchObject({
        totalCount: 1,
        items: [
          {
            id: first.queueItemId,
            sourceId: shopSource,
            operationId: first.operationId,
            profileId: null,
            scenarioId: null,
            featureId: null,
          },
        ],
      });
      const items = await crm.GET("/api/v2/QueryingData/ProcessedDataResults/{resultId}/Items", {
        params: { path: { resultId: first.queueItemId }, query: { modelId: ITEMS_MODEL } },
      });
      expect(
        items.data?.items.map(({ resultId, changeType, externalId, referenceId }) => ({
          resultId,
          changeType,
          externalId,
          referenceId,
        })),
      ).toEqual([
        {
          resultId: first.queueItemId,
          changeType: "Created",
          externalId: `R-1.Item.${shopSource}`,
          referenceId: ORDER,
        },
        {
          resultId: first.queueItemId,
          changeType: "Created",
          externalId: `R-2.Item.${shopSource}`,
          referenceId: ORDER,
        },
      ]);
      const unknown = await crm.GET("/api/v2/QueryingData/ProcessedDataResults/{resultId}", {
        params: { path: { resultId: ABSENT }, query: { modelId: ITEMS_MODEL } },
      });
      expect(unknown.response.status).toBe(404);
    });
    it("a republished record is an Updated item of the new result", async () => {
      const again = await publishRecords(shop, { sourceId: shopSource, items: [item("R-1", { referenceId: ORDER })] });
      const items = await itemsV1(again.queueItemId);
      expect(items.data?.items.map((i) => [i.changeType, i.externalId])).toEqual([
        ["Updated", `R-1.Item.${shopSource}`],
      ]);
    });
  },
);

describe(
  "V1 ProcessedDataResults filters by sourceId, operationId, " +
    "profileId, scenarioId and featureId; a value no result has selects none",
  () => {
    it("filters by the publisher source and the operation", async () => {
      expect(await resultsV1({ sourceId: shopSource, operationId: first.operationId })).toEqual([first.queueItemId]);
      expect(await resultsV1({ sourceId: crmSource })).toEqual([]);
      expect((await resultsV1({ sourceId: shopSource })).length).toBeGreaterThan(1);
    });
    it(
      "answers an empty page for a scenarioId or featureId (results " +
        "carry none) and for a profileId no result was processed under",
      async () => {
        expect(await resultsV1({ sourceId: shopSource, scenarioId: ABSENT })).toEqual([]);
        expect(await resultsV1({ sourceId: shopSource, featureId: ABSENT })).toEqual([]);
        expect(await resultsV1({ sourceId: shopSource, profileId: PROFILE })).toEqual([]);
      },
    );
  },
);

describe(
  "V1 ProcessedDataResults items: sourceId is the consumer source and " +
    "filters by profile; useCurrentProfile picks the current or the original profile",
  () => {
    it("refuses an unknown consumer source, naming the parameter", async () => {
      const answer = await itemsV1(first.queueItemId, { sourceId: ABSENT });
      expect(answer.response.status).toBe(400);
      expect(detailOf(answer.error)).toContain(`query sourceId ${ABSENT}`);
    });
    it(
      "gives a legacy consumer every item, and 412 for " + "useCurrentProfile while the tenant has no profile",
      async () => {
        expect((await itemsV1(first.queueItemId, { sourceId: crmSource })).data?.totalCount).toBe(2);
        expect((await itemsV1(first.queueItemId, { useCurrentProfile: true })).response.status).toBe(412);
      },
    );
    it(
      "in profile mode keeps the items of models the profile gives the publisher " +
        "source; the original profile is the one the result was processed under",
      async () => {
        const set = await fetch(`${serviceUrl(sandbox, "data-integration")}/_sandbox/integration-profiles`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            tenantId: DEFAULT_TENANT_ID,
            profile: {
              id: PROFILE,
              isSelected: true,
              items: [{ dataSourceId: crmSource, applicationUsage: "Input", inputModelIds: [ITEMS_MODEL] }],
            },
            availableModels: [{ id: ITEMS_MODEL, code: "Items", usage: "Input", inputSourceIds: [shopSource] }],
          }),
        });
        expect(set.status).toBe(201);
        await crm.PATCH("/api/v1/DataSources/{id}/IntegrationSettings", {
          params: { path: { id: crmSource } },
          body: { useIntegrationProfile: true },
        });
        const mixed = await publishRecords(shop, {
          sourceId: shopSource,
          items: [item("P-1"), item("P-2", { entityMappingId: "ItemAlias" })],
        });

        expect((await itemsV1(mixed.queueItemId)).data?.items.map((i) => i.modelId)).toEqual([
          ITEMS_MODEL,
          ALIAS_MODEL,
        ]);
        expect((await itemsV1(mixed.queueItemId, { sourceId: crmSource })).data?.items.map((i) => i.modelId)).toEqual([
          ITEMS_MODEL,
        ]);
        expect(
          (await itemsV1(mixed.queueItemId, { sourceId: crmSource, useCurrentProfile: false })).data?.items.map(
            (i) => i.modelId,
          ),
        ).toEqual([ITEMS_MODEL]);
        expect(
          (await itemsV1(first.queueItemId, { sourceId: crmSource, useCurrentProfile: true })).data?.totalCount,
        ).toBe(2);
        expect(
          (await itemsV1(first.queueItemId, { sourceId: crmSource, useCurrentProfile: false })).data?.totalCount,
        ).toBe(0);
        expect(await resultsV1({ sourceId: shopSource, profileId: PROFILE })).toEqual([mixed.queueItemId]);
      },
    );
    it(
      "V2 answers an empty page for a scenarioId or featureId " + "once the tenant has a profile (results carry none)",
      async () => {
        const query = { modelId: ITEMS_MODEL, scenarioId: ABSENT };
        expect(
          (
            await crm.GET("/api/v2/QueryingData/ProcessedDataResults/{resultId}", {
              params: { path: { resultId: first.queueItemId }, query },
            })
          ).data,
        ).toEqual({ totalCount: 0, items: [] });
        const items = await crm.GET("/api/v2/QueryingData/ProcessedDataResults/{resultId}/Items", {
          params: { path: { resultId: first.queueItemId }, query: { modelId: ITEMS_MODEL, featureId: ABSENT } },
        });
        expect(items.data).toEqual({ totalCount: 0, items: [] });
      },
    );
  },
);

describe("a record's data model comes from the entity " + "mapping named by entityMappingId (default entityId)", () => {
  it("transforms by the entityMappingId's mapping, and the ExternalId still names the entityId", async () => {
    await publishRecords(shop, { sourceId: shopSource, items: [item("E-1", { entityMappingId: "ItemAlias" })] });
    const alias = (
      await crm.GET("/api/v2/QueryingData/GetData", {
        params: { query: { modelId: ALIAS_MODEL, externalId: `E-1.Item.${shopSource}` } },
      })
    ).data!.items;
    expect(alias).toMatchObject([{ name: "E-1", ExternalId: `E-1.Item.${shopSource}`, Id: { ModelId: ALIAS_MODEL } }]);
    expect(await getData({ externalId: `E-1.Item.${shopSource}` })).toEqual([]);
  });
});
