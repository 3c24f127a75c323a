import { refusedCheck, type CheckResult } from "./webhook-check.js";
import type { ChosenMessageType, DeliveryChanges, KitContext } from "./context.js";

/** Size of the oversized body: real events are a few hundred bytes, and the reference shows no limit. */
export const OVERSIZED_BODY_BYTES = 1024 * 1024;

/**
 * Near misses of the example, tried in turn: each top-level property removed, then set to null,
 * then no object at all. The first one the catalogue's own validator refuses is sent, so the
 * payload is invalid by the specification rather than by guess.
 */
function schemaInvalidPayload(type: ChosenMessageType): unknown {
  const example = type.payload;
  const candidates: unknown[] = [];
  if (typeof example === "object" && example !== null && !Array.isArray(example)) {
    const entries = Object.entries(example);
    for (const [name] of entries) candidates.push(Object.fromEntries(entries.filter(([other]) => other !== name)));
    for (const [name] of entries) candidates.push({ ...example, [name]: null });
  }
  candidates.push([], "not an object");
  return candidates.find((candidate) => !type.validate(candidate));
}

/** A payload for the report, cut short: the example's values are long UUIDs. */
function describePayload(payload: unknown): string {
  const text = JSON.stringify(payload) ?? "nothing";
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

interface RouteCase {
  readonly name: string;
  readonly description: string;
  /** The changes to send, or why the check cannot run. */
  readonly changes: DeliveryChanges | string;
}

function cases(context: KitContext): RouteCase[] {
  const [first] = context.messageTypes as [ChosenMessageType];
  const id = () => crypto.randomUUID();
  const typed = context.messageTypes.find((type) => type.contractType !== null);
  const invalid = schemaInvalidPayload(first);
  return [
    {
      name: "route/wrong-contract-type",
      description: "a contractType other than the message type's",
      changes:
        typed === undefined
          ? "no chosen message type has a contract type in the reference"
          : { messageType: typed, route: `/${typed.messageType}/NotTheContractType/${id()}` },
    },
    {
      name: "route/unknown-message-type",
      description: `a message type outside the catalogue, with the payload of ${first.messageType}`,
      changes: { route: `/PLATFORM.Conformance.NotAMessageType/NotAMessageType/${id()}` },
    },
    {
      name: "route/extra-segment",
      description: "a fourth route segment",
      changes: { route: `/${first.messageType}/${first.routeContractType}/${id()}/extra` },
    },
    {
      name: "route/dot-segments",
      description: "dot segments that normalise to a valid route",
      changes: { route: `/${first.messageType}/${first.routeContractType}/../${first.routeContractType}/${id()}` },
    },
    {
      name: "payload/schema-invalid",
      description: `a payload the ${first.messageType} schema refuses (${describePayload(invalid)})`,
      changes:
        invalid === undefined
          ? "no near miss of the example is refused by its schema"
          : { body: JSON.stringify(invalid) },
    },
    { name: "payload/not-json", description: "a body that is not JSON", changes: { body: '{"messageId": ' } },
    {
      name: "payload/oversized",
      description: `the example padded with whitespace to ${OVERSIZED_BODY_BYTES} bytes`,
      changes: { body: JSON.stringify(first.payload).padEnd(OVERSIZED_BODY_BYTES, " ") },
    },
    {
      name: "headers/no-tenant",
      description: "no X-Tenant-Id header",
      changes: { headers: { "X-Tenant-Id": undefined } },
    },
  ];
}

/** Validation rules 5 and 6: a wrong route, payload or tenant header must be refused. */
export async function runRouteAndPayloadChecks(
  context: KitContext,
  report: (result: CheckResult) => void,
): Promise<void> {
  for (const check of cases(context)) {
    if (typeof check.changes === "string") {
      report({
        name: check.name,
        family: "route-and-payload",
        status: "skip",
        sent: "nothing",
        received: check.changes,
        expected: "non-2xx",
      });
      continue;
    }
    const delivery = await context.delivery(check.changes);
    const answer = await context.send(delivery);
    report(refusedCheck("route-and-payload", check.name, `${delivery.summary} with ${check.description}`, [answer]));
  }
}
