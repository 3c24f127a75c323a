// The input queue item: its states come from the spec (QueueItemStatus, x-terminal-states); the
// moves between them are "not shown", so the sandbox makes the plainest ones the reference's facts
// allow: start leaves the item `Pending` while more data is announced, else `Completed`; processing
// runs `Running` -> `Success` or `Failed`; a not-yet-running item can be `Canceled`.
import { QueueItemStatusRecordFacts, QueueItemStatusTerminal } from "../../../../../generated/facts.js";
import type { components } from "../../../../../generated/types/data-integration.js";
import type { SandboxClock } from "../../kernel/clock.js";
import { declareTable, StoreFormatError, type Table, type Tenant } from "../../kernel/store.js";
import { registrations, type DataSource } from "./registrations.js";
import { lookupRuleBroken } from "./lookup-rules.js";
import {
  applyChange,
  queryStore,
  recordKeyOf,
  storedRecord,
  type ChangeType,
  type RecordChange,
  type StoredRecord,
} from "./query-store.js";
import { transformItem, type PublishedItem } from "./transformation.js";
import { newId } from "../../kernel/ids.js";

type Schemas = components["schemas"];
export type QueueItemStatus = Schemas["QueueItemStatus"];
type MappingDirective = Schemas["MappingDirective"];

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

/** What else happens when a queue item moves or changes records (operating log, data events). */
export interface QueueItemObserver {
  statusChanged(tenant: Tenant, item: QueueItem): void;
  recordsChanged(tenant: Tenant, item: QueueItem): void;
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

const batchKey = (queueItemId: string, n: number) => `${queueItemId}/${n}`;

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

export class QueueItems {
  constructor(
    private readonly tenant: Tenant,
    private readonly clock: SandboxClock,
    private readonly observer: QueueItemObserver,
  ) {}

  private now(): string {
    return new Date(this.clock.now()).toISOString();
  }

  private move(item: QueueItem, status: QueueItemStatus, errorMessage?: string): void {
    item.status = status;
    if (status === "Completed") item.completedOn = this.now();
    if (isTerminal(status)) item.finishedOn = this.now();
    if (errorMessage !== undefined) item.errorMessage = errorMessage;
    queueItems(this.tenant).touch(item.queueItemId);
    if (isTerminal(status)) {
      for (let n = 0; n < item.batches; n++) this.tenant.get(PUBLISHED_BATCHES).delete(batchKey(item.queueItemId, n));
      item.items.length = 0;
    }
    this.observer.statusChanged(this.tenant, item);
  }

  /** A new queue item of `source` holding `items`; `Pending` while `incompleteData`, else completed and processed. */
  start(
    source: DataSource,
    options: {
      items: PublishedItem[];
      directives: MappingDirective[];
      incompleteData: boolean;
      operationId: string | undefined;
    },
  ): QueueItem {
    const item: QueueItem = {
      queueItemId: newId(),
      sourceId: source.sourceId,
      operationId: options.operationId ?? newId(),
      createdOn: this.now(),
      completedOn: null,
      finishedOn: null,
      status: "Started",
      errorMessage: null,
      items: [...options.items],
      itemCount: options.items.length,
      batches: 1,
      directives: [...options.directives],
      changes: [],
    };
    // The index is built (from the items before this one) before the item joins the table, then given it.
    const index = queueIndex(this.tenant);
    queueItems(this.tenant).set(item.queueItemId, item);
    indexQueueItem(index, item);
    this.tenant.get(PUBLISHED_BATCHES).set(batchKey(item.queueItemId, 0), options.items);
    this.observer.statusChanged(this.tenant, item);
    this.continue(source, item, options.incompleteData);
    return item;
  }

  /** Adds items to a `Pending` queue item; the caller has checked the state and the count. */
  append(source: DataSource, item: QueueItem, items: readonly PublishedItem[], incompleteData: boolean): void {
    item.items.push(...items);
    item.itemCount += items.length;
    this.tenant.get(PUBLISHED_BATCHES).set(batchKey(item.queueItemId, item.batches), items);
    item.batches += 1;
    queueItems(this.tenant).touch(item.queueItemId);
    this.continue(source, item, incompleteData);
  }

  private continue(source: DataSource, item: QueueItem, incompleteData: boolean): void {
    if (incompleteData) {
      if (item.status !== "Pending") this.move(item, "Pending");
      return;
    }
    this.move(item, "Completed");
    if (item.items.length < QueueItemStatusRecordFacts.synchronousBelow) this.process(source, item);
    else this.clock.at(this.clock.now(), () => this.process(source, item));
  }

  /** Processes a `Completed` item whose processing a restart interrupted. */
  resume(item: QueueItem): void {
    const source = registrations(this.tenant).sources.get(item.sourceId);
    if (source !== undefined) this.clock.at(this.clock.now(), () => this.process(source, item));
  }

  /** "cancel moves a not-yet-running item to `Canceled`"; false when it is running or finished. */
  cancel(item: QueueItem): boolean {
    if (item.status === "Running" || isTerminal(item.status)) return false;
    this.move(item, "Canceled", "canceled by the publisher (DELETE .../cancel)");
    return true;
  }

  /**
   * "A queue item is one unit of work. All records must transform successfully, otherwise the item
   * fails and no data is updated": every item is transformed before any record is written.
   */
  private process(source: DataSource, item: QueueItem): void {
    if (item.status !== "Completed") return;
    this.move(item, "Running");
    const changes = [];
    const store = queryStore(this.tenant);
    for (const [index, published] of item.items.entries()) {
      const result = transformItem(published, source, item.directives);
      const broken =
        typeof result === "string"
          ? result
          : result.map((change) => lookupRuleBroken(store, change)).find((reason) => reason !== undefined);
      if (broken !== undefined) {
        this.move(item, "Failed", `item ${index}: ${broken}; no record was changed`);
        return;
      }
      changes.push(...(result as RecordChange[]));
    }
    const now = this.now();
    for (const change of changes) {
      const applied = applyChange(store, change, now);
      if (applied !== undefined) item.changes.push({ id: newId(), ...applied });
    }
    queueItems(this.tenant).touch(item.queueItemId);
    this.move(item, "Success");
    this.observer.recordsChanged(this.tenant, item);
  }
}

/** Picks up the `Completed` items of a tenant that were saved before they were processed. */
export function resumeQueueItems(tenant: Tenant, clock: SandboxClock, observer: QueueItemObserver): void {
  const queue = new QueueItems(tenant, clock, observer);
  for (const item of queueItems(tenant).values()) if (item.status === "Completed") queue.resume(item);
}
