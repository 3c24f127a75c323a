// The operating log of a tenant: items posted by components, and system-level items the sandbox
// writes for what it does itself (a queue item's processing).
import type { components } from "../../../../../generated/types/data-integration.js";
import { declareTable, type Table, type Tenant } from "../../store.js";
import type { QueueItem } from "./queue-items.js";
import { registrations } from "./registrations.js";
import { newId } from "../../ids.js";

type OperatingLogItem = components["schemas"]["OperatingLogItem"];

export const OPERATING_LOG = declareTable<OperatingLogItem>("data-integration.operating-log", {
  save: (item) => item,
  load: (json) => json as OperatingLogItem,
});

export function operatingLog(tenant: Tenant): Table<OperatingLogItem> {
  return tenant.get(OPERATING_LOG);
}

// The items by operation, derived from the table (items are only ever added, each under a new id), so built once per
// table: after a start, an import or a restore, on first use.
const byOperation = new WeakMap<Table<OperatingLogItem>, Map<string, OperatingLogItem[]>>();

function indexItem(index: Map<string, OperatingLogItem[]>, item: OperatingLogItem): void {
  if (item.operationId === undefined || item.operationId === null) return;
  const items = index.get(item.operationId);
  if (items === undefined) index.set(item.operationId, [item]);
  else items.push(item);
}

function operationIndex(tenant: Tenant): Map<string, OperatingLogItem[]> {
  const table = operatingLog(tenant);
  let index = byOperation.get(table);
  if (index === undefined) {
    index = new Map();
    for (const item of table.values()) indexItem(index, item);
    byOperation.set(table, index);
  }
  return index;
}

/** The operating log items of an operation, oldest first. */
export function operatingLogOfOperation(tenant: Tenant, operationId: string): readonly OperatingLogItem[] {
  return operationIndex(tenant).get(operationId) ?? [];
}

export function appendOperatingLogItem(tenant: Tenant, item: OperatingLogItem): void {
  // The index is built (from the items before this one) before the item joins the table, then given it.
  const index = operationIndex(tenant);
  operatingLog(tenant).set(item.id!, item);
  indexItem(index, item);
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
