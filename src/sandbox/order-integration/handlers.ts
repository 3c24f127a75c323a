// The order integration service's operations, and the control API's order release.
import type { operations } from "../../../generated/types/order-integration.js";
import type { operations as controlOperations } from "../../../generated/types/sandbox-control.js";
import { problem } from "../answer.js";
import type { HandlerMap, TenantHandlerMap } from "../handlers.js";
import type { ServiceContext, ServiceModule } from "../service-module.js";
import { findOrder, ORDERS, releaseOrder, setStatus } from "./orders.js";
import { orderReleasedConsumer, patchSettings, readSettings, SETTINGS } from "./settings.js";
import { webhookAddressRefusal } from "../gateway/index.js";

const ORDER_RELEASED = "PLATFORM.PlatformStore.OrderReleased";

function notFound(id: string) {
  return problem(404, "Not Found", `Order ${id} is not a released order of the vendor.`);
}

function createOrderIntegrationHandlers(runtime: ServiceContext): TenantHandlerMap<operations> {
  return {
    async updateIntegrationSettings(request) {
      const address = await webhookAddressRefusal(request.gateway, "body $.webhookUrl", request.body.webhookUrl);
      if (address !== undefined) return problem(400, "Bad Request", address);
      patchSettings(request.tenant, request.body, request.caller!.clientId);
      return { status: 200 };
    },
    getIntegrationSettings(request) {
      const tenant = request.tenant;
      return { status: 200, body: readSettings(tenant, runtime.identity.tenants.get(tenant.tenantId)?.vendorCode) };
    },
    getOrder(request) {
      const order = findOrder(request.tenant, request.parameters.id);
      return order === undefined ? notFound(request.parameters.id) : { status: 200, body: order };
    },
    setOrderStatus(request) {
      const id = request.parameters.id;
      const result = setStatus(request.tenant, id, request.body, { clientId: request.caller!.clientId, now: request.clock.now() });
      if ("id" in result) return { status: 200, body: result };
      if (result.kind === "notFound") return notFound(id);
      return result.kind === "disallowed" ? problem(412, "Precondition Failed", result.detail) : problem(422, "Unprocessable Content", result.detail);
    },
  };
}

type OrderRelease = controlOperations["releaseSandboxOrder"]["requestBody"]["content"]["application/json"];

/**
 * Releases an order of a vendor tenant and delivers OrderReleased to its consumer when the flag is
 * on; `refusal` names the body member that is wrong (`tenantId`: no such tenant, or no vendor).
 */
export function releaseVendorOrder(runtime: ServiceContext, release: OrderRelease): { refusal: string } | ReturnType<typeof releaseOrder> {
  const { tenantId, orderNumber, productId } = release;
  const identityTenant = runtime.identity.tenants.get(tenantId);
  if (identityTenant === undefined) return { refusal: `tenantId: no tenant ${tenantId} in the sandbox` };
  if (identityTenant.vendorCode === undefined) return { refusal: `tenantId: tenant ${tenantId} has no vendorCode, so it is no vendor` };
  const tenant = runtime.tenants.of(tenantId);
  const vendorCode = identityTenant.vendorCode;
  const released = releaseOrder(tenant, { vendorCode, now: runtime.clock.now(), ...(orderNumber === undefined ? {} : { orderNumber }), ...(productId === undefined ? {} : { productId }) });
  const consumer = orderReleasedConsumer(tenant);
  if (consumer !== undefined) {
    runtime.gateway.publish({
      tenantId,
      ...consumer,
      messageType: ORDER_RELEASED,
      payload: { orderId: released.order.id, productId: released.productId, vendorCode },
      headers: { "X-VendorCode": vendorCode },
    });
  }
  return released;
}

/** `POST /_sandbox/orders`: releases an order and delivers OrderReleased to the vendor's consumer when its flag is on. */
function createOrderReleaseHandlers(runtime: ServiceContext): HandlerMap<controlOperations> {
  return {
    releaseSandboxOrder(request) {
      const released = releaseVendorOrder(runtime, request.body);
      if ("refusal" in released) return problem(400, "Bad Request", `body $.${released.refusal}`);
      return { status: 201, body: released.order };
    },
  };
}

export const orderIntegrationModule: ServiceModule = {
  service: "order-integration",
  // "The order service uses the tenant context of the vendor."
  tenantContext: true,
  stores: [SETTINGS, ORDERS],
  handlers: createOrderIntegrationHandlers,
  controlHandlers: createOrderReleaseHandlers,
};
