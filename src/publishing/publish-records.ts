// Publishing V1 by source (obsolete; publishRecordsV2 is the V2 API's): "Use start and append to build larger units",
// "about 500 records per request is recommended". Every item is validated before anything is sent, so a queue item is
// never left half-built by a bad record.
import type { components } from "../../generated/types/data-integration.js";
import { validators } from "../../generated/validators/index.js";
import type { DataIntegrationClient } from "../clients/data-integration.js";
import { PublishingIncompleteError, PublishingRequestError } from "./errors.js";
import { checkItems, chunkSizeOf, MAX_RECORDS_PER_REQUEST } from "./items.js";

export type PublishingItem = components["schemas"]["PublishingItemV1"];
export type QueueItemStatusRecord = components["schemas"]["QueueItemStatusRecord"];
type ProblemDetails = components["schemas"]["ProblemDetails"];

export { MAX_RECORDS_PER_REQUEST };

export interface PublishRecordsOptions {
  /** The data source that publishes (path parameter `sourceId`). */
  sourceId: string;
  /** The records, in order; each needs `entityId` and `recordId` (V1). */
  items: readonly PublishingItem[];
  /** Virtual operation to publish under (query `operationId` of start); the service makes one when absent. */
  operationId?: string;
  /** Records per request, 1 to 500. Default 500. */
  chunkSize?: number;
  /** Aborts between and during requests. */
  signal?: AbortSignal;
}

export interface PublishResult {
  readonly sourceId: string;
  readonly queueItemId: string;
  readonly operationId: string;
  /** True when start answered 201: the queue item was processed synchronously. */
  readonly synchronous: boolean;
  /** The status record of the last answer (start, or the last append). */
  readonly lastStatus: Partial<QueueItemStatusRecord>;
  /** Requests sent: one start and the appends. */
  readonly requests: number;
  readonly records: number;
}

/** Every invalid item (the first few reported in full), without sending anything. */
export function validatePublishingItems(items: readonly PublishingItem[]): void {
  checkItems(items, validators.PublishingItemV1, "PublishingItemV1");
}

/**
 * Publishes `items` as one queue item: start with the first chunk, append with the rest, each request
 * saying `incompleteData: true` while more follow so that the item stays `Pending`. POSTs are never
 * retried, so no record is sent twice. When an append fails or the caller aborts, the queue item is
 * canceled and PublishingIncompleteError says how many records were sent and whether the cancel worked.
 */
export async function publishRecords(
  client: DataIntegrationClient,
  options: PublishRecordsOptions,
): Promise<PublishResult> {
  const { sourceId, items, signal } = options;
  const size = chunkSizeOf(options.chunkSize);
  if (items.length === 0) throw new RangeError("publishRecords needs at least one item");
  validatePublishingItems(items);

  const chunks = Math.ceil(items.length / size);
  const start = await client.POST("/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}/start", {
    params: { path: { sourceId }, query: options.operationId ? { operationId: options.operationId } : {} },
    body: { items: items.slice(0, size), incompleteData: chunks > 1 },
    signal,
  });
  if (start.data === undefined) {
    throw new PublishingRequestError(
      `start (items 0-${Math.min(size, items.length) - 1})`,
      start.response.status,
      start.error as ProblemDetails | undefined,
    );
  }
  const { queueItemId, operationId } = start.data;
  if (queueItemId === undefined || operationId === undefined) {
    throw new PublishingRequestError(
      "start answered without queueItemId and operationId; the queue item cannot be appended to or followed",
      start.response.status,
      undefined,
    );
  }
  let lastStatus: Partial<QueueItemStatusRecord> = start.data;
  for (let chunk = 1; chunk < chunks; chunk++) {
    const from = chunk * size;
    const to = Math.min(from + size, items.length);
    try {
      const append = await client.POST("/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}/append/{queueItemId}", {
        params: { path: { sourceId, queueItemId } },
        body: { items: items.slice(from, to), incompleteData: chunk < chunks - 1 },
        signal,
      });
      if (append.data === undefined) {
        throw new PublishingRequestError(
          `append of chunk ${chunk + 1}/${chunks} (items ${from}-${to - 1})`,
          append.response.status,
          append.error as ProblemDetails | undefined,
          queueItemId,
        );
      }
      lastStatus = append.data;
    } catch (error) {
      throw new PublishingIncompleteError(
        queueItemId,
        from,
        items.length,
        await cancelQueueItem(client, sourceId, queueItemId),
        error,
      );
    }
  }
  return {
    sourceId,
    queueItemId,
    operationId,
    synchronous: start.response.status === 201,
    lastStatus,
    requests: chunks,
    records: items.length,
  };
}

/**
 * A queue item left half-built would wait in `Pending` for appends that never come; "A queue item is
 * one unit of work", so it is canceled rather than completed with part of the records.
 */
async function cancelQueueItem(client: DataIntegrationClient, sourceId: string, queueItemId: string): Promise<boolean> {
  try {
    const { response } = await client.DELETE(
      "/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}/cancel/{queueItemId}",
      {
        params: { path: { sourceId, queueItemId } },
      },
    );
    return response.ok;
  } catch {
    return false;
  }
}
