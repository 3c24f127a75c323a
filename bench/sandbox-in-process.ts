// The sandbox in process (issue 33): GetData through sandbox.fetch against the same calls through
// startSandbox's port, what a fresh sandbox per test costs, and whether 1,000 cycles of a sandbox
// made, asked once and closed leave memory behind. Measured in a fresh node process of its own
// (bench/in-process-child.ts).
import { join } from "node:path";
import { lastJsonLine, median, root, round, runOk, type BenchContext, type Figure } from "./lib.js";

interface ChildReport {
  readonly firstMs: number;
  readonly createMs: number[];
  readonly medianCreateMs: number;
  readonly perSecond: { readonly inProcess: number[]; readonly http: number[] };
  readonly before: { readonly rss: number; readonly heap: number };
  readonly after: { readonly rss: number; readonly heap: number }[];
}

export async function measureSandboxInProcess(context: BenchContext): Promise<Figure[]> {
  context.log(
    "sandbox in process: createSandbox, GetData through " +
      "sandbox.fetch and through a port, 1,000 create/call/close " +
      "cycles",
  );
  const result = await runOk(
    process.execPath,
    ["--expose-gc", "--import", "tsx", join(root, "bench", "in-process-child.ts")],
    { env: { ...process.env } },
  );
  const report = lastJsonLine<ChildReport>(result.stdout);
  const ratios = report.perSecond.inProcess.map((rate, i) => rate / report.perSecond.http[i]!);
  const growth = report.after.at(-1)!.rss - report.before.rss;
  context.log(
    `  first ${report.firstMs.toFixed(0)} ms, then ` +
      `median ${report.medianCreateMs.toFixed(2)} ms; GetData ${round(median(ratios), 2)}` +
      `x; RSS ${report.before.rss.toFixed(0)} ` +
      `-> ${report.after.map((m) => m.rss.toFixed(0)).join(" / ")} MiB`,
  );
  return [
    {
      name: "inProcessVsHttpGetData",
      value: round(median(ratios), 2),
      unit: "ratio",
      target: { min: 3 },
      method:
        `GET /api/v2/QueryingData/GetData requests per second through sandbox.fetch / through ` +
        `startSandbox's port, both in one node process, the same client code (8 in flight, each ` +
        `body read), 800 per round, median of ${ratios.length} alternating rounds' ratios`,
      runs: ratios.length,
      detail: {
        inProcessPerSecond: round(median(report.perSecond.inProcess), 0),
        httpPerSecond: round(median(report.perSecond.http), 0),
        ratios: ratios.map((ratio) => round(ratio, 2)),
      },
    },
    {
      name: "createSandboxMs",
      value: round(report.medianCreateMs, 2),
      unit: "ms",
      target: { max: 20 },
      method:
        `median time of createSandbox() (then close()) ` +
        `over ${report.createMs.length} sandboxes after the first in a fresh ` +
        `process; the first loads the specs, the validator and the signing key, ` +
        `which the next ones reuse`,
      runs: report.createMs.length,
      detail: { firstMs: round(report.firstMs, 0), maxMs: round(Math.max(...report.createMs), 2) },
    },
    {
      name: "createSandboxRssGrowthMiBPer1k",
      value: round(growth, 1),
      unit: "MiB",
      method:
        "resident memory after 1,000 cycles of createSandbox(), one GET of its JWKS and close(), minus " +
        "before them (after 500 warm-up cycles), each read after two full garbage collections",
      runs: 1,
      detail: {
        rssBeforeMiB: round(report.before.rss, 1),
        rssEvery250MiB: report.after.map(({ rss }) => round(rss, 1)),
        heapBeforeMiB: round(report.before.heap, 1),
        heapEvery250MiB: report.after.map(({ heap }) => round(heap, 1)),
      },
    },
  ];
}
