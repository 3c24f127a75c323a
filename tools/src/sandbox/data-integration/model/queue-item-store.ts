// The queue items of a tenant as they are saved (a processed change as the key of the record it wrote, published items
// batch by batch while the item is unfinished) and found (by id, by source, by source and operation).
import { QueueItemStatusTerminal } from "../../../../../generated/facts.js";
import type { components } from "../../../../../generated/types/data-integration.js";
import { declareTable, StoreFormatError, type Table, type Tenant } from "../../kernel/store.js";
import { recordKeyOf, storedRecord, type ChangeType, type StoredRecord } from "./query-store.js";
import type { PublishedItem } from "./transformation.js";

type Schemas = components["schemas"];
export type QueueItemStatus = Schemas["QueueItemStatus"];
export type MappingDirective = Schemas["MappingDirective"];

/** One change a processed queue item made: a ProcessedDataResults item. */
export interface ProcessedChange {
  readonly id: string;
  readonly changeType: ChangeType;
  readonly record: StoredRecord;
}

export interface QueueItem {
  readonly queueItemId: string;
  readonly sourceId: string;
  readonly operationId: string;
  readonly createdOn: string;
  completedOn: string | null;
  finishedOn: string | null;
  status: QueueItemStatus;
  errorMessage: string | null;
  /** The published items while it is not finished (they are processed, then dropped: nothing reads them again). */
  readonly items: PublishedItem[];
  /** How many items it was published with, kept once its items are dropped. */
  itemCount: number;
  /** How many batches (start and appends) brought the items: each batch is saved once, as it came. */
  batches: number;
  readonly directives: MappingDirective[];
  readonly changes: ProcessedChange[];
}

export function isTerminal(status: QueueItemStatus): boolean {
  return (QueueItemStatusTerminal as readonly QueueItemStatus[]).includes(status);
}

type SavedQueueItem = Omit<QueueItem, "changes" | "items"> & {
  changes: { id: string; changeType: ChangeType; record: string }[];
};

/**
 * The published items of unfinished queue items, one entry per batch (`<queueItemId>/<n>`), so an
 * append saves what it brought rather than the whole item again. A finished item's batches are
 * dropped: they are never read again.
 */
export const PUBLISHED_BATCHES = declareTable<readonly PublishedItem[]>("data-integration.published-batches", {
  save: (items) => items,
  load(json, _tenant, key) {
    if (!Array.isArray(json)) throw new StoreFormatError(`$.${key}`, "must be an array of published items");
    return json as PublishedItem[];
  },
});

export const batchKey = (queueItemId: string, n: number) => `${queueItemId}/${n}`;

/** The queue items of a tenant by queueItemId; a processed change is saved as the key of the record it wrote. */
export const QUEUE_ITEMS = declareTable<QueueItem>("data-integration.queue-items", {
  save: ({ items: _published, ...item }): SavedQueueItem => ({
    ...item,
    changes: item.changes.map(({ id, changeType, record }) => ({ id, changeType, record: recordKeyOf(record) })),
  }),
  load(json, tenant, key) {
    const saved = json as SavedQueueItem;
    if (!Array.isArray(saved?.changes) || !Number.isInteger(saved.batches) || !Number.isInteger(saved.itemCount))
      throw new StoreFormatError(`$.${key}`, "must be a queue item with batches, itemCount and changes");
    const changes = saved.changes.map(({ id, changeType, record }, i) => {
      const found = storedRecord(tenant, record);
      if (found === undefined)
        throw new StoreFormatError(
          `$.${key}.changes[${i}].record`,
          `no record ${JSON.stringify(record)} in data-integration.query-store`,
        );
      return { id, changeType, record: found };
    });
    const items: PublishedItem[] = [];
    if (!isTerminal(saved.status)) {
      const batches = tenant.get(PUBLISHED_BATCHES);
      for (let n = 0; n < saved.batches; n++) {
        const batch = batches.get(batchKey(saved.queueItemId, n));
        if (batch === undefined)
          throw new StoreFormatError(
            `$.${key}.batches`,
            `no batch ${batchKey(saved.queueItemId, n)} in data-integration.published-batches`,
          );
        items.push(...batch);
      }
    }
    return { ...saved, items, changes };
  },
});

/** Every queue item of a tenant, oldest first. */
export function queueItems(tenant: Tenant): Table<QueueItem> {
  return tenant.get(QUEUE_ITEMS);
}

/** A tenant's queue items by source and by source and operation, each oldest first. */
interface QueueItemIndex {
  readonly bySource: Map<string, QueueItem[]>;
  readonly byOperation: Map<string, QueueItem[]>;
}

// Derived from the table (queue items are only ever added), so built once per table: after a start, an import or a
// restore, on first use.
const queueIndexes = new WeakMap<Table<QueueItem>, QueueItemIndex>();

const operationKey = (sourceId: string, operationId: string) => `${sourceId}\u0000${operationId}`;

function indexQueueItem(index: QueueItemIndex, item: QueueItem): void {
  const add = (map: Map<string, QueueItem[]>, key: string) => {
    const items = map.get(key);
    if (items === undefined) map.set(key, [item]);
    else items.push(item);
  };
  add(index.bySource, item.sourceId);
  add(index.byOperation, operationKey(item.sourceId, item.operationId));
}

function queueIndex(tenant: Tenant): QueueItemIndex {
  const table = queueItems(tenant);
  let index = queueIndexes.get(table);
  if (index === undefined) {
    index = { bySource: new Map(), byOperation: new Map() };
    for (const item of table.values()) indexQueueItem(index, item);
    queueIndexes.set(table, index);
  }
  return index;
}

/** Adds a new queue item to the tenant's table and to its indexes. */
export function addQueueItem(tenant: Tenant, item: QueueItem): void {
  // The index is built (from the items before this one) before the item joins the table, then given it.
  const index = queueIndex(tenant);
  queueItems(tenant).set(item.queueItemId, item);
  indexQueueItem(index, item);
}

/** A processed queue item of the tenant by its id ("resultId: processed queue item identifier"). */
export function processedResult(tenant: Tenant, resultId: string): QueueItem | undefined {
  const item = queueItems(tenant).get(resultId);
  return item?.status === "Success" ? item : undefined;
}

/** The queue items of a source, oldest first. */
export function queueItemsOfSource(tenant: Tenant, sourceId: string): readonly QueueItem[] {
  return queueIndex(tenant).bySource.get(sourceId) ?? [];
}

/** The queue items a source started under an operation, oldest first. */
export function queueItemsOfOperation(tenant: Tenant, sourceId: string, operationId: string): readonly QueueItem[] {
  return queueIndex(tenant).byOperation.get(operationKey(sourceId, operationId)) ?? [];
}

/** The status record of a queue item, as status, list and start answer it. */
export function statusRecord(item: QueueItem): Schemas["QueueItemStatusRecord"] {
  return {
    sourceId: item.sourceId,
    queueItemId: item.queueItemId,
    operationId: item.operationId,
    createdOn: item.createdOn,
    completedOn: item.completedOn,
    finishedOn: item.finishedOn,
    status: item.status,
    wasSuccess: item.status === "Success",
    wasFailure: item.status === "Failed" || item.status === "Canceled",
    errorMessage: item.errorMessage,
  };
}
