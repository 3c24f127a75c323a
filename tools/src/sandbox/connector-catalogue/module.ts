// The connector catalogue of the sandbox: the seed's providers, and a tenant's connectors and
// agents, each agent a data agent and data source of the data integration service.
import type { SandboxPart } from "../kernel/part.js";
import { platformOf } from "../platform/platform-context.js";
import { createConnectorCatalogueHandlers } from "./handlers/catalogue.js";
import { createCatalogueControlHandlers } from "./handlers/sandbox-control.js";
import { CATALOGUE } from "./model/catalogue.js";

export const connectorCataloguePart: SandboxPart = {
  name: "connector-catalogue",
  stores: [CATALOGUE],
  service: {
    spec: "connector-catalogue",
    tenantContext: false,
    // The providers come from the seed, so they are the same after every reset.
    handlers: (context) => createConnectorCatalogueHandlers(context.seed.providers ?? []),
    controlHandlers: (context) => createCatalogueControlHandlers(platformOf(context), context.seed.providers ?? []),
  },
};
