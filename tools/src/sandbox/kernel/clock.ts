/**
 * The sandbox's one clock: real time plus an offset that `POST /_sandbox/clock` moves forward, so
 * token expiry, redelivery backoff, queue timers and command expiry all follow the same time.
 * Timers are kept here rather than handed to `setTimeout` alone: moving the clock must fire every
 * timer that became due at once, in due order.
 */
export interface SandboxClock {
  /** Sandbox time in epoch milliseconds. */
  readonly now: () => number;
  /** How far `advance` has moved sandbox time ahead of real time, in milliseconds (what a restart keeps). */
  readonly advancedMs: number;
  /** Moves sandbox time forward and runs every timer that is now due. */
  advance(seconds: number): void;
  /** Runs `task` once sandbox time reaches `dueAt` (epoch ms); returns a function that cancels it. */
  at(dueAt: number, task: () => void): () => void;
  /** Cancels every pending timer (reset and stop). */
  clear(): void;
}

/**
 * How far sandbox time may run ahead of real time: 100 years of 365.25 days. Every sandbox time
 * then stays a date that can be written (a JavaScript date ends in the year 275760), so no answer,
 * journal entry or saved state can fail on it, and no test needs more.
 */
export const MAX_CLOCK_AHEAD_SECONDS = 100 * 365.25 * 24 * 60 * 60;

/** setTimeout's longest delay; Node runs a longer one after 1 ms. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

interface Timer {
  readonly dueAt: number;
  readonly task: () => void;
  handle: NodeJS.Timeout | undefined;
}

/**
 * A clock over `realNow` (Date.now by default); `advance` refuses negative or non-finite seconds,
 * and a move past {@link MAX_CLOCK_AHEAD_SECONDS} ahead of real time.
 * A task that throws is handed to `onTaskError` (default: logged) and the other timers go on: a
 * timer runs outside any request, where an exception would end the process with every tenant's state.
 */
export function createSandboxClock(
  realNow: () => number = Date.now,
  onTaskError: (error: unknown) => void = (error) => console.error("sandbox: a timer failed:", error),
): SandboxClock {
  let offsetMs = 0;
  const timers = new Set<Timer>();
  const now = () => realNow() + offsetMs;

  const run = (timer: Timer) => {
    if (!timers.delete(timer)) return;
    if (timer.handle !== undefined) clearTimeout(timer.handle);
    try {
      timer.task();
    } catch (error) {
      onTaskError(error);
    }
  };
  const arm = (timer: Timer) => {
    if (timer.handle !== undefined) clearTimeout(timer.handle);
    const wait = timer.dueAt - now();
    // unref: a pending redelivery or expiry must never keep the sandbox process alive on its own.
    // Checked again when it fires: real time that passed is not sandbox time that passed when the
    // clock over it stands still or was set back, and a retry run early redelivers before its backoff.
    // A wait past setTimeout's longest (about 24.8 days) is taken in steps, not cut to 1 ms by Node.
    timer.handle =
      wait <= 0
        ? undefined
        : setTimeout(
            () => (timer.dueAt <= now() ? run(timer) : arm(timer)),
            Math.min(wait, LONGEST_TIMEOUT_MS),
          ).unref();
  };

  return {
    now,
    get advancedMs() {
      return offsetMs;
    },
    advance(seconds) {
      if (!Number.isFinite(seconds) || seconds < 0) {
        throw new RangeError(`advanceSeconds must be a finite number of seconds >= 0, got ${String(seconds)}`);
      }
      if (offsetMs / 1000 + seconds > MAX_CLOCK_AHEAD_SECONDS) {
        throw new RangeError(
          `advanceSeconds ${seconds} would put sandbox ` +
            `time ${Math.round(offsetMs / 1000 + seconds)} s ahead of real time; it may run ` +
            `at most 100 years (${MAX_CLOCK_AHEAD_SECONDS} s) ahead, and ` +
            `is ${Math.round(offsetMs / 1000)} s ahead now`,
        );
      }
      offsetMs += seconds * 1000;
      const due = [...timers].filter((t) => t.dueAt <= now()).sort((a, b) => a.dueAt - b.dueAt);
      for (const timer of due) run(timer);
      for (const timer of timers) arm(timer);
    },
    at(dueAt, task) {
      const timer: Timer = { dueAt, task, handle: undefined };
      timers.add(timer);
      if (dueAt <= now()) queueMicrotask(() => run(timer));
      else arm(timer);
      return () => {
        if (timers.delete(timer) && timer.handle !== undefined) clearTimeout(timer.handle);
      };
    },
    clear() {
      for (const timer of timers) if (timer.handle !== undefined) clearTimeout(timer.handle);
      timers.clear();
    },
  };
}
