// A sandbox's state as a value: snapshot() takes every unit the state folder would hold (the
// identity provider's tenants, accounts and keys, the clock, the gateway's messages and where each
// delivery stands, every declared store of every tenant), and restore() takes them back, checked
// first, so a snapshot of another version or shape is refused naming the path of its first
// mismatch and leaves the sandbox as it was.
import { createStateReader, DELIVERIES, everything, MESSAGES, BROKER_BACKLOG, SANDBOX, sandboxDocuments, TENANT, type PersistedParts } from "../persistence/saved-state.js";
import { STATE_LAYOUT_VERSION } from "../persistence/index.js";
import type { Unit } from "../persistence/state-layout.js";
import { createTenantStates, StoreFormatError, type SavedStores, type StoreDeclaration } from "../store.js";

/** What every snapshot says it is. */
export const SNAPSHOT_KIND = "integration-contracts sandbox snapshot";

/** A sandbox's whole state at one moment; give it back to `restore` of a sandbox of the same package version. */
export interface SandboxSnapshot {
  readonly kind: typeof SNAPSHOT_KIND;
  /** The layout of the state folder whose units it holds ({@link STATE_LAYOUT_VERSION}). */
  readonly layoutVersion: number;
  /** `[scope, store, key, value]`: the units of the state folder's snapshot file. */
  readonly units: readonly Unit[];
}

/** A snapshot restore refuses; `path` is the JSON path of the first mismatch. */
export class SnapshotError extends Error {
  override readonly name = "SnapshotError";
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(`sandbox.restore: ${path}: ${message}`);
  }
}

export function takeSnapshot(parts: PersistedParts): SandboxSnapshot {
  const units = [...everything(parts, () => [], () => undefined)];
  return { kind: SNAPSHOT_KIND, layoutVersion: STATE_LAYOUT_VERSION, units: structuredClone(units) };
}

const describe = (value: unknown) => (Array.isArray(value) ? "an array" : value === null ? "null" : typeof value === "object" ? "an object" : JSON.stringify(value) ?? typeof value);

/** Checks the form of every unit against the stores this sandbox declares; returns the units, cloned. */
function checkedUnits(value: unknown, parts: PersistedParts): Unit[] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new SnapshotError("$", `a snapshot is the object sandbox.snapshot() gives (found ${describe(value)})`);
  const snapshot = value as Partial<SandboxSnapshot>;
  if (snapshot.kind !== SNAPSHOT_KIND) throw new SnapshotError("$.kind", `is ${describe(snapshot.kind)}, not ${JSON.stringify(SNAPSHOT_KIND)}`);
  if (snapshot.layoutVersion !== STATE_LAYOUT_VERSION) {
    throw new SnapshotError("$.layoutVersion", `the snapshot is of layout version ${describe(snapshot.layoutVersion)}; this sandbox reads layout version ${STATE_LAYOUT_VERSION} only (take the snapshot again with this version)`);
  }
  if (!Array.isArray(snapshot.units)) throw new SnapshotError("$.units", `must be an array of units (found ${describe(snapshot.units)})`);
  const sandboxStores = new Set([...sandboxDocuments(parts).map(([name]) => name), MESSAGES, DELIVERIES, BROKER_BACKLOG]);
  const tenantStores = new Set(parts.stores.map((store) => store.name));
  snapshot.units.forEach((unit: unknown, i) => {
    const at = `$.units[${i}]`;
    if (!Array.isArray(unit) || unit.length !== 4) throw new SnapshotError(at, `must be [scope, store, key, value] (found ${describe(unit)}${Array.isArray(unit) ? ` of ${unit.length}` : ""})`);
    const [scope, store, key] = unit as unknown[];
    if (typeof scope !== "string" || (scope !== SANDBOX && !scope.startsWith(TENANT))) throw new SnapshotError(`${at}[0]`, `must be "${SANDBOX}" or "${TENANT}<tenantId>" (found ${describe(scope)})`);
    const known = scope === SANDBOX ? sandboxStores : tenantStores;
    if (typeof store !== "string" || !known.has(store)) throw new SnapshotError(`${at}[1]`, `${describe(store)} is no store of this sandbox's ${scope === SANDBOX ? "own parts" : "tenants"}; it has ${[...known].join(", ")}`);
    if (key !== null && typeof key !== "string") throw new SnapshotError(`${at}[2]`, `must be a key (a string) or null (found ${describe(key)})`);
  });
  return structuredClone(snapshot.units as Unit[]);
}

/** Reads every tenant unit back in scratch state, so a form that does not read back is refused, naming its unit, before anything changes. */
function checkStoreForms(units: readonly Unit[], stores: readonly StoreDeclaration[]): void {
  const scratch = createTenantStates();
  const declarations = new Map(stores.map((store) => [store.name, store]));
  // Every form is there to be read, as after a restart: a store's form may name entries of another.
  const forms = new Map<string, SavedStores>();
  for (const [scope, store, key, form] of units) {
    if (scope === SANDBOX) continue;
    const saved = forms.get(scope) ?? forms.set(scope, new Map()).get(scope)!;
    if (key === null) saved.set(store, form);
    else ((saved.get(store) as Map<string, unknown> | undefined) ?? (saved.set(store, new Map()).get(store) as Map<string, unknown>)).set(key, form);
  }
  for (const [scope, saved] of forms) scratch.preload(scope.slice(TENANT.length), saved);
  units.forEach(([scope, store, key, form], i) => {
    if (scope === SANDBOX) return;
    const tenantId = scope.slice(TENANT.length);
    const declaration = declarations.get(store)!;
    try {
      if (declaration.kind === "table") {
        if (key === null) throw new StoreFormatError("$", `${store} is a table: each of its units has a key`);
        declaration.load(form, scratch.of(tenantId), key);
      } else {
        if (key !== null) throw new StoreFormatError("$", `${store} is a document: its unit has the key null`);
        declaration.load(form, scratch.of(tenantId));
      }
    } catch (error) {
      const inner = error instanceof StoreFormatError ? error.path.slice(1) : "";
      const why = error instanceof StoreFormatError ? error.message.slice(error.path.length + 2) : (error as Error).message;
      throw new SnapshotError(`$.units[${i}][3]${inner}`, `tenant ${tenantId}'s ${store} does not read back: ${why}`);
    }
  });
}

/**
 * Replaces the state with the snapshot's once every unit is checked: `clear` drops what the
 * sandbox holds (as a reset does, without the seed), then the units are taken into the parts. A
 * clock that can be set (a fixed one) is set to the snapshot's time; another only moves forward.
 */
export async function restoreSnapshot(value: unknown, parts: PersistedParts, clear: () => Promise<void>, setClock?: (advancedMs: number) => void): Promise<void> {
  const units = checkedUnits(value, parts);
  checkStoreForms(units, parts.stores);
  await clear();
  const saved = units.find(([scope, store]) => scope === SANDBOX && store === "clock")?.[3] as { advancedMs?: unknown } | undefined;
  if (setClock !== undefined && typeof saved?.advancedMs === "number") setClock(saved.advancedMs);
  const reader = createStateReader();
  for (const unit of units) reader.take(unit);
  reader.restore(parts);
}
