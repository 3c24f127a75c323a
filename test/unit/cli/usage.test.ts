// Every command explains itself, and every mistake in calling one is one line with exit 2. A command's
// own answers are checked through runCommand, in process: the program (commands.ts) only prints the
// overview, refuses an unknown command and exits with the code runCommand returns, and each of those
// paths is checked once through a process of its own, so about 30 starts of the whole command line
// under tsx (a second of CPU each) are not made.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { breakingCommand } from "../../../tools/src/cli/breaking.js";
import { runCommand, type Command } from "../../../tools/src/cli/command.js";
import { lintCommand } from "../../../tools/src/cli/lint.js";
import { mockCommand } from "../../../tools/src/cli/mock.js";
import { sandboxCommand } from "../../../tools/src/cli/sandbox.js";
import { sendEventCommand } from "../../../tools/src/cli/send-event.js";
import { triggerCommand } from "../../../tools/src/cli/trigger-command.js";
import { verifyServiceCommand } from "../../../tools/src/cli/verify-service.js";
import { verifyWebhookCommand } from "../../../tools/src/cli/verify-webhook.js";
import { projectRoot } from "../../support/openapi.js";
import { scaled } from "../../support/time.js";

const BY_NAME: Readonly<Record<string, Command>> = {
  sandbox: sandboxCommand,
  mock: mockCommand,
  trigger: triggerCommand,
  "send-event": sendEventCommand,
  "verify-webhook": verifyWebhookCommand,
  "verify-service": verifyServiceCommand,
  lint: lintCommand,
  breaking: breakingCommand,
};
const COMMANDS = Object.keys(BY_NAME);

interface Answer {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `integration-contracts <args>` as a process of its own. */
function cli(args: readonly string[]): Promise<Answer> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", join(projectRoot, "tools", "src", "cli", "main.ts"), ...args],
    { cwd: projectRoot, stdio: ["ignore", "pipe", "pipe"] },
  );
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once("close", (code) => resolve({ code, stdout, stderr })));
}

/** `integration-contracts <command> <args>` through runCommand, the code the program exits with. */
async function command([name, ...args]: readonly string[]): Promise<Answer> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCommand(BY_NAME[name!]!, args, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, stdout: out.join("\n"), stderr: err.join("\n") };
}

const oneLine = (text: string) =>
  text
    .trim()
    .split("\n")
    .filter((line) => !line.startsWith("npm warn"));

describe("every command answers --help with its usage and options", () => {
  it.each(COMMANDS)(
    "%s --help",
    async (name) => {
      const { code, stdout } = await command([name, "--help"]);
      expect(code).toBe(0);
      expect(stdout).toContain(`usage: integration-contracts ${name}`);
      expect(stdout).toContain("options:");
      expect(stdout).toContain("--help");
    },
    scaled(30_000),
  );

  it(
    "a flag and its description never run together: at least two spaces between them, every description in one column",
    async () => {
      const { stdout } = await command(["sandbox", "--help"]);
      const optionLines = stdout
        .slice(stdout.indexOf("options:"))
        .split("\n")
        .slice(1)
        .filter((line) => line.startsWith("  --"));
      expect(optionLines.find((line) => line.startsWith("  --token-body-limit BYTES "))).toMatch(
        /^ {2}--token-body-limit BYTES {2,}largest POST \/connect\/token body/,
      );
      const columns = new Set(optionLines.map((line) => /^ {2}\S+(?: [A-Z]+)? {2,}/.exec(line)?.[0].length));
      expect([...columns]).toHaveLength(1);
    },
    scaled(30_000),
  );

  it(
    "the command list names every command",
    async () => {
      const { code, stdout } = await cli(["--help"]);
      expect(code).toBe(0);
      for (const name of COMMANDS) expect(stdout).toContain(`  ${name}`);
    },
    scaled(30_000),
  );
});

describe("a mistake in calling a command is one line naming it and what is accepted, exit 2, no stack trace", () => {
  it.each(COMMANDS)(
    "%s --no-such-option",
    async (name) => {
      const { code, stderr } = await command([name, "--no-such-option"]);
      expect(code).toBe(2);
      expect(oneLine(stderr)).toHaveLength(1);
      expect(stderr).toContain("unknown option --no-such-option; accepted: ");
      expect(stderr).not.toMatch(/\n\s+at /);
    },
    scaled(30_000),
  );

  it.each([
    [["lint"], "missing <spec>"],
    [["mock", "--base-port", "65534"], '--base-port must be a whole number from 1 to 65530 (found "65534")'],
    [["sandbox", "--base-port", "0"], '--base-port must be a whole number from 1 to 65530 (found "0")'],
    [["mock", "--service", "nope"], '--service "nope" is not accepted; accepted: data-integration'],
    [
      ["send-event", "http://127.0.0.1:9/hooks", "PLATFORM.PlatformStore.OrderReleased", "--tamper", "nope"],
      '--tamper "nope" is not accepted; accepted: expired',
    ],
    [["send-event", "http://127.0.0.1:9/hooks"], "missing <messageType>"],
    [["breaking", "only-one.yaml"], "missing <revision>"],
    [["trigger"], "missing <messageType | fixture.yaml>"],
    [
      ["trigger", "PLATFORM.Nope"],
      '"PLATFORM.Nope" is no message type, shipped fixture or .yaml ' +
        "file; accepted: PLATFORM.DataService.EnqueueDataStatusChanged",
    ],
    [
      ["trigger", "PLATFORM.PlatformStore.OrderReleased", "--count", "0"],
      '--count must be a whole number from 1 to 100 (found "0")',
    ],
    [["trigger", "PLATFORM.PlatformStore.OrderReleased", "--set", "productId"], '--set "productId" must be PATH=VALUE'],
    [
      ["trigger", "PLATFORM.PlatformStore.OrderReleased", "--invalid", "nope"],
      '--invalid "nope" is not accepted; accepted: bad-signature, ' +
        "expired-token, wrong-audience, schema-invalid-payload, " +
        "unknown-message-type",
    ],
    [["trigger", "PLATFORM.PlatformStore.OrderReleased", "--sandbox", "not a url"], '--sandbox "not a url" is no URL'],
  ])(
    "%j",
    async (args, message) => {
      const { code, stderr } = await command(args);
      expect(code).toBe(2);
      expect(oneLine(stderr)).toHaveLength(1);
      expect(stderr).toContain(message);
    },
    scaled(30_000),
  );
});

describe("the program exits with its command's code and prints only the command's lines", () => {
  it.each([
    [["nope"], 'unknown command "nope"; accepted: ' + COMMANDS.join(", ")],
    [["lint"], "integration-contracts lint: missing <spec>"],
    [["mock", "--no-such-option"], "integration-contracts mock: unknown option --no-such-option; accepted: "],
  ])(
    "%j: exit 2, one line on stderr, no stack trace",
    async (args, message) => {
      const { code, stdout, stderr } = await cli(args);
      expect([code, stdout]).toEqual([2, ""]);
      expect(oneLine(stderr)).toHaveLength(1);
      expect(stderr).toContain(message);
      expect(stderr).not.toMatch(/\n\s+at /);
    },
    scaled(30_000),
  );

  it(
    "a command's --help: exit 0, its usage on stdout, nothing on stderr",
    async () => {
      const { code, stdout, stderr } = await cli(["sandbox", "--help"]);
      expect([code, stderr]).toEqual([0, ""]);
      expect(stdout).toContain("usage: integration-contracts sandbox");
    },
    scaled(30_000),
  );
});
