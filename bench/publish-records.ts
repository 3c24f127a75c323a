// publishRecordsPerSecond and publishing memory: publishRecords (validate every item, then start +
// appends of 500) through a fake data integration server, in a fresh `node --expose-gc` process per
// size. Memory is the peak over the live heap (and RSS) with the items already built: what
// publishing adds on top of the items themselves. Measured at two sizes, it must not grow with them.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { ensureProfilesDir, lastJsonLine, median, round, root, runOk, type BenchContext, type Figure } from "./lib.js";

const SIZES = [50_000, 100_000] as const;
const RUNS = 3;
/** Share of the items' own growth that publishing may add on top (it should keep nothing per item). */
const MAX_RETAINED_SHARE = 0.05;

interface ChildReport {
  items: number;
  itemsHeapMiB: number;
  itemsRssMiB: number;
  heapRetainedAfterMiB: number;
  liveOverMiB: number;
  runs: { seconds: number; heapOverMiB: number; rssOverMiB: number }[];
}

/** Answers start and append like the service's 202, counting the records it was sent. */
function fakeService() {
  let records = 0;
  let requests = 0;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let text = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (text += chunk));
    request.on("end", () => {
      requests++;
      for (let at = text.indexOf('"recordId":'); at !== -1; at = text.indexOf('"recordId":', at + 1)) records++;
      const body = JSON.stringify({
        sourceId: "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
        queueItemId: "8e4b1d6a-9f2c-4a73-b5e8-0c1d7a3f6b92",
        operationId: "5a8d2f17-3c6e-4b90-a1d4-8e7f2c5b9a06",
        status: "Pending",
        wasSuccess: false,
        wasFailure: false,
      });
      response.writeHead(request.method === "POST" ? 202 : 404, {
        "content-type": "application/json",
        "content-length": Buffer.byteLength(body),
      });
      response.end(body);
    });
  });
  return { server, counts: () => ({ records, requests }) };
}

export async function measurePublishRecords(context: BenchContext): Promise<Figure[]> {
  const { server, counts } = fakeService();
  const baseUrl = await new Promise<string>((resolvePromise) =>
    server.listen(0, "127.0.0.1", () => resolvePromise(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
  try {
    const reports: ChildReport[] = [];
    for (const size of SIZES) {
      const before = counts();
      const profileArgs = context.profile
        ? ["--cpu-prof", "--cpu-prof-interval", "200", "--cpu-prof-dir", join(ensureProfilesDir(), `publish-${size}`)]
        : [];
      const result = await runOk(process.execPath, [
        "--expose-gc",
        ...profileArgs,
        "--import",
        "tsx",
        join(root, "bench", "publish-child.ts"),
        baseUrl,
        String(size),
        String(RUNS),
      ]);
      const report = lastJsonLine<ChildReport>(result.stdout);
      const sent = counts().records - before.records;
      const expected = 5_000 + size * (RUNS + 1);
      if (sent !== expected) throw new Error(`the fake service received ${sent} records, expected ${expected}`);
      reports.push(report);
      context.log(
        `  ${size} items: ${report.itemsHeapMiB.toFixed(1)} MiB of items; ` +
          `publishing ${report.runs.map((r) => r.seconds.toFixed(2)).join(" / ")} s, ` +
          `peak heap +${Math.max(...report.runs.map((r) => r.heapOverMiB)).toFixed(1)} MiB, ` +
          `RSS +${Math.max(...report.runs.map((r) => r.rssOverMiB)).toFixed(1)} MiB, ` +
          `live heap +${report.liveOverMiB.toFixed(2)} MiB`,
      );
    }
    const perSize = reports.map((report) => ({
      items: report.items,
      itemsHeapMiB: round(report.itemsHeapMiB, 1),
      recordsPerSecond: Math.round(report.items / median(report.runs.map((r) => r.seconds))),
      peakHeapOverItemsMiB: round(Math.max(...report.runs.map((r) => r.heapOverMiB)), 1),
      peakRssOverItemsMiB: round(Math.max(...report.runs.map((r) => r.rssOverMiB)), 1),
      liveHeapOverItemsMiB: round(report.liveOverMiB, 2),
      heapRetainedAfterMiB: round(report.heapRetainedAfterMiB, 1),
    }));
    const small = perSize[0]!;
    const large = perSize[perSize.length - 1]!;
    const k = (items: number) => `${items / 1000}k`;
    const retainedShare =
      (large.liveHeapOverItemsMiB - small.liveHeapOverItemsMiB) / (large.itemsHeapMiB - small.itemsHeapMiB);
    return [
      {
        name: "publishRecordsPerSecond",
        value: large.recordsPerSecond,
        unit: "records/s",
        method:
          `publishRecords of ${large.items} items (validation, start + appends of 500) ` +
          `through a fake node:http service; median of ${RUNS} runs in a fresh node process`,
        runs: RUNS,
        detail: { bySize: perSize },
      },
      ...perSize.flatMap((size): Figure[] => [
        {
          name: `publishPeakHeapOverItemsMiB@${k(size.items)}`,
          value: size.peakHeapOverItemsMiB,
          unit: "MiB",
          method:
            `peak heapUsed while publishing ${size.items} items over the settled heap with them built (the ` +
            `items: ${size.itemsHeapMiB} MiB); garbage not yet collected included; maximum of ${RUNS} runs`,
          runs: RUNS,
        },
        {
          name: `publishPeakRssOverItemsMiB@${k(size.items)}`,
          value: size.peakRssOverItemsMiB,
          unit: "MiB",
          method: `peak RSS while publishing ${size.items} items over the RSS with them built; maximum of ${RUNS} runs`,
          runs: RUNS,
        },
        {
          name: `publishLiveHeapOverItemsMiB@${k(size.items)}`,
          value: size.liveHeapOverItemsMiB,
          unit: "MiB",
          method:
            `most heap kept alive while publishing ${size.items} items (read after a full ` +
            `collection at every 20th request) over the settled heap with them built`,
          runs: 1,
        },
      ]),
      {
        name: "publishRetainedGrowthShare",
        value: round(retainedShare, 3),
        unit: "ratio",
        target: { max: MAX_RETAINED_SHARE },
        method:
          `(live heap over the items at ${large.items} - at ${small.items}) / (the items' own heap at ${large.items}` +
          ` - at ${small.items}): 0 when publishing keeps nothing per item, 1 when it keeps a copy of each`,
        runs: 1,
      },
    ];
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolvePromise) => server.close(() => resolvePromise()));
  }
}
