import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { projectRoot } from "../../support/openapi.js";
import { freePort, portIsFree } from "../../support/ports.js";
import { childPids, eventually, isRunning } from "../../support/processes.js";

const started: ChildProcess[] = [];

// A failed test must not leave its processes behind either.
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
});

// identity-provider has offset 2: base port + 2 is a port the test chose free.
async function mockPort(): Promise<{ port: number; args: string[] }> {
  const port = await freePort();
  return { port, args: ["--base-port", String(port - 2), "--service", "identity-provider"] };
}

/** Resolves once the mock table is printed, with a promise of the exit code. */
async function ready(child: ChildProcess): Promise<{ exited: Promise<number | null> }> {
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  await new Promise<void>((resolve, reject) => {
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Stop with Ctrl-C.")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`exited (${code}) before the mocks were up: ${output}`)));
  });
  return { exited };
}

function mockCommand(args: string[]): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", join(projectRoot, "src", "cli", "main.ts"), "mock", ...args], {
    cwd: projectRoot,
    stdio: ["ignore", "pipe", "inherit"],
  });
  started.push(child);
  return child;
}

async function expectGone(prisms: number[], port: number): Promise<void> {
  for (const pid of prisms) await eventually(`prism ${pid} ended`, () => !isRunning(pid));
  await eventually(`port ${port} free`, () => portIsFree(port));
}

describe("integration-contracts mock stops every Prism and frees every port on SIGINT, SIGTERM and SIGHUP", () => {
  it.each(["SIGINT", "SIGTERM", "SIGHUP"] as const)("%s: exit 0, no Prism left, the port free", async (signal) => {
    const { port, args } = await mockPort();
    const cli = mockCommand(args);
    const { exited } = await ready(cli);
    const prisms = childPids(cli.pid!, "prism");
    expect(prisms).toHaveLength(1);
    expect(await portIsFree(port)).toBe(false);
    cli.kill(signal);
    expect(await exited).toBe(0);
    await expectGone(prisms, port);
  }, 60_000);
});

describe("integration-contracts mock killed with SIGKILL leaves no Prism alive", () => {
  it("every Prism ends and its port is free within 5 s", async () => {
    const { port, args } = await mockPort();
    const cli = mockCommand(args);
    const { exited } = await ready(cli);
    const prisms = childPids(cli.pid!, "prism");
    expect(prisms).toHaveLength(1);
    cli.kill("SIGKILL");
    await exited;
    await expectGone(prisms, port);
  }, 60_000);
});

describe("npm start (the sandbox) and npm run mock leave nothing behind when npm is killed", () => {
  function npmRun(script: "start" | "mock", args: string[]): ChildProcess {
    const npm = spawn("npm", ["run", script, "--", ...args], { cwd: projectRoot, stdio: ["ignore", "pipe", "inherit"] });
    started.push(npm);
    return npm;
  }

  it.each(["SIGTERM", "SIGKILL"] as const)("%s to npm start: the sandbox's CLI ends and its port is free within 5 s", async (signal) => {
    const { port, args } = await mockPort();
    const npm = npmRun("start", args);
    const { exited } = await ready(npm);
    const [cli] = childPids(npm.pid!, "main.ts");
    expect(cli).toBeDefined();
    expect(await portIsFree(port)).toBe(false);
    npm.kill(signal);
    await exited;
    await eventually(`the CLI ${cli} ended`, () => !isRunning(cli!));
    await eventually(`port ${port} is free`, () => portIsFree(port));
  }, 60_000);

  it.each(["SIGTERM", "SIGKILL"] as const)("%s to npm run mock: the CLI and every Prism end and the port is free within 5 s", async (signal) => {
    const { port, args } = await mockPort();
    const npm = npmRun("mock", args);
    const { exited } = await ready(npm);
    const [cli] = childPids(npm.pid!, "main.ts");
    expect(cli).toBeDefined();
    const prisms = childPids(cli!, "prism");
    expect(prisms).toHaveLength(1);
    npm.kill(signal);
    await exited;
    await eventually(`the CLI ${cli} ended`, () => !isRunning(cli!));
    await expectGone(prisms, port);
  }, 60_000);
});

describe("the mock run through npx (npm exec, then sh -c) leaves nothing behind when npm gets SIGTERM", () => {
  it("the shell dies of the signal, and the CLI, its parent gone, stops every Prism and frees the port within 5 s", async () => {
    const { port, args } = await mockPort();
    const command = ["node", "--import", "tsx", join(projectRoot, "src", "cli", "main.ts"), "mock", ...args].join(" ");
    const npm = spawn("npm", ["exec", "-c", command], { cwd: projectRoot, stdio: ["ignore", "pipe", "inherit"] });
    started.push(npm);
    const { exited } = await ready(npm);
    const [shell] = childPids(npm.pid!, "sh");
    const [cli] = childPids(shell!, "main.ts");
    expect(cli).toBeDefined();
    const prisms = childPids(cli!, "prism");
    expect(prisms).toHaveLength(1);
    npm.kill("SIGTERM");
    await exited;
    await eventually(`the CLI ${cli} ended`, () => !isRunning(cli!));
    await expectGone(prisms, port);
  }, 60_000);
});
