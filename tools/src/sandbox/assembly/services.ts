// The one list of the sandbox's services: each module gives its handlers, its control handlers,
// its inspector reads, its seed and the declaration of its per-tenant stores (service-module.ts).
// A service of the specs without a module answers from its spec's examples.
import { connectorCatalogueModule } from "../connector-catalogue/index.js";
import { dataIntegrationModule } from "../data-integration/index.js";
import { fileContentModule } from "../file-content/index.js";
import { identityModule } from "../identity/module.js";
import { orderIntegrationModule } from "../order-integration/index.js";
import type { ServiceModule } from "../kernel/service-module.js";

export const SERVICE_MODULES: readonly ServiceModule[] = [
  identityModule,
  dataIntegrationModule,
  orderIntegrationModule,
  fileContentModule,
  connectorCatalogueModule,
];

/** Whether calls of `service` need a token with tenant context. */
export function needsTenantContext(service: string): boolean {
  return SERVICE_MODULES.some((module) => module.service === service && module.tenantContext);
}
