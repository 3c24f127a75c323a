import { eventCatalogue, type EventPayloads } from "../../generated/events/catalogue.js";
import { validators } from "../../generated/validators/index.js";
import type { WebhookCatalogue } from "./catalogue.js";

/** Payload model per message type, generated from specs/asyncapi/platform-events.yaml. */
export type DefaultEventPayloads = EventPayloads;

/** The generated event catalogue with the generated payload validators. */
export const defaultCatalogue: WebhookCatalogue<DefaultEventPayloads> = { events: eventCatalogue, validators };
