// Which records a query selects, newest modification first: "Records are sorted by modification
// time, newest first." mandantCode "returns mandant-specific and non-mandant data; when null,
// non-mandant data only"; allMandants "all mandant-specific and non-mandant data"; includeDeleted
// "include recently deleted records (kept for a limited time only)".
import type { StoredRecord } from "./stored-record.js";

/** How long a deleted record stays readable with includeDeleted by default ("The duration: not shown"). */
export const DEFAULT_DELETED_RECORDS_KEPT_SECONDS = 86_400;

export interface RecordFilter {
  modelId?: string | undefined;
  mandantCode?: string | undefined;
  allMandants?: boolean | undefined;
  includeDeleted?: boolean | undefined;
  recordId?: string | undefined;
  externalId?: string | undefined;
  referenceId?: string | undefined;
  /** The publisher's data source (`publisherSourceId` V2, `sourceId` V1). */
  publisherSourceId?: string | undefined;
  modifiedFrom?: string | undefined;
  modifiedTo?: string | undefined;
  /** Equality on a model field (FilteredByAK) or a reference to a record (ReferencedByFK). */
  field?: { name: string; value: string } | undefined;
}

function fieldMatches(value: unknown, wanted: string): boolean {
  if (Array.isArray(value)) return value.some((v) => fieldMatches(v, wanted));
  if (typeof value === "object" && value !== null) return Object.values(value).some((v) => fieldMatches(v, wanted));
  // A published value is JSON: what is left is a string, a number, a boolean or null.
  return (
    (typeof value === "string" || typeof value === "number" || typeof value === "boolean") && String(value) === wanted
  );
}

/**
 * Whether a filter selects a record: what every selection answers, read record by record where there are few (a
 * processed queue item's) and by the indexes of record-index.ts otherwise, which must agree with it.
 */
export function recordMatches(record: StoredRecord, filter: RecordFilter, now: number, deletedKeptMs: number): boolean {
  if (filter.modelId !== undefined && record.modelId !== filter.modelId) return false;
  if (
    record.deletedOn !== undefined &&
    !(filter.includeDeleted === true && now - Date.parse(record.deletedOn) <= deletedKeptMs)
  )
    return false;
  if (filter.allMandants !== true && record.mandantCode !== null && record.mandantCode !== filter.mandantCode)
    return false;
  if (filter.recordId !== undefined && record.recordId !== filter.recordId) return false;
  if (filter.externalId !== undefined && record.externalId !== filter.externalId) return false;
  if (filter.referenceId !== undefined && record.referenceId !== filter.referenceId) return false;
  if (filter.publisherSourceId !== undefined && record.sourceId !== filter.publisherSourceId) return false;
  if (filter.modifiedFrom !== undefined || filter.modifiedTo !== undefined) {
    const modified = Date.parse(record.modifiedOn);
    const from = filter.modifiedFrom === undefined ? -Infinity : Date.parse(filter.modifiedFrom);
    const to = filter.modifiedTo === undefined ? Infinity : Date.parse(filter.modifiedTo);
    if (modified < from || modified > to) return false;
  }
  return filter.field === undefined || fieldMatches(record.fields[filter.field.name], filter.field.value);
}
