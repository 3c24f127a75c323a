// Every process the package starts for its users must end with whoever started it, however that
// one ends. A signal handler covers SIGINT, SIGTERM and SIGHUP, an 'exit' handler covers a parent
// that exits without stopping its children, and only the kernel sees a SIGKILL: each child gets a
// pipe (descriptor 3) from its parent, and when the parent is gone, its end closes and the child
// reads the end of the pipe at once: no polling, no pid that could be reused. A long-running
// command whose own parent gave it no such pipe (npm, a shell) checks its parents instead.
import { spawn, type ChildProcess, type IOType } from "node:child_process";
import { readFileSync } from "node:fs";

/** The watch pipe's descriptor in the child, so stdin, stdout and stderr stay the child's own. */
const WATCH_FD = 3;

/**
 * Loaded first into every watched Node child (`--import`). When the pipe ends, the child gets
 * SIGTERM from itself, so its own clean-up runs, and exits for good if that takes over 5 s. The
 * pipe is unref'd: it never keeps a child alive that would otherwise end.
 */
const WATCH_PARENT = `import { Socket } from "node:net";
const pipe = new Socket({ fd: ${WATCH_FD}, readable: true, writable: false });
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(1), 5000).unref();
  process.kill(process.pid, "SIGTERM");
};
pipe.on("end", stop);
pipe.on("close", stop);
pipe.on("error", stop);
pipe.resume();
pipe.unref();`;

/** The `--import` argument that makes a Node child watch its parent. */
export const WATCH_PARENT_IMPORT = `data:text/javascript,${encodeURIComponent(WATCH_PARENT)}`;

/**
 * Runs a program that is not Node under a watched Node process: it forwards the stop signals,
 * stops the program when the watch pipe ends (through the SIGTERM the watch sends), and exits as
 * the program does.
 */
const WRAPPER = `const { spawn } = require("node:child_process");
const { constants } = require("node:os");
const [file, ...args] = process.argv.slice(1);
const child = spawn(file, args, { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
child.on("error", (error) => { console.error(error.message); process.exit(127); });
child.on("exit", (code, signal) => process.exit(code ?? 128 + constants.signals[signal]));
process.on("exit", () => child.kill("SIGKILL"));`;

/** Options of {@link spawnWatched}. */
export interface WatchedSpawnOptions {
  /** Working directory of the child. Default the parent's. */
  readonly cwd?: string;
  /** Environment of the child. Default the parent's. */
  readonly env?: NodeJS.ProcessEnv;
  /** stdin, stdout and stderr of the child. Default `["ignore", "pipe", "pipe"]`. */
  readonly stdio?: readonly [IOType, IOType, IOType];
}

const live = new Set<ChildProcess>();

// A parent that exits without stopping its children (process.exit, an uncaught error, the end of
// its event loop) still runs 'exit' listeners, which may only do synchronous work: kill() is.
function stopLiveChildren(): void {
  for (const child of live) if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
}

/**
 * Spawns a child that ends with this process however it ends: SIGTERM on this process's 'exit',
 * and when even that does not run (SIGKILL, a crash of Node itself), the child sees its watch pipe
 * end and stops. `file` is `process.execPath` for a Node program, whose `args` are Node's own
 * (flags, then the script); any other program runs under a small Node wrapper that watches for it.
 * A watched child must not use descriptor 3.
 */
export function spawnWatched(file: string, args: readonly string[], options: WatchedSpawnOptions = {}): ChildProcess {
  const [stdin, stdout, stderr] = options.stdio ?? ["ignore", "pipe", "pipe"];
  const argv =
    file === process.execPath
      ? ["--import", WATCH_PARENT_IMPORT, ...args]
      : ["--import", WATCH_PARENT_IMPORT, "-e", WRAPPER, file, ...args];
  const child = spawn(process.execPath, argv, {
    cwd: options.cwd,
    env: options.env,
    stdio: [stdin, stdout, stderr, "pipe"],
  });
  if (live.size === 0) process.on("exit", stopLiveChildren);
  live.add(child);
  const forget = () => {
    live.delete(child);
    child.stdio[WATCH_FD]?.destroy();
    if (live.size === 0) process.off("exit", stopLiveChildren);
  };
  child.once("exit", forget);
  child.once("error", forget);
  return child;
}

/** A process as /proc shows it: its parent and its start time (so a PID used again is not taken for it). */
function procStat(pid: number): { ppid: number; started: string } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and parentheses; the fields after it do not.
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return { ppid: Number(fields[1]), started: fields[19]! };
  } catch {
    return undefined;
  }
}

/**
 * This process's ancestors up to (not including) init, each with its parent and start time; empty where /proc is not
 * there.
 */
function ancestors(): { pid: number; ppid: number; started: string }[] {
  const chain: { pid: number; ppid: number; started: string }[] = [];
  for (let pid = process.ppid; pid > 1 && chain.length < 64;) {
    const stat = procStat(pid);
    if (stat === undefined) break;
    chain.push({ pid, ...stat });
    pid = stat.ppid;
  }
  return chain;
}

/**
 * Calls `onGone` once when a process that started this one has ended: the parent, or any process
 * above it (checked every `intervalMs`, default 500, without keeping the process alive). Whoever
 * started a long-running command (npm, npx, a shell, a test runner) may be killed with SIGKILL
 * while a process between them lives on: `npx` runs the command through `sh -c`, and that shell
 * stays while its child runs. An ancestor is gone when it no longer runs, or when it was handed to
 * another parent (its own parent ended). Where /proc is not there, only the parent is watched.
 * Returns a function that stops the checks.
 */
export function whenParentGone(onGone: () => void, intervalMs = 500): () => void {
  const parent = process.ppid;
  const chain = ancestors();
  const gone = () =>
    process.ppid !== parent ||
    chain.some(({ pid, ppid, started }) => {
      const now = procStat(pid);
      return now === undefined || now.started !== started || now.ppid !== ppid;
    });
  const timer = setInterval(() => {
    if (!gone()) return;
    clearInterval(timer);
    onGone();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
