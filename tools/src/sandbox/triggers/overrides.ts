// `set` and `unset`: payload fields by JSON path, checked before anything changes. A path names a
// field of the message's payload (`$.productId` or `productId`); the payload the overrides make
// from the message's documented example must validate against the message's schema, and a field
// the trigger cannot honour is refused saying why.
import { eventCatalogue, validateEvent, type MessageType } from "../../../../src/events/index.js";
import { TriggerRefusal, type Trigger } from "./trigger.js";

export interface Overrides {
  readonly set: Readonly<Record<string, unknown>>;
  readonly unset: ReadonlySet<string>;
}

/** The field a path names: `$.name`, `/name` or `name`; a nested path is refused (the payloads are flat). */
function fieldOf(path: string, trigger: Trigger, messageType: MessageType, verb: "set" | "unset"): string {
  const field = path.replace(/^\$\./, "").replace(/^\//, "");
  const fields = Object.keys(trigger.fields);
  if (!fields.includes(field)) {
    throw new TriggerRefusal(
      400,
      `${verb} ${path}: no field ` +
        `of ${eventCatalogue[messageType].payloadSchema} (its ` +
        `fields: ${fields.map((f) => `$.${f}`).join(", ")})`,
    );
  }
  const rule = trigger.fields[field]!;
  if ("refused" in rule) throw new TriggerRefusal(400, `${verb} $.${field}: ${rule.refused}`);
  return field;
}

/**
 * The field each path names, each field named once: two spellings of one field (`/productId` and `$.productId`), each
 * with its value, left the value sent to the order of the request's keys.
 */
function namedOnce(
  paths: readonly string[],
  trigger: Trigger,
  messageType: MessageType,
  verb: "set" | "unset",
): Map<string, string> {
  const named = new Map<string, string>();
  for (const path of paths) {
    const field = fieldOf(path, trigger, messageType, verb);
    const first = named.get(field);
    if (first !== undefined)
      throw new TriggerRefusal(
        400,
        `${verb} ${JSON.stringify(first)} and ${JSON.stringify(path)} both name $.${field}; name a field once`,
      );
    named.set(field, path);
  }
  return named;
}

/** Checks the overrides against the trigger and the message's schema; the refusal names the path and the rule. */
export function checkOverrides(
  messageType: MessageType,
  trigger: Trigger,
  set: Readonly<Record<string, unknown>>,
  unset: readonly string[],
): Overrides {
  const fields: Record<string, unknown> = {};
  for (const [field, path] of namedOnce(Object.keys(set), trigger, messageType, "set")) fields[field] = set[path];
  const unsetFields = new Set(namedOnce(unset, trigger, messageType, "unset").keys());
  for (const field of unsetFields)
    if (Object.hasOwn(fields, field)) throw new TriggerRefusal(400, `unset $.${field}: it is also set`);
  const example = (eventCatalogue[messageType].example?.payload ?? {}) as Record<string, unknown>;
  const draft: Record<string, unknown> = { ...example, ...fields };
  for (const field of unsetFields) delete draft[field];
  const result = validateEvent(messageType, draft);
  if (!result.valid) {
    const { path: pointer, message } = result.problems[0]!;
    // A missing required field is reported at its parent: the path names the field itself.
    const missing = /must have property "([^"]+)"/.exec(message)?.[1];
    const path = `$${pointer.replaceAll("/", ".")}${missing === undefined ? "" : `.${missing}`}`;
    const verb = unsetFields.has(path.slice(2)) ? "unset" : "set";
    throw new TriggerRefusal(400, `${verb} ${path}: ${message} (schema ${eventCatalogue[messageType].payloadSchema})`);
  }
  return { set: fields, unset: unsetFields };
}
