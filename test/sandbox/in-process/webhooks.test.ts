// Webhooks in process: a delivery to an address that is a key of `webhooks` is a call of that
// receiver, signed by the gateway as over the network and retried on the sandbox clock; the
// package's createWebhookHandler verifies it with the JWKS fetched through sandbox.fetch. Any other
// address is POSTed to over the network.
import { describe, expect, it } from "vitest";
import { createWebhookHandler, type WebhookContext } from "../../../src/webhooks/index.js";
import {
  createSandbox,
  type InProcessSandbox,
  type WebhookReceiver,
} from "../../../tools/src/sandbox/doors/in-process/index.js";
import { bearerOf } from "./support.js";

const VENDOR = "6a1f3c5e-7b9d-4e2f-8a0c-2e4f6a8b0c1d";
const SEED = {
  tenants: [{ id: VENDOR, name: "Acme Software", vendorCode: "12345678|CZ" }],
  serviceAccounts: [{ clientId: "erp", clientSecret: "erp-secret", tenantIds: [VENDOR] }],
};
const HOOKS = "https://partner.example/hooks";
const RELEASED = "PLATFORM.PlatformStore.OrderReleased";

/** The partner's webhook: the package's createWebhookHandler, its keys fetched in process. */
function partnerWebhook(
  sandbox: InProcessSandbox,
  handled: { payload: unknown; context: WebhookContext }[],
): WebhookReceiver {
  const { issuer, jwksUrl, audience, clientId } = sandbox.messageGateway;
  return createWebhookHandler({
    jwksUrl,
    fetch: sandbox.fetch,
    issuer,
    audience,
    clientId,
    basePath: "/hooks",
    now: () => sandbox.clock.now(),
    handlers: { [RELEASED]: (payload: unknown, context: WebhookContext) => void handled.push({ payload, context }) },
  });
}

/**
 * A sandbox whose vendor consumer receives OrderReleased at HOOKS through `receiver` (given the sandbox); resolves
 * after one order's release.
 */
async function releaseOneOrder(
  receiver: (sandbox: InProcessSandbox) => WebhookReceiver,
  webhookUrl = HOOKS,
  gateway: { readonly attemptTimeoutMs?: number } = {},
): Promise<InProcessSandbox> {
  let made: InProcessSandbox | undefined;
  const sandbox = await createSandbox({
    seed: SEED,
    clock: Date.parse("2030-01-01T00:00:00Z"),
    webhooks: { [HOOKS]: (request) => receiver(made!)(request) },
    gateway,
  });
  made = sandbox;
  const orders = sandbox.baseUrl("order-integration");
  const bearer = await bearerOf(sandbox.fetch, sandbox.issuer, "erp", VENDOR);
  const settings = await sandbox.fetch(`${orders}/api/v1/Integration/Settings`, {
    method: "PATCH",
    headers: { authorization: bearer, "content-type": "application/json" },
    body: JSON.stringify({ orderReleased: true, consumerChannel: "Webhook", webhookUrl }),
  });
  expect(settings.status).toBe(200);
  const released = await sandbox.fetch(`${orders}/_sandbox/orders`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ tenantId: VENDOR }),
  });
  expect(released.status).toBe(201);
  return sandbox;
}

describe("a delivery to an address of `webhooks` calls its receiver in process, signed by the gateway", () => {
  it(
    "createWebhookHandler verifies the gateway's token with the JWKS " +
      "fetched through sandbox.fetch and handles OrderReleased",
    async () => {
      const handled: { payload: unknown; context: WebhookContext }[] = [];
      const sandbox = await releaseOneOrder((s) => partnerWebhook(s, handled));
      await sandbox.flush();
      expect(handled.map(({ context }) => [context.messageType, context.tenantId])).toEqual([[RELEASED, VENDOR]]);
      expect(
        sandbox.deliveries.map(({ status, attempts, url }) => ({
          status,
          attempts,
          url: url.startsWith(`${HOOKS}/${RELEASED}/`),
        })),
      ).toEqual([{ status: "Delivered", attempts: 1, url: true }]);
      await sandbox.close();
    },
  );

  it("a delivery signed with another key is refused by the partner's handler, as over the network", async () => {
    const handled: { payload: unknown; context: WebhookContext }[] = [];
    const other = await createSandbox({ freshSigningKey: true });
    const sandbox = await releaseOneOrder(() => partnerWebhook(other, handled));
    await sandbox.flush();
    expect(handled).toEqual([]);
    expect(sandbox.deliveries[0]).toMatchObject({ status: "Pending", lastStatusCode: 401 });
    await Promise.all([sandbox.close(), other.close()]);
  });
});

describe("a receiver that fails is redelivered on the sandbox clock", () => {
  it("a 503 is retried when the clock reaches the redelivery, then delivered", async () => {
    const answers = [503, 200];
    const sandbox = await releaseOneOrder(() => async () => new Response(null, { status: answers.shift() ?? 200 }));
    await sandbox.flush();
    expect(sandbox.deliveries[0]).toMatchObject({
      status: "Pending",
      attempts: 1,
      lastStatusCode: 503,
      nextAttemptAt: "2030-01-01T00:00:01.000Z",
    });
    sandbox.clock.advance(999);
    await sandbox.flush();
    expect(sandbox.deliveries[0]).toMatchObject({ status: "Pending", attempts: 1 });
    sandbox.clock.advance(1);
    await sandbox.flush();
    expect(sandbox.deliveries[0]).toMatchObject({ status: "Delivered", attempts: 2, lastStatusCode: 200 });
    await sandbox.close();
  });

  it("a receiver that throws is recorded as RECEIVER_FAILED with its message, and redelivered", async () => {
    const sandbox = await releaseOneOrder(() => async () => {
      throw new Error("database down");
    });
    await sandbox.flush();
    const [delivery] = sandbox.deliveries;
    expect(delivery).toMatchObject({ status: "Pending", attempts: 1, lastStatusCode: null });
    expect(delivery!.history[0]).toMatchObject({
      errorCode: "RECEIVER_FAILED",
      error: expect.stringMatching(
        /^the in-process webhook receiver of https:\/\/partner\.example\/hooks\/.* threw: database down$/,
      ),
    });
    await sandbox.close();
  });
});

describe("a receiver that never answers ends its attempt as over the network: TIMEOUT, or the sandbox's close", () => {
  it("its attempt is recorded TIMEOUT once attemptTimeoutMs is up, and the flush ends", async () => {
    const sandbox = await releaseOneOrder(() => () => new Promise<Response>(() => undefined), HOOKS, {
      attemptTimeoutMs: 50,
    });
    await sandbox.flush();
    const [delivery] = sandbox.deliveries;
    expect(delivery).toMatchObject({ status: "Pending", attempts: 1, lastStatusCode: null });
    expect(delivery!.history[0]).toMatchObject({ errorCode: "TIMEOUT", error: "no complete answer within 50 ms" });
    await sandbox.close();
  });

  it("a close while it is called ends, without waiting for the attempt's timeout", async () => {
    let called: () => void = () => undefined;
    const receiving = new Promise<void>((resolve) => (called = resolve));
    const sandbox = await releaseOneOrder(
      () => () => {
        called();
        return new Promise<Response>(() => undefined);
      },
      HOOKS,
      { attemptTimeoutMs: 3_600_000 },
    );
    await receiving;
    await sandbox.close();
    expect(sandbox.deliveries[0]).toMatchObject({ status: "Pending", attempts: 0 });
  });
});

describe("an address that is no key of `webhooks` is POSTed to over the network", () => {
  it("a receiver that is not listening is ECONNREFUSED, as from the HTTP sandbox", async () => {
    const sandbox = await releaseOneOrder(
      () => async () => new Response(null, { status: 200 }),
      "http://127.0.0.1:9/hooks",
    );
    await sandbox.flush();
    expect(sandbox.deliveries[0]!.history[0]).toMatchObject({ errorCode: "ECONNREFUSED" });
    await sandbox.close();
  });
});
