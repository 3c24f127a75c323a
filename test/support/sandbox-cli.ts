// The sandbox command started as a user starts it (node --import tsx on tools/src/cli/main.ts, in its own
// process, whose PID is the sandbox's), for tests that kill it, restart it on the same ports, and
// read what it printed. A first start takes a base port of its own and takes another when one of
// its ports is in use; a restart names the base port it must have.
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { spawnWatched } from "../../tools/src/process/child-watch.js";
import { projectRoot } from "./openapi.js";
import { withFreshPorts } from "./ports.js";

/** A sandbox command running in a child process, with everything it printed so far. */
export interface SandboxCli {
  readonly child: ChildProcess;
  /** Its base port: the service with offset 0 listens there, the others above it. */
  readonly base: number;
  output(): string;
}

/** Options of {@link startSandboxCli}. */
export interface SandboxCliOptions {
  /** The base port it must have (a restart on the same ports); default one of its own. */
  readonly basePort?: number;
  /**
   * Runs it under a file size limit (prlimit, which execs node: the PID is still the sandbox's), so its writes come
   * short and then fail as on a full disk.
   */
  readonly fileSizeLimitKiB?: number;
}

function spawnCli(args: readonly string[], fileSizeLimitKiB: number | undefined): ChildProcess {
  const command = ["--import", "tsx", join(projectRoot, "tools", "src", "cli", "main.ts"), "sandbox", ...args];
  if (fileSizeLimitKiB === undefined) return spawnWatched(process.execPath, command, { cwd: projectRoot });
  // tsx's own cache files must not meet the limit. The sandbox stops by itself when the test process is gone (it
  // watches its parents).
  return spawn("prlimit", [`--fsize=${fileSizeLimitKiB * 1024}`, process.execPath, ...command], {
    cwd: projectRoot,
    env: { ...process.env, TSX_DISABLE_CACHE: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

function startOn(base: number, args: readonly string[], fileSizeLimitKiB: number | undefined): Promise<SandboxCli> {
  const child = spawnCli(["--base-port", String(base), ...args], fileSizeLimitKiB);
  let output = "";
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Stop with Ctrl-C.")) resolve({ child, base, output: () => output });
    });
    child.once("exit", (code) => reject(new Error(`the sandbox exited with ${code}: ${output}`)));
  });
}

/**
 * Starts `integration-contracts sandbox <args>` and resolves once its ready table is printed; rejects with its output
 * if it exits first.
 */
export function startSandboxCli(args: readonly string[], options: SandboxCliOptions = {}): Promise<SandboxCli> {
  if (options.basePort !== undefined) return startOn(options.basePort, args, options.fileSizeLimitKiB);
  return withFreshPorts((base) => startOn(base, args, options.fileSizeLimitKiB));
}

/** Sends `signal` (SIGKILL unless told) and resolves once the process has exited. */
export function stopSandboxCli(cli: SandboxCli, signal: NodeJS.Signals = "SIGKILL"): Promise<void> {
  if (cli.child.exitCode !== null || cli.child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => cli.child.once("exit", () => resolve()));
  cli.child.kill(signal);
  return exited;
}

/**
 * Runs `integration-contracts sandbox <args>` that is meant to exit (a refused start): its exit code and what it
 * printed on stderr.
 */
export function runSandboxCliToExit(args: readonly string[]): Promise<{ code: number | null; errors: string }> {
  return withFreshPorts(async (base) => {
    const child = spawnCli(["--base-port", String(base), ...args], undefined);
    let errors = "";
    child.stderr!.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout!.resume();
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    if (/already in use/.test(errors)) throw new Error(errors);
    return { code, errors };
  });
}
