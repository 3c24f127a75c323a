// The identity provider's part of a tenant's state document (GET and PUT /_sandbox/state/{tenantId},
// the seed's tenantStates): the tenant and the service accounts registered in it. An import changes
// one tenant only: it may not take over another tenant's account, nor add another tenant to one.
import type { components } from "../../../../../generated/types/sandbox-control.js";
import { TenantStateError, type TenantExport } from "../../kernel/part.js";
import type { IdentityRegistry, ServiceAccount } from "./registry.js";

type SandboxTenantState = components["schemas"]["SandboxTenantState"];

/** The tenant and its service accounts; undefined when the identity provider has no such tenant. */
export function exportTenant(identity: IdentityRegistry, tenantId: string): TenantExport | undefined {
  const tenant = identity.tenants.get(tenantId);
  if (tenant === undefined) return undefined;
  return {
    tenant: { ...tenant },
    serviceAccounts: identity.serviceAccounts
      .list()
      .filter((account) => account.tenantIds.includes(tenantId))
      .map(({ clientId, clientSecret, tenantIds, roles }) => ({
        clientId,
        clientSecret,
        tenantIds: [...tenantIds],
        ...(roles === undefined ? {} : { roles: [...roles] }),
      })),
  };
}

/**
 * The service accounts the document may name: an import changes one tenant only, so it may not
 * take over an account of another tenant or of none, change the secret or roles an account shares
 * with other tenants, add another tenant to an account, or name the gateway's client id (its
 * tokens would pass as the gateway's at every webhook). Returns each account's tenants after the
 * import: those it lists here, and this one.
 */
function importedAccounts(
  identity: IdentityRegistry,
  tenantId: string,
  document: SandboxTenantState,
  at: string,
  gatewayClientId: string,
): ServiceAccount[] {
  const named = new Map<string, number>();
  return document.serviceAccounts.map((account, i) => {
    const path = `${at}.serviceAccounts[${i}]`;
    const first = named.get(account.clientId);
    if (first !== undefined)
      throw new TenantStateError(
        `${path}.clientId`,
        `names service account ${account.clientId} again (${at}.serviceAccounts[${first}] is it): ` +
          "one of the two would be lost",
      );
    named.set(account.clientId, i);
    if (account.clientId === gatewayClientId)
      throw new TenantStateError(
        `${path}.clientId`,
        `${account.clientId} is the message gateway's client id: its tokens would pass as the gateway's`,
      );
    if (!account.tenantIds.includes(tenantId))
      throw new TenantStateError(`${path}.tenantIds`, `does not list the tenant ${tenantId}`);
    const existing = identity.serviceAccounts.get(account.clientId);
    if (existing !== undefined && existing.tenantIds.length > 0 && !existing.tenantIds.includes(tenantId)) {
      throw new TenantStateError(
        `${path}.clientId`,
        `service account ${account.clientId} is an account of ` +
          `tenant ${existing.tenantIds.join(", ")} and does not list ${tenantId}: an ` +
          `import may only name an account of no other tenant, or one that already ` +
          `lists this tenant`,
      );
    }
    if (existing !== undefined && existing.tenantIds.length === 0)
      throw new TenantStateError(
        `${path}.clientId`,
        `service account ${account.clientId} is registered in no tenant, so it is not this tenant's: ` +
          `an import may only name an account that is not registered, or one that already lists this tenant`,
      );
    const others = existing?.tenantIds.filter((other) => other !== tenantId) ?? [];
    if (others.length > 0 && existing !== undefined) {
      const changed =
        account.clientSecret !== existing.clientSecret
          ? "clientSecret"
          : JSON.stringify(account.roles ?? []) !== JSON.stringify(existing.roles ?? [])
            ? "roles"
            : undefined;
      if (changed !== undefined)
        throw new TenantStateError(
          `${path}.${changed}`,
          `differs from service account ${account.clientId}'s, which tenant ${others.join(", ")} ` +
            `uses too: an import may not change the ${changed} of an account it shares`,
        );
    }
    account.tenantIds.forEach((other, j) => {
      if (
        other === tenantId ||
        existing?.tenantIds.includes(other) === true ||
        identity.tenants.get(other) === undefined
      )
        return;
      throw new TenantStateError(
        `${path}.tenantIds[${j}]`,
        `would add the tenant ${other} to service ` +
          `account ${account.clientId}: an import may not add other tenants ` +
          `to an account`,
      );
    });
    // A tenant not registered here is no tenant the account could reach; the others it lists here stay.
    const tenantIds = [...new Set([...(existing?.tenantIds ?? []), tenantId])];
    return { ...account, tenantIds };
  });
}

/**
 * Checks the document's tenant and service accounts (throwing TenantStateError naming the JSON path)
 * and returns the change: the tenant registered, its accounts replaced, an account the document
 * leaves out losing this tenant (and going when it has no other).
 */
export function importTenant(
  identity: IdentityRegistry,
  tenantId: string,
  document: SandboxTenantState,
  at: string,
  gatewayClientId: string,
): () => void {
  const accounts = importedAccounts(identity, tenantId, document, at, gatewayClientId);
  return () => {
    identity.tenants.add(document.tenant);
    const named = new Set(accounts.map((account) => account.clientId));
    for (const left of identity.serviceAccounts
      .list()
      .filter((account) => account.tenantIds.includes(tenantId) && !named.has(account.clientId))) {
      const others = left.tenantIds.filter((id) => id !== tenantId);
      if (others.length === 0) identity.serviceAccounts.remove(left.clientId);
      else identity.serviceAccounts.add({ ...left, tenantIds: others });
    }
    for (const account of accounts) identity.serviceAccounts.add(account);
  };
}
