import { setTimeout as delay } from "node:timers/promises";
import { QueueItemStatusTerminal } from "../../generated/enums.js";
import type { components } from "../../generated/types/data-integration.js";
import { PublishingRequestError } from "./errors.js";
import { findQueueItemByOperation } from "./queue-item-by-operation.js";
import type { DataIntegrationClient } from "../clients/data-integration.js";
import type { QueueItemStatusRecord } from "./publish-records.js";

type QueueItemStatus = components["schemas"]["QueueItemStatus"];
type TerminalStatus = (typeof QueueItemStatusTerminal)[number];
type ProblemDetails = components["schemas"]["ProblemDetails"];

/** The queue item: by its id (V1 start's answer), or by the operation it was published under (V2). */
export type WaitForQueueItemOptions = WaitSettings &
  ({ queueItemId: string; operationId?: never } | { operationId: string; queueItemId?: never });

interface WaitSettings {
  sourceId: string;
  /** First wait between polls. Default 500 ms. */
  initialDelayMs?: number;
  /** Longest wait between polls; the wait doubles up to it. Default 10 000 ms. */
  maxDelayMs?: number;
  /** Most polls before giving up with an error. Default 120. */
  maxPolls?: number;
  /** Aborts the wait, also between polls. */
  signal?: AbortSignal;
  /** Waits between polls; tests pass one that resolves at once. Default a timer. */
  sleep?: (milliseconds: number, signal?: AbortSignal) => Promise<void>;
}

export interface QueueItemOutcome {
  /** A terminal state: `Success`, `Failed` or `Canceled`. */
  readonly status: TerminalStatus;
  /** "`errorMessage` is available for `Failed` and `Canceled`." */
  readonly errorMessage: string | undefined;
  readonly record: QueueItemStatusRecord;
  readonly polls: number;
}

function isTerminal(status: QueueItemStatus | undefined): status is TerminalStatus {
  return (QueueItemStatusTerminal as readonly (QueueItemStatus | undefined)[]).includes(status);
}

/**
 * Polls the queue item's status with backoff until it reaches a terminal state (from the spec's
 * x-terminal-states). Given an `operationId`, each poll finds the newest queue item of the source
 * published under it in the source's V1 list (V2 has no status operation) until one is listed.
 */
export async function waitForQueueItem(
  client: DataIntegrationClient,
  options: WaitForQueueItemOptions,
): Promise<QueueItemOutcome> {
  const { sourceId, signal } = options;
  let queueItemId = options.queueItemId;
  const sleep = options.sleep ?? ((ms: number, s?: AbortSignal) => delay(ms, undefined, { signal: s }));
  const maxDelay = options.maxDelayMs ?? 10_000;
  const maxPolls = options.maxPolls ?? 120;
  let wait = options.initialDelayMs ?? 500;
  for (let poll = 1; poll <= maxPolls; poll++) {
    signal?.throwIfAborted();
    queueItemId ??= (await findQueueItemByOperation(client, sourceId, options.operationId!, signal))?.queueItemId;
    if (queueItemId === undefined) {
      if (poll < maxPolls) await sleep(wait, signal);
      wait = Math.min(wait * 2, maxDelay);
      continue;
    }
    const { data, error, response } = await client.GET(
      "/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}/status/{queueItemId}",
      {
        params: { path: { sourceId, queueItemId } },
        signal,
      },
    );
    if (data === undefined)
      throw new PublishingRequestError("status", response.status, error as ProblemDetails | undefined, queueItemId);
    if (isTerminal(data.status)) {
      const failed = data.status !== "Success";
      return {
        status: data.status,
        errorMessage: failed ? (data.errorMessage ?? undefined) : undefined,
        record: data,
        polls: poll,
      };
    }
    if (poll < maxPolls) {
      await sleep(wait, signal);
      wait = Math.min(wait * 2, maxDelay);
    }
  }
  if (queueItemId === undefined)
    throw new Error(
      `no queue item of source ${sourceId} published under ` +
        `operation ${options.operationId} was listed within ${maxPolls} polls`,
    );
  throw new Error(
    `queue item ${queueItemId} did not reach ${QueueItemStatusTerminal.join(", ")} within ${maxPolls} polls`,
  );
}
