// The changes since the last batch, as the state reports them: a tenant's documents read, every
// table entry changed in any scope, and the sandbox's own documents compared at every batch (they
// are few, and their parts hold them between calls). A document is written only when its saved
// form changed; a sandbox entry that cannot be written is its owner tenant's failure.
import { SANDBOX_UNIT, type SandboxState } from "../kernel/state.js";
import type { DocumentStore, Scope, TableStore } from "../kernel/store.js";
import type { Unit } from "../kernel/state.js";

export interface Changes {
  /** The changes made so far, taken synchronously so a batch covers every change made before it started. */
  collect(): Unit[];
  /**
   * The tenant a unit belongs to, when it is an entry of the sandbox's own scope that names one (a delivery, a broker
   * message).
   */
  ownerOf(unit: Unit): string | undefined;
  /** Notes the form of a document written whole (a new snapshot), so the next batch writes it only when it changed. */
  remember(unit: Unit): void;
  /** Stops listening to the state (the folder is closed). */
  detach(): void;
}

const idOf = (scope: string, store: string) => `${scope}\u0000${store}`;

/** Listens to `state` from now on; `changed` is told when a change no request waits for may need writing. */
export function trackChanges(state: SandboxState, changed: () => void): Changes {
  const sandboxDocuments = state.stores.filter((store) => store.scope === "sandbox" && store.kind === "document");
  const lastForms = new Map<string, string>();
  const usedDocuments = new Map<string, { scope: string; store: DocumentStore<unknown, Scope> }>();
  const changedEntries = new Map<string, { scope: string; store: TableStore<unknown, Scope>; keys: Set<string> }>();
  const owners = new WeakMap<Unit, string>();
  let collecting = false;

  state.observer = {
    documentUsed(scope, store) {
      if (!collecting) usedDocuments.set(idOf(scope, store.name), { scope, store });
    },
    entryChanged(scope, store, key) {
      const id = idOf(scope, store.name);
      let entry = changedEntries.get(id);
      if (entry === undefined) changedEntries.set(id, (entry = { scope, store, keys: new Set() }));
      entry.keys.add(key);
      changed();
    },
  };

  /** A document's unit, unless its form is the one last written. */
  function documentUnit(unit: Unit, units: Unit[]): void {
    const id = idOf(unit[0], unit[1]);
    let form: string | undefined;
    try {
      form = JSON.stringify(unit[3]);
    } catch {
      // Written as it is: the failure is the unit's, reported to its tenant.
    }
    if (form !== undefined && lastForms.get(id) === form) return;
    if (form === undefined) lastForms.delete(id);
    else lastForms.set(id, form);
    units.push(unit);
  }

  return {
    collect() {
      collecting = true;
      try {
        const units: Unit[] = [];
        for (const unit of state.unitsOf(SANDBOX_UNIT, sandboxDocuments)) documentUnit(unit, units);
        for (const { scope, store } of usedDocuments.values())
          documentUnit([scope, store.name, null, store.save(state.scope(scope).get(store))], units);
        usedDocuments.clear();
        for (const { scope, store, keys } of changedEntries.values()) {
          const holder = state.scope(scope);
          const table = holder.get(store);
          for (const key of keys) {
            const value = table.get(key);
            if (value === undefined) {
              units.push([scope, store.name, key]);
              continue;
            }
            const unit: Unit = [scope, store.name, key, store.save(value)];
            const owner = store.ownerOf?.(value, key, holder);
            if (owner !== undefined) owners.set(unit, owner);
            units.push(unit);
          }
        }
        changedEntries.clear();
        return units;
      } finally {
        collecting = false;
      }
    },
    ownerOf: (unit) => owners.get(unit),
    remember([scope, store, key, ...rest]) {
      if (key !== null || rest.length === 0) return;
      try {
        lastForms.set(idOf(scope, store), JSON.stringify(rest[0]));
      } catch {
        lastForms.delete(idOf(scope, store));
      }
    },
    detach() {
      state.observer = undefined;
    },
  };
}
