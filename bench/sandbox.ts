// sandboxReadySeconds, sandboxRssMiB and sandboxVsPrismThroughput: the sandbox as a user starts it
// (`integration-contracts sandbox`, the built CLI in its own node process) until every service
// answers; its resident memory once ready and after the throughput runs; and how many
// GET /api/v2/QueryingData/GetData it answers per second next to the stateless Prism mock of the
// data integration service, the same client (fetch, a fixed number of requests in flight) against
// each in turn, in the same run.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type * as Mock from "../tools/src/mock/index.js";
import {
  freePortRange,
  getThroughput,
  IN_FLIGHT,
  importTools,
  median,
  nowNs,
  packageRoot,
  round,
  type BenchContext,
  type Figure,
} from "./lib.js";

const OFFSETS = [0, 1, 2, 3, 4, 5];
const READY_RUNS = 3;
const READY_TIMEOUT_MS = 30_000;
const ROUNDS = 3;
const REQUESTS_PER_ROUND = 2_000;
const WARM_UP = 300;
const QUERY = "/api/v2/QueryingData/GetData?modelId=3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b";

const sleep = (ms: number) => new Promise((resolvePromise) => setTimeout(resolvePromise, ms));

async function answers(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1_000) });
    await response.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]);
  return kib / 1024;
}

export interface RunningCli {
  readonly child: ChildProcess;
  readonly base: number;
  readonly seconds: number;
  stop(): Promise<void>;
}

/**
 * The built command line: the `bin` of the package that declares one (the root, or the tools package once split off).
 */
function builtCli(): string {
  for (const dir of [packageRoot(), join(packageRoot(), "tools")]) {
    try {
      const { bin } = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { bin?: Record<string, string> };
      if (bin?.["integration-contracts"] !== undefined) return join(dir, bin["integration-contracts"]);
    } catch {
      // no package here: the next place
    }
  }
  throw new Error("no package declares the integration-contracts command");
}

/** A start that failed because a port of its range was taken by another process in between. */
class PortTakenError extends Error {}

/**
 * Spawns the built CLI's sandbox command (with `nodeOptions` for node itself and `sandboxOptions` for the command) and
 * resolves once every port answers HTTP.
 */
export async function startCli(
  nodeOptions: readonly string[] = [],
  sandboxOptions: readonly string[] = [],
  readyTimeoutMs = READY_TIMEOUT_MS,
): Promise<RunningCli> {
  // The command takes a base port, not port 0: a port of the free range can be taken before the
  // sandbox binds it, and that start is made again on another range (it is not measured).
  for (let attempt = 1; ; attempt++) {
    try {
      return await startCliOnce(nodeOptions, sandboxOptions, readyTimeoutMs);
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt === 3) throw error;
    }
  }
}

async function startCliOnce(
  nodeOptions: readonly string[],
  sandboxOptions: readonly string[],
  readyTimeoutMs: number,
): Promise<RunningCli> {
  const base = await freePortRange(OFFSETS.length);
  const started = nowNs();
  const args = [...nodeOptions, builtCli(), "sandbox", "--base-port", String(base), ...sandboxOptions];
  const child = spawn(process.execPath, args, {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolvePromise) => child.once("exit", () => resolvePromise()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  const waiting = new Set(OFFSETS.map((offset) => base + offset));
  while (waiting.size > 0) {
    if (child.exitCode !== null) {
      if (/port \d+ on \S+ is already in use/.test(output)) throw new PortTakenError(output.trim());
      throw new Error(`the sandbox exited ${child.exitCode} before every service answered:\n${output.slice(-2000)}`);
    }
    if ((nowNs() - started) / 1e6 > readyTimeoutMs) {
      await stop();
      throw new Error(`the sandbox did not answer on ${[...waiting].join(", ")} after ${readyTimeoutMs} ms`);
    }
    const answered = await Promise.all([...waiting].map(async (port) => [port, await answers(port)] as const));
    for (const [port, ok] of answered) if (ok) waiting.delete(port);
    if (waiting.size > 0) await sleep(10);
  }
  return { child, base, seconds: (nowNs() - started) / 1e9, stop };
}

export async function measureSandbox(context: BenchContext): Promise<Figure[]> {
  const readySeconds: number[] = [];
  const readyRss: number[] = [];
  for (let i = 0; i < READY_RUNS; i++) {
    const cli = await startCli();
    readySeconds.push(cli.seconds);
    readyRss.push(rssMiB(cli.child.pid!));
    await cli.stop();
    context.log(
      `  every service answered after ${cli.seconds.toFixed(2)} s, ${readyRss.at(-1)!.toFixed(0)} MiB resident`,
    );
  }

  const { startMocks } = await importTools<typeof Mock>("@integration-platform/contracts-tools/mock");
  const prism = await startMocks({ basePort: "free", services: ["data-integration"] });
  const sandbox = await startCli();
  try {
    const token = await fetch(`http://127.0.0.1:${sandbox.base + 2}/connect/token`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        authorization: `Basic ${Buffer.from("sandbox-client:sandbox-secret").toString("base64")}`,
      },
      body: "grant_type=client_credentials&tid=4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61&scope=apiim",
    });
    const authorization = `Bearer ${((await token.json()) as { access_token: string }).access_token}`;
    const targets = { prism: `${prism.mocks[0]!.url}${QUERY}`, sandbox: `http://127.0.0.1:${sandbox.base}${QUERY}` };
    for (const url of Object.values(targets)) await getThroughput(fetch, url, authorization, WARM_UP);
    const perSecond: Record<keyof typeof targets, number[]> = { prism: [], sandbox: [] };
    for (let round_ = 0; round_ < ROUNDS; round_++) {
      // Alternating which goes first, so that neither always meets the machine warmer.
      const order: (keyof typeof targets)[] = round_ % 2 === 0 ? ["prism", "sandbox"] : ["sandbox", "prism"];
      for (const name of order)
        perSecond[name].push(await getThroughput(fetch, targets[name], authorization, REQUESTS_PER_ROUND));
    }
    const loadedRss = rssMiB(sandbox.child.pid!);
    const prismRate = median(perSecond.prism);
    const sandboxRate = median(perSecond.sandbox);
    return [
      {
        name: "sandboxReadySeconds",
        value: round(median(readySeconds), 2),
        unit: "s",
        target: { max: 2 },
        method:
          `spawn of the built CLI (integration-contracts sandbox --base-port <free>) until all ${OFFSETS.length}` +
          ` services answer HTTP on 127.0.0.1; median of ${READY_RUNS} runs, each stopped with SIGTERM`,
        runs: READY_RUNS,
        detail: { allSeconds: readySeconds.map((s) => round(s, 2)) },
      },
      {
        name: "sandboxRssMiB",
        value: round(Math.max(...readyRss, loadedRss), 0),
        unit: "MiB",
        target: { max: 250 },
        method:
          `VmRSS of the sandbox process, the larger of: once ready (median of ${READY_RUNS} ` +
          `starts) and after ${ROUNDS * REQUESTS_PER_ROUND + WARM_UP} GetData requests`,
        runs: READY_RUNS + 1,
        detail: { readyMiB: round(median(readyRss), 0), afterRequestsMiB: round(loadedRss, 0) },
      },
      {
        name: "sandboxVsPrismThroughput",
        value: round(sandboxRate / prismRate, 2),
        unit: "ratio",
        target: { min: 1 },
        method:
          `GET ${QUERY.split("?")[0]} requests per second, sandbox / Prism mock of ` +
          `data-integration, ${IN_FLIGHT} in flight, ${REQUESTS_PER_ROUND} per round, median of ${ROUNDS} ` +
          `alternating rounds`,
        runs: ROUNDS,
        detail: { sandboxPerSecond: round(sandboxRate, 0), prismPerSecond: round(prismRate, 0) },
      },
    ];
  } finally {
    await sandbox.stop();
    await prism.stop();
  }
}
