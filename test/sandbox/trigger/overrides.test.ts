// Issue 34, overrides: `set`/`unset` change the event's payload fields by JSON path, validated
// against the AsyncAPI message schema before anything is sent (a violation is refused naming the
// path and the schema rule); where a field mirrors state, the state changes with it or the
// override is refused, never an event that contradicts state. `count` runs the transition N times.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UsageError } from "../../../tools/src/cli/command.js";
import { requestOf } from "../../../tools/src/cli/trigger-command.js";
import { DEFAULT_TENANT_ID, MODEL, startTriggerWorld, type TriggerWorld } from "../../support/trigger-world.js";
import type { Json } from "../../support/openapi.js";

let world: TriggerWorld;
beforeAll(async () => {
  world = await startTriggerWorld();
});
afterAll(async () => {
  await world?.close();
});

const PRODUCT = "83a4b5c6-d7e8-4f90-a1b2-c3d4e5f6a7b8";
const trigger = (messageType: string, extra: Record<string, unknown> = {}) =>
  world.trigger({ tenantId: DEFAULT_TENANT_ID, messageType: `PLATFORM.${messageType}`, ...extra });
const payloadOf = (body: Record<string, Json>, messageType: string) =>
  body.events.find((e: { messageType: string }) => e.messageType === `PLATFORM.${messageType}`)!.payload;
const sent = () => world.sandbox.control.gateway.deliveries().length;

describe("a field set that mirrors state changes the state with it", () => {
  it("productId: the order is released for that product, as the control API lists it", async () => {
    const { body } = await trigger("PlatformStore.OrderReleased", { set: { "$.productId": PRODUCT } });
    const { orderId, productId } = payloadOf(body, "PlatformStore.OrderReleased");
    expect(productId).toBe(PRODUCT);
    const listed = await fetch(`${world.sandbox.services[0]!.url}/_sandbox/orders?tenantId=${DEFAULT_TENANT_ID}`).then(
      (r) => r.json() as Promise<{ items: { order: { id: string }; productId: string }[] }>,
    );
    expect(listed.items.find((o) => o.order.id === orderId)?.productId).toBe(PRODUCT);
  });
  it("dataModelId: the record is published to that model, where GetData reads it", async () => {
    const other = "5d4c3b2a-1908-4f7e-8d6c-5b4a39281706";
    const { body } = await trigger("DataService.RecordCreated", { set: { dataModelId: other } });
    const { dataRecordId } = payloadOf(body, "DataService.RecordCreated");
    expect(
      (
        await world.crm.GET("/api/v2/QueryingData/GetData", {
          params: { query: { modelId: other, recordId: dataRecordId } },
        })
      ).data?.totalCount,
    ).toBe(1);
    expect(
      (
        await world.crm.GET("/api/v2/QueryingData/GetData", {
          params: { query: { modelId: MODEL, recordId: dataRecordId } },
        })
      ).data?.totalCount,
    ).toBe(0);
  });
  it("requestStatus and wasSuccess must agree: a contradiction is refused naming both", async () => {
    const { status, body } = await trigger("DataService.IntegrationProfileChangeCompleted", {
      set: { requestStatus: "Canceled", wasSuccess: true },
    });
    expect(status).toBe(400);
    expect(body.detail).toBe(
      "set $.wasSuccess: true contradicts requestStatus Canceled; wasSuccess mirrors whether the request succeeded",
    );
  });
});

describe("a field that mirrors state the trigger cannot choose is refused, saying why", () => {
  it("dataRecordId of RecordCreated: the query store assigns it", async () => {
    const before = sent();
    const { status, body } = await trigger("DataService.RecordCreated", { set: { dataRecordId: PRODUCT } });
    expect(status).toBe(400);
    expect(body.detail).toBe(
      "set $.dataRecordId: the query store assigns a new record's Id.RecordId; " +
        "RecordUpdated and RecordDeleted act on an existing record with on",
    );
    expect(sent()).toBe(before);
  });
  it("vendorCode of OrderReleased: it is the vendor tenant's", async () => {
    const { status, body } = await trigger("PlatformStore.OrderReleased", { set: { vendorCode: "87654321|SK" } });
    expect(status).toBe(400);
    expect(body.detail).toBe(`set $.vendorCode: the vendorCode of tenant ${DEFAULT_TENANT_ID} is 12345678|CZ`);
  });
});

describe("the payload the overrides make is validated against the message's schema before anything is sent", () => {
  it("a value that breaks the schema is refused naming the path, the rule and the schema", async () => {
    const before = sent();
    const { status, body } = await trigger("PlatformStore.OrderReleased", { set: { productId: "not-a-uuid" } });
    expect(status).toBe(400);
    expect(body.detail).toMatch(/^set \$\.productId: .*uuid.* \(schema OrderReleased\)$/);
    expect(sent()).toBe(before);
  });
  it("unsetting a required field is refused naming it and the rule", async () => {
    const { status, body } = await trigger("DataService.RefreshSourceConfig", { unset: ["$.sourceId"] });
    expect(status).toBe(400);
    expect(body.detail).toBe('unset $.sourceId: must have property "sourceId" (schema RefreshConfigEvent)');
  });
  it("a path that names no field of the payload is refused, naming the fields", async () => {
    const { status, body } = await trigger("DataService.RefreshSourceConfig", { set: { "$.nested.field": 1 } });
    expect(status).toBe(400);
    expect(body.detail).toBe("set $.nested.field: no field of RefreshConfigEvent (its fields: $.sourceId)");
  });
  it("an optional field unset is left out of the payload", async () => {
    const { status, body } = await trigger("DataService.RefreshSourceStatus", {
      on: world.crmSource,
      unset: ["checkConnection"],
    });
    expect(status).toBe(201);
    expect(body.events.map((e: { payload: unknown }) => e.payload)).toEqual([{ sourceId: world.crmSource }]);
  });
  it("a field set is carried as set", async () => {
    const { body } = await trigger("DataService.RefreshSourceStatus", {
      on: world.crmSource,
      set: { checkConnection: true },
    });
    expect(body.events.map((e: { payload: unknown }) => e.payload)).toEqual([
      { sourceId: world.crmSource, checkConnection: true },
    ]);
  });
});

describe("a field named twice by its spellings is refused (400), naming both", () => {
  const orders = async () =>
    (
      (await fetch(`${world.sandbox.services[0]!.url}/_sandbox/orders?tenantId=${DEFAULT_TENANT_ID}`).then((r) =>
        r.json(),
      )) as { totalCount: number }
    ).totalCount;
  it("set /productId and $.productId with two values: refused, no order released and nothing sent", async () => {
    const [before, released] = [sent(), await orders()];
    const { status, body } = await trigger("PlatformStore.OrderReleased", {
      set: { "/productId": PRODUCT, "$.productId": "5d4c3b2a-1908-4f7e-8d6c-5b4a39281706" },
    });
    expect(status).toBe(400);
    expect(body.detail).toBe('set "/productId" and "$.productId" both name $.productId; name a field once');
    expect(sent()).toBe(before);
    expect(await orders()).toBe(released);
  });
  it("set productId and /productId with one value: refused as well", async () => {
    const { status, body } = await trigger("PlatformStore.OrderReleased", {
      set: { productId: PRODUCT, "/productId": PRODUCT },
    });
    expect(status).toBe(400);
    expect(body.detail).toBe('set "productId" and "/productId" both name $.productId; name a field once');
  });
  it("unset checkConnection and $.checkConnection: refused naming both", async () => {
    const { status, body } = await trigger("DataService.RefreshSourceStatus", {
      on: world.crmSource,
      unset: ["checkConnection", "$.checkConnection"],
    });
    expect(status).toBe(400);
    expect(body.detail).toBe(
      'unset "checkConnection" and "$.checkConnection" both name $.checkConnection; name a field once',
    );
  });
  it("the command's --set given twice for one path is refused before any request", () => {
    expect(() =>
      requestOf("PLATFORM.PlatformStore.OrderReleased", { set: [`productId=${PRODUCT}`, "productId=other"] }),
    ).toThrow(new UsageError("--set productId is given twice; set a field once"));
  });
  it("a nested path is no field, so a parent and its child are never both named: /productId/id refused", async () => {
    const { status, body } = await trigger("PlatformStore.OrderReleased", {
      set: { "/productId": PRODUCT, "/productId/id": PRODUCT },
    });
    expect(status).toBe(400);
    expect(body.detail).toBe(
      "set /productId/id: no field of OrderReleased (its fields: $.orderId, $.productId, $.vendorCode)",
    );
  });
});

describe("count runs the transition that many times", () => {
  it("three OrderReleased: three orders, three messages", async () => {
    const { status, body } = await trigger("PlatformStore.OrderReleased", { count: 3 });
    expect(status).toBe(201);
    expect(body.created.map((s: { kind: string }) => s.kind)).toEqual(["order", "order", "order"]);
    expect(new Set(body.events.map((e: { payload: { orderId: string } }) => e.payload.orderId)).size).toBe(3);
  });
  it("a later run refused says which run and what the earlier runs made", async () => {
    const { dataRecordId } = payloadOf((await trigger("DataService.RecordCreated")).body, "DataService.RecordCreated");
    const { status, body } = await trigger("DataService.RecordDeleted", { on: dataRecordId, count: 2 });
    expect(status).toBe(409);
    expect(body.detail).toMatch(
      /^run 2 of 2: on .*: the record is deleted; .*; runs 1 to 1 were made \(their events are in GET \/_sandbox\/deliveries\)$/,
    );
  });
});

describe("the sandbox kept to its spec", () => {
  it("no answer broke the spec", () => {
    expect(world.sandbox.violations).toEqual([]);
  });
});
