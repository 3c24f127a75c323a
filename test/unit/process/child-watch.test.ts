import { spawn } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { spawnWatched } from "../../../tools/src/process/child-watch.js";
import { projectRoot } from "../../support/openapi.js";
import { portIsFree } from "../../support/ports.js";
import { childPids, eventually, isRunning } from "../../support/processes.js";
import { scaled } from "../../support/time.js";

const parentScript = join(projectRoot, "test", "fixtures", "process", "watched-parent.ts");

/** Starts the fixture parent and resolves once its watched child is up, with both pids. */
async function startParent(mode: "stay" | "exit", command: string[]) {
  const parent = spawn(process.execPath, ["--import", "tsx", parentScript, mode, ...command], {
    cwd: projectRoot,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => parent.once("exit", resolve));
  const { child, line } = await new Promise<{ child: number; line: string }>((resolve, reject) => {
    let output = "";
    parent.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const first = /^\{"child":.*\}$/m.exec(output);
      if (first) resolve(JSON.parse(first[0]) as { child: number; line: string });
    });
    parent.once("exit", (code) => reject(new Error(`parent exited (${code}) before its child was up: ${output}`)));
  });
  return { parent, child, line, exited };
}

/** A Node child that listens on a port the system picks and prints it. */
const LISTENER = [
  "node",
  "-e",
  `const server = require("node:net").createServer().listen(0, "127.0.0.1", () => console.log(server.address().port))`,
];

describe("a watched child ends with its parent however the parent ends", () => {
  it(
    "a Node child stops and frees its port when the parent is killed with SIGKILL",
    async () => {
      const { parent, child, line, exited } = await startParent("stay", LISTENER);
      const port = Number(line);
      expect(await portIsFree(port)).toBe(false);
      parent.kill("SIGKILL");
      await exited;
      await eventually(`child ${child} ended`, () => !isRunning(child));
      await eventually(`port ${port} free`, () => portIsFree(port));
    },
    scaled(30_000),
  );

  it(
    "a Node child stops and frees its port when the parent exits without stopping it",
    async () => {
      const { child, line, exited } = await startParent("exit", LISTENER);
      const port = Number(line);
      expect(await exited).toBe(0);
      await eventually(`child ${child} ended`, () => !isRunning(child));
      await eventually(`port ${port} free`, () => portIsFree(port));
    },
    scaled(30_000),
  );

  it(
    "a program that is not Node runs under a wrapper and stops with a parent killed with SIGKILL",
    async () => {
      const {
        parent,
        child: wrapper,
        exited,
      } = await startParent("stay", ["/bin/sh", "-c", "echo started; exec sleep 600"]);
      await eventually("the program under the wrapper started", () => childPids(wrapper, "sleep").length === 1);
      const [program] = childPids(wrapper, "sleep");
      parent.kill("SIGKILL");
      await exited;
      await eventually(`wrapper ${wrapper} ended`, () => !isRunning(wrapper));
      await eventually(`program ${program} ended`, () => !isRunning(program!));
    },
    scaled(30_000),
  );
});

describe("the watch never keeps a child alive that would end on its own", () => {
  it("a Node child that finishes exits with its own code", async () => {
    const child = spawnWatched(process.execPath, ["-e", "process.exitCode = 3"]);
    expect(await new Promise((resolve) => child.once("exit", resolve))).toBe(3);
  });

  it("a wrapped program's exit code is the wrapper's", async () => {
    const child = spawnWatched("/bin/sh", ["-c", "exit 4"]);
    expect(await new Promise((resolve) => child.once("exit", resolve))).toBe(4);
  });
});
