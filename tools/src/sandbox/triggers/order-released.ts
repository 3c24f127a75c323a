// OrderReleased: an order of the vendor tenant is released, and the vendor's consumer is told
// ("filtered by the vendor code"). `on` names an order still in "(none)" ("the order was
// released; initial state"), which is announced again as a new message.
import { orderReleasedConsumer } from "../order-integration/model/settings.js";
import { announceOrderRelease, releaseVendorOrder } from "../order-integration/model/order-release.js";
import { findOrder, productIdOf } from "../order-integration/model/orders.js";
import { notFound, setValue, TriggerRefusal, wrongState, type Trigger, type TriggerRun } from "./trigger.js";

const NONE = "(none)";

function agree(run: TriggerRun, field: string, value: string, why: string): void {
  const set = setValue<string>(run, field);
  if (set !== undefined && set !== value) throw new TriggerRefusal(400, `set $.${field}: ${why} is ${value}`);
}

export const orderReleased: Trigger = {
  on: "order",
  fields: {
    orderId: { refused: "the order service assigns a released order's id; on announces an existing order in (none)" },
    productId: { takes: "the product of the released order" },
    vendorCode: { takes: "nothing new: it must be the vendor tenant's vendorCode" },
  },
  run(run) {
    const tenantId = run.tenant.tenantId;
    const vendorCode = run.context.identity.tenants.get(tenantId)?.vendorCode;
    if (vendorCode === undefined)
      throw new TriggerRefusal(
        409,
        `tenant ${tenantId} has no vendorCode, so it is no vendor and ` +
          `releases no orders (POST /_sandbox/tenants with a vendorCode)`,
      );
    agree(run, "vendorCode", vendorCode, `the vendorCode of tenant ${tenantId}`);
    if (orderReleasedConsumer(run.tenant) === undefined) {
      throw new TriggerRefusal(
        409,
        `the consumer of tenant ${tenantId} receives no ${run.messageType}: PATCH ` +
          `/api/v1/Integration/Settings with orderReleased true, consumerChannel Webhook and a ` +
          `webhookUrl`,
      );
    }
    if (run.on === undefined) {
      const released = releaseVendorOrder(run.context, {
        tenantId,
        ...(setValue<string>(run, "productId") === undefined ? {} : { productId: setValue<string>(run, "productId") }),
      });
      if ("refusal" in released) throw new TriggerRefusal(400, released.refusal);
      run.created({ kind: "order", id: released.order.id, state: NONE });
      return;
    }
    const order = findOrder(run.tenant, run.on);
    if (order === undefined) throw notFound("order", run.on, tenantId);
    const status = order.currentStatusInfo?.systemStatus ?? null;
    if (status !== null) throw wrongState(run.messageType, "order", order.id, status, [NONE]);
    const productId = productIdOf(run.tenant, order.id)!;
    agree(run, "productId", productId, `the product of order ${order.id}`);
    // The order stays as it is: only the message is new.
    announceOrderRelease(run.context, run.tenant, { orderId: order.id, productId, vendorCode });
  },
};
