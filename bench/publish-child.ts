// Run by bench/publish-records.ts in a fresh `node --expose-gc` process:
//   publish-child.ts <baseUrl> <items> <runs>
// Builds <items> publishing items, then publishes them <runs> times with publishRecords through the
// fake server at <baseUrl>, sampling memory at every request. Prints one JSON line.
import type * as Clients from "../src/clients/index.js";
import type * as Publishing from "../src/publishing/index.js";
import { importRuntime } from "./lib.js";

const [baseUrl, itemsArg, runsArg] = process.argv.slice(2);
const count = Number(itemsArg);
const runs = Number(runsArg);
const gc = (globalThis as { gc?: () => void }).gc;
if (baseUrl === undefined || !Number.isInteger(count) || !Number.isInteger(runs) || gc === undefined) {
  console.error("usage: node --expose-gc --import tsx bench/publish-child.ts <baseUrl> <items> <runs>");
  process.exit(2);
}

const { createDataIntegrationClient } = await importRuntime<typeof Clients>("@integration-platform/contracts");
const { publishRecords } = await importRuntime<typeof Publishing>("@integration-platform/contracts/publishing");

const SOURCE_ID = "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31";

function makeItems(n: number): Publishing.PublishingItem[] {
  const items: Publishing.PublishingItem[] = new Array(n);
  for (let i = 0; i < n; i++) {
    items[i] = {
      entityId: "Customer",
      recordId: `C-${100_000 + i}`,
      mandantCode: "12345678|CZ",
      data: {
        CompanyName: `Customer ${i} s.r.o.`,
        City: "Brno",
        CreditLimit: `${(i % 997) * 100}.00|CZK`,
        IsActive: i % 3 !== 0,
      },
      isDeleted: false,
    };
  }
  return items;
}

/** Forces full collections until the heap stops shrinking, so that two readings compare live data. */
function settle(): NodeJS.MemoryUsage {
  gc!();
  gc!();
  return process.memoryUsage();
}

let peakHeap = 0;
let peakRss = 0;
const sample = () => {
  const usage = process.memoryUsage();
  if (usage.heapUsed > peakHeap) peakHeap = usage.heapUsed;
  if (usage.rss > peakRss) peakRss = usage.rss;
};
// Every request is sampled as it goes out (its chunk serialised and buffered), and a timer samples
// between requests too.
// In the retention run every 20th request first collects the garbage, so that the reading is
// what publishing keeps alive, not what the collector has not got round to yet.
let liveEvery = 0;
let requestCount = 0;
let peakLive = 0;
const sampledFetch: typeof fetch = (input, init) => {
  if (liveEvery > 0 && ++requestCount % liveEvery === 0) {
    gc();
    peakLive = Math.max(peakLive, process.memoryUsage().heapUsed);
  }
  sample();
  return fetch(input, init);
};
const client = createDataIntegrationClient({ baseUrl, getToken: () => "bench-token", fetch: sampledFetch });

// Warm-up: the same path on a small batch, so that the measured runs meet compiled code.
await publishRecords(client, { sourceId: SOURCE_ID, items: makeItems(5_000) });

const before = settle();
let items: Publishing.PublishingItem[] | undefined = makeItems(count);
const withItems = settle();
const results: { seconds: number; heapOverMiB: number; rssOverMiB: number }[] = [];
for (let run = 0; run < runs; run++) {
  const baseline = settle();
  peakHeap = baseline.heapUsed;
  peakRss = baseline.rss;
  const timer = setInterval(sample, 5);
  const started = process.hrtime.bigint();
  const result = await publishRecords(client, { sourceId: SOURCE_ID, items });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  clearInterval(timer);
  sample();
  if (result.records !== count) throw new Error(`published ${result.records} of ${count}`);
  results.push({
    seconds,
    heapOverMiB: (peakHeap - baseline.heapUsed) / 2 ** 20,
    rssOverMiB: (peakRss - baseline.rss) / 2 ** 20,
  });
}
// Retention run (not timed): the live heap at every 20th request, over the settled heap.
const liveBaseline = settle().heapUsed;
peakLive = liveBaseline;
liveEvery = 20;
await publishRecords(client, { sourceId: SOURCE_ID, items });
liveEvery = 0;
const liveOverMiB = (peakLive - liveBaseline) / 2 ** 20;

// Dropping the last reference is what lets settle() collect the items before the heap is read.
// eslint-disable-next-line no-useless-assignment -- the assignment is read by the collector, not the code
items = undefined;
const after = settle();

console.log(
  JSON.stringify({
    items: count,
    itemsHeapMiB: (withItems.heapUsed - before.heapUsed) / 2 ** 20,
    itemsRssMiB: (withItems.rss - before.rss) / 2 ** 20,
    heapRetainedAfterMiB: (after.heapUsed - before.heapUsed) / 2 ** 20,
    liveOverMiB,
    runs: results,
  }),
);
