// The per-tenant stores every service declares (LocalStack's store, moto's backend): what a tenant
// holds is the list of declarations in the registry, so reset, persistence and export/import all
// read the same list. Every handler reads and writes through the state of the caller's tenant
// only, so no call with a token of one tenant can reach another tenant's records.

/**
 * A store kept and saved whole: small state (settings, registrations, a profile). Persistence
 * saves it after any request that read it, when its saved form changed.
 */
export interface DocumentStore<T> {
  readonly kind: "document";
  /** `<service>.<resource>`, unique across the registry; the key of its part of an export. */
  readonly name: string;
  create(): T;
  /** The JSON form (what is persisted and exported). */
  save(value: T): unknown;
  /** Builds the value back from {@link save}'s form; throws a StoreFormatError naming the path. */
  load(json: unknown, tenant: Tenant): T;
}

/**
 * A store of many entries by key (records, queue items, files): saved entry by entry, so a change
 * costs the entries it touched, not the whole store.
 */
export interface TableStore<V> {
  readonly kind: "table";
  readonly name: string;
  save(value: V): unknown;
  load(json: unknown, tenant: Tenant, key: string): V;
}

export type StoreDeclaration = DocumentStore<any> | TableStore<any>;

/** A saved form that cannot be read back; `path` is the JSON path inside the store's form. */
export class StoreFormatError extends Error {
  override readonly name = "StoreFormatError";
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(`${path}: ${message}`);
  }
}

export function declareDocument<T>(name: string, parts: Omit<DocumentStore<T>, "kind" | "name">): DocumentStore<T> {
  return { kind: "document", name, ...parts };
}

export function declareTable<V>(name: string, parts: Omit<TableStore<V>, "kind" | "name">): TableStore<V> {
  return { kind: "table", name, ...parts };
}

/** The entries of a table store, in insertion order; writes go through `set`, `delete` and `touch` so they can be saved. */
export class Table<V> {
  readonly #entries = new Map<string, V>();
  readonly #changed: (key: string) => void;

  constructor(changed: (key: string) => void) {
    this.#changed = changed;
  }

  get size(): number {
    return this.#entries.size;
  }
  get(key: string): V | undefined {
    return this.#entries.get(key);
  }
  has(key: string): boolean {
    return this.#entries.has(key);
  }
  keys(): IterableIterator<string> {
    return this.#entries.keys();
  }
  values(): IterableIterator<V> {
    return this.#entries.values();
  }
  entries(): IterableIterator<[string, V]> {
    return this.#entries.entries();
  }
  [Symbol.iterator](): IterableIterator<[string, V]> {
    return this.#entries.entries();
  }
  set(key: string, value: V): this {
    this.#entries.set(key, value);
    this.#changed(key);
    return this;
  }
  delete(key: string): boolean {
    const had = this.#entries.delete(key);
    if (had) this.#changed(key);
    return had;
  }
  /** Says that the entry under `key` was changed in place. */
  touch(key: string): void {
    if (this.#entries.has(key)) this.#changed(key);
  }
  /** Puts a loaded entry without reporting it as a change. */
  restore(key: string, value: V): void {
    this.#entries.set(key, value);
  }
}

/** One tenant's state: a value per declared store, made (or loaded) on first use. */
export interface Tenant {
  readonly tenantId: string;
  get<T>(store: DocumentStore<T>): T;
  get<V>(store: TableStore<V>): Table<V>;
}

/** What persistence is told of: every document read and every table entry changed. */
export interface StoreObserver {
  documentUsed(tenantId: string, store: DocumentStore<unknown>): void;
  entryChanged(tenantId: string, store: TableStore<unknown>, key: string): void;
}

/** The saved forms of a tenant's stores: a document's form, or a table's forms by key. */
export type SavedStores = Map<string, unknown | Map<string, unknown>>;

/** The tenant id of the state every tenant shares (the `Public` files). */
export const SHARED_SCOPE = "";

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
  /** Every store of `tenantId` in its saved form: the declared ones in order, loaded or not yet; a table without entries is left out (it is the same as none). */
  save(tenantId: string, declarations: readonly StoreDeclaration[]): SavedStores;
  /** The same, one unit at a time (a document whole, a table entry by entry), each saved form made only when it is reached: no store is held saved whole at once. */
  saveEntries(tenantId: string, declarations: readonly StoreDeclaration[]): Iterable<[store: StoreDeclaration, key: string | null, form: unknown]>;
  observer: StoreObserver | undefined;
}

function loadStore(declaration: StoreDeclaration, saved: unknown, tenant: Tenant, table: () => Table<unknown>): unknown {
  if (declaration.kind === "document") return declaration.load(saved, tenant);
  const loaded = table();
  for (const [key, json] of saved as Map<string, unknown>) loaded.restore(key, declaration.load(json, tenant, key));
  return loaded;
}

export function createTenantStates(): TenantStates {
  const tenants = new Map<string, { tenant: Tenant; values: Map<string, unknown>; saved: SavedStores }>();
  const self: TenantStates = {
    observer: undefined,
    of(tenantId) {
      let state = tenants.get(tenantId);
      if (state === undefined) {
        const values = new Map<string, unknown>();
        const saved: SavedStores = new Map();
        const tenant: Tenant = {
          tenantId,
          get(declaration: StoreDeclaration) {
            let value = values.get(declaration.name);
            if (value === undefined) {
              const table = () => new Table<unknown>((key) => self.observer?.entryChanged(tenantId, declaration as TableStore<unknown>, key));
              const form = saved.get(declaration.name);
              saved.delete(declaration.name);
              value = form === undefined ? (declaration.kind === "document" ? declaration.create() : table()) : loadStore(declaration, form, tenant, table);
              values.set(declaration.name, value);
            }
            if (declaration.kind === "document") self.observer?.documentUsed(tenantId, declaration);
            return value as never;
          },
        };
        state = { tenant, values, saved };
        tenants.set(tenantId, state);
      }
      return state.tenant;
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
      const state = tenants.get(tenantId)!;
      for (const [name, form] of saved) {
        state.values.delete(name);
        state.saved.set(name, form);
      }
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
      const state = tenants.get(tenantId);
      if (state === undefined) return;
      for (const declaration of declarations) {
        const value = state.values.get(declaration.name);
        if (value === undefined) {
          const form = state.saved.get(declaration.name);
          if (form === undefined) continue;
          if (declaration.kind === "document") yield [declaration, null, form];
          else for (const [key, entry] of form as Map<string, unknown>) yield [declaration, key, entry];
        } else if (declaration.kind === "document") {
          yield [declaration, null, declaration.save(value)];
        } else {
          for (const [key, entry] of value as Table<unknown>) yield [declaration, key, declaration.save(entry)];
        }
      }
    },
  };
  return self;
}
