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
import { recordMatches, type RecordFilter } from "./record-selection.js";
import type { StoredRecord } from "./stored-record.js";

/** A page of a selection, newest modification first, with the count of the whole selection. */
export interface RecordPage {
  readonly totalCount: number;
  readonly items: StoredRecord[];
}

/** What a selection needs besides its filter: the page, and the time against which the deleted window is read. */
export interface SelectionContext {
  readonly offset: number;
  readonly limit: number;
  /** The sandbox's time in ms. */
  readonly now: number;
  /** How long deleted records stay readable with includeDeleted. */
  readonly deletedKeptMs: number;
}

const timeOf = (record: StoredRecord) => Date.parse(record.modifiedOn);

/** A bound as the scan compares it: a time that does not parse compares false both ways, so it bounds nothing. */
function bound(time: string | undefined, unbounded: number): number {
  if (time === undefined) return unbounded;
  const ms = Date.parse(time);
  return Number.isNaN(ms) ? unbounded : ms;
}

/** The first index in `0..length` whose value is at least `wanted` in an ascending array. */
function lowerBound(values: readonly number[], wanted: number, length: number): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (values[mid]! < wanted) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Records in the order they were added (ascending sequence), each slot keeping the sequence and time the record was
 * added with, so a record is found again by the sequence it still carries when it is removed (before it changes).
 */
class OrderedRecords {
  #records: (StoredRecord | null)[] = [];
  #sequences: number[] = [];
  #times: number[] = [];
  /** Fenwick tree over slots 1..n: 1 for a slot holding a record, 0 for a gap. */
  #tree = new Int32Array(16);
  #size = 0;

  get size(): number {
    return this.#size;
  }
  get slots(): number {
    return this.#records.length;
  }

  add(record: StoredRecord, time: number): void {
    const slot = this.#records.length + 1;
    if (slot >= this.#tree.length) {
      const grown = new Int32Array(this.#tree.length * 2);
      grown.set(this.#tree);
      this.#tree = grown;
    }
    this.#tree[slot] = 1 + this.prefix(slot - 1) - this.prefix(slot - (slot & -slot));
    this.#records.push(record);
    this.#sequences.push(record.sequence);
    this.#times.push(time);
    this.#size += 1;
  }

  remove(record: StoredRecord): void {
    const index = lowerBound(this.#sequences, record.sequence, this.#sequences.length);
    if (this.#records[index] !== record) throw new Error(`record ${record.recordId} is not where its sequence says`);
    this.#records[index] = null;
    for (let slot = index + 1; slot < this.#tree.length; slot += slot & -slot) this.#tree[slot]! -= 1;
    this.#size -= 1;
    // Gaps are dropped once they outnumber the records, so the lists stay within twice their records.
    const gaps = this.#records.length - this.#size;
    if (gaps > 64 && gaps > this.#size) this.#compact();
  }

  #compact(): void {
    const records: StoredRecord[] = [];
    const sequences: number[] = [];
    const times: number[] = [];
    this.#records.forEach((record, index) => {
      if (record === null) return;
      records.push(record);
      sequences.push(this.#sequences[index]!);
      times.push(this.#times[index]!);
    });
    this.#records = records;
    this.#sequences = sequences;
    this.#times = times;
    let capacity = 16;
    while (capacity <= records.length) capacity *= 2;
    const tree = new Int32Array(capacity);
    for (let slot = 1; slot <= records.length; slot++) {
      tree[slot]! += 1;
      const parent = slot + (slot & -slot);
      if (parent <= records.length) tree[parent]! += tree[slot]!;
    }
    this.#tree = tree;
  }

  /** Records in slots 1..slot. */
  prefix(slot: number): number {
    let sum = 0;
    for (let i = slot; i > 0; i -= i & -i) sum += this.#tree[i]!;
    return sum;
  }

  /** The 0-based slot of the record of rank `rank` (1 = oldest). */
  find(rank: number): number {
    let position = 0;
    let left = rank;
    let step = 1;
    while (step * 2 <= this.#records.length) step *= 2;
    for (; step > 0; step >>= 1) {
      const next = position + step;
      if (next <= this.#records.length && this.#tree[next]! < left) {
        position = next;
        left -= this.#tree[next]!;
      }
    }
    return position;
  }

  /** The record of a slot, null where one was removed. */
  record(slot: number): StoredRecord | null {
    return this.#records[slot]!;
  }
  sequence(slot: number): number {
    return this.#sequences[slot]!;
  }
  /** The first slot whose time is at least `ms`. */
  slotFromTime(ms: number): number {
    return ms === -Infinity ? 0 : lowerBound(this.#times, ms, this.#times.length);
  }
  /** The first slot whose time is after `ms`. */
  slotAfterTime(ms: number): number {
    // Times are whole milliseconds (Date.parse), so "after ms" is "at least ms + 1".
    return ms === Infinity ? this.#times.length : lowerBound(this.#times, ms + 1, this.#times.length);
  }
  /** The first slot of `from..to` whose sequence is at least `sequence`. */
  slotFromSequence(sequence: number, from: number, to: number): number {
    let low = from;
    let high = to;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.#sequences[mid]! < sequence) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}

/** The slots `from..to` (0-based, `to` excluded) of one list that a selection takes. */
interface Segment {
  readonly list: OrderedRecords;
  readonly from: number;
  readonly to: number;
}

/** Where a segment is read, newest first: its records are those of ranks above `floor` up to `rank`. */
interface Cursor {
  readonly list: OrderedRecords;
  readonly floor: number;
  rank: number;
}

const countOf = ({ list, from, to }: Segment) => list.prefix(to) - list.prefix(from);

/** The cursor of the segment's records whose sequence is at most `sequence`. */
function cursorAt({ list, from, to }: Segment, sequence: number): Cursor {
  const end = sequence === Infinity ? to : list.slotFromSequence(sequence + 1, from, to);
  return { list, floor: list.prefix(from), rank: list.prefix(end) };
}

/** The newest record left among the cursors, taken from its cursor; undefined when none is left. */
function takeNewest(cursors: readonly Cursor[]): StoredRecord | undefined {
  let newest: Cursor | undefined;
  let newestSequence = -1;
  let newestSlot = 0;
  for (const cursor of cursors) {
    if (cursor.rank <= cursor.floor) continue;
    const slot = cursor.list.find(cursor.rank);
    const sequence = cursor.list.sequence(slot);
    if (sequence > newestSequence) {
      newest = cursor;
      newestSequence = sequence;
      newestSlot = slot;
    }
  }
  if (newest === undefined) return undefined;
  newest.rank -= 1;
  return newest.list.record(newestSlot)!;
}

/**
 * A page of the segments' records (no record in two of them), newest first: the sequence of the record at `offset` is
 * found by halving over sequences, counting each segment's records at or above it, so the page costs the logarithms
 * of the lists and its own records.
 */
function pageOf(segments: readonly Segment[], offset: number, limit: number): RecordPage {
  const totalCount = segments.reduce((sum, segment) => sum + countOf(segment), 0);
  if (offset >= totalCount || limit === 0) return { totalCount, items: [] };
  let start = Infinity;
  if (offset > 0) {
    const atOrAbove = (sequence: number) =>
      segments.reduce(
        (sum, { list, from, to }) => sum + list.prefix(to) - list.prefix(list.slotFromSequence(sequence, from, to)),
        0,
      );
    let low = 0;
    let high = Math.max(...segments.map(({ list, to }) => (to === 0 ? 0 : list.sequence(to - 1))));
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (atOrAbove(mid) >= offset + 1) low = mid;
      else high = mid - 1;
    }
    start = low;
  }
  const cursors = segments.map((segment) => cursorAt(segment, start));
  const items: StoredRecord[] = [];
  while (items.length < limit) {
    const record = takeNewest(cursors);
    if (record === undefined) break;
    items.push(record);
  }
  return { totalCount, items };
}

/** A page of the segments' records that `matches` takes: every record of the segments is read, to count them. */
function matchingPageOf(
  segments: readonly Segment[],
  matches: (record: StoredRecord) => boolean,
  offset: number,
  limit: number,
): RecordPage {
  const cursors = segments.map((segment) => cursorAt(segment, Infinity));
  const items: StoredRecord[] = [];
  let totalCount = 0;
  for (let record = takeNewest(cursors); record !== undefined; record = takeNewest(cursors)) {
    if (!matches(record)) continue;
    if (totalCount >= offset && items.length < limit) items.push(record);
    totalCount += 1;
  }
  return { totalCount, items };
}

/** The records a filter selects among `records` by reading each: for few records, or a state without order. */
export function scanPage(records: Iterable<StoredRecord>, filter: RecordFilter, context: SelectionContext): RecordPage {
  const selected: StoredRecord[] = [];
  for (const record of records)
    if (recordMatches(record, filter, context.now, context.deletedKeptMs)) selected.push(record);
  selected.sort((a, b) => b.sequence - a.sequence);
  return { totalCount: selected.length, items: selected.slice(context.offset, context.offset + context.limit) };
}

interface Lists {
  readonly live: OrderedRecords;
  readonly deleted: OrderedRecords;
}

/** Records split by mandant and by whether they are deleted, each list in sequence order. */
class Partition {
  readonly #byMandant = new Map<string | null, Lists>();
  #size = 0;

  get size(): number {
    return this.#size;
  }

  add(record: StoredRecord, time: number): void {
    let lists = this.#byMandant.get(record.mandantCode);
    if (lists === undefined)
      this.#byMandant.set(record.mandantCode, (lists = { live: new OrderedRecords(), deleted: new OrderedRecords() }));
    (record.deletedOn === undefined ? lists.live : lists.deleted).add(record, time);
    this.#size += 1;
  }

  remove(record: StoredRecord): void {
    const lists = this.#byMandant.get(record.mandantCode)!;
    (record.deletedOn === undefined ? lists.live : lists.deleted).remove(record);
    if (lists.live.size + lists.deleted.size === 0) this.#byMandant.delete(record.mandantCode);
    this.#size -= 1;
  }

  /** The lists' ranges the mandant, deleted and modification rules of `filter` take. */
  segments(filter: RecordFilter, context: SelectionContext): Segment[] {
    const from = bound(filter.modifiedFrom, -Infinity);
    const to = bound(filter.modifiedTo, Infinity);
    const groups =
      filter.allMandants === true
        ? [...this.#byMandant.values()]
        : [this.#byMandant.get(null), filter.mandantCode == null ? undefined : this.#byMandant.get(filter.mandantCode)];
    const segments: Segment[] = [];
    for (const lists of groups) {
      if (lists === undefined) continue;
      segments.push({ list: lists.live, from: lists.live.slotFromTime(from), to: lists.live.slotAfterTime(to) });
      if (filter.includeDeleted === true) {
        const { deleted } = lists;
        const kept = deleted.slotFromTime(Math.max(from, context.now - context.deletedKeptMs));
        segments.push({ list: deleted, from: kept, to: Math.max(kept, deleted.slotAfterTime(to)) });
      }
    }
    return segments.filter((segment) => segment.to > segment.from);
  }

  /** Every list whole: live and deleted records of every mandant. */
  everything(): Segment[] {
    return [...this.#byMandant.values()].flatMap(({ live, deleted }) => [
      { list: live, from: 0, to: live.slots },
      { list: deleted, from: 0, to: deleted.slots },
    ]);
  }

  counts(): { records: number; deletedRecords: number } {
    let records = 0;
    let deletedRecords = 0;
    for (const { live, deleted } of this.#byMandant.values()) {
      records += live.size;
      deletedRecords += deleted.size;
    }
    return { records, deletedRecords };
  }
}

/** The records under one value: one record, a few, or (past {@link FEW}) a partition in order. */
type Bucket = StoredRecord | StoredRecord[] | Partition;

/** Records one value holds before its bucket is kept in order: a selection reads so many at most. */
const FEW = 32;

const sizeOf = (bucket: Bucket) =>
  bucket instanceof Partition ? bucket.size : Array.isArray(bucket) ? bucket.length : 1;

/**
 * Records by the values of one of their properties (`keysOf` gives a record's values, each once). `ordered`: a bucket
 * of more than {@link FEW} records is kept as a partition, so its pages and counts cost no more than a few records';
 * without, a bucket stays a list (for values nearly unique, whose records need no order: a list is read whole).
 */
class ValueIndex {
  readonly #buckets = new Map<string, Bucket>();

  constructor(
    private readonly keysOf: (record: StoredRecord) => Iterable<string>,
    private readonly ordered: boolean,
  ) {}

  bucket(key: string): Bucket | undefined {
    return this.#buckets.get(key);
  }

  values(): IterableIterator<Bucket> {
    return this.#buckets.values();
  }

  add(record: StoredRecord): void {
    for (const key of this.keysOf(record)) {
      const bucket = this.#buckets.get(key);
      if (bucket === undefined) this.#buckets.set(key, record);
      else if (bucket instanceof Partition) bucket.add(record, timeOf(record));
      else if (!Array.isArray(bucket)) this.#buckets.set(key, [bucket, record]);
      else if (bucket.length < FEW || !this.ordered) bucket.push(record);
      else {
        const partition = new Partition();
        for (const held of [...bucket, record].sort((a, b) => a.sequence - b.sequence))
          partition.add(held, timeOf(held));
        this.#buckets.set(key, partition);
      }
    }
  }

  remove(record: StoredRecord): void {
    for (const key of this.keysOf(record)) {
      const bucket = this.#buckets.get(key);
      if (bucket === record) this.#buckets.delete(key);
      else if (bucket instanceof Partition) {
        bucket.remove(record);
        if (bucket.size === 0) this.#buckets.delete(key);
      } else if (Array.isArray(bucket)) {
        bucket.splice(bucket.indexOf(record), 1);
        if (bucket.length === 1) this.#buckets.set(key, bucket[0]!);
      }
    }
  }
}

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

function* recordsIn(bucket: Bucket | undefined): Generator<StoredRecord> {
  if (bucket === undefined) return;
  if (bucket instanceof Partition) for (const segment of bucket.everything()) yield* segmentRecords(segment);
  else if (Array.isArray(bucket)) yield* bucket;
  else yield bucket;
}

function* segmentRecords({ list, from, to }: Segment): Generator<StoredRecord> {
  for (let slot = from; slot < to; slot++) {
    const record = list.record(slot);
    if (record !== null) yield record;
  }
}
