// A deliberately invalid event for a consumer's negative tests: the message's documented example
// payload with the overrides set, broken as the rule says, to every webhook consumer of the tenant
// that receives the message type. It changes no state: a consumer must refuse it, never act on it,
// so there is nothing for the state to agree with. The message broker has no token and is not sent
// to.
import type { components } from "../../../../generated/types/sandbox-control.js";
import { eventCatalogue, validateEvent, type MessageType } from "../../../../src/events/index.js";
import { consumerRateLimit } from "../data-integration/model/registrations.js";
import type { PublishedMessage } from "../gateway/index.js";
import { orderReleasedConsumer } from "../order-integration/model/settings.js";
import type { Tenant } from "../kernel/store.js";
import type { CapturingGateway } from "./capture.js";
import type { Overrides } from "./overrides.js";
import { nobodyReceives, receivers } from "./receivers.js";
import { TriggerRefusal } from "./trigger.js";

type InvalidRule = components["schemas"]["SandboxInvalidRule"];

/** A message type the platform does not have, for `unknown-message-type`. */
export const UNKNOWN_MESSAGE_TYPE = "PLATFORM.Sandbox.UnknownMessageType";

/**
 * The message type's own headers (those its documented example carries, X-Tenant-Id aside, which
 * the gateway sets), each taken from the payload field of its name: X-DataModelId from
 * dataModelId, X-DataSourceId from dataSourceId or else sourceId, X-VendorCode from vendorCode.
 */
function headersOf(messageType: MessageType, payload: Record<string, unknown>): Record<string, string> {
  const names = Object.keys((eventCatalogue[messageType].example?.headers ?? {}) as Record<string, unknown>).filter(
    (name) => name !== "X-Tenant-Id",
  );
  const field = (name: string) => Object.keys(payload).find((key) => key.toLowerCase() === name.toLowerCase());
  return Object.fromEntries(
    names.map((name) => {
      const key = field(name.slice(2)) ?? field(name.slice(2).replace(/^Data/, ""));
      return [name, String(key === undefined ? "" : payload[key])];
    }),
  );
}

/** The webhook consumers of the tenant that receive the message type. */
function webhookConsumers(
  tenant: Tenant,
  messageType: MessageType,
): Pick<PublishedMessage, "webhookUrl" | "rateLimit">[] {
  if (messageType === "PLATFORM.PlatformStore.OrderReleased") {
    const consumer = orderReleasedConsumer(tenant);
    return consumer === undefined ? [] : [consumer];
  }
  return receivers(tenant, messageType, false).map((source) => {
    const rateLimit = consumerRateLimit(source);
    return { webhookUrl: source.consumerWebhookUrl!, ...(rateLimit === undefined ? {} : { rateLimit }) };
  });
}

/**
 * The payload of the invalid event: the example with the overrides; for `schema-invalid-payload`, without the first
 * field the schema requires.
 */
function invalidPayload(messageType: MessageType, overrides: Overrides, rule: InvalidRule): Record<string, unknown> {
  const payload: Record<string, unknown> = {
    ...(eventCatalogue[messageType].example?.payload as Record<string, unknown>),
    ...overrides.set,
  };
  for (const field of overrides.unset) delete payload[field];
  if (rule !== "schema-invalid-payload") return payload;
  const check = validateEvent(messageType, {});
  const required = check.valid ? undefined : /must have property "([^"]+)"/.exec(check.problems[0]!.message)?.[1];
  if (required === undefined)
    throw new Error(`${messageType}: its schema requires no field, so no payload breaks it by a missing one`);
  delete payload[required];
  return payload;
}

/** Publishes the invalid event to each consumer; refused when the tenant has none. */
export function sendInvalid(
  capture: CapturingGateway,
  tenant: Tenant,
  messageType: MessageType,
  overrides: Overrides,
  rule: InvalidRule,
): void {
  const payload = invalidPayload(messageType, overrides, rule);
  const consumers = webhookConsumers(tenant, messageType);
  if (consumers.length === 0) throw nobodyReceives(tenant, messageType, { among: "with a webhook" });
  const sentAs = rule === "unknown-message-type" ? UNKNOWN_MESSAGE_TYPE : messageType;
  const headers = headersOf(messageType, payload);
  for (const consumer of consumers)
    capture.gateway.publish({
      tenantId: tenant.tenantId,
      messageType: sentAs,
      payload,
      headers,
      invalid: rule,
      ...consumer,
    });
}

/** An invalid trigger acts on nothing: it changes no state. */
export function checkInvalidRequest(on: string | undefined): void {
  if (on !== undefined)
    throw new TriggerRefusal(
      400,
      "on: an invalid event changes no state, so it acts on nothing; set the payload's ids with set",
    );
}
