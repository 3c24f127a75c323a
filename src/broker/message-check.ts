import { brokerRoutes, type BrokerMessageType } from "../../generated/events/broker.js";
import { validateEvent, validateEventHeaders, type EventProblem } from "../events/validate.js";
import type { BrokerDelivery } from "./channel.js";
import type { BrokerHandlers, BrokerInvalidInfo, BrokerInvalidReason } from "./consumer-types.js";

/** A delivery read and validated, or why it is rejected. */
export type Checked =
  | {
      readonly ok: true;
      readonly messageType: BrokerMessageType;
      readonly messageId: string;
      readonly tenantId: string;
      readonly payload: unknown;
      readonly headers: { readonly [name: string]: unknown };
    }
  | { readonly ok: false; readonly info: BrokerInvalidInfo };

const JSON_TYPE = /^application\/json\s*(;|$)/i;

export function isRouted(value: string): value is BrokerMessageType {
  return Object.hasOwn(brokerRoutes, value);
}

/** Validates one delivery: message type from the routing key, messageId, content type, JSON, payload and headers. */
export function checkDelivery(message: BrokerDelivery, handlers: BrokerHandlers): Checked {
  const routingKey = message.fields.routingKey;
  const { messageId, contentType } = message.properties;
  const id = typeof messageId === "string" && messageId !== "" ? messageId : undefined;
  const invalid = (reason: BrokerInvalidReason, detail: string, problems: readonly EventProblem[] = []): Checked => ({
    ok: false,
    info: { reason, detail, problems, routingKey, messageId: id },
  });
  if (!isRouted(routingKey))
    return invalid(
      "unknown-message-type",
      `routing key ${JSON.stringify(routingKey)} is no message type of the broker's routes`,
    );
  if (handlers[routingKey] === undefined) return invalid("no-handler", `no handler for ${routingKey}`);
  if (id === undefined)
    return invalid("missing-message-id", "properties.messageId is missing: duplicates could not be told apart");
  if (contentType !== undefined && !(typeof contentType === "string" && JSON_TYPE.test(contentType))) {
    return invalid(
      "content-type",
      `properties.contentType must be application/json, got ${JSON.stringify(contentType)}`,
    );
  }
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(message.content).toString("utf8"));
  } catch (error) {
    return invalid("malformed-json", `the body is not JSON: ${(error as Error).message}`);
  }
  const validation = validateEvent(routingKey, payload);
  if (!validation.valid)
    return invalid(
      "invalid-payload",
      `${routingKey} payload: ${validation.problems.map((p) => `${p.path || "$"} ${p.message}`).join("; ")}`,
      validation.problems,
    );
  const headers = message.properties.headers ?? {};
  const problems = validateEventHeaders(routingKey, headers);
  if (problems.length > 0)
    return invalid(
      "invalid-headers",
      `${routingKey} headers: ${problems.map((p) => `${p.path || "$"} ${p.message}`).join("; ")}`,
      problems,
    );
  const tenant = headers["X-Tenant-Id"];
  return {
    ok: true,
    messageType: routingKey,
    messageId: id,
    tenantId: typeof tenant === "string" ? tenant : "",
    payload,
    headers,
  };
}
