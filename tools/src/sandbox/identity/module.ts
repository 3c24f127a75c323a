// The identity provider of the sandbox (specs/openapi/identity-provider.yaml): discovery and JWKS
// name the sandbox itself, the token endpoint issues real tokens, and the tenants endpoints answer
// its registered tenants. Its tenants, service accounts and keys are stores of the sandbox, not of
// a tenant: its part declares them, and gives its share of the seed and of a tenant's export.
import { GATEWAY_DEFAULTS } from "../../../../src/webhooks/simulator/index.js";
import { clockPart } from "../clock/clock-part.js";
import type { SandboxPart } from "../kernel/part.js";
import { SeedFileError } from "../kernel/seed.js";
import { createTenantHandlers } from "./handlers/tenants.js";
import { createTokenHandler } from "./handlers/token.js";
import { createWellKnownHandlers } from "./handlers/well-known.js";
import { SandboxIdentityError } from "./model/registry.js";
import { createSandboxIdentity, IDENTITY_STORES, type SandboxIdentity } from "./model/sandbox-identity.js";
import { exportTenant, importTenant } from "./model/tenant-transfer.js";

/** The service whose port answers discovery, JWKS and tokens; it runs whatever `services` says. */
export const IDENTITY_SERVICE = "identity-provider";

/** What the identity provider reads of the sandbox's options. */
export interface IdentitySettings {
  /**
   * The identity provider's address as callers reach it (behind a proxy, a container port or another host name):
   * discovery and the tokens' `iss` name it. Default the address it listens on.
   */
  publicUrl?: string;
  /** Lifetime of access tokens in seconds. Default 600. */
  tokenLifetimeSeconds?: number;
}

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

export const identityPart: SandboxPart<SandboxIdentity, IdentitySettings> = {
  name: "identity",
  stores: IDENTITY_STORES,
  service: {
    spec: IDENTITY_SERVICE,
    tenantContext: false,
    handlers: (_context, identity) => ({
      ...createTenantHandlers(identity),
      ...createWellKnownHandlers(identity),
      ...createTokenHandler(identity),
    }),
  },
  open: ({ settings, services, state, instance }) =>
    createSandboxIdentity({
      clock: instance(clockPart),
      // The identity provider's own address, a publicUrl's path included: discovery and the keys are below it.
      issuer: settings.publicUrl ?? services.find((service) => service.name === IDENTITY_SERVICE)!.url,
      ...(settings.tokenLifetimeSeconds === undefined ? {} : { tokenLifetimeSeconds: settings.tokenLifetimeSeconds }),
      scope: state.sandbox,
    }),
  applySeed(_context, seed, identity) {
    (seed.tenants ?? []).forEach((tenant, i) => seeded(`$.tenants[${i}]`, () => identity.tenants.add(tenant)));
    (seed.serviceAccounts ?? []).forEach((account, i) =>
      seeded(`$.serviceAccounts[${i}]`, () => identity.serviceAccounts.add(account)),
    );
  },
  exportTenant: ({ instance }, tenantId) => exportTenant(instance(identityPart), tenantId),
  // The sandbox's gateway signs as GATEWAY_DEFAULTS.clientId (its options do not change it): no account may take it.
  importTenant: ({ instance }, tenantId, document, at) =>
    importTenant(instance(identityPart), tenantId, document, at, GATEWAY_DEFAULTS.clientId),
};
