// Pages read from ranges of ordered lists, newest first, and the scan that answers when the lists cannot.
import type { OrderedRecords } from "./ordered-records.js";
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

/** The slots `from..to` (0-based, `to` excluded) of one list that a selection takes. */
export interface Segment {
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
export function pageOf(segments: readonly Segment[], offset: number, limit: number): RecordPage {
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
export function matchingPageOf(
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

export function* segmentRecords({ list, from, to }: Segment): Generator<StoredRecord> {
  for (let slot = from; slot < to; slot++) {
    const record = list.record(slot);
    if (record !== null) yield record;
  }
}
