// POST /_sandbox/provider-states: Pact-style provider states for verify-service --state-hook. Each
// state makes something new, named by the run prefix, and answers what it made.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrderClient, createSandboxControlClient } from "../../src/clients/index.js";
import type { InProcessSandbox } from "../../tools/src/sandbox/doors/in-process/index.js";
import { DEFAULT_TENANT_ID } from "../../tools/src/sandbox/index.js";
import { PROTOTYPE_KEY_TITLE } from "../../tools/src/sandbox/validation/index.js";
import { createTestSandbox, requestToken, serviceUrl } from "../support/sandbox.js";

let sandbox: InProcessSandbox;
const control = () =>
  createSandboxControlClient({ baseUrl: serviceUrl(sandbox, "data-integration"), fetch: sandbox.fetch });
const setUp = (state: string, params: Record<string, unknown> = {}) =>
  control().POST("/_sandbox/provider-states", {
    body: { state, params: { tenantId: DEFAULT_TENANT_ID, runPrefix: "vs-test", ...params } },
  });

beforeAll(async () => {
  sandbox = await createTestSandbox({
    seed: {
      tenants: [{ id: DEFAULT_TENANT_ID, name: "Acme", vendorCode: "12345678|CZ" }],
      serviceAccounts: [
        { clientId: "acme", clientSecret: "acme-secret", tenantIds: [DEFAULT_TENANT_ID], roles: ["TenantAdmin"] },
      ],
      providers: [{ id: "2b8e4f6a-0c1d-4e3f-a5b7-c9d1e3f5a7b9", name: "P" }],
    },
  });
});
afterAll(() => sandbox.close());

describe("the state hook answers which states it gives and what each made", () => {
  it("verification run lists the states", async () => {
    const { data, response } = await setUp("verification run");
    expect(response.status).toBe(200);
    expect(data?.states).toEqual([
      "verification run",
      "a second tenant",
      "a service account without roles",
      "a service account with the Admin role",
      "an expired access token",
      "an order released",
      "a data model",
      "a folder",
      "a connector",
    ]);
  });

  it("an unknown state is 404 naming the states it gives", async () => {
    const { error, response } = await setUp("a paid invoice");
    expect(response.status).toBe(404);
    expect(error?.detail).toContain(
      'no provider state "a paid invoice"; the sandbox gives: verification run, a second tenant',
    );
  });

  it("a second tenant is a new tenant with an account of its own, named by the run prefix", async () => {
    const { data } = await setUp("a second tenant");
    expect(data?.clientId).toMatch(/^vs-test-[0-9a-f]{8}$/);
    const token = await requestToken(sandbox, String(data?.clientId), String(data?.clientSecret), {
      grant_type: "client_credentials",
      tid: String(data?.tenantId),
    });
    expect(token.status).toBe(200);
  });

  it("an expired access token is refused by the services as expired", async () => {
    const { data } = await setUp("an expired access token", { clientId: "acme" });
    const orders = createOrderClient({
      baseUrl: serviceUrl(sandbox, "order-integration"),
      getToken: () => String(data?.accessToken),
      fetch: sandbox.fetch,
    });
    const { response } = await orders.GET("/api/v1/Integration/Settings");
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toContain("expired");
  });

  it("an expired access token names the body member when the account is not in the tenant", async () => {
    const { error, response } = await setUp("an expired access token", { clientId: "nobody" });
    expect(response.status).toBe(400);
    expect(error?.detail).toBe(`body $.params.clientId: no service account nobody in tenant ${DEFAULT_TENANT_ID}`);
  });

  it("an order released is an order of the vendor tenant, readable through the order service", async () => {
    const { data } = await setUp("an order released");
    expect(data?.vendorCode).toBe("12345678|CZ");
    const { data: orders } = await control().GET("/_sandbox/orders", {
      params: { query: { tenantId: DEFAULT_TENANT_ID } },
    });
    expect(orders?.items.map((item) => item.order.id)).toContain(data?.orderId);
  });

  it("a connector registers the tenant's connector of the seed's first provider", async () => {
    const { data } = await setUp("a connector");
    const { data: catalogue } = await control().GET("/_sandbox/connector-catalogue", {
      params: { query: { tenantId: DEFAULT_TENANT_ID } },
    });
    expect(catalogue?.connectors).toEqual([
      { id: data?.connectorId, providerId: "2b8e4f6a-0c1d-4e3f-a5b7-c9d1e3f5a7b9", enabled: true },
    ]);
  });
});

describe("the sandbox's refusal of a prototype key says it is the sandbox's own guard, not the spec", () => {
  it("titles the 400 as a key the sandbox refuses", async () => {
    const response = await sandbox.fetch(`${serviceUrl(sandbox, "data-integration")}/_sandbox/provider-states`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"state":"a folder","params":{"__proto__":{"polluted":true}}}',
    });
    const problem = (await response.json()) as { title: string; detail: string };
    expect(response.status).toBe(400);
    expect(problem.title).toBe(PROTOTYPE_KEY_TITLE);
    expect(problem.detail).toContain("the spec allows them; the sandbox guards its objects");
  });
});
