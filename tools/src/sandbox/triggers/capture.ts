// Every event a trigger's transition causes, as it is handed to the gateway: the trigger runs the
// platform's own code with a gateway that records what it is given, so the answer lists each event
// in the order caused, with its deliveries on every channel.
import type { components } from "../../../../generated/types/sandbox-control.js";
import type { BrokerRecord } from "../broker/index.js";
import type { DeliveryRecord, EventGateway } from "../gateway/index.js";

type Schemas = components["schemas"];
export type TriggeredEvent = Schemas["SandboxTriggerResult"]["events"][number];
type TriggerDelivery = Schemas["SandboxTriggerDelivery"];

interface Caused {
  readonly messageType: string;
  readonly payload: unknown;
  readonly delivery: () => TriggerDelivery;
}

export interface CapturingGateway {
  readonly gateway: EventGateway;
  /** Every event caused so far, deliveries of one payload to several consumers grouped, in the order caused. */
  events(): TriggeredEvent[];
}

const webhookDelivery = (record: DeliveryRecord): TriggerDelivery => ({
  channel: "webhook",
  messageId: record.messageId,
  address: record.url,
  status: record.status,
  ...(record.invalid === undefined ? {} : { invalid: record.invalid }),
});
const brokerDelivery = (record: BrokerRecord): TriggerDelivery => ({
  channel: "broker",
  messageId: record.messageId,
  address: `${record.exchange}/${record.routingKey}`,
  status: record.status,
});

export function captureEvents(gateway: EventGateway): CapturingGateway {
  const caused: Caused[] = [];
  const capturing: EventGateway = {
    ...gateway,
    publish(message) {
      const record = gateway.publish(message);
      caused.push({
        messageType: record.messageType,
        payload: record.payload,
        delivery: () => webhookDelivery(record),
      });
      return record;
    },
    publishNative(message) {
      const record = gateway.publishNative(message);
      if (record !== undefined)
        caused.push({
          messageType: record.messageType,
          payload: message.payload,
          delivery: () => brokerDelivery(record),
        });
      return record;
    },
  };
  return {
    gateway: capturing,
    events() {
      const events: TriggeredEvent[] = [];
      const byKey = new Map<string, TriggeredEvent>();
      for (const { messageType, payload, delivery } of caused) {
        const key = `${messageType}\u0000${JSON.stringify(payload)}`;
        let event = byKey.get(key);
        if (event === undefined) {
          event = { messageType, payload: payload as Record<string, unknown>, deliveries: [] };
          byKey.set(key, event);
          events.push(event);
        }
        event.deliveries.push(delivery());
      }
      return events;
    },
  };
}
