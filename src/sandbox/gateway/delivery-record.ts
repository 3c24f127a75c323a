import type { components } from "../../../generated/types/sandbox-control.js";

/** Where a message stands: waiting or redelivering, acknowledged, given up after the last attempt, or dropped at its expiry. */
export type DeliveryStatus = components["schemas"]["SandboxDeliveryStatus"];

/** What the receiver answered to one POST: status, content type, the first 512 bytes of the body, a problem's title. */
export type DeliveryAnswer = components["schemas"]["SandboxDeliveryAnswer"];

/** One POST of a message and what the gateway did next. */
export interface DeliveryAttemptRecord {
  /** Sandbox time (epoch ms) the POST was sent. */
  readonly at: number;
  /** Real milliseconds from sending the POST to the end of its answer, or to the error. */
  readonly durationMs: number;
  /** The consumer's answer status; absent when no answer came. */
  readonly statusCode?: number;
  /** Why no answer came: `ECONNREFUSED` and the other system error codes, `TIMEOUT`, `SIGNING_FAILED` or `NETWORK`. */
  readonly errorCode?: string;
  /** The network error's message, when no answer came. */
  readonly error?: string;
  /** The consumer's answer, when one came. */
  readonly answer?: DeliveryAnswer;
  /** What followed: `acknowledged`, `redelivery in <n> ms`, `gave up after <n> attempts`, or `expired`. */
  readonly reason: string;
}

/** The record of one message: what is sent and every attempt, kept up to date as delivery goes on. */
export interface DeliveryRecord {
  readonly messageId: string;
  readonly messageType: string;
  /** The contractType route segment. */
  readonly contractType: string;
  /** X-Tenant-Id of the message. */
  readonly tenantId: string;
  /** The address POSTed to: `{webhook_url}/{messageType}/{contractType}/{messageId}`. */
  readonly url: string;
  /** Sandbox time (epoch ms) the message was published. */
  readonly publishedAt: number;
  /** The headers of every POST, Authorization aside (each POST carries a freshly signed token). */
  readonly headers: Readonly<Record<string, string>>;
  /** The JSON payload of every POST. */
  readonly payload: unknown;
  readonly status: DeliveryStatus;
  readonly attempts: readonly DeliveryAttemptRecord[];
  /** Status of the last answer; null before the first answer and after a network error. */
  readonly lastStatusCode: number | null;
  /** Sandbox time (epoch ms) of the next POST while a redelivery or a rate limit slot is awaited. */
  readonly nextAttemptAt?: number;
  /** Sandbox time (epoch ms) after which the message is dropped as Expired. */
  readonly expiresAt?: number;
}

/** The gateway's own, writable view of a record. */
export type MutableDeliveryRecord = {
  -readonly [K in keyof DeliveryRecord]: K extends "attempts" ? DeliveryAttemptRecord[] : DeliveryRecord[K];
};
