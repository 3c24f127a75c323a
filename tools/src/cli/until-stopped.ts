import { whenParentGone } from "../process/child-watch.js";

/**
 * Keeps a long-running command (mock, sandbox) up until SIGINT, SIGTERM or SIGHUP, or until the
 * process that started it is gone, then stops what it runs and resolves with exit code 0.
 * `announce` prints the ready message: it runs only once the handlers are in place, since whoever
 * reads that message may signal at once, before another statement of this process has run.
 */
export function runUntilStopped(what: string, stop: () => Promise<void>, announce: () => void): Promise<number> {
  return new Promise((resolve) => {
    const signals: NodeJS.Signals[] = ["SIGINT", "SIGTERM", "SIGHUP"];
    const shutdown = (why: string) => {
      for (const s of signals) process.off(s, shutdown);
      stopWatching();
      console.log(`${why}: stopping ${what}`);
      void stop().then(() => resolve(0));
    };
    for (const s of signals) process.on(s, shutdown);
    // Whoever started the command (npm, a script, a test runner) may be killed with SIGKILL, which
    // reaches nobody else; what the command runs must not outlive it and keep its ports.
    const stopWatching = whenParentGone(() => shutdown("parent process gone"));
    announce();
  });
}
