// Publishing V2: start and append by query (`SourceId`, `operationId`), the API the reference
// recommends over the obsolete V1. "Responses and the v2 status and cancel operations: not shown",
// so the queue item is followed and canceled through the V1 operations of the same source, found
// by the operationId the V2 calls carry.
import { randomUUID } from "node:crypto";
import type { components } from "../../generated/types/data-integration.js";
import { validators } from "../../generated/validators/index.js";
import type { DataIntegrationClient } from "../clients/data-integration.js";
import { PublishingIncompleteError, PublishingRequestError } from "./errors.js";
import { chunkSizeOf, checkItems } from "./items.js";
import { findQueueItemByOperation } from "./queue-item-by-operation.js";

export type PublishingItemV2 = components["schemas"]["PublishingItemV2"];
export type MappingDirective = components["schemas"]["MappingDirective"];
type ProblemDetails = components["schemas"]["ProblemDetails"];

export interface PublishRecordsV2Options {
  /** The data source that publishes (query `SourceId`). */
  sourceId: string;
  /** The records, in order; V2 items need `entityId` and `recordId` to build the ExternalId. */
  items: readonly PublishingItemV2[];
  /**
   * Mapping directives of the whole request: which data models the items go to. Without them (and
   * without directives on the items), the source's input transformations must map each item's
   * `entityMappingId` (or `entityId`), or the queue item fails and no record is changed.
   */
  mappingDirectives?: readonly MappingDirective[];
  /** The operation the queue item is published under and followed by. Default a new uuid. */
  operationId?: string;
  /** Query `clientId` of both calls, when the agent publishes for another client. */
  clientId?: string;
  /** Records per request, 1 to 500. Default 500. */
  chunkSize?: number;
  /** Aborts between and during requests. */
  signal?: AbortSignal;
}

export interface PublishV2Result {
  readonly sourceId: string;
  /** Follow the queue item with `waitForQueueItem(client, { sourceId, operationId })`. */
  readonly operationId: string;
  /** True when start answered 201: the queue item was processed before the answer. */
  readonly synchronous: boolean;
  /** Requests sent: one start and the appends. */
  readonly requests: number;
  readonly records: number;
}

/**
 * Publishes `items` as one queue item through V2: start with the first chunk and the mapping
 * directives, append the rest under the same operationId, each request saying `incompleteData:
 * true` while more follow. Items are validated first, so nothing is sent when one is invalid.
 * POSTs are never retried. When an append fails or the caller aborts, the queue item is canceled
 * (through V1) and PublishingIncompleteError says how many records were confirmed.
 */
export async function publishRecordsV2(
  client: DataIntegrationClient,
  options: PublishRecordsV2Options,
): Promise<PublishV2Result> {
  const { sourceId, items, signal } = options;
  const size = chunkSizeOf(options.chunkSize);
  if (items.length === 0) throw new RangeError("publishRecordsV2 needs at least one item");
  checkItems(items, validators.PublishingItemV2, "PublishingItemV2");
  const operationId = options.operationId ?? randomUUID();
  const query = {
    SourceId: sourceId,
    operationId,
    ...(options.clientId === undefined ? {} : { clientId: options.clientId }),
  };
  const directives =
    options.mappingDirectives === undefined ? {} : { mappingDirectives: [...options.mappingDirectives] };

  const chunks = Math.ceil(items.length / size);
  const start = await client.POST("/api/v2/SourcingData/EnqueueData/start", {
    params: { query },
    body: { ...directives, items: items.slice(0, size), incompleteData: chunks > 1 },
    signal,
  });
  if (!start.response.ok) {
    throw new PublishingRequestError(
      `start (items 0-${Math.min(size, items.length) - 1})`,
      start.response.status,
      start.error as ProblemDetails | undefined,
    );
  }
  for (let chunk = 1; chunk < chunks; chunk++) {
    const from = chunk * size;
    const to = Math.min(from + size, items.length);
    try {
      const append = await client.POST("/api/v2/SourcingData/EnqueueData/append", {
        params: { query },
        body: { ...directives, items: items.slice(from, to), incompleteData: chunk < chunks - 1 },
        signal,
      });
      if (!append.response.ok) {
        throw new PublishingRequestError(
          `append of chunk ${chunk + 1}/${chunks} (items ${from}-${to - 1})`,
          append.response.status,
          append.error as ProblemDetails | undefined,
        );
      }
    } catch (error) {
      const found = await findQueueItemByOperation(client, sourceId, operationId).catch(() => undefined);
      const canceled = found === undefined ? false : await cancel(client, sourceId, found.queueItemId!);
      throw new PublishingIncompleteError(
        found?.queueItemId ?? `(operation ${operationId})`,
        from,
        items.length,
        canceled,
        error,
      );
    }
  }
  return { sourceId, operationId, synchronous: start.response.status === 201, requests: chunks, records: items.length };
}

async function cancel(client: DataIntegrationClient, sourceId: string, queueItemId: string): Promise<boolean> {
  try {
    const { response } = await client.DELETE(
      "/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}/cancel/{queueItemId}",
      { params: { path: { sourceId, queueItemId } } },
    );
    return response.ok;
  } catch {
    return false;
  }
}
