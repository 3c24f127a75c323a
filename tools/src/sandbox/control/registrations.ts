// What the control API adds to the identity provider (tenants and service accounts from POST
// /_sandbox/tenants and /_sandbox/service-accounts, and the provider states of verify-service), with
// the rule an addition must keep: no account takes the message gateway's client id.
import type { components } from "../../../../generated/types/sandbox-control.js";
import { SandboxIdentityError } from "../identity/index.js";
import type { SandboxRuntime } from "./sandbox-runtime.js";

/** Adds a tenant to the identity provider; `false` when one with its id exists. */
export function addTenant({ identity }: SandboxRuntime, tenant: components["schemas"]["SandboxTenant"]): boolean {
  if (identity.tenants.get(tenant.id) !== undefined) return false;
  identity.tenants.add(tenant);
  return true;
}

/**
 * Adds a service account to the identity provider; `false` when one with its client id exists; throws
 * SandboxIdentityError naming a bad field (an unknown tenant, the message gateway's client id).
 */
export function addServiceAccount(
  { identity, gateway }: SandboxRuntime,
  account: components["schemas"]["SandboxServiceAccount"],
): boolean {
  // Its tokens would carry the gateway's client_id, and pass as the gateway's at every webhook.
  if (account.clientId === gateway.settings.channel)
    throw new SandboxIdentityError("clientId", `${account.clientId} is the message gateway's client id`);
  if (identity.serviceAccounts.get(account.clientId) !== undefined) return false;
  identity.serviceAccounts.add(account);
  return true;
}
