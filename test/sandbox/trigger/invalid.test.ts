// Issue 34, `invalid`: a deliberately invalid event for a consumer's negative tests, marked as such
// in the deliveries, refused by a consumer that follows the webhook validation rules, never
// redelivered, and with no change to the tenant's state.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventCatalogue, validateEventHeaders, type MessageType } from "../../../src/events/index.js";
import { DEFAULT_TENANT_ID, startTriggerWorld, type TriggerWorld } from "../../support/trigger-world.js";
import type { Json } from "../../support/openapi.js";

let world: TriggerWorld;
beforeAll(async () => {
  world = await startTriggerWorld();
});
afterAll(async () => {
  await world?.close();
});

const ordersListed = async () =>
  (
    (await fetch(`${world.sandbox.services[0]!.url}/_sandbox/orders?tenantId=${DEFAULT_TENANT_ID}`).then((r) =>
      r.json(),
    )) as { totalCount: number }
  ).totalCount;

describe("each invalid rule is refused by a consumer that follows the webhook validation rules", () => {
  it.each([
    ["bad-signature", "bad_signature"],
    ["expired-token", "token_expired"],
    ["wrong-audience", "audience_mismatch"],
    ["schema-invalid-payload", "invalid_payload"],
    ["unknown-message-type", "unknown_message_type"],
  ])("%s: sent once, marked invalid, refused as %s, nothing changed", async (rule, reason) => {
    const orders = await ordersListed();
    world.consumer.rejections.length = 0;
    const { status, body } = await world.trigger({
      tenantId: DEFAULT_TENANT_ID,
      messageType: "PLATFORM.PlatformStore.OrderReleased",
      invalid: rule,
    });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({ invalid: rule, created: [], changed: [] });
    const [delivery] = body.events[0].deliveries;
    expect(delivery).toMatchObject({ channel: "webhook", invalid: rule });
    await world.sandbox.control.gateway.idle();
    expect(world.consumer.rejections.map((r) => r.reason)).toEqual([reason]);
    const record = await fetch(`${world.sandbox.services[0]!.url}/_sandbox/deliveries/${delivery.messageId}`).then(
      (r) => r.json() as Promise<Record<string, Json>>,
    );
    expect(record).toMatchObject({ invalid: rule, status: "Failed", attempts: 1 });
    expect(record.history[0].outcome).toBe(`refused, as an event invalid on purpose (${rule}) should be`);
    expect(await ordersListed()).toBe(orders);
  });
  it.each(Object.keys(eventCatalogue))(
    "%s: an expired token, with the message's own headers, refused as token_expired",
    async (messageType) => {
      world.consumer.rejections.length = 0;
      const { status, body } = await world.trigger({
        tenantId: DEFAULT_TENANT_ID,
        messageType,
        invalid: "expired-token",
      });
      expect(status, JSON.stringify(body)).toBe(201);
      await world.sandbox.control.gateway.idle();
      const deliveries = body.events.flatMap((e: { deliveries: unknown[] }) => e.deliveries);
      expect(deliveries.length).toBeGreaterThan(0);
      expect(world.consumer.rejections.map((r) => r.reason)).toEqual(deliveries.map(() => "token_expired"));
      for (const { messageId } of deliveries)
        expect(
          validateEventHeaders(messageType as MessageType, world.sandbox.control.gateway.delivery(messageId)!.headers),
        ).toEqual([]);
    },
  );
  it("refuses a target: an invalid event acts on nothing", async () => {
    const { status, body } = await world.trigger({
      tenantId: DEFAULT_TENANT_ID,
      messageType: "PLATFORM.PlatformStore.OrderReleased",
      invalid: "expired-token",
      on: "5b7e2c1a-9d4f-4e8a-b3c6-0f1e2d3c4b5a",
    });
    expect(status).toBe(400);
    expect(body.detail).toBe(
      "on: an invalid event changes no state, so it acts on nothing; set the payload's ids with set",
    );
  });
});

describe("the sandbox kept to its spec", () => {
  it("no answer broke the spec", () => {
    expect(world.sandbox.violations).toEqual([]);
  });
});
