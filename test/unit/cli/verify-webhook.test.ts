import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWebhookHandler, toNodeListener, type WebhookHandlerOptions } from "../../../src/webhooks/index.js";
import type { DefaultEventPayloads } from "../../../src/webhooks/index.js";
import { runCommand } from "../../../tools/src/cli/command.js";
import { verifyWebhookCommand } from "../../../tools/src/cli/verify-webhook.js";
import { projectRoot } from "../../support/openapi.js";
import { randomBasePort } from "../../support/ports.js";
import { scaled } from "../../support/time.js";

const MESSAGE_TYPE = "PLATFORM.PlatformStore.OrderReleased";

function verifyWebhook(args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    [
      join(projectRoot, "node_modules", "tsx", "dist", "cli.mjs"),
      join(projectRoot, "tools", "src", "cli", "main.ts"),
      "verify-webhook",
      ...args,
    ],
    {
      cwd: projectRoot,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, output })));
}

describe("integration-contracts verify-webhook reports every check and exits by the result", () => {
  let server: Server;
  let origin = "";
  let jwksPort = 0;
  let observeUrl = "";
  let directory = "";

  beforeAll(async () => {
    // The command binds these ports itself: below the ephemeral range, which no other bind of port 0 takes meanwhile.
    jwksPort = randomBasePort(2);
    observeUrl = `http://127.0.0.1:${jwksPort + 1}/processed`;
    directory = mkdtempSync(join(tmpdir(), "verify-webhook-"));
    const options = (basePath: string, audience: string | undefined): WebhookHandlerOptions<DefaultEventPayloads> => ({
      jwksUrl: `http://127.0.0.1:${jwksPort}/.well-known/jwks`,
      issuer: `http://127.0.0.1:${jwksPort}`,
      ...(audience === undefined ? {} : { audience }),
      basePath,
      clientId: "message-gateway",
      allowInsecureHttp: true,
      handlers: {
        [MESSAGE_TYPE]: async (_event: unknown, context: { messageId: string }) => {
          // The observe protocol of the README: report the processed message before returning.
          if (basePath === "/observed") {
            const response = await fetch(observeUrl, {
              method: "POST",
              body: JSON.stringify({ messageId: context.messageId }),
            });
            if (response.status !== 204) throw new Error(`the kit's observer answered ${response.status}`);
          }
        },
      },
    });
    const observed = toNodeListener(createWebhookHandler(options("/observed", "apiim")));
    const lax = toNodeListener(createWebhookHandler(options("/lax", undefined)));
    server = createServer((request, response) =>
      ((request.url ?? "").startsWith("/lax/") ? lax : observed)(request, response),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });

  afterAll(async () => {
    rmSync(directory, { recursive: true, force: true });
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it(
    "exits 0 for the package's handler, checks exactly-once processing through --observe-url and writes JUnit XML",
    async () => {
      const junit = join(directory, "pass.xml");
      const { code, output } = await verifyWebhook([
        `${origin}/observed`,
        ...[
          "--jwks-port",
          String(jwksPort),
          "--message-type",
          MESSAGE_TYPE,
          "--observe-url",
          observeUrl,
          "--junit",
          junit,
        ],
        // The handler's JWKS cooldown is 30 s of real time; the self-test covers rotation with a test clock.
        ...["--skip", "key-rotation"],
      ]);
      expect(output).toContain(
        [
          `  issuer      http://127.0.0.1:${jwksPort}`,
          `  JWKS        http://127.0.0.1:${jwksPort}/.well-known/jwks`,
          "  client_id   message-gateway (also sub)",
          "  audience    apiim",
          `  discovery   http://127.0.0.1:${jwksPort}/.well-known/openid-configuration`,
        ].join("\n"),
      );
      expect(output).toMatch(/^PASS redelivery\/processed-once: .* processed 1 and 1 time\(s\)/m);
      expect(output).toMatch(/^PASS token\/alg-none: .* -> 401, 401, 401, 401 /m);
      expect(output).toMatch(/^SKIP key-rotation\/\*: /m);
      expect(output).toMatch(/^conformant: \d+ passed, 0 failed, 2 skipped$/m);
      expect(code).toBe(0);
      const xml = readFileSync(junit, "utf8");
      expect(xml).toContain('failures="0" skipped="2"');
      expect(xml).toContain('<testcase classname="verify-webhook.token" name="token/alg-none"/>');
    },
    scaled(120_000),
  );

  it(
    "exits 1 and names the failing check for an endpoint that does not check the audience",
    async () => {
      const junit = join(directory, "fail.xml");
      const { code, output } = await verifyWebhook([
        `${origin}/lax`,
        "--jwks-port",
        String(jwksPort),
        "--message-type",
        MESSAGE_TYPE,
        "--skip",
        "key-rotation",
        "--junit",
        junit,
      ]);
      expect(output).toMatch(/^FAIL token\/wrong-audience: .* -> 204 \(expected non-2xx\)$/m);
      expect(output).toMatch(/^SKIP redelivery\/processed-once: .*cannot be seen from outside/m);
      expect(output).toMatch(/^NOT conformant: \d+ passed, 1 failed, 3 skipped$/m);
      expect(code).toBe(1);
      expect(readFileSync(junit, "utf8")).toMatch(
        /<testcase classname="verify-webhook.token" name="token\/wrong-audience">\n {6}<failure message="expected non-2xx, received 204"/,
      );
    },
    scaled(120_000),
  );

  it.each([
    [["not a url"], '<webhookUrl> "not a url" is not an absolute URL'],
    [["ftp://example.test/hooks"], "<webhookUrl> ftp://example.test/hooks must be http or https"],
    [
      ["https://example.test", "--skip", "everything"],
      '--skip "everything" is not accepted; accepted: delivery, token, ' +
        "route-and-payload, redelivery, key-rotation, transport",
    ],
    [
      ["https://example.test", "--observe-url", "https://127.0.0.1:9/x"],
      "--observe-url: observe URL https://127.0.0.1:9/x must be http with an explicit port",
    ],
    [["https://example.test", "--ca", "/nonexistent/ca.pem"], "cannot read --ca /nonexistent/ca.pem"],
  ])(
    "exits 2 with one line for %j",
    async (args, message) => {
      // Through runCommand, the code the program exits with: test/unit/cli/usage checks the program's exit
      // and stderr once, and a start of the whole command line under tsx costs about a second of CPU.
      const out: string[] = [];
      const err: string[] = [];
      const code = await runCommand(verifyWebhookCommand, args, { out: (t) => out.push(t), err: (t) => err.push(t) });
      expect([code, out, err]).toEqual([
        2,
        [],
        [expect.stringContaining(`integration-contracts verify-webhook: ${message}`)],
      ]);
    },
    scaled(60_000),
  );
});
