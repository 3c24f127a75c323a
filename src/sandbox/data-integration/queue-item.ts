// The input queue item: its states come from the spec (QueueItemStatus, x-terminal-states); the
// moves between them are "not shown", so the sandbox makes the plainest ones the reference's facts
// allow: start leaves the item `Pending` while more data is announced, else `Completed`; processing
// runs `Running` -> `Success` or `Failed`; a not-yet-running item can be `Canceled`.
import { randomUUID } from "node:crypto";
import { QueueItemStatusTerminal } from "../../publishing/index.js";
import type { components } from "../../../generated/types/data-integration.js";
import type { SandboxClock } from "../clock.js";
import type { TenantState } from "../tenant-state.js";
import type { DataSource } from "./agents.js";
import { lookupRuleBroken } from "./lookup-rules.js";
import { applyChange, queryStore, type ChangeType, type RecordChange, type StoredRecord } from "./query-store.js";
import { transformItem, type PublishedItem } from "./transformation.js";

type Schemas = components["schemas"];
export type QueueItemStatus = Schemas["QueueItemStatus"];
type MappingDirective = Schemas["MappingDirective"];

/** "A queue item has a technical maximum of roughly 3000 to 4000 items": the sandbox allows 4000. */
export const MAX_ITEMS_PER_QUEUE_ITEM = 4000;
/** "An item with fewer than about 500 records can be processed synchronously (start returns 201)". */
export const SYNCHRONOUS_BELOW = 500;

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
  readonly items: PublishedItem[];
  readonly directives: MappingDirective[];
  readonly changes: ProcessedChange[];
}

/** What else happens when a queue item moves or changes records (operating log, data events). */
export interface QueueItemObserver {
  statusChanged(tenant: TenantState, item: QueueItem): void;
  recordsChanged(tenant: TenantState, item: QueueItem): void;
}

export function isTerminal(status: QueueItemStatus): boolean {
  return (QueueItemStatusTerminal as readonly QueueItemStatus[]).includes(status);
}

/** Every queue item of a tenant, oldest first. */
export function queueItems(tenant: TenantState): Map<string, QueueItem> {
  return tenant.store("data-integration.queue-items", () => new Map<string, QueueItem>());
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
    private readonly tenant: TenantState,
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
    this.observer.statusChanged(this.tenant, item);
  }

  /** A new queue item of `source` holding `items`; `Pending` while `incompleteData`, else completed and processed. */
  start(source: DataSource, options: { items: PublishedItem[]; directives: MappingDirective[]; incompleteData: boolean; operationId: string | undefined }): QueueItem {
    const item: QueueItem = {
      queueItemId: randomUUID(),
      sourceId: source.sourceId,
      operationId: options.operationId ?? randomUUID(),
      createdOn: this.now(),
      completedOn: null,
      finishedOn: null,
      status: "Started",
      errorMessage: null,
      items: [...options.items],
      directives: [...options.directives],
      changes: [],
    };
    queueItems(this.tenant).set(item.queueItemId, item);
    this.observer.statusChanged(this.tenant, item);
    this.continue(source, item, options.incompleteData);
    return item;
  }

  /** Adds items to a `Pending` queue item; the caller has checked the state and the count. */
  append(source: DataSource, item: QueueItem, items: readonly PublishedItem[], incompleteData: boolean): void {
    item.items.push(...items);
    this.continue(source, item, incompleteData);
  }

  private continue(source: DataSource, item: QueueItem, incompleteData: boolean): void {
    if (incompleteData) {
      if (item.status !== "Pending") this.move(item, "Pending");
      return;
    }
    this.move(item, "Completed");
    if (item.items.length < SYNCHRONOUS_BELOW) this.process(source, item);
    else this.clock.at(this.clock.now(), () => this.process(source, item));
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
    const lookupIndex = {};
    for (const [index, published] of item.items.entries()) {
      const result = transformItem(published, source, item.directives);
      const broken = typeof result === "string" ? result : result.map((change) => lookupRuleBroken(store, change, lookupIndex)).find((reason) => reason !== undefined);
      if (broken !== undefined) {
        this.move(item, "Failed", `item ${index}: ${broken}; no record was changed`);
        return;
      }
      changes.push(...(result as RecordChange[]));
    }
    const now = this.now();
    for (const change of changes) {
      const applied = applyChange(store, change, now);
      if (applied !== undefined) item.changes.push({ id: randomUUID(), ...applied });
    }
    this.move(item, "Success");
    this.observer.recordsChanged(this.tenant, item);
  }
}
