// The query store's selection as it was before its indexes (issue 45): every record read, the filter applied to each,
// the rest sorted newest first and paged. Kept as the reference the indexes of record-index.ts are compared with.
import type { StoredRecord } from "../../tools/src/sandbox/data-integration/model/query-store.js";
import type { RecordFilter } from "../../tools/src/sandbox/data-integration/model/record-selection.js";

function fieldMatches(value: unknown, wanted: string): boolean {
  if (Array.isArray(value)) return value.some((v) => fieldMatches(v, wanted));
  if (typeof value === "object" && value !== null) return Object.values(value).some((v) => fieldMatches(v, wanted));
  return (
    (typeof value === "string" || typeof value === "number" || typeof value === "boolean") && String(value) === wanted
  );
}

/** The records a filter selects, newest modification first, by reading every one. */
export function scanRecords(
  records: Iterable<StoredRecord>,
  filter: RecordFilter,
  now: number,
  deletedKeptMs: number,
): StoredRecord[] {
  const from = filter.modifiedFrom === undefined ? -Infinity : Date.parse(filter.modifiedFrom);
  const to = filter.modifiedTo === undefined ? Infinity : Date.parse(filter.modifiedTo);
  const selected: StoredRecord[] = [];
  for (const record of records) {
    if (filter.modelId !== undefined && record.modelId !== filter.modelId) continue;
    if (
      record.deletedOn !== undefined &&
      !(filter.includeDeleted === true && now - Date.parse(record.deletedOn) <= deletedKeptMs)
    )
      continue;
    if (filter.allMandants !== true && record.mandantCode !== null && record.mandantCode !== filter.mandantCode)
      continue;
    if (filter.recordId !== undefined && record.recordId !== filter.recordId) continue;
    if (filter.externalId !== undefined && record.externalId !== filter.externalId) continue;
    if (filter.referenceId !== undefined && record.referenceId !== filter.referenceId) continue;
    if (filter.publisherSourceId !== undefined && record.sourceId !== filter.publisherSourceId) continue;
    if (filter.modifiedFrom !== undefined || filter.modifiedTo !== undefined) {
      const modified = Date.parse(record.modifiedOn);
      if (modified < from || modified > to) continue;
    }
    if (filter.field !== undefined && !fieldMatches(record.fields[filter.field.name], filter.field.value)) continue;
    selected.push(record);
  }
  return selected.sort((a, b) => b.sequence - a.sequence);
}

/** One page of the scan, with the count of all it selected. */
export function scanPage(
  records: Iterable<StoredRecord>,
  filter: RecordFilter,
  page: { offset: number; limit: number; now: number; deletedKeptMs: number },
): { totalCount: number; items: StoredRecord[] } {
  const all = scanRecords(records, filter, page.now, page.deletedKeptMs);
  return { totalCount: all.length, items: all.slice(page.offset, page.offset + page.limit) };
}
