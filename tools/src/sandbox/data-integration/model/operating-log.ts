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

export function appendOperatingLogItem(tenant: Tenant, item: OperatingLogItem): void {
  operatingLog(tenant).set(item.id!, item);
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
