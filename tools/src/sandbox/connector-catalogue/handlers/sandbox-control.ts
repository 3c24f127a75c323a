// The connector catalogue's part of the control API: `GET /_sandbox/connector-catalogue` shows
// what the catalogue's own endpoints answer without a body.
import type { operations } from "../../../../../generated/types/sandbox-control.js";
import type { HandlerMap } from "../../kernel/handler-map.js";
import type { PlatformContext } from "../../platform/platform-context.js";
import { catalogueOf, type Provider } from "../model/catalogue.js";

export function createCatalogueControlHandlers(
  context: PlatformContext,
  providers: readonly Provider[],
): HandlerMap<operations> {
  return {
    getSandboxConnectorCatalogue(request) {
      const { connectors, agents } = catalogueOf(context.tenants.of(request.parameters.tenantId));
      return {
        status: 200,
        body: {
          providers: providers.map((provider) => ({ ...provider })),
          connectors: [...connectors.values()].map((c) => ({ ...c })),
          agents: [...agents.values()].map((a) => ({ ...a })),
        },
      };
    },
  };
}
