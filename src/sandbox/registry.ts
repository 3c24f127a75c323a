// Every handler of the sandbox, by operationId. A service the sandbox models adds its handler map
// here (typed by `HandlerMap<operations>` of its generated types); every other operation answers
// from its spec's examples.
import { createControlHandlers } from "./control/handlers.js";
import { createDataIntegrationControlHandlers } from "./data-integration/control.js";
import { createDataIntegrationHandlers } from "./data-integration/index.js";
import { handlerRegistry, type AnyHandler } from "./handlers.js";
import { createIdentityHandlers, createTokenEndpointHandler } from "./identity/operations.js";
import type { SandboxRuntime } from "./runtime.js";

export function sandboxHandlers(runtime: SandboxRuntime): ReadonlyMap<string, AnyHandler> {
  return handlerRegistry(createIdentityHandlers(runtime.identity), createTokenEndpointHandler(runtime.identity), createControlHandlers(runtime), ...createDataIntegrationHandlers(runtime.clock, runtime.gateway, runtime.seed.dataIntegration ?? {}), createDataIntegrationControlHandlers(runtime));
}
