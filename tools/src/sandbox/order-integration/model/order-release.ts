// Releasing an order of a vendor tenant, which the reference shows no platform operation for: the
// order is made and OrderReleased goes to the vendor's consumer when its flag is on.
import type { operations } from "../../../../../generated/types/sandbox-control.js";
import type { DeliveryRecord } from "../../gateway/index.js";
import type { PlatformContext } from "../../platform/platform-context.js";
import type { Tenant } from "../../kernel/store.js";
import { releaseOrder } from "./orders.js";
import { orderReleasedConsumer } from "./settings.js";

const ORDER_RELEASED = "PLATFORM.PlatformStore.OrderReleased";

type OrderRelease = operations["releaseSandboxOrder"]["requestBody"]["content"]["application/json"];

/**
 * Releases an order of a vendor tenant and delivers OrderReleased to its consumer when the flag is
 * on; `refusal` names the body member that is wrong (`tenantId`: no such tenant, or no vendor).
 */
export function releaseVendorOrder(
  context: PlatformContext,
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
  announceOrderRelease(context, tenant, { orderId: released.order.id, productId: released.productId, vendorCode });
  return released;
}

/**
 * Delivers OrderReleased of a released order to the vendor's consumer when its flag is on; undefined when it is not.
 */
export function announceOrderRelease(
  context: Pick<PlatformContext, "gateway">,
  tenant: Tenant,
  payload: { orderId: string; productId: string; vendorCode: string },
): DeliveryRecord | undefined {
  const consumer = orderReleasedConsumer(tenant);
  if (consumer === undefined) return undefined;
  return context.gateway.publish({
    tenantId: tenant.tenantId,
    ...consumer,
    messageType: ORDER_RELEASED,
    payload,
    headers: { "X-VendorCode": payload.vendorCode },
  });
}
