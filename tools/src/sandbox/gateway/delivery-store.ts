// The gateway's deliveries as stores of the sandbox: each message once (gateway.messages, saved when
// it is published), where each delivery stands (gateway.deliveries, saved as it changes, so an
// attempt adds its own record and not the message again), and how many finished deliveries each
// tenant's history dropped (gateway.evicted).
import { SandboxDeliveryStatusValues } from "../../../../generated/facts.js";
import { declareDocument, declareTable, StoreFormatError, type SandboxScope } from "../kernel/store.js";
import { resumedPhase } from "./delivery-lifecycle.js";
import { Delivery, type DeliveryAttemptRecord, type DeliveryStatus, type StoredMessage } from "./delivery-record.js";

/** A message in its saved form: what is POSTed (saved once, when it is published). */
export type SavedMessage = StoredMessage;

/** Where a delivery stands, in its saved form (saved again as it changes). */
export interface SavedDeliveryState {
  readonly status: DeliveryStatus;
  readonly attempts: readonly DeliveryAttemptRecord[];
  readonly lastStatusCode: number | null;
  readonly nextAttemptAt?: number;
  /**
   * Attempts made before the last redelivery asked for through the control API; they do not count against
   * `maxAttempts`.
   */
  readonly roundStart: number;
}

const STATUSES = new Set<unknown>(SandboxDeliveryStatusValues);

/** A consumer's address as deliveries group by it. */
export const consumerUrlOf = (webhookUrl: string) => webhookUrl.replace(/(?<!\/)\/+$/, "");

export const GATEWAY_MESSAGES = declareTable<StoredMessage, SandboxScope>("gateway.messages", {
  scope: "sandbox",
  save: (message) => message,
  load(json, _scope, key) {
    const message = json as StoredMessage | null;
    if (
      typeof message !== "object" ||
      message === null ||
      typeof message.body !== "string" ||
      typeof message.webhookUrl !== "string" ||
      typeof message.publishedAt !== "number"
    ) {
      throw new StoreFormatError(`$.${key}`, "must be a message with webhookUrl, body and publishedAt");
    }
    return message;
  },
  ownerOf: (message) => message.tenantId,
});

export const GATEWAY_DELIVERIES = declareTable<Delivery, SandboxScope>("gateway.deliveries", {
  scope: "sandbox",
  save(delivery): SavedDeliveryState {
    const { status, attempts, lastStatusCode, nextAttemptAt, roundStart } = delivery;
    return {
      status,
      attempts: [...attempts],
      lastStatusCode,
      ...(nextAttemptAt === undefined ? {} : { nextAttemptAt }),
      roundStart,
    };
  },
  load(json, scope, key) {
    const state = json as SavedDeliveryState | null;
    if (typeof state !== "object" || state === null || !STATUSES.has(state.status) || !Array.isArray(state.attempts)) {
      throw new StoreFormatError(`$.${key}`, "must be a delivery state with status and attempts");
    }
    const message = scope.get(GATEWAY_MESSAGES).get(key);
    if (message === undefined) {
      scope.log(
        `sandbox: the saved delivery ${key} has no message in the state ` +
          `folder (its message could not be saved): it is dropped`,
      );
      return undefined;
    }
    const delivery = new Delivery(message, consumerUrlOf(message.webhookUrl));
    // Where it resumes (queued, or waiting for its redelivery) is decided against the clock when the gateway resumes.
    delivery.phase = resumedPhase(state.status, undefined, 0);
    delivery.attempts = [...state.attempts];
    delivery.lastStatusCode = state.lastStatusCode;
    delivery.nextAttemptAt = state.nextAttemptAt;
    delivery.roundStart = Number.isInteger(state.roundStart) ? state.roundStart : 0;
    return delivery;
  },
  ownerOf: (delivery) => delivery.message.tenantId,
});

/** Finished deliveries each tenant's history dropped, by tenant: saved as an object of counts. */
export const GATEWAY_EVICTED = declareDocument<Map<string, number>, SandboxScope>("gateway.evicted", {
  scope: "sandbox",
  create: () => new Map(),
  save: (counts) => Object.fromEntries(counts),
  load: (json) =>
    new Map(
      Object.entries((json ?? {}) as Record<string, unknown>).filter(
        (entry): entry is [string, number] => Number.isSafeInteger(entry[1]) && (entry[1] as number) > 0,
      ),
    ),
});

/** What the gateway holds, in load order: messages before the deliveries that name them. */
export const GATEWAY_STORES = [GATEWAY_MESSAGES, GATEWAY_DELIVERIES, GATEWAY_EVICTED] as const;
