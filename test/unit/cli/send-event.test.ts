import { spawn } from "node:child_process";
import { createServer, type Server } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventCatalogue } from "../../../src/events/index.js";
import { createWebhookHandler, toNodeListener } from "../../../src/webhooks/index.js";
import { projectRoot } from "../../support/openapi.js";
import { freePort } from "../../support/ports.js";


function sendEvent(args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [join(projectRoot, "node_modules", "tsx", "dist", "cli.mjs"), join(projectRoot, "src", "cli", "main.ts"), "send-event", ...args], {
    cwd: projectRoot,
    stdio: ["ignore", "pipe", "pipe"],
  });
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
    jwksPort = await freePort();
    const handler = createWebhookHandler({
      jwksUrl: `http://127.0.0.1:${jwksPort}/.well-known/jwks`,
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

  it("sends the documented example, signed, to a verifying consumer, which acknowledges it", async () => {
    const { code, output } = await sendEvent([webhookUrl, "PLATFORM.PlatformStore.OrderReleased", "--jwks-port", String(jwksPort), "--tenant", "tenant-a"]);
    expect(output).toContain("attempt 1: 204");
    expect(output).toContain("delivered: ");
    expect(code).toBe(0);
    expect(received).toEqual([
      { messageType: "PLATFORM.PlatformStore.OrderReleased", tenantId: "tenant-a", payload: eventCatalogue["PLATFORM.PlatformStore.OrderReleased"].example.payload },
    ]);
  }, 60_000);

  it("exits 1 when the consumer refuses a tampered delivery", async () => {
    const { code, output } = await sendEvent([webhookUrl, "PLATFORM.PlatformStore.OrderReleased", "--jwks-port", String(jwksPort), "--tamper", "expired", "--max-attempts", "1"]);
    expect(output).toContain("attempt 1: 401");
    expect(code).toBe(1);
  }, 60_000);

  it("refuses an unknown message type with exit 2, naming the accepted ones", async () => {
    const { code, output } = await sendEvent([webhookUrl, "PLATFORM.Nope"]);
    expect(code).toBe(2);
    expect(output).toContain('unknown message type "PLATFORM.Nope"; accepted: PLATFORM.DataService.EnqueueDataStatusChanged');
  }, 60_000);
});
