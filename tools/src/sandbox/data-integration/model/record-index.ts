// The records of one data model with the indexes GetData reads, so that a query costs its page and the records its
// most selective filter names, not the model's collection. Every list is ordered by `sequence`: the sandbox gives a
// change the next sequence at the sandbox's time, which never runs backwards, so a list in sequence order is also in
// modification order, and a `modifiedFrom`/`modifiedTo` window or the window in which a deleted record stays readable
// is a range of it. A record's lists are split by mandant and by whether it is deleted, so the mandant and deleted
// rules select whole lists and a count is a sum of list counts. A list is appended to and a change leaves a gap where
// the record was (the record moves to the newest end); a Fenwick tree over the slots counts the records left, so an
// offset is found without walking to it. A state whose order and times disagree (an import made by hand) is answered
// by scanning, as before these indexes.
//
// This module is the whole of the index logic: `RecordIndex.select(filter, page)` gives `{ totalCount, items }`, which
// a store in a database answers with its own indexes.
import { Partition, recordsIn, sizeOf, timeOf, ValueIndex, type Bucket } from "./record-buckets.js";
import { matchingPageOf, pageOf, scanPage, type RecordPage, type SelectionContext } from "./record-pages.js";
import { recordMatches, type RecordFilter } from "./record-selection.js";
import type { StoredRecord } from "./stored-record.js";

/** The values a field holds as FilteredByAK and ReferencedByFK compare them: each scalar, in arrays and objects. */
function fieldValues(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) fieldValues(item, found);
  else if (typeof value === "object" && value !== null)
    for (const item of Object.values(value)) fieldValues(item, found);
  else if (typeof value === "string" || typeof value === "number" || typeof value === "boolean")
    found.add(String(value));
  return found;
}

/** An index a model builds the first time a selection needs it, and keeps with every change after. */
interface IndexKind {
  readonly name: string;
  readonly keysOf: (record: StoredRecord) => Iterable<string>;
  readonly ordered: boolean;
}

const BY_RECORD_ID: IndexKind = { name: "recordId", keysOf: (record) => [record.recordId], ordered: false };
const BY_REFERENCE_ID: IndexKind = {
  name: "referenceId",
  keysOf: (record) => (record.referenceId === null ? [] : [record.referenceId]),
  ordered: true,
};
const BY_SOURCE_ID: IndexKind = { name: "sourceId", keysOf: (record) => [record.sourceId], ordered: true };
const byField = (field: string): IndexKind => ({
  name: `field ${field}`,
  keysOf: (record) => fieldValues(record.fields[field]),
  ordered: true,
});

/** The records of one data model and their indexes; each record is added and removed as it is at that moment. */
export class RecordIndex {
  readonly #all = new Partition();
  readonly #byExternalId = new ValueIndex((record) => [record.externalId], false);
  readonly #built = new Map<string, ValueIndex>();
  /** False once a record came whose time or sequence is out of order: then every selection scans. */
  #ordered = true;
  #lastTime = -Infinity;
  #lastSequence = -Infinity;

  /** An index of `records`, taken in sequence order. */
  static of(records: Iterable<StoredRecord>): RecordIndex {
    const index = new RecordIndex();
    for (const record of [...records].sort((a, b) => a.sequence - b.sequence)) index.add(record);
    return index;
  }

  /** Adds a record as it is now: a new one, or one changed since it was removed (it moves to the newest end). */
  add(record: StoredRecord): void {
    this.#byExternalId.add(record);
    if (!this.#ordered) return;
    const time = timeOf(record);
    if (
      !(time >= this.#lastTime) ||
      !(record.sequence > this.#lastSequence) ||
      (record.deletedOn !== undefined && record.deletedOn !== record.modifiedOn)
    ) {
      this.#ordered = false;
      this.#built.clear();
      return;
    }
    this.#lastTime = time;
    this.#lastSequence = record.sequence;
    this.#all.add(record, time);
    for (const index of this.#built.values()) index.add(record);
  }

  /** Removes a record as it is now, before it changes. */
  remove(record: StoredRecord): void {
    this.#byExternalId.remove(record);
    if (!this.#ordered) return;
    this.#all.remove(record);
    for (const index of this.#built.values()) index.remove(record);
  }

  /** The record of an ExternalId and mandant (null: the non-mandant one). */
  get(externalId: string, mandantCode: string | null): StoredRecord | undefined {
    for (const record of recordsIn(this.#byExternalId.bucket(externalId)))
      if (record.mandantCode === mandantCode) return record;
    return undefined;
  }

  /** The records of an ExternalId, of every mandant, live and deleted. */
  withExternalId(externalId: string): Iterable<StoredRecord> {
    return recordsIn(this.#byExternalId.bucket(externalId));
  }

  /** The records of a record id (one, unless a state was imported with the same id twice). */
  withRecordId(recordId: string): Iterable<StoredRecord> {
    if (!this.#ordered) return [...this.values()].filter((record) => record.recordId === recordId);
    return recordsIn(this.#index(BY_RECORD_ID).bucket(recordId));
  }

  /** Every record, live and deleted, in no particular order. */
  *values(): Generator<StoredRecord> {
    for (const bucket of this.#byExternalId.values()) yield* recordsIn(bucket);
  }

  counts(): { records: number; deletedRecords: number } {
    if (this.#ordered) return this.#all.counts();
    let records = 0;
    let deletedRecords = 0;
    for (const record of this.values()) {
      if (record.deletedOn === undefined) records += 1;
      else deletedRecords += 1;
    }
    return { records, deletedRecords };
  }

  /** Every record, live and deleted, newest first. */
  newestFirst(offset: number, limit: number): RecordPage {
    if (this.#ordered) return pageOf(this.#all.everything(), offset, limit);
    const all = [...this.values()].sort((a, b) => b.sequence - a.sequence);
    return { totalCount: all.length, items: all.slice(offset, offset + limit) };
  }

  /** The records `filter` selects (its modelId is this index's), newest modification first, one page of them. */
  select(filter: RecordFilter, context: SelectionContext): RecordPage {
    if (!this.#ordered) return scanPage(this.values(), filter, context);
    const buckets: (Bucket | undefined)[] = [];
    if (filter.recordId !== undefined) buckets.push(this.#index(BY_RECORD_ID).bucket(filter.recordId));
    if (filter.externalId !== undefined) buckets.push(this.#byExternalId.bucket(filter.externalId));
    if (filter.referenceId !== undefined) buckets.push(this.#index(BY_REFERENCE_ID).bucket(filter.referenceId));
    if (filter.publisherSourceId !== undefined)
      buckets.push(this.#index(BY_SOURCE_ID).bucket(filter.publisherSourceId));
    if (filter.field !== undefined) buckets.push(this.#index(byField(filter.field.name)).bucket(filter.field.value));
    if (buckets.length === 0) return pageOf(this.#all.segments(filter, context), context.offset, context.limit);
    if (buckets.includes(undefined)) return { totalCount: 0, items: [] };
    const smallest = (buckets as Bucket[]).reduce((a, b) => (sizeOf(b) < sizeOf(a) ? b : a));
    if (!(smallest instanceof Partition)) return scanPage(recordsIn(smallest), filter, context);
    const segments = smallest.segments(filter, context);
    if (buckets.length === 1) return pageOf(segments, context.offset, context.limit);
    return matchingPageOf(
      segments,
      (record) => recordMatches(record, filter, context.now, context.deletedKeptMs),
      context.offset,
      context.limit,
    );
  }

  #index(kind: IndexKind): ValueIndex {
    let index = this.#built.get(kind.name);
    if (index === undefined) {
      index = new ValueIndex(kind.keysOf, kind.ordered);
      for (const record of [...this.values()].sort((a, b) => a.sequence - b.sequence)) index.add(record);
      this.#built.set(kind.name, index);
    }
    return index;
  }
}
