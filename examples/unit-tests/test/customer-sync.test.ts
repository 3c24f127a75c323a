// Unit tests of the customer sync against the sandbox in process: a fresh sandbox per test, the
// sync's calls through sandbox.fetch, and the platform's events received by this service's own
// webhook handler in process, signed by the sandbox's gateway. No port is opened.
import { createWebhookHandler, type WebhookContext } from "@integration-platform/contracts/webhooks";
import { createSandbox, type InProcessSandbox } from "@integration-platform/contracts-tools/sandbox";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CUSTOMERS_MODEL, dataClient, syncCustomers, type SyncSettings } from "../src/customer-sync.js";

const TENANT = "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61";
const WEBHOOK = "https://erp.example/platform-events";
const STATUS_CHANGED = "PLATFORM.DataService.EnqueueDataStatusChanged";

let sandbox: InProcessSandbox;
let settings: SyncSettings;
const events: WebhookContext[] = [];

beforeEach(async () => {
  events.length = 0;
  sandbox = await createSandbox({
    seed: {
      tenants: [{ id: TENANT, name: "Acme Trading" }],
      serviceAccounts: [{ clientId: "erp", clientSecret: "erp-secret", tenantIds: [TENANT] }],
      dataModels: [{ tenantId: TENANT, id: CUSTOMERS_MODEL, code: "Customers" }],
    },
    clock: new Date("2030-01-01T00:00:00Z"),
    // Deliveries to WEBHOOK call this service's own handler, which fetches the gateway's keys in process.
    webhooks: { [WEBHOOK]: (request) => webhook(request) },
  });
  const { issuer, jwksUrl, audience, clientId } = sandbox.messageGateway;
  const webhook = createWebhookHandler({
    jwksUrl,
    fetch: sandbox.fetch,
    issuer,
    audience,
    clientId,
    basePath: "/platform-events",
    now: () => sandbox.clock.now(),
    handlers: { [STATUS_CHANGED]: (_payload: unknown, context: WebhookContext) => void events.push(context) },
  });
  settings = {
    issuer: sandbox.issuer,
    dataUrl: sandbox.baseUrl("data-integration"),
    clientId: "erp",
    clientSecret: "erp-secret",
    tenantId: TENANT,
    webhookUrl: WEBHOOK,
    fetch: sandbox.fetch,
  };
});
afterEach(() => sandbox.close());

describe("syncCustomers", () => {
  it("stores every customer, readable back from the customers model", async () => {
    const customers = Array.from({ length: 100 }, (_, i) => ({ number: `C-${i + 1}`, name: `Customer ${i + 1}` }));
    const { status } = await syncCustomers(settings, customers);
    expect(status).toBe("Success");
    const { data } = await dataClient(settings).GET("/api/v2/QueryingData/GetData", {
      params: { query: { modelId: CUSTOMERS_MODEL, limit: 500 } },
    });
    expect(data?.totalCount).toBe(100);
    expect(sandbox.violations).toEqual([]);
  });

  it("receives the queue item's status change on its webhook, signed by the platform's gateway", async () => {
    const { sourceId } = await syncCustomers(settings, [{ number: "C-1", name: "Customer 1" }]);
    await sandbox.flush();
    expect(events.map((event) => [event.messageType, event.tenantId])).toContainEqual([STATUS_CHANGED, TENANT]);
    expect(sandbox.deliveries.every((delivery) => delivery.status === "Delivered")).toBe(true);
    expect(sourceId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
