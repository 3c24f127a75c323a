// The one list of the sandbox's parts, in the order they open: what holds state besides a service
// (violations, the clock, faults, the journal, the identity provider, the broker channel, the
// gateway), then each service module with its handlers, its control handlers, its seed and the
// declaration of its per-tenant stores (service-module.ts). A service of the specs without a
// module answers from its spec's examples.
import { brokerPart } from "./broker/part.js";
import { clockPart } from "./clock-part.js";
import { connectorCatalogueModule } from "./connector-catalogue/index.js";
import { dataIntegrationModule } from "./data-integration/index.js";
import { faultsPart } from "./faults.js";
import { fileContentModule } from "./file-content/index.js";
import { gatewayPart } from "./gateway/part.js";
import { identityModule, identityPart } from "./identity/module.js";
import { journalPart } from "./journal.js";
import { orderIntegrationModule } from "./order-integration/handlers.js";
import type { SandboxPart } from "./part.js";
import type { ServiceModule } from "./service-module.js";
import { violationsPart } from "./violations.js";

export const SERVICE_MODULES: readonly ServiceModule[] = [identityModule, dataIntegrationModule, orderIntegrationModule, fileContentModule, connectorCatalogueModule];

/** A service module as a part: its per-tenant stores, its seed and what it resumes. */
function servicePart(module: ServiceModule): SandboxPart {
  return {
    name: module.service,
    stores: module.stores,
    ...(module.applySeed === undefined ? {} : { applySeed: (context, seed) => module.applySeed!(context, seed) }),
    ...(module.resume === undefined ? {} : { resume: (context) => module.resume!(context) }),
  };
}

/** Every part of the sandbox, in the order they open (each may use those before it) and load. */
export const SANDBOX_PARTS: readonly SandboxPart<unknown>[] = [
  violationsPart,
  clockPart,
  faultsPart,
  journalPart,
  identityPart,
  brokerPart,
  gatewayPart,
  ...SERVICE_MODULES.map(servicePart),
] as readonly SandboxPart<any>[];

/** Whether calls of `service` need a token with tenant context. */
export function needsTenantContext(service: string): boolean {
  return SERVICE_MODULES.some((module) => module.service === service && module.tenantContext);
}
