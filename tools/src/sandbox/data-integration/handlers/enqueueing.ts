// Starting and appending to a queue item under the input queue's rules: the publishing source known and enabled (rule
// 3), at most QueueItemStatusRecord's maxItems items, no field named like a record's system property, and appending
// only while the item is `Pending`.
import { QueueItemStatusRecordFacts } from "../../../../../generated/facts.js";
import type { components } from "../../../../../generated/types/data-integration.js";
import type { HandlerRequest } from "../../kernel/handler-map.js";
import type { Tenant } from "../../kernel/store.js";
import { QueueItems, type QueueItem, type QueueItemObserver } from "../model/queue-items.js";
import { fieldNameRefusal } from "../model/record-view.js";
import { registrations, type DataSource } from "../model/registrations.js";
import type { PublishedItem } from "../model/transformation.js";
import { callerOf, sourceById } from "./caller.js";

type MappingDirective = components["schemas"]["MappingDirective"];

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

/**
 * Starts a queue item of `sourceId` with the body's items, or answers why not (the source, the item count, a reserved
 * field name).
 */
export function startQueueItem(
  request: HandlerRequest<unknown, Tenant>,
  observer: QueueItemObserver,
  sourceId: string,
  body: { items?: PublishedItem[]; incompleteData?: boolean; mappingDirectives?: MappingDirective[] },
  operationId: string | undefined,
) {
  const source = publisherOf(request, sourceId);
  if (typeof source === "string") return source;
  const items = body.items ?? [];
  const refusal = tooMany(0, items.length) ?? reservedField(items);
  if (refusal !== undefined) return refusal;
  return new QueueItems(callerOf(request).tenant, request.clock, observer).start(source, {
    items,
    directives: body.mappingDirectives ?? [],
    incompleteData: body.incompleteData ?? false,
    operationId,
  });
}

/** Appends the body's items to a `Pending` queue item, or answers why not. */
export function appendToQueueItem(
  request: HandlerRequest<unknown, Tenant>,
  observer: QueueItemObserver,
  item: QueueItem,
  body: { items?: PublishedItem[]; incompleteData?: boolean },
) {
  const source = publisherOf(request, item.sourceId);
  if (typeof source === "string") return source;
  const items = body.items ?? [];
  const refusal = notPending(item) ?? tooMany(item.items.length, items.length) ?? reservedField(items);
  if (refusal !== undefined) return refusal;
  new QueueItems(callerOf(request).tenant, request.clock, observer).append(
    source,
    item,
    items,
    body.incompleteData ?? false,
  );
  return item;
}
