// GetData's query filters: recordId, referenceId, modifiedFrom and modifiedTo, mandantCode and allMandants.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DataIntegrationClient } from "../../../../src/clients/data-integration.js";
import { publishRecords } from "../../../../src/publishing/index.js";
import type { RunningSandbox } from "../../../../tools/src/sandbox/index.js";
import { item, ITEMS_MODEL, readAll, startGetDataWorld } from "./support.js";

const ABSENT = "00000000-0000-4000-8000-000000000001";
const ORDER = "7c3e5a19-8d2b-4f64-a0c7-1b9e6d4f2a83";

let sandbox: RunningSandbox;
let shop: DataIntegrationClient;
let crm: DataIntegrationClient;
let shopSource: string;

beforeAll(async () => {
  ({ sandbox, shop, crm, shopSource } = await startGetDataWorld());
  await publishRecords(shop, {
    sourceId: shopSource,
    items: [item("R-1", { name: "R-1" }, { referenceId: ORDER }), item("R-2", { name: "R-2" }, { referenceId: ORDER })],
  });
});
afterAll(() => sandbox.stop());

const getData = async (query: Record<string, unknown>) =>
  (await crm.GET("/api/v2/QueryingData/GetData", { params: { query: { modelId: ITEMS_MODEL, ...query } } })).data!
    .items as Record<string, unknown>[];

describe("recordId, referenceId and modifiedTo select the records GetData answers", () => {
  it("recordId selects the one record whose Id.RecordId it is", async () => {
    const [r2] = await getData({ externalId: `R-2.Item.${shopSource}` });
    const recordId = (r2!.Id as { RecordId: string }).RecordId;
    expect((await getData({ recordId })).map((r) => r.ExternalId)).toEqual([`R-2.Item.${shopSource}`]);
    expect(await getData({ recordId: ABSENT })).toEqual([]);
  });
  it("referenceId may return several records", async () => {
    expect((await getData({ referenceId: ORDER })).map((r) => r.ExternalId).sort()).toEqual([
      `R-1.Item.${shopSource}`,
      `R-2.Item.${shopSource}`,
    ]);
    expect(await getData({ referenceId: ABSENT })).toEqual([]);
  });
  it("modifiedTo leaves out records modified after it", async () => {
    sandbox.control.clock.advance(60);
    await publishRecords(shop, { sourceId: shopSource, items: [item("T-1", { name: "T-1" })] });
    sandbox.control.clock.advance(60);
    await publishRecords(shop, { sourceId: shopSource, items: [item("T-2", { name: "T-2" })] });
    const [t1] = await getData({ externalId: `T-1.Item.${shopSource}` });
    const until = t1!.UtcModifiedOn as string;
    const selected = (await getData({ modifiedFrom: until, modifiedTo: until })).map((r) => r.ExternalId);
    expect(selected).toEqual([`T-1.Item.${shopSource}`]);
    expect((await getData({ modifiedTo: until })).map((r) => r.ExternalId)).not.toContain(`T-2.Item.${shopSource}`);
  });
});

describe(
  "mandantCode null gives non-mandant data only, a code " +
    "gives that mandant's and non-mandant data, allMandants all",
  () => {
    it("filters by mandant", async () => {
      await publishRecords(shop, {
        sourceId: shopSource,
        items: [
          item("M-1", { name: "m1" }, { mandantCode: "M1" }),
          item("M-2", { name: "m2" }, { mandantCode: "M2" }),
          item("M-0", { name: "m0" }),
        ],
      });
      const names = async (query: Record<string, unknown>) =>
        (await readAll(crm, query))
          .map((r) => r.Name)
          .filter((n) => /^m\d$/.test(String(n)))
          .sort();
      expect(await names({})).toEqual(["m0"]);
      expect(await names({ mandantCode: "M1" })).toEqual(["m0", "m1"]);
      expect(await names({ allMandants: true })).toEqual(["m0", "m1", "m2"]);
    });
  },
);

describe("no answer broke the spec", () => {
  it("recorded no violation", () => {
    expect(sandbox.violations).toEqual([]);
  });
});
