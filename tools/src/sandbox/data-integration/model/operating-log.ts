// The operating log of a tenant: items posted by components, and system-level items the sandbox
// writes for what it does itself (a queue item's processing).
import type { components } from "../../../../../generated/types/data-integration.js";
import { declareTable, type Table, type Tenant } from "../../kernel/store.js";
import type { QueueItem } from "./queue-items.js";
import { registrations } from "./registrations.js";
import { newId } from "../../kernel/ids.js";

type OperatingLogItem = components["schemas"]["OperatingLogItem"];

export const OPERATING_LOG = declareTable<OperatingLogItem>("data-integration.operating-log", {
  save: (item) => item,
  load: (json) => json as OperatingLogItem,
});

export function operatingLog(tenant: Tenant): Table<OperatingLogItem> {
  return tenant.get(OPERATING_LOG);
}

/** Which items a listing of the operating log returns; every given member must match. */
export interface OperatingLogQuery {
  readonly operationId?: string;
  readonly agentId?: string;
  /** The item's sourceId or its publisherSourceId. */
  readonly sourceId?: string;
  /** Epoch ms, inclusive: items whose createdOn is in [from, to]. */
  readonly from?: number;
  readonly to?: number;
}

/** A tenant's operating log by operation, agent, source and creation time. */
interface OperatingLogIndex {
  /** Each item's place in the table (the order a listing returns), since the items by time are not in it. */
  readonly order: Map<OperatingLogItem, number>;
  readonly byOperation: Map<string, OperatingLogItem[]>;
  readonly byAgent: Map<string, OperatingLogItem[]>;
  readonly bySource: Map<string, OperatingLogItem[]>;
  /** The items with a createdOn, by it and then by their place in the table. */
  readonly byTime: { readonly at: number; readonly item: OperatingLogItem }[];
}

// Derived from the table (items are only ever added, each under a new id), so built once per table: after a start, an
// import or a restore, on first use.
const indexes = new WeakMap<Table<OperatingLogItem>, OperatingLogIndex>();

function add(map: Map<string, OperatingLogItem[]>, key: string | null | undefined, item: OperatingLogItem): void {
  if (typeof key !== "string") return;
  const items = map.get(key);
  if (items === undefined) map.set(key, [item]);
  else if (items.at(-1) !== item) items.push(item);
}

/** The first place in `byTime` whose time is at least `at` (`after`: more than `at`). */
function timePlace(index: OperatingLogIndex, at: number, after: boolean): number {
  let low = 0;
  let high = index.byTime.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const here = index.byTime[middle]!.at;
    if (here < at || (after && here === at)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Indexes an item; `inPlace`: put it at its time at once, else the caller sorts the items by time once. */
function indexItem(index: OperatingLogIndex, item: OperatingLogItem, inPlace: boolean): void {
  index.order.set(item, index.order.size);
  add(index.byOperation, item.operationId, item);
  add(index.byAgent, item.agentId, item);
  add(index.bySource, item.sourceId, item);
  add(index.bySource, item.publisherSourceId, item);
  const at = typeof item.createdOn === "string" ? Date.parse(item.createdOn) : NaN;
  // An item without a readable createdOn is in no time range.
  if (Number.isNaN(at)) return;
  if (inPlace) index.byTime.splice(timePlace(index, at, true), 0, { at, item });
  else index.byTime.push({ at, item });
}

function operatingLogIndex(tenant: Tenant): OperatingLogIndex {
  const table = operatingLog(tenant);
  let index = indexes.get(table);
  if (index === undefined) {
    index = { order: new Map(), byOperation: new Map(), byAgent: new Map(), bySource: new Map(), byTime: [] };
    for (const item of table.values()) indexItem(index, item, false);
    // A stable sort: items of one time stay in table order.
    index.byTime.sort((a, b) => a.at - b.at);
    indexes.set(table, index);
  }
  return index;
}

/** The operating log items that match `query`, oldest first: read from the fewest items an index holds for it. */
export function operatingLogItems(tenant: Tenant, query: OperatingLogQuery): OperatingLogItem[] {
  const index = operatingLogIndex(tenant);
  const { operationId, agentId, sourceId } = query;
  const from = query.from ?? -Infinity;
  const to = query.to ?? Infinity;
  const lists: (readonly OperatingLogItem[])[] = [];
  if (operationId !== undefined) lists.push(index.byOperation.get(operationId) ?? []);
  if (agentId !== undefined) lists.push(index.byAgent.get(agentId) ?? []);
  if (sourceId !== undefined) lists.push(index.bySource.get(sourceId) ?? []);
  let candidates: readonly OperatingLogItem[] = lists.length === 0 ? [...operatingLog(tenant).values()] : lists[0]!;
  for (const list of lists) if (list.length < candidates.length) candidates = list;
  const first = timePlace(index, from, false);
  const end = timePlace(index, to, true);
  if (query.from !== undefined || query.to !== undefined) {
    if (end - first < candidates.length)
      candidates = index.byTime
        .slice(first, end)
        .map((entry) => entry.item)
        .sort((a, b) => index.order.get(a)! - index.order.get(b)!);
  }
  return candidates.filter((item) => {
    const created = typeof item.createdOn === "string" ? Date.parse(item.createdOn) : NaN;
    return (
      (operationId === undefined || item.operationId === operationId) &&
      (agentId === undefined || item.agentId === agentId) &&
      (sourceId === undefined || item.sourceId === sourceId || item.publisherSourceId === sourceId) &&
      created >= from &&
      created <= to
    );
  });
}

export function appendOperatingLogItem(tenant: Tenant, item: OperatingLogItem): void {
  // The index is built (from the items before this one) before the item joins the table, then given it.
  const index = operatingLogIndex(tenant);
  operatingLog(tenant).set(item.id!, item);
  indexItem(index, item, true);
}

/** A system-level item for a queue item's move ("System-level categories: ... `MappingTransformation`"). */
export function logQueueItem(tenant: Tenant, item: QueueItem, now: string): void {
  const source = registrations(tenant).sources.get(item.sourceId);
  appendOperatingLogItem(tenant, {
    id: newId(),
    operationId: item.operationId,
    operationType: "Transform",
    createdOn: now,
    severity: item.status === "Failed" ? "Error" : item.status === "Canceled" ? "Warning" : "Info",
    systemLevel: true,
    category: "MappingTransformation",
    message:
      `queue item ${item.queueItemId} is ${item.status}` +
      `${item.errorMessage === null ? "" : `: ${item.errorMessage}`}`,
    source: "sandbox data integration service",
    agentId: source?.agentId ?? null,
    sourceId: item.sourceId,
    utcTimestamp: now,
  });
}
