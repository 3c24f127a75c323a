// sandboxSoakErrors, sandboxSoakP99VsIdleP50 and sandboxSoakRssGrowthMiBPer10k: the built sandbox
// under 60 s of mixed load from 50 clients at once (reads, small publishes, token requests,
// discovery, order settings), against its own idle latency and memory in the same run. Errors
// are any answer other than the one the call expects, or no answer; the target is none. Memory is
// sampled once warm (after the first sixth of the run) and at the end; publishing stores records,
// which is the one growth the sandbox keeps by design, so their count is reported beside it.
import { median, nowNs, round, type BenchContext, type Figure } from "./lib.js";
import { rssMiB, startCli } from "./sandbox.js";

const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CLIENTS = 50;
const IDLE_REQUESTS = 300;
const TENANT = "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61";
const MODEL = "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b";
const BASIC = `Basic ${Buffer.from("sandbox-client:sandbox-secret").toString("base64")}`;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function measureSandboxSoak(context: BenchContext): Promise<Figure[]> {
  const sandbox = await startCli();
  const url = (offset: number, path: string) => `http://127.0.0.1:${sandbox.base + offset}${path}`;
  try {
    const tokenAnswer = await fetch(url(2, "/connect/token"), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", authorization: BASIC },
      body: `grant_type=client_credentials&tid=${TENANT}&scope=apiim`,
    });
    const authorization = `Bearer ${((await tokenAnswer.json()) as { access_token: string }).access_token}`;
    const json = { authorization, "content-type": "application/json" };
    const settings = await fetch(url(0, "/api/v2/IntegrationAgents/Settings"), {
      method: "POST",
      headers: json,
      body: "{}",
    });
    const sourceId = ((await settings.json()) as { source: { sourceId: string } }).source.sourceId;
    await fetch(url(0, "/api/v2/IntegrationAgents/Transformations"), {
      method: "PATCH",
      headers: json,
      body: JSON.stringify({
        upsert: [{ customCode: "items", mappings: [{ entityId: "Item", modelId: MODEL, autoMapFields: true }] }],
      }),
    });

    let published = 0;
    const calls: { weight: number; call: () => Promise<boolean> }[] = [
      {
        weight: 4,
        call: async () =>
          (
            await fetch(url(0, `/api/v2/QueryingData/GetData?modelId=${MODEL}&limit=20`), {
              headers: { authorization },
            })
          ).status === 200,
      },
      {
        weight: 3,
        call: async () => {
          const n = published++;
          const items = Array.from({ length: 5 }, (_, i) => ({
            entityId: "Item",
            recordId: `R-${n}-${i}`,
            data: { name: `record ${n}.${i}` },
          }));
          const response = await fetch(url(0, `/api/v1/SourcingData/EnqueueDataBySourceId/${sourceId}/start`), {
            method: "POST",
            headers: json,
            body: JSON.stringify({ items }),
          });
          return response.status === 201 || response.status === 202;
        },
      },
      {
        weight: 1,
        call: async () =>
          (
            await fetch(url(2, "/connect/token"), {
              method: "POST",
              headers: { "content-type": "application/x-www-form-urlencoded", authorization: BASIC },
              body: `grant_type=client_credentials&tid=${TENANT}`,
            })
          ).status === 200,
      },
      { weight: 1, call: async () => (await fetch(url(2, "/.well-known/openid-configuration"))).status === 200 },
      {
        weight: 1,
        call: async () =>
          (await fetch(url(1, "/api/v1/Integration/Settings"), { headers: { authorization } })).status === 200,
      },
    ];
    const deck = calls.flatMap(({ weight, call }) => Array.from({ length: weight }, () => call));
    const timed = async (call: () => Promise<boolean>): Promise<{ ms: number; ok: boolean }> => {
      const started = nowNs();
      let ok: boolean;
      try {
        ok = await call();
      } catch {
        ok = false;
      }
      return { ms: (nowNs() - started) / 1e6, ok };
    };

    const idle: number[] = [];
    for (let i = 0; i < IDLE_REQUESTS; i++) idle.push((await timed(deck[i % deck.length]!)).ms);
    const idleP50 = median(idle);
    context.log(
      `  idle p50 ${idleP50.toFixed(2)} ms over ${IDLE_REQUESTS} sequential ` +
        `mixed requests; soaking ${SOAK_SECONDS} s with ${CLIENTS} clients`,
    );

    const latencies: number[] = [];
    let errors = 0;
    let requests = 0;
    let warm: { rss: number; requests: number; published: number } | undefined;
    const started = nowNs();
    const elapsed = () => (nowNs() - started) / 1e9;
    const client = async (index: number) => {
      for (let i = index; elapsed() < SOAK_SECONDS; i++) {
        const { ms, ok } = await timed(deck[i % deck.length]!);
        requests++;
        if (!ok) errors++;
        if (warm !== undefined) latencies.push(ms);
        if (warm === undefined && elapsed() >= SOAK_SECONDS / 6)
          warm = { rss: rssMiB(sandbox.child.pid!), requests, published };
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
    const endRss = rssMiB(sandbox.child.pid!);
    latencies.sort((a, b) => a - b);
    const p99 = percentile(latencies, 99);
    const warmRequests = requests - warm!.requests;
    const growthPer10k = ((endRss - warm!.rss) / warmRequests) * 10_000;
    const recordsStored = (published - warm!.published) * 5;
    return [
      {
        name: "sandboxSoakErrors",
        value: errors,
        unit: "errors",
        target: { max: 0 },
        method:
          `${SOAK_SECONDS} s of mixed load, ${CLIENTS} clients at once against the built ` +
          `sandbox: GetData 4, publish start of 5 records 3, token 1, discovery 1, order ` +
          `settings 1 in 10; an error is an unexpected status or no answer`,
        runs: 1,
        detail: { requests, perSecond: round(requests / SOAK_SECONDS, 0) },
      },
      {
        name: "sandboxSoakP99VsIdleP50",
        value: round(p99 / idleP50, 1),
        unit: "ratio",
        method:
          `p99 latency once warm under ${CLIENTS} clients / p50 latency ` +
          `of ${IDLE_REQUESTS} sequential requests of the same mix on the idle ` +
          `sandbox`,
        runs: 1,
        detail: {
          idleP50Ms: round(idleP50, 2),
          p50Ms: round(percentile(latencies, 50), 2),
          p99Ms: round(p99, 2),
          clients: CLIENTS,
        },
      },
      {
        name: "sandboxSoakRssGrowthMiBPer10k",
        value: round(growthPer10k, 2),
        unit: "MiB per 10,000 requests",
        method:
          `VmRSS at the end minus VmRSS once warm (after ${round(SOAK_SECONDS / 6, 0)} s), per ` +
          `10,000 requests served in between; the records published meanwhile stay stored`,
        runs: 1,
        detail: {
          warmMiB: round(warm!.rss, 0),
          endMiB: round(endRss, 0),
          warmRequests,
          recordsStoredMeanwhile: recordsStored,
        },
      },
    ];
  } finally {
    await sandbox.stop();
  }
}
