// `POST /_sandbox/triggers` without HTTP: checks the request, runs the message type's trigger as
// many times as asked, each run's events recorded as the gateway is handed them, and answers what
// was created or changed and every event caused. Transport-free, so the control API and an
// in-process sandbox call the same function.
import type { components } from "../../../../generated/types/sandbox-control.js";
import { eventCatalogue, isMessageType, type MessageType } from "../../../../src/events/index.js";
import type { PlatformContext } from "../platform/platform-context.js";
import { captureEvents, type TriggeredEvent } from "./capture.js";
import { checkInvalidRequest, sendInvalid } from "./invalid.js";
import { checkOverrides, type Overrides } from "./overrides.js";
import { TRIGGERS } from "./table.js";
import { TriggerRefusal, type TriggerSubject } from "./trigger.js";

type Schemas = components["schemas"];
export type TriggerRequest = Schemas["SandboxTrigger"];
export type TriggerResult = Schemas["SandboxTriggerResult"];

/** What a trigger needs of the sandbox: its services' context and whether the broker channel is on. */
export interface TriggerContext extends PlatformContext {
  readonly brokerOn: boolean;
}

function messageTypeOf(value: string): MessageType {
  if (!isMessageType(value))
    throw new TriggerRefusal(
      400,
      `messageType ${JSON.stringify(value)} is no message type of the ` +
        `AsyncAPI spec; accepted: ${Object.keys(eventCatalogue).join(", ")}`,
    );
  return value;
}

/**
 * At least one event of the type asked for carries what was set and lacks what was unset: else the trigger broke its
 * promise (a sandbox bug).
 */
function checkAsked(messageType: MessageType, events: readonly TriggeredEvent[], overrides: Overrides): void {
  const asked = events.filter((event) => event.messageType === messageType);
  const agrees = (payload: Record<string, unknown>) =>
    Object.entries(overrides.set).every(([field, value]) => JSON.stringify(payload[field]) === JSON.stringify(value)) &&
    [...overrides.unset].every((field) => !Object.hasOwn(payload, field));
  if (!asked.some((event) => agrees(event.payload))) {
    throw new Error(
      `the trigger of ${messageType} caused no such event agreeing with its ` +
        `overrides (caused: ${events.map((e) => e.messageType).join(", ") || "none"})`,
    );
  }
}

/**
 * Runs the trigger of `request.messageType` on the tenant's state.
 * @throws TriggerRefusal naming what is wrong (400 request, 404 target, 409 state); nothing changed unless a later run
 * of `count` was refused, which the detail says
 */
export function runTrigger(context: TriggerContext, request: TriggerRequest): TriggerResult {
  const { tenantId } = request;
  if (context.identity.tenants.get(tenantId) === undefined)
    throw new TriggerRefusal(400, `tenantId: no tenant ${tenantId} in the sandbox`);
  const messageType = messageTypeOf(request.messageType);
  const trigger = TRIGGERS[messageType];
  if (request.on !== undefined && trigger.on === null)
    throw new TriggerRefusal(400, `on: ${messageType} acts on nothing that exists`);
  const overrides = checkOverrides(messageType, trigger, request.set ?? {}, request.unset ?? []);
  if (request.invalid !== undefined) checkInvalidRequest(request.on);
  const tenant = context.tenants.of(tenantId);
  const created: TriggerSubject[] = [];
  const changed: TriggerSubject[] = [];
  const events: TriggeredEvent[] = [];
  const count = request.count ?? 1;
  for (let n = 1; n <= count; n++) {
    const capture = captureEvents(context.gateway);
    if (request.invalid !== undefined) {
      sendInvalid(capture, tenant, messageType, overrides, request.invalid);
      events.push(...capture.events());
      continue;
    }
    try {
      trigger.run({
        context: { ...context, gateway: capture.gateway },
        tenant,
        messageType,
        on: request.on,
        set: overrides.set,
        unset: overrides.unset,
        brokerOn: context.brokerOn,
        created: (subject) => created.push(subject),
        changed: (subject) => changed.push(subject),
      });
    } catch (error) {
      if (!(error instanceof TriggerRefusal) || n === 1) throw error;
      throw new TriggerRefusal(
        error.status,
        `run ${n} of ${count}: ${error.message}; runs 1 to ${n - 1} ` +
          `were made (their events are in GET /_sandbox/deliveries)`,
      );
    }
    const caused = capture.events();
    checkAsked(messageType, caused, overrides);
    events.push(...caused);
  }
  return { tenantId, messageType, invalid: request.invalid ?? null, created, changed, events };
}
