// One scope's stores as they are held: made or loaded from a saved form on first use, reported to persistence as they
// change, dropped on reset, and given back one saved unit at a time.
import type {
  SavedStoreDeclaration,
  SavedStores,
  Scope,
  StoreDeclaration,
  StoreObserver,
  TableStore,
  TakenEntry,
} from "./store-declarations.js";
import { Table } from "./table.js";

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
