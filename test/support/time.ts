// Deadlines that follow the machine's load: a step that takes a second on an idle machine may take
// ten while other test runs share its cores, and a test must not fail for that.
import { availableParallelism, loadavg } from "node:os";

/** How much slower than idle the machine is: the 1-minute load per core, at least 1; TEST_TIME_SCALE overrides it. */
export function timeScale(): number {
  const given = Number(process.env.TEST_TIME_SCALE);
  if (Number.isFinite(given) && given >= 1) return given;
  return Math.max(1, loadavg()[0]! / availableParallelism());
}

/** `ms`, a deadline that holds on an idle machine, stretched by {@link timeScale}. */
export function scaled(ms: number): number {
  return Math.round(ms * timeScale());
}
