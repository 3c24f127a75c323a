// The query store at a million records (issue 45): GetData by ExternalId and its first page with 1,000,000 records in
// the model against 1,000, publishing into each, and the heap a published record of two short fields keeps. Each size
// in a fresh process of its own (bench/query-store-child.ts). The million records are seeded through the state's
// restore path (the saved records a restart reads back), not published: publishing them through the API would take
// most of a minute and measure publishing, which the figure measures on its own.
import { join } from "node:path";
import { lastJsonLine, median, root, round, runOk, type BenchContext, type Figure } from "./lib.js";

const SMALL = 1_000;
const LARGE = 1_000_000;
const HEAP_RECORDS = 100_000;
const HEAP_QUEUE_ITEMS = 2_000;

interface QueriesReport {
  readonly records: number;
  readonly firstQueryMs: number;
  readonly medianMs: Record<
    "byExternalId" | "firstPage" | "lastPage" | "modifiedFromAfterLastChange" | "filteredByAk",
    number
  >;
  readonly publishPerSecond: number[];
}

interface HeapReport {
  readonly records: number;
  readonly heapBefore: number;
  readonly heapAfter: number;
  readonly perRecord: number;
}

async function child<T>(context: BenchContext, args: string[]): Promise<T> {
  context.log(`  query-store-child ${args.join(" ")}`);
  const result = await runOk(
    process.execPath,
    [
      "--expose-gc",
      "--max-old-space-size=8192",
      "--import",
      "tsx",
      join(root, "bench", "query-store-child.ts"),
      ...args,
    ],
    { env: { ...process.env } },
  );
  return lastJsonLine<T>(result.stdout);
}

export async function measureQueryStore(context: BenchContext): Promise<Figure[]> {
  const small = await child<QueriesReport>(context, ["queries", String(SMALL)]);
  const large = await child<QueriesReport>(context, ["queries", String(LARGE)]);
  const heap = await child<HeapReport>(context, ["heap", String(HEAP_RECORDS)]);
  const queueItems = await child<HeapReport>(context, ["queue-items", String(HEAP_QUEUE_ITEMS)]);
  const ms = (report: QueriesReport) =>
    Object.fromEntries(Object.entries(report.medianMs).map(([name, value]) => [name, round(value, 3)]));
  context.log(`  ${SMALL}: ${JSON.stringify(ms(small))}; ${LARGE}: ${JSON.stringify(ms(large))}`);
  const ratio = (name: keyof QueriesReport["medianMs"]) => round(large.medianMs[name] / small.medianMs[name], 2);
  const detail = {
    medianMsAt1k: ms(small),
    medianMsAt1M: ms(large),
    firstQueryAfterRestoreMs: { at1k: round(small.firstQueryMs, 1), at1M: round(large.firstQueryMs, 1) },
  };
  const method = (what: string) =>
    `median of 200 GetData (${what}) through sandbox.fetch, each body read, in a model of ` +
    `${LARGE.toLocaleString("en")} records over the same in one of ${SMALL.toLocaleString("en")} ` +
    `(records of two short fields, seeded through the state's restore path, each size in a fresh process, ` +
    `after 20 warm-up requests)`;
  return [
    {
      name: "getDataByExternalId1MVs1k",
      value: ratio("byExternalId"),
      unit: "ratio",
      target: { max: 2 },
      method: method("externalId=<one of the records>"),
      runs: 200,
      detail,
    },
    {
      name: "getDataFirstPage1MVs1k",
      value: ratio("firstPage"),
      unit: "ratio",
      target: { max: 2 },
      method: method("no filter, limit=100"),
      runs: 200,
      detail: {
        lastPage1MVs1k: ratio("lastPage"),
        modifiedFromAfterLastChange1MVs1k: ratio("modifiedFromAfterLastChange"),
        filteredByAk1MVs1k: ratio("filteredByAk"),
      },
    },
    {
      name: "publish1MVs1kRatio",
      value: round(median(large.publishPerSecond) / median(small.publishPerSecond), 2),
      unit: "ratio",
      method:
        `records per second of ${4_000} new records as one queue item (publishRecords until Success through ` +
        `sandbox.fetch) into the model holding ${LARGE.toLocaleString("en")} records over holding ` +
        `${SMALL.toLocaleString("en")}; median of ${large.publishPerSecond.length} after one warm-up each`,
      runs: large.publishPerSecond.length,
      detail: {
        at1kPerSecond: small.publishPerSecond.map((rate) => round(rate, 0)),
        at1MPerSecond: large.publishPerSecond.map((rate) => round(rate, 0)),
      },
    },
    {
      name: "heapBytesPerRecord",
      value: round(heap.perRecord, 0),
      unit: "B",
      target: { max: 1_500 },
      method:
        `live heap (after two full collections) after ${HEAP_RECORDS.toLocaleString("en")} records of two short ` +
        `fields (name "Item <n>", quantity <n>) published through sandbox.fetch in queue items of 4,000, minus ` +
        `before, per record: the record, its indexes, its entry in the queue item's changes, its values included`,
      runs: 1,
      detail: { heapBeforeMiB: round(heap.heapBefore / 2 ** 20, 1), heapAfterMiB: round(heap.heapAfter / 2 ** 20, 1) },
    },
    {
      name: "heapBytesPerQueueItem",
      value: round(queueItems.perRecord - heap.perRecord, 0),
      unit: "B",
      method:
        `live heap after ${HEAP_QUEUE_ITEMS.toLocaleString("en")} queue items of one record each published through ` +
        `sandbox.fetch, minus before, per queue item, less heapBytesPerRecord: the queue item, its status record, ` +
        `its operating log items and its journal entries`,
      runs: 1,
      detail: { perQueueItemWithItsRecord: round(queueItems.perRecord, 0) },
    },
  ];
}
