// One scope's stores as they are held: made or loaded from a saved form on first use, reported to persistence as they
// change, dropped on reset, and given back one saved unit at a time.
import type {
  SavedStoreDeclaration,
  SavedStores,
  Scope,
  StoreDeclaration,
  StoreObserver,
  TableStore,
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
