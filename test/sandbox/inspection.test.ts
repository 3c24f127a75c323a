// The control API's read side that the inspector (/_sandbox/ui/) shows, over HTTP with the typed
// control client, after the inspector's flow: overview, journal filters and refusals, queue items,
// data models, records and orders with their history.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSandboxControlClient, type SandboxControlClient } from "../../src/clients/index.js";
import { DEFAULT_SEED, DEFAULT_TENANT_ID, startSandbox, type RunningSandbox } from "../../tools/src/sandbox/index.js";
import {
  FLOW_DATA_MODELS,
  FLOW_MODEL_ID,
  FLOW_ORDER_NUMBER,
  runInspectorFlow,
  type InspectorFlow,
} from "../support/inspector-flow.js";
import { OTHER_TENANT_ID } from "../support/sandbox.js";

let sandbox: RunningSandbox;
let control: SandboxControlClient;
let flow: InspectorFlow;

beforeAll(async () => {
  sandbox = await startSandbox({
    basePort: "free",
    seed: { ...DEFAULT_SEED, dataModels: FLOW_DATA_MODELS },
    gateway: { firstRetryMs: 60_000 },
    onLog: () => {},
  });
  control = createSandboxControlClient({ baseUrl: sandbox.services[0]!.url });
  flow = await runInspectorFlow(sandbox);
});
afterAll(() => sandbox.stop());

describe(
  "GET /_sandbox/overview: services and ports, tenants, service accounts " +
    "without secrets, sandbox time, faults, violations and the broker channel",
  () => {
    it("lists every running service with its port and the seed's tenant and account", async () => {
      await control.POST("/_sandbox/faults", { body: { operationId: "getData", status: 503, times: 2 } });
      const before = sandbox.control.clock.now();
      const { data } = await control.GET("/_sandbox/overview");
      const after = sandbox.control.clock.now();
      expect(data!.services.map((s) => s.name).sort()).toEqual(sandbox.services.map((s) => s.name).sort());
      for (const service of data!.services) expect(service.url).toBe(`http://127.0.0.1:${service.port}`);
      expect(data!.tenants).toEqual(DEFAULT_SEED.tenants);
      expect(data!.serviceAccounts).toEqual([
        { clientId: "sandbox-client", tenantIds: [DEFAULT_TENANT_ID], roles: ["TenantAdmin"] },
      ]);
      expect(JSON.stringify(data)).not.toContain("sandbox-secret");
      expect(data!.faults).toEqual([{ operationId: "getData", status: 503, times: 2, left: 2 }]);
      expect(data!.violations).toEqual([]);
      // Sandbox time is ahead of the wall clock by the flow's 120 s: the overview tells it, not Date.now().
      expect(Date.parse(data!.now)).toBeGreaterThanOrEqual(before);
      expect(Date.parse(data!.now)).toBeLessThanOrEqual(after);
      expect(Date.parse(data!.now) - Date.now()).toBeGreaterThan(119_000);
    });
    it("a fault taken by a call counts down, and is gone once used up", async () => {
      const data = sandbox.services.find((s) => s.name === "data-integration")!.url;
      await fetch(`${data}/api/v2/QueryingData/GetData?modelId=${FLOW_MODEL_ID}`, {
        headers: { authorization: "Bearer x" },
      });
      expect((await control.GET("/_sandbox/overview")).data!.faults).toEqual([
        { operationId: "getData", status: 503, times: 2, left: 2 },
      ]);
      sandbox.control.faults.take("getData");
      expect((await control.GET("/_sandbox/overview")).data!.faults).toEqual([
        { operationId: "getData", status: 503, times: 2, left: 1 },
      ]);
      sandbox.control.faults.take("getData");
      expect((await control.GET("/_sandbox/overview")).data!.faults).toEqual([]);
    });
    it("without --amqp-url the message broker channel is off: broker is null", async () => {
      const { data, response } = await control.GET("/_sandbox/overview");
      expect(response.status).toBe(200);
      expect(data).toHaveProperty("broker", null);
    });
  },
);

describe("GET /_sandbox/journal: filters, and a refused request with its validation errors", () => {
  it("a request refused by validation keeps the problem's title, detail and each error", async () => {
    const { data } = await control.GET("/_sandbox/journal", {
      params: { query: { operationId: "getData", status: 400 } },
    });
    expect(data!.items).toHaveLength(1);
    expect(data!.items[0]).toMatchObject({
      service: "data-integration",
      tenantId: DEFAULT_TENANT_ID,
      status: 400,
      title: "The request does not match the spec",
    });
    expect(data!.items[0]!.errors).toEqual([
      { where: "query parameter modelId", message: "is required" },
      { where: "query parameter limit", message: 'must match format "int32"' },
    ]);
  });
  it("refused=true answers only answers of 400 or more, refused=false only the others", async () => {
    const refused = (await control.GET("/_sandbox/journal", { params: { query: { refused: true } } })).data!;
    const accepted = (await control.GET("/_sandbox/journal", { params: { query: { refused: false } } })).data!;
    const all = (await control.GET("/_sandbox/journal")).data!;
    expect(refused.items.map((e) => e.status).every((s) => s >= 400)).toBe(true);
    expect(refused.items.map((e) => e.status).sort()).toEqual(expect.arrayContaining([400, 401, 412]));
    expect(accepted.items.every((e) => e.status < 400)).toBe(true);
    expect(refused.totalCount + accepted.totalCount).toBe(all.totalCount);
  });
  it("service and tenantId filter, and last keeps the newest entries while totalCount counts every match", async () => {
    const orders = (await control.GET("/_sandbox/journal", { params: { query: { service: "order-integration" } } }))
      .data!;
    expect(orders.items.length).toBeGreaterThan(2);
    expect(new Set(orders.items.map((e) => e.service))).toEqual(new Set(["order-integration"]));
    const last = (
      await control.GET("/_sandbox/journal", { params: { query: { service: "order-integration", last: 2 } } })
    ).data!;
    expect(last.totalCount).toBe(orders.totalCount);
    expect(last.items).toEqual(orders.items.slice(-2));
    const other = (await control.GET("/_sandbox/journal", { params: { query: { tenantId: OTHER_TENANT_ID } } })).data!;
    expect(other).toEqual({ totalCount: 0, nextAfter: null, items: [] });
  });
  it("a filter of the wrong type is refused naming the parameter", async () => {
    const response = await fetch(`${sandbox.services[0]!.url}/_sandbox/journal?status=teapot`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { detail: string }).detail).toContain("query parameter status");
  });
});

describe("GET /_sandbox/queue-items: status, error message and the records each changed", () => {
  it(
    "lists the tenant's queue items oldest first with the changes " +
      "of the successful one and the error of the failed one",
    async () => {
      const { data } = await control.GET("/_sandbox/queue-items", { params: { query: { tenantId: flow.tenantId } } });
      expect(data!.items.map((i) => i.status)).toEqual(["Success", "Success", "Failed"]);
      const succeeded = data!.items.find((i) => i.queueItemId === flow.succeededQueueItemId)!;
      expect(succeeded).toMatchObject({ sourceId: flow.sourceId, itemCount: 4, errorMessage: null });
      expect(succeeded.changes.map((c) => [c.changeType, c.externalId, c.mandantCode])).toEqual([
        ["Created", `ITEM-1.Item.${flow.sourceId}`, null],
        ["Created", `ITEM-2.Item.${flow.sourceId}`, null],
        ["Created", `ITEM-3.Item.${flow.sourceId}`, null],
        ["Created", `ITEM-4.Item.${flow.sourceId}`, "BRANCH-7"],
      ]);
      const failed = data!.items.find((i) => i.queueItemId === flow.failedQueueItemId)!;
      expect(failed.errorMessage).toMatch(/^item 0: .*"Unmapped"; no record was changed$/);
      expect(failed.changes).toEqual([]);
    },
  );
  it("filters by status; another tenant has none; tenantId is required", async () => {
    expect(
      (
        await control.GET("/_sandbox/queue-items", { params: { query: { tenantId: flow.tenantId, status: "Failed" } } })
      ).data!.items.map((i) => i.queueItemId),
    ).toEqual([flow.failedQueueItemId]);
    expect(
      (await control.GET("/_sandbox/queue-items", { params: { query: { tenantId: OTHER_TENANT_ID } } })).data,
    ).toEqual({ totalCount: 0, items: [] });
    const response = await fetch(`${sandbox.services[0]!.url}/_sandbox/queue-items`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { detail: string }).detail).toContain("query parameter tenantId is required");
  });
});

describe(
  "GET /_sandbox/data-models and /_sandbox/records: records by " + "data model, paged, with mandant and deleted flags",
  () => {
    it("counts live and deleted records of each model", async () => {
      const { data } = await control.GET("/_sandbox/data-models", { params: { query: { tenantId: flow.tenantId } } });
      expect(data).toEqual({
        totalCount: 1,
        items: [{ id: FLOW_MODEL_ID, code: "Items", records: 3, deletedRecords: 1 }],
      });
    });
    it("pages the records most recently changed first, with mandantCode and isDeleted", async () => {
      const first = (
        await control.GET("/_sandbox/records", {
          params: { query: { tenantId: flow.tenantId, modelId: FLOW_MODEL_ID, limit: 2 } },
        })
      ).data!;
      const second = (
        await control.GET("/_sandbox/records", {
          params: { query: { tenantId: flow.tenantId, modelId: FLOW_MODEL_ID, offset: 2, limit: 2 } },
        })
      ).data!;
      expect(first.totalCount).toBe(4);
      expect(
        [...first.items, ...second.items].map((r) => [r.externalId.split(".")[0], r.mandantCode, r.isDeleted]),
      ).toEqual([
        ["ITEM-3", null, true],
        ["ITEM-4", "BRANCH-7", false],
        ["ITEM-2", null, false],
        ["ITEM-1", null, false],
      ]);
      expect(first.items[0]!.deletedOn).not.toBeNull();
      expect(first.items[1]!.fields).toEqual({ Name: "Shelf" });
    });
    it("a model without records answers an empty page", async () => {
      expect(
        (
          await control.GET("/_sandbox/records", {
            params: { query: { tenantId: OTHER_TENANT_ID, modelId: FLOW_MODEL_ID } },
          })
        ).data,
      ).toEqual({ totalCount: 0, items: [] });
    });
  },
);

describe("GET /_sandbox/orders: each order's current status and every SetStatus call on it", () => {
  it("shows the move to Validation and the refused move to Done with its reason", async () => {
    const { data } = await control.GET("/_sandbox/orders", { params: { query: { tenantId: flow.tenantId } } });
    expect(data!.totalCount).toBe(1);
    const [entry] = data!.items;
    expect(entry!.order).toMatchObject({
      id: flow.orderId,
      orderNumber: FLOW_ORDER_NUMBER,
      currentStatusInfo: { systemStatus: "Validation", modifiedBy: "sandbox-client" },
    });
    expect(entry!.history.map(({ from, to, requested, outcome }) => ({ from, to, requested, outcome }))).toEqual([
      { from: null, to: "Validation", requested: "Validation", outcome: "moved" },
      { from: "Validation", to: "Validation", requested: "Done", outcome: "refused" },
    ]);
    expect(entry!.history[1]!.detail).toContain("does not allow the requested status Done");
  });
});

describe("reset", () => {
  it("empties what the inspector reads", async () => {
    await control.POST("/_sandbox/reset");
    expect(
      (await control.GET("/_sandbox/orders", { params: { query: { tenantId: flow.tenantId } } })).data!.totalCount,
    ).toBe(0);
    expect(
      (await control.GET("/_sandbox/queue-items", { params: { query: { tenantId: flow.tenantId } } })).data!.totalCount,
    ).toBe(0);
    expect((await control.GET("/_sandbox/journal")).data!.totalCount).toBe(0);
    expect(sandbox.violations).toEqual([]);
  });
});
