// State per tenant: every handler reads and writes through the state of the caller's tenant only,
// so no call with a token of one tenant can reach another tenant's records.

/** One tenant's state: a store per service resource, made on first use. */
export interface TenantState {
  readonly tenantId: string;
  /** The store of `name` (for example `orders`), created by `create` the first time it is asked for. */
  store<T>(name: string, create: () => T): T;
}

export interface TenantStates {
  /** The state of `tenantId`, created empty on first use. */
  of(tenantId: string): TenantState;
  /** State every tenant shares (the `Public` files: "`Public` shared, `Private` tenant"); cleared with the rest. */
  shared(): TenantState;
  /** Drops every tenant's state (reset). */
  clear(): void;
}

function createTenantState(tenantId: string): TenantState {
  const stores = new Map<string, unknown>();
  return {
    tenantId,
    store<T>(name: string, create: () => T): T {
      if (!stores.has(name)) stores.set(name, create());
      return stores.get(name) as T;
    },
  };
}

export function createTenantStates(): TenantStates {
  const tenants = new Map<string, TenantState>();
  let shared = createTenantState("");
  return {
    of(tenantId) {
      let state = tenants.get(tenantId);
      if (state === undefined) {
        state = createTenantState(tenantId);
        tenants.set(tenantId, state);
      }
      return state;
    },
    shared: () => shared,
    clear() {
      tenants.clear();
      shared = createTenantState("");
    },
  };
}
