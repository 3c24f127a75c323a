// A tenant's whole state as one JSON document (GET and PUT /_sandbox/state/{tenantId}, and the
// seed's tenantStates): what each part adds (the identity provider: the tenant and its service
// accounts) and every declared store of the tenant, in the same layout as the --state-dir folder.
import type { components } from "../../../../generated/types/sandbox-control.js";
import { TenantStateError, type SandboxPart } from "../kernel/part.js";
import { STATE_LAYOUT_VERSION } from "../persistence/persistence.js";
import type { PartContext } from "../kernel/part.js";
import { StoreFormatError, type SavedStores, type StoreDeclaration } from "../kernel/store.js";

export { TenantStateError };

export type SandboxTenantState = components["schemas"]["SandboxTenantState"];

/** Every store a tenant holds, part by part, in load order. */
export function tenantStores(parts: readonly SandboxPart<unknown>[]): StoreDeclaration[] {
  return parts.flatMap((part) => part.stores.filter((store) => store.scope === "tenant"));
}

/** The tenant's state; undefined when no part knows the tenant. */
export function exportTenantState(
  context: PartContext,
  parts: readonly SandboxPart<unknown>[],
  tenantId: string,
): SandboxTenantState | undefined {
  const shares = parts.flatMap((part) => part.exportTenant?.(context, tenantId) ?? []);
  if (shares.length === 0) return undefined;
  const stores: Record<string, unknown> = {};
  for (const [name, form] of context.tenants.save(tenantId, tenantStores(parts)))
    stores[name] = form instanceof Map ? Object.fromEntries(form) : form;
  return { layoutVersion: STATE_LAYOUT_VERSION, ...Object.assign({}, ...shares), stores } as SandboxTenantState;
}

function savedStores(document: SandboxTenantState, declarations: readonly StoreDeclaration[]): SavedStores {
  const forms: SavedStores = new Map();
  for (const declaration of declarations) {
    const form = (document.stores as Record<string, unknown>)[declaration.name];
    if (form === undefined || declaration.kind === "memory") continue;
    forms.set(
      declaration.name,
      declaration.kind === "document" ? form : new Map(Object.entries(form as Record<string, unknown>)),
    );
  }
  return forms;
}

/**
 * Replaces the state of `tenantId` with a document already valid against SandboxTenantState: every
 * part's share (the tenant, its service accounts) and its stores. Every part checks its share and
 * every store is loaded before anything changes, so a refusal (naming its JSON path) leaves the
 * tenant as it was.
 */
export function importTenantState(
  context: PartContext,
  parts: readonly SandboxPart<unknown>[],
  tenantId: string,
  document: SandboxTenantState,
  at = "$",
): void {
  if (document.layoutVersion !== STATE_LAYOUT_VERSION) {
    throw new TenantStateError(
      `${at}.layoutVersion`,
      `the document is in layout version ${document.layoutVersion}; this ` +
        `sandbox reads layout version ${STATE_LAYOUT_VERSION} only`,
    );
  }
  if (document.tenant.id !== tenantId)
    throw new TenantStateError(
      `${at}.tenant.id`,
      `is ${JSON.stringify(document.tenant.id)}, not the tenant ${tenantId} of the path`,
    );
  const changes = parts.flatMap((part) =>
    part.importTenant === undefined ? [] : [part.importTenant(context, tenantId, document, at)],
  );
  const declarations = tenantStores(parts);
  const { tenants } = context;
  const before = tenants.save(tenantId, declarations);
  const saved = savedStores(document, declarations);
  tenants.drop(tenantId);
  tenants.preload(tenantId, saved);
  const tenant = tenants.of(tenantId);
  // Only the stores the document holds are read: reading one it leaves out would make it (an empty document), and the
  // next export would hold a store the imported one did not.
  for (const declaration of declarations.filter((store) => saved.has(store.name))) {
    try {
      tenant.get(declaration as never);
    } catch (error) {
      tenants.drop(tenantId);
      tenants.preload(tenantId, before);
      const inner = error instanceof StoreFormatError ? error.path.slice(1) : `: ${(error as Error).message}`;
      throw new TenantStateError(
        `${at}.stores[${JSON.stringify(declaration.name)}]${inner}`,
        error instanceof StoreFormatError ? error.message.slice(error.path.length + 2) : "cannot be read",
      );
    }
  }
  for (const change of changes) change();
}
