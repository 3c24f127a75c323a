// GetData's options: the answer's names and the typed values it is asked for.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DataIntegrationClient } from "../../../../src/clients/data-integration.js";
import { publishRecords } from "../../../../src/publishing/index.js";
import type { RunningSandbox } from "../../../../tools/src/sandbox/index.js";
import { item, PRICES_MODEL, startGetDataWorld } from "./support.js";

let sandbox: RunningSandbox;
let shop: DataIntegrationClient;
let crm: DataIntegrationClient;
let shopSource: string;

beforeAll(async () => {
  ({ sandbox, shop, crm, shopSource } = await startGetDataWorld());
  await publishRecords(shop, {
    sourceId: shopSource,
    items: [item("A-1", { name: "Chair", colour: "red", price: "12.5|EUR" })],
  });
});
afterAll(() => sandbox.stop());

describe("options CC1 answers camelCase names and CN1 the CurrencyNumber object form", () => {
  it("answers camelCase and the typed CurrencyNumber when asked", async () => {
    const [record] = (
      await crm.GET("/api/v2/QueryingData/GetData", {
        params: { query: { modelId: PRICES_MODEL, externalId: `A-1.Item.${shopSource}`, options: "CC1,CN1" } },
      })
    ).data!.items as Record<string, unknown>[];
    expect(record).toMatchObject({
      price: { _type: "CurrencyNumber", value: 12.5, currencyCode: "EUR" },
      id: { modelId: PRICES_MODEL },
      sourceId: shopSource,
    });
  });
});

describe("no answer broke the spec", () => {
  it("recorded no violation", () => {
    expect(sandbox.violations).toEqual([]);
  });
});
