// Which of a tenant's data sources receive a data event, as the gateway decides it
// (data-events.ts): a `Webhook` consumer with an address and the message type's consumer flag on,
// or a native one (`None`) while the message broker channel is on and has the message type's
// exchange. A trigger refuses a message type nobody would receive, naming what turns a consumer on,
// before it changes anything.
import { eventCatalogue, type MessageType } from "../../../../src/events/index.js";
import { routeOf } from "../broker/native-message.js";
import { wants } from "../data-integration/model/data-events.js";
import { registrations, type DataSource } from "../data-integration/model/registrations.js";
import type { Tenant } from "../kernel/store.js";
import { TriggerRefusal } from "./trigger.js";

export function receives(source: DataSource, messageType: MessageType, brokerOn: boolean): boolean {
  // The broker carries only the message types whose exchange the reference shows (EnqueueDataStatusChanged has none):
  // a native source counted as a receiver of the others let a trigger change the state, then fail finding no event.
  if (source.consumerType === "None") return brokerOn && routeOf(messageType) !== undefined;
  return source.consumerType === "Webhook" && source.consumerWebhookUrl !== null && wants(source, messageType);
}

/** The tenant's sources that receive `messageType`, in registration order. */
export function receivers(tenant: Tenant, messageType: MessageType, brokerOn: boolean): DataSource[] {
  return [...registrations(tenant).sources.values()].filter((source) => receives(source, messageType, brokerOn));
}

/**
 * The refusal when no source receives the message type (`who`: one source that does not, or
 * `{ among }`: the group none of which does); it names the flag and the channels that turn a consumer on.
 */
export function nobodyReceives(
  tenant: Tenant,
  messageType: MessageType,
  who?: string | { among: string },
): TriggerRefusal {
  const flag = (eventCatalogue[messageType] as { consumerFlag: { settings: string; flag: string } | null })
    .consumerFlag;
  const how = flag === null ? "" : ` with ${flag.settings} flag ${flag.flag} on`;
  const nobody =
    typeof who === "string"
      ? `${who} does not receive ${messageType}`
      : `no data source${who === undefined ? "" : ` ${who.among}`} ` +
        `of tenant ${tenant.tenantId} receives ${messageType}`;
  return new TriggerRefusal(
    409,
    `${nobody}: register a consumer with channel Webhook and an address${how}, ` +
      `or a native one (consumer type None) with the sandbox's --amqp-url`,
  );
}

/** Whether the source and its agent may publish ("must both be enabled for data-integration processing to run"). */
export function mayPublish(tenant: Tenant, source: DataSource): boolean {
  return source.enabled && registrations(tenant).agents.get(source.agentId)?.enabled === true;
}
