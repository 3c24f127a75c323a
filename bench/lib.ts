// Shared helpers of the bench figures: medians, child processes, free ports, the machine's facts.
import { spawn, type SpawnOptions } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { cpus, loadavg, totalmem } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** The package root (the folder with package.json). */
export const root = resolve(fileURLToPath(import.meta.url), "../..");

/** Where `--profile` writes CPU profiles (gitignored). */
export const profilesDir = join(root, "bench", "profiles");

/** Options every figure gets from bench/run.ts. */
export interface BenchContext {
  /** Write CPU profiles of the measured work under bench/profiles/. */
  readonly profile: boolean;
  /** Progress lines (stderr), so that stdout keeps the table. */
  log(line: string): void;
}

/** The direction in which a figure is good. */
export interface Target {
  readonly max?: number;
  readonly min?: number;
}

/** One measured figure, as results.json records it. */
export interface Figure {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  /** What the issue asks for; absent for context figures. */
  readonly target?: Target;
  /** How the value was obtained, in one line. */
  readonly method: string;
  /** Repetitions the median (or maximum) was taken over. */
  readonly runs: number;
  /** The parts the value was computed from (medians of each side, per-size data, ...). */
  readonly detail?: Record<string, unknown>;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError("median of nothing");
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function round(value: number, digits = 3): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export function targetMet(figure: Figure): boolean | null {
  if (figure.target === undefined) return null;
  if (figure.target.max !== undefined && figure.value > figure.target.max) return false;
  if (figure.target.min !== undefined && figure.value < figure.target.min) return false;
  return true;
}

/** Nanoseconds since an arbitrary origin, as a number (enough precision for minutes). */
export function nowNs(): number {
  return Number(process.hrtime.bigint());
}

/**
 * CPU seconds (user + system, and with `reaped` its waited-for children's) `pid` has used, from /proc; 0 where it
 * is gone or there is no /proc.
 */
export function processCpuSeconds(pid: number, reaped = false): number {
  const ticksPerSecond = 100; // USER_HZ on Linux
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const own = Number(fields[11]) + Number(fields[12]);
    return (reaped ? own + Number(fields[13]) + Number(fields[14]) : own) / ticksPerSecond;
  } catch {
    return 0;
  }
}

/** Requests one GET throughput figure makes at once. */
export const IN_FLIGHT = 8;

/**
 * Requests per second of `count` GETs of `url` through `send` (fetch, or an in-process door), {@link IN_FLIGHT} in
 * flight, each body read; any answer but 200 fails the figure.
 */
export async function getThroughput(
  send: typeof fetch,
  url: string,
  authorization: string,
  count: number,
): Promise<number> {
  let next = 0;
  const started = nowNs();
  const worker = async () => {
    while (next < count) {
      next++;
      const response = await send(url, { headers: { authorization } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return count / ((nowNs() - started) / 1e9);
}

export interface ProcessResult {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
  /** Wall time from spawn to exit. */
  readonly ms: number;
}

/** Runs a command to its end and collects its output; never throws for a non-zero exit. */
export function run(command: string, args: readonly string[], options: SpawnOptions = {}): Promise<ProcessResult> {
  return new Promise((resolvePromise, reject) => {
    const started = nowNs();
    const child = spawn(command, args, { cwd: root, ...options, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.once("error", reject);
    child.once("close", (code, signal) =>
      resolvePromise({ code, signal, stdout, stderr, ms: (nowNs() - started) / 1e6 }),
    );
  });
}

/** Runs a command and fails with its output when it does not exit 0. */
export async function runOk(
  command: string,
  args: readonly string[],
  options: SpawnOptions = {},
): Promise<ProcessResult> {
  const result = await run(command, args, options);
  if (result.code !== 0) {
    throw new Error(
      `${command} ${args.join(" ")} ` +
        `exited ${result.code ?? result.signal}` +
        `:\n${(result.stderr || result.stdout).slice(-2000)}`,
    );
  }
  return result;
}

/** The last line of a child's stdout, parsed as JSON (children report that way). */
export function lastJsonLine<T>(stdout: string): T {
  const lines = stdout.trim().split("\n");
  return JSON.parse(lines[lines.length - 1]!) as T;
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolvePromise) => {
    const probe = createServer();
    probe.once("error", () => resolvePromise(false));
    probe.listen({ host: "127.0.0.1", port, exclusive: true }, () => probe.close(() => resolvePromise(true)));
  });
}

/** A base port whose next `count` ports are all free on 127.0.0.1, from a random place in 20000-59999. */
export async function freePortRange(count: number): Promise<number> {
  for (let tries = 0; tries < 50; tries++) {
    const base = 20_000 + Math.floor(Math.random() * 40_000);
    let free = true;
    for (let offset = 0; offset < count && free; offset++) free = await portFree(base + offset);
    if (free) return base;
  }
  throw new Error(`no ${count} consecutive free ports found`);
}

export function ensureProfilesDir(): string {
  if (!existsSync(profilesDir)) mkdirSync(profilesDir, { recursive: true });
  return profilesDir;
}

/** The machine the figures come from: ratios travel between machines, absolute times do not. */
export function machine(): Record<string, unknown> {
  const cpu = cpus();
  return {
    node: process.version,
    v8: process.versions.v8,
    cpuModel: cpu[0]?.model.trim() ?? "unknown",
    cpuCount: cpu.length,
    platform: `${process.platform} ${process.arch}`,
    totalMemoryGiB: round(totalmem() / 2 ** 30, 1),
    loadAverage1m: round(loadavg()[0] ?? 0, 2),
  };
}

/**
 * Runs `work` under the V8 CPU profiler when `--profile` was given, writing
 * bench/profiles/<name>.cpuprofile (open it in Chrome DevTools or speedscope).
 */
export async function profiled<T>(context: BenchContext, name: string, work: () => Promise<T>): Promise<T> {
  if (!context.profile) return work();
  const { Session } = await import("node:inspector/promises");
  const { writeFileSync } = await import("node:fs");
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 100 });
  await session.post("Profiler.start");
  try {
    return await work();
  } finally {
    const { profile } = await session.post("Profiler.stop");
    const file = join(ensureProfilesDir(), `${name}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
    context.log(`  profile: ${file}`);
  }
}

/**
 * The root of the package the figures load: a private built copy made by bench/run.ts (so that
 * nobody's rebuild of dist/ in the working tree pulls it away mid-run), or the working tree itself.
 */
export function packageRoot(): string {
  return process.env.IC_BENCH_PACKAGE ?? root;
}

/**
 * Imports `@integration-platform/contracts[/subpath]` (or a dependency) as the package's own code resolves
 * it, through its exports map. At run time, so that type-checking bench/ never needs dist/.
 */
export function importRuntime<T>(specifier: string): Promise<T> {
  const file = createRequire(join(packageRoot(), "package.json")).resolve(specifier);
  return import(pathToFileURL(file).href) as Promise<T>;
}

type Publishing = typeof import("../src/publishing/index.js");

/**
 * Publishes `items` as one queue item through the installed runtime's `publishRecords` and polls
 * with `waitForQueueItem` until it ends; any end but `Success` fails the figure.
 */
export async function publishUntilSuccess(
  publishing: Pick<Publishing, "publishRecords" | "waitForQueueItem">,
  client: Parameters<Publishing["publishRecords"]>[0],
  sourceId: string,
  items: Parameters<Publishing["publishRecords"]>[1]["items"],
): Promise<void> {
  const result = await publishing.publishRecords(client, { sourceId, items });
  const outcome = await publishing.waitForQueueItem(client, {
    sourceId,
    queueItemId: result.queueItemId,
    initialDelayMs: 1,
    maxDelayMs: 5,
  });
  if (outcome.status !== "Success") throw new Error(`the queue item ended ${outcome.status}: ${outcome.errorMessage}`);
}

/** Imports `@integration-platform/contracts-tools/<subpath>` (mock, sandbox) from the built tools package. */
export function importTools<T>(specifier: string): Promise<T> {
  const file = createRequire(join(packageRoot(), "tools", "package.json")).resolve(specifier);
  return import(pathToFileURL(file).href) as Promise<T>;
}
