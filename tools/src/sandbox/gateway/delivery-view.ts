import type { components } from "../../../../generated/types/sandbox-control.js";
import type { DeliveryAttemptRecord, DeliveryRecord } from "./delivery-record.js";

type Schemas = components["schemas"];

const instant = (epochMs: number) => new Date(epochMs).toISOString();

function attemptView(attempt: DeliveryAttemptRecord, index: number): Schemas["SandboxDeliveryAttempt"] {
  return {
    attempt: index + 1,
    at: instant(attempt.at),
    durationMs: attempt.durationMs,
    statusCode: attempt.statusCode ?? null,
    errorCode: attempt.errorCode ?? null,
    error: attempt.error ?? null,
    answer: attempt.answer ?? null,
    outcome: attempt.reason,
  };
}

/** A delivery record as the control API shows it (`SandboxDelivery`): times as ISO instants, every attempt numbered. */
export function deliveryView(record: DeliveryRecord): Schemas["SandboxDelivery"] {
  return {
    messageId: record.messageId,
    messageType: record.messageType,
    contractType: record.contractType,
    tenantId: record.tenantId,
    url: record.url,
    status: record.status,
    attempts: record.attempts.length,
    lastStatusCode: record.lastStatusCode,
    publishedAt: instant(record.publishedAt),
    nextAttemptAt: record.nextAttemptAt === undefined ? null : instant(record.nextAttemptAt),
    expiresAt: record.expiresAt === undefined ? null : instant(record.expiresAt),
    headers: { ...record.headers },
    payload: record.payload,
    history: record.attempts.map(attemptView),
    ...(record.invalid === undefined ? {} : { invalid: record.invalid }),
  };
}
