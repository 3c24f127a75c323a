// Issue 34: every message type of the AsyncAPI spec triggered on both channels, a webhook consumer
// and a native data source on a real RabbitMQ, each event checked with validateEvent and its
// headers with validateEventHeaders. A message type the broker has no route for (its exchange is
// "not shown") reaches the webhook only; one added to the spec without a trigger fails here too.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { brokerRoutes } from "../../src/broker/index.js";
import { eventCatalogue, validateEvent, validateEventHeaders, type MessageType } from "../../src/events/index.js";
import { dataClient } from "../support/data-sandbox.js";
import { DEFAULT_TENANT_ID, startTriggerWorld, type TriggerWorld } from "../support/trigger-world.js";
import { eventually } from "../support/processes.js";
import { scaled } from "../support/time.js";
import { tapExchanges, type ExchangeTap } from "./support.js";

const { url } = inject("rabbitmq");

let world: TriggerWorld;
let tap: ExchangeTap;
let nativeSource: string;

beforeAll(async () => {
  world = await startTriggerWorld({ amqpUrl: url });
  tap = await tapExchanges(url);
  // A native application: consumer type None, in profile mode, so every data event the tenant causes reaches it on the
  // broker.
  const native = dataClient(world.sandbox, "erp");
  nativeSource = (
    await native.POST("/api/v2/IntegrationAgents/Settings", { body: { sourceDefinition: { consumerType: "None" } } })
  ).data!.source!.sourceId!;
  await native.PATCH("/api/v1/DataSources/{id}/IntegrationSettings", {
    params: { path: { id: nativeSource } },
    body: { useIntegrationProfile: true },
  });
});
afterAll(async () => {
  await world?.close();
  await tap?.close();
});

const MESSAGE_TYPES = Object.keys(eventCatalogue) as MessageType[];
// The profile change goes to the sources its profiles name: the trigger names the native one.
const TARGETS: Partial<Record<MessageType, () => string>> = {
  "PLATFORM.DataService.IntegrationProfileChangeStarted": () => nativeSource,
  "PLATFORM.DataService.IntegrationProfileChangeCompleted": () => nativeSource,
};

describe(
  "every message type triggered reaches the webhook consumer " +
    "and, where the broker routes it, the native data source",
  () => {
    it.each(MESSAGE_TYPES)("%s", async (messageType) => {
      const on = TARGETS[messageType]?.();
      const { status, body } = await world.trigger({
        tenantId: DEFAULT_TENANT_ID,
        messageType,
        ...(on === undefined ? {} : { on }),
      });
      expect(status, JSON.stringify(body)).toBe(201);
      const asked: { payload: Record<string, unknown>; deliveries: { channel: string; messageId: string }[] }[] =
        body.events.filter((e: { messageType: string }) => e.messageType === messageType);
      const deliveries = asked.flatMap((event) =>
        event.deliveries.map((delivery) => ({ ...delivery, payload: event.payload })),
      );
      const webhook = deliveries.filter((d) => d.channel === "webhook");
      const broker = deliveries.filter((d) => d.channel === "broker");
      expect(webhook.length).toBeGreaterThan(0);
      await world.sandbox.control.gateway.idle();
      for (const delivery of webhook) {
        const record = world.sandbox.control.gateway.delivery(delivery.messageId)!;
        expect(record.status).toBe("Delivered");
        expect(validateEvent(messageType, record.payload).valid).toBe(true);
        expect(validateEventHeaders(messageType, record.headers)).toEqual([]);
      }
      if (!Object.hasOwn(brokerRoutes, messageType)) {
        expect(broker).toEqual([]);
        return;
      }
      expect(broker.length).toBeGreaterThan(0);
      // Earlier triggers' messages of the same type are on the tap too: wait for these by messageId.
      const ids = new Set(broker.map((d) => d.messageId));
      await eventually(
        `${broker.length} ${messageType} on its exchange`,
        () => tap.messages.filter((m) => ids.has(m.properties.messageId)).length === ids.size,
        scaled(15_000),
      );
      for (const delivery of broker) {
        const message = tap.messages.find((m) => m.properties.messageId === delivery.messageId);
        expect(message, `broker message ${delivery.messageId}`).toBeDefined();
        const payload = JSON.parse(message!.content.toString("utf8"));
        expect(payload).toEqual(delivery.payload);
        expect(validateEvent(messageType, payload).valid).toBe(true);
        expect(validateEventHeaders(messageType, message!.properties.headers)).toEqual([]);
        expect(message!.properties.headers).toMatchObject({ "X-Tenant-Id": DEFAULT_TENANT_ID });
      }
    });
    it("the broker routes all but the two whose exchange is not shown", () => {
      expect(MESSAGE_TYPES.filter((t) => !Object.hasOwn(brokerRoutes, t)).sort()).toEqual([
        "PLATFORM.DataService.EnqueueDataStatusChanged",
        "PLATFORM.PlatformStore.OrderReleased",
      ]);
    });
  },
);
