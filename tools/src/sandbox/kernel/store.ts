// The stores every stateful part of the sandbox declares (LocalStack's store, moto's backend): a
// service's per tenant, the identity provider's, clock's, gateway's, broker's, faults' and
// journal's once for the sandbox. What the sandbox holds is the list of declarations of its
// parts (assembly/sandbox-parts.ts), so reset, persistence, export/import and a snapshot all read the same list. Every
// handler reads and writes through the state of the caller's tenant only, so no call with a token
// of one tenant can reach another tenant's records.
import { Table } from "./table.js";

export { Table } from "./table.js";

/** Whose state a store holds: one value per tenant, or one for the whole sandbox. */
export type StoreScope = "tenant" | "sandbox";

/** What every declaration says besides its kind. */
interface DeclaredStore {
  /**
   * `<part>.<resource>`, unique across the sandbox's parts; the key of its part of an export and of the state folder.
   */
  readonly name: string;
  readonly scope: StoreScope;
  /**
   * Kept when the sandbox is reset: the clock's time (sandbox time never runs backwards) and the
   * signing keys (consumers cache the JWKS). Every other store starts anew.
   */
  readonly keptOnReset: boolean;
}

/**
 * A store kept and saved whole: small state (settings, registrations, a profile, the identity
 * provider's tenants). Persistence saves a tenant's after any request that read it, the sandbox's
 * at every batch, each when its saved form changed.
 */
export interface DocumentStore<T, S extends Scope = Tenant> extends DeclaredStore {
  readonly kind: "document";
  create(scope: S): T;
  /** The JSON form (what is persisted and exported). */
  save(value: T): unknown;
  /** Builds the value back from {@link save}'s form; throws a StoreFormatError naming the path. */
  load(json: unknown, scope: S): T;
}

/**
 * A store of many entries by key (records, queue items, files, deliveries): saved entry by entry,
 * so a change costs the entries it touched, not the whole store.
 */
export interface TableStore<V, S extends Scope = Tenant> extends DeclaredStore {
  readonly kind: "table";
  save(value: V): unknown;
  /**
   * Builds an entry back from {@link save}'s form; throws a StoreFormatError naming the path.
   * Undefined leaves a saved entry out that its part no longer takes (a broker message whose type
   * has no exchange here): its deletion is saved, and the part says why in the log.
   */
  load(json: unknown, scope: S, key: string): V | undefined;
  /**
   * The tenant an entry of the sandbox's own belongs to (a delivery, a broker message): a failure to save it is that
   * tenant's, not every tenant's.
   */
  ownerOf?(value: V, key: string, scope: S): string | undefined;
}

/**
 * A store held in memory only (faults, the journal, the token endpoint's lockout): reset starts it anew, and nothing
 * saves or exports it.
 */
export interface MemoryStore<T, S extends Scope = Tenant> extends DeclaredStore {
  readonly kind: "memory";
  create(scope: S): T;
}

/** A store whose state is saved: persisted, exported, snapshotted. */
export type SavedStoreDeclaration = DocumentStore<unknown, Scope> | TableStore<unknown, Scope>;
export type StoreDeclaration = SavedStoreDeclaration | MemoryStore<unknown, Scope>;

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

type Scoped<S extends Scope> = S extends SandboxScope ? { readonly scope: "sandbox" } : { readonly scope?: "tenant" };
type Options<S extends Scope> = Scoped<S> & { readonly keptOnReset?: boolean };

export function declareDocument<T, S extends Scope = Tenant>(
  name: string,
  parts: Options<S> & Pick<DocumentStore<T, S>, "create" | "save" | "load">,
): DocumentStore<T, S> {
  return { kind: "document", name, create: parts.create, save: parts.save, load: parts.load, ...declared(parts) };
}

export function declareTable<V, S extends Scope = Tenant>(
  name: string,
  parts: Options<S> & Pick<TableStore<V, S>, "save" | "load" | "ownerOf">,
): TableStore<V, S> {
  return {
    kind: "table",
    name,
    save: parts.save,
    load: parts.load,
    ...(parts.ownerOf === undefined ? {} : { ownerOf: parts.ownerOf }),
    ...declared(parts),
  };
}

export function declareMemory<T, S extends Scope = Tenant>(
  name: string,
  parts: Options<S> & Pick<MemoryStore<T, S>, "create">,
): MemoryStore<T, S> {
  return { kind: "memory", name, create: parts.create, ...declared(parts) };
}

function declared(parts: {
  readonly scope?: StoreScope;
  readonly keptOnReset?: boolean;
}): Pick<DeclaredStore, "scope" | "keptOnReset"> {
  return { scope: parts.scope ?? "tenant", keptOnReset: parts.keptOnReset ?? false };
}

/** The state of one scope: a value per declared store, made (or loaded) on first use. */
export interface Scope {
  get<T>(store: DocumentStore<T, Scope> | MemoryStore<T, Scope>): T;
  get<V>(store: TableStore<V, Scope>): Table<V>;
}

/** One tenant's state. */
export interface Tenant extends Scope {
  readonly tenantId: string;
}

/**
 * The sandbox's own state, and where its stores report what a reader of the log must know (an entry taken back no
 * more).
 */
export interface SandboxScope extends Scope {
  readonly log: (line: string) => void;
}

/**
 * What persistence is told of: every document of a tenant read and every table entry changed, by the scope of the state
 * folder's units (`sandbox`, `tenant:<id>`).
 */
export interface StoreObserver {
  documentUsed(scope: string, store: DocumentStore<unknown, Scope>): void;
  entryChanged(scope: string, store: TableStore<unknown, Scope>, key: string): void;
}

/** The saved forms of a scope's stores, by store name: a document's form, or a table's forms by key (a Map). */
export type SavedStores = Map<string, unknown>;

/** The tenant id of the state every tenant shares (the `Public` files). */
export const SHARED_SCOPE = "";

/** An entry (a document's key is ignored) as another process saved it: its key and value, or its key alone. */
export type TakenEntry = [key: string, value?: unknown];

/** A scope's values and the saved forms not loaded yet, and how its stores are made and saved. */
export class ScopeState<S extends Scope> {
  readonly values = new Map<string, unknown>();
  readonly saved: SavedStores = new Map();

  /**
   * @param unit the scope's name in the state folder's units; @param observer read when a change happens, so it may be
   * set later
   */
  constructor(
    readonly unit: string,
    private readonly observer: () => StoreObserver | undefined,
    /**
     * Whether reading a document is reported (a tenant's is saved when read; the sandbox's are compared at every
     * batch).
     */
    private readonly reportsReads: boolean,
  ) {}

  get(declaration: StoreDeclaration, scope: S): unknown {
    let value = this.values.get(declaration.name);
    if (value === undefined) {
      const form = this.saved.get(declaration.name);
      this.saved.delete(declaration.name);
      value =
        form === undefined || declaration.kind === "memory"
          ? this.#create(declaration, scope)
          : this.#load(declaration, form, scope);
      this.values.set(declaration.name, value);
    }
    if (declaration.kind === "document" && this.reportsReads) this.observer()?.documentUsed(this.unit, declaration);
    return value;
  }

  #table(declaration: TableStore<unknown, Scope>): Table<unknown> {
    return new Table<unknown>((key) => this.observer()?.entryChanged(this.unit, declaration, key));
  }

  #create(declaration: StoreDeclaration, scope: S): unknown {
    return declaration.kind === "table" ? this.#table(declaration) : declaration.create(scope);
  }

  #load(declaration: SavedStoreDeclaration, form: unknown, scope: S): unknown {
    if (declaration.kind === "document") return declaration.load(form, scope);
    const loaded = this.#table(declaration);
    for (const [key, json] of form as Map<string, unknown>) {
      const entry = declaration.load(json, scope, key);
      if (entry !== undefined) loaded.restore(key, entry);
      else this.observer()?.entryChanged(this.unit, declaration, key);
    }
    return loaded;
  }

  /** Saved forms read back by each store on first use (a restart, an import, a restore). */
  preload(saved: SavedStores): void {
    for (const [name, form] of saved) {
      this.values.delete(name);
      this.saved.set(name, form);
    }
  }

  /**
   * Takes units of one store that another process saved (a sandbox on the same database) without reporting them as
   * changes; an entry without a value is a deletion. A document, or a table not loaded yet, keeps the form for its next
   * use. A loaded table becomes a new table of the same entries with these taken: the indexes its part derives from a
   * table are made again on their next use, and an entry no change named stays the object a timer or a request may
   * hold.
   */
  take(declaration: SavedStoreDeclaration, entries: readonly TakenEntry[], scope: S): void {
    const { name } = declaration;
    if (declaration.kind === "document") {
      const last = entries.at(-1);
      if (last === undefined) return;
      this.values.delete(name);
      if (last.length === 1) this.saved.delete(name);
      else this.saved.set(name, last[1]);
      return;
    }
    const loaded = this.values.get(name) as Table<unknown> | undefined;
    if (loaded === undefined) {
      let forms = this.saved.get(name) as Map<string, unknown> | undefined;
      for (const [key, ...rest] of entries) {
        if (rest.length === 0) forms?.delete(key);
        else {
          if (forms === undefined) this.saved.set(name, (forms = new Map()));
          forms.set(key, rest[0]);
        }
      }
      return;
    }
    const table = this.#table(declaration);
    for (const [key, entry] of loaded) table.restore(key, entry);
    for (const [key, ...rest] of entries) {
      const entry = rest.length === 0 ? undefined : declaration.load(rest[0], scope, key);
      if (entry === undefined) table.forget(key);
      else table.restore(key, entry);
    }
    this.values.set(name, table);
  }

  /** Drops the stores a reset drops, saved forms not loaded yet included. */
  reset(declarations: readonly StoreDeclaration[]): void {
    for (const declaration of declarations) {
      if (declaration.keptOnReset) continue;
      this.values.delete(declaration.name);
      this.saved.delete(declaration.name);
    }
  }

  /**
   * The saved stores one unit at a time (a document whole, a table entry by entry), each form made only when it is
   * reached; a store not loaded yet gives its saved form.
   */
  *saveEntries(
    declarations: readonly StoreDeclaration[],
  ): Generator<[store: SavedStoreDeclaration, key: string | null, form: unknown]> {
    for (const declaration of declarations) {
      if (declaration.kind === "memory") continue;
      const value = this.values.get(declaration.name);
      if (value === undefined) {
        const form = this.saved.get(declaration.name);
        if (form === undefined) continue;
        if (declaration.kind === "document") yield [declaration, null, form];
        else for (const [key, entry] of form as Map<string, unknown>) yield [declaration, key, entry];
      } else if (declaration.kind === "document") {
        yield [declaration, null, declaration.save(value)];
      } else {
        for (const [key, entry] of value as Table<unknown>) yield [declaration, key, declaration.save(entry)];
      }
    }
  }
}

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
