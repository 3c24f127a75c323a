// A tenant's whole state as one JSON document (GET and PUT /_sandbox/state/{tenantId}, and the
// seed's tenantStates): the tenant, its service accounts and every declared store, in the same
// layout as the --state-dir folder.
import type { components } from "../../../generated/types/sandbox-control.js";
import { STATE_LAYOUT_VERSION } from "../persistence/index.js";
import { TENANT_STORES } from "../services.js";
import type { ServiceContext } from "../service-module.js";
import type { ServiceAccount } from "../identity/index.js";
import { StoreFormatError, type SavedStores } from "../store.js";

export type SandboxTenantState = components["schemas"]["SandboxTenantState"];

/** A document that cannot be imported; `path` is its JSON path in the document. */
export class TenantStateError extends Error {
  override readonly name = "TenantStateError";
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(`${path}: ${message}`);
  }
}

/** The tenant's state; undefined when the identity provider has no such tenant. */
export function exportTenantState(context: ServiceContext, tenantId: string): SandboxTenantState | undefined {
  const tenant = context.identity.tenants.get(tenantId);
  if (tenant === undefined) return undefined;
  const stores: Record<string, unknown> = {};
  for (const [name, form] of context.tenants.save(tenantId, TENANT_STORES)) stores[name] = form instanceof Map ? Object.fromEntries(form) : form;
  return {
    layoutVersion: STATE_LAYOUT_VERSION,
    tenant: { ...tenant },
    serviceAccounts: context.identity.serviceAccounts
      .list()
      .filter((account) => account.tenantIds.includes(tenantId))
      .map(({ clientId, clientSecret, tenantIds, roles }) => ({ clientId, clientSecret, tenantIds: [...tenantIds], ...(roles === undefined ? {} : { roles: [...roles] }) })),
    stores: stores as SandboxTenantState["stores"],
  };
}

function savedStores(document: SandboxTenantState): SavedStores {
  const forms: SavedStores = new Map();
  for (const declaration of TENANT_STORES) {
    const form = (document.stores as Record<string, unknown>)[declaration.name];
    if (form === undefined) continue;
    forms.set(declaration.name, declaration.kind === "document" ? form : new Map(Object.entries(form as Record<string, unknown>)));
  }
  return forms;
}

/**
 * The service accounts the document may name: an import changes one tenant only, so it may not
 * take over an account of another tenant, nor add another tenant to an account. Returns each
 * account's tenants after the import: those it lists here, and this one.
 */
function importedAccounts(context: ServiceContext, tenantId: string, document: SandboxTenantState, at: string): ServiceAccount[] {
  const { identity } = context;
  return document.serviceAccounts.map((account, i) => {
    const path = `${at}.serviceAccounts[${i}]`;
    if (!account.tenantIds.includes(tenantId)) throw new TenantStateError(`${path}.tenantIds`, `does not list the tenant ${tenantId}`);
    const existing = identity.serviceAccounts.get(account.clientId);
    if (existing !== undefined && existing.tenantIds.length > 0 && !existing.tenantIds.includes(tenantId)) {
      throw new TenantStateError(
        `${path}.clientId`,
        `service account ${account.clientId} is an account of tenant ${existing.tenantIds.join(", ")} and does not list ${tenantId}: an import may only name an account of no other tenant, or one that already lists this tenant`,
      );
    }
    account.tenantIds.forEach((other, j) => {
      if (other === tenantId || existing?.tenantIds.includes(other) === true || identity.tenants.get(other) === undefined) return;
      throw new TenantStateError(`${path}.tenantIds[${j}]`, `would add the tenant ${other} to service account ${account.clientId}: an import may not add other tenants to an account`);
    });
    // A tenant not registered here is no tenant the account could reach; the others it lists here stay.
    const tenantIds = [...new Set([...(existing?.tenantIds ?? []), tenantId])];
    return { ...account, tenantIds };
  });
}

/**
 * Replaces the state of `tenantId` with a document already valid against SandboxTenantState: its
 * stores, the tenant and its service accounts, an account the document leaves out losing this
 * tenant (and going when it has no other). Every store is loaded and every account checked
 * before anything changes, so a refusal (naming its JSON path) leaves the tenant as it was.
 */
export function importTenantState(context: ServiceContext, tenantId: string, document: SandboxTenantState, at = "$"): void {
  if (document.layoutVersion !== STATE_LAYOUT_VERSION) {
    throw new TenantStateError(`${at}.layoutVersion`, `the document is in layout version ${document.layoutVersion}; this sandbox reads layout version ${STATE_LAYOUT_VERSION} only`);
  }
  if (document.tenant.id !== tenantId) throw new TenantStateError(`${at}.tenant.id`, `is ${JSON.stringify(document.tenant.id)}, not the tenant ${tenantId} of the path`);
  const accounts = importedAccounts(context, tenantId, document, at);
  const { tenants, identity } = context;
  const before = tenants.save(tenantId, TENANT_STORES);
  tenants.drop(tenantId);
  tenants.preload(tenantId, savedStores(document));
  const tenant = tenants.of(tenantId);
  for (const declaration of TENANT_STORES) {
    try {
      tenant.get(declaration as never);
    } catch (error) {
      tenants.drop(tenantId);
      tenants.preload(tenantId, before);
      const inner = error instanceof StoreFormatError ? error.path.slice(1) : `: ${(error as Error).message}`;
      throw new TenantStateError(`${at}.stores[${JSON.stringify(declaration.name)}]${inner}`, error instanceof StoreFormatError ? error.message.slice(error.path.length + 2) : "cannot be read");
    }
  }
  identity.tenants.add(document.tenant);
  const named = new Set(accounts.map((account) => account.clientId));
  for (const left of identity.serviceAccounts.list().filter((account) => account.tenantIds.includes(tenantId) && !named.has(account.clientId))) {
    const others = left.tenantIds.filter((id) => id !== tenantId);
    if (others.length === 0) identity.serviceAccounts.remove(left.clientId);
    else identity.serviceAccounts.add({ ...left, tenantIds: others });
  }
  for (const account of accounts) identity.serviceAccounts.add(account);
}
