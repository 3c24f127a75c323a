import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { homedir, tmpdir } from "node:os";
import { join } from "node:path";
import { exportJWK, generateKeyPair } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCommand } from "../../../tools/src/cli/command.js";
import { defaultGatewayKeyFile } from "../../../tools/src/cli/gateway-key-file.js";
import { sendEventCommand } from "../../../tools/src/cli/send-event.js";
import { eventCatalogue } from "../../../src/events/index.js";
import { createWebhookHandler, toNodeListener } from "../../../src/webhooks/index.js";
import { projectRoot } from "../../support/openapi.js";
import { randomBasePort } from "../../support/ports.js";
import { scaled } from "../../support/time.js";

// Every run keeps its key under this folder instead of the user's own state folder.
const stateHome = mkdtempSync(join(tmpdir(), "send-event-state-"));
const defaultKeyFile = join(stateHome, "integration-contracts", "gateway-key.json");
afterAll(() => rmSync(stateHome, { recursive: true, force: true }));

function sendEvent(args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", join(projectRoot, "tools", "src", "cli", "main.ts"), "send-event", ...args],
    {
      cwd: projectRoot,
      env: { ...process.env, XDG_STATE_HOME: stateHome },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr.on("data", (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, output })));
}

describe("integration-contracts send-event delivers one event as the message gateway does", () => {
  let server: Server;
  let webhookUrl = "";
  let jwksPort = 0;
  const received: { messageType: string; tenantId: string; payload: unknown }[] = [];

  beforeAll(async () => {
    // The command binds this port itself: one below the ephemeral range, which no other bind of port 0 takes meanwhile.
    jwksPort = randomBasePort(1);
    const handler = createWebhookHandler({
      jwksUrl: `http://127.0.0.1:${jwksPort}/.well-known/jwks`,
      clientId: "message-gateway",
      allowInsecureHttp: true,
      handlers: {
        "PLATFORM.PlatformStore.OrderReleased": (event, context) => {
          received.push({ messageType: context.messageType, tenantId: context.tenantId, payload: event });
        },
      },
    });
    server = createServer(toNodeListener(handler));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    webhookUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it(
    "sends the documented example, signed, to a verifying consumer, which acknowledges it",
    async () => {
      const { code, output } = await sendEvent([
        webhookUrl,
        "PLATFORM.PlatformStore.OrderReleased",
        "--jwks-port",
        String(jwksPort),
        "--tenant",
        "tenant-a",
      ]);
      expect(output).toContain("attempt 1: 204");
      expect(output).toContain("delivered: ");
      expect(code).toBe(0);
      // The sandbox's gateway identity and schedule: a webhook configured for the sandbox's port accepts these.
      expect(output).toContain(
        [
          `  issuer      http://127.0.0.1:${jwksPort}`,
          `  JWKS        http://127.0.0.1:${jwksPort}/.well-known/jwks`,
          "  client_id   message-gateway (also sub)",
          "  audience    apiim",
          "  redelivery  after a non-2xx answer or a network error: 1 s doubling to 60 s, 10 attempts",
        ].join("\n"),
      );
      expect(received).toEqual([
        {
          messageType: "PLATFORM.PlatformStore.OrderReleased",
          tenantId: "tenant-a",
          payload: eventCatalogue["PLATFORM.PlatformStore.OrderReleased"].example.payload,
        },
      ]);
    },
    scaled(60_000),
  );

  it(
    "exits 1 when the consumer refuses a tampered delivery, " +
      "printing the status and the problem's title, type and detail",
    async () => {
      const { code, output } = await sendEvent([
        webhookUrl,
        "PLATFORM.PlatformStore.OrderReleased",
        "--jwks-port",
        String(jwksPort),
        "--tamper",
        "expired",
        "--max-attempts",
        "1",
      ]);
      expect(output).toContain("attempt 1: 401 Unauthorized (about:blank): A valid gateway token is required.");
      expect(code).toBe(1);
    },
    scaled(60_000),
  );

  it(
    "keeps its signing key between runs, so the consumer's cached key set accepts the next run at once",
    async () => {
      const kid = (output: string) => /signing key: (.+) \(kid ([0-9a-f-]+)/.exec(output)?.slice(1);
      const first = await sendEvent([
        webhookUrl,
        "PLATFORM.PlatformStore.OrderReleased",
        "--jwks-port",
        String(jwksPort),
      ]);
      const second = await sendEvent([
        webhookUrl,
        "PLATFORM.PlatformStore.OrderReleased",
        "--jwks-port",
        String(jwksPort),
      ]);
      expect(kid(first.output)).toEqual([defaultKeyFile, expect.any(String)]);
      expect(kid(second.output)).toEqual(kid(first.output));
      expect(JSON.parse(readFileSync(defaultKeyFile, "utf8"))).toMatchObject({
        kty: "RSA",
        kid: kid(first.output)![1],
        d: expect.any(String),
      });
      expect(second.output).toContain("attempt 1: 204");
      expect(second.code).toBe(0);
    },
    scaled(60_000),
  );
});

describe(
  "send-event's key file: " +
    "$XDG_STATE_HOME/integration-contracts/gateway-key.json or " +
    "--key-file, private to its owner",
  () => {
    let folder = "";
    beforeAll(() => {
      folder = mkdtempSync(join(tmpdir(), "send-event-key-"));
    });
    afterAll(() => rmSync(folder, { recursive: true, force: true }));
    const unreachable = "http://127.0.0.1:9/hooks";

    it("lives under $XDG_STATE_HOME, or ~/.local/state when it is unset or not absolute (XDG Base Directory)", () => {
      expect(defaultGatewayKeyFile({ XDG_STATE_HOME: "/state" })).toBe("/state/integration-contracts/gateway-key.json");
      expect(defaultGatewayKeyFile({})).toBe(
        join(homedir(), ".local", "state", "integration-contracts", "gateway-key.json"),
      );
      expect(defaultGatewayKeyFile({ XDG_STATE_HOME: "relative" })).toBe(
        join(homedir(), ".local", "state", "integration-contracts", "gateway-key.json"),
      );
    });

    it(
      "is made with mode 0600 where --key-file says, in a folder of mode 0700",
      async () => {
        const file = join(folder, "made", "key.json");
        const { output } = await sendEvent([
          unreachable,
          "PLATFORM.PlatformStore.OrderReleased",
          "--key-file",
          file,
          "--max-attempts",
          "1",
        ]);
        expect(output).toContain(`signing key: ${file} (kid `);
        expect(output).toContain(", new)");
        expect(statSync(file).mode & 0o777).toBe(0o600);
        expect(statSync(join(folder, "made")).mode & 0o777).toBe(0o700);
      },
      scaled(60_000),
    );

    it(
      "refuses a key file others may read, naming it and the fix, and leaves it as it is",
      async () => {
        const file = join(folder, "open.json");
        const { privateKey } = await generateKeyPair("RS256", { extractable: true });
        writeFileSync(file, JSON.stringify({ ...(await exportJWK(privateKey)), kid: "open" }));
        chmodSync(file, 0o644);
        const { code, output } = await sendEvent([
          unreachable,
          "PLATFORM.PlatformStore.OrderReleased",
          "--key-file",
          file,
        ]);
        expect(code).toBe(1);
        expect(output).toContain(
          `${file}: the signing key may be read by others (mode 0644); run \`chmod 600 ${file}\``,
        );
        expect(statSync(file).mode & 0o777).toBe(0o644);
      },
      scaled(60_000),
    );

    it.each([
      ["not JSON", "not json", "not a JSON Web Key (Unexpected token"],
      ["not an object", "[1]", "not a JSON Web Key (a JSON object is expected)"],
      [
        "a public key only",
        JSON.stringify({ kty: "RSA", kid: "k", n: "AQAB", e: "AQAB" }),
        "a private RSA JWK needs d, p, q, dp, dq, qi",
      ],
      ["not RSA", JSON.stringify({ kty: "EC", kid: "k" }), 'kty must be "RSA" (found "EC")'],
    ])(
      "a key file that is %s is an error naming the file",
      async (_, content, message) => {
        const file = join(folder, "bad.json");
        writeFileSync(file, content, { mode: 0o600 });
        const { code, output } = await sendEvent([
          unreachable,
          "PLATFORM.PlatformStore.OrderReleased",
          "--key-file",
          file,
        ]);
        expect(code).toBe(1);
        expect(output).toContain(`integration-contracts send-event: ${file}: `);
        expect(output).toContain(message);
        expect(output).not.toContain("    at ");
      },
      scaled(60_000),
    );
  },
);

describe("send-event prints the consumer's reason for every refused delivery", () => {
  it(
    "an answer that is not problem details shows the start of its body",
    async () => {
      const busy = createServer((_, response) =>
        response.writeHead(503, { "Content-Type": "text/plain" }).end("Down for maintenance\nuntil noon"),
      );
      await new Promise<void>((resolve) => busy.listen(0, "127.0.0.1", resolve));
      try {
        const url = `http://127.0.0.1:${(busy.address() as { port: number }).port}`;
        const { code, output } = await sendEvent([url, "PLATFORM.PlatformStore.OrderReleased", "--max-attempts", "2"]);
        expect(output).toContain(
          "attempt 1: 503 Down for maintenance until noon\nattempt 2: 503 Down for maintenance until noon",
        );
        expect(code).toBe(1);
      } finally {
        await new Promise((resolve) => busy.close(resolve));
      }
    },
    scaled(60_000),
  );
});

describe("send-event refuses a usage mistake with exit 2", () => {
  it(
    "refuses an unknown message type, naming the accepted ones",
    async () => {
      // Through runCommand, the code the program exits with (test/unit/cli/usage checks the program's exit once).
      const err: string[] = [];
      const code = await runCommand(sendEventCommand, ["http://127.0.0.1:9/hooks", "PLATFORM.Nope"], {
        out: () => {},
        err: (t) => err.push(t),
      });
      expect(code).toBe(2);
      expect(err.join("\n")).toContain(
        'unknown message type "PLATFORM.Nope"; accepted: PLATFORM.DataService.EnqueueDataStatusChanged',
      );
    },
    scaled(60_000),
  );
});
