// The control API under /_sandbox/ (specs/openapi/sandbox-control.yaml): faults, clock, reset,
// tenants and service accounts, the journal, and state kept per tenant.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createSandboxControlClient } from "../../src/clients/index.js";
import {
  DEFAULT_TENANT_ID,
  SandboxStartError,
  startSandbox,
  type RunningSandbox,
  type SandboxHandlers,
} from "../../tools/src/sandbox/index.js";
import { declareTable } from "../../tools/src/sandbox/kernel/store.js";
import { startConsumer, type Consumer } from "../support/webhook-consumer.js";
import { bearer, MODEL_ID, OTHER_TENANT_ID, requestToken, serviceUrl, startTestSandbox } from "../support/sandbox.js";

let sandbox: RunningSandbox;
let dataUrl: string;

// A stateful pair of handlers: data agents kept in the caller's tenant state.
type Agent = { readonly id: string; readonly code: string; readonly enabled: boolean };
const AGENTS = declareTable<Agent>("test.agents", { save: (agent) => agent, load: (json) => json as Agent });
const createDataAgent: SandboxHandlers["createDataAgent"] = (request) => {
  const agents = request.tenant!.get(AGENTS);
  const agent = {
    id: `00000000-0000-4000-8000-${String(agents.size + 1).padStart(12, "0")}`,
    code: "acme.erp-sync",
    enabled: true,
  };
  agents.set(agent.id, agent);
  return { status: 201, body: agent };
};
const getDataAgent: SandboxHandlers["getDataAgent"] = (request) => {
  const agent = request.tenant!.get(AGENTS).get(String(request.parameters.id));
  return agent === undefined
    ? { status: 404, contentType: "application/problem+json", body: { title: "Not Found", status: 404 } }
    : { status: 200, body: agent };
};

// A consumer's webhook made with the package's createWebhookHandler, trusting the sandbox's issuer
// and JWKS, and a handler whose call causes an event for it.
let consumer: Consumer;
const listProviders: SandboxHandlers["listProviders"] = (request) => {
  request.gateway.publish({
    tenantId: request.caller!.tenantId!,
    webhookUrl: consumer.webhookUrl,
    messageType: "PLATFORM.PlatformStore.OrderReleased",
    payload: {
      orderId: "5b7e2c1a-9d4f-4e8a-b3c6-0f1e2d3c4b5a",
      productId: "83a4b5c6-d7e8-4f90-a1b2-c3d4e5f6a7b8",
      vendorCode: "12345678|CZ",
    },
    headers: { "X-VendorCode": "12345678|CZ" },
  });
  return { status: 200 };
};

beforeAll(async () => {
  // Redeliveries 30 s apart: only POST /_sandbox/clock brings one forward during a test.
  sandbox = await startTestSandbox({
    handlers: { createDataAgent, getDataAgent, listProviders },
    gateway: { firstRetryMs: 30_000 },
  });
  dataUrl = serviceUrl(sandbox, "data-integration");
  consumer = await startConsumer(sandbox.identity.issuer, sandbox.control.clock);
});
afterAll(async () => {
  await sandbox.stop();
  await consumer.close();
});

const control = (path: string, body?: unknown, url = dataUrl) =>
  fetch(
    `${url}/_sandbox/${path}`,
    body === undefined && (path === "journal" || path.startsWith("deliveries"))
      ? { method: "GET" }
      : {
          method: "POST",
          headers: { "content-type": "application/json" },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        },
  );
const getData = async (authorization: string) =>
  fetch(`${dataUrl}/api/v2/QueryingData/GetData?modelId=${MODEL_ID}`, { headers: { authorization } });

describe("state is per tenant: no call with one tenant's token reads another tenant's state", () => {
  it("an agent created by one tenant is found by it and not by the other", async () => {
    const acme = await bearer(sandbox, "acme");
    const created = await fetch(`${dataUrl}/api/v1/DataAgents`, {
      method: "POST",
      headers: { authorization: acme, "content-type": "application/json" },
      body: JSON.stringify({ code: "acme.tenant-check" }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await fetch(`${dataUrl}/api/v1/DataAgents/${id}`, { headers: { authorization: acme } })).status).toBe(200);
    expect(
      (await fetch(`${dataUrl}/api/v1/DataAgents/${id}`, { headers: { authorization: await bearer(sandbox, "beta") } }))
        .status,
    ).toBe(404);
  });
});

describe(
  "handlers given to startSandbox replace the sandbox's own; one that " +
    "names no operation or is no function refuses the start, naming it",
  () => {
    it("an operationId of no served spec is refused naming it", async () => {
      const handlers = { getDataa: () => ({ status: 200 }) } as unknown as SandboxHandlers;
      await expect(startSandbox({ basePort: "free", handlers, onLog: () => {} })).rejects.toThrow(
        new SandboxStartError(`handlers: "getDataa" not an operation of the sandbox's specs`),
      );
    });
    it("a handler that is not a function is refused naming its operationId and what it is", async () => {
      const handlers = { getData: { status: 200 } } as unknown as SandboxHandlers;
      await expect(startSandbox({ basePort: "free", handlers, onLog: () => {} })).rejects.toThrow(
        new SandboxStartError("handlers.getData must be a function (found object)"),
      );
    });
  },
);

describe("POST /_sandbox/faults: the next calls of an operation fail as told", () => {
  it("answers the status the given number of times, then the operation's own answer", async () => {
    const acme = await bearer(sandbox, "acme");
    expect((await control("faults", { operationId: "getData", status: 503, times: 2 })).status).toBe(201);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await getData(acme)).status);
    expect(statuses).toEqual([503, 503, 200]);
  });
  it(
    "with delayMs, answers only once that time has passed, " + "and the call that waits has used up the fault",
    async () => {
      const acme = await bearer(sandbox, "acme");
      expect((await control("faults", { operationId: "getData", status: 503, delayMs: 60_000 })).status).toBe(201);
      const take = vi.spyOn(sandbox.control.faults, "take");
      // Fake timers make the wait a step the test takes: the delayed answer cannot come before it.
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      try {
        const answered: string[] = [];
        const delayed = getData(acme).then((response) => answered.push(`delayed ${response.status}`));
        await vi.waitFor(() => expect(take).toHaveReturnedWith(expect.objectContaining({ delayMs: 60_000 })));
        answered.push(`next ${(await getData(acme)).status}`);
        await vi.advanceTimersByTimeAsync(60_000);
        await delayed;
        expect(answered).toEqual(["next 200", "delayed 503"]);
      } finally {
        vi.useRealTimers();
        take.mockRestore();
      }
    },
  );
  it("is set through the package's typed control client", async () => {
    const client = createSandboxControlClient({ baseUrl: serviceUrl(sandbox, "identity-provider") });
    const { data, response } = await client.POST("/_sandbox/faults", { body: { operationId: "getData", status: 429 } });
    expect([response.status, data?.operationId]).toEqual([201, "getData"]);
    expect((await getData(await bearer(sandbox, "acme"))).status).toBe(429);
  });
  it("is served on every service port", async () => {
    expect(
      (await control("faults", { operationId: "getOrder", status: 500 }, serviceUrl(sandbox, "file-content"))).status,
    ).toBe(201);
    const order = await fetch(
      `${serviceUrl(sandbox, "order-integration")}` +
        `/api/v1/Order/5b7e2c1a-9d4f-4e8a-b3c6-0f1e2d3c4b5a?orderAccessType=Vendor`,
      {
        headers: { authorization: await bearer(sandbox, "acme") },
      },
    );
    expect(order.status).toBe(500);
  });
  it("refuses an unknown operationId, naming it", async () => {
    const response = await control("faults", { operationId: "getDat", status: 503 });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { detail: string }).detail).toContain('"getDat"');
  });
  it("refuses a fault without an operationId, naming the JSON path", async () => {
    const response = await control("faults", { status: 503 });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { detail: string }).detail).toContain('body $ must have property "operationId"');
  });
});

describe("POST /_sandbox/clock: sandbox time moves on for token expiry", () => {
  it("a token valid now is refused once the clock passed its exp", async () => {
    const acme = await bearer(sandbox, "acme");
    expect((await getData(acme)).status).toBe(200);
    const moved = await control("clock", { advanceSeconds: 601 });
    expect(moved.status).toBe(200);
    expect(Date.parse(((await moved.json()) as { now: string }).now) - Date.now()).toBeGreaterThan(590_000);
    const refused = await getData(acme);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { claim: string }).claim).toBe("exp");
  });
  it("refuses a negative advance", async () => {
    expect((await control("clock", { advanceSeconds: -1 })).status).toBe(400);
  });
});

describe("POST /_sandbox/tenants and /_sandbox/service-accounts add to the identity provider", () => {
  it("a new tenant's new account gets a token with its tid", async () => {
    expect((await control("tenants", { id: "t-new", name: "New" })).status).toBe(201);
    expect(
      (
        await control("service-accounts", {
          clientId: "new",
          clientSecret: "new-secret",
          tenantIds: ["t-new"],
          roles: ["TenantAdmin"],
        })
      ).status,
    ).toBe(201);
    const { status, body } = await requestToken(sandbox, "new", "new-secret", {
      grant_type: "client_credentials",
      tid: "t-new",
    });
    expect(status).toBe(200);
    const claims = JSON.parse(Buffer.from(String(body.access_token).split(".")[1]!, "base64url").toString()) as Record<
      string,
      unknown
    >;
    expect([claims.tid, claims.client_id]).toEqual(["t-new", "new"]);
  });
  it("refuses a second tenant with the same id (409)", async () => {
    expect((await control("tenants", { id: DEFAULT_TENANT_ID })).status).toBe(409);
  });
  it("refuses a service account of an unknown tenant, naming the field", async () => {
    const response = await control("service-accounts", { clientId: "x", clientSecret: "y", tenantIds: ["nobody"] });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { detail: string }).detail).toContain("tenantIds[0]");
  });
});

describe("GET /_sandbox/journal lists the requests served with their tenant", () => {
  it("names the operation, tenant and status of a call", async () => {
    await getData(await bearer(sandbox, "beta"));
    const journal = (await (await control("journal")).json()) as {
      items: { operationId: string; tenantId: string; status: number }[];
    };
    expect(journal.items.at(-1)).toMatchObject({ operationId: "getData", tenantId: OTHER_TENANT_ID, status: 200 });
  });
});

describe("GET /_sandbox/deliveries lists the message gateway's deliveries, filtered", () => {
  it("an event a call caused is redelivered after a 503 and verified by the package's webhook handler", async () => {
    const acme = await bearer(sandbox, "acme");
    consumer.interfere.push(503);
    expect(
      (
        await fetch(`${serviceUrl(sandbox, "connector-catalogue")}/api/v1/Providers`, {
          headers: { authorization: acme },
        })
      ).status,
    ).toBe(200);
    await sandbox.control.gateway.idle();
    const deliveries = async (query: string) =>
      (await (await control(`deliveries?${query}`)).json()) as { totalCount: number; items: Record<string, unknown>[] };
    expect((await deliveries(`tenantId=${DEFAULT_TENANT_ID}`)).items).toEqual([
      expect.objectContaining({
        messageType: "PLATFORM.PlatformStore.OrderReleased",
        status: "Pending",
        attempts: 1,
        lastStatusCode: 503,
      }),
    ]);
    await control("clock", { advanceSeconds: 31 });
    await sandbox.control.gateway.idle();
    expect((await deliveries(`tenantId=${DEFAULT_TENANT_ID}`)).items).toEqual([
      expect.objectContaining({ status: "Delivered", attempts: 2 }),
    ]);
    expect(consumer.rejections).toEqual([]);
    expect(consumer.handled.map((h) => h.context.tenantId)).toEqual([DEFAULT_TENANT_ID]);
    expect((await deliveries("messageType=PLATFORM.DataService.RecordCreated")).totalCount).toBe(0);
    expect((await deliveries(`tenantId=${OTHER_TENANT_ID}`)).totalCount).toBe(0);
  });
});

describe(
  "a delivery says what went wrong: every attempt with its answer or " +
    "error, the next attempt, what was sent; filters; redeliver",
  () => {
    it(
      "shows a 500 with a problem body through the typed " + "client, filters by status, and redelivers on request",
      async () => {
        const client = createSandboxControlClient({ baseUrl: dataUrl });
        expect((await client.POST("/_sandbox/reset")).response.status).toBe(204);
        const problem = { title: "Order store unavailable", status: 500, detail: "the database did not answer" };
        consumer.interfere.push({
          status: 500,
          contentType: "application/problem+json",
          body: JSON.stringify(problem),
        });
        expect(
          (
            await fetch(`${serviceUrl(sandbox, "connector-catalogue")}/api/v1/Providers`, {
              headers: { authorization: await bearer(sandbox, "acme") },
            })
          ).status,
        ).toBe(200);
        await sandbox.control.gateway.idle();

        const pending = await client.GET("/_sandbox/deliveries", {
          params: { query: { status: "Pending", tenantId: DEFAULT_TENANT_ID } },
        });
        expect(pending.data?.totalCount).toBe(1);
        const delivery = pending.data!.items[0]!;
        expect(delivery).toMatchObject({
          messageType: "PLATFORM.PlatformStore.OrderReleased",
          contractType: "OrderReleased",
          status: "Pending",
          attempts: 1,
          lastStatusCode: 500,
          expiresAt: null,
          payload: {
            orderId: "5b7e2c1a-9d4f-4e8a-b3c6-0f1e2d3c4b5a",
            productId: "83a4b5c6-d7e8-4f90-a1b2-c3d4e5f6a7b8",
            vendorCode: "12345678|CZ",
          },
          headers: expect.objectContaining({ "X-Tenant-Id": DEFAULT_TENANT_ID, "X-VendorCode": "12345678|CZ" }),
        });
        expect(delivery.history).toEqual([
          {
            attempt: 1,
            at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
            durationMs: expect.any(Number),
            statusCode: 500,
            errorCode: null,
            error: null,
            answer: {
              statusCode: 500,
              contentType: "application/problem+json",
              body: JSON.stringify(problem),
              bodyTruncated: false,
              problemTitle: "Order store unavailable",
            },
            outcome: "redelivery in 30000 ms",
          },
        ]);
        // The sandbox's clock is real time here: the wait of firstRetryMs (30 s) counts from the answer, which came
        // after `at`.
        expect(Date.parse(delivery.nextAttemptAt!) - Date.parse(delivery.history[0]!.at)).toBeGreaterThanOrEqual(
          30_000,
        );
        expect(
          (await client.GET("/_sandbox/deliveries", { params: { query: { status: "Delivered" } } })).data?.totalCount,
        ).toBe(0);
        expect(
          (
            await client.GET("/_sandbox/deliveries/{messageId}", {
              params: { path: { messageId: delivery.messageId } },
            })
          ).data,
        ).toEqual(delivery);

        const redelivered = await client.POST("/_sandbox/deliveries/{messageId}/redeliver", {
          params: { path: { messageId: delivery.messageId } },
        });
        expect(redelivered.response.status).toBe(202);
        expect(redelivered.data?.status).toBe("Pending");
        await sandbox.control.gateway.idle();
        const after = (
          await client.GET("/_sandbox/deliveries/{messageId}", { params: { path: { messageId: delivery.messageId } } })
        ).data;
        expect(after).toMatchObject({ status: "Delivered", attempts: 2, lastStatusCode: 204, nextAttemptAt: null });
        expect(after?.history.map((attempt) => attempt.outcome)).toEqual(["redelivery in 30000 ms", "acknowledged"]);
        expect(
          (
            await client.GET("/_sandbox/deliveries", {
              params: { query: { status: "Delivered", messageType: "PLATFORM.PlatformStore.OrderReleased" } },
            })
          ).data?.items.map((d) => d.messageId),
        ).toEqual([delivery.messageId]);
        expect(sandbox.violations).toEqual([]);
      },
    );

    it(
      "answers 404 for an unknown messageId, and 400 naming the " + "status filter for a status that does not exist",
      async () => {
        const client = createSandboxControlClient({ baseUrl: dataUrl });
        const unknown = await client.POST("/_sandbox/deliveries/{messageId}/redeliver", {
          params: { path: { messageId: "no-such-message" } },
        });
        expect(unknown.response.status).toBe(404);
        expect(unknown.error).toMatchObject({ status: 404, detail: "no delivery with messageId no-such-message" });
        expect(
          (await client.GET("/_sandbox/deliveries/{messageId}", { params: { path: { messageId: "no-such-message" } } }))
            .response.status,
        ).toBe(404);
        const badStatus = await fetch(`${dataUrl}/_sandbox/deliveries?status=Lost`);
        expect(badStatus.status).toBe(400);
        expect(JSON.stringify(await badStatus.json())).toContain("status");
      },
    );
  },
);

describe("POST /_sandbox/reset: all state gone, the seed applied again", () => {
  it("forgets added tenants, tenant state and faults, and keeps the seed's accounts", async () => {
    const acme = await bearer(sandbox, "acme");
    const created = (await (
      await fetch(`${dataUrl}/api/v1/DataAgents`, {
        method: "POST",
        headers: { authorization: acme, "content-type": "application/json" },
        body: "{}",
      })
    ).json()) as { id: string };
    await control("tenants", { id: "t-gone" });
    await control("faults", { operationId: "getData", status: 503 });
    expect((await control("reset")).status).toBe(204);
    const fresh = await bearer(sandbox, "acme");
    expect((await getData(fresh)).status).toBe(200);
    expect(
      (await fetch(`${dataUrl}/api/v1/DataAgents/${created.id}`, { headers: { authorization: fresh } })).status,
    ).toBe(404);
    expect((await control("tenants", { id: "t-gone" })).status).toBe(201);
    expect(((await (await control("journal")).json()) as { totalCount: number }).totalCount).toBe(3);
  });
});

describe("no answer broke the spec", () => {
  it("recorded no violation", () => {
    expect(sandbox.violations).toEqual([]);
  });
});
