// The order integration service of the sandbox: its orders and the vendor's integration settings,
// the order release of the control API, and what a vendor tenant holds in it.
import { combineHandlers } from "../kernel/handler-map.js";
import type { SandboxPart } from "../kernel/part.js";
import { platformOf } from "../platform/platform-context.js";
import { createIntegrationSettingsHandlers } from "./handlers/integration-settings.js";
import { createOrderInspectorReads } from "./handlers/inspector-reads.js";
import { createOrderHandlers } from "./handlers/orders.js";
import { createOrderControlHandlers } from "./handlers/sandbox-control.js";
import { ORDERS } from "./model/orders.js";
import { SETTINGS } from "./model/settings.js";

export const orderIntegrationPart: SandboxPart = {
  name: "order-integration",
  stores: [SETTINGS, ORDERS],
  service: {
    spec: "order-integration",
    // "The order service uses the tenant context of the vendor."
    tenantContext: true,
    handlers: (context) =>
      combineHandlers(createIntegrationSettingsHandlers(platformOf(context)), createOrderHandlers()),
    controlHandlers: (context) => createOrderControlHandlers(platformOf(context)),
    inspectorReads: (context) => createOrderInspectorReads(platformOf(context)),
  },
};
