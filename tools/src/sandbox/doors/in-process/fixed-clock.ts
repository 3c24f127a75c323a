// The clock of a sandbox in process made with a fixed start: sandbox time stands still until the
// test moves it, so two runs of one test see the same times. No timer waits on real time: a task
// runs when `advance` reaches its time (or at once, in a microtask, when it is already due), so a
// sandbox a test forgets to close holds nothing that keeps the process alive.
import { MAX_CLOCK_AHEAD_SECONDS, type SandboxClock } from "../../kernel/clock.js";

interface Timer {
  readonly dueAt: number;
  readonly order: number;
  readonly task: () => void;
}

/** A {@link SandboxClock} that moves only when told, and can be set back to a saved offset (restore). */
export interface FixedClock extends SandboxClock {
  /** Puts sandbox time at `start + advancedMs`, running the timers that are then due (a snapshot's time taken back). */
  setAdvancedMs(advancedMs: number): void;
}

/** A clock standing at `start` (epoch ms); a task that throws is handed to `onTaskError` and the other timers go on. */
export function createFixedClock(start: number, onTaskError: (error: unknown) => void): FixedClock {
  let offsetMs = 0;
  let order = 0;
  const timers = new Set<Timer>();
  const now = () => start + offsetMs;

  const run = (timer: Timer) => {
    if (!timers.delete(timer)) return;
    try {
      timer.task();
    } catch (error) {
      onTaskError(error);
    }
  };
  const runDue = () => {
    const due = [...timers].filter((t) => t.dueAt <= now()).sort((a, b) => a.dueAt - b.dueAt || a.order - b.order);
    for (const timer of due) run(timer);
  };

  return {
    now,
    get advancedMs() {
      return offsetMs;
    },
    advance(seconds) {
      if (!Number.isFinite(seconds) || seconds < 0)
        throw new RangeError(`advanceSeconds must be a finite number of seconds >= 0, got ${String(seconds)}`);
      if (offsetMs / 1000 + seconds > MAX_CLOCK_AHEAD_SECONDS) {
        throw new RangeError(
          `advanceSeconds ${seconds} would put sandbox time more than 100 ` +
            `years (${MAX_CLOCK_AHEAD_SECONDS} s) after its start`,
        );
      }
      offsetMs += seconds * 1000;
      runDue();
    },
    setAdvancedMs(advancedMs) {
      offsetMs = advancedMs;
      runDue();
    },
    at(dueAt, task) {
      const timer: Timer = { dueAt, order: order++, task };
      timers.add(timer);
      if (dueAt <= now()) queueMicrotask(() => run(timer));
      return () => void timers.delete(timer);
    },
    clear() {
      timers.clear();
    },
  };
}
