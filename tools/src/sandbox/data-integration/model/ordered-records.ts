// One list of a model's records in sequence order (which is also modification order, see record-index.ts): appended
// to, with a gap where a record was removed, and a Fenwick tree over its slots that counts the records left, so a
// rank or an offset is found without walking to it.
import type { StoredRecord } from "./stored-record.js";

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
export class OrderedRecords {
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
