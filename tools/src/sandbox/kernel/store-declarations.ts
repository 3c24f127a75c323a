// What a stateful part declares of its state (docs/design.md, "Adding a stateful part"): each store's name, whose it
// is, how it is kept (a document, a table, memory only) and how its saved form is read back; and the scopes a handler
// reads them through.
import type { Table } from "./table.js";

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
