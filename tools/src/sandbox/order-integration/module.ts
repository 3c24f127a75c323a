// The order integration service of the sandbox: its orders and the vendor's integration settings,
// the order release of the control API, and what a vendor tenant holds in it.
import type { operations } from "../../../../generated/types/order-integration.js";
import { combineHandlers } from "../kernel/handler-map.js";
import type { ServiceModule } from "../kernel/service-module.js";
import { createIntegrationSettingsHandlers } from "./handlers/integration-settings.js";
import { createOrderInspectorReads } from "./handlers/inspector-reads.js";
import { createOrderHandlers } from "./handlers/orders.js";
import { createOrderControlHandlers } from "./handlers/sandbox-control.js";
import { ORDERS } from "./model/orders.js";
import { SETTINGS } from "./model/settings.js";

export const orderIntegrationModule: ServiceModule<operations> = {
  service: "order-integration",
  // "The order service uses the tenant context of the vendor."
  tenantContext: true,
  stores: [SETTINGS, ORDERS],
  handlers: (context) => combineHandlers(createIntegrationSettingsHandlers(context), createOrderHandlers()),
  controlHandlers: createOrderControlHandlers,
  inspectorReads: createOrderInspectorReads,
};
