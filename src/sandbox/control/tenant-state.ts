// A tenant's whole state as one JSON document (GET and PUT /_sandbox/state/{tenantId}, and the
// seed's tenantStates): the tenant, its service accounts and every declared store, in the same
// layout as the --state-dir folder.
import type { components } from "../../../generated/types/sandbox-control.js";
import { STATE_LAYOUT_VERSION } from "../persistence/index.js";
import { TENANT_STORES } from "../registry.js";
import type { ServiceContext } from "../service-module.js";
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
 * Replaces the state of `tenantId` with a document already valid against SandboxTenantState. Every
 * store is loaded at once, so a store that cannot be read is refused (naming its JSON path) and the
 * tenant keeps the state it had.
 */
export function importTenantState(context: ServiceContext, tenantId: string, document: SandboxTenantState, at = "$"): void {
  if (document.layoutVersion !== STATE_LAYOUT_VERSION) {
    throw new TenantStateError(`${at}.layoutVersion`, `the document is in layout version ${document.layoutVersion}; this sandbox reads layout version ${STATE_LAYOUT_VERSION} only`);
  }
  if (document.tenant.id !== tenantId) throw new TenantStateError(`${at}.tenant.id`, `is ${JSON.stringify(document.tenant.id)}, not the tenant ${tenantId} of the path`);
  document.serviceAccounts.forEach((account, i) => {
    if (!account.tenantIds.includes(tenantId)) throw new TenantStateError(`${at}.serviceAccounts[${i}].tenantIds`, `does not list the tenant ${tenantId}`);
  });
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
  for (const account of document.serviceAccounts) {
    // Accounts of several tenants keep the others only if they are known here.
    identity.serviceAccounts.add({ ...account, tenantIds: account.tenantIds.filter((id) => id === tenantId || identity.tenants.get(id) !== undefined) });
  }
}
