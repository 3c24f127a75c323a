// Podman for the tests that run containers (the image's, the Testcontainers module's). On this kind of machine
// podman needs a containers.conf of its own (../shared/DESIGN.md, "Machine facts"): crun fails on its cgroups, so
// runc, and its default file limits exceed the machine's hard ones. Every container a test starts carries the
// test's own label and is removed by ID in afterAll, passed or failed; podman's Docker API service is stopped by
// its PID.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { eventually } from "./processes.js";
import { scaled } from "./time.js";

/** The label every container a test starts carries, with a value of its own run ({@link testLabel}). */
export const TEST_LABEL = "integration-contracts.test";

/** A label value no other run uses, so one run removes only its own containers. */
export function testLabel(): string {
  return `run-${process.pid}-${randomBytes(4).toString("hex")}`;
}

/** The environment podman runs in: a containers.conf in `dir` (runc, file limits the machine allows). */
export function podmanEnv(dir: string, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const conf = join(dir, "containers.conf");
  writeFileSync(
    conf,
    '[containers]\ndefault_ulimits = ["nofile=1024:1024", "nproc=1024:1024"]\n\n[engine]\nruntime = "runc"\n',
  );
  return { ...env, CONTAINERS_CONF: conf };
}

export interface Finished {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `podman <args>` to its end. */
export function podman(args: readonly string[], env: NodeJS.ProcessEnv): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn("podman", args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** Runs `podman <args>` and resolves with its trimmed stdout; rejects with what it printed when it fails. */
export async function podmanOk(args: readonly string[], env: NodeJS.ProcessEnv): Promise<string> {
  const done = await podman(args, env);
  if (done.code !== 0) throw new Error(`podman ${args.join(" ")} exited with ${done.code}:\n${done.stderr}`);
  return done.stdout.trim();
}

/**
 * Starts a container in the background with the test's label (`label`) and resolves with its ID. `args` are those of
 * `podman run` before the image, `command` the arguments after it.
 */
export function runContainer(
  image: string,
  label: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  command: readonly string[] = [],
): Promise<string> {
  return podmanOk(["run", "--detach", "--label", `${TEST_LABEL}=${label}`, ...args, image, ...command], env);
}

/** Removes every container of the run `label`, running or not, by ID. */
export async function removeContainers(label: string, env: NodeJS.ProcessEnv): Promise<void> {
  const ids = (await podmanOk(["ps", "--all", "--quiet", "--filter", `label=${TEST_LABEL}=${label}`], env))
    .split("\n")
    .filter((id) => id !== "");
  if (ids.length > 0) await podmanOk(["rm", "--force", "--time", "0", ...ids], env);
}

/**
 * Resolves once the container's output holds `text` (following its log as it is written), with the output so far;
 * rejects with that output when the container ends first.
 */
export function waitForOutput(id: string, text: string, env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const follow = spawn("podman", ["logs", "--follow", id], { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    let found = false;
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (found || !output.includes(text)) return;
      found = true;
      follow.kill("SIGTERM");
      resolve(output);
    };
    follow.stdout.on("data", read);
    follow.stderr.on("data", read);
    follow.on("error", reject);
    follow.on("close", () => {
      if (!found) reject(new Error(`container ${id} ended without printing ${JSON.stringify(text)}:\n${output}`));
    });
  });
}

/** Podman's Docker-compatible API on a Unix socket, for clients such as testcontainers; stop it by its PID. */
export interface DockerApi {
  /** `unix://<dir>/podman.sock`, for DOCKER_HOST. */
  readonly dockerHost: string;
  readonly process: ChildProcess;
  stop(): Promise<void>;
}

function accepts(socket: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect(socket);
    probe.once("connect", () => {
      probe.destroy();
      resolve(true);
    });
    probe.once("error", () => resolve(false));
  });
}

/** Starts `podman system service` on a socket in `dir` and resolves once the socket accepts connections. */
export async function startDockerApi(dir: string, env: NodeJS.ProcessEnv): Promise<DockerApi> {
  const socket = join(dir, "podman.sock");
  const service = spawn("podman", ["system", "service", "--time=0", `unix://${socket}`], {
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  service.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (service.exitCode !== null || service.signalCode !== null) return resolve();
      service.once("exit", () => resolve());
      service.kill("SIGTERM");
    });
  try {
    await eventually(
      `podman system service on ${socket} accepts connections`,
      async () => {
        if (service.exitCode !== null) throw new Error(`podman system service exited with ${service.exitCode}`);
        return accepts(socket);
      },
      scaled(30_000),
    );
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}:\n${errors}`, { cause: error });
  }
  return { dockerHost: `unix://${socket}`, process: service, stop };
}
