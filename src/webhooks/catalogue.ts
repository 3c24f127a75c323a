import { WebhookConfigError } from "./errors.js";
import type { WebhookHandlers } from "./message-context.js";
import { WebhookRejection } from "./problem.js";
import type { WebhookRoute } from "./route.js";

/** What the webhook needs of one event catalogue entry (the generated entries have more). */
export interface WebhookCatalogueEntry {
  /** Routing key, the first route segment. */
  readonly messageType: string;
  /** The contract class the route must name; null where the reference does not show it. */
  readonly contractType: string | null;
  /** Title of the payload schema; its validator is `validators[payloadSchema]`. */
  readonly payloadSchema: string;
}

/** One failure reported by an ajv validator (a structural subset of ajv's ErrorObject). */
export interface PayloadValidationError {
  readonly instancePath: string;
  readonly keyword: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly message?: string;
}

/** An ajv (standalone) validate function. */
export interface PayloadValidator {
  (data: unknown): boolean;
  errors?: readonly PayloadValidationError[] | null;
}

/**
 * The events a webhook can receive and the validators of their payloads. `P` maps each message
 * type to its payload model, which types the handlers.
 */
export interface WebhookCatalogue<P> {
  /** One entry per message type, keyed by message type. */
  readonly events: { readonly [K in keyof P]: WebhookCatalogueEntry };
  /** Payload validators keyed by schema title. */
  readonly validators: Readonly<Record<string, PayloadValidator>>;
}

/** A message type this webhook handles, with everything needed to accept one of its messages. */
export interface BoundMessageType {
  readonly entry: WebhookCatalogueEntry;
  readonly validate: PayloadValidator;
  readonly handle: (payload: unknown, context: never) => unknown;
}

/**
 * Pairs every handler with its catalogue entry and validator once, at start-up, so that a typo in
 * a message type or a missing validator fails loudly instead of answering 404s in production.
 * Lookups go through a Map so that route segments like "constructor" never reach a prototype.
 */
export function bindHandlers<P>(
  catalogue: WebhookCatalogue<P>,
  handlers: WebhookHandlers<P>,
): ReadonlyMap<string, BoundMessageType> {
  const bound = new Map<string, BoundMessageType>();
  for (const [messageType, handle] of Object.entries(handlers)) {
    if (handle === undefined) continue;
    if (typeof handle !== "function") {
      throw new WebhookConfigError(`The handler for ${messageType} is not a function`);
    }
    if (!Object.hasOwn(catalogue.events, messageType)) {
      throw new WebhookConfigError(`${messageType} is not a message type of the event catalogue`);
    }
    const entry = (catalogue.events as Readonly<Record<string, WebhookCatalogueEntry>>)[messageType];
    if (entry === undefined || entry.messageType !== messageType) {
      throw new WebhookConfigError(`The catalogue entry of ${messageType} names another message type`);
    }
    const validate = Object.hasOwn(catalogue.validators, entry.payloadSchema)
      ? catalogue.validators[entry.payloadSchema]
      : undefined;
    if (typeof validate !== "function") {
      throw new WebhookConfigError(`No validator for ${entry.payloadSchema}, the payload schema of ${messageType}`);
    }
    bound.set(messageType, { entry, validate, handle: handle as BoundMessageType["handle"] });
  }
  if (bound.size === 0) {
    throw new WebhookConfigError("handlers must name at least one message type");
  }
  return bound;
}

/**
 * Finds the message type of a route. A null contractType in the catalogue (the reference does not
 * show it) accepts any route segment that passed the route's character rules.
 */
export function resolveMessageType(
  route: WebhookRoute,
  boundTypes: ReadonlyMap<string, BoundMessageType>,
): BoundMessageType {
  const bound = boundTypes.get(route.messageType);
  if (bound === undefined) {
    throw new WebhookRejection(404, "unknown_message_type", {
      detail:
        `This webhook has no handler for the message type ${JSON.stringify(route.messageType)}, so the gateway ` +
        "redelivers it. A handler of createWebhookHandler acknowledges it (an empty one, to leave it unread).",
    });
  }
  if (bound.entry.contractType !== null && bound.entry.contractType !== route.contractType) {
    throw new WebhookRejection(400, "contract_type_mismatch", {
      detail: `The contractType of this message type is ${bound.entry.contractType}.`,
    });
  }
  return bound;
}
