import type { PayloadValidationError, PayloadValidator } from "./catalogue.js";
import { WebhookRejection, type PayloadFieldError } from "./problem.js";

const MAX_REPORTED_ERRORS = 10;
const MAX_MESSAGE_LENGTH = 200;
// Property names come from the body; only short, plain ones are named in the answer.
const PLAIN_NAME = /^[A-Za-z0-9_$-]{1,64}$/;

function safePointer(pointer: string): string {
  const names = pointer.split("/").slice(1);
  if (names.length === 0) return "/";
  return names.map((name) => `/${PLAIN_NAME.test(name) ? name : "*"}`).join("");
}

function fieldError(error: PayloadValidationError): PayloadFieldError {
  const missing = error.keyword === "required" ? error.params["missingProperty"] : undefined;
  const pointer = typeof missing === "string" ? `${error.instancePath}/${missing}` : error.instancePath;
  // ajv builds its messages from the schema, never from the data it checked.
  const message = (error.message ?? `fails "${error.keyword}"`).slice(0, MAX_MESSAGE_LENGTH);
  return { field: safePointer(pointer), message: error.keyword === "required" ? "is required" : message };
}

/** Validation rule 6 for the body: the payload must match its schema; the answer names fields, never values. */
export function checkPayload(validate: PayloadValidator, payloadSchema: string, payload: unknown): void {
  if (validate(payload)) return;
  const errors = (validate.errors ?? []).slice(0, MAX_REPORTED_ERRORS).map(fieldError);
  const first = errors[0];
  throw new WebhookRejection(400, "invalid_payload", {
    detail:
      `The payload does not match ${payloadSchema}` +
      `${first === undefined ? "" : `: ${first.field} ${first.message}`}.`,
    errors,
  });
}
