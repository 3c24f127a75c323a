// The stores every stateful part of the sandbox declares (LocalStack's store, moto's backend): a
// service's per tenant, the identity provider's, clock's, gateway's, broker's, faults' and
// journal's once for the sandbox. What the sandbox holds is the list of declarations of its
// parts (assembly/sandbox-parts.ts), so reset, persistence, export/import and a snapshot all read the same list. Every
// handler reads and writes through the state of the caller's tenant only, so no call with a token
// of one tenant can reach another tenant's records.
import { ScopeState } from "./scope-state.js";
import {
  SHARED_SCOPE,
  type SavedStoreDeclaration,
  type SavedStores,
  type StoreDeclaration,
  type StoreObserver,
  type TakenEntry,
  type Tenant,
} from "./store-declarations.js";

export { ScopeState } from "./scope-state.js";
export {
  declareDocument,
  declareMemory,
  declareTable,
  SHARED_SCOPE,
  StoreFormatError,
  type DocumentStore,
  type MemoryStore,
  type SandboxScope,
  type SavedStoreDeclaration,
  type SavedStores,
  type Scope,
  type StoreDeclaration,
  type StoreObserver,
  type StoreScope,
  type TableStore,
  type TakenEntry,
  type Tenant,
} from "./store-declarations.js";
export { Table } from "./table.js";

export interface TenantStates {
  /** The state of `tenantId`, created empty on first use. */
  of(tenantId: string): Tenant;
  /** State every tenant shares (the `Public` files: "`Public` shared, `Private` tenant"); cleared with the rest. */
  shared(): Tenant;
  /** Ids of every tenant with state, the shared state as {@link SHARED_SCOPE}. */
  ids(): string[];
  /** Drops one tenant's state (an import replaces it). */
  drop(tenantId: string): void;
  /** Drops every tenant's state (reset). */
  clear(): void;
  /** Saved forms for `tenantId`, read back by each store on first use (a restart or an import). */
  preload(tenantId: string, saved: SavedStores): void;
  /** Units of one store of `tenantId` another process saved, taken without reporting them (ScopeState.take). */
  take(tenantId: string, declaration: SavedStoreDeclaration, entries: readonly TakenEntry[]): void;
  /**
   * Every store of `tenantId` in its saved form: the declared ones in order, loaded or not yet; a table without entries
   * is left out (it is the same as none).
   */
  save(tenantId: string, declarations: readonly StoreDeclaration[]): SavedStores;
  /**
   * The same, one unit at a time (a document whole, a table entry by entry), each saved form made only when it is
   * reached: no store is held saved whole at once.
   */
  saveEntries(
    tenantId: string,
    declarations: readonly StoreDeclaration[],
  ): Iterable<[store: SavedStoreDeclaration, key: string | null, form: unknown]>;
}

/** The state folder's name of a tenant's scope. */
export const tenantUnit = (tenantId: string) => `tenant:${tenantId}`;

/** Tenants' states; `observer` is read at each change, so the state folder can be opened after them. */
export function createTenantStates(observer: () => StoreObserver | undefined = () => undefined): TenantStates {
  const tenants = new Map<string, { tenant: Tenant; state: ScopeState<Tenant> }>();
  const self: TenantStates = {
    of(tenantId) {
      let entry = tenants.get(tenantId);
      if (entry === undefined) {
        const state = new ScopeState<Tenant>(tenantUnit(tenantId), observer, true);
        const tenant: Tenant = {
          tenantId,
          get: (declaration: StoreDeclaration) => state.get(declaration, tenant) as never,
        };
        entry = { tenant, state };
        tenants.set(tenantId, entry);
      }
      return entry.tenant;
    },
    shared: () => self.of(SHARED_SCOPE),
    ids: () => [...tenants.keys()],
    drop(tenantId) {
      tenants.delete(tenantId);
    },
    clear() {
      tenants.clear();
    },
    preload(tenantId, saved) {
      self.of(tenantId);
      tenants.get(tenantId)!.state.preload(saved);
    },
    take(tenantId, declaration, entries) {
      const tenant = self.of(tenantId);
      tenants.get(tenantId)!.state.take(declaration, entries, tenant);
    },
    save(tenantId, declarations) {
      const out: SavedStores = new Map();
      for (const [declaration, key, form] of self.saveEntries(tenantId, declarations)) {
        if (key === null) out.set(declaration.name, form);
        else {
          let table = out.get(declaration.name) as Map<string, unknown> | undefined;
          if (table === undefined) out.set(declaration.name, (table = new Map()));
          table.set(key, form);
        }
      }
      return out;
    },
    *saveEntries(tenantId, declarations) {
      const entry = tenants.get(tenantId);
      if (entry !== undefined) yield* entry.state.saveEntries(declarations);
    },
  };
  return self;
}
