// Three sandboxes on one database behind HAProxy's round robin, with no stickiness, behave as one sandbox: a partner
// that reaches a different process at every request sees what it wrote on another. PostgreSQL and HAProxy are this
// file's own, started and stopped by PID.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDataIntegrationClient } from "../../../src/clients/data-integration.js";
import { publishRecords } from "../../../src/publishing/index.js";
import type { RunningSandbox } from "../../../tools/src/sandbox/index.js";
import { startHaproxy, type TestHaproxy } from "../../support/haproxy.js";
import { startPostgres, type TestPostgres } from "../../support/postgres.js";
import { startDataSandbox } from "../../support/data-sandbox.js";

const CONTROL_TOKEN = "hosted-control-token-0123456789";
const ITEMS_MODEL = "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b";
const TENANT = "5d6e7f80-9a1b-4c2d-8e3f-a4b5c6d7e8f9";
// The name partners know the sandbox by: the issuer of its tokens on every process.
const PUBLIC_URL = "http://sandbox.partners.test";

let postgres: TestPostgres;
let haproxy: TestHaproxy;
let sandboxes: RunningSandbox[] = [];
let identity: string;
let data: string;

const portOf = (sandbox: RunningSandbox, name: string) => sandbox.services.find((s) => s.name === name)!.port;

beforeAll(async () => {
  postgres = await startPostgres();
  postgres.sql("CREATE DATABASE balanced");
  const options = { database: postgres.url("balanced"), controlToken: CONTROL_TOKEN, publicUrl: PUBLIC_URL };
  // One first, so the others start on the state it seeded.
  sandboxes = [await startDataSandbox(options)];
  sandboxes.push(...(await Promise.all([startDataSandbox(options), startDataSandbox(options)])));
  haproxy = await startHaproxy(
    [
      sandboxes.map((sandbox) => portOf(sandbox, "identity-provider")),
      sandboxes.map((sandbox) => portOf(sandbox, "data-integration")),
    ],
    { publicHost: new URL(PUBLIC_URL).host },
  );
  identity = `http://127.0.0.1:${haproxy.ports[0]}`;
  data = `http://127.0.0.1:${haproxy.ports[1]}`;
});
afterAll(async () => {
  await haproxy?.stop();
  await Promise.all(sandboxes.map((sandbox) => sandbox.stop()));
  await postgres?.stop();
});

async function control(path: string, body: unknown): Promise<number> {
  const response = await fetch(`${identity}${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${CONTROL_TOKEN}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  await response.body?.cancel();
  return response.status;
}

async function token(): Promise<{ status: number; accessToken?: string }> {
  const response = await fetch(`${identity}/connect/token`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      authorization: `Basic ${Buffer.from("gamma:gamma-secret").toString("base64")}`,
    },
    body: new URLSearchParams({ grant_type: "client_credentials", tid: TENANT, scope: "apiim" }),
  });
  const body = (await response.json()) as { access_token?: string };
  return { status: response.status, ...(body.access_token === undefined ? {} : { accessToken: body.access_token }) };
}

describe("three sandboxes on one database behind a round-robin load balancer behave as one sandbox", () => {
  it("an account added through the balancer gets tokens from every process, each taken by every other", async () => {
    expect(await control("/_sandbox/tenants", { id: TENANT, name: "Gamma Goods" })).toBe(201);
    expect(
      await control("/_sandbox/service-accounts", {
        clientId: "gamma",
        clientSecret: "gamma-secret",
        tenantIds: [TENANT],
      }),
    ).toBe(201);
    const tokens = await Promise.all(Array.from({ length: 6 }, () => token()));
    expect(tokens.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const client = createDataIntegrationClient({
      baseUrl: data,
      getToken: () => Promise.resolve(tokens[0]!.accessToken!),
    });

    const sourceId = (await client.POST("/api/v2/IntegrationAgents/Settings", { body: {} })).data!.source!.sourceId!;
    const mapped = await client.PATCH("/api/v2/IntegrationAgents/Transformations", {
      body: {
        upsert: [{ customCode: "items", mappings: [{ entityId: "Item", modelId: ITEMS_MODEL, autoMapFields: true }] }],
      },
    });
    expect(mapped.response.status).toBe(204);
    const published = await publishRecords(client, {
      sourceId,
      items: [{ entityId: "Item", recordId: "LB-1", data: { name: "balanced" } }],
    });
    expect(published.synchronous).toBe(true);

    // Every token, whichever process issued it, reads the record through whichever process the balancer picks.
    for (const { accessToken } of tokens) {
      const page = await fetch(`${data}/api/v2/QueryingData/GetData?modelId=${ITEMS_MODEL}`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(page.status).toBe(200);
      expect(((await page.json()) as { items: { name: string }[] }).items.map((item) => item.name)).toEqual([
        "balanced",
      ]);
    }
    // The balancer spread the calls: every process answered some of them.
    for (const sandbox of sandboxes)
      expect(sandbox.control.journal.page({ service: "data-integration" }).totalCount).toBeGreaterThan(0);
  });
});
