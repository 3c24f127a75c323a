// The identity provider of the sandbox (specs/openapi/identity-provider.yaml): discovery and JWKS
// name the sandbox itself, the token endpoint issues real tokens, and the tenants endpoints answer
// its registered tenants. Its tenants, service accounts and keys are stores of the sandbox, not of
// a tenant: its part declares them, and gives its share of the seed and of a tenant's export.
import { clockPart } from "../clock/clock-part.js";
import type { SandboxPart } from "../kernel/part.js";
import { SeedFileError } from "../kernel/seed.js";
import type { operations } from "../../../../generated/types/identity-provider.js";
import type { ServiceModule } from "../kernel/service-module.js";
import { IDENTITY_SERVICE } from "../assembly/sandbox-options.js";
import { createTenantHandlers } from "./handlers/tenants.js";
import { createTokenHandler } from "./handlers/token.js";
import { createWellKnownHandlers } from "./handlers/well-known.js";
import { SandboxIdentityError } from "./model/registry.js";
import { createSandboxIdentity, IDENTITY_STORES, type SandboxIdentity } from "./model/sandbox-identity.js";
import { exportTenant, importTenant } from "./model/tenant-transfer.js";

export const identityModule: ServiceModule<operations> = {
  service: IDENTITY_SERVICE,
  tenantContext: false,
  stores: [],
  handlers: ({ identity }) => ({
    ...createTenantHandlers(identity),
    ...createWellKnownHandlers(identity),
    ...createTokenHandler(identity),
  }),
};

/** Adds one entry of the seed, naming its JSON path when the identity provider refuses it. */
function seeded(path: string, add: () => void): void {
  try {
    add();
  } catch (error) {
    throw error instanceof SandboxIdentityError
      ? new SeedFileError(`${path}.${error.field}: ${error.message.slice(error.field.length + 2)}`)
      : error;
  }
}

export const identityPart: SandboxPart<SandboxIdentity> = {
  name: "identity",
  stores: IDENTITY_STORES,
  open: ({ settings, state, instance }) =>
    createSandboxIdentity({
      clock: instance(clockPart),
      // The identity provider's own address, a publicUrl's path included: discovery and the keys are below it.
      issuer: settings.options.publicUrl ?? settings.running.find((service) => service.name === IDENTITY_SERVICE)!.url,
      ...(settings.options.tokenLifetimeSeconds === undefined
        ? {}
        : { tokenLifetimeSeconds: settings.options.tokenLifetimeSeconds }),
      scope: state.sandbox,
    }),
  applySeed(_context, seed, identity) {
    (seed.tenants ?? []).forEach((tenant, i) => seeded(`$.tenants[${i}]`, () => identity.tenants.add(tenant)));
    (seed.serviceAccounts ?? []).forEach((account, i) =>
      seeded(`$.serviceAccounts[${i}]`, () => identity.serviceAccounts.add(account)),
    );
  },
  exportTenant: ({ identity }, tenantId) => exportTenant(identity, tenantId),
  importTenant: ({ identity, gateway }, tenantId, document, at) =>
    importTenant(identity, tenantId, document, at, gateway.settings.channel),
};
