import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { projectRoot } from "../../support/openapi.js";
import { portIsFree } from "../../support/ports.js";
import { childPids, eventually, isRunning, spawnUntilReady, type ReadyProcess } from "../../support/processes.js";
import { scaled } from "../../support/time.js";

const started: number[] = [];

// A failed test must not leave its processes behind either: whatever it started, and whatever it found under them.
afterEach(() => {
  for (const pid of started.splice(0)) if (isRunning(pid)) process.kill(pid, "SIGKILL");
});

const SERVICE = ["--service", "identity-provider"];
// identity-provider has offset 2.
const portOf = (ready: ReadyProcess) => ready.base + 2;

function track(...pids: (number | undefined)[]): void {
  for (const pid of pids) if (pid !== undefined) started.push(pid);
}

async function run(spawnOn: (base: number) => ChildProcess): Promise<ReadyProcess> {
  const ready = await spawnUntilReady(spawnOn);
  track(ready.child.pid);
  return ready;
}

const mainTs = join(projectRoot, "tools", "src", "cli", "main.ts");
const mockCommand = (base: number) =>
  spawn(process.execPath, ["--import", "tsx", mainTs, "mock", "--base-port", String(base), ...SERVICE], {
    cwd: projectRoot,
    stdio: ["ignore", "pipe", "pipe"],
  });
const npmRun = (script: "start" | "mock") => (base: number) =>
  spawn("npm", ["run", script, "--", "--base-port", String(base), ...SERVICE], {
    cwd: projectRoot,
    stdio: ["ignore", "pipe", "pipe"],
  });
// What `npx integration-contracts <command>` runs: npm exec, then the command through `sh -c`.
const npx = (command: "mock" | "sandbox") => (base: number) =>
  spawn(
    "npm",
    ["exec", "-c", ["node", "--import", "tsx", mainTs, command, "--base-port", String(base), ...SERVICE].join(" ")],
    { cwd: projectRoot, stdio: ["ignore", "pipe", "pipe"] },
  );

async function expectGone(prisms: number[], port: number): Promise<void> {
  for (const pid of prisms) await eventually(`prism ${pid} ended`, () => !isRunning(pid));
  await eventually(`port ${port} free`, () => portIsFree(port));
}

describe("integration-contracts mock stops every Prism and frees every port on SIGINT, SIGTERM and SIGHUP", () => {
  it.each(["SIGINT", "SIGTERM", "SIGHUP"] as const)(
    "%s: exit 0, no Prism left, the port free",
    async (signal) => {
      const cli = await run(mockCommand);
      const prisms = childPids(cli.child.pid!, "prism");
      track(...prisms);
      expect(prisms).toHaveLength(1);
      expect(await portIsFree(portOf(cli))).toBe(false);
      cli.child.kill(signal);
      expect(await cli.exited).toBe(0);
      await expectGone(prisms, portOf(cli));
    },
    scaled(60_000),
  );
});

describe("integration-contracts mock killed with SIGKILL leaves no Prism alive", () => {
  it(
    "every Prism ends and its port is free within 5 s",
    async () => {
      const cli = await run(mockCommand);
      const prisms = childPids(cli.child.pid!, "prism");
      track(...prisms);
      expect(prisms).toHaveLength(1);
      cli.child.kill("SIGKILL");
      await cli.exited;
      await expectGone(prisms, portOf(cli));
    },
    scaled(60_000),
  );
});

describe("npm start (the sandbox) and npm run mock leave nothing behind when npm is killed", () => {
  it.each(["SIGTERM", "SIGKILL"] as const)(
    "%s to npm start: the sandbox's CLI ends and its port is free within 5 s",
    async (signal) => {
      const npm = await run(npmRun("start"));
      const [cli] = childPids(npm.child.pid!, "main.ts");
      track(cli);
      expect(cli).toBeDefined();
      expect(await portIsFree(portOf(npm))).toBe(false);
      npm.child.kill(signal);
      await npm.exited;
      await eventually(`the CLI ${cli} ended`, () => !isRunning(cli!));
      await eventually(`port ${portOf(npm)} is free`, () => portIsFree(portOf(npm)));
    },
    scaled(60_000),
  );

  it.each(["SIGTERM", "SIGKILL"] as const)(
    "%s to npm run mock: the CLI and every Prism end and the port is free within 5 s",
    async (signal) => {
      const npm = await run(npmRun("mock"));
      const [cli] = childPids(npm.child.pid!, "main.ts");
      expect(cli).toBeDefined();
      const prisms = childPids(cli!, "prism");
      track(cli, ...prisms);
      expect(prisms).toHaveLength(1);
      npm.child.kill(signal);
      await npm.exited;
      await eventually(`the CLI ${cli} ended`, () => !isRunning(cli!));
      await expectGone(prisms, portOf(npm));
    },
    scaled(60_000),
  );
});

describe("a command run through npx (npm exec, then sh -c) leaves nothing behind however npm ends", () => {
  it(
    "the mock, npm given SIGTERM: the shell dies of the signal, and the CLI, " +
      "its parent gone, stops every Prism and frees the port within 5 s",
    async () => {
      const npm = await run(npx("mock"));
      const [shell] = childPids(npm.child.pid!, "sh");
      const [cli] = childPids(shell!, "main.ts");
      expect(cli).toBeDefined();
      const prisms = childPids(cli!, "prism");
      track(shell, cli, ...prisms);
      expect(prisms).toHaveLength(1);
      npm.child.kill("SIGTERM");
      await npm.exited;
      await eventually(`the CLI ${cli} ended`, () => !isRunning(cli!));
      await expectGone(prisms, portOf(npm));
    },
    scaled(60_000),
  );

  it.each(["mock", "sandbox"] as const)(
    "the %s, npm given SIGKILL: the shell outlives npm, and the CLI, a " +
      "parent of its parent gone, stops and frees the port within 5 s",
    async (command) => {
      const npm = await run(npx(command));
      const [shell] = childPids(npm.child.pid!, "sh");
      const [cli] = childPids(shell!, "main.ts");
      expect(cli).toBeDefined();
      const prisms = childPids(cli!, "prism");
      track(shell, cli, ...prisms);
      npm.child.kill("SIGKILL");
      await npm.exited;
      await eventually(`the CLI ${cli} ended`, () => !isRunning(cli!));
      await expectGone(prisms, portOf(npm));
    },
    scaled(60_000),
  );
});
