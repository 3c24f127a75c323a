// mockReadySeconds: from spawning `npm run mock` until every mock answers HTTP on its port (any
// status: Prism is serving), on a free port range. The mock command is then stopped by its PID with
// SIGTERM, as Ctrl-C would, and the run waits until npm has exited and every port is closed.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  freePortRange,
  median,
  nowNs,
  processCpuSeconds,
  round,
  root,
  run,
  type BenchContext,
  type Figure,
} from "./lib.js";

const MAX_RUNS = 3;
const BUDGET_MS = 40_000;
const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 30_000;

/** Port offsets of the mockable (OpenAPI) specs, as the mock command reads them. */
function portOffsets(): number[] {
  const dir = join(root, "generated", "specs");
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .map(
      (file) =>
        JSON.parse(readFileSync(join(dir, file), "utf8")) as { openapi?: string; "x-mock-port-offset"?: number },
    )
    .filter((spec) => spec.openapi !== undefined && typeof spec["x-mock-port-offset"] === "number")
    .map((spec) => spec["x-mock-port-offset"]!)
    .sort((a, b) => a - b);
}

async function answers(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolvePromise) => setTimeout(resolvePromise, ms));

/** The descendants of `pid`, outermost first, from `ps`. */
async function descendants(pid: number): Promise<{ pid: number; args: string }[]> {
  const { stdout } = await run("ps", ["-eo", "pid=,ppid=,args="]);
  const rows = stdout
    .trim()
    .split("\n")
    .map((line) => {
      const match = /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line);
      return match ? { pid: Number(match[1]), ppid: Number(match[2]), args: match[3]! } : undefined;
    })
    .filter((row) => row !== undefined);
  const found: { pid: number; args: string }[] = [];
  let frontier = [pid];
  while (frontier.length > 0) {
    const children = rows.filter((row) => frontier.includes(row.ppid));
    found.push(...children);
    frontier = children.map((child) => child.pid);
  }
  return found;
}

/** CPU seconds (user + system, with reaped children) of `pid` and its descendants, from /proc. */
async function treeCpuSeconds(pid: number): Promise<number> {
  let seconds = 0;
  for (const entry of [{ pid }, ...(await descendants(pid))]) seconds += processCpuSeconds(entry.pid, true);
  return seconds;
}

/**
 * The mock command takes a base port, not port 0 (each Prism listens on base + its spec's offset), so
 * a port of the free range can be taken by another process before its Prism binds it. Such a start
 * is not measured: the run starts again on another range.
 */
class PortTakenError extends Error {}

/** Starts on another free range when a port was taken between choosing the range and binding it. */
async function startOnceOnFreePorts(context: BenchContext, offsets: readonly number[]): ReturnType<typeof startOnce> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(context, offsets);
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt === 3) throw error;
      context.log(`  ${error.message}; starting again on another range`);
    }
  }
}

async function startOnce(
  context: BenchContext,
  offsets: readonly number[],
): Promise<{ seconds: number; readyMessageSeconds: number | null; cpuSeconds: number }> {
  const base = await freePortRange(Math.max(...offsets) + 1);
  const ports = offsets.map((offset) => base + offset);
  const started = nowNs();
  const npm = spawn("npm", ["run", "mock", "--", "--base-port", String(base)], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<void>((resolvePromise) => npm.once("exit", () => resolvePromise()));
  let output = "";
  let readyMessageSeconds: number | null = null;
  const collect = (chunk: Buffer) => {
    output += chunk.toString("utf8");
    if (readyMessageSeconds === null && output.includes("Stop with Ctrl-C."))
      readyMessageSeconds = (nowNs() - started) / 1e9;
  };
  npm.stdout.on("data", collect);
  npm.stderr.on("data", collect);

  // What the stop found left behind fails the run after the stop, never over the measurement's own error.
  let leftBehind: string | undefined;
  let measured: { seconds: number; readyMessageSeconds: number | null; cpuSeconds: number };
  try {
    const waiting = new Set(ports);
    while (waiting.size > 0) {
      if (npm.exitCode !== null) {
        const taken = /EADDRINUSE: address already in use (\S+)/.exec(output);
        if (taken !== null) throw new PortTakenError(`${taken[1]} was taken before its mock bound it`);
        throw new Error(`npm run mock exited ${npm.exitCode} before every mock answered:\n${output.slice(-2000)}`);
      }
      if ((nowNs() - started) / 1e6 > READY_TIMEOUT_MS)
        throw new Error(`mocks not answering after ${READY_TIMEOUT_MS} ms on ${[...waiting].join(", ")}`);
      const answered = await Promise.all([...waiting].map(async (port) => [port, await answers(port)] as const));
      for (const [port, ok] of answered) if (ok) waiting.delete(port);
      if (waiting.size > 0) await sleep(20);
    }
    const seconds = (nowNs() - started) / 1e9;
    const cpuSeconds = await treeCpuSeconds(npm.pid!);
    context.log(
      `  every mock answered after ${seconds.toFixed(2)} ` +
        `s, ${cpuSeconds.toFixed(1)} CPU s (ports ${base}` +
        `-${base + Math.max(...offsets)})`,
    );
    measured = { seconds, readyMessageSeconds, cpuSeconds };
  } finally {
    // The mock command (the node process running tools/src/cli/main.ts, beneath npm, sh and tsx's
    // wrapper) handles SIGTERM by stopping every Prism and exiting, and the rest exit after it.
    // npm and sh do not pass a SIGTERM on, so it goes to the innermost match.
    const tree = await descendants(npm.pid!);
    const mockCommand = tree
      .filter((entry) => entry.args.includes("cli/main.ts") && entry.args.includes(" mock"))
      .at(-1);
    if (mockCommand !== undefined) process.kill(mockCommand.pid, "SIGTERM");
    else if (npm.exitCode === null) npm.kill("SIGTERM");
    const stopped = await Promise.race([exited.then(() => true), sleep(STOP_TIMEOUT_MS).then(() => false)]);
    // Whatever of the tree outlived npm (it should not) is stopped by its PID, and the run fails.
    for (let tries = 0; tries < 25 && tree.some((entry) => alive(entry.pid)); tries++) await sleep(200);
    const leftovers = tree.filter((entry) => alive(entry.pid)).reverse();
    if (!stopped || leftovers.length > 0) {
      for (const leftover of leftovers) process.kill(leftover.pid, "SIGTERM");
      await sleep(3_000);
      for (const leftover of leftovers) if (alive(leftover.pid)) process.kill(leftover.pid, "SIGKILL");
      if (npm.exitCode === null) npm.kill("SIGKILL");
      leftBehind =
        `npm run mock left ${leftovers.length} processes running after ` +
        `SIGTERM to the mock command; they were stopped by PID`;
    }
    for (let tries = 0; tries < 50 && (await Promise.all(ports.map(answers))).some(Boolean); tries++) await sleep(200);
    if ((await Promise.all(ports.map(answers))).some(Boolean))
      leftBehind ??= `a mock still answers on ${base}-${base + Math.max(...offsets)} after npm run mock exited`;
  }
  if (leftBehind !== undefined) throw new Error(leftBehind);
  return measured;
}

export async function measureMockReady(context: BenchContext): Promise<Figure[]> {
  const offsets = portOffsets();
  const seconds: number[] = [];
  const readyMessage: number[] = [];
  const cpuSeconds: number[] = [];
  let spent = 0;
  while (seconds.length < MAX_RUNS && (seconds.length === 0 || spent < BUDGET_MS)) {
    const runStarted = nowNs();
    const result = await startOnceOnFreePorts(context, offsets);
    spent += (nowNs() - runStarted) / 1e6;
    seconds.push(result.seconds);
    cpuSeconds.push(result.cpuSeconds);
    if (result.readyMessageSeconds !== null) readyMessage.push(result.readyMessageSeconds);
  }
  return [
    {
      name: "mockReadySeconds",
      value: round(median(seconds), 2),
      unit: "s",
      target: { max: 10 },
      method:
        `spawn of npm run mock -- --base-port <free> until all ${offsets.length} mocks answer HTTP on ` +
        `127.0.0.1; median of ${seconds.length} runs, each stopped with SIGTERM to the mock command's PID`,
      runs: seconds.length,
      detail: {
        allSeconds: seconds.map((s) => round(s, 2)),
        readyMessageSeconds: readyMessage.length > 0 ? round(median(readyMessage), 2) : null,
        cpuSecondsToReady: round(median(cpuSeconds), 1),
        mocks: offsets.length,
      },
    },
  ];
}
