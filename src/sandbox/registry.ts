// Every handler of the sandbox, by operationId. A service the sandbox models adds its handler map
// here (typed by `HandlerMap<operations>` of its generated types); every other operation answers
// from its spec's examples.
import { createConnectorCatalogueControlHandlers, createConnectorCatalogueHandlers } from "./connector-catalogue/index.js";
import { createControlHandlers } from "./control/handlers.js";
import { createInspectionHandlers, type InspectedService } from "./control/inspection.js";
import { createDataIntegrationControlHandlers } from "./data-integration/control.js";
import { createDataIntegrationHandlers } from "./data-integration/index.js";
import { createFileContentHandlers, type FileContentOptions } from "./file-content/index.js";
import { handlerRegistry, type AnyHandler } from "./handlers.js";
import { createIdentityHandlers, createTokenEndpointHandler } from "./identity/operations.js";
import { createOrderIntegrationHandlers, createOrderReleaseHandlers } from "./order-integration/handlers.js";
import type { SandboxRuntime } from "./runtime.js";
import type { SandboxSeed } from "./seed.js";

/** What the services' handlers are made with besides the runtime. */
export interface SandboxHandlerOptions {
  readonly files: FileContentOptions;
  /** The connector catalogue's providers (from the seed, so the same after every reset). */
  readonly providers: NonNullable<SandboxSeed["providers"]>;
  /** The ports the sandbox listens on, as the control API's overview lists them. */
  readonly services: readonly InspectedService[];
}

export function sandboxHandlers(runtime: SandboxRuntime, options: SandboxHandlerOptions): ReadonlyMap<string, AnyHandler> {
  return handlerRegistry(
    createIdentityHandlers(runtime.identity),
    createTokenEndpointHandler(runtime.identity),
    createControlHandlers(runtime),
    createInspectionHandlers(runtime, options.services),
    ...createDataIntegrationHandlers(runtime.clock, runtime.gateway, runtime.seed.dataIntegration ?? {}),
    createOrderIntegrationHandlers(runtime),
    createOrderReleaseHandlers(runtime),
    createFileContentHandlers(runtime, options.files),
    createConnectorCatalogueHandlers(options.providers),
    createConnectorCatalogueControlHandlers(runtime, options.providers),
    createDataIntegrationControlHandlers(runtime),
  );
}
