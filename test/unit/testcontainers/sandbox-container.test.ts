// The Testcontainers module's options are checked when given, before any container runtime is reached: each bad
// value is refused with a typed error naming the option and what was wrong, and output that lacks a ready line is
// refused naming the line.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { optionVariable as commandVariable } from "../../../tools/src/cli/command.js";
import { sandboxCommand } from "../../../tools/src/cli/sandbox.js";
import {
  defaultSandboxImage,
  optionVariable,
  readReadyLines,
  ReadyLinesError,
  SandboxContainer,
  SandboxContainerOptionError,
} from "../../../tools/src/testcontainers/index.js";
import { logText } from "../../../tools/src/testcontainers/sandbox-container.js";
import { projectRoot } from "../../support/openapi.js";

const version = (JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")) as { version: string }).version;

describe("a SandboxContainer refuses a bad option at once, naming the option and the value", () => {
  const container = () => new SandboxContainer("localhost/never-started:0");

  it.each([
    [
      "a control token shorter than 16 characters",
      () => container().withControlToken("short"),
      /withControlToken: .*5 characters/,
    ],
    ["a control token with white space", () => container().withControlToken("0123456789 abcdefgh"), /with white space/],
    [
      "a seed that is no file",
      () => container().withSeed("/nonexistent/seed.yaml"),
      /withSeed: \/nonexistent\/seed\.yaml is no file/,
    ],
    [
      "a state folder that is no folder",
      () => container().withStateDir("/nonexistent/state"),
      /withStateDir: \/nonexistent\/state is no folder/,
    ],
    [
      "a database URL of another scheme",
      () => container().withDatabase("mysql://db/sandbox"),
      /withDatabase: "mysql:\/\/db\/sandbox" is no postgres/,
    ],
    [
      "an AMQP URL of another scheme",
      () => container().withAmqpUrl("http://broker"),
      /withAmqpUrl: "http:\/\/broker" is no amqp/,
    ],
    [
      "a base port its six ports do not fit after",
      () => container().withBasePort(65_533),
      /withBasePort: 65533 .*1 to 65530/,
    ],
    [
      "an option name with the leading --",
      () => container().withOption("--upload-limit", "1"),
      /withOption: "--upload-limit" is no sandbox command option name/,
    ],
  ])("%s", (_, give, message) => {
    expect(give).toThrow(SandboxContainerOptionError);
    expect(give).toThrow(message);
  });

  it("takes good values and names each option's variable as the image reads it", () => {
    const seed = join(mkdtempSync(join(tmpdir(), "sandbox-container-")), "seed.yaml");
    writeFileSync(seed, "tenants: []\n");
    expect(() =>
      container()
        .withControlToken("0123456789abcdefgh")
        .withSeed(seed)
        .withDatabase("postgres://sandbox@db:5432/sandbox")
        .withAmqpUrl("amqp://guest:guest@rabbitmq:5672")
        .withBasePort(4010)
        .withOption("upload-limit", "1048576"),
    ).not.toThrow();
    expect([optionVariable("upload-limit"), optionVariable("deliveries-per-tenant"), optionVariable("seed")]).toEqual([
      "SANDBOX_UPLOAD_LIMIT",
      "SANDBOX_DELIVERIES_PER_TENANT",
      "SANDBOX_SEED",
    ]);
  });

  it("names each option's variable as the sandbox command reads it, SANDBOX_DATABASE_URL for --database too", () => {
    for (const [name, option] of Object.entries(sandboxCommand.options))
      expect(optionVariable(name), name).toBe(commandVariable("SANDBOX_", name, option));
  });

  it("defaults to the image npm run image tags with this package's version", () => {
    expect(defaultSandboxImage()).toBe(`localhost/integration-contracts-sandbox:${version}`);
  });
});

describe("the ready lines are read whole or refused naming what is missing", () => {
  it("output without the gateway's identity is refused naming each missing line", () => {
    const output = ["Sandbox ready (one process):", "  identity-provider  http://127.0.0.1:4012  Identity provider"];
    expect(() => readReadyLines(output.join("\n"))).toThrow(ReadyLinesError);
    expect(() => readReadyLines(output.join("\n"))).toThrow(
      "lacks the message gateway's issuer, the message gateway's JWKS, the message gateway's client_id, " +
        "the message gateway's audience",
    );
  });

  it("output without the service table is refused naming it", () => {
    expect(() => readReadyLines("Stop with Ctrl-C.\n")).toThrow("lacks the service table (Sandbox ready ...)");
  });
});

describe("a failed start's container log is read as text, framed by Docker's API or not", () => {
  const frame = (stream: number, text: string) => {
    const body = Buffer.from(text);
    const header = Buffer.alloc(8);
    header[0] = stream;
    header.writeUInt32BE(body.length, 4);
    return Buffer.concat([header, body]);
  };

  it("stdout and stderr frames are joined in order without their headers", () => {
    const log = Buffer.concat([frame(1, "Sandbox ready\n"), frame(2, "sandbox: seed.yaml: not a valid seed\n")]);
    expect(logText(log)).toBe("Sandbox ready\nsandbox: seed.yaml: not a valid seed\n");
  });

  it("a log that is no sequence of frames (a terminal's) is taken as it came", () => {
    expect(logText(Buffer.from("node: error while loading shared libraries\n"))).toBe(
      "node: error while loading shared libraries\n",
    );
  });
});
