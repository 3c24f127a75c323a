// The connector catalogue of the sandbox: the seed's providers, and a tenant's connectors and
// agents, each agent a data agent and data source of the data integration service.
import type { operations } from "../../../../generated/types/connector-catalogue.js";
import type { ServiceModule } from "../kernel/service-module.js";
import { createConnectorCatalogueHandlers } from "./handlers/catalogue.js";
import { createCatalogueControlHandlers } from "./handlers/sandbox-control.js";
import { CATALOGUE } from "./model/catalogue.js";

export const connectorCatalogueModule: ServiceModule<operations> = {
  service: "connector-catalogue",
  tenantContext: false,
  stores: [CATALOGUE],
  // The providers come from the seed, so they are the same after every reset.
  handlers: (context) => createConnectorCatalogueHandlers(context.seed.providers ?? []),
  controlHandlers: (context) => createCatalogueControlHandlers(context, context.seed.providers ?? []),
};
