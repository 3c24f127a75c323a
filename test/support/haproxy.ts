// An HAProxy of the test's own (Debian's haproxy 2.6): plain round-robin load balancers with no stickiness on
// 127.0.0.1, one per pool of backend ports, in the foreground (-db) as a child of the test, stopped by its PID.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { haproxyPath } from "../../scripts/system-packages.js";
import { eventually } from "./processes.js";
import { withFreshPorts } from "./ports.js";

/** HAProxy balancing each pool of backends behind a port of its own. */
export interface TestHaproxy {
  readonly pid: number;
  /** The port of each pool, in the order given. */
  readonly ports: readonly number[];
  /** Stops it by its PID and waits until it has exited. */
  stop(): Promise<void>;
}

const MISSING =
  "HAProxy is not installed: the hosted sandbox's tests of several processes need Debian's haproxy " +
  "(apt-get install haproxy; npm test's first step installs it when missing)";

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** Options of {@link startHaproxy}. */
export interface HaproxyOptions {
  /**
   * The Host every request is forwarded with: the public name partners call, which resolves to the balancer (a test
   * cannot send a Host of its own through fetch).
   */
  readonly publicHost?: string;
}

/** The configuration: each request (not each connection) goes to the next backend; a backend that fails is retried. */
function configuration(pools: readonly (readonly number[])[], base: number, options: HaproxyOptions): string {
  const lines = [
    "global",
    "  maxconn 512",
    "defaults",
    "  mode http",
    "  timeout connect 5s",
    "  timeout client 60s",
    "  timeout server 60s",
    "  option http-server-close",
    "  retries 3",
    "  option redispatch",
  ];
  pools.forEach((ports, pool) => {
    lines.push(`frontend pool${pool}`, `  bind 127.0.0.1:${base + pool}`, `  default_backend pool${pool}`);
    if (options.publicHost !== undefined) lines.push(`  http-request set-header Host ${options.publicHost}`);
    lines.push(`backend pool${pool}`, "  balance roundrobin");
    ports.forEach((port, server) => lines.push(`  server s${server} 127.0.0.1:${port}`));
  });
  return `${lines.join("\n")}\n`;
}

/**
 * Starts HAProxy with one round-robin frontend per pool of backend ports on consecutive fresh ports, and resolves once
 * every frontend accepts connections.
 */
export function startHaproxy(
  pools: readonly (readonly number[])[],
  options: HaproxyOptions = {},
): Promise<TestHaproxy> {
  return withFreshPorts((base) => startOn(pools, base, options), pools.length);
}

async function startOn(
  pools: readonly (readonly number[])[],
  base: number,
  options: HaproxyOptions,
): Promise<TestHaproxy> {
  const folder = mkdtempSync(join(tmpdir(), "sandbox-haproxy-"));
  const config = join(folder, "haproxy.cfg");
  writeFileSync(config, configuration(pools, base, options));
  const child = spawn(haproxyPath(), ["-db", "-f", config], { stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const failed = new Promise<never>((_, reject) => {
    child.once("error", (error: NodeJS.ErrnoException) => reject(error.code === "ENOENT" ? new Error(MISSING) : error));
    child.once("exit", (code) => reject(new Error(`haproxy exited with ${code} before it was ready:\n${log}`)));
  });
  const ports = pools.map((_, pool) => base + pool);
  try {
    await Promise.race([
      failed,
      eventually("haproxy accepts connections on every frontend", async () =>
        (await Promise.all(ports.map(accepts))).every(Boolean),
      ),
    ]);
  } catch (error) {
    if (child.pid !== undefined && child.exitCode === null) process.kill(child.pid, "SIGKILL");
    await exited(child);
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  child.removeAllListeners("exit");
  failed.catch(() => undefined);
  return {
    pid: child.pid!,
    ports,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) process.kill(child.pid!, "SIGTERM");
      await exited(child);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
