// startSandbox({ database }): the state lives in PostgreSQL, so a sandbox restarted on the database takes it back, and
// two sandboxes on one database serve one state: tenants and accounts, the key ring (so tokens and the JWKS are the
// same), the clock and every tenant's records. Each sandbox here is a process's whole sandbox (its own state in
// memory, its own ports); they share only the database. PostgreSQL is this file's own, stopped by PID.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTokenProvider } from "../../../src/auth/index.js";
import { createDataIntegrationClient, type DataIntegrationClient } from "../../../src/clients/data-integration.js";
import { publishRecords } from "../../../src/publishing/index.js";
import type { RunningSandbox, StartSandboxOptions } from "../../../tools/src/sandbox/index.js";
import { createSandboxClock } from "../../../tools/src/sandbox/kernel/clock.js";
import { eventually } from "../../support/processes.js";
import { startPostgres, type TestPostgres } from "../../support/postgres.js";
import { startConsumer } from "../../support/webhook-consumer.js";
import { DEFAULT_TENANT_ID, serviceUrl, startDataSandbox } from "../../support/data-sandbox.js";

const CONTROL_TOKEN = "hosted-control-token-0123456789";
const ITEMS_MODEL = "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b";
const NEW_TENANT = "5d6e7f80-9a1b-4c2d-8e3f-a4b5c6d7e8f9";

let postgres: TestPostgres;
let databases = 0;
const running: RunningSandbox[] = [];

function newDatabase(): string {
  const name = `shared_${++databases}`;
  postgres.sql(`CREATE DATABASE ${name}`);
  return postgres.url(name);
}

async function start(database: string, options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  const sandbox = await startDataSandbox({ database, controlToken: CONTROL_TOKEN, ...options });
  running.push(sandbox);
  return sandbox;
}

async function stop(sandbox: RunningSandbox): Promise<void> {
  running.splice(running.indexOf(sandbox), 1);
  await sandbox.stop();
}

/** A control API call to `sandbox`'s identity port, with the control token. */
async function control(sandbox: RunningSandbox, method: string, path: string, body?: unknown) {
  const response = await fetch(`${serviceUrl(sandbox, "identity-provider")}${path}`, {
    method,
    headers: { authorization: `Bearer ${CONTROL_TOKEN}`, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** An access token of `clientId` (secret `<clientId>-secret`) in `tenantId`, issued by `sandbox`. */
async function accessToken(sandbox: RunningSandbox, clientId: string, tenantId: string): Promise<string> {
  const response = await fetch(`${serviceUrl(sandbox, "identity-provider")}/connect/token`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      authorization: `Basic ${Buffer.from(`${clientId}:${clientId}-secret`).toString("base64")}`,
    },
    body: new URLSearchParams({ grant_type: "client_credentials", tid: tenantId, scope: "apiim" }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The data integration client of `clientId` at `sandbox`, with tokens from the identity provider at `issuer`. */
function client(sandbox: RunningSandbox, issuer: string, clientId: string, tenantId = DEFAULT_TENANT_ID) {
  const getToken = createTokenProvider({
    issuer,
    clientId,
    clientSecret: `${clientId}-secret`,
    tenantId,
    scope: "apiim",
    allowInsecureHttp: true,
  });
  return createDataIntegrationClient({ baseUrl: serviceUrl(sandbox, "data-integration"), getToken });
}

/** Maps the records of `customCode` items to the items model and publishes one record with `fields`. */
async function publishItem(
  data: DataIntegrationClient,
  recordId: string,
  name: string,
  fields: Record<string, string> = {},
  source?: string,
): Promise<void> {
  const sourceId =
    source ?? (await data.POST("/api/v2/IntegrationAgents/Settings", { body: {} })).data!.source!.sourceId!;
  await data.PATCH("/api/v2/IntegrationAgents/Transformations", {
    body: {
      upsert: [{ customCode: "items", mappings: [{ entityId: "Item", modelId: ITEMS_MODEL, autoMapFields: true }] }],
    },
  });
  const result = await publishRecords(data, {
    sourceId,
    items: [{ entityId: "Item", recordId, data: { ...fields, name } }],
  });
  expect(result.synchronous).toBe(true);
}

async function names(data: DataIntegrationClient): Promise<string[]> {
  const page = await data.GET("/api/v2/QueryingData/GetData", { params: { query: { modelId: ITEMS_MODEL } } });
  expect(page.error).toBeUndefined();
  return (page.data!.items as { name?: string }[]).map((record) => record.name ?? "").sort();
}

const kidOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString()) as { kid: string }).kid;

beforeAll(async () => {
  postgres = await startPostgres();
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((sandbox) => sandbox.stop()));
});
afterAll(async () => {
  await postgres?.stop();
});

describe("a sandbox restarted on its database takes back its whole state: nothing it acknowledged is lost", () => {
  it("tenants, accounts, records, the clock and the key ring come back; a token of before still verifies", async () => {
    const database = newDatabase();
    const first = await start(database);
    const issuer = serviceUrl(first, "identity-provider");
    expect((await control(first, "POST", "/_sandbox/tenants", { id: NEW_TENANT, name: "Gamma Goods" })).status).toBe(
      201,
    );
    expect(
      (
        await control(first, "POST", "/_sandbox/service-accounts", {
          clientId: "gamma",
          clientSecret: "gamma-secret",
          tenantIds: [NEW_TENANT],
        })
      ).status,
    ).toBe(201);
    await publishItem(client(first, issuer, "shop"), "K-1", "kept");
    const moved = (await control(first, "POST", "/_sandbox/clock", { advanceSeconds: 3600 })).body.now as string;
    const before = await accessToken(first, "shop", DEFAULT_TENANT_ID);
    await stop(first);

    // On the same ports, so the issuer (the identity provider's address) is the same.
    const [identity] = first.services.filter((service) => service.name === "identity-provider");
    const again = await start(database, { basePort: identity!.port - identity!.portOffset });
    expect(await names(client(again, issuer, "shop"))).toEqual(["kept"]);
    expect(await names(client(again, issuer, "gamma", NEW_TENANT))).toEqual([]);
    const now = (await control(again, "POST", "/_sandbox/clock", { advanceSeconds: 0 })).body.now as string;
    expect(Date.parse(now)).toBeGreaterThanOrEqual(Date.parse(moved));
    expect(again.identity.jwks().keys.map((key) => key.kid)).toEqual([kidOf(before)]);
    const page = await fetch(
      `${serviceUrl(again, "data-integration")}/api/v2/QueryingData/GetData?modelId=${ITEMS_MODEL}`,
      { headers: { authorization: `Bearer ${before}` } },
    );
    expect(page.status).toBe(200);
  });
});

describe("two sandboxes on one database serve one state: what one acknowledged, the other answers with", () => {
  it("a tenant and its account added on one issue tokens on the other, signed with the one key ring", async () => {
    const database = newDatabase();
    const one = await start(database);
    const issuer = serviceUrl(one, "identity-provider");
    const two = await start(database, { publicUrl: issuer });
    expect((await control(one, "POST", "/_sandbox/tenants", { id: NEW_TENANT, name: "Gamma Goods" })).status).toBe(201);
    expect(
      (
        await control(one, "POST", "/_sandbox/service-accounts", {
          clientId: "gamma",
          clientSecret: "gamma-secret",
          tenantIds: [NEW_TENANT],
        })
      ).status,
    ).toBe(201);
    const token = await accessToken(two, "gamma", NEW_TENANT);
    const jwks = async (sandbox: RunningSandbox) =>
      (await (await fetch(`${serviceUrl(sandbox, "identity-provider")}/.well-known/jwks`)).json()) as {
        keys: { kid: string }[];
      };
    expect(await jwks(two)).toEqual(await jwks(one));
    expect((await jwks(one)).keys.map((key) => key.kid)).toEqual([kidOf(token)]);
    // The token two issued is taken by one.
    const page = await fetch(
      `${serviceUrl(one, "data-integration")}/api/v2/QueryingData/GetData?modelId=${ITEMS_MODEL}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(page.status).toBe(200);
  });

  it("records published through one are read through the other, and the other way round", async () => {
    const database = newDatabase();
    const one = await start(database);
    const issuer = serviceUrl(one, "identity-provider");
    const two = await start(database, { publicUrl: issuer });
    await publishItem(client(one, issuer, "shop"), "A-1", "from one");
    expect(await names(client(two, issuer, "crm"))).toEqual(["from one"]);
    await publishItem(client(two, issuer, "crm"), "B-1", "from two");
    expect(await names(client(one, issuer, "shop"))).toEqual(["from one", "from two"]);
  });

  it("a record's values come back through the other as they were sent: the order of its fields and a NUL", async () => {
    const database = newDatabase();
    const one = await start(database);
    const issuer = serviceUrl(one, "identity-provider");
    const two = await start(database, { publicUrl: issuer });
    await publishItem(client(one, issuer, "shop"), "V-1", "exact", { zeta: "first", alpha: "a\u0000b" });
    const page = await client(two, issuer, "crm").GET("/api/v2/QueryingData/GetData", {
      params: { query: { modelId: ITEMS_MODEL } },
    });
    const [record] = page.data!.items as Record<string, unknown>[];
    expect(Object.keys(record!).filter((key) => ["zeta", "alpha", "name"].includes(key))).toEqual([
      "zeta",
      "alpha",
      "name",
    ]);
    expect(record!.alpha).toBe("a\u0000b");
  });

  it("a write whose event is saved before its POST is committed whole, its delivery listed by the other", async () => {
    const database = newDatabase();
    const one = await start(database);
    const issuer = serviceUrl(one, "identity-provider");
    const two = await start(database, { publicUrl: issuer });
    const consumer = await startConsumer(issuer, createSandboxClock());
    try {
      const shop = client(one, issuer, "shop");
      const sourceId = (
        await shop.POST("/api/v2/IntegrationAgents/Settings", {
          body: { sourceDefinition: { consumerType: "Webhook", consumerWebhookUrl: consumer.webhookUrl } },
        })
      ).data!.source!.sourceId!;
      await shop.PATCH("/api/v2/IntegrationAgents/ConfigureConsumer", { body: { dataRecordChanges: true } });
      await publishItem(shop, "W-1", "with an event", {}, sourceId);
      await eventually("the record's event is verified by the consumer", () => consumer.handled.length === 1);
      expect(await names(client(two, issuer, "crm"))).toEqual(["with an event"]);
      const deliveries = await fetch(`${serviceUrl(two, "identity-provider")}/_sandbox/deliveries`, {
        headers: { authorization: `Bearer ${CONTROL_TOKEN}` },
      });
      const listed = (await deliveries.json()) as { items: { messageId: string }[] };
      expect(listed.items.map((delivery) => delivery.messageId)).toEqual([
        (consumer.handled[0]!.context as { messageId: string }).messageId,
      ]);
    } finally {
      await consumer.close();
    }
  });

  it("the clock moved on one is the other's clock: its next answer is an hour on", async () => {
    const database = newDatabase();
    const one = await start(database);
    const two = await start(database, { publicUrl: serviceUrl(one, "identity-provider") });
    const moved = (await control(one, "POST", "/_sandbox/clock", { advanceSeconds: 3600 })).body.now as string;
    const now = (await control(two, "POST", "/_sandbox/clock", { advanceSeconds: 0 })).body.now as string;
    expect(Date.parse(now)).toBeGreaterThanOrEqual(Date.parse(moved));
    expect(two.control.clock.advancedMs).toBe(3_600_000);
  });
});
