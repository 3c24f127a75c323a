// The records under one value of an index, kept as fits their number: one record, a few in a list, or a partition of
// ordered lists (by mandant, live or deleted) whose pages and counts cost no more than a few records'.
import { OrderedRecords } from "./ordered-records.js";
import type { RecordFilter } from "./record-selection.js";
import { segmentRecords, type Segment, type SelectionContext } from "./record-pages.js";
import type { StoredRecord } from "./stored-record.js";

export const timeOf = (record: StoredRecord) => Date.parse(record.modifiedOn);

/** A bound as the scan compares it: a time that does not parse compares false both ways, so it bounds nothing. */
function bound(time: string | undefined, unbounded: number): number {
  if (time === undefined) return unbounded;
  const ms = Date.parse(time);
  return Number.isNaN(ms) ? unbounded : ms;
}

interface Lists {
  readonly live: OrderedRecords;
  readonly deleted: OrderedRecords;
}

/** Records split by mandant and by whether they are deleted, each list in sequence order. */
export class Partition {
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
export type Bucket = StoredRecord | StoredRecord[] | Partition;

/** Records one value holds before its bucket is kept in order: a selection reads so many at most. */
const FEW = 32;

export const sizeOf = (bucket: Bucket) =>
  bucket instanceof Partition ? bucket.size : Array.isArray(bucket) ? bucket.length : 1;

/**
 * Records by the values of one of their properties (`keysOf` gives a record's values, each once). `ordered`: a bucket
 * of more than {@link FEW} records is kept as a partition, so its pages and counts cost no more than a few records';
 * without, a bucket stays a list (for values nearly unique, whose records need no order: a list is read whole).
 */
export class ValueIndex {
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

export function* recordsIn(bucket: Bucket | undefined): Generator<StoredRecord> {
  if (bucket === undefined) return;
  if (bucket instanceof Partition) for (const segment of bucket.everything()) yield* segmentRecords(segment);
  else if (Array.isArray(bucket)) yield* bucket;
  else yield bucket;
}
