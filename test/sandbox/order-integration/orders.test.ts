// Order integration in the sandbox, walked with the package's own order client, setOrderStatus
// and a webhook built with createWebhookHandler: register the consumer, release an order, receive
// OrderReleased, fetch it and move it through the reference's flow.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTokenProvider } from "../../../src/auth/index.js";
import { createOrderClient, type OrderClient } from "../../../src/clients/index.js";
import { OrderRequestError, OrderStatusMoveError, setOrderStatus } from "../../../src/orders/index.js";
import type { RunningSandbox } from "../../../tools/src/sandbox/index.js";
import { startConsumer, type Consumer } from "../../support/webhook-consumer.js";
import { serviceUrl, startTestSandbox } from "../../support/sandbox.js";

const VENDOR = "6a1f3c5e-7b9d-4e2f-8a0c-2e4f6a8b0c1d";
const VENDOR_CODE = "12345678|CZ";
const APP_URL = "https://app.example.com/customer-42";

let sandbox: RunningSandbox;
let consumer: Consumer;
let orders: OrderClient;
let ordersUrl: string;

beforeAll(async () => {
  sandbox = await startTestSandbox({
    seed: {
      tenants: [
        { id: VENDOR, name: "Acme Software", vendorCode: VENDOR_CODE },
        { id: "no-vendor", name: "Plain tenant" },
      ],
      serviceAccounts: [
        { clientId: "acme.erp-sync", clientSecret: "secret", tenantIds: [VENDOR] },
        { clientId: "acme.billing", clientSecret: "secret", tenantIds: [VENDOR] },
        { clientId: "plain", clientSecret: "secret", tenantIds: ["no-vendor"] },
      ],
    },
  });
  const issuer = serviceUrl(sandbox, "identity-provider");
  consumer = await startConsumer(issuer, sandbox.control.clock);
  ordersUrl = serviceUrl(sandbox, "order-integration");
  const tokens = createTokenProvider({
    issuer,
    clientId: "acme.erp-sync",
    clientSecret: "secret",
    tenantId: VENDOR,
    allowInsecureHttp: true,
  });
  orders = createOrderClient({ baseUrl: ordersUrl, getToken: tokens });
});

function clientOf(clientId: string, tenantId: string): OrderClient {
  const tokens = createTokenProvider({
    issuer: serviceUrl(sandbox, "identity-provider"),
    clientId,
    clientSecret: "secret",
    tenantId,
    allowInsecureHttp: true,
  });
  return createOrderClient({ baseUrl: ordersUrl, getToken: tokens });
}
afterAll(async () => {
  await sandbox.stop();
  await consumer.close();
});
beforeEach(async () => {
  await sandbox.control.reset();
  consumer.handled.length = 0;
});

async function register(orderReleased: boolean): Promise<void> {
  const { response } = await orders.PATCH("/api/v1/Integration/Settings", {
    body: { orderReleased, consumerChannel: "Webhook", webhookUrl: consumer.webhookUrl },
  });
  expect(response.status).toBe(200);
}

async function release(body: Record<string, unknown> = { tenantId: VENDOR }): Promise<Response> {
  return fetch(`${ordersUrl}/_sandbox/orders`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

async function releasedOrderId(): Promise<string> {
  const answer = await release();
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

async function statusOf(id: string) {
  const { data } = await orders.GET("/api/v1/Order/{id}", {
    params: { path: { id }, query: { orderAccessType: "Vendor" } },
  });
  return data!.currentStatusInfo!;
}

describe(
  "PATCH Integration/Settings registers the vendor's " + "consumer: null means no change, an empty string clears",
  () => {
    it("GET answers the settings with tenantId, vendorCode, consumerIsConnected and consumerStatus", async () => {
      await orders.PATCH("/api/v1/Integration/Settings", {
        body: {
          orderReleased: true,
          consumerChannel: "Webhook",
          webhookUrl: consumer.webhookUrl,
          rateLimit: 100,
          rateLimitInterval: "Minute",
        },
      });
      const { data } = await orders.GET("/api/v1/Integration/Settings");
      expect(data).toEqual({
        clientId: null,
        orderReleased: true,
        consumerCode: VENDOR,
        consumerChannel: "Webhook",
        webhookUrl: consumer.webhookUrl,
        rateLimit: 100,
        rateLimitInterval: "Minute",
        tenantId: VENDOR,
        vendorCode: VENDOR_CODE,
        consumerIsConnected: true,
        consumerStatus: "Healthy",
      });
    });
    it("a field sent as null keeps its value and one sent as an empty string is cleared", async () => {
      await orders.PATCH("/api/v1/Integration/Settings", {
        body: {
          orderReleased: true,
          consumerChannel: "Webhook",
          webhookUrl: consumer.webhookUrl,
          rateLimit: 5,
          rateLimitInterval: "Second",
        },
      });
      await orders.PATCH("/api/v1/Integration/Settings", {
        body: { orderReleased: null, rateLimit: null, rateLimitInterval: "" },
      });
      const { data } = await orders.GET("/api/v1/Integration/Settings");
      expect(data).toMatchObject({
        orderReleased: true,
        rateLimit: 5,
        rateLimitInterval: null,
        webhookUrl: consumer.webhookUrl,
      });
    });
    it(
      "the consumer is bound to the service account that " +
        "registered it: another account's PATCH is a new registration",
      async () => {
        await orders.PATCH("/api/v1/Integration/Settings", {
          body: {
            orderReleased: true,
            consumerChannel: "Webhook",
            webhookUrl: consumer.webhookUrl,
            rateLimit: 5,
            rateLimitInterval: "Second",
          },
        });
        await clientOf("acme.billing", VENDOR).PATCH("/api/v1/Integration/Settings", {
          body: { consumerChannel: "gRPC" },
        });
        const { data } = await orders.GET("/api/v1/Integration/Settings");
        expect(data).toMatchObject({ consumerChannel: "gRPC", orderReleased: null, webhookUrl: null, rateLimit: null });
      },
    );
    it(
      "before any registration the consumer is not connected " + "and the consumer code is the vendor tenant id",
      async () => {
        const { data } = await orders.GET("/api/v1/Integration/Settings");
        expect(data).toMatchObject({ consumerCode: VENDOR, consumerIsConnected: false, tenantId: VENDOR });
        expect(data).not.toHaveProperty("consumerStatus");
      },
    );
  },
);

describe("POST /_sandbox/orders releases an order and OrderReleased reaches the consumer when its flag is on", () => {
  it("the webhook receives orderId, productId and vendorCode with the X-VendorCode header", async () => {
    await register(true);
    const answer = await release({
      tenantId: VENDOR,
      orderNumber: "ORD-1",
      productId: "83a4b5c6-d7e8-4f90-a1b2-c3d4e5f6a7b8",
    });
    expect(answer.status).toBe(201);
    const order = (await answer.json()) as { id: string; orderNumber: string };
    expect(order.orderNumber).toBe("ORD-1");
    await sandbox.control.gateway.idle();
    expect(consumer.handled).toHaveLength(1);
    expect(consumer.handled[0]!.payload).toEqual({
      orderId: order.id,
      productId: "83a4b5c6-d7e8-4f90-a1b2-c3d4e5f6a7b8",
      vendorCode: VENDOR_CODE,
    });
    expect(consumer.handled[0]!.context.messageType).toBe("PLATFORM.PlatformStore.OrderReleased");
    expect(consumer.requests.at(-1)!.headers["x-vendorcode"]).toBe(VENDOR_CODE);
  });
  it("with the flag off nothing is delivered", async () => {
    await register(false);
    await releasedOrderId();
    await sandbox.control.gateway.idle();
    expect(sandbox.control.gateway.deliveries({ tenantId: VENDOR })).toEqual([]);
  });
  it("a tenant without a vendor code or an unknown tenant is refused with 400 naming tenantId", async () => {
    for (const tenantId of ["no-vendor", "unknown"]) {
      const answer = await release({ tenantId });
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { detail: string }).detail).toContain("$.tenantId");
    }
  });
});

describe("GET Order/{id} answers the released order with currentStatusInfo; an unknown id is 404", () => {
  it("a released order is in the initial state (none) with no custom properties", async () => {
    const id = await releasedOrderId();
    const { data } = await orders.GET("/api/v1/Order/{id}", {
      params: { path: { id }, query: { orderAccessType: "Vendor" } },
    });
    expect(data).toMatchObject({
      id,
      vendor: { code: VENDOR_CODE },
      currentStatusInfo: { systemStatus: null, customProperties: [] },
    });
  });
  it("an order of another tenant is 404: orders belong to the vendor's tenant", async () => {
    const id = await releasedOrderId();
    const { response } = await clientOf("plain", "no-vendor").GET("/api/v1/Order/{id}", {
      params: { path: { id }, query: { orderAccessType: "Vendor" } },
    });
    expect(response.status).toBe(404);
  });
  it("an unknown order id is 404", async () => {
    const { response } = await orders.GET("/api/v1/Order/{id}", {
      params: { path: { id: "5b7e2c1a-9d4f-4e8a-b3c6-0f1e2d3c4b5a" }, query: { orderAccessType: "Vendor" } },
    });
    expect(response.status).toBe(404);
  });
});

describe("SetStatus follows the state machine: Validation -> Confirmed -> Done with ApplicationUrl", () => {
  it("each allowed move answers { id } and changes currentStatusInfo", async () => {
    const orderId = await releasedOrderId();
    const validation = await setOrderStatus(orders, {
      orderId,
      status: { systemStatus: "Validation", severity: "Info", message: "received" },
    });
    expect(validation.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await statusOf(orderId)).toMatchObject({ systemStatus: "Validation", modifiedBy: "acme.erp-sync" });
    await setOrderStatus(orders, {
      orderId,
      status: { systemStatus: "Confirmed", severity: "Info", message: "deploying" },
    });
    await setOrderStatus(orders, {
      orderId,
      status: {
        systemStatus: "Done",
        severity: "Info",
        message: "ready",
        customProperties: [{ key: "ApplicationUrl", value: APP_URL }],
      },
    });
    expect(await statusOf(orderId)).toMatchObject({
      systemStatus: "Done",
      customProperties: [{ key: "ApplicationUrl", value: APP_URL }],
    });
  });
  it("Done takes the ApplicationUrl supplied earlier", async () => {
    const orderId = await releasedOrderId();
    await setOrderStatus(orders, {
      orderId,
      status: { systemStatus: "Validation", severity: "Info", message: "received" },
    });
    await setOrderStatus(orders, {
      orderId,
      status: {
        systemStatus: "Confirmed",
        severity: "Info",
        message: "deploying",
        customProperties: [{ key: "ApplicationUrl", value: APP_URL }],
      },
    });
    await setOrderStatus(orders, { orderId, status: { systemStatus: "Done", severity: "Info", message: "ready" } });
    expect((await statusOf(orderId)).systemStatus).toBe("Done");
  });
  it("Done without an ApplicationUrl in that call or earlier is refused and changes nothing", async () => {
    const orderId = await releasedOrderId();
    await setOrderStatus(orders, {
      orderId,
      status: { systemStatus: "Validation", severity: "Info", message: "received" },
    });
    await setOrderStatus(orders, {
      orderId,
      status: { systemStatus: "Confirmed", severity: "Info", message: "deploying" },
    });
    const refusal = await setOrderStatus(orders, {
      orderId,
      status: { systemStatus: "Done", severity: "Info", message: "ready" },
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(OrderRequestError);
    expect((refusal as OrderRequestError).status).toBe(422);
    expect((refusal as OrderRequestError).message).toContain("ApplicationUrl");
    expect((await statusOf(orderId)).systemStatus).toBe("Confirmed");
  });
});

describe("a move the current status does not allow is 412 naming the order and the requested status", () => {
  const setStatus = (id: string, body: Record<string, unknown>) =>
    orders.POST("/api/v1/Order/{id}/SetStatus", {
      params: { path: { id }, query: { orderAccessType: "Vendor" } },
      body: body as never,
    });
  it("Done from (none) is 412", async () => {
    const orderId = await releasedOrderId();
    const { response, error } = await setStatus(orderId, {
      systemStatus: "Done",
      severity: "Info",
      message: "ready",
      customProperties: [{ key: "ApplicationUrl", value: APP_URL }],
    });
    expect(response.status).toBe(412);
    expect((error as { detail: string }).detail).toContain(orderId);
    expect((error as { detail: string }).detail).toContain("Done");
    expect((await statusOf(orderId)).systemStatus).toBeNull();
  });
  it("anything after Done is 412, and setOrderStatus reports where the order really is", async () => {
    const orderId = await releasedOrderId();
    await setOrderStatus(orders, {
      orderId,
      status: { systemStatus: "Validation", severity: "Info", message: "received" },
    });
    await setOrderStatus(orders, {
      orderId,
      status: { systemStatus: "Confirmed", severity: "Info", message: "deploying" },
    });
    await setOrderStatus(orders, {
      orderId,
      status: {
        systemStatus: "Done",
        severity: "Info",
        message: "ready",
        customProperties: [{ key: "ApplicationUrl", value: APP_URL }],
      },
    });
    for (const systemStatus of ["Validation", "Confirmed", "Done", "Fail"] as const) {
      expect((await setStatus(orderId, { systemStatus, severity: "Info", message: "again" })).response.status).toBe(
        412,
      );
    }
    // Told the order is still Confirmed, setOrderStatus calls and the service's 412 corrects it.
    const refusal = await setOrderStatus(orders, {
      orderId,
      currentStatus: "Confirmed",
      status: { systemStatus: "Done", severity: "Info", message: "again" },
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(OrderStatusMoveError);
    expect(refusal).toMatchObject({ refusedBy: "service", current: "Done", requested: "Done" });
  });
});

describe("a technical failure (severity Error) changes neither the status nor the custom properties", () => {
  it("answers { id } and leaves currentStatusInfo as it was", async () => {
    const orderId = await releasedOrderId();
    await setOrderStatus(orders, {
      orderId,
      status: { systemStatus: "Validation", severity: "Info", message: "received" },
    });
    const before = await statusOf(orderId);
    const { id } = await setOrderStatus(orders, {
      orderId,
      status: {
        systemStatus: "Done",
        severity: "Error",
        statusCode: 503,
        message: "provisioning down",
        customProperties: [{ key: "ApplicationUrl", value: APP_URL }],
      },
    });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await statusOf(orderId)).toEqual(before);
  });
});

describe("a call without systemStatus updates custom properties only, in any state, the last value winning", () => {
  it("two updates of ApplicationUrl leave the second, and the status stays", async () => {
    const orderId = await releasedOrderId();
    await setOrderStatus(orders, {
      orderId,
      status: { systemStatus: "Validation", severity: "Info", message: "received" },
    });
    await setOrderStatus(orders, {
      orderId,
      status: {
        severity: "Info",
        message: "address",
        customProperties: [
          { key: "ApplicationUrl", value: "https://old.example.com" },
          { key: "Region", value: "eu" },
        ],
      },
    });
    await setOrderStatus(orders, {
      orderId,
      status: {
        severity: "Warning",
        message: "address",
        customProperties: [{ key: "ApplicationUrl", value: APP_URL }],
      },
    });
    const info = await statusOf(orderId);
    expect(info.systemStatus).toBe("Validation");
    expect(info.customProperties).toEqual([
      { key: "ApplicationUrl", value: APP_URL },
      { key: "Region", value: "eu" },
    ]);
  });
});

describe("no answer broke the spec", () => {
  it("recorded no violation", () => {
    expect(sandbox.violations).toEqual([]);
  });
});
