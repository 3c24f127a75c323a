// Publishing through the input queue: V1 by source (start, append, status, cancel, list) and V2 by
// query (start, append by operationId). "Use start and append to build larger units."
import { UuidFormat } from "../../../../../generated/facts.js";
import type { operations } from "../../../../../generated/types/data-integration.js";
import { problem } from "../../kernel/answer.js";
import type { HandlerRequest, TenantHandlerMap } from "../../kernel/handler-map.js";
import { newestFirst, page } from "../../kernel/paging.js";
import type { Tenant } from "../../kernel/store.js";
import {
  queueItems,
  QueueItems,
  queueItemsOfOperation,
  queueItemsOfSource,
  statusRecord,
  type QueueItemObserver,
} from "../model/queue-items.js";
import { callerOf } from "./caller.js";
import { appendToQueueItem, startQueueItem } from "./enqueueing.js";

const badRequest = (detail: string) => problem(400, "Bad Request", detail);

export function createPublishingHandlers(observer: QueueItemObserver): TenantHandlerMap<operations> {
  const queue = (request: HandlerRequest<unknown, Tenant>) =>
    new QueueItems(callerOf(request).tenant, request.clock, observer);
  const itemOf = (request: HandlerRequest<unknown, Tenant>, sourceId: string, queueItemId: string) => {
    const item = queueItems(callerOf(request).tenant).get(queueItemId);
    return item?.sourceId === sourceId ? item : undefined;
  };
  return {
    getEnqueuedDataBySourceId(request) {
      const { sourceId, offset, limit } = request.parameters;
      const items = queueItemsOfSource(callerOf(request).tenant, sourceId);
      return { status: 200, body: page(newestFirst(items, (item) => item.createdOn).map(statusRecord), offset, limit) };
    },
    startEnqueueDataBySourceId(request) {
      const item = startQueueItem(
        request,
        observer,
        request.parameters.sourceId,
        request.body,
        request.parameters.operationId,
      );
      if (typeof item === "string") return badRequest(item);
      return { status: item.status === "Success" || item.status === "Failed" ? 201 : 202, body: statusRecord(item) };
    },
    appendEnqueueDataBySourceId(request) {
      const { sourceId, queueItemId } = request.parameters;
      const item = itemOf(request, sourceId, queueItemId);
      if (item === undefined) return problem(404, "Not Found", `no queue item ${queueItemId} of source ${sourceId}`);
      const appended = appendToQueueItem(request, observer, item, request.body);
      if (typeof appended === "string") return badRequest(appended);
      const { completedOn, createdOn, operationId, status } = statusRecord(appended);
      return { status: 200, body: { sourceId, queueItemId, operationId, createdOn, completedOn, status } };
    },
    getEnqueueDataStatusBySourceId(request) {
      const { sourceId, queueItemId } = request.parameters;
      const item = itemOf(request, sourceId, queueItemId);
      return item === undefined
        ? problem(404, "Not Found", `no queue item ${queueItemId} of source ${sourceId}`)
        : { status: 200, body: statusRecord(item) };
    },
    cancelEnqueueDataBySourceId(request) {
      const { sourceId, queueItemId } = request.parameters;
      const item = itemOf(request, sourceId, queueItemId);
      if (item === undefined) return problem(404, "Not Found", `no queue item ${queueItemId} of source ${sourceId}`);
      return queue(request).cancel(item)
        ? { status: 204 }
        : badRequest(
            `queue item ${queueItemId} is ${item.status}: only an item that is not yet running can be canceled`,
          );
    },
    startEnqueueData(request) {
      const { operationId } = request.parameters;
      // V2 types the query operationId as any string; the queue item, its events and the operating log carry it as a
      // uuid.
      if (operationId !== undefined && !UuidFormat.test(operationId))
        return badRequest(
          `query operationId ${JSON.stringify(operationId)} must be a uuid: the ` +
            `queue item's events and operating log items carry it as one`,
        );
      const item = startQueueItem(request, observer, request.parameters.SourceId, request.body, operationId);
      if (typeof item === "string") return badRequest(item);
      return { status: item.status === "Success" || item.status === "Failed" ? 201 : 202 };
    },
    appendEnqueueData(request) {
      const { SourceId, operationId } = request.parameters;
      const candidates = queueItemsOfOperation(callerOf(request).tenant, SourceId, operationId);
      const item = candidates.find((c) => c.status === "Pending") ?? candidates.at(-1);
      if (item === undefined)
        return badRequest(
          `query operationId ${operationId}: no queue item of source ${SourceId} was started with this operation`,
        );
      const appended = appendToQueueItem(request, observer, item, request.body);
      return typeof appended === "string" ? badRequest(appended) : { status: 200 };
    },
  };
}
