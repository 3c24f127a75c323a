// What the inspector (`/_sandbox/ui/`) reads of the order integration service: a tenant's released
// orders with their status history.
import type { operations } from "../../../../../generated/types/sandbox-control.js";
import type { HandlerMap } from "../../kernel/handler-map.js";
import type { PlatformContext } from "../../platform/platform-context.js";
import { listOrders } from "../model/orders.js";

export function createOrderInspectorReads(context: PlatformContext): HandlerMap<operations> {
  return {
    listSandboxOrders(request) {
      const items = listOrders(context.tenants.of(request.parameters.tenantId));
      return { status: 200, body: { totalCount: items.length, items } };
    },
  };
}
