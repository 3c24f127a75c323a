// A vendor's order flow: register the consumer (OrderReleased on our webhook), receive the order a
// customer bought, verified, then move it Validation -> Confirmed (with the application's address)
// -> Done, handling the two refusals a vendor meets: 412 for a move the order's real status does not
// allow, and 422 for a call the order's state refuses (Done without the application's address).
import { createOrderClient, createSandboxControlClient } from "@integration-platform/contracts";
import { createTokenProvider } from "@integration-platform/contracts/auth";
import { OrderRequestError, OrderStatusMoveError, setOrderStatus } from "@integration-platform/contracts/orders";
import { environment } from "./environment.js";
import { startReceiver } from "./receiver.js";

const APPLICATION_URL = "https://app.example.com/customer-42";

const tokens = createTokenProvider({
  issuer: environment.idpUrl,
  clientId: environment.clientId,
  clientSecret: environment.clientSecret,
  tenantId: environment.tenantId,
  allowInsecureHttp:
    environment.idpUrl.startsWith("http://127.0.0.1") || environment.idpUrl.startsWith("http://localhost"),
});
const orders = createOrderClient({ baseUrl: environment.orderUrl, getToken: tokens, timeoutMs: 30_000 });
const receiver = await startReceiver(environment.idpUrl, ["PLATFORM.PlatformStore.OrderReleased"]);

try {
  // 1. Settings: OrderReleased to our webhook.
  const settings = await orders.PATCH("/api/v1/Integration/Settings", {
    body: { orderReleased: true, consumerChannel: "Webhook", webhookUrl: receiver.url },
  });
  if (!settings.response.ok)
    throw new Error(`settings refused: ${settings.response.status} ${JSON.stringify(settings.error)}`);

  // 2. A customer buys the product: in the sandbox, its control API releases the order.
  const control = createSandboxControlClient({ baseUrl: environment.controlUrl });
  const released = await control.POST("/_sandbox/orders", {
    body: { tenantId: environment.tenantId, orderNumber: "ORD-2026-004711" },
  });
  if (!released.response.ok)
    throw new Error(`the sandbox released no order: ${released.response.status} ${JSON.stringify(released.error)}`);

  // 3. OrderReleased arrives with a verified gateway token; it names the order to fetch.
  const event = await receiver.waitFor((e) => e.messageType === "PLATFORM.PlatformStore.OrderReleased");
  const orderId = (event.payload as { orderId: string }).orderId;
  const order = await orders.GET("/api/v1/Order/{id}", {
    params: { path: { id: orderId }, query: { orderAccessType: "Vendor" } },
  });
  console.log(`OrderReleased received and verified: order ${orderId} (${order.data?.orderNumber})`);

  // 4. The moves of the order status flow.
  await setOrderStatus(orders, {
    orderId,
    status: { systemStatus: "Validation", severity: "Info", message: "Order received, validation started." },
  });
  await setOrderStatus(orders, {
    orderId,
    status: { systemStatus: "Confirmed", severity: "Info", message: "Order confirmed, deployment started." },
  });

  // 422: Done needs the application's address (ApplicationUrl), in that call or an earlier one. A
  // rule of the order's state, not of the body's shape: the call is sent, and the service refuses it.
  try {
    await setOrderStatus(orders, {
      orderId,
      status: { systemStatus: "Done", severity: "Info", message: "The application is ready." },
    });
    throw new Error("the service accepted Done without an ApplicationUrl");
  } catch (error) {
    if (!(error instanceof OrderRequestError) || error.status !== 422) throw error;
    console.log(`422 handled: ${error.message}`);
  }
  await setOrderStatus(orders, {
    orderId,
    status: {
      systemStatus: "Done",
      severity: "Info",
      message: "The application is ready.",
      customProperties: [{ key: "ApplicationUrl", value: APPLICATION_URL }],
    },
  });
  console.log("moved Validation -> Confirmed -> Done");

  // 412: a worker that still believes the order is in Validation asks for Fail; the service refuses
  // the move and the error says where the order really is.
  try {
    await setOrderStatus(orders, {
      orderId,
      currentStatus: "Validation",
      status: { systemStatus: "Fail", severity: "Info", message: "The customer is insolvent." },
    });
    throw new Error("the service accepted a move from Done");
  } catch (error) {
    if (!(error instanceof OrderStatusMoveError)) throw error;
    console.log(`412 handled: ${error.message}`);
  }
  console.log("order-flow: done");
} finally {
  await receiver.close();
}
