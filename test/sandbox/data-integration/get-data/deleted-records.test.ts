// GetData's includeDeleted: a deleted record is answered as deleted for as long as the sandbox keeps it, and the
// modified-since poller over GetData sees updates and deletes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DataIntegrationClient } from "../../../../src/clients/data-integration.js";
import { publishRecords } from "../../../../src/publishing/index.js";
import { createModifiedSincePoller } from "../../../../src/querying/index.js";
import type { RunningSandbox } from "../../../../tools/src/sandbox/index.js";
import { item, ITEMS_MODEL, readAll, startGetDataWorld } from "./support.js";

let sandbox: RunningSandbox;
let shop: DataIntegrationClient;
let crm: DataIntegrationClient;
let shopSource: string;

beforeAll(async () => {
  ({ sandbox, shop, crm, shopSource } = await startGetDataWorld({ deletedRecordsKeptSeconds: 3600 }));
  // The poller's first poll reads every record there is, more than the two it then changes.
  await publishRecords(shop, { sourceId: shopSource, items: [item("G-1", { name: "g1" })] });
});
afterAll(() => sandbox.stop());

describe(
  "isDeleted deletes a record, readable with " +
    "includeDeleted as deleted: true; the poller sees updates and " +
    "deletes",
  () => {
    it("polls only what changed since the last poll", async () => {
      await publishRecords(shop, {
        sourceId: shopSource,
        items: [item("H-1", { name: "h1" }), item("H-2", { name: "h2" })],
      });
      const poller = createModifiedSincePoller({
        fetchPage: ({ offset, limit, modifiedFrom }) =>
          crm.GET("/api/v2/QueryingData/GetData", {
            params: {
              query: {
                modelId: ITEMS_MODEL,
                offset,
                limit,
                includeDeleted: true,
                ...(modifiedFrom ? { modifiedFrom } : {}),
              },
            },
          }),
      });
      expect((await poller.poll()).length).toBeGreaterThan(2);
      sandbox.control.clock.advance(1);
      await publishRecords(shop, {
        sourceId: shopSource,
        items: [item("H-1", { name: "h1 changed" }), item("H-2", {}, { isDeleted: true })],
      });
      const changed = (await poller.poll()) as Record<string, unknown>[];
      expect(changed.map((r) => [r.ExternalId, r.Name, r.deleted])).toEqual([
        [`H-2.Item.${shopSource}`, "h2", true],
        [`H-1.Item.${shopSource}`, "h1 changed", undefined],
      ]);
      expect(await readAll(crm, { externalId: `H-2.Item.${shopSource}` })).toEqual([]);
    });
  },
);

describe(
  "a deleted record is readable with includeDeleted for " + "the seed's deletedRecordsKeptSeconds, then no longer",
  () => {
    it("shows the deleted record until the kept time has passed on the sandbox clock", async () => {
      await publishRecords(shop, { sourceId: shopSource, items: [item("X-1", { name: "x" })] });
      await publishRecords(shop, { sourceId: shopSource, items: [item("X-1", {}, { isDeleted: true })] });
      const deleted = () => readAll(crm, { externalId: `X-1.Item.${shopSource}`, includeDeleted: true });
      expect((await deleted()).map((r) => r.deleted)).toEqual([true]);
      sandbox.control.clock.advance(3601);
      expect(await deleted()).toEqual([]);
    });
  },
);

describe("no answer broke the spec", () => {
  it("recorded no violation", () => {
    expect(sandbox.violations).toEqual([]);
  });
});
