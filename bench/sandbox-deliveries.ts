// sandboxPendingDeliveriesRssMiBPer10k: what 10,000 pending deliveries cost the sandbox's process
// (RSS after full collections, over the same process before them), each one a RecordCreated event
// whose receiver answered 503 and which waits for its redelivery: a delivery keeps its message
// once (the payload as the JSON text it POSTs, the address made from the consumer's when needed),
// and its attempts only what they saw. Median of three fresh processes.
import { join } from "node:path";
import { lastJsonLine, median, root, round, runOk, type BenchContext, type Figure } from "./lib.js";

const COUNT = 10_000;
const RUNS = 3;

interface ChildReport {
  readonly count: number;
  readonly pending: number;
  readonly rssBefore: number;
  readonly rssAfter: number;
  readonly heapBefore: number;
  readonly heapAfter: number;
}

export async function measureSandboxDeliveries(context: BenchContext): Promise<Figure[]> {
  const reports: ChildReport[] = [];
  for (let run = 0; run < RUNS; run++) {
    const result = await runOk(process.execPath, [
      "--expose-gc",
      "--import",
      "tsx",
      join(root, "bench", "deliveries-child.ts"),
      String(COUNT),
    ]);
    const report = lastJsonLine<ChildReport>(result.stdout);
    if (report.pending !== COUNT) throw new Error(`${report.pending} of ${COUNT} deliveries were pending`);
    reports.push(report);
    context.log(
      `  ${COUNT} pending deliveries: RSS ` +
        `+${((report.rssAfter - report.rssBefore) / 2 ** 20).toFixed(1)} MiB, heap ` +
        `+${((report.heapAfter - report.heapBefore) / 2 ** 20).toFixed(1)} MiB`,
    );
  }
  const rss = median(reports.map((report) => (report.rssAfter - report.rssBefore) / 2 ** 20));
  const heapBytes = median(reports.map((report) => (report.heapAfter - report.heapBefore) / COUNT));
  return [
    {
      name: "sandboxPendingDeliveriesRssMiBPer10k",
      value: round(rss, 1),
      unit: "MiB",
      method:
        `RSS after full collections over before, ${COUNT} RecordCreated events published ` +
        `through the built sandbox's gateway to a receiver answering 503 (each pending, its ` +
        `redelivery timed); median of ${RUNS} fresh node --expose-gc processes`,
      runs: RUNS,
      detail: { heapBytesPerDelivery: Math.round(heapBytes) },
    },
  ];
}
