// Publishing through the input queue: V1 by source (start, append, status, cancel, list) and V2 by
// query (start, append by operationId). "Use start and append to build larger units."
import { QueueItemStatusRecordFacts, UuidFormat } from "../../../../../generated/facts.js";
import type { components, operations } from "../../../../../generated/types/data-integration.js";
import { problem } from "../../kernel/answer.js";
import type { HandlerRequest, TenantHandlerMap } from "../../kernel/handler-map.js";
import type { Tenant } from "../../kernel/store.js";
import { registrations, type DataSource } from "../model/registrations.js";
import { callerOf, sourceById } from "./caller.js";
import { newestFirst, page } from "../../kernel/paging.js";
import {
  queueItems,
  QueueItems,
  queueItemsOfOperation,
  queueItemsOfSource,
  statusRecord,
  type QueueItem,
  type QueueItemObserver,
} from "../model/queue-items.js";
import type { PublishedItem } from "../model/transformation.js";
import { fieldNameRefusal } from "../model/record-view.js";

type MappingDirective = components["schemas"]["MappingDirective"];

const badRequest = (detail: string) => problem(400, "Bad Request", detail);

/** The publishing source, refused (naming it) when unknown or when rule 3 stops its processing. */
function publisherOf(request: HandlerRequest<unknown, Tenant>, sourceId: string): DataSource | string {
  const { tenant } = callerOf(request);
  const source = sourceById(tenant, sourceId);
  if (source === undefined) return `sourceId ${sourceId}: no data source with this id in tenant ${tenant.tenantId}`;
  const agent = registrations(tenant).agents.get(source.agentId);
  if (!source.enabled || agent?.enabled !== true) {
    return (
      `sourceId ${sourceId}: "The data agent and the data source must ` +
      `both be enabled for data-integration processing to run"`
    );
  }
  return source;
}

function tooMany(has: number, adds: number): string | undefined {
  const { maxItems } = QueueItemStatusRecordFacts;
  if (has + adds <= maxItems) return undefined;
  return (
    `body $.items: a queue item holds at most ${maxItems} items; this request would make ` +
    `it ${has + adds} (${has} held, ${adds} sent); publish the rest as another queue item`
  );
}

/** The first field of an upsert named like a record's system property, refused naming its JSON path. */
function reservedField(items: readonly PublishedItem[]): string | undefined {
  for (const [i, item] of items.entries()) {
    if (item.isDeleted === true) continue;
    for (const key of Object.keys(item.data ?? {})) {
      const refusal = fieldNameRefusal(`body $.items[${i}].data[${JSON.stringify(key)}]`, key);
      if (refusal !== undefined) return refusal;
    }
    for (const [j, { key }] of (item.fields ?? []).entries()) {
      const refusal = fieldNameRefusal(`body $.items[${i}].fields[${j}].key`, key);
      if (refusal !== undefined) return refusal;
    }
  }
  return undefined;
}

function notPending(item: QueueItem): string | undefined {
  return item.status === "Pending"
    ? undefined
    : `queue item ${item.queueItemId} is ${item.status}: "Appending ` +
        `records is accepted only while the item is \`Pending\`"`;
}

export function createPublishingHandlers(observer: QueueItemObserver): TenantHandlerMap<operations> {
  const queue = (request: HandlerRequest<unknown, Tenant>) =>
    new QueueItems(callerOf(request).tenant, request.clock, observer);
  const itemOf = (request: HandlerRequest<unknown, Tenant>, sourceId: string, queueItemId: string) => {
    const item = queueItems(callerOf(request).tenant).get(queueItemId);
    return item?.sourceId === sourceId ? item : undefined;
  };
  const start = (
    request: HandlerRequest<unknown, Tenant>,
    sourceId: string,
    body: { items?: PublishedItem[]; incompleteData?: boolean; mappingDirectives?: MappingDirective[] },
    operationId: string | undefined,
  ) => {
    const source = publisherOf(request, sourceId);
    if (typeof source === "string") return source;
    const items = body.items ?? [];
    const refusal = tooMany(0, items.length) ?? reservedField(items);
    if (refusal !== undefined) return refusal;
    return queue(request).start(source, {
      items,
      directives: body.mappingDirectives ?? [],
      incompleteData: body.incompleteData ?? false,
      operationId,
    });
  };
  const append = (
    request: HandlerRequest<unknown, Tenant>,
    item: QueueItem,
    body: { items?: PublishedItem[]; incompleteData?: boolean },
  ) => {
    const source = publisherOf(request, item.sourceId);
    if (typeof source === "string") return source;
    const items = body.items ?? [];
    const refusal = notPending(item) ?? tooMany(item.items.length, items.length) ?? reservedField(items);
    if (refusal !== undefined) return refusal;
    queue(request).append(source, item, items, body.incompleteData ?? false);
    return item;
  };

  return {
    getEnqueuedDataBySourceId(request) {
      const { sourceId, offset, limit } = request.parameters;
      const items = queueItemsOfSource(callerOf(request).tenant, sourceId);
      return { status: 200, body: page(newestFirst(items, (item) => item.createdOn).map(statusRecord), offset, limit) };
    },
    startEnqueueDataBySourceId(request) {
      const item = start(request, request.parameters.sourceId, request.body, request.parameters.operationId);
      if (typeof item === "string") return badRequest(item);
      return { status: item.status === "Success" || item.status === "Failed" ? 201 : 202, body: statusRecord(item) };
    },
    appendEnqueueDataBySourceId(request) {
      const { sourceId, queueItemId } = request.parameters;
      const item = itemOf(request, sourceId, queueItemId);
      if (item === undefined) return problem(404, "Not Found", `no queue item ${queueItemId} of source ${sourceId}`);
      const appended = append(request, item, request.body);
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
      const item = start(request, request.parameters.SourceId, request.body, operationId);
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
      const appended = append(request, item, request.body);
      return typeof appended === "string" ? badRequest(appended) : { status: 200 };
    },
  };
}
