import {
  eventCatalogue,
  type EventHeaders,
  type EventPayloads,
  type MessageType,
} from "../../generated/events/catalogue.js";
import { validators, type SchemaName } from "../../generated/validators/index.js";
import { describeValidationErrors } from "../validators/format.js";

/** One platform event: its message type and the payload of that type. */
export type PlatformEvent = {
  [K in MessageType]: { readonly messageType: K; readonly payload: EventPayloads[K] };
}[MessageType];

/** One reason a payload is not valid: where (JSON pointer into the payload) and what. */
export interface EventProblem {
  readonly path: string;
  readonly message: string;
}

export type EventValidation<K extends MessageType> =
  | { readonly valid: true; readonly payload: EventPayloads[K] }
  | { readonly valid: false; readonly problems: readonly EventProblem[] };

/** A payload that does not match its message type's schema, or a message type the platform does not have. */
export class EventValidationError extends Error {
  override readonly name = "EventValidationError";
  constructor(
    readonly messageType: string,
    readonly problems: readonly EventProblem[],
  ) {
    super(`${messageType}: ${problems.map((p) => `${p.path || "/"} ${p.message}`).join("; ")}`);
  }
}

export function isMessageType(value: string): value is MessageType {
  return Object.hasOwn(eventCatalogue, value);
}

function check(schema: string, value: unknown): EventProblem[] {
  const validate = validators[schema as SchemaName];
  if (validate(value)) return [];
  return describeValidationErrors(validate.errors, { schema: schema as SchemaName, value }).map((p) => ({
    path: p.pointer,
    message: p.message,
  }));
}

/** Checks a payload against its message type's schema; values are never echoed in problems. */
export function validateEvent<K extends MessageType>(messageType: K, payload: unknown): EventValidation<K> {
  if (!isMessageType(messageType))
    return { valid: false, problems: [{ path: "", message: `unknown message type ${JSON.stringify(messageType)}` }] };
  const problems = check(eventCatalogue[messageType].payloadSchema, payload);
  return problems.length === 0 ? { valid: true, payload: payload as EventPayloads[K] } : { valid: false, problems };
}

/** The payload typed for its message type, or an EventValidationError that says what is wrong and where. */
export function parseEvent<K extends MessageType>(messageType: K, payload: unknown): EventPayloads[K] {
  const result = validateEvent(messageType, payload);
  if (!result.valid) throw new EventValidationError(messageType, result.problems);
  return result.payload;
}

/** Checks the documented headers of a message type (where the reference shows them). */
export function validateEventHeaders<K extends MessageType>(messageType: K, headers: unknown): readonly EventProblem[] {
  if (!isMessageType(messageType))
    return [{ path: "", message: `unknown message type ${JSON.stringify(messageType)}` }];
  const schema = eventCatalogue[messageType].headersSchema;
  return schema === null ? [] : check(schema, headers);
}

export type { EventHeaders };
