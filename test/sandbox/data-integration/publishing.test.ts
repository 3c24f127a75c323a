// Publishing through the queue item and reading the results back, with the package's own helpers:
// publishRecords, waitForQueueItem, paginate and createModifiedSincePoller.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DataIntegrationClient } from "../../../src/clients/data-integration.js";
import {
  InvalidPublishingItemsError,
  PublishingIncompleteError,
  publishRecords,
  publishRecordsV2,
  waitForQueueItem,
} from "../../../src/publishing/index.js";
import type { RunningSandbox } from "../../../tools/src/sandbox/index.js";
import { dataClient, detailOf, OTHER_TENANT_ID } from "../../support/data-sandbox.js";
import { item, ITEMS_MODEL, PRICES_MODEL, readAll, startGetDataWorld } from "./get-data/support.js";

let sandbox: RunningSandbox;
let shop: DataIntegrationClient;
let crm: DataIntegrationClient;
let shopSource: string;
let crmSource: string;
const noWait = () => Promise.resolve();

beforeAll(async () => {
  ({ sandbox, shop, crm, shopSource, crmSource } = await startGetDataWorld({ deletedRecordsKeptSeconds: 3600 }));
});
afterAll(() => sandbox.stop());

describe("a record's fields come from the source's input transformations", () => {
  it(
    "renames mapped fields, carries the others with autoMapFields, " +
      "and builds ExternalId <recordId>.<entityId>.<sourceId>",
    async () => {
      const result = await publishRecords(shop, {
        sourceId: shopSource,
        items: [item("A-1", { name: "Chair", colour: "red", price: "12.5|EUR" })],
      });
      expect(result.synchronous).toBe(true);
      const [record] = (
        await shop.GET("/api/v2/QueryingData/GetData", {
          params: { query: { modelId: ITEMS_MODEL, externalId: `A-1.Item.${shopSource}` } },
        })
      ).data!.items as Record<string, unknown>[];
      expect(record).toMatchObject({
        Name: "Chair",
        colour: "red",
        price: "12.5|EUR",
        ExternalId: `A-1.Item.${shopSource}`,
        SourceId: shopSource,
        MandantCode: null,
        Id: { ModelId: ITEMS_MODEL },
      });
      expect(record).not.toHaveProperty("name");
      const [price] = (await shop.GET("/api/v2/QueryingData/GetData", { params: { query: { modelId: PRICES_MODEL } } }))
        .data!.items as Record<string, unknown>[];
      expect(price).toMatchObject({ Price: "12.5|EUR" });
      expect(price).not.toHaveProperty("colour");
    },
  );
  it(
    "a republished recordId updates the same record, and a " + "field the transformation leaves out is not updated",
    async () => {
      await publishRecords(shop, { sourceId: shopSource, items: [item("A-2", { name: "Desk", colour: "oak" })] });
      const before = (await readAll(shop, { externalId: `A-2.Item.${shopSource}` }))[0]!;
      await publishRecords(shop, {
        sourceId: shopSource,
        items: [{ entityId: "Item", recordId: "A-2", fields: [{ key: "name", value: "Standing desk" }] }],
      });
      const after = await readAll(shop, { externalId: `A-2.Item.${shopSource}` });
      expect(after).toHaveLength(1);
      expect(after[0]).toMatchObject({
        Name: "Standing desk",
        colour: "oak",
        Id: before.Id,
        UtcCreatedOn: before.UtcCreatedOn,
      });
    },
  );
  it("mapping directives sent with the data carry every field by name into their model", async () => {
    const directiveModel = "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
    const started = await shop.POST("/api/v2/SourcingData/EnqueueData/start", {
      params: { query: { SourceId: shopSource } },
      body: {
        mappingDirectives: [{ modelId: directiveModel }],
        items: [{ entityId: "Note", recordId: "N-1", data: { text: "hello" } }],
      },
    });
    expect(started.response.status).toBe(201);
    const [record] = (
      await shop.GET("/api/v2/QueryingData/GetData", { params: { query: { modelId: directiveModel } } })
    ).data!.items;
    expect(record).toMatchObject({ text: "hello", ExternalId: `N-1.Note.${shopSource}` });
  });
});

describe(
  "a queue item is one unit of work: when any record " + "cannot be transformed, the item fails and no record changes",
  () => {
    it("fails with an errorMessage naming the item index and the reason, and leaves the store as it was", async () => {
      const before = await readAll(shop);
      const result = await publishRecords(shop, {
        sourceId: shopSource,
        items: [item("B-1", { name: "Lamp" }), { entityId: "Unmapped", recordId: "B-2", data: {} }],
      });
      const outcome = await waitForQueueItem(shop, {
        sourceId: shopSource,
        queueItemId: result.queueItemId,
        sleep: noWait,
      });
      expect(outcome.status).toBe("Failed");
      expect(outcome.errorMessage).toMatch(
        /^item 1: no mapping directive is sent and no input transformation of source .* maps entity "Unmapped"; no record was changed$/,
      );
      expect(outcome.record).toMatchObject({ wasFailure: true, wasSuccess: false });
      expect(await readAll(shop)).toEqual(before);
    });
  },
);

describe(
  "a queue item is started, appended to while Pending and completed; " +
    "500 records or more are processed asynchronously",
  () => {
    it("publishes 1,200 records as one queue item through start and two appends, then all are queryable", async () => {
      const items = Array.from({ length: 1200 }, (_, i) => item(`C-${i}`, { name: `Part ${i}` }));
      const result = await publishRecords(shop, { sourceId: shopSource, items });
      expect(result).toMatchObject({ synchronous: false, requests: 3 });
      const outcome = await waitForQueueItem(shop, {
        sourceId: shopSource,
        queueItemId: result.queueItemId,
        sleep: noWait,
      });
      expect(outcome.status).toBe("Success");
      expect(outcome.record.completedOn).not.toBeNull();
      const parts = (await readAll(shop)).filter((r) => String(r.Name).startsWith("Part "));
      expect(parts).toHaveLength(1200);
    });
    it("start with incompleteData leaves the item Pending (202) and append is refused once it completed", async () => {
      const start = await shop.POST("/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}/start", {
        params: { path: { sourceId: shopSource } },
        body: { items: [item("D-1", { name: "x" })], incompleteData: true },
      });
      expect(start.response.status).toBe(202);
      expect(start.data?.status).toBe("Pending");
      const path = { sourceId: shopSource, queueItemId: start.data!.queueItemId! };
      const last = await shop.POST("/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}/append/{queueItemId}", {
        params: { path },
        body: { items: [item("D-2", { name: "y" })] },
      });
      expect(last.data?.status).toBe("Success");
      const refused = await shop.POST("/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}/append/{queueItemId}", {
        params: { path },
        body: { items: [item("D-3", { name: "z" })] },
      });
      expect(refused.response.status).toBe(400);
      expect(detailOf(refused.error)).toMatch(
        /is Success: "Appending records is accepted only while the item is `Pending`"/,
      );
    });
    it("refuses more than 4000 items in one queue item, naming the count", async () => {
      const items = Array.from({ length: 4001 }, (_, i) => item(`E-${i}`, {}));
      const refused = await shop.POST("/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}/start", {
        params: { path: { sourceId: shopSource } },
        body: { items },
      });
      expect(refused.response.status).toBe(400);
      expect(detailOf(refused.error)).toMatch(/at most 4000 items; this request would make it 4001/);
    });
    it("cancel moves a not-yet-running item to Canceled with an errorMessage; an unknown item is 404", async () => {
      const start = await shop.POST("/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}/start", {
        params: { path: { sourceId: shopSource } },
        body: { items: [item("F-1", {})], incompleteData: true },
      });
      const path = { sourceId: shopSource, queueItemId: start.data!.queueItemId! };
      expect(
        (
          await shop.DELETE("/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}/cancel/{queueItemId}", {
            params: { path },
          })
        ).response.status,
      ).toBe(204);
      const status = (
        await shop.GET("/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}/status/{queueItemId}", {
          params: { path },
        })
      ).data!;
      expect(status).toMatchObject({ status: "Canceled", wasFailure: true });
      expect(status.errorMessage).toMatch(/canceled/);
      const unknown = await shop.GET("/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}/status/{queueItemId}", {
        params: { path: { sourceId: shopSource, queueItemId: "00000000-0000-4000-8000-000000000000" } },
      });
      expect(unknown.response.status).toBe(404);
    });
    it("lists the source's queue items newest first", async () => {
      const list = (
        await shop.GET("/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}", {
          params: { path: { sourceId: shopSource } },
        })
      ).data!;
      const created = list.items.map((i) => Date.parse(i.createdOn!));
      expect(created).toEqual([...created].sort((a, b) => b - a));
      expect(list.items[0]!.status).toBe("Canceled");
    });
    it("V2 refuses an operationId that is not a uuid, naming it", async () => {
      const refused = await shop.POST("/api/v2/SourcingData/EnqueueData/start", {
        params: { query: { SourceId: shopSource, operationId: "batch-7" } },
        body: { items: [item("G-0", {})] },
      });
      expect(refused.response.status).toBe(400);
      expect(detailOf(refused.error)).toMatch(/query operationId "batch-7" must be a uuid/);
    });
    it("V2 appends by operationId to the item its start opened", async () => {
      const operationId = "6e5d4c3b-2a19-4f08-9e7d-6c5b4a392817";
      const query = { SourceId: shopSource, operationId };
      expect(
        (
          await shop.POST("/api/v2/SourcingData/EnqueueData/start", {
            params: { query },
            body: { items: [item("G-1", { name: "g1" })], incompleteData: true },
          })
        ).response.status,
      ).toBe(202);
      expect(
        (
          await shop.POST("/api/v2/SourcingData/EnqueueData/append", {
            params: { query },
            body: { items: [item("G-2", { name: "g2" })] },
          })
        ).response.status,
      ).toBe(200);
      const names = (await readAll(shop)).map((r) => r.Name);
      expect(names).toEqual(expect.arrayContaining(["g1", "g2"]));
    });
  },
);

describe("publishRecordsV2: start and append by operationId through V2, followed by that operationId", () => {
  const v2Item = (recordId: string, name: string) => ({ entityId: "Item", recordId, data: { name } });
  it(
    "publishes 1,200 records in three requests under one operation, " +
      "and waitForQueueItem finds and follows it to Success",
    async () => {
      const items = Array.from({ length: 1200 }, (_, i) => v2Item(`V2-${i}`, `Item ${i}`));
      const published = await publishRecordsV2(shop, { sourceId: shopSource, items });
      expect(published).toMatchObject({
        sourceId: shopSource,
        operationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        requests: 3,
        records: 1200,
        synchronous: false,
      });
      const outcome = await waitForQueueItem(shop, {
        sourceId: shopSource,
        operationId: published.operationId,
        sleep: noWait,
      });
      expect([outcome.status, outcome.record.operationId]).toEqual(["Success", published.operationId]);
      expect((await readAll(shop)).filter((record) => String(record.ExternalId).startsWith("V2-"))).toHaveLength(1200);
    },
  );
  it("sends the mapping directives with every request: the items go to the directive's model", async () => {
    const model = "5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9";
    const published = await publishRecordsV2(shop, {
      sourceId: shopSource,
      items: [
        { entityId: "Memo", recordId: "M-1", data: { text: "hi" } },
        { entityId: "Memo", recordId: "M-2", data: { text: "ho" } },
      ],
      mappingDirectives: [{ modelId: model }],
      chunkSize: 1,
    });
    expect(
      (await waitForQueueItem(shop, { sourceId: shopSource, operationId: published.operationId, sleep: noWait }))
        .status,
    ).toBe("Success");
    expect(
      (await shop.GET("/api/v2/QueryingData/GetData", { params: { query: { modelId: model } } })).data!.totalCount,
    ).toBe(2);
  });
  it("without a directive or an input transformation for the entity, the queue item fails and says why", async () => {
    const published = await publishRecordsV2(shop, {
      sourceId: shopSource,
      items: [{ entityId: "Unmapped", recordId: "U-1", data: { x: 1 } }],
    });
    const outcome = await waitForQueueItem(shop, {
      sourceId: shopSource,
      operationId: published.operationId,
      sleep: noWait,
    });
    expect(outcome.status).toBe("Failed");
    expect(outcome.errorMessage).toContain("no mapping directive is sent and no input transformation of source");
  });
  it("a refused append cancels the queue item, found by its operationId", async () => {
    const items = Array.from({ length: 3 }, (_, i) => v2Item(`C-${i}`, `Item ${i}`));
    sandbox.control.faults.add({ operationId: "appendEnqueueData", status: 503, times: 1 });
    const error = await publishRecordsV2(shop, {
      sourceId: shopSource,
      items,
      chunkSize: 1,
      operationId: "4d5e6f70-8192-4a3b-9c4d-5e6f70819203",
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PublishingIncompleteError);
    expect(error).toMatchObject({ sent: 1, total: 3, canceled: true });
    const outcome = await waitForQueueItem(shop, {
      sourceId: shopSource,
      operationId: "4d5e6f70-8192-4a3b-9c4d-5e6f70819203",
      sleep: noWait,
    });
    expect(outcome.status).toBe("Canceled");
  });
  it("items are validated before anything is sent: an item with both fields and data names its index", async () => {
    const before = (
      await shop.GET("/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}", {
        params: { path: { sourceId: shopSource } },
      })
    ).data!.totalCount;
    const refused = publishRecordsV2(shop, {
      sourceId: shopSource,
      items: [v2Item("OK", "a"), { entityId: "Item", recordId: "B", fields: [], data: {} }],
    });
    await expect(refused).rejects.toThrow(InvalidPublishingItemsError);
    await expect(refused).rejects.toThrow(/items\[1\]/);
    expect(
      (
        await shop.GET("/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}", {
          params: { path: { sourceId: shopSource } },
        })
      ).data!.totalCount,
    ).toBe(before);
  });
});

describe(
  "lookup rules for mandant data: a non-mandant record cannot reference a " +
    "mandant-specific record; a referenced one must be of the same mandant",
  () => {
    const ref = (externalId: string) => ({ _type: "IncomingLookupObject", externalId });
    it("fails the queue item for a reference across mandants, naming the item and the rule", async () => {
      await publishRecords(shop, {
        sourceId: shopSource,
        items: [item("Q-1", { name: "q1" }, { mandantCode: "M1" }), item("Q-0", { name: "q0" })],
      });
      const q1 = `Q-1.Item.${shopSource}`;
      const fromNonMandant = await publishRecords(shop, {
        sourceId: shopSource,
        items: [item("Q-2", { name: "q2" }), item("Q-3", { owner: ref(q1) })],
      });
      const failed = await waitForQueueItem(shop, {
        sourceId: shopSource,
        queueItemId: fromNonMandant.queueItemId,
        sleep: noWait,
      });
      expect(failed.errorMessage).toBe(
        `item 1: field owner references ${q1}, held for mandant M1 only: "A non-mandant ` +
          `record cannot reference a mandant-specific record"; no record was changed`,
      );
      const fromOther = await publishRecords(shop, {
        sourceId: shopSource,
        items: [item("Q-4", { owner: ref(q1) }, { mandantCode: "M2" })],
      });
      expect(
        (await waitForQueueItem(shop, { sourceId: shopSource, queueItemId: fromOther.queueItemId, sleep: noWait }))
          .errorMessage,
      ).toMatch(/held for mandant M1, not M2: "A referenced mandant-specific record must belong to the same mandant"/);
      const allowed = await publishRecords(shop, {
        sourceId: shopSource,
        items: [
          item(
            "Q-5",
            { owner: ref(q1), other: { _type: "IncomingLookupObject", sourceRecordId: "Q-0", sourceEntityId: "Item" } },
            { mandantCode: "M1" },
          ),
        ],
      });
      expect(
        (await waitForQueueItem(shop, { sourceId: shopSource, queueItemId: allowed.queueItemId, sleep: noWait }))
          .status,
      ).toBe("Success");
      expect(await readAll(crm, { externalId: `Q-2.Item.${shopSource}` })).toEqual([]);
    });
  },
);

describe(
  "a processed queue item is a result: GetData/{resultId} reads " + "its records, the V1 query by model one of them",
  () => {
    it("reads the records a queue item changed, and one by V1 GetDataByModelId", async () => {
      const result = await publishRecords(shop, { sourceId: shopSource, items: [item("R-1", { name: "r1" })] });
      const records = (
        await crm.GET("/api/v2/QueryingData/GetData/{resultId}", {
          params: { path: { resultId: result.queueItemId }, query: { modelId: ITEMS_MODEL } },
        })
      ).data!.items as Record<string, unknown>[];
      expect(records.map((r) => r.Name)).toEqual(["r1"]);
      const id = (records[0]!.Id as { RecordId: string }).RecordId;
      const v1 = await crm.GET("/api/v1/QueryingData/GetDataByModelId/{modelId}/{recordId}", {
        params: { path: { modelId: ITEMS_MODEL, recordId: id }, query: { selfSourceId: crmSource } },
      });
      expect(v1.data).toMatchObject({ Name: "r1" });
      const missing = await crm.GET("/api/v2/QueryingData/GetData/{resultId}", {
        params: { path: { resultId: "00000000-0000-4000-8000-000000000000" }, query: { modelId: ITEMS_MODEL } },
      });
      expect(missing.response.status).toBe(404);
    });
  },
);

describe("a second tenant sees nothing of the first", () => {
  it("reads no records and no queue items of the first tenant", async () => {
    const beta = dataClient(sandbox, "beta", OTHER_TENANT_ID);
    expect(
      (
        await beta.GET("/api/v2/QueryingData/GetData", {
          params: { query: { modelId: ITEMS_MODEL, allMandants: true, includeDeleted: true } },
        })
      ).data,
    ).toEqual({ totalCount: 0, items: [] });
    expect(
      (
        await beta.GET("/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}", {
          params: { path: { sourceId: shopSource } },
        })
      ).data?.totalCount,
    ).toBe(0);
  });
});

describe("no answer broke the spec", () => {
  it("recorded no violation", () => {
    expect(sandbox.violations).toEqual([]);
  });
});
