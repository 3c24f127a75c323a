// --state-dir: every answered write of every service survives a SIGKILL of the sandbox process, the
// signing key included, so a token issued before the kill and the consumer's cached JWKS still
// verify after the restart; a folder of another layout version is refused naming both versions.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSandboxClock } from "../../tools/src/sandbox/kernel/clock.js";
import { DEFAULT_TENANT_ID } from "../../tools/src/sandbox/index.js";
import { STATE_LAYOUT_VERSION } from "../../tools/src/sandbox/persistence/persistence.js";
import { eventually } from "../support/processes.js";
import { startSandboxCli, stopSandboxCli, type SandboxCli } from "../support/sandbox-cli.js";
import { startConsumer, type Consumer } from "../support/webhook-consumer.js";
import { scaled } from "../support/time.js";
import type { Json } from "../support/openapi.js";

const TENANT = "7c1e9a2b-3d4f-4a5b-8c6d-7e8f9a0b1c2d";
const MODEL = "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b";
const PROVIDER = "2b8e4f6a-0c1d-4e3f-a5b7-c9d1e3f5a7b9";
const OFFSETS = { data: 0, orders: 1, identity: 2, files: 3, catalogue: 4 } as const;

let base: number;
let stateDir: string;
let sandbox: SandboxCli | undefined;
let consumer: Consumer;
// The consumer's clock follows sandbox time, which the test moves.
let consumerClock: ReturnType<typeof createSandboxClock>;
const url = (service: keyof typeof OFFSETS, path: string) => `http://127.0.0.1:${base + OFFSETS[service]}${path}`;

async function call(
  service: keyof typeof OFFSETS,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; form?: FormData } = {},
) {
  const headers: Record<string, string> = {};
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(url(service, path), {
    method,
    headers,
    body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  return { status: response.status, body: text === "" ? undefined : (JSON.parse(text) as Record<string, Json>) };
}

async function token(clientId: string, tenantId: string): Promise<string> {
  const response = await fetch(url("identity", "/connect/token"), {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      authorization: `Basic ${Buffer.from(`${clientId}:${clientId}-secret`).toString("base64")}`,
    },
    body: new URLSearchParams({ grant_type: "client_credentials", tid: tenantId, scope: "apiim" }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (body.access_token === undefined) throw new Error(`no token for ${clientId}: ${JSON.stringify(body)}`);
  return body.access_token;
}

// What the first start printed, before anything was in the folder.
let firstStartOutput = "";
// What was written before the kill, to be found after it.
const written: {
  sourceId?: string;
  recordId?: string;
  orderId?: string;
  fileId?: string;
  accessToken?: string;
  kid?: string;
  now?: string;
} = {};

beforeAll(async () => {
  stateDir = join(mkdtempSync(join(tmpdir(), "sandbox-state-")), "state");
  consumerClock = createSandboxClock();
  sandbox = await startSandboxCli(["--state-dir", stateDir]);
  base = sandbox.base;
  consumer = await startConsumer(`http://127.0.0.1:${base + OFFSETS.identity}`, consumerClock);

  // Identity: a tenant and a service account added through the control API.
  expect(
    await call("identity", "POST", "/_sandbox/tenants", {
      body: { id: TENANT, name: "Gamma Goods", vendorCode: "55555555|CZ" },
    }),
  ).toMatchObject({ status: 201 });
  expect(
    await call("identity", "POST", "/_sandbox/service-accounts", {
      body: { clientId: "gamma", clientSecret: "gamma-secret", tenantIds: [TENANT], roles: ["TenantAdmin"] },
    }),
  ).toMatchObject({ status: 201 });
  const gamma = await token("gamma", TENANT);
  written.accessToken = gamma;
  written.kid = JSON.parse(Buffer.from(gamma.split(".")[0]!, "base64url").toString()).kid as string;

  // Data integration: a registration with a webhook consumer, a transformation, records published, an operating log
  // item, a data model.
  expect(
    await call("data", "POST", "/_sandbox/data-models", { body: { tenantId: TENANT, id: MODEL, code: "Items" } }),
  ).toMatchObject({ status: 201 });
  const settings = await call("data", "POST", "/api/v2/IntegrationAgents/Settings", {
    token: gamma,
    body: {
      agentDefinition: { customProperties: [{ key: "AutoRefreshStatusInterval", value: "0.00:05:00" }] },
      sourceDefinition: { consumerType: "Webhook", consumerWebhookUrl: consumer.webhookUrl },
    },
  });
  expect(settings.status).toBe(200);
  written.sourceId = settings.body!.source.sourceId as string;
  expect(
    await call("data", "PATCH", "/api/v2/IntegrationAgents/Transformations", {
      token: gamma,
      body: {
        upsert: [{ customCode: "items", mappings: [{ entityId: "Item", modelId: MODEL, autoMapFields: true }] }],
      },
    }),
  ).toMatchObject({ status: 204 });
  expect(
    await call("data", "PATCH", "/api/v2/IntegrationAgents/ConfigureConsumer", {
      token: gamma,
      body: { dataRecordChanges: true },
    }),
  ).toMatchObject({ status: 204 });
  const published = await call("data", "POST", `/api/v1/SourcingData/EnqueueDataBySourceId/${written.sourceId}/start`, {
    token: gamma,
    body: { items: [{ entityId: "Item", recordId: "K-1", fields: [{ key: "name", value: "kept" }] }] },
  });
  expect(published.status).toBe(201);
  expect(
    await call("data", "POST", "/api/v1/OperatingLogs", {
      token: gamma,
      body: {
        operationType: "InputData",
        severity: "Info",
        message: "kept across a restart",
        source: "persistence test",
        sourceId: written.sourceId,
      },
    }),
  ).toMatchObject({ status: 201 });

  // Orders: the vendor's consumer settings, a released order and a status set on it.
  expect(
    await call("orders", "PATCH", "/api/v1/Integration/Settings", {
      token: gamma,
      body: { orderReleased: false, consumerCode: "gamma-orders" },
    }),
  ).toMatchObject({ status: 200 });
  const order = await call("orders", "POST", "/_sandbox/orders", { body: { tenantId: TENANT, orderNumber: "KEEP-1" } });
  expect(order.status).toBe(201);
  written.orderId = order.body!.id as string;
  expect(
    await call("orders", "POST", `/api/v1/Order/${written.orderId}/SetStatus?orderAccessType=Vendor`, {
      token: gamma,
      body: { systemStatus: "Validation", severity: "Info", message: "received" },
    }),
  ).toMatchObject({ status: 200 });

  // Files: an upload made a Private file.
  const form = new FormData();
  form.append("file", new Blob([Buffer.from("bytes kept on disk")], { type: "text/plain" }), "kept.txt");
  const upload = await call("files", "POST", "/api/v1/FileUpload?accessLevel=Private", { token: gamma, form });
  expect(upload.status).toBe(200);
  const file = await call("files", "POST", `/api/v1/Files/${upload.body!.uploadId}?accessLevel=Private`, {
    token: gamma,
    body: { sharingType: "Restricted", folderId: "1d2e3f40-5a6b-4c7d-8e9f-a0b1c2d3e4f5" },
  });
  expect(file.status).toBe(200);
  written.fileId = file.body!.id as string;

  // Connector catalogue: a connector and an agent.
  expect(
    await call("catalogue", "POST", "/api/v1/Connectors", {
      token: gamma,
      body: { providerId: PROVIDER, enabled: true },
    }),
  ).toMatchObject({ status: 200 });
  const catalogue = await call("catalogue", "GET", `/_sandbox/connector-catalogue?tenantId=${TENANT}`);
  expect(
    await call("catalogue", "POST", "/api/v1/Agents", {
      token: gamma,
      body: { connectorId: catalogue.body!.connectors[0].id, name: "kept agent" },
    }),
  ).toMatchObject({ status: 200 });

  // The clock, moved forward.
  written.now = (await call("data", "POST", "/_sandbox/clock", { body: { advanceSeconds: 120 } })).body!.now as string;
  consumerClock.advance(120);

  // A delivery verified by the consumer (its JWKS is now cached), then one it refuses once, so a redelivery is due at
  // the kill.
  await eventually("the first record event is verified by the consumer", () => consumer.handled.length === 1);
  consumer.interfere.push(503);
  expect(
    await call("data", "POST", `/api/v1/SourcingData/EnqueueDataBySourceId/${written.sourceId}/start`, {
      token: gamma,
      body: { items: [{ entityId: "Item", recordId: "K-2", fields: [{ key: "name", value: "redelivered" }] }] },
    }),
  ).toMatchObject({ status: 201 });
  await eventually("the consumer is sent the first and the refused POST", () => consumer.requests.length >= 2);

  firstStartOutput = sandbox.output();
  await stopSandboxCli(sandbox);
  sandbox = await startSandboxCli(["--state-dir", stateDir], { basePort: base });
}, scaled(120_000));

afterAll(async () => {
  if (sandbox !== undefined) await stopSandboxCli(sandbox);
  await consumer.close();
});

describe("a SIGKILL loses nothing that was answered: after the restart every service finds its writes", () => {
  it(
    "identity: the tenant and the service account are there, and a " +
      "token issued before the kill still verifies (same signing key)",
    async () => {
      expect(
        (await call("identity", "GET", `/api/v2/Tenants/${TENANT}`, { token: written.accessToken })).body,
      ).toMatchObject({ id: TENANT, name: "Gamma Goods" });
      const jwks = (await call("identity", "GET", "/.well-known/jwks")).body!;
      expect(jwks.keys.map((key: { kid: string }) => key.kid)).toContain(written.kid);
      expect(await token("gamma", TENANT)).toMatch(/^ey/);
    },
  );
  it(
    "data integration: the registration, its transformation, the " +
      "published record, the operating log and the data model",
    async () => {
      const settings = await call("data", "GET", "/api/v2/IntegrationAgents/Settings", { token: written.accessToken });
      expect(settings.body).toMatchObject({
        source: { sourceId: written.sourceId, consumerType: "Webhook", consumerWebhookUrl: consumer.webhookUrl },
      });
      const transformations = await call("data", "GET", "/api/v2/IntegrationAgents/Transformations", {
        token: written.accessToken,
      });
      expect(transformations.body!.transformations.items).toEqual([expect.objectContaining({ customCode: "items" })]);
      const records = await call("data", "GET", `/api/v2/QueryingData/GetData?modelId=${MODEL}`, {
        token: written.accessToken,
      });
      expect(records.body!.items.map((r: Record<string, unknown>) => r.name).sort()).toEqual(["kept", "redelivered"]);
      const log = await call("data", "GET", "/api/v1/OperatingLogs", { token: written.accessToken });
      expect(log.body!.items.map((i: { message: string }) => i.message)).toContain("kept across a restart");
      expect((await call("data", "GET", `/api/v1/DataModels/${MODEL}`, { token: written.accessToken })).body).toEqual({
        id: MODEL,
        code: "Items",
      });
    },
  );
  it("orders: the consumer settings and the order in the status set before the kill", async () => {
    expect(
      (await call("orders", "GET", "/api/v1/Integration/Settings", { token: written.accessToken })).body,
    ).toMatchObject({ consumerCode: "gamma-orders", orderReleased: false });
    const order = await call("orders", "GET", `/api/v1/Order/${written.orderId}?orderAccessType=Vendor`, {
      token: written.accessToken,
    });
    expect(order.body).toMatchObject({ orderNumber: "KEEP-1", currentStatusInfo: { systemStatus: "Validation" } });
  });
  it("files: the file's bytes", async () => {
    const response = await fetch(url("files", `/api/v1/Files/${written.fileId}?accessLevel=Private`), {
      headers: { authorization: `Bearer ${written.accessToken}` },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("bytes kept on disk");
  });
  it("connector catalogue: the connector and its agent", async () => {
    const catalogue = (await call("catalogue", "GET", `/_sandbox/connector-catalogue?tenantId=${TENANT}`)).body!;
    expect(catalogue.connectors).toEqual([expect.objectContaining({ providerId: PROVIDER, enabled: true })]);
    expect(catalogue.agents).toEqual([expect.objectContaining({ name: "kept agent" })]);
  });
  it("the clock keeps the time it was moved to", async () => {
    const now = (await call("data", "POST", "/_sandbox/clock", { body: { advanceSeconds: 0 } })).body!.now as string;
    expect(Date.parse(now)).toBeGreaterThanOrEqual(Date.parse(written.now!));
    expect(Date.parse(now) - Date.now()).toBeGreaterThanOrEqual(119_000);
  });
  it(
    "the gateway: the redelivery due at the kill is sent after the " +
      "restart and the consumer verifies it with the key it had cached",
    async () => {
      await eventually("the redelivery reaches the consumer", () => consumer.handled.length >= 2, scaled(20_000));
      expect(consumer.rejections).toEqual([]);
      expect(consumer.handled.map((h) => h.context.messageType)).toEqual([
        "PLATFORM.DataService.RecordCreated",
        "PLATFORM.DataService.RecordCreated",
      ]);
      const deliveries = (await call("data", "GET", `/_sandbox/deliveries?tenantId=${TENANT}`)).body!;
      // The refused attempt is on disk unless the kill came within the 50 ms before it was written: it was never
      // answered to anyone.
      expect(deliveries.items.map((d: { status: string }) => d.status)).toEqual(["Delivered", "Delivered"]);
      expect(deliveries.items[0].attempts).toBe(1);
    },
  );
});

describe("the ready table says what the state folder held: new, or what a restart resumed", () => {
  it("the first start says the folder is new and the seed was applied", () => {
    expect(firstStartOutput).toContain(
      `State folder: ${stateDir} (new: started from the seed; kept there from now on)`,
    );
    expect(firstStartOutput).not.toContain("Resumed from");
  });
  it(
    "the restart counts the tenants, service accounts, records and " +
      "pending deliveries it resumed, and lists the accounts it holds",
    () => {
      const output = sandbox!.output();
      expect(output).toContain(
        `Resumed from ${stateDir} (the seed is not applied): 2 ` +
          `tenants, 2 service accounts, 2 records, 1 pending delivery`,
      );
      expect(output).toContain(`client id gamma  secret gamma-secret  tenants (tid) ${TENANT}  roles TenantAdmin`);
      expect(output).toContain(`client id sandbox-client  secret sandbox-secret  tenants (tid) ${DEFAULT_TENANT_ID}`);
    },
  );
});

describe("the state folder's layout is versioned", () => {
  it(
    `a folder of another layout version is refused, naming both ` + `versions (this one reads ${STATE_LAYOUT_VERSION})`,
    async () => {
      const other = join(mkdtempSync(join(tmpdir(), "sandbox-state-")), "state");
      mkdirSync(other);
      writeFileSync(join(other, "layout.json"), JSON.stringify({ layoutVersion: 99, generation: 0 }));
      await expect(startSandboxCli(["--service", "identity-provider", "--state-dir", other])).rejects.toThrow(
        `the state is in layout version 99; this sandbox reads layout version ${STATE_LAYOUT_VERSION} only`,
      );
    },
  );
  it("the default tenant of the seed is there after the restart, and the seed is not applied twice", async () => {
    const tenants = (await call("identity", "GET", "/api/v2/Tenants", { token: written.accessToken })).body!;
    expect(tenants.items.map((t: { id: string }) => t.id)).toEqual([DEFAULT_TENANT_ID, TENANT]);
  });
});
