// Deliveries on one database are each one process's work: the process that started a delivery POSTs it, and when that
// process dies (SIGKILL) another takes it over once its lease lapsed and delivers it with the same messageId. The
// process killed is a sandbox command of its own; the one that takes over is a sandbox in this test's process.
// PostgreSQL is this file's own; every process is stopped by PID.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTokenProvider } from "../../../src/auth/index.js";
import { createDataIntegrationClient } from "../../../src/clients/data-integration.js";
import { publishRecords } from "../../../src/publishing/index.js";
import type { RunningSandbox } from "../../../tools/src/sandbox/index.js";
import { createSandboxClock } from "../../../tools/src/sandbox/kernel/clock.js";
import { DEFAULT_TENANT_ID, serviceUrl, startDataSandbox } from "../../support/data-sandbox.js";
import { startPostgres, type TestPostgres } from "../../support/postgres.js";
import { eventually } from "../../support/processes.js";
import { startSandboxCli, stopSandboxCli, type SandboxCli } from "../../support/sandbox-cli.js";
import { scaled } from "../../support/time.js";
import { startConsumer, type Consumer } from "../../support/webhook-consumer.js";

const CONTROL_TOKEN = "hosted-control-token-0123456789";
const ITEMS_MODEL = "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b";

let postgres: TestPostgres;
let folder: string;
let tokenFile: string;
const processes: SandboxCli[] = [];
const sandboxes: RunningSandbox[] = [];
const consumers: Consumer[] = [];

/** The messageId a POST names: the last segment of `{webhook_url}/{messageType}/{contractType}/{messageId}`. */
const messageIdOf = (url: string) => url.slice(url.lastIndexOf("/") + 1);

/** Publishes a record through the data integration service at `baseUrl` whose event goes to `consumer`. */
async function publishWithEvent(baseUrl: string, issuer: string, consumer: Consumer): Promise<void> {
  const shop = createDataIntegrationClient({
    baseUrl,
    getToken: createTokenProvider({
      issuer,
      clientId: "shop",
      clientSecret: "shop-secret",
      tenantId: DEFAULT_TENANT_ID,
      scope: "apiim",
      allowInsecureHttp: true,
    }),
  });
  const sourceId = (
    await shop.POST("/api/v2/IntegrationAgents/Settings", {
      body: { sourceDefinition: { consumerType: "Webhook", consumerWebhookUrl: consumer.webhookUrl } },
    })
  ).data!.source!.sourceId!;
  await shop.PATCH("/api/v2/IntegrationAgents/ConfigureConsumer", { body: { dataRecordChanges: true } });
  await shop.PATCH("/api/v2/IntegrationAgents/Transformations", {
    body: {
      upsert: [{ customCode: "items", mappings: [{ entityId: "Item", modelId: ITEMS_MODEL, autoMapFields: true }] }],
    },
  });
  const published = await publishRecords(shop, {
    sourceId,
    items: [{ entityId: "Item", recordId: "T-1", data: { name: "taken over" } }],
  });
  expect(published.synchronous).toBe(true);
}

beforeAll(async () => {
  postgres = await startPostgres();
  folder = mkdtempSync(join(tmpdir(), "sandbox-hosted-takeover-"));
  tokenFile = join(folder, "control-token");
  writeFileSync(tokenFile, CONTROL_TOKEN);
});
afterEach(async () => {
  await Promise.all(processes.splice(0).map((cli) => stopSandboxCli(cli)));
  await Promise.all(sandboxes.splice(0).map((sandbox) => sandbox.stop()));
  await Promise.all(consumers.splice(0).map((consumer) => consumer.close()));
});
afterAll(async () => {
  await postgres?.stop();
  rmSync(folder, { recursive: true, force: true });
});

describe("a delivery is one process's work, taken over with its messageId when that process dies", () => {
  it(
    "the process that started a delivery is SIGKILLed while it is redelivered; another delivers it, same messageId",
    async () => {
      postgres.sql("CREATE DATABASE takeover");
      const database = postgres.url("takeover");
      const survivor = await startDataSandbox({ database, controlToken: CONTROL_TOKEN });
      sandboxes.push(survivor);
      const issuer = serviceUrl(survivor, "identity-provider");
      const consumer = await startConsumer(issuer, createSandboxClock());
      consumers.push(consumer);
      // Every POST of the first process is refused, so the delivery is still pending, waiting for its redelivery.
      consumer.interfere.push(...Array.from({ length: 100 }, () => 503));
      const doomed = await startSandboxCli([
        "--service",
        "data-integration",
        "--control-token-file",
        tokenFile,
        "--database",
        database,
        "--public-url",
        issuer,
      ]);
      processes.push(doomed);
      await publishWithEvent(`http://127.0.0.1:${doomed.base}`, issuer, consumer);
      await eventually("the first process POSTed the delivery", () => consumer.requests.length >= 1);
      const messageId = messageIdOf(consumer.requests[0]!.url);
      // What the survivor POSTs from now on is answered.
      await stopSandboxCli(doomed, "SIGKILL");
      consumer.interfere.length = 0;

      await eventually("the survivor delivered it", () => consumer.handled.length === 1, scaled(60_000));
      expect((consumer.handled[0]!.context as { messageId: string }).messageId).toBe(messageId);
      expect(new Set(consumer.requests.map((request) => messageIdOf(request.url)))).toEqual(new Set([messageId]));
      const listed = await fetch(`${issuer}/_sandbox/deliveries`, {
        headers: { authorization: `Bearer ${CONTROL_TOKEN}` },
      });
      const deliveries = (await listed.json()) as { items: { messageId: string; status: string }[] };
      expect(deliveries.items.map(({ messageId: id, status }) => ({ id, status }))).toEqual([
        { id: messageId, status: "Delivered" },
      ]);
    },
    scaled(120_000),
  );
});

describe("a delivery is POSTed by one process at a time: another on the database leaves it to its own", () => {
  it("a sandbox started beside the one running a delivery leaves it; once that one stops, it POSTs it", async () => {
    postgres.sql("CREATE DATABASE beside");
    const database = postgres.url("beside");
    // Redeliveries far off: only a clock moved past them makes one due.
    const gateway = { firstRetryMs: 600_000 };
    const owner = await startDataSandbox({ database, controlToken: CONTROL_TOKEN, gateway });
    sandboxes.push(owner);
    const issuer = serviceUrl(owner, "identity-provider");
    const consumer = await startConsumer(issuer, createSandboxClock());
    consumers.push(consumer);
    consumer.interfere.push(503);
    await publishWithEvent(serviceUrl(owner, "data-integration"), issuer, consumer);
    await owner.control.gateway.idle();
    expect(consumer.requests).toHaveLength(1);
    const messageId = messageIdOf(consumer.requests[0]!.url);

    const beside = await startDataSandbox({ database, controlToken: CONTROL_TOKEN, gateway, publicUrl: issuer });
    sandboxes.push(beside);
    await fetch(`${serviceUrl(beside, "identity-provider")}/_sandbox/clock`, {
      method: "POST",
      headers: { authorization: `Bearer ${CONTROL_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify({ advanceSeconds: 1200 }),
    });
    await beside.control.gateway.idle();
    expect(consumer.requests).toHaveLength(1);

    sandboxes.splice(sandboxes.indexOf(owner), 1);
    await owner.stop();
    // Its POST is the proof; the receiver cannot verify its token, signed for the issuer that stopped.
    await eventually("the sandbox beside took the delivery over and POSTed it", () => consumer.requests.length === 2);
    expect(consumer.requests.map((request) => messageIdOf(request.url))).toEqual([messageId, messageId]);
  });
});
