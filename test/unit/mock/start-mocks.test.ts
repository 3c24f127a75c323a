import { spawn } from "node:child_process";
import { createServer, type Server } from "node:net";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { MockStartError, startMocks, type MockPlatform } from "../../../tools/src/mock/index.js";
import { projectRoot } from "../../support/openapi.js";
import { portIsFree } from "../../support/ports.js";
import { childPids, eventually, isRunning } from "../../support/processes.js";
import { scaled } from "../../support/time.js";

const fixtures = join(projectRoot, "test", "fixtures", "mock");
let running: MockPlatform | undefined;
let blocker: Server | undefined;

afterEach(async () => {
  await running?.stop();
  running = undefined;
  await new Promise<void>((resolve) => (blocker ? blocker.close(() => resolve()) : resolve()));
  blocker = undefined;
});

function occupyFreePort(): Promise<number> {
  return new Promise((resolve) => {
    blocker = createServer();
    blocker.listen({ host: "127.0.0.1", port: 0 }, () => resolve((blocker!.address() as { port: number }).port));
  });
}

describe("the mock platform serves each spec on base port + its offset", () => {
  it("answers the spec's example on the chosen port", async () => {
    running = await startMocks({ basePort: "free", specsDir: join(fixtures, "tiny") });
    const [mock] = running.mocks;
    expect(mock?.name).toBe("tiny");
    const response = await fetch(`${mock!.url}/ping`);
    expect(await response.json()).toEqual({ pong: true });
  });

  it("stop() ends every Prism process", async () => {
    running = await startMocks({ basePort: "free", specsDir: join(fixtures, "tiny") });
    const { url } = running.mocks[0]!;
    await running.stop();
    running = undefined;
    await expect(fetch(`${url}/ping`)).rejects.toThrow();
  });
});

describe("the mocks end with the process that started them", () => {
  it(
    "a process that exits without stop() leaves no Prism and no port behind",
    async () => {
      const script = spawn(
        process.execPath,
        ["--import", "tsx", join(fixtures, "exit-without-stop.ts"), join(fixtures, "tiny")],
        {
          cwd: projectRoot,
          stdio: ["pipe", "pipe", "inherit"],
        },
      );
      const exited = new Promise<number | null>((resolve) => script.once("exit", resolve));
      const port = await new Promise<number>((resolve, reject) => {
        let output = "";
        script.stdout.on("data", (chunk: Buffer) => {
          output += chunk.toString();
          const line = /\{"port":(\d+)\}/.exec(output);
          if (line) resolve(Number(line[1]));
        });
        script.once("exit", (code) => reject(new Error(`exited (${code}) before the mocks were up: ${output}`)));
      });
      const prisms = childPids(script.pid!, "prism");
      expect(prisms).toHaveLength(1);
      script.stdin.end();
      expect(await exited).toBe(0);
      await eventually(`prism ${prisms[0]} ended`, () => !isRunning(prisms[0]!));
      await eventually(`port ${port} free`, () => portIsFree(port));
    },
    scaled(60_000),
  );
});

describe("a start that cannot succeed says why and leaves nothing running", () => {
  it("names the port that is already in use", async () => {
    const port = await occupyFreePort();
    const start = startMocks({ basePort: port, specsDir: join(fixtures, "tiny") });
    await expect(start).rejects.toBeInstanceOf(MockStartError);
    await expect(start).rejects.toThrow(`port ${port} on 127.0.0.1 is already in use; tiny cannot start there`);
  });

  it("names the spec that does not load", async () => {
    const start = startMocks({ basePort: "free", specsDir: join(fixtures, "broken") });
    await expect(start).rejects.toThrow(/prism exited \(code \d+\) before serving .*broken\.json/);
  });

  it("names an unknown service and the known ones", async () => {
    await expect(startMocks({ services: ["nope"], specsDir: join(fixtures, "tiny") })).rejects.toThrow(
      "unknown service nope; known: tiny",
    );
  });

  it("refuses a base port outside 1 to 65535", async () => {
    await expect(startMocks({ basePort: 70000, specsDir: join(fixtures, "tiny") })).rejects.toThrow(
      "base port must be an integer from 1 to 65535",
    );
  });
});
