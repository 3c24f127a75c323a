// Every handler of the sandbox, by operationId. A service the sandbox models adds its handler map
// here (typed by `HandlerMap<operations>` of its generated types); every other operation answers
// from its spec's examples.
import { createControlHandlers } from "./control/handlers.js";
import { createDataIntegrationHandlers } from "./data-integration/index.js";
import { createFileContentHandlers, type FileContentOptions } from "./file-content/index.js";
import { handlerRegistry, type AnyHandler } from "./handlers.js";
import { createIdentityHandlers, createTokenEndpointHandler } from "./identity/operations.js";
import { createOrderIntegrationHandlers, createOrderReleaseHandlers } from "./order-integration/handlers.js";
import type { SandboxRuntime } from "./runtime.js";

export function sandboxHandlers(runtime: SandboxRuntime, files: FileContentOptions): ReadonlyMap<string, AnyHandler> {
  return handlerRegistry(
    createIdentityHandlers(runtime.identity),
    createTokenEndpointHandler(runtime.identity),
    createControlHandlers(runtime),
    ...createDataIntegrationHandlers(),
    createOrderIntegrationHandlers(runtime),
    createOrderReleaseHandlers(runtime),
    createFileContentHandlers(runtime, files),
  );
}
