// The connector catalogue's operations: the providers, a tenant's connector of one, and its agents.
import { connectorCatalogueOperations } from "../../../../../generated/facts.js";
import type { operations } from "../../../../../generated/types/connector-catalogue.js";
import { problem } from "../../kernel/answer.js";
import type { HandlerMap, HandlerRequest } from "../../kernel/handler-map.js";
import type { Tenant } from "../../kernel/store.js";
import { registerAgent, registerConnector, type Provider } from "../model/catalogue.js";

/**
 * The caller's tenant, or the 403 that refuses it: none of the roles the operation's `x-roles`
 * names, or no tenant context for per-tenant records.
 */
function admit(request: HandlerRequest, needsTenant: boolean): Tenant | ReturnType<typeof problem<403>> | undefined {
  const caller = request.caller!;
  const { roles } = connectorCatalogueOperations[request.operationId as keyof operations];
  if (!caller.roles.some((role) => (roles as readonly string[]).includes(role))) {
    return problem(
      403,
      "Forbidden",
      `service account ${caller.clientId} has none of the roles ${request.operationId} ` +
        `needs (${roles.join(" or ")}; its roles: ${caller.roles.join(", ") || "none"})`,
    );
  }
  if (needsTenant && request.tenant === undefined)
    return problem(
      403,
      "Forbidden",
      "connectors and agents are registered per tenant and the token has no tenant context: request it with tid",
    );
  return request.tenant;
}

const refused = (admitted: ReturnType<typeof admit>): admitted is ReturnType<typeof problem<403>> =>
  admitted !== undefined && "status" in admitted;

export function createConnectorCatalogueHandlers(providers: readonly Provider[]): HandlerMap<operations> {
  return {
    listProviders(request) {
      const admitted = admit(request, false);
      // The providers are in the seed; the answer's body is not shown, so they are read through GET
      // /_sandbox/connector-catalogue.
      return refused(admitted) ? admitted : { status: 200 };
    },
    registerConnector(request) {
      const tenant = admit(request, true);
      if (refused(tenant)) return tenant;
      const { providerId, enabled } = request.body;
      if (!providers.some((provider) => provider.id === providerId)) {
        return problem(404, "Not Found", `body $.providerId: no provider ${providerId} in the sandbox's seed`);
      }
      registerConnector(tenant!, providerId, enabled);
      return { status: 200 };
    },
    registerConnectorAgent(request) {
      const tenant = admit(request, true);
      if (refused(tenant)) return tenant;
      const result = registerAgent(tenant!, request.body, request.parameters.allowUpdate === true, request.clock.now());
      if ("refusal" in result)
        return result.refusal === "noConnector"
          ? problem(404, "Not Found", result.detail)
          : problem(409, "Conflict", result.detail);
      return { status: 200 };
    },
  };
}
