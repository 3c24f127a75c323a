import type { components } from "../../../generated/types/sandbox-control.js";

/** Where a message stands: waiting or redelivering, acknowledged, given up after the last attempt, or dropped at its expiry (SandboxDelivery's status). */
export type DeliveryStatus = components["schemas"]["SandboxDelivery"]["status"];

/** One POST of a message and what the gateway did next. */
export interface DeliveryAttemptRecord {
  /** Sandbox time (epoch ms) the POST was sent. */
  readonly at: number;
  /** The consumer's answer status; absent when no answer came. */
  readonly statusCode?: number;
  /** The network error, when no answer came. */
  readonly error?: string;
  /** What followed: `acknowledged`, `redelivery in <n> ms`, `gave up after <n> attempts`, or `expired`. */
  readonly reason: string;
}

/** The record of one message: every attempt, kept up to date as delivery goes on. */
export interface DeliveryRecord {
  readonly messageId: string;
  readonly messageType: string;
  /** The contractType route segment. */
  readonly contractType: string;
  /** X-Tenant-Id of the message. */
  readonly tenantId: string;
  /** The address POSTed to: `{webhook_url}/{messageType}/{contractType}/{messageId}`. */
  readonly url: string;
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
