// Writing the changes in batches (group commit): one batch at a time, in order; a request's answer
// waits for the batch that holds its changes. A batch the disk refused, or a unit that could not
// be written, is owed and goes first into the next batch; the failure is its tenant's (or every
// tenant's, for the sandbox's own), never another tenant's. Compaction writes a new generation
// when the log outgrows the snapshot.
import { SANDBOX_UNIT, type SandboxState } from "../kernel/state.js";
import { tenantUnit } from "../kernel/store.js";
import type { Changes } from "./changes.js";
import type { FailedUnit, StateFiles } from "./state-files.js";
import type { Unit } from "../kernel/state.js";

export interface Batches {
  /**
   * Resolves once every change made so far is on disk; rejects when the disk refused, or when a change of the sandbox's
   * own or of `tenantId` could not be written.
   */
  commit(tenantId?: string | null): Promise<void>;
  /** Writes the whole state anew (a new generation). */
  rewrite(): Promise<void>;
  /** Refuses further batches (the folder is closing); what was asked for before is written. */
  end(): void;
}

const unitId = ([scope, store, key]: Unit) => `${scope}\u0000${store}\u0000${key ?? ""}`;

/** Everything, as a new snapshot holds it, one unit at a time; each document's form is remembered. */
function* snapshotUnits(state: SandboxState, changes: Changes): Generator<Unit> {
  for (const unit of state.units()) {
    changes.remember(unit);
    yield unit;
  }
}

/**
 * Failures by scope (`sandbox`, `tenant:<id>`); the units stay owed in `unwritten`. Logged once, when the unit is new
 * (not owed from before).
 */
function oweUnits(
  failed: readonly FailedUnit[],
  fresh: (unit: Unit) => boolean,
  unwritten: Map<string, Unit>,
  changes: Changes,
  log: (line: string) => void,
): Map<string, Error> {
  const failures = new Map<string, Error>();
  for (const { unit, error } of failed) {
    const [scope, store, key] = unit;
    const owner = changes.ownerOf(unit);
    const tenantScope = owner === undefined ? scope : tenantUnit(owner);
    const what =
      `${store}${key === null ? "" : ` ${key}`}` +
      `${tenantScope === SANDBOX_UNIT ? "" : ` of tenant ${tenantScope.slice(tenantUnit("").length)}`}`;
    const failure = new Error(`${what} cannot be saved: ${error.message}`);
    if (!failures.has(tenantScope)) failures.set(tenantScope, failure);
    if (fresh(unit))
      log(
        `sandbox: ${failure.message}; the state folder keeps its last saved ` +
          `form, and the tenant's writes are answered 500 until it changes`,
      );
    if (!unwritten.has(unitId(unit))) unwritten.set(unitId(unit), unit);
  }
  return failures;
}

export function createBatches(
  files: StateFiles,
  state: SandboxState,
  changes: Changes,
  log: (line: string) => void,
): Batches {
  // Changes written to no file yet: a batch the disk refused, or a unit that could not be written.
  let unwritten = new Map<string, Unit>();
  let chain: Promise<unknown> = Promise.resolve();
  let queued: Promise<Map<string, Error>> | undefined;
  let ended = false;
  // Compaction that failed is tried again once the log has grown by as much again.
  let compactAbove = 0;

  const everything = () => snapshotUnits(state, changes);
  const owe = (failed: readonly FailedUnit[], fresh: (unit: Unit) => boolean) =>
    oweUnits(failed, fresh, unwritten, changes, log);

  async function compactWhenDue(): Promise<void> {
    // Compaction keeps the log from outgrowing the state it describes (amortized: each byte is rewritten a bounded
    // number of times).
    if (files.logBytes <= Math.max(8 * 1024 * 1024, files.snapshotBytes, compactAbove)) return;
    try {
      owe(await files.rewrite(everything()), (unit) => !unwritten.has(unitId(unit)));
      compactAbove = 0;
    } catch (error) {
      // The batch is on disk; only the snapshot is not new. The log keeps growing until the next try.
      compactAbove = files.logBytes * 2;
      log(
        `sandbox: compacting the state in ${files.dir} failed (the log is ` +
          `kept and grows until the next try): ${(error as Error).message}`,
      );
    }
  }

  async function flush(): Promise<Map<string, Error>> {
    const fresh = changes.collect();
    // A newer change of the same entry replaces what was owed of it.
    const owed = unwritten;
    for (const unit of fresh) owed.set(unitId(unit), unit);
    unwritten = new Map();
    const units = [...owed.values()];
    let failures = new Map<string, Error>();
    if (units.length > 0) {
      try {
        const added = new Set(fresh);
        failures = owe(await files.append(units), (unit) => added.has(unit));
      } catch (error) {
        unwritten = owed;
        throw error;
      }
    }
    await compactWhenDue();
    return failures;
  }

  /** Runs `step` after the batch in progress (one at a time, in order). */
  function serially<T>(step: () => Promise<T>): Promise<T> {
    const run = chain.then(step);
    chain = run.catch(() => undefined);
    return run;
  }

  async function rewriteAll(): Promise<void> {
    // Everything is written anew: what was collected or owed so far is in it.
    changes.collect();
    const owed = unwritten;
    unwritten = new Map();
    const failures = owe(await files.rewrite(everything()), (unit) => !owed.has(unitId(unit)));
    const first = failures.values().next();
    if (!first.done) throw first.value;
  }

  return {
    commit(tenantId) {
      if (ended) return Promise.resolve();
      // One batch waiting to start serves every request that arrives while another is written.
      queued ??= serially(() => {
        queued = undefined;
        return flush();
      });
      return queued.then((failures) => {
        const failure =
          failures.get(SANDBOX_UNIT) ??
          (tenantId === undefined || tenantId === null ? undefined : failures.get(tenantUnit(tenantId)));
        if (failure !== undefined) throw failure;
      });
    },
    rewrite: () => serially(rewriteAll),
    end() {
      ended = true;
    },
  };
}
