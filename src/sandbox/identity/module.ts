// The identity provider of the sandbox (specs/openapi/identity-provider.yaml): discovery and JWKS
// name the sandbox itself, the token endpoint issues real tokens, and the tenants endpoints answer
// its registered tenants.
import type { ServiceModule } from "../service-module.js";
import { createTenantHandlers } from "./handlers/tenants.js";
import { createTokenHandler } from "./handlers/token.js";
import { createWellKnownHandlers } from "./handlers/well-known.js";

/** The identity provider's tenants, service accounts and keys are its own state (model/registry.ts, signing-keys.ts), not a tenant's. */
export const identityModule: ServiceModule = {
  service: "identity-provider",
  tenantContext: false,
  stores: [],
  handlers: ({ identity }) => ({ ...createTenantHandlers(identity), ...createWellKnownHandlers(identity), ...createTokenHandler(identity) }),
};
