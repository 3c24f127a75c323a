// One sandbox per state folder: two writers of one folder would each answer 2xx for changes the
// other one then overwrites or deletes. The owner's PID is kept in a lock file, released on any
// exit the process sees; after a SIGKILL (which nobody sees) the next start finds the PID gone and
// takes the folder over.
import { closeSync, linkSync, readFileSync, renameSync, rmSync, writeSync, fsyncSync } from "node:fs";
import { join } from "node:path";
import { createOwnFile, readOwnFile } from "./own-files.js";
import { StateDirError } from "./state-error.js";

export const LOCK_FILE = "owner.lock";

interface Owner {
  readonly pid: number;
  /**
   * The owner's start time (Linux: clock ticks since boot, from /proc), so a PID used again by another process is not
   * taken for the owner.
   */
  readonly started: string | null;
}

function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Field 22, counted after the command name (field 2), which may hold spaces and parentheses.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(owner: Owner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ESRCH") return false;
  }
  return owner.started === null || startTimeOf(owner.pid) === null || startTimeOf(owner.pid) === owner.started;
}

function readOwner(file: string): Owner | undefined {
  let text: string;
  try {
    text = readOwnFile(file).toString("utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Partial<Owner>;
    if (Number.isSafeInteger(parsed.pid) && parsed.pid! > 0)
      return { pid: parsed.pid!, started: typeof parsed.started === "string" ? parsed.started : null };
  } catch {
    // A lock file cut short by a kill while it was written names nobody.
  }
  return { pid: 0, started: null };
}

/** A held lock: release() deletes the lock file if it is still this process's. */
export interface StateLock {
  release(): void;
}

/**
 * Takes the folder's lock for this process, or throws a StateDirError naming the folder and the
 * owner's PID. A lock of a process that is gone is taken over.
 */
export function lockStateDir(dir: string): StateLock {
  const file = join(dir, LOCK_FILE);
  const me: Owner = { pid: process.pid, started: startTimeOf(process.pid) };
  const mine = join(dir, `${LOCK_FILE}.${process.pid}.tmp`);
  const fd = createOwnFile(mine);
  try {
    writeSync(fd, JSON.stringify(me));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    // Two starts may find the same stale lock: link() and rename() are atomic, so exactly one of them ends up the
    // owner.
    for (let tries = 0; ; tries++) {
      try {
        linkSync(mine, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST" || tries > 10) throw error;
      }
      const owner = readOwner(file);
      if (owner === undefined) continue;
      if (owner.pid !== 0 && isAlive(owner)) {
        const who = owner.pid === process.pid ? `this process (PID ${owner.pid})` : `the sandbox with PID ${owner.pid}`;
        throw new StateDirError(
          `${dir} is in use by ${who} (lock file ${file}); stop that sandbox, or give another --state-dir`,
        );
      }
      const stale = `${file}.${process.pid}.stale`;
      try {
        renameSync(file, stale);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
        throw error;
      }
      const taken = readOwner(stale);
      // Another start took the stale lock over first and wrote its own: give it back and look again.
      if (taken !== undefined && taken.pid !== owner.pid) {
        try {
          linkSync(stale, file);
        } catch {
          // Someone holds the lock again; the next round reads who.
        }
      }
      rmSync(stale, { force: true });
    }
  } finally {
    rmSync(mine, { force: true });
  }
  const releaseOnExit = () => release();
  function release(): void {
    process.off("exit", releaseOnExit);
    let owner: Owner | undefined;
    try {
      owner = readOwner(file);
    } catch {
      // What took the lock's place (a link, another user's file) is not this process's to delete.
      return;
    }
    if (owner?.pid === process.pid) rmSync(file, { force: true });
  }
  // 'exit' runs on process.exit, an uncaught error and the end of the event loop; a signal handler
  // that stops the sandbox releases it through close().
  process.on("exit", releaseOnExit);
  return { release };
}
