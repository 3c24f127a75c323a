// No 500 from a tenant's own record data (issue 31): on main a record field named `deleted` of
// another type was accepted at publish, then every GetData of the model answered 500 and the
// sandbox's own violations list (which partners' suites expect empty) grew.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_TENANT_ID, type RunningSandbox } from "../../../tools/src/sandbox/index.js";
import { applyChange, queryStore } from "../../../tools/src/sandbox/data-integration/model/query-store.js";
import { SYSTEM_PROPERTIES } from "../../../tools/src/sandbox/data-integration/model/record-view.js";
import { projectRoot } from "../../support/openapi.js";
import { dataClient, startDataSandbox } from "../../support/data-sandbox.js";
import { serviceUrl } from "../../support/sandbox.js";
import { bearerOf } from "../../support/sandbox-probes.js";

const MODEL = "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b";
let sandbox: RunningSandbox;
let source: string;
beforeAll(async () => {
  sandbox = await startDataSandbox();
  const shop = dataClient(sandbox, "shop");
  source = (await shop.POST("/api/v2/IntegrationAgents/Settings", { body: {} })).data!.source!.sourceId!;
  await shop.PATCH("/api/v2/IntegrationAgents/Transformations", {
    body: { upsert: [{ customCode: "items", mappings: [{ entityId: "Item", modelId: MODEL, autoMapFields: true }] }] },
  });
});
afterAll(() => sandbox.stop());

async function publish(item: Record<string, unknown>): Promise<{ status: number; detail?: string }> {
  const response = await fetch(
    `${serviceUrl(sandbox, "data-integration")}/api/v1/SourcingData/EnqueueDataBySourceId/${source}/start`,
    {
      method: "POST",
      headers: { authorization: await bearerOf(sandbox, "shop"), "content-type": "application/json" },
      body: JSON.stringify({ items: [{ entityId: "Item", recordId: "R-1", data: { name: "kept" } }, item] }),
    },
  );
  return { status: response.status, detail: ((await response.json()) as { detail?: string }).detail };
}
const getData = (options?: string) =>
  dataClient(sandbox, "crm").GET("/api/v2/QueryingData/GetData", {
    params: { query: { modelId: MODEL, ...(options === undefined ? {} : { options }) } },
  });

describe("the system properties a query answers a record with are taken from the spec", () => {
  it("DataRecord's properties are the sandbox's system properties", () => {
    const schema = JSON.parse(
      readFileSync(join(projectRoot, "generated", "schemas", "DataRecord.schema.json"), "utf8"),
    ) as { properties: Record<string, unknown> };
    expect(Object.keys(schema.properties).sort()).toEqual([...SYSTEM_PROPERTIES].sort());
  });
});

describe(
  "a published field named like a system property of the record is " +
    "refused at publish, naming the item, the field and the rule",
  () => {
    it.each([
      [
        "data deleted of another type (the field that made every GetData a 500)",
        { entityId: "Item", recordId: "R-2", data: { deleted: "yes" } },
        'body $.items[1].data["deleted"]: a record field may not be named ' +
          '"deleted": queries answer a record with its own deleted',
      ],
      [
        "data Included",
        { entityId: "Item", recordId: "R-2", data: { Included: "x" } },
        'body $.items[1].data["Included"]: a record field may not be named ' +
          '"Included": queries answer a record with its own Included',
      ],
      [
        "data externalId, which CC1 would put in ExternalId's place",
        { entityId: "Item", recordId: "R-2", data: { externalId: "x" } },
        'a record field may not be named "externalId": queries answer a record with its own ExternalId',
      ],
      [
        "fields form, key Deleted",
        { entityId: "Item", recordId: "R-2", fields: [{ key: "Deleted", value: "x" }] },
        'body $.items[1].fields[0].key: a record field may not be named "Deleted"',
      ],
    ])("%s", async (_, item, reason) => {
      const { status, detail } = await publish(item);
      expect(status).toBe(400);
      expect(detail).toContain(reason);
    });

    it("a transformation mapping a field to such a name is refused naming the mapping", async () => {
      const response = await fetch(
        `${serviceUrl(sandbox, "data-integration")}/api/v2/IntegrationAgents/Transformations`,
        {
          method: "PATCH",
          headers: { authorization: await bearerOf(sandbox, "shop"), "content-type": "application/json" },
          body: JSON.stringify({
            upsert: [
              {
                customCode: "renamed",
                mappings: [
                  {
                    entityId: "Item",
                    modelId: MODEL,
                    mappings: [{ sourceFieldName: "state", targetFieldName: "deleted" }],
                  },
                ],
              },
            ],
          }),
        },
      );
      expect(response.status).toBe(400);
      expect(((await response.json()) as { detail: string }).detail).toContain(
        'body $.upsert[0].mappings[0].mappings[0]: a record field may not be named "deleted"',
      );
    });

    it("GetData keeps answering the model 200 in both case forms, and the sandbox recorded no violation", async () => {
      expect((await publish({ entityId: "Item", recordId: "R-3", data: { label: "fine" } })).status).toBe(201);
      expect((await getData()).response.status).toBe(200);
      expect((await getData("CC1")).response.status).toBe(200);
      expect(sandbox.violations).toEqual([]);
    });
  },
);

describe(
  "a field of such a name kept from before (a saved or imported " +
    "state) is left out of the answer, which stays valid",
  () => {
    it("a stored record with deleted: 'yes' is answered 200 without it", async () => {
      const store = queryStore(sandbox.control.tenants.of(DEFAULT_TENANT_ID));
      applyChange(
        store,
        {
          modelId: MODEL,
          externalId: `OLD.Item.${source}`,
          sourceId: source,
          referenceId: null,
          mandantCode: null,
          fields: { deleted: "yes", name: "old" },
          isDeleted: false,
        },
        new Date(sandbox.control.clock.now()).toISOString(),
      );
      const { response, data } = await getData();
      expect(response.status).toBe(200);
      const old = data!.items.find((r) => (r as Record<string, unknown>).ExternalId === `OLD.Item.${source}`) as Record<
        string,
        unknown
      >;
      expect(old).toMatchObject({ name: "old" });
      expect(old.deleted).toBeUndefined();
      expect(sandbox.violations).toEqual([]);
    });
  },
);
