import { PagingError } from "./errors.js";
import { compareInstants, isInstant } from "./instants.js";
import { paginate, type ItemOf, type PageRequest, type PageResult } from "./paging.js";

/** What has been read: the newest modification time, and the records modified exactly then. */
export interface Watermark {
  /** Newest `UtcModifiedOn` read, as the server wrote it (sent back as `modifiedFrom`). */
  modifiedOn: string;
  /** Identifiers of the records read whose modification time is `modifiedOn`. */
  ids: string[];
}

/** The page a poller asks for: paging plus the lower bound of the modification time. */
export interface ModifiedSinceRequest extends PageRequest {
  /** The watermark's `modifiedOn`; absent on the first poll without a starting watermark. */
  modifiedFrom?: string;
}

/** Options of {@link createModifiedSincePoller}. */
export interface ModifiedSincePollerOptions<Result extends PageResult<unknown>> {
  /** Reads one page of records modified from `modifiedFrom` on, newest first (a QueryingData GetData call). */
  fetchPage: (request: ModifiedSinceRequest) => Promise<Result>;
  /** Watermark saved from an earlier run; without it the first poll reads everything. */
  since?: Watermark;
  /** Page size asked for. Default 100. */
  limit?: number;
  /** Modification time of a record. Default: `UtcModifiedOn`, or `utcModifiedOn` under option `CC1`. */
  modifiedOnOf?: (record: ItemOf<Result>) => unknown;
  /** Identifier of a record. Default: `Id.RecordId`, or `id.recordId` under option `CC1`. */
  idOf?: (record: ItemOf<Result>) => unknown;
}

/** Reads what changed since the last poll and remembers how far it read. */
export interface ModifiedSincePoller<Item> {
  /** The records modified since the watermark, newest first as the server sorts them; advances the watermark. */
  poll(): Promise<Item[]>;
  /** How far reading has come; save it to resume after a restart. `undefined` before anything was read. */
  readonly watermark: Watermark | undefined;
}

function field(record: unknown, ...path: string[]): unknown {
  let value = record;
  for (const key of path) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

const defaultModifiedOn = (record: unknown) => field(record, "UtcModifiedOn") ?? field(record, "utcModifiedOn");
const defaultId = (record: unknown) => field(record, "Id", "RecordId") ?? field(record, "id", "recordId");

/**
 * Polls a query for newer data, as the reference asks of a consumer: "A consumer keeps the
 * timestamp of data already read and polls for newer data." Each poll pages through with
 * `modifiedFrom` = the watermark until it reaches records before it. Records at exactly the
 * watermark are new only if their identifier was not read before, so a timestamp shared by several
 * records loses none and repeats none. The watermark then moves to the newest modification seen.
 * Concurrent calls of `poll` share one run; a failed poll leaves the watermark where it was.
 */
export function createModifiedSincePoller<Result extends PageResult<unknown>>(
  options: ModifiedSincePollerOptions<Result>,
): ModifiedSincePoller<ItemOf<Result>> {
  type Item = ItemOf<Result>;
  const modifiedOnOf = options.modifiedOnOf ?? defaultModifiedOn;
  const idOf = options.idOf ?? defaultId;
  let watermark = options.since && { modifiedOn: options.since.modifiedOn, ids: [...options.since.ids] };
  let running: Promise<Item[]> | undefined;

  function read(record: Item, position: number): { modifiedOn: string; id: string } {
    const modifiedOn = modifiedOnOf(record);
    const id = idOf(record);
    if (typeof modifiedOn !== "string" || !isInstant(modifiedOn)) {
      throw new PagingError(`record ${position} of this poll has no readable modification time (UtcModifiedOn)`);
    }
    if (typeof id !== "string" || id === "") {
      throw new PagingError(`record ${position} of this poll has no identifier (Id.RecordId)`);
    }
    return { modifiedOn, id };
  }

  async function run(): Promise<Item[]> {
    const from = watermark;
    const known = new Set(from?.ids);
    const seen = new Set<string>();
    const fresh: Item[] = [];
    let newest: Watermark | undefined;
    let position = 0;
    const pages = paginate((page) => options.fetchPage({ ...page, ...(from && { modifiedFrom: from.modifiedOn }) }), {
      limit: options.limit,
    });
    for await (const record of pages) {
      const { modifiedOn, id } = read(record, position++);
      const sinceWatermark = from === undefined ? 1 : compareInstants(modifiedOn, from.modifiedOn);
      if (sinceWatermark < 0) break;
      // seen already in this poll: a newer modification pushed it down onto the next page
      if ((sinceWatermark === 0 && known.has(id)) || seen.has(id)) continue;
      seen.add(id);
      fresh.push(record);
      const order = newest === undefined ? 1 : compareInstants(modifiedOn, newest.modifiedOn);
      if (order > 0) newest = { modifiedOn, ids: [id] };
      else if (order === 0) newest?.ids.push(id);
    }
    if (newest !== undefined) {
      watermark =
        from !== undefined && compareInstants(newest.modifiedOn, from.modifiedOn) === 0
          ? { modifiedOn: from.modifiedOn, ids: [...known, ...newest.ids] }
          : newest;
    }
    return fresh;
  }

  return {
    poll() {
      running ??= run().finally(() => {
        running = undefined;
      });
      return running;
    },
    get watermark() {
      return watermark && { modifiedOn: watermark.modifiedOn, ids: [...watermark.ids] };
    },
  };
}
