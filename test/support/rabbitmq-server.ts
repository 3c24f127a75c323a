import { execFile, spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as pause } from "node:timers/promises";
import { promisify } from "node:util";
import { connect } from "amqplib";
import { rabbitmqScripts } from "../../scripts/system-packages.js";
import { withFreshPorts } from "./ports.js";
import { scaled } from "./time.js";

const run = promisify(execFile);

// Debian's scripts. /usr/sbin/rabbitmq-server drops root for the `rabbitmq` user through `su`
// (then its folder must belong to that user and its PID is su's); the scripts it wraps run the
// node as whoever starts them, so the test owns the process and its folder either way.
const SCRIPTS = rabbitmqScripts();

const MISSING =
  `no rabbitmq-server in ${SCRIPTS}: the broker tests need Debian's rabbitmq-server ` +
  "(apt-get install rabbitmq-server; npm test's first step installs it when missing)";

/** Where a test RabbitMQ is and how to reach its node; plain data, so a globalSetup can provide it. */
export interface RabbitMqAddress {
  /** `amqp://guest:guest@127.0.0.1:<port>` (guest may connect from loopback). */
  readonly url: string;
  readonly port: number;
  /** The Erlang node name, for `rabbitmqctl -n`. */
  readonly node: string;
  /** The folder holding the node's data, logs and Erlang cookie (its HOME). */
  readonly folder: string;
  /** The port of the epmd this test started, which the node registered with. */
  readonly epmdPort: number;
}

/** A RabbitMQ this test started on 127.0.0.1, with its own epmd, folder and ports. */
export interface TestRabbitMq extends RabbitMqAddress {
  /** Stops the node with `rabbitmqctl stop`, then its epmd by PID, and removes the folder. */
  stop(): Promise<void>;
}

function exited(child: ChildProcess, withinMs: number, what: string): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${what} (PID ${child.pid}) did not exit within ${withinMs} ms`)),
      withinMs,
    );
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

function controlEnv(address: Pick<RabbitMqAddress, "folder" | "epmdPort">): NodeJS.ProcessEnv {
  return { ...process.env, HOME: address.folder, ERL_EPMD_PORT: String(address.epmdPort) };
}

/** Runs `rabbitmqctl -n <node> <args>` against the test's node; rejects with its output when it fails. */
export async function rabbitmqctl(address: RabbitMqAddress, ...args: string[]): Promise<string> {
  try {
    const { stdout } = await run(join(SCRIPTS, "rabbitmqctl"), ["-n", address.node, ...args], {
      env: controlEnv(address),
      timeout: scaled(60_000),
    });
    return stdout;
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw new Error(`rabbitmqctl ${args.join(" ")} failed: ${(error as Error).message}\n${stdout}${stderr}`, {
      cause: error,
    });
  }
}

/**
 * Resolves once an AMQP connection to `url` opens (and closes it again), trying every 100 ms;
 * rejects after `withinMs` with the last refusal, or at once when `gone()` says the server ended.
 */
export async function waitForAmqp(
  url: string,
  withinMs: number,
  gone: () => string | undefined = () => undefined,
): Promise<void> {
  const deadline = Date.now() + withinMs;
  let last: string;
  for (;;) {
    const ended = gone();
    if (ended !== undefined) throw new Error(ended);
    try {
      const connection = await connect(url);
      await connection.close();
      return;
    } catch (error) {
      last = (error as Error).message;
    }
    if (Date.now() > deadline) throw new Error(`RabbitMQ at ${url} refused AMQP for ${withinMs} ms; last: ${last}`);
    await pause(100);
  }
}

/**
 * Stops the broker application and starts it again inside the same node (`rabbitmqctl stop_app`,
 * `start_app`): every connection is dropped, and durable queues with their persistent messages
 * come back from disk, as after a broker restart. Resolves once AMQP answers again.
 */
export async function restartRabbitMq(address: RabbitMqAddress): Promise<void> {
  await rabbitmqctl(address, "stop_app");
  await rabbitmqctl(address, "start_app");
  await waitForAmqp(address.url, scaled(60_000));
}

/** Stops the broker application only (the node stays, so `startRabbitMqApp` brings it back). */
export async function stopRabbitMqApp(address: RabbitMqAddress): Promise<void> {
  await rabbitmqctl(address, "stop_app");
}

/** Starts the broker application stopped by `stopRabbitMqApp` and resolves once AMQP answers. */
export async function startRabbitMqApp(address: RabbitMqAddress): Promise<void> {
  await rabbitmqctl(address, "start_app");
  await waitForAmqp(address.url, scaled(60_000));
}

/**
 * Starts epmd and a RabbitMQ node on free ports (AMQP, distribution, epmd) in a temporary folder
 * with no plugins, and resolves once an AMQP connection opens, so no test waits a guessed time.
 * A missing package fails loudly instead of skipping the tests.
 */
export function startRabbitMq(): Promise<TestRabbitMq> {
  if (!existsSync(join(SCRIPTS, "rabbitmq-server"))) throw new Error(MISSING);
  // AMQP, distribution and epmd on three ports in a row, started again on others when one is taken.
  return withFreshPorts(startRabbitMqOn, 3);
}

async function startRabbitMqOn(port: number): Promise<TestRabbitMq> {
  const folder = await mkdtemp(join(tmpdir(), "rabbitmq-test-"));
  const [distPort, epmdPort] = [port + 1, port + 2];
  const node = `test-${process.pid}-${port}@localhost`;
  const address: RabbitMqAddress = { url: `amqp://guest:guest@127.0.0.1:${port}`, port, node, folder, epmdPort };
  await writeFile(join(folder, "enabled_plugins"), "[].\n");
  await writeFile(join(folder, "rabbitmq.conf"), "");

  // Our own epmd on its own port: the node registers there, and the test stops it by PID.
  const epmd = spawn("epmd", ["-port", String(epmdPort), "-address", "127.0.0.1"], { stdio: "ignore" });
  let log = "";
  const server = spawn(join(SCRIPTS, "rabbitmq-server"), [], {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...controlEnv(address),
      RABBITMQ_NODENAME: node,
      RABBITMQ_NODE_IP_ADDRESS: "127.0.0.1",
      RABBITMQ_NODE_PORT: String(port),
      RABBITMQ_DIST_PORT: String(distPort),
      RABBITMQ_MNESIA_BASE: join(folder, "mnesia"),
      RABBITMQ_LOG_BASE: join(folder, "log"),
      RABBITMQ_FEATURE_FLAGS_FILE: join(folder, "feature_flags"),
      RABBITMQ_ENABLED_PLUGINS_FILE: join(folder, "enabled_plugins"),
      RABBITMQ_CONFIG_FILE: join(folder, "rabbitmq"),
      RABBITMQ_PID_FILE: join(folder, "rabbitmq.pid"),
      // The Erlang schedulers spin while idle by default, taking CPU from the sandbox and the tests
      // that share this machine's two cores; RabbitMQ's runtime guide turns that off for shared hosts.
      RABBITMQ_SERVER_ADDITIONAL_ERL_ARGS: "+sbwt none +sbwtdcpu none +sbwtdio none",
    },
  });
  server.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  let spawnError: string | undefined;
  server.once("error", (error) => (spawnError = error.message));
  epmd.once("error", (error) => (spawnError = `epmd: ${error.message}`));

  async function stopEpmdAndFolder(): Promise<void> {
    if (epmd.exitCode === null && epmd.signalCode === null) epmd.kill("SIGTERM");
    await exited(epmd, scaled(10_000), "epmd");
    await rm(folder, { recursive: true, force: true });
  }

  try {
    await waitForAmqp(
      address.url,
      scaled(60_000),
      () =>
        spawnError ??
        (server.exitCode !== null
          ? `rabbitmq-server exited with ${server.exitCode} before it was ready:\n${log}`
          : undefined),
    );
  } catch (error) {
    if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
    await exited(server, scaled(30_000), "rabbitmq-server").catch(() => undefined);
    await stopEpmdAndFolder();
    throw error;
  }

  return {
    ...address,
    async stop() {
      if (server.exitCode === null && server.signalCode === null) await rabbitmqctl(address, "stop");
      await exited(server, scaled(30_000), "rabbitmq-server");
      await stopEpmdAndFolder();
    },
  };
}
