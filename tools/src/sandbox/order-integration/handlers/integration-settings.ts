// The vendor's business integration settings: "PATCH Integration/Settings" registers its message
// consumer, "GET Integration/Settings" reads it back.
import type { operations } from "../../../../../generated/types/order-integration.js";
import { problem } from "../../kernel/answer.js";
import { webhookAddressRefusal } from "../../gateway/index.js";
import type { TenantHandlerMap } from "../../kernel/handler-map.js";
import type { PlatformContext } from "../../platform/platform-context.js";
import { patchSettings, readSettings } from "../model/settings.js";

export function createIntegrationSettingsHandlers(context: PlatformContext): TenantHandlerMap<operations> {
  return {
    async updateIntegrationSettings(request) {
      const address = await webhookAddressRefusal(context.gateway, "body $.webhookUrl", request.body.webhookUrl);
      if (address !== undefined) return problem(400, "Bad Request", address);
      patchSettings(request.tenant, request.body, request.caller!.clientId);
      return { status: 200 };
    },
    getIntegrationSettings(request) {
      const tenant = request.tenant;
      return { status: 200, body: readSettings(tenant, context.identity.tenants.get(tenant.tenantId)?.vendorCode) };
    },
  };
}
