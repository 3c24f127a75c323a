// The data integration service's part of the control API (specs/openapi/sandbox-control.yaml):
// data models, integration profiles and remote commands, which the reference shows no platform
// operation for.
import type { operations } from "../../../../../generated/types/sandbox-control.js";
import { problem } from "../../kernel/answer.js";
import { deliveryView } from "../../gateway/index.js";
import type { HandlerMap } from "../../kernel/handler-map.js";
import type { PlatformContext } from "../../platform/platform-context.js";
import { registrations } from "../model/registrations.js";
import { addDataModel } from "../model/data-models.js";
import { changeIntegrationProfile } from "../model/profile-change.js";
import { sendRemoteCommand } from "../model/remote-commands.js";
import { newId } from "../../kernel/ids.js";

export function createDataIntegrationControlHandlers(runtime: PlatformContext): HandlerMap<operations> {
  const tenantOf = (tenantId: string) =>
    runtime.identity.tenants.get(tenantId) === undefined ? undefined : runtime.tenants.of(tenantId);
  const unknownTenant = (tenantId: string) =>
    problem(400, "Bad Request", `body $.tenantId: no tenant ${tenantId} in the sandbox`);
  return {
    createSandboxDataModel(request) {
      const model = request.body;
      const tenant = tenantOf(model.tenantId);
      if (tenant === undefined) return unknownTenant(model.tenantId);
      const refusal = addDataModel(tenant, model);
      return refusal === undefined ? { status: 201, body: model } : problem(409, "Conflict", refusal);
    },
    setSandboxIntegrationProfile(request) {
      const value = request.body;
      const tenant = tenantOf(value.tenantId);
      if (tenant === undefined) return unknownTenant(value.tenantId);
      if (value.profile.id === undefined)
        return problem(400, "Bad Request", "body $.profile.id is required: the change events name the profile");
      changeIntegrationProfile(
        runtime.gateway,
        tenant,
        { ...value, profile: { ...value.profile, id: value.profile.id } },
        { requestId: newId(), requestStatus: "Success" },
      );
      return { status: 201, body: value };
    },
    sendSandboxCommand(request) {
      const command = request.body;
      const tenant = tenantOf(command.tenantId);
      if (tenant === undefined) return unknownTenant(command.tenantId);
      const source = registrations(tenant).sources.get(command.sourceId);
      if (source === undefined)
        return problem(
          400,
          "Bad Request",
          `body $.sourceId: no data source ${command.sourceId} in tenant ${command.tenantId}`,
        );
      const record = sendRemoteCommand(runtime, tenant, source, {
        messageType: command.messageType,
        checkConnection: command.checkConnection ?? false,
      });
      if (record === undefined) {
        return problem(
          409,
          "Conflict",
          `data source ${source.sourceId} receives no ${command.messageType}: its ` +
            `consumer channel is ${source.consumerType} or its consumer flag is off`,
        );
      }
      return { status: 202, body: "exchange" in record ? { ...record } : deliveryView(record) };
    },
  };
}
