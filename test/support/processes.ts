import type { ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { setTimeout as pause } from "node:timers/promises";
import { withFreshPorts } from "./ports.js";
import { scaled } from "./time.js";

function stat(pid: number): string[] | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and parentheses; the fields after it do not.
    return text.slice(text.lastIndexOf(")") + 2).split(" ");
  } catch {
    return undefined;
  }
}

/** Whether `pid` is a process that has not ended; a zombie waiting for its parent has ended. */
export function isRunning(pid: number): boolean {
  const fields = stat(pid);
  return fields !== undefined && fields[0] !== "Z";
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    return "";
  }
}

/**
 * The running processes whose parent is `pid` now and whose command line contains `command`
 * (Linux /proc). The filter leaves out helpers such as esbuild's service, which tsx starts on a
 * cold cache.
 */
export function childPids(pid: number, command: string): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((child) => stat(child)?.[1] === String(pid) && isRunning(child) && commandLine(child).includes(command));
}

/**
 * Resolves once `condition` holds, checking every 50 ms; rejects naming `what` when it still does
 * not hold after `withinMs` (5 s on an idle machine, stretched by its load: see time.ts). A bounded
 * wait for a state, never a pause that hopes for one.
 */
export async function eventually(
  what: string,
  condition: () => boolean | Promise<boolean>,
  withinMs = scaled(5000),
): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: still not so after ${withinMs} ms`);
    await pause(50);
  }
}

/** A command started by {@link spawnUntilReady}: the child, the base port it took, and its exit code to come. */
export interface ReadyProcess {
  readonly child: ChildProcess;
  readonly base: number;
  readonly exited: Promise<number | null>;
  readonly output: () => string;
}

/**
 * Spawns `spawnOn(basePort)` on a fresh base port and resolves once it prints `ready`; when it
 * exits first reporting a port in use, it is spawned again on another base port (so no
 * free-port-then-spawn race fails a test). Its stdout and stderr must be pipes.
 */
export function spawnUntilReady(
  spawnOn: (basePort: number) => ChildProcess,
  ready = "Stop with Ctrl-C.",
  span = 6,
): Promise<ReadyProcess> {
  return withFreshPorts(
    (base) =>
      new Promise<ReadyProcess>((resolve, reject) => {
        const child = spawnOn(base);
        const exited = new Promise<number | null>((settle) => child.once("exit", settle));
        let output = "";
        const read = (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes(ready)) resolve({ child, base, exited, output: () => output });
        };
        child.stdout!.on("data", read);
        child.stderr!.on("data", read);
        child.once("exit", (code) => reject(new Error(`exited (${code}) before it was ready: ${output}`)));
      }),
    span,
  );
}
