// The gateway never follows a redirect, and connects to the address it checked (issue 31). On main a
// receiver answering 307 Location: http://127.0.0.1:<sandbox port>/_sandbox/reset made the gateway
// reset every tenant (the own-port check ran on the first URL only), and with 303 it fetched an
// internal URL and kept its body in the delivery for the tenant to read.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_TENANT_ID, type RunningSandbox } from "../../../tools/src/sandbox/index.js";
import { createPinnedFetch, createWebhookAddressResolver } from "../../../tools/src/sandbox/gateway/index.js";
import { bearer, OTHER_TENANT_ID, serviceUrl, startTestSandbox } from "../../support/sandbox.js";

/** A receiver on 127.0.0.1 that answers every request with `answer`; it records what it received. */
async function receiver(
  answer: (req: IncomingMessage) => { status: number; headers?: Record<string, string> },
): Promise<{ server: Server; url: string; received: { method: string; url: string; host: string }[] }> {
  const received: { method: string; url: string; host: string }[] = [];
  const server = createServer((req, res) => {
    received.push({ method: req.method!, url: req.url!, host: req.headers.host! });
    const { status, headers } = answer(req);
    res.writeHead(status, headers).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

let sandbox: RunningSandbox;
const servers: Server[] = [];
// Added after the start, so a reset (which applies the seed again) would drop it.
const KEPT = "7a1e5c3b-2d4f-4a6b-8c9d-0e1f2a3b4c5d";
beforeAll(async () => {
  sandbox = await startTestSandbox({
    services: ["order-integration"],
    seed: {
      tenants: [
        { id: DEFAULT_TENANT_ID, name: "Acme", vendorCode: "12345678|CZ" },
        { id: OTHER_TENANT_ID, name: "Beta" },
      ],
      serviceAccounts: [{ clientId: "acme", clientSecret: "acme-secret", tenantIds: [DEFAULT_TENANT_ID] }],
    },
  });
  sandbox.identity.tenants.add({ id: KEPT, name: "Added after the start" });
});
afterAll(() => sandbox.stop());
afterEach(async () => {
  for (const server of servers.splice(0)) await close(server);
});

/** Registers `webhookUrl` for OrderReleased, releases an order and waits for the gateway to finish. */
async function releaseTo(webhookUrl: string) {
  const orders = serviceUrl(sandbox, "order-integration");
  const settings = await fetch(`${orders}/api/v1/Integration/Settings`, {
    method: "PATCH",
    headers: { authorization: await bearer(sandbox, "acme"), "content-type": "application/json" },
    body: JSON.stringify({ orderReleased: true, consumerChannel: "Webhook", webhookUrl }),
  });
  expect(settings.status).toBe(200);
  const released = await fetch(`${orders}/_sandbox/orders`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ tenantId: DEFAULT_TENANT_ID }),
  });
  expect(released.status).toBe(201);
  await sandbox.control.gateway.idle();
  return sandbox.control.gateway.deliveries({ tenantId: DEFAULT_TENANT_ID }).at(-1)!;
}

describe(
  "a redirect is the receiver's answer: a failed attempt " + "recorded with its status and Location, never followed",
  () => {
    it.each([307, 308, 302, 301])(
      "%s to the sandbox's own /_sandbox/reset: recorded, redelivered later, and nothing is reset",
      async (status) => {
        const reset = `${serviceUrl(sandbox, "order-integration")}/_sandbox/reset`;
        const hook = await receiver(() => ({ status, headers: { location: reset } }));
        servers.push(hook.server);
        const delivery = await releaseTo(`${hook.url}/hooks`);
        expect(hook.received).toHaveLength(1);
        expect(delivery.status).toBe("Pending");
        expect(delivery.attempts[0]).toMatchObject({
          statusCode: status,
          answer: { statusCode: status, location: reset },
          reason: expect.stringMatching(/^redelivery in \d+ ms$/),
        });
        expect(sandbox.identity.tenants.get(KEPT)).toBeDefined();
      },
    );

    it("303 to an internal URL: not fetched, so no internal body is kept in the delivery", async () => {
      const internal = await receiver(() => ({ status: 200 }));
      servers.push(internal.server);
      const hook = await receiver(() => ({ status: 303, headers: { location: `${internal.url}/secret` } }));
      servers.push(hook.server);
      const delivery = await releaseTo(`${hook.url}/hooks`);
      expect(internal.received).toEqual([]);
      expect(delivery.attempts[0]!.answer).toMatchObject({
        statusCode: 303,
        body: "",
        location: `${internal.url}/secret`,
      });
    });

    it("the control API shows the Location of the attempt", async () => {
      const hook = await receiver(() => ({ status: 307, headers: { location: "http://elsewhere.test/in" } }));
      servers.push(hook.server);
      const delivery = await releaseTo(`${hook.url}/hooks`);
      const read = (await (
        await fetch(`${serviceUrl(sandbox, "order-integration")}/_sandbox/deliveries/${delivery.messageId}`)
      ).json()) as { history: { answer: { location?: string } }[] };
      expect(read.history[0]!.answer.location).toBe("http://elsewhere.test/in");
      expect(sandbox.violations).toEqual([]);
    });
  },
);

describe("each POST connects to the address that was checked: the name is resolved once", () => {
  it("the connection goes to the address the check answered, not to a second lookup of the name", async () => {
    const hook = await receiver(() => ({ status: 204 }));
    servers.push(hook.server);
    const port = Number(new URL(hook.url).port);
    // receiver.invalid resolves nowhere: only the checked address can have been connected to.
    const transport = createPinnedFetch(() => Promise.resolve({ addresses: [{ address: "127.0.0.1", family: 4 }] }));
    try {
      const response = await transport.fetch(`http://receiver.invalid:${port}/hooks/x`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      expect(response.status).toBe(204);
      expect(hook.received).toEqual([{ method: "POST", url: "/hooks/x", host: `receiver.invalid:${port}` }]);
    } finally {
      transport.close();
    }
  });

  it(
    "an address the check refuses (a name that now resolves " + "to the sandbox's own port) is never connected to",
    async () => {
      const own = Number(new URL(serviceUrl(sandbox, "order-integration")).port);
      const transport = createPinnedFetch(createWebhookAddressResolver(() => ({ ports: [own], host: "127.0.0.1" })));
      try {
        const refused = transport.fetch(`http://localhost:${own}/_sandbox/reset`, { method: "POST", body: "{}" });
        await expect(refused).rejects.toMatchObject({
          cause: { code: "REFUSED_ADDRESS", message: expect.stringContaining("points at the sandbox itself") },
        });
        expect(sandbox.identity.tenants.get(KEPT)).toBeDefined();
      } finally {
        transport.close();
      }
    },
  );
});
