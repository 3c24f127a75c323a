import { parameterDefaults } from "../../generated/facts.js";
import type { components } from "../../generated/types/data-integration.js";
import type { DataIntegrationClient } from "../clients/data-integration.js";
import { PublishingRequestError } from "./errors.js";

type QueueItemStatusRecord = components["schemas"]["QueueItemStatusRecord"];
type ProblemDetails = components["schemas"]["ProblemDetails"];

// "Maximum allowed value of limit: not shown", so pages are as large as the default one.
const PAGE = parameterDefaults.Limit;

/**
 * The newest queue item of `sourceId` published under `operationId`, from the V1 list of the
 * source (newest first), or undefined when the list holds none (yet).
 */
export async function findQueueItemByOperation(
  client: DataIntegrationClient,
  sourceId: string,
  operationId: string,
  signal?: AbortSignal,
): Promise<QueueItemStatusRecord | undefined> {
  for (let offset = 0; ; offset += PAGE) {
    const { data, error, response } = await client.GET("/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}", {
      params: { path: { sourceId }, query: { offset, limit: PAGE } },
      signal,
    });
    if (data === undefined)
      throw new PublishingRequestError(
        `list of the queue items of source ${sourceId}`,
        response.status,
        error as ProblemDetails | undefined,
      );
    const found = data.items.find((item) => item.operationId === operationId && item.queueItemId !== undefined);
    if (found !== undefined) return found;
    if (data.items.length < PAGE || offset + PAGE >= data.totalCount) return undefined;
  }
}
