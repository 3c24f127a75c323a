// Events: the kit registers its webhook receiver through the provider's own API (the data source's
// consumer and the vendor's order consumer), acts, and checks that each action caused its events
// with the ids of the action, redelivered after a refusal with the same messageId, and, over every
// delivery received, the route, the gateway token and the payload and headers the AsyncAPI spec gives.
import type { Flow } from "../flow.js";
import { stateText } from "../state-hook.js";
import { shown } from "../excerpt.js";
import { dataEventsFlow } from "./data-events.js";
import { EVENT_RULES as RULES } from "./event-rules.js";
import { everyDeliveryFlow } from "./every-delivery.js";
import { orderConsumer } from "./order-consumer.js";
import { payloadOf, waitForEvent } from "./received-deliveries.js";

const orderEventsFlow: Flow = {
  name: "order events",
  capability: "events",
  checks: [RULES["order-released"]],
  services: ["order-integration"],
  needs: "receiver",
  async run(session, v) {
    const orders = session.client("order-integration");
    await orderConsumer(session);
    const settings = await orders.PATCH("/api/v1/Integration/Settings", {
      body: { consumerChannel: "Webhook", webhookUrl: `${session.receiver!.url}/orders`, orderReleased: true },
    });
    if (!settings.response.ok)
      throw new Error(`registering the kit's receiver for orders answered ${session.evidence(settings).answer}`);
    try {
      const state = "an order released";
      const released = await session.state(state);
      const orderId = stateText(released, state, "orderId");
      const vendorCode = stateText(released, state, "vendorCode");
      const event = await waitForEvent(
        session,
        "orders",
        "PLATFORM.PlatformStore.OrderReleased",
        (p) => p.orderId === orderId,
      );
      const payload = event === undefined ? undefined : payloadOf(event);
      v.report(
        RULES["order-released"],
        {
          request: `provider state "${state}" (order ${orderId})`,
          answer: event === undefined ? "nothing" : event.body.toString("utf8"),
        },
        event === undefined
          ? `no OrderReleased for order ${orderId}`
          : payload?.vendorCode === vendorCode
            ? undefined
            : `vendorCode ${shown(payload?.vendorCode)}, not ${vendorCode}`,
      );
    } finally {
      await orders.PATCH("/api/v1/Integration/Settings", { body: { orderReleased: false, webhookUrl: "" } });
    }
  },
};

export const EVENT_FLOWS: readonly Flow[] = [dataEventsFlow, orderEventsFlow, everyDeliveryFlow];
