// The attacks of issue 31's review, replayed against one sandbox shared by a hostile tenant and a
// bystander, each as the review's script ran it: a tenant with its own token or a page the
// developer opens must not take the sandbox down, read through it or wipe it. After each, the
// bystander's state is as it was, the sandbox answers, and no answer broke the spec. The rules'
// own tests, with their limits, are in test/sandbox/security/.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_TENANT_ID, startSandbox, type RunningSandbox } from "../../tools/src/sandbox/index.js";
import { rawRequest } from "../support/sandbox-probes.js";

const BYSTANDER = "9b2d4f6a-8c1e-4a3b-b5d7-e9f1a3c5e7b9";
const MODEL = "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b";
const SEED = {
  tenants: [
    { id: DEFAULT_TENANT_ID, name: "Hostile", vendorCode: "12345678|CZ" },
    { id: BYSTANDER, name: "Bystander" },
  ],
  serviceAccounts: [
    { clientId: "hostile", clientSecret: "hostile-secret", tenantIds: [DEFAULT_TENANT_ID] },
    { clientId: "bystander", clientSecret: "bystander-secret", tenantIds: [BYSTANDER] },
  ],
};

let sandbox: RunningSandbox;
let receiver: Server;
const url = (service: string) => sandbox.services.find((s) => s.name === service)!.url;
let hostile: string;
let bystander: string;
let hostileSource: string;

async function token(clientId: string, tenantId: string): Promise<string> {
  const answer = await sandbox.identity.token({
    contentType: "application/x-www-form-urlencoded",
    authorization: `Basic ${Buffer.from(`${clientId}:${clientId}-secret`).toString("base64")}`,
    body: `grant_type=client_credentials&tid=${tenantId}&scope=apiim`,
  });
  return `Bearer ${(answer.body as { access_token: string }).access_token}`;
}
const call = (service: string, method: string, path: string, authorization: string, body?: unknown) =>
  fetch(`${url(service)}${path}`, {
    method,
    headers: { authorization, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** What the bystander sees of its own state, over HTTP as it would. */
async function bystanderState(): Promise<unknown> {
  const records = await call("data-integration", "GET", `/api/v2/QueryingData/GetData?modelId=${MODEL}`, bystander);
  return {
    records: { status: records.status, body: await records.json() },
    tenant: sandbox.identity.tenants.get(BYSTANDER),
  };
}
let before: unknown;

beforeAll(async () => {
  sandbox = await startSandbox({
    basePort: "free",
    seed: SEED,
    services: ["data-integration", "order-integration"],
    tokenLifetimeSeconds: 86_400,
    onLog: () => {},
  });
  hostile = await token("hostile", DEFAULT_TENANT_ID);
  bystander = await token("bystander", BYSTANDER);
  for (const [authorization, recordId] of [
    [bystander, "KEEP"],
    [hostile, "H-1"],
  ] as const) {
    const source = (
      (await (
        await call("data-integration", "POST", "/api/v2/IntegrationAgents/Settings", authorization, {})
      ).json()) as { source: { sourceId: string } }
    ).source.sourceId;
    await call("data-integration", "PATCH", "/api/v2/IntegrationAgents/Transformations", authorization, {
      upsert: [{ customCode: "items", mappings: [{ entityId: "Item", modelId: MODEL, autoMapFields: true }] }],
    });
    await call(
      "data-integration",
      "POST",
      `/api/v1/SourcingData/EnqueueDataBySourceId/${source}/start`,
      authorization,
      { items: [{ entityId: "Item", recordId, data: { name: recordId } }] },
    );
    if (authorization === hostile) hostileSource = source;
  }
  // The hostile tenant's receiver answers every POST with a redirect to the sandbox's own reset.
  receiver = createServer((_req, res) =>
    res.writeHead(307, { location: `${url("data-integration")}/_sandbox/reset` }).end(),
  );
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  before = await bystanderState();
});
afterAll(async () => {
  await sandbox?.stop();
  await new Promise<void>((resolve) => receiver?.close(() => resolve()));
});

describe("a tenant with its own token cannot take the sandbox down, read through it or wipe it", () => {
  it("a 7 MB consumerWebhookUrl, then 300 records: refused at registration, so no delivery copies it", async () => {
    const address = `http://hooks.example.test/${"a".repeat(7_000_000)}`;
    const response = await call("data-integration", "POST", "/api/v2/IntegrationAgents/Settings", hostile, {
      sourceDefinition: { consumerType: "Webhook", consumerWebhookUrl: address },
    });
    expect(response.status).toBe(400);
    const items = Array.from({ length: 300 }, (_, i) => ({
      entityId: "Item",
      recordId: `R-${i}`,
      data: { name: `record ${i}` },
    }));
    expect(
      (
        await call(
          "data-integration",
          "POST",
          `/api/v1/SourcingData/EnqueueDataBySourceId/${hostileSource}/start`,
          hostile,
          { items },
        )
      ).status,
    ).toBe(201);
    expect(sandbox.control.gateway.deliveries().every((d) => d.url.length < 3_000)).toBe(true);
  });

  it("a receiver answering 307 to /_sandbox/reset: the gateway records the redirect and resets nothing", async () => {
    const settings = await call("order-integration", "PATCH", "/api/v1/Integration/Settings", hostile, {
      orderReleased: true,
      consumerChannel: "Webhook",
      webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/in`,
    });
    expect(settings.status).toBe(200);
    const released = await fetch(`${url("order-integration")}/_sandbox/orders`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ tenantId: DEFAULT_TENANT_ID }),
    });
    expect(released.status).toBe(201);
    await sandbox.control.gateway.idle();
    expect(sandbox.control.gateway.deliveries({ tenantId: DEFAULT_TENANT_ID }).at(-1)!.attempts[0]).toMatchObject({
      statusCode: 307,
    });
  });

  it("a record field named deleted of another type: refused at publish, and every GetData stays 200", async () => {
    const response = await call(
      "data-integration",
      "POST",
      `/api/v1/SourcingData/EnqueueDataBySourceId/${hostileSource}/start`,
      hostile,
      { items: [{ entityId: "Item", recordId: "D-1", data: { deleted: "yes" } }] },
    );
    expect(response.status).toBe(400);
    expect(
      (await call("data-integration", "GET", `/api/v2/QueryingData/GetData?modelId=${MODEL}`, hostile)).status,
    ).toBe(200);
  });

  it("a clock moved 8,700,000,000,000 s: 400 naming the bound, and every port answers on", async () => {
    const response = await fetch(`${url("data-integration")}/_sandbox/clock`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"advanceSeconds":8700000000000}',
    });
    expect(response.status).toBe(400);
    for (const service of sandbox.services)
      expect((await fetch(`${service.url}/.well-known/openid-configuration`)).status, service.name).toBeLessThan(500);
  });

  it("2,000 unauthenticated 404s with 15 KB paths: the journal stays within its bytes", async () => {
    for (let i = 0; i < 2_000; i++) await fetch(`${url("data-integration")}/${"p".repeat(15_000)}/${i}`);
    expect(sandbox.control.journal.size.bytes).toBeLessThan(32 * 1024 * 1024);
    expect((await fetch(`${url("data-integration")}/_sandbox/journal`)).status).toBe(200);
  });
});

describe("a page the developer opens cannot reach the control API", () => {
  it(
    "a no-cors POST to /_sandbox/reset and a text/plain form are 403; " +
      "Host rebind.attacker.example cannot read the state export",
    async () => {
      const port = new URL(url("data-integration")).port;
      const post = (headers: string) =>
        rawRequest(
          url("data-integration"),
          `POST /_sandbox/reset HTTP/1.1\r\nHost: 127.0.0.1:${port}` +
            `\r\n${headers}Content-Length: 3\r\nConnection: close\r\n\r\nx=1`,
        );
      expect(
        (
          await post(
            "Origin: https://attacker.example\r\nSec-Fetch-Site: " +
              "cross-site\r\nSec-Fetch-Mode: no-cors\r\nContent-Type: " +
              "text/plain;charset=UTF-8\r\n",
          )
        ).status,
      ).toBe(403);
      expect((await post("Origin: https://attacker.example\r\nContent-Type: text/plain\r\n")).status).toBe(403);
      const rebound = await rawRequest(
        url("data-integration"),
        `GET /_sandbox/state/${BYSTANDER} HTTP/1.1\r\nHost: ` +
          `rebind.attacker.example:${port}\r\nConnection: close\r\n\r\n`,
      );
      expect(rebound.status).toBe(403);
      expect(rebound.text).not.toContain("bystander-secret");
    },
  );
});

describe("afterwards", () => {
  it("the bystander's state is as it was, and no answer broke the spec", async () => {
    expect(await bystanderState()).toEqual(before);
    expect(sandbox.violations).toEqual([]);
  });
});
