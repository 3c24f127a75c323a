// One ordered list of a model's records: a record removed leaves a gap the Fenwick tree no longer counts, so a rank
// finds its record without walking the gaps, and once gaps outnumber the records the list is compacted in order.
import { describe, expect, it } from "vitest";
import { OrderedRecords } from "../../../../tools/src/sandbox/data-integration/model/ordered-records.js";
import type { StoredRecord } from "../../../../tools/src/sandbox/data-integration/model/stored-record.js";

const recordAt = (sequence: number) => ({ recordId: `r${sequence}`, sequence }) as unknown as StoredRecord;

/** A list of records with sequences 1..count, added at times 1000 ms apart. */
function listOf(count: number): { list: OrderedRecords; records: StoredRecord[] } {
  const list = new OrderedRecords();
  const records = Array.from({ length: count }, (_, i) => recordAt(i + 1));
  for (const record of records) list.add(record, record.sequence * 1000);
  return { list, records };
}

describe("a rank finds the record of that rank among the records left, gaps skipped", () => {
  it("finds the 3rd oldest record left after two older ones were removed", () => {
    const { list, records } = listOf(10);
    list.remove(records[1]!);
    list.remove(records[3]!);
    expect(list.size).toBe(8);
    expect(list.prefix(list.slots)).toBe(8);
    expect(list.record(list.find(3))?.recordId).toBe("r5");
  });

  it("refuses to remove a record that is not where its sequence says", () => {
    const { list } = listOf(3);
    expect(() => list.remove(recordAt(2))).toThrow("record r2 is not where its sequence says");
  });
});

describe("a list whose gaps outnumber its records is compacted, its order and counts kept", () => {
  it("keeps the 30 records left of 200 in sequence order with one slot each", () => {
    const { list, records } = listOf(200);
    for (const record of records) if (record.sequence % 200 > 30) list.remove(record);
    expect(list.slots).toBeLessThan(200);
    const left = Array.from({ length: list.size }, (_, i) => list.record(list.find(i + 1))?.sequence);
    expect(left).toEqual([...Array.from({ length: 30 }, (_, i) => i + 1), 200]);
  });

  it("finds slots by time and by sequence after compacting", () => {
    const { list, records } = listOf(200);
    for (const record of records) if (record.sequence > 20) list.remove(record);
    expect(list.slots).toBeLessThan(200);
    expect(list.size).toBe(20);
    expect(list.slotFromTime(5000)).toBe(4);
    expect(list.slotAfterTime(5000)).toBe(5);
    expect(list.slotFromSequence(7, 0, list.slots)).toBe(6);
  });
});
