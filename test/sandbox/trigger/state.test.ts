// Issue 34: "the platform's state afterwards agrees with the event (GET the record or order and see
// it)", and every event the same transition causes in reality is caused too, in order.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEFAULT_TENANT_ID,
  MODEL,
  PROFILE,
  startTriggerWorld,
  type TriggerWorld,
} from "../../support/trigger-world.js";
import type { Json } from "../../support/openapi.js";

let world: TriggerWorld;
beforeAll(async () => {
  world = await startTriggerWorld();
});
afterAll(async () => {
  await world?.close();
});

async function trigger(messageType: string, extra: Record<string, unknown> = {}) {
  const { status, body } = await world.trigger({
    tenantId: DEFAULT_TENANT_ID,
    messageType: `PLATFORM.${messageType}`,
    ...extra,
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body;
}
const typesOf = (body: Record<string, Json>, ...types: string[]) =>
  body.events.map((e: { messageType: string }) => e.messageType).filter((t: string) => types.includes(t));
const payloadOf = (body: Record<string, Json>, messageType: string) =>
  body.events.find((e: { messageType: string }) => e.messageType === `PLATFORM.${messageType}`)!.payload;

describe("a record event agrees with the query store", () => {
  it(
    "RecordCreated: the record it names is read by GetData, published by " +
      "the source it names, and the queue item's moves came first",
    async () => {
      const body = await trigger("DataService.RecordCreated");
      const event = payloadOf(body, "DataService.RecordCreated");
      const { data } = await world.crm.GET("/api/v2/QueryingData/GetData", {
        params: { query: { modelId: MODEL, recordId: event.dataRecordId } },
      });
      expect(data?.totalCount).toBe(1);
      expect(data?.items[0]).toMatchObject({
        SourceId: event.dataSourceId,
        Id: { ModelId: MODEL, RecordId: event.dataRecordId },
      });
      expect(body.created).toEqual([
        { kind: "queue-item", id: expect.any(String), state: "Success" },
        { kind: "record", id: event.dataRecordId, state: "live" },
      ]);
      // Published by the source named by the profile's feature: the same queue item's IntegrationDataChanged is caused
      // too.
      expect(event.dataSourceId).toBe(world.shopSource);
      expect(body.events.map((e: { messageType: string }) => e.messageType)).toEqual([
        "PLATFORM.DataService.RecordCreated",
        "PLATFORM.DataService.IntegrationDataChanged",
      ]);
    },
  );
  it(
    "RecordDeleted: the record it names is read only with " + "includeDeleted, after the RecordCreated of its creation",
    async () => {
      const body = await trigger("DataService.RecordDeleted");
      const event = payloadOf(body, "DataService.RecordDeleted");
      expect(typesOf(body, "PLATFORM.DataService.RecordCreated", "PLATFORM.DataService.RecordDeleted")).toEqual([
        "PLATFORM.DataService.RecordCreated",
        "PLATFORM.DataService.RecordDeleted",
      ]);
      const live = await world.crm.GET("/api/v2/QueryingData/GetData", {
        params: { query: { modelId: MODEL, recordId: event.dataRecordId } },
      });
      expect(live.data?.totalCount).toBe(0);
      const deleted = await world.crm.GET("/api/v2/QueryingData/GetData", {
        params: { query: { modelId: MODEL, recordId: event.dataRecordId, includeDeleted: true } },
      });
      expect(deleted.data?.items[0]).toMatchObject({ deleted: true });
      expect(body.changed).toEqual([{ kind: "record", id: event.dataRecordId, state: "deleted" }]);
    },
  );
});

describe("OrderReleased agrees with the order service", () => {
  it("the order it names is read by GET Order in (none), of the tenant's vendor code", async () => {
    const body = await trigger("PlatformStore.OrderReleased");
    const event = payloadOf(body, "PlatformStore.OrderReleased");
    const { data } = await world.orders.GET("/api/v1/Order/{id}", {
      params: { path: { id: event.orderId }, query: { orderAccessType: "Vendor" } },
    });
    expect(data?.currentStatusInfo?.systemStatus).toBeNull();
    expect(data?.vendor?.code).toBe(event.vendorCode);
    expect(body.created).toEqual([{ kind: "order", id: event.orderId, state: "(none)" }]);
  });
});

describe("the profile change events agree with the current profile", () => {
  it("Started is followed by Completed with one requestId, and Current reads the new profile", async () => {
    const body = await trigger("DataService.IntegrationProfileChangeStarted");
    expect(body.events.map((e: { messageType: string }) => e.messageType)).toEqual([
      "PLATFORM.DataService.IntegrationProfileChangeStarted",
      "PLATFORM.DataService.IntegrationProfileChangeCompleted",
    ]);
    const [started, completed] = body.events.map((e: { payload: Json }) => e.payload);
    expect(started).toMatchObject({ currentProfileId: PROFILE, sourceId: world.crmSource });
    expect(completed).toEqual({
      sourceId: world.crmSource,
      requestId: started.requestId,
      requestStatus: "Success",
      currentProfileId: started.targetProfileId,
      wasSuccess: true,
    });
    expect((await world.crm.GET("/api/v2/IntegrationProfiles/Current")).data?.id).toBe(started.targetProfileId);
  });
  it("a Completed that failed leaves the profile in force, which it names", async () => {
    const before = (await world.crm.GET("/api/v2/IntegrationProfiles/Current")).data?.id;
    const body = await trigger("DataService.IntegrationProfileChangeCompleted", { set: { requestStatus: "Failed" } });
    expect(payloadOf(body, "DataService.IntegrationProfileChangeCompleted")).toMatchObject({
      requestStatus: "Failed",
      wasSuccess: false,
      currentProfileId: before,
    });
    expect((await world.crm.GET("/api/v2/IntegrationProfiles/Current")).data?.id).toBe(before);
    expect(body.created).toEqual([]);
    expect(body.changed).toEqual([]);
  });
});

describe("EnqueueDataStatusChanged agrees with the queue item's status record", () => {
  it("announces each move of the publisher's own queue item, and the status record reads the last", async () => {
    const body = await trigger("DataService.EnqueueDataStatusChanged");
    const statuses = body.events
      .filter((e: { messageType: string }) => e.messageType.endsWith("EnqueueDataStatusChanged"))
      .map((e: { payload: { status: string } }) => e.payload.status);
    expect(statuses).toEqual(["Started", "Completed", "Running", "Success"]);
    // The publisher, crm, also has dataRecordChanges on: its record's RecordCreated follows its Success.
    expect(body.events.at(-1).messageType).toBe("PLATFORM.DataService.RecordCreated");
    const { queueItemId, dataSourceId } = body.events[0].payload;
    expect(dataSourceId).toBe(world.crmSource);
    const { data } = await world.crm.GET("/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}/status/{queueItemId}", {
      params: { path: { sourceId: dataSourceId, queueItemId } },
    });
    expect(data?.status).toBe("Success");
  });
  it("status Pending leaves the queue item Pending, announced after Started", async () => {
    const body = await trigger("DataService.EnqueueDataStatusChanged", { set: { status: "Pending" } });
    expect(body.events.map((e: { payload: { status: string } }) => e.payload.status)).toEqual(["Started", "Pending"]);
    expect(body.created).toEqual([{ kind: "queue-item", id: body.events[0].payload.queueItemId, state: "Pending" }]);
  });
});

describe("the status set chooses how far the queue item moves, and its status record agrees", () => {
  it.each([
    ["Canceled", ["Started", "Pending", "Canceled"]],
    ["Failed", ["Started", "Completed", "Running", "Failed"]],
  ])("%s: announced after the moves before it", async (status, moves) => {
    const body = await trigger("DataService.EnqueueDataStatusChanged", { set: { status } });
    const events = body.events.filter((e: { messageType: string }) =>
      e.messageType.endsWith("EnqueueDataStatusChanged"),
    );
    expect(events.map((e: { payload: { status: string } }) => e.payload.status)).toEqual(moves);
    const { queueItemId, dataSourceId } = events[0].payload;
    const { data } = await world.crm.GET("/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}/status/{queueItemId}", {
      params: { path: { sourceId: dataSourceId, queueItemId } },
    });
    expect(data).toMatchObject({ status, wasFailure: true, errorMessage: expect.any(String) });
  });
});

describe("IntegrationDataChanged agrees with the processed result", () => {
  it(
    "names the queue item of the feature's input source, whose " +
      "processed result ProcessedDataResults reads under the same profile",
    async () => {
      const body = await trigger("DataService.IntegrationDataChanged");
      const event = payloadOf(body, "DataService.IntegrationDataChanged");
      const current = (await world.crm.GET("/api/v2/IntegrationProfiles/Current")).data?.id;
      expect(event).toMatchObject({ sourceId: world.shopSource, profileId: current });
      const { data } = await world.crm.GET("/api/v2/QueryingData/ProcessedDataResults/{resultId}", {
        params: { path: { resultId: event.resultId }, query: { modelId: MODEL } },
      });
      expect(data?.items).toEqual([
        expect.objectContaining({
          id: event.resultId,
          sourceId: world.shopSource,
          operationId: event.operationId,
          profileId: current,
        }),
      ]);
    },
  );
});

describe("the sandbox kept to its spec", () => {
  it("no answer broke the spec", () => {
    expect(world.sandbox.violations).toEqual([]);
  });
});
