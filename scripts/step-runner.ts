// The runner under npm test: named steps, each a command of its own in its own process group, run side by side as far
// as their needs allow, each one's output printed whole under its name when it ends, and the run summed up in two
// lines. scripts/test-steps.ts lists npm test's steps.
import { spawn, type ChildProcess } from "node:child_process";

export interface Step {
  /** The name printed and accepted on the command line. */
  readonly name: string;
  /** The program and its arguments. */
  readonly command: readonly string[];
  /** Steps that must pass before this one starts. */
  readonly needs?: readonly string[];
  /** Variables added to the environment of this step's command. */
  readonly env?: Readonly<Record<string, string>>;
}

export interface StepResult {
  readonly name: string;
  /** "passed", "failed" (the command exited non-zero or could not start) or "not run" (a needed step failed). */
  readonly outcome: "passed" | "failed" | "not run";
  readonly ms: number;
  /** Why it failed or did not run, in one line. */
  readonly reason?: string;
}

export interface RunOptions {
  /** Steps at once. */
  readonly concurrency: number;
  readonly env?: NodeJS.ProcessEnv;
  readonly cwd?: string;
  /** Where the runner's own lines and each step's output go. */
  readonly write?: (text: string) => void;
}

/** `ms` as "1 min 5 s" or "4.2 s". */
export function duration(ms: number): string {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/**
 * The steps named and every step they need, in the list's order; all of them when none is named. An unknown name, or
 * a step needing one the list lacks, is an error naming it and the known steps.
 */
export function selectSteps(steps: readonly Step[], names: readonly string[]): Step[] {
  const byName = new Map(steps.map((step) => [step.name, step]));
  const known = () => `known steps: ${steps.map((s) => s.name).join(", ")}`;
  for (const step of steps)
    for (const need of step.needs ?? [])
      if (!byName.has(need)) throw new Error(`step ${step.name} needs ${need}, which is no step; ${known()}`);
  if (names.length === 0) return [...steps];
  const chosen = new Set<string>();
  const add = (name: string) => {
    const step = byName.get(name);
    if (step === undefined) throw new Error(`npm test: no step named ${name}; ${known()}`);
    if (chosen.has(name)) return;
    chosen.add(name);
    for (const need of step.needs ?? []) add(need);
  };
  for (const name of names) add(name);
  return steps.filter((step) => chosen.has(step.name));
}

/**
 * The last two lines: how long the run took and the failed steps (with those not run for them) by name, then the plain
 * `steps: N passed, N failed` that CI reads as the run's count.
 */
export function summaryLines(results: readonly StepResult[], ms: number): [string, string] {
  const passed = results.filter((r) => r.outcome === "passed").length;
  const failed = results.filter((r) => r.outcome !== "passed");
  const names = failed.map((r) => (r.outcome === "not run" ? `${r.name} (not run)` : r.name));
  return [
    `npm test took ${duration(ms)}${names.length > 0 ? `; failed: ${names.join(", ")}` : ""}`,
    `steps: ${passed} passed, ${failed.length} failed`,
  ];
}

function runCommand(
  step: Step,
  options: RunOptions,
  started: (child: ChildProcess) => void,
): Promise<{ code: number | null; error?: string; output: string }> {
  return new Promise((done) => {
    const [program, ...args] = step.command;
    // Its own process group, so an interrupted run stops the step's whole tree by the leader's PID.
    const child = spawn(program!, args, {
      cwd: options.cwd,
      env: { ...(options.env ?? process.env), ...step.env },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    started(child);
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", (error) => done({ code: null, error: error.message, output }));
    child.on("close", (code, signal) =>
      done({ code, error: signal === null ? undefined : `killed by ${signal}`, output }),
    );
  });
}

/**
 * Runs `steps` (each after the steps it needs), at most `options.concurrency` at once, in the list's order as far
 * as their needs allow; resolves with each step's result, in the list's order.
 */
export async function runSteps(steps: readonly Step[], options: RunOptions): Promise<StepResult[]> {
  const write = options.write ?? ((text: string) => process.stdout.write(text));
  const results = new Map<string, StepResult>();
  const running = new Map<string, ChildProcess>();
  const waiting = [...steps];
  const stopAll = (signal: NodeJS.Signals) => {
    for (const child of running.values()) if (child.pid !== undefined) process.kill(-child.pid, signal);
    process.exit(130);
  };
  process.once("SIGINT", stopAll);
  process.once("SIGTERM", stopAll);

  return new Promise((allDone) => {
    const launch = () => {
      for (let i = 0; i < waiting.length;) {
        const step = waiting[i]!;
        const needs = step.needs ?? [];
        const broken = needs.find((need) => results.has(need) && results.get(need)!.outcome !== "passed");
        if (broken !== undefined) {
          waiting.splice(i, 1);
          const reason = `${broken} did not pass`;
          results.set(step.name, { name: step.name, outcome: "not run", ms: 0, reason });
          write(`\n=== ${step.name}: not run, ${reason}\n`);
          continue;
        }
        if (running.size >= options.concurrency || !needs.every((need) => results.has(need))) {
          i++;
          continue;
        }
        waiting.splice(i, 1);
        const started = Date.now();
        write(`=== ${step.name}: started (${step.command.join(" ")})\n`);
        void runCommand(step, options, (child) => running.set(step.name, child)).then(({ code, error, output }) => {
          running.delete(step.name);
          const ms = Date.now() - started;
          const passed = code === 0 && error === undefined;
          const reason = passed ? undefined : (error ?? `exit ${code}`);
          results.set(step.name, { name: step.name, outcome: passed ? "passed" : "failed", ms, reason });
          write(`\n=== ${step.name}: ${passed ? "passed" : `FAILED (${reason})`} in ${duration(ms)}\n`);
          write(output.endsWith("\n") || output === "" ? output : `${output}\n`);
          write(`=== end of ${step.name}\n`);
          launch();
        });
      }
      if (running.size === 0 && waiting.length > 0) {
        // Only a step whose needs wait on each other is left: none of them can ever start.
        for (const step of waiting.splice(0)) {
          const reason = `its needs (${(step.needs ?? []).join(", ")}) wait on each other`;
          results.set(step.name, { name: step.name, outcome: "not run", ms: 0, reason });
          write(`\n=== ${step.name}: not run, ${reason}\n`);
        }
      }
      if (running.size === 0 && waiting.length === 0) {
        process.removeListener("SIGINT", stopAll);
        process.removeListener("SIGTERM", stopAll);
        allDone(steps.map((step) => results.get(step.name)!));
      }
    };
    launch();
  });
}
