// Everything one sandbox holds, as scopes over the declared stores: the sandbox's own scope and one
// per tenant. Persistence, reset and a snapshot read the state only through here, as units
// (`[scope, store, key, value]`, the state folder's line items), so none of them names a part.
import {
  createTenantStates,
  ScopeState,
  tenantUnit,
  type SandboxScope,
  type SavedStoreDeclaration,
  type SavedStores,
  type Scope,
  type StoreDeclaration,
  type StoreObserver,
  type TakenEntry,
  type TenantStates,
} from "./store.js";

/**
 * One saved unit: a store of a scope (`[scope, store, key, value]`, key null for a whole document), or its deletion (no
 * value).
 */
export type Unit = [scope: string, store: string, key: string | null, value?: unknown];

/** The state folder's name of the sandbox's own scope. */
export const SANDBOX_UNIT = "sandbox";
const TENANT_PREFIX = tenantUnit("");

export interface SandboxState {
  /**
   * The sandbox's own stores: the identity provider's tenants and keys, the clock, the gateway's deliveries, the broker
   * backlog, faults, the journal.
   */
  readonly sandbox: SandboxScope;
  /** One scope per tenant, and the one every tenant shares (the `Public` files). */
  readonly tenants: TenantStates;
  /** Every declared store in load order, the sandbox's and the tenants'. */
  readonly stores: readonly StoreDeclaration[];
  /** Told of every tenant document read and every table entry changed (persistence); read at each change. */
  observer: StoreObserver | undefined;
  /** Drops every tenant's state and the sandbox's stores that are not kept on reset. */
  reset(): void;
  /**
   * The whole saved state one unit at a time: the sandbox's stores, then each tenant's; each form made only when it is
   * reached.
   */
  units(): Generator<Unit>;
  /** The saved units of `stores` in one scope (`sandbox`, `tenant:<id>`), each form made only when it is reached. */
  unitsOf(scope: string, stores: readonly StoreDeclaration[]): Generator<Unit>;
  /** The scope a unit names; a tenant's is made on first use. */
  scope(unit: string): Scope;
  /**
   * Takes saved units back (a restart, a restore), oldest first: `take` each, then `finish` hands
   * every scope its forms, read by each store on first use. A unit without a value is a deletion.
   */
  reader(): { readonly take: (unit: Unit) => void; readonly finish: () => void };
  /**
   * Takes the units another process saved (a sandbox on the same database) into the running state without reporting
   * them as changes, oldest first; a unit of no saved store of this sandbox (one a newer version declares) is left out.
   */
  takeChanges(units: readonly Unit[]): void;
}

function checkDeclarations(stores: readonly StoreDeclaration[]): void {
  const names = new Set<string>();
  for (const store of stores) {
    if (names.has(store.name))
      throw new Error(
        `two stores are declared as ${store.name}: a store's name is its ` +
          `key in the state folder and in exports, so it must be unique`,
      );
    names.add(store.name);
    if (store.scope === "tenant" && store.keptOnReset)
      throw new Error(`${store.name}: a tenant's store cannot be kept on reset, since a reset drops every tenant`);
  }
}

/** Empty state over `stores` (every part's, in load order); the sandbox's stores log to `log`. */
export function createSandboxState(
  stores: readonly StoreDeclaration[],
  log: (line: string) => void = (line) => console.error(line),
): SandboxState {
  checkDeclarations(stores);
  const own = stores.filter((store) => store.scope === "sandbox");
  const tenantStores = stores.filter((store) => store.scope === "tenant");
  const observer = () => self.observer;
  const sandboxState = new ScopeState<SandboxScope>(SANDBOX_UNIT, observer, false);
  const sandbox: SandboxScope = {
    log,
    get: (declaration: StoreDeclaration) => sandboxState.get(declaration, sandbox) as never,
  };
  const tenants = createTenantStates(observer);
  const saved = new Map<string, SavedStoreDeclaration>();
  for (const store of stores) if (store.kind !== "memory") saved.set(store.name, store);
  const loadOrder = new Map(stores.map((store, index) => [store.name, index]));
  const self: SandboxState = {
    sandbox,
    tenants,
    stores,
    observer: undefined,
    reset() {
      tenants.clear();
      sandboxState.reset(own);
    },
    *units() {
      yield* self.unitsOf(SANDBOX_UNIT, own);
      for (const tenantId of tenants.ids()) yield* self.unitsOf(tenantUnit(tenantId), tenantStores);
    },
    *unitsOf(scope, stores) {
      const entries =
        scope === SANDBOX_UNIT
          ? sandboxState.saveEntries(stores)
          : tenants.saveEntries(scope.slice(TENANT_PREFIX.length), stores);
      for (const [store, key, form] of entries) yield [scope, store.name, key, form];
    },
    scope: (unit) => (unit === SANDBOX_UNIT ? sandbox : tenants.of(unit.slice(TENANT_PREFIX.length))),
    reader() {
      const forms = new Map<string, SavedStores>();
      return {
        take([scope, store, key, ...rest]) {
          let target = forms.get(scope);
          if (target === undefined) forms.set(scope, (target = new Map()));
          if (key === null) {
            if (rest.length === 0) target.delete(store);
            else target.set(store, rest[0]);
            return;
          }
          let table = target.get(store) as Map<string, unknown> | undefined;
          if (table === undefined) target.set(store, (table = new Map()));
          if (rest.length === 0) table.delete(key);
          else table.set(key, rest[0]);
        },
        finish() {
          for (const [scope, saved] of forms) {
            if (scope === SANDBOX_UNIT) sandboxState.preload(saved);
            else if (scope.startsWith(TENANT_PREFIX)) tenants.preload(scope.slice(TENANT_PREFIX.length), saved);
          }
          forms.clear();
        },
      };
    },
    takeChanges(units) {
      const byStore = new Map<string, { scope: string; declaration: SavedStoreDeclaration; entries: TakenEntry[] }>();
      for (const [scope, store, key, ...rest] of units) {
        const declaration = saved.get(store);
        if (declaration === undefined || (scope !== SANDBOX_UNIT && !scope.startsWith(TENANT_PREFIX))) continue;
        const id = `${scope}\u0000${store}`;
        let group = byStore.get(id);
        if (group === undefined) byStore.set(id, (group = { scope, declaration, entries: [] }));
        group.entries.push([key ?? "", ...rest]);
      }
      // In load order, as a restart reads them: an entry's load may look up an entry of a store before it (a queue
      // item its records).
      const groups = [...byStore.values()].sort(
        (a, b) => loadOrder.get(a.declaration.name)! - loadOrder.get(b.declaration.name)!,
      );
      for (const { scope, declaration, entries } of groups) {
        if (scope === SANDBOX_UNIT) sandboxState.take(declaration, entries, sandbox);
        else tenants.take(scope.slice(TENANT_PREFIX.length), declaration, entries);
      }
    },
  };
  return self;
}
