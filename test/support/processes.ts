import { readdirSync, readFileSync } from "node:fs";
import { setTimeout as pause } from "node:timers/promises";

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
 * not hold after `withinMs`. A bounded wait for a state, never a pause that hopes for one.
 */
export async function eventually(what: string, condition: () => boolean | Promise<boolean>, withinMs = 5000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: still not so after ${withinMs} ms`);
    await pause(50);
  }
}
