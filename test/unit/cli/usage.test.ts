// Every command explains itself, and every mistake in calling one is one line with exit 2.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../../support/openapi.js";
import { scaled } from "../../support/time.js";

const COMMANDS = [
  "sandbox",
  "mock",
  "trigger",
  "send-event",
  "verify-webhook",
  "verify-service",
  "lint",
  "breaking",
] as const;

function cli(args: readonly string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
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

const oneLine = (text: string) =>
  text
    .trim()
    .split("\n")
    .filter((line) => !line.startsWith("npm warn"));

describe("every command answers --help with its usage and options", () => {
  it.each(COMMANDS)(
    "%s --help",
    async (command) => {
      const { code, stdout } = await cli([command, "--help"]);
      expect(code).toBe(0);
      expect(stdout).toContain(`usage: integration-contracts ${command}`);
      expect(stdout).toContain("options:");
      expect(stdout).toContain("--help");
    },
    scaled(30_000),
  );

  it(
    "a flag and its description never run together: at least two spaces between them, every description in one column",
    async () => {
      const { stdout } = await cli(["sandbox", "--help"]);
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
      for (const command of COMMANDS) expect(stdout).toContain(`  ${command}`);
    },
    scaled(30_000),
  );
});

describe("a mistake in calling a command is one line naming it and what is accepted, exit 2, no stack trace", () => {
  it.each(COMMANDS)(
    "%s --no-such-option",
    async (command) => {
      const { code, stderr } = await cli([command, "--no-such-option"]);
      expect(code).toBe(2);
      expect(oneLine(stderr)).toHaveLength(1);
      expect(stderr).toContain("unknown option --no-such-option; accepted: ");
      expect(stderr).not.toMatch(/\n\s+at /);
    },
    scaled(30_000),
  );

  it.each([
    [
      ["nope"],
      'unknown command "nope"; accepted: sandbox, mock, trigger, ' +
        "send-event, verify-webhook, verify-service, lint, breaking",
    ],
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
      const { code, stderr } = await cli(args);
      expect(code).toBe(2);
      expect(oneLine(stderr)).toHaveLength(1);
      expect(stderr).toContain(message);
    },
    scaled(30_000),
  );
});
