export {
  eventCatalogue,
  type EventCatalogueEntry,
  type EventHeaders,
  type EventPayloads,
  type MessageType,
} from "../../generated/events/catalogue.js";
export type * from "../../generated/events/models/index.js";
export {
  EventValidationError,
  isMessageType,
  parseEvent,
  validateEvent,
  validateEventHeaders,
  type EventProblem,
  type EventValidation,
  type PlatformEvent,
} from "./validate.js";
