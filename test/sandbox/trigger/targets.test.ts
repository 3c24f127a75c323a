// Issue 34, targets: `on` acts on an existing record, order, source or queue item instead of
// creating one; an id that does not exist, or is in a state from which the event cannot arise, is
// refused naming the id, its state and the states that allow the event, and nothing changes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_TENANT_ID, startTriggerWorld, type TriggerWorld } from "../../support/trigger-world.js";
import type { Json } from "../../support/openapi.js";

let world: TriggerWorld;
beforeAll(async () => {
  world = await startTriggerWorld();
});
afterAll(async () => {
  await world?.close();
});

const UNKNOWN = "0a0b0c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d";
const trigger = (messageType: string, extra: Record<string, unknown> = {}) =>
  world.trigger({ tenantId: DEFAULT_TENANT_ID, messageType: `PLATFORM.${messageType}`, ...extra });
const payloadOf = (body: Record<string, Json>, messageType: string) =>
  body.events.find((e: { messageType: string }) => e.messageType === `PLATFORM.${messageType}`)!.payload;

describe("on a record: RecordUpdated and RecordDeleted act on the record named", () => {
  it("updates the record named, which keeps its id, model and publisher, and creates nothing", async () => {
    const created = payloadOf((await trigger("DataService.RecordCreated")).body, "DataService.RecordCreated");
    const { status, body } = await trigger("DataService.RecordUpdated", { on: created.dataRecordId });
    expect(status).toBe(201);
    expect(payloadOf(body, "DataService.RecordUpdated")).toMatchObject({
      dataRecordId: created.dataRecordId,
      dataModelId: created.dataModelId,
      dataSourceId: created.dataSourceId,
    });
    expect(body.created.filter((s: { kind: string }) => s.kind === "record")).toEqual([]);
    expect(body.changed).toEqual([{ kind: "record", id: created.dataRecordId, state: "live" }]);
  });
  it("refuses RecordDeleted on a deleted record, naming the id, its state and the state that allows it", async () => {
    const created = payloadOf((await trigger("DataService.RecordCreated")).body, "DataService.RecordCreated");
    expect((await trigger("DataService.RecordDeleted", { on: created.dataRecordId })).status).toBe(201);
    const before = world.sandbox.control.gateway.deliveries().length;
    const { status, body } = await trigger("DataService.RecordDeleted", { on: created.dataRecordId });
    expect(status).toBe(409);
    expect(body.detail).toBe(
      `on ${created.dataRecordId}: the record is deleted; ` +
        `PLATFORM.DataService.RecordDeleted arises only from the record ` +
        `state live`,
    );
    expect(world.sandbox.control.gateway.deliveries()).toHaveLength(before);
  });
  it("refuses an id that names no record, naming it", async () => {
    const { status, body } = await trigger("DataService.RecordUpdated", { on: UNKNOWN });
    expect(status).toBe(404);
    expect(body.detail).toBe(`on ${UNKNOWN}: no record with this id in tenant ${DEFAULT_TENANT_ID}`);
  });
});

describe("on an order: OrderReleased announces an order still in (none)", () => {
  it("announces the order named again, as a new message, without a new order", async () => {
    const first = payloadOf((await trigger("PlatformStore.OrderReleased")).body, "PlatformStore.OrderReleased");
    const { status, body } = await trigger("PlatformStore.OrderReleased", { on: first.orderId });
    expect(status).toBe(201);
    expect(payloadOf(body, "PlatformStore.OrderReleased")).toEqual(first);
    expect(body.created).toEqual([]);
    const ids = body.events.flatMap((e: { deliveries: { messageId: string }[] }) =>
      e.deliveries.map((d) => d.messageId),
    );
    expect(ids).toHaveLength(1);
  });
  it("refuses an order that moved on, naming it, its status and (none)", async () => {
    const { orderId } = payloadOf((await trigger("PlatformStore.OrderReleased")).body, "PlatformStore.OrderReleased");
    await world.orders.POST("/api/v1/Order/{id}/SetStatus", {
      params: { path: { id: orderId }, query: { orderAccessType: "Vendor" } },
      body: { systemStatus: "Validation", severity: "Info", message: "Received." },
    });
    const { status, body } = await trigger("PlatformStore.OrderReleased", { on: orderId });
    expect(status).toBe(409);
    expect(body.detail).toBe(
      `on ${orderId}: the order is Validation; ` +
        `PLATFORM.PlatformStore.OrderReleased arises only from the ` +
        `order state (none)`,
    );
  });
});

describe("on a queue item: EnqueueDataStatusChanged moves a Pending queue item on", () => {
  it("completes the Pending queue item named: Completed, Running, Success", async () => {
    const pending = (await trigger("DataService.EnqueueDataStatusChanged", { set: { status: "Pending" } })).body
      .created[0].id;
    const { status, body } = await trigger("DataService.EnqueueDataStatusChanged", { on: pending });
    expect(status).toBe(201);
    const moves = body.events
      .filter((e: { messageType: string }) => e.messageType.endsWith("EnqueueDataStatusChanged"))
      .map((e: { payload: { queueItemId: string; status: string } }) => [e.payload.queueItemId, e.payload.status]);
    expect(moves).toEqual([
      [pending, "Completed"],
      [pending, "Running"],
      [pending, "Success"],
    ]);
    expect(body.changed).toEqual([{ kind: "queue-item", id: pending, state: "Success" }]);
  });
  it("cancels it for status Canceled, and refuses it once finished, naming Pending", async () => {
    const pending = (await trigger("DataService.EnqueueDataStatusChanged", { set: { status: "Pending" } })).body
      .created[0].id;
    expect(
      (await trigger("DataService.EnqueueDataStatusChanged", { on: pending, set: { status: "Canceled" } })).body
        .changed,
    ).toEqual([{ kind: "queue-item", id: pending, state: "Canceled" }]);
    const { status, body } = await trigger("DataService.EnqueueDataStatusChanged", { on: pending });
    expect(status).toBe(409);
    expect(body.detail).toBe(
      `on ${pending}: the queue item is Canceled; ` +
        `PLATFORM.DataService.EnqueueDataStatusChanged arises only from the ` +
        `queue item state Pending`,
    );
  });
});

describe("on a data source: a command or profile change goes to the source named", () => {
  it("sends RefreshSourceConfig to the source named", async () => {
    const { status, body } = await trigger("DataService.RefreshSourceConfig", { on: world.crmSource });
    expect(status).toBe(201);
    expect(body.events).toEqual([expect.objectContaining({ payload: { sourceId: world.crmSource } })]);
  });
  it("refuses a source that receives no such command, naming it and what turns it on", async () => {
    const { status, body } = await trigger("DataService.RefreshSourceStatus", { on: world.shopSource });
    expect(status).toBe(409);
    expect(body.detail).toContain(
      `data source ${world.shopSource} does not receive PLATFORM.DataService.RefreshSourceStatus`,
    );
    expect(body.detail).toContain("with ConfigureConsumer flag refreshSourceStatus on");
  });
});

describe("nothing the consumer does not receive is caused", () => {
  it("refuses a tenant without a consumer of the message type, naming the settings that turn one on", async () => {
    await world.orders.PATCH("/api/v1/Integration/Settings", { body: { orderReleased: false } });
    try {
      const { status, body } = await trigger("PlatformStore.OrderReleased");
      expect(status).toBe(409);
      expect(body.detail).toBe(
        `the consumer of tenant ${DEFAULT_TENANT_ID} receives no PLATFORM.PlatformStore.OrderReleased: PATCH ` +
          `/api/v1/Integration/Settings with orderReleased true, consumerChannel Webhook and a webhookUrl`,
      );
    } finally {
      await world.orders.PATCH("/api/v1/Integration/Settings", { body: { orderReleased: true } });
    }
  });
});

describe("the sandbox kept to its spec", () => {
  it("no answer broke the spec", () => {
    expect(world.sandbox.violations).toEqual([]);
  });
});
