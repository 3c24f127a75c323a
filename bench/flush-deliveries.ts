// sandbox.flush() of 1,000 webhook deliveries in process (issue 42): a partner's test of 1,500
// records spent most of its time there, in an RS256 signature per POST. Measured in a fresh node
// process of its own (bench/flush-child.ts).
import { join } from "node:path";
import { lastJsonLine, median, root, round, runOk, type BenchContext, type Figure } from "./lib.js";

export async function measureFlushDeliveries(context: BenchContext): Promise<Figure[]> {
  context.log("sandbox in process: flush() of 1,000 deliveries to a createWebhookHandler receiver");
  const result = await runOk(process.execPath, ["--import", "tsx", join(root, "bench", "flush-child.ts")], {
    env: { ...process.env },
  });
  const { flushMs } = lastJsonLine<{ flushMs: number[] }>(result.stdout);
  context.log(`  ${flushMs.map((ms) => ms.toFixed(0)).join(" / ")} ms`);
  return [
    {
      name: "flushMsPer1kDeliveries",
      value: round(median(flushMs), 0),
      unit: "ms",
      method:
        "median ms of `await sandbox.flush()` after 1,000 OrderReleased events published through " +
        "sandbox.control.gateway, each delivered to an in-process webhook made with createWebhookHandler " +
        `(token verified, payload validated), over ${flushMs.length} rounds after a warm-up round`,
      runs: flushMs.length,
      detail: { flushMs: flushMs.map((ms) => round(ms, 0)) },
    },
  ];
}
