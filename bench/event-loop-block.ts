// maxEventLoopBlockMs: the longest time one request holds the sandbox's event loop, over the kinds of
// request the hostile-input suite sends (bodies at and over the 8 MB limit, JSON that never closes or
// nests 100,000 deep, a record of 200,000 fields, 200,000-character externalIds, 1,000 query
// parameters, a long `options`). While one request holds the loop, every other request of every
// tenant waits: issue 48 found a 40,000-character externalId holding it 12 s. Measured in a node
// process of its own (bench/event-loop-child.ts).
import { join } from "node:path";
import { lastJsonLine, median, root, round, runOk, type BenchContext, type Figure } from "./lib.js";

type ChildReport = Record<string, { readonly status: number; readonly holdMs: readonly number[] }>;

export async function measureEventLoopBlock(context: BenchContext): Promise<Figure[]> {
  context.log("event loop: the hostile suite's kinds of request, one at a time, each hold of the loop");
  const result = await runOk(process.execPath, ["--import", "tsx", join(root, "bench", "event-loop-child.ts")], {
    env: { ...process.env },
  });
  const report = lastJsonLine<ChildReport>(result.stdout);
  const perKind = Object.entries(report)
    .map(([kind, { status, holdMs }]) => ({ kind, status, medianMs: round(median(holdMs), 1), runs: holdMs.length }))
    .sort((a, b) => b.medianMs - a.medianMs);
  const worst = perKind[0]!;
  for (const { kind, status, medianMs } of perKind) context.log(`  ${medianMs} ms  ${status}  ${kind}`);
  return [
    {
      name: "maxEventLoopBlockMs",
      value: worst.medianMs,
      unit: "ms",
      method:
        `the longest event loop delay (monitorEventLoopDelay, 1 ms resolution) while one request is answered, ` +
        `the sandbox in the measuring process and the request sent to its port with a body built beforehand; ` +
        `per kind of request the median of ${worst.runs} after a warm-up, the figure the largest of the kinds ` +
        `(detail.worst names it)`,
      runs: worst.runs,
      detail: {
        worst: `${worst.kind} (answered ${worst.status})`,
        perKind: Object.fromEntries(perKind.map(({ kind, status, medianMs }) => [kind, { status, medianMs }])),
      },
    },
  ];
}
