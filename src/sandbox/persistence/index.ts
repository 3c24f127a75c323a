// What `--state-dir` keeps, and when: the identity provider's tenants, service accounts and signing
// keys, the clock, the gateway's messages and deliveries, the message broker's backlog, and every
// declared store of every tenant (saved-state.ts). Changes are collected as they happen (documents
// read, table entries changed, deliveries and broker messages changed) and written as one batch; a
// request's answer waits for the batch that holds its changes (group commit). A change that cannot
// be written (its value cannot be made JSON) fails its own tenant's answers, never another's.
import type { SavedBrokerMessage } from "../broker/index.js";
import type { DocumentStore, TableStore } from "../store.js";
import { createStateReader, DELIVERIES, everything, MESSAGES, BROKER_BACKLOG, SANDBOX, sandboxDocuments, TENANT, type PersistedParts } from "./saved-state.js";
import { openStateFiles, type FailedUnit, type Unit } from "./state-files.js";

export { STATE_LAYOUT_VERSION, StateDirError } from "./state-files.js";
export type { PersistedParts } from "./saved-state.js";

/** How the sandbox's state is kept: on disk with `--state-dir`, else in memory only. */
export interface Persistence {
  /**
   * Resolves once every change made so far is on disk (at once in memory). Rejects when the disk
   * refused the batch, or when a change of the sandbox's own or of `tenantId` could not be written.
   */
  commit(tenantId?: string | null): Promise<void>;
  /** Writes the whole state anew, as after an import. */
  rewrite(): Promise<void>;
  /** Writes the whole state anew after a reset: a broker backlog kept for a start with `--amqp-url` goes too. */
  reset(): Promise<void>;
  /** Writes what is pending, closes the files and releases the folder. */
  close(): Promise<void>;
}

export const IN_MEMORY: Persistence = {
  commit: () => Promise.resolve(),
  rewrite: () => Promise.resolve(),
  reset: () => Promise.resolve(),
  close: () => Promise.resolve(),
};

/** Options of {@link openPersistence}. */
export interface PersistenceOptions {
  /** Read a damaged folder anyway, keeping what is whole: what is dropped is logged, and a whole generation is written at once. */
  readonly repair?: boolean;
}

const unitId = ([scope, store, key]: Unit) => `${scope}\u0000${store}\u0000${key ?? ""}`;

/**
 * Opens the state folder: a saved state is taken back into `parts` (`restored` true; else the
 * caller applies its seed and calls `rewrite`), and from then on every change is kept. The gateway
 * reports its changes through `deliveryPublished` and `deliveryChanged`, the broker channel through
 * `brokerMessageChanged`.
 */
export async function openPersistence(
  dir: string,
  parts: PersistedParts,
  options: PersistenceOptions = {},
): Promise<{
  persistence: Persistence & { deliveryPublished(messageId: string): void; deliveryChanged(messageId: string): void; brokerMessageChanged(messageId: string): void };
  restored: boolean;
}> {
  const { gateway, broker, tenants, stores, log } = parts;
  const byName = new Map(stores.map((store) => [store.name, store]));
  const reader = createStateReader();
  const { files, empty, dropped } = await openStateFiles(dir, reader.take, options);

  const documents = sandboxDocuments(parts);
  const lastForms = new Map<string, string>();
  const usedDocuments = new Map<string, { tenantId: string; store: DocumentStore<unknown> }>();
  const changedEntries = new Map<string, { tenantId: string; store: TableStore<unknown>; keys: Set<string> }>();
  const publishedDeliveries = new Set<string>();
  const changedDeliveries = new Set<string>();
  const changedBrokerMessages = new Set<string>();
  // The tenant a sandbox-scoped unit (a delivery, a broker message) belongs to: a failure to write it is that tenant's.
  const ownerOf = new WeakMap<Unit, string>();
  // Without a broker channel the saved backlog is kept as it was read, for a later start with one.
  let brokerBacklog = new Map<string, SavedBrokerMessage>();
  const backlogToKeep = () => broker?.saveAll() ?? [...brokerBacklog.values()];
  let saving = false;
  // Changes written to no file yet: a batch the disk refused, or a unit that could not be written. They are owed, and go first into the next batch.
  let unwritten = new Map<string, Unit>();
  let background: NodeJS.Timeout | undefined;
  let chain: Promise<unknown> = Promise.resolve();
  let queued: Promise<Map<string, Error>> | undefined;
  let closed = false;
  // Compaction that failed is tried again once the log has grown by as much again.
  let compactAbove = 0;

  const scheduleBackground = () => {
    // Changes no request waits for (a redelivery, a queue item processed later) are written soon after.
    background ??= setTimeout(() => {
      background = undefined;
      persistence.commit().catch((error: unknown) => log(`sandbox: saving the state in ${dir} failed: ${(error as Error).message}`));
    }, 50).unref();
  };

  tenants.observer = {
    documentUsed(tenantId, store) {
      if (!saving) usedDocuments.set(`${tenantId}\u0000${store.name}`, { tenantId, store });
    },
    entryChanged(tenantId, store, key) {
      const id = `${tenantId}\u0000${store.name}`;
      let entry = changedEntries.get(id);
      if (entry === undefined) changedEntries.set(id, (entry = { tenantId, store, keys: new Set() }));
      entry.keys.add(key);
      scheduleBackground();
    },
  };

  const remember = (id: string, form: unknown) => {
    try {
      lastForms.set(id, JSON.stringify(form));
    } catch {
      lastForms.delete(id);
    }
  };

  /** The changes since the last batch, taken synchronously so a batch covers every change made before it started. */
  function collect(): Unit[] {
    saving = true;
    try {
      const units: Unit[] = [];
      const documentUnit = (id: string, unit: Unit) => {
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
      };
      for (const [name, save] of documents) documentUnit(`${SANDBOX}\u0000${name}`, [SANDBOX, name, null, save()]);
      for (const [id, { tenantId, store }] of usedDocuments) documentUnit(`${TENANT}${id}`, [`${TENANT}${tenantId}`, store.name, null, store.save(tenants.of(tenantId).get(store))]);
      usedDocuments.clear();
      for (const { tenantId, store, keys } of changedEntries.values()) {
        if (!byName.has(store.name)) continue;
        const table = tenants.of(tenantId).get(store);
        for (const key of keys) {
          const value = table.get(key);
          units.push(value === undefined ? [`${TENANT}${tenantId}`, store.name, key] : [`${TENANT}${tenantId}`, store.name, key, store.save(value)]);
        }
      }
      changedEntries.clear();
      for (const messageId of new Set([...publishedDeliveries, ...changedDeliveries])) {
        const saved = gateway.save(messageId);
        const owned = (unit: Unit) => (saved !== undefined && ownerOf.set(unit, saved.message.tenantId), unit);
        if (saved === undefined) units.push([SANDBOX, MESSAGES, messageId], [SANDBOX, DELIVERIES, messageId]);
        else {
          if (publishedDeliveries.has(messageId)) units.push(owned([SANDBOX, MESSAGES, messageId, saved.message]));
          units.push(owned([SANDBOX, DELIVERIES, messageId, saved.state]));
        }
      }
      publishedDeliveries.clear();
      changedDeliveries.clear();
      for (const messageId of changedBrokerMessages) {
        const saved = broker?.save(messageId);
        const unit: Unit = saved === undefined ? [SANDBOX, BROKER_BACKLOG, messageId] : [SANDBOX, BROKER_BACKLOG, messageId, saved];
        if (saved !== undefined) ownerOf.set(unit, saved.tenantId);
        units.push(unit);
      }
      changedBrokerMessages.clear();
      return units;
    } finally {
      saving = false;
    }
  }

  /** Failures by scope (`sandbox`, `tenant:<id>`); the units stay owed. Logged once, when the unit is new (not owed from before). */
  function owe(failed: readonly FailedUnit[], fresh: (unit: Unit) => boolean): Map<string, Error> {
    const failures = new Map<string, Error>();
    for (const { unit, error } of failed) {
      const [scope, store, key] = unit;
      const owner = ownerOf.get(unit);
      const tenantScope = owner === undefined ? scope : `${TENANT}${owner}`;
      const what = `${store}${key === null ? "" : ` ${key}`}${tenantScope === SANDBOX ? "" : ` of tenant ${tenantScope.slice(TENANT.length)}`}`;
      const failure = new Error(`${what} cannot be saved: ${error.message}`);
      if (!failures.has(tenantScope)) failures.set(tenantScope, failure);
      if (fresh(unit)) log(`sandbox: ${failure.message}; the state folder keeps its last saved form, and the tenant's writes are answered 500 until it changes`);
      if (!unwritten.has(unitId(unit))) unwritten.set(unitId(unit), unit);
    }
    return failures;
  }

  async function flush(): Promise<Map<string, Error>> {
    const fresh = collect();
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
    // Compaction keeps the log from outgrowing the state it describes (amortized: each byte is rewritten a bounded number of times).
    if (files.logBytes > Math.max(8 * 1024 * 1024, files.snapshotBytes, compactAbove)) {
      try {
        owe(await files.rewrite(everything(parts, backlogToKeep, remember)), (unit) => !unwritten.has(unitId(unit)));
        compactAbove = 0;
      } catch (error) {
        // The batch is on disk; only the snapshot is not new. The log keeps growing until the next try.
        compactAbove = files.logBytes * 2;
        log(`sandbox: compacting the state in ${dir} failed (the log is kept and grows until the next try): ${(error as Error).message}`);
      }
    }
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
    collect();
    const owed = unwritten;
    unwritten = new Map();
    const failures = owe(await files.rewrite(everything(parts, backlogToKeep, remember)), (unit) => !owed.has(unitId(unit)));
    const first = failures.values().next();
    if (!first.done) throw first.value;
  }

  const persistence = {
    commit(tenantId?: string | null): Promise<void> {
      if (closed) return Promise.resolve();
      // One batch waiting to start serves every request that arrives while another is written.
      queued ??= serially(() => {
        queued = undefined;
        return flush();
      });
      return queued.then((failures) => {
        const failure = failures.get(SANDBOX) ?? (tenantId === undefined || tenantId === null ? undefined : failures.get(`${TENANT}${tenantId}`));
        if (failure !== undefined) throw failure;
      });
    },
    rewrite: () => serially(rewriteAll),
    reset(): Promise<void> {
      brokerBacklog = new Map();
      return persistence.rewrite();
    },
    async close(): Promise<void> {
      if (background !== undefined) clearTimeout(background);
      await persistence.commit().catch((error: unknown) => log(`sandbox: saving the state in ${dir} before closing failed: ${(error as Error).message}`));
      closed = true;
      tenants.observer = undefined;
      await files.close();
    },
    deliveryPublished(messageId: string): void {
      publishedDeliveries.add(messageId);
      scheduleBackground();
    },
    deliveryChanged(messageId: string): void {
      changedDeliveries.add(messageId);
      scheduleBackground();
    },
    brokerMessageChanged(messageId: string): void {
      changedBrokerMessages.add(messageId);
      scheduleBackground();
    },
  };

  brokerBacklog = reader.restore(parts);
  if (broker !== undefined) {
    broker.restore([...brokerBacklog.values()]);
    // The channel reports what it did not take back (no exchange for its type) through its onChange,
    // which is wired to this persistence only once it is returned: such a message leaves the folder here.
    for (const messageId of brokerBacklog.keys()) if (broker.save(messageId) === undefined) persistence.brokerMessageChanged(messageId);
  } else if (brokerBacklog.size > 0) log(`sandbox: ${brokerBacklog.size} message(s) for the message broker saved in ${dir} wait for a start with --amqp-url; the state folder keeps them`);
  if (dropped.length > 0) {
    for (const line of dropped) log(`sandbox: --repair: ${line}`);
    await persistence.rewrite();
    log(`sandbox: --repair: ${dir} holds a whole generation again, written from what could be read`);
  }
  return { persistence, restored: !empty };
}
