import { spawn, type ChildProcess } from "node:child_process";
import { withFreshPorts } from "./ports.js";

/** A redis-server this test started on 127.0.0.1, with nothing persisted. */
export interface TestRedisServer {
  readonly port: number;
  readonly url: string;
  /** Stops the server by its PID and waits until it has exited. */
  stop(): Promise<void>;
}

const MISSING =
  "redis-server is not installed: the Redis idempotency tests need Debian's redis-server " +
  "(apt-get install redis-server; npm test's first step installs it when missing)";

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/**
 * Starts redis-server on a free port and resolves once it logs that it accepts connections, so
 * no test waits a guessed time. A missing binary fails loudly instead of skipping the tests.
 */
export function startRedisServer(): Promise<TestRedisServer> {
  return withFreshPorts(startRedisOn, 1);
}

async function startRedisOn(port: number): Promise<TestRedisServer> {
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let log = "";
  await new Promise<void>((resolve, reject) => {
    child.once("error", (error: NodeJS.ErrnoException) => reject(error.code === "ENOENT" ? new Error(MISSING) : error));
    child.once("exit", (code) => reject(new Error(`redis-server exited with ${code} before it was ready:\n${log}`)));
    child.stdout?.on("data", (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes("Ready to accept connections")) resolve();
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      log += chunk.toString();
    });
  });
  child.removeAllListeners("exit");
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.pid !== undefined && child.exitCode === null) process.kill(child.pid, "SIGTERM");
      await exited(child);
    },
  };
}
