// Releasing an order of a vendor tenant, which the reference shows no platform operation for: the
// order is made and OrderReleased goes to the vendor's consumer when its flag is on.
import type { operations } from "../../../../../generated/types/sandbox-control.js";
import type { ServiceContext } from "../../service-module.js";
import { releaseOrder } from "./orders.js";
import { orderReleasedConsumer } from "./settings.js";

const ORDER_RELEASED = "PLATFORM.PlatformStore.OrderReleased";

type OrderRelease = operations["releaseSandboxOrder"]["requestBody"]["content"]["application/json"];

/**
 * Releases an order of a vendor tenant and delivers OrderReleased to its consumer when the flag is
 * on; `refusal` names the body member that is wrong (`tenantId`: no such tenant, or no vendor).
 */
export function releaseVendorOrder(
  context: ServiceContext,
  release: OrderRelease,
): { refusal: string } | ReturnType<typeof releaseOrder> {
  const { tenantId, orderNumber, productId } = release;
  const identityTenant = context.identity.tenants.get(tenantId);
  if (identityTenant === undefined) return { refusal: `tenantId: no tenant ${tenantId} in the sandbox` };
  if (identityTenant.vendorCode === undefined)
    return { refusal: `tenantId: tenant ${tenantId} has no vendorCode, so it is no vendor` };
  const tenant = context.tenants.of(tenantId);
  const vendorCode = identityTenant.vendorCode;
  const released = releaseOrder(tenant, {
    vendorCode,
    now: context.clock.now(),
    ...(orderNumber === undefined ? {} : { orderNumber }),
    ...(productId === undefined ? {} : { productId }),
  });
  const consumer = orderReleasedConsumer(tenant);
  if (consumer !== undefined) {
    context.gateway.publish({
      tenantId,
      ...consumer,
      messageType: ORDER_RELEASED,
      payload: { orderId: released.order.id, productId: released.productId, vendorCode },
      headers: { "X-VendorCode": vendorCode },
    });
  }
  return released;
}
