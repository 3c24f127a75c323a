// A sandbox's state as a value: snapshot() takes every unit the state folder would hold (each
// saved store of the sandbox's own scope and of every tenant), and restore() takes them back,
// checked first, so a snapshot of another version or shape is refused naming the path of its first
// mismatch and leaves the sandbox as it was.
import { STATE_LAYOUT_VERSION } from "../../persistence/persistence.js";
import type { Unit } from "../../kernel/state.js";
import { createSandboxState, SANDBOX_UNIT, type SandboxState } from "../../kernel/state.js";
import { StoreFormatError, tenantUnit, type SavedStoreDeclaration } from "../../kernel/store.js";

/** What every snapshot says it is. */
export const SNAPSHOT_KIND = "integration-contracts sandbox snapshot";

/** A sandbox's whole state at one moment; give it back to `restore` of a sandbox of the same package version. */
export interface SandboxSnapshot {
  readonly kind: typeof SNAPSHOT_KIND;
  /** The layout of the state folder whose units it holds ({@link STATE_LAYOUT_VERSION}). */
  readonly layoutVersion: number;
  /** `[scope, store, key, value]`: the units of the state folder's snapshot file. */
  readonly units: readonly Unit[];
  /** Ids the sandbox gave so far, when it counts them (`ids: "sequential"`). */
  readonly idsIssued?: number;
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

const TENANT_PREFIX = tenantUnit("");

export function takeSnapshot(state: SandboxState, idsIssued: number | undefined): SandboxSnapshot {
  return {
    kind: SNAPSHOT_KIND,
    layoutVersion: STATE_LAYOUT_VERSION,
    units: structuredClone([...state.units()]),
    ...(idsIssued === undefined ? {} : { idsIssued }),
  };
}

const describe = (value: unknown) =>
  Array.isArray(value)
    ? "an array"
    : value === null
      ? "null"
      : typeof value === "object"
        ? "an object"
        : (JSON.stringify(value) ?? typeof value);

/** The saved stores of each scope, by name. */
function savedStores(state: SandboxState): {
  sandbox: Map<string, SavedStoreDeclaration>;
  tenant: Map<string, SavedStoreDeclaration>;
} {
  const saved = state.stores.filter((store): store is SavedStoreDeclaration => store.kind !== "memory");
  return {
    sandbox: new Map(saved.filter((store) => store.scope === "sandbox").map((store) => [store.name, store])),
    tenant: new Map(saved.filter((store) => store.scope === "tenant").map((store) => [store.name, store])),
  };
}

/**
 * Checks the form of the snapshot and of every unit against the stores this sandbox declares; returns the units,
 * cloned.
 */
function checkedUnits(value: unknown, state: SandboxState): Unit[] {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new SnapshotError("$", `a snapshot is the object sandbox.snapshot() gives (found ${describe(value)})`);
  const snapshot = value as Partial<SandboxSnapshot>;
  if (snapshot.kind !== SNAPSHOT_KIND)
    throw new SnapshotError("$.kind", `is ${describe(snapshot.kind)}, not ${JSON.stringify(SNAPSHOT_KIND)}`);
  if (snapshot.layoutVersion !== STATE_LAYOUT_VERSION) {
    throw new SnapshotError(
      "$.layoutVersion",
      `the snapshot is of layout version ${describe(snapshot.layoutVersion)}; this sandbox reads ` +
        `layout version ${STATE_LAYOUT_VERSION} only (take the snapshot again with this version)`,
    );
  }
  if (!Array.isArray(snapshot.units))
    throw new SnapshotError("$.units", `must be an array of units (found ${describe(snapshot.units)})`);
  if (snapshot.idsIssued !== undefined && !Number.isSafeInteger(snapshot.idsIssued))
    throw new SnapshotError("$.idsIssued", `must be a count of ids (found ${describe(snapshot.idsIssued)})`);
  const stores = savedStores(state);
  snapshot.units.forEach((unit: unknown, i) => {
    const at = `$.units[${i}]`;
    if (!Array.isArray(unit) || unit.length !== 4)
      throw new SnapshotError(
        at,
        `must be [scope, store, key, value] (found ${describe(unit)}` +
          `${Array.isArray(unit) ? ` of ${unit.length}` : ""})`,
      );
    const [scope, store, key] = unit as unknown[];
    if (typeof scope !== "string" || (scope !== SANDBOX_UNIT && !scope.startsWith(TENANT_PREFIX)))
      throw new SnapshotError(
        `${at}[0]`,
        `must be "${SANDBOX_UNIT}" or "${TENANT_PREFIX}<tenantId>" (found ${describe(scope)})`,
      );
    const known = scope === SANDBOX_UNIT ? stores.sandbox : stores.tenant;
    if (typeof store !== "string" || !known.has(store))
      throw new SnapshotError(
        `${at}[1]`,
        `${describe(store)} is no store of this ` +
          `sandbox's ${scope === SANDBOX_UNIT ? "own" : "tenants'"}; it ` +
          `has ${[...known.keys()].join(", ")}`,
      );
    const declaration = known.get(store)!;
    if (declaration.kind === "table" ? typeof key !== "string" : key !== null)
      throw new SnapshotError(
        `${at}[2]`,
        `${store} is a ${declaration.kind}: its units ` +
          `have ${declaration.kind === "table" ? "a key" : "the key null"} ` +
          `(found ${describe(key)})`,
      );
  });
  return structuredClone(snapshot.units as Unit[]);
}

/**
 * Reads every unit back in scratch state with every form in place, so one that does not read back is refused, naming
 * its unit, before anything changes.
 */
function checkForms(units: readonly Unit[], state: SandboxState): void {
  const scratch = createSandboxState(state.stores, () => {});
  const reader = scratch.reader();
  for (const unit of units) reader.take(unit);
  reader.finish();
  const stores = savedStores(state);
  units.forEach(([scope, store, key, form], i) => {
    const declaration = (scope === SANDBOX_UNIT ? stores.sandbox : stores.tenant).get(store)!;
    try {
      if (declaration.kind === "table") declaration.load(form, scratch.scope(scope), key!);
      else declaration.load(form, scratch.scope(scope));
    } catch (error) {
      const inner = error instanceof StoreFormatError ? error.path.slice(1) : "";
      const why =
        error instanceof StoreFormatError ? error.message.slice(error.path.length + 2) : (error as Error).message;
      throw new SnapshotError(
        `$.units[${i}][3]${inner}`,
        `${scope === SANDBOX_UNIT ? "the sandbox's" : `tenant ${scope.slice(TENANT_PREFIX.length)}'s`}` +
          ` ${store} does not read back: ${why}`,
      );
    }
  });
}

/** How a restore acts on the running sandbox around the state's own exchange of units. */
export interface RestoreSteps {
  /** Stops the work under way and drops the state (a reset without the seed). */
  clear(): Promise<void>;
  /** Sets a clock that can be set back to the snapshot's time, before the parts resume. */
  setClock?(advancedMs: number): void;
  /** Sets the id count back to the snapshot's. */
  setIds?(issued: number): void;
  /** The parts take up what the state now holds (timers, pending deliveries). */
  resume(): void;
}

/** Replaces the state with the snapshot's once every unit is checked. */
export async function restoreSnapshot(value: unknown, state: SandboxState, steps: RestoreSteps): Promise<void> {
  const units = checkedUnits(value, state);
  checkForms(units, state);
  await steps.clear();
  const reader = state.reader();
  for (const unit of units) reader.take(unit);
  reader.finish();
  const clock = units.find(([scope, store]) => scope === SANDBOX_UNIT && store === "clock")?.[3] as
    { advancedMs?: unknown } | undefined;
  if (typeof clock?.advancedMs === "number") steps.setClock?.(clock.advancedMs);
  const { idsIssued } = value as SandboxSnapshot;
  if (idsIssued !== undefined) steps.setIds?.(idsIssued);
  steps.resume();
}
