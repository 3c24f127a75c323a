// The message gateway has one identity wherever this package plays it: the sandbox's gateway, the
// gateway simulator behind `send-event`, and the conformance kit behind `verify-webhook`. A webhook
// configured once (issuer and JWKS of a port, audience, client_id, from GATEWAY_DEFAULTS) accepts
// the deliveries of each of them served on that port, and all three redeliver on one schedule.
import { createServer, type Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { startConformanceKit } from "../../tools/src/conformance/index.js";
import { eventCatalogue } from "../../src/events/index.js";
import { startSandbox, type RunningSandbox } from "../../tools/src/sandbox/index.js";
import { createWebhookHandler, toNodeListener, type WebhookContext } from "../../src/webhooks/index.js";
import {
  createGatewaySimulator,
  GATEWAY_DEFAULTS,
  gatewayIssuer,
  gatewayJwksUrl,
} from "../../src/webhooks/simulator/index.js";
import { scaled } from "../support/time.js";

const ORDER_RELEASED = "PLATFORM.PlatformStore.OrderReleased";
const payload = eventCatalogue[ORDER_RELEASED].example.payload;

interface Receiver {
  readonly url: string;
  readonly accepted: WebhookContext[];
  readonly refusals: string[];
  close(): Promise<void>;
}

/** A webhook configured the way the docs say, from the port of the identity provider alone. */
async function startReceiver(identityOrigin: string): Promise<Receiver> {
  const accepted: WebhookContext[] = [];
  const refusals: string[] = [];
  const handler = createWebhookHandler({
    jwksUrl: gatewayJwksUrl(identityOrigin),
    issuer: gatewayIssuer(identityOrigin),
    audience: GATEWAY_DEFAULTS.audience,
    clientId: GATEWAY_DEFAULTS.clientId,
    subject: GATEWAY_DEFAULTS.clientId,
    allowInsecureHttp: true,
    handlers: { [ORDER_RELEASED]: (_event: unknown, context: WebhookContext) => void accepted.push(context) },
    onRejection: (info) => refusals.push(`${info.status} ${info.reason}`),
  });
  const server: Server = createServer(toNodeListener(handler));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    accepted,
    refusals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe("send-event, verify-webhook and the sandbox share the gateway's defaults", () => {
  it(
    "one webhook configuration accepts the sandbox's delivery, then send-event's and verify-webhook's on the same port",
    async () => {
      const sandbox: RunningSandbox = await startSandbox({
        basePort: "free",
        services: ["identity-provider"],
        onLog: () => undefined,
      });
      let sandboxRunning = true;
      cleanups.push(async () => {
        if (sandboxRunning) await sandbox.stop();
      });
      const origin = sandbox.messageGateway.issuer;
      const port = Number(new URL(origin).port);
      expect(sandbox.messageGateway).toEqual({
        issuer: sandbox.identity.issuer,
        jwksUrl: `${sandbox.identity.issuer}/.well-known/jwks`,
        discoveryUrl: `${sandbox.identity.issuer}/.well-known/openid-configuration`,
        clientId: "message-gateway",
        audience: "apiim",
        tokenLifetimeSeconds: 600,
        redelivery: { firstRetryMs: 1_000, maxBackoffMs: 60_000, maxAttempts: 10 },
        attemptTimeoutMs: 10_000,
      });

      const forSandbox = await startReceiver(origin);
      cleanups.push(() => forSandbox.close());
      const record = sandbox.control.gateway.publish({
        tenantId: "tenant-a",
        webhookUrl: forSandbox.url,
        messageType: ORDER_RELEASED,
        payload,
        headers: { "X-VendorCode": "12345678|CZ" },
      });
      await sandbox.control.gateway.idle();
      expect(forSandbox.refusals).toEqual([]);
      expect(record.status).toBe("Delivered");
      expect(forSandbox.accepted[0]?.token).toMatchObject({
        iss: origin,
        aud: "apiim",
        client_id: "message-gateway",
        sub: "message-gateway",
      });
      await sandbox.stop();
      sandboxRunning = false;

      // send-event's gateway, its JWKS on the port the sandbox's identity provider had.
      const simulator = await createGatewaySimulator({ jwksPort: port });
      const forSendEvent = await startReceiver(origin);
      cleanups.push(() => forSendEvent.close());
      try {
        expect({
          issuer: simulator.issuer,
          jwksUrl: simulator.jwksUrl,
          audience: simulator.audience,
          clientId: simulator.clientId,
        }).toEqual({
          issuer: origin,
          jwksUrl: `${origin}/.well-known/jwks`,
          audience: "apiim",
          clientId: "message-gateway",
        });
        const sent = await simulator.deliver(forSendEvent.url, ORDER_RELEASED, payload, {
          tenantId: "tenant-a",
          maxAttempts: 1,
        });
        expect(forSendEvent.refusals).toEqual([]);
        expect(sent.delivered).toBe(true);
      } finally {
        await simulator.close();
      }

      // verify-webhook's kit on the same port: its deliveries of the documented example pass.
      const kit = await startConformanceKit({ jwksPort: port });
      const forKit = await startReceiver(origin);
      cleanups.push(() => forKit.close());
      try {
        expect({ issuer: kit.issuer, jwksUrl: kit.jwksUrl, audience: kit.audience, clientId: kit.clientId }).toEqual({
          issuer: origin,
          jwksUrl: `${origin}/.well-known/jwks`,
          audience: "apiim",
          clientId: "message-gateway",
        });
        const report = await kit.run({
          webhookUrl: forKit.url,
          messageTypes: [ORDER_RELEASED],
          skip: ["token", "route-and-payload", "redelivery", "key-rotation", "transport"],
        });
        expect(
          report.results.filter((result) => result.family === "delivery").map((result) => [result.name, result.status]),
        ).toEqual([[`delivery/${ORDER_RELEASED}`, "pass"]]);
        expect(forKit.refusals).toEqual([]);
      } finally {
        await kit.close();
      }
    },
    scaled(60_000),
  );

  it(
    "the gateway simulator (send-event) redelivers on the " + "sandbox's schedule: 1 s doubling to 60 s, 10 attempts",
    async () => {
      const waits: number[] = [];
      const simulator = await createGatewaySimulator({ sleep: async (milliseconds) => void waits.push(milliseconds) });
      cleanups.push(() => simulator.close());
      const refusing = createServer((_request, response) => response.writeHead(503).end());
      await new Promise<void>((resolve) => refusing.listen(0, "127.0.0.1", resolve));
      cleanups.push(() => new Promise<void>((resolve) => refusing.close(() => resolve())));
      const result = await simulator.deliver(
        `http://127.0.0.1:${(refusing.address() as { port: number }).port}/hooks`,
        ORDER_RELEASED,
        payload,
      );
      expect(result.attempts).toHaveLength(GATEWAY_DEFAULTS.redelivery.maxAttempts);
      expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
    },
  );
});
