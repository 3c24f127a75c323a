// The sandbox command started as a user starts it (tsx on src/cli/main.ts, in its own process), for
// tests that kill it, restart it on the same ports, and read what it printed.
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { projectRoot } from "./openapi.js";
import { freePort, portIsFree } from "./ports.js";

/** A sandbox command running in a child process, with everything it printed so far. */
export interface SandboxCli {
  readonly child: ChildProcess;
  output(): string;
}

/** A base port whose six service ports are all free now. */
export async function freeBasePort(): Promise<number> {
  for (;;) {
    const base = await freePort();
    if (base + 5 > 65535) continue;
    const free = await Promise.all([1, 2, 3, 4, 5].map((offset) => portIsFree(base + offset)));
    if (free.every(Boolean)) return base;
  }
}

/**
 * Starts `integration-contracts sandbox <args>` and resolves once its ready table is printed; rejects
 * with its output if it exits first. With `fileSizeLimitKiB` it runs under `ulimit -f` (bash execs
 * node, so the PID is the sandbox's), which makes its writes short and then fail as a full disk does.
 */
export function startSandboxCli(args: readonly string[], options: { fileSizeLimitKiB?: number } = {}): Promise<SandboxCli> {
  const tsx = join(projectRoot, "node_modules", "tsx", "dist", "cli.mjs");
  const command = [tsx, join(projectRoot, "src", "cli", "main.ts"), "sandbox", ...args];
  const child =
    options.fileSizeLimitKiB === undefined
      ? spawn(process.execPath, command, { cwd: projectRoot, stdio: ["ignore", "pipe", "pipe"] })
      : // --no-cache: tsx's own cache files must not meet the limit.
        spawn("bash", ["-c", `ulimit -f ${options.fileSizeLimitKiB} && exec "$@"`, "bash", process.execPath, tsx, "--no-cache", ...command.slice(1)], { cwd: projectRoot, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Stop with Ctrl-C.")) resolve({ child, output: () => output });
    });
    child.once("exit", (code) => reject(new Error(`the sandbox exited with ${code}: ${output}`)));
  });
}

/** Sends `signal` (SIGKILL unless told) and resolves once the process has exited. */
export function stopSandboxCli(cli: SandboxCli, signal: NodeJS.Signals = "SIGKILL"): Promise<void> {
  if (cli.child.exitCode !== null || cli.child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => cli.child.once("exit", () => resolve()));
  cli.child.kill(signal);
  return exited;
}
