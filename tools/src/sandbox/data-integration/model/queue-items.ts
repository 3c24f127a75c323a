// The input queue item: its states come from the spec (QueueItemStatus, x-terminal-states); the
// moves between them are "not shown", so the sandbox makes the plainest ones the reference's facts
// allow: start leaves the item `Pending` while more data is announced, else `Completed`; processing
// runs `Running` -> `Success` or `Failed`; a not-yet-running item can be `Canceled`.
import { QueueItemStatusRecordFacts } from "../../../../../generated/facts.js";
import type { SandboxClock } from "../../kernel/clock.js";
import { newId } from "../../kernel/ids.js";
import type { Tenant } from "../../kernel/store.js";
import { lookupRuleBroken } from "./lookup-rules.js";
import { applyChange, queryStore, type RecordChange } from "./query-store.js";
import {
  addQueueItem,
  batchKey,
  isTerminal,
  PUBLISHED_BATCHES,
  queueItems,
  type MappingDirective,
  type QueueItem,
  type QueueItemStatus,
} from "./queue-item-store.js";
import { registrations, type DataSource } from "./registrations.js";
import { transformItem, type PublishedItem } from "./transformation.js";

export {
  processedResult,
  PUBLISHED_BATCHES,
  QUEUE_ITEMS,
  queueItems,
  queueItemsOfOperation,
  queueItemsOfSource,
  statusRecord,
  type QueueItem,
  type QueueItemStatus,
} from "./queue-item-store.js";

/** What else happens when a queue item moves or changes records (operating log, data events). */
export interface QueueItemObserver {
  statusChanged(tenant: Tenant, item: QueueItem): void;
  recordsChanged(tenant: Tenant, item: QueueItem): void;
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
    addQueueItem(this.tenant, item);
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
