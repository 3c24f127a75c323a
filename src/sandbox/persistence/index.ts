// What `--state-dir` keeps, and when: the identity provider's tenants, service accounts and signing
// keys, the clock, the gateway's deliveries, the message broker's backlog, and every declared store
// of every tenant. Changes are collected as they happen (documents read, table entries changed,
// deliveries and broker messages changed) and written as one batch; a request's answer waits for
// the batch that holds its changes (group commit).
import type { BrokerChannel, SavedBrokerMessage } from "../broker/index.js";
import type { SandboxClock } from "../clock.js";
import type { EventGateway, SavedDelivery } from "../gateway/index.js";
import type { SandboxIdentity, SandboxTenant, ServiceAccount } from "../identity/index.js";
import type { SavedSigningKeys } from "../identity/signing-keys.js";
import type { DocumentStore, SavedStores, StoreDeclaration, TableStore, TenantStates } from "../store.js";
import { openStateFiles, type Unit } from "./state-files.js";

export { STATE_LAYOUT_VERSION, StateDirError } from "./state-files.js";

/** How the sandbox's state is kept: on disk with `--state-dir`, else in memory only. */
export interface Persistence {
  /** Resolves once every change made so far is on disk (at once in memory). */
  commit(): Promise<void>;
  /** Writes the whole state anew, as after an import. */
  rewrite(): Promise<void>;
  /** Writes the whole state anew after a reset: a broker backlog kept for a start with `--amqp-url` goes too. */
  reset(): Promise<void>;
  /** Writes what is pending and closes the files. */
  close(): Promise<void>;
}

export const IN_MEMORY: Persistence = {
  commit: () => Promise.resolve(),
  rewrite: () => Promise.resolve(),
  reset: () => Promise.resolve(),
  close: () => Promise.resolve(),
};

/** What is saved besides the tenants' stores. */
export interface PersistedParts {
  readonly identity: SandboxIdentity;
  readonly clock: SandboxClock;
  readonly gateway: EventGateway;
  /** The message broker channel (`--amqp-url`); without it a saved backlog stays in the folder until a start with one. */
  readonly broker: Pick<BrokerChannel, "save" | "saveAll" | "restore"> | undefined;
  readonly tenants: TenantStates;
  /** Every declared per-tenant store, in load order. */
  readonly stores: readonly StoreDeclaration[];
  readonly log: (line: string) => void;
}

// The scope of the sandbox's own parts, and the prefix of a tenant's scope.
const SANDBOX = "sandbox";
const TENANT = "tenant:";
const DELIVERIES = "gateway.deliveries";
const BROKER_BACKLOG = "broker.backlog";

/** The sandbox's own documents: saved whole when their form changed. */
function sandboxDocuments({ identity, clock }: PersistedParts): readonly [string, () => unknown][] {
  return [
    ["identity.tenants", () => identity.tenants.list()],
    ["identity.service-accounts", () => identity.serviceAccounts.list()],
    ["identity.signing-keys", () => identity.keys.save()],
    ["clock", () => ({ advancedMs: clock.advancedMs })],
  ];
}

/**
 * Opens the state folder: a saved state is taken back into `parts` (`restored` true; else the
 * caller applies its seed and calls `rewrite`), and from then on every change is kept. The gateway
 * reports its changes through `deliveryChanged`, the broker channel through `brokerMessageChanged`.
 */
export async function openPersistence(
  dir: string,
  parts: PersistedParts,
): Promise<{ persistence: Persistence & { deliveryChanged(messageId: string): void; brokerMessageChanged(messageId: string): void }; restored: boolean }> {
  const { identity, clock, gateway, broker, tenants, stores, log } = parts;
  const byName = new Map(stores.map((store) => [store.name, store]));
  const sandbox = new Map<string, unknown>();
  const deliveries = new Map<string, SavedDelivery>();
  const brokerBacklog = new Map<string, SavedBrokerMessage>();
  const tenantForms = new Map<string, SavedStores>();

  const take = ([scope, store, key, ...rest]: Unit) => {
    const deleted = rest.length === 0;
    if (scope === SANDBOX) {
      const keyed = store === DELIVERIES ? deliveries : store === BROKER_BACKLOG ? brokerBacklog : undefined;
      if (keyed === undefined) sandbox.set(store, rest[0]);
      else if (deleted) keyed.delete(key!);
      else (keyed as Map<string, unknown>).set(key!, rest[0]);
      return;
    }
    const tenantId = scope.slice(TENANT.length);
    let forms = tenantForms.get(tenantId);
    if (forms === undefined) tenantForms.set(tenantId, (forms = new Map()));
    if (key === null) {
      if (deleted) forms.delete(store);
      else forms.set(store, rest[0]);
      return;
    }
    let table = forms.get(store) as Map<string, unknown> | undefined;
    if (table === undefined) forms.set(store, (table = new Map()));
    if (deleted) table.delete(key);
    else table.set(key, rest[0]);
  };
  const { files, empty } = await openStateFiles(dir, take);

  if (!empty) {
    for (const tenant of (sandbox.get("identity.tenants") as SandboxTenant[] | undefined) ?? []) identity.tenants.add(tenant);
    for (const account of (sandbox.get("identity.service-accounts") as ServiceAccount[] | undefined) ?? []) identity.serviceAccounts.add(account);
    const keys = sandbox.get("identity.signing-keys") as SavedSigningKeys | undefined;
    if (keys !== undefined) identity.keys.restore(keys);
    const advancedMs = (sandbox.get("clock") as { advancedMs?: number } | undefined)?.advancedMs ?? 0;
    if (advancedMs > clock.advancedMs) clock.advance((advancedMs - clock.advancedMs) / 1000);
    for (const [tenantId, forms] of tenantForms) tenants.preload(tenantId, forms);
  }

  const documents = sandboxDocuments(parts);
  const lastForms = new Map<string, string>();
  const usedDocuments = new Map<string, { tenantId: string; store: DocumentStore<unknown> }>();
  const changedEntries = new Map<string, { tenantId: string; store: TableStore<unknown>; keys: Set<string> }>();
  const changedDeliveries = new Set<string>();
  const changedBrokerMessages = new Set<string>();
  // Without a broker channel the saved backlog is kept as it was read, for a later start with one.
  const backlogToKeep = () => broker?.saveAll() ?? [...brokerBacklog.values()];
  let saving = false;
  let unwritten: Unit[] = [];
  let background: NodeJS.Timeout | undefined;
  let chain: Promise<void> = Promise.resolve();
  let queued: Promise<void> | undefined;
  let closed = false;

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

  /** The changes since the last batch, taken synchronously so a batch covers every change made before it started. */
  function collect(): Unit[] {
    saving = true;
    try {
      const units: Unit[] = [];
      const documentUnit = (id: string, unit: Unit) => {
        const form = JSON.stringify(unit[3]);
        if (lastForms.get(id) === form) return;
        lastForms.set(id, form);
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
      for (const messageId of changedDeliveries) {
        const saved = gateway.save(messageId);
        units.push(saved === undefined ? [SANDBOX, DELIVERIES, messageId] : [SANDBOX, DELIVERIES, messageId, saved]);
      }
      changedDeliveries.clear();
      for (const messageId of changedBrokerMessages) {
        const saved = broker?.save(messageId);
        units.push(saved === undefined ? [SANDBOX, BROKER_BACKLOG, messageId] : [SANDBOX, BROKER_BACKLOG, messageId, saved]);
      }
      changedBrokerMessages.clear();
      return units;
    } finally {
      saving = false;
    }
  }

  /** Everything, as a new snapshot holds it. */
  function everything(): Unit[] {
    saving = true;
    try {
      usedDocuments.clear();
      changedEntries.clear();
      changedDeliveries.clear();
      changedBrokerMessages.clear();
      lastForms.clear();
      const units: Unit[] = [];
      for (const [name, save] of documents) {
        const value = save();
        lastForms.set(`${SANDBOX}\u0000${name}`, JSON.stringify(value));
        units.push([SANDBOX, name, null, value]);
      }
      for (const saved of gateway.saveAll()) units.push([SANDBOX, DELIVERIES, saved.record.messageId, saved]);
      for (const saved of backlogToKeep()) units.push([SANDBOX, BROKER_BACKLOG, saved.messageId, saved]);
      for (const tenantId of tenants.ids()) {
        for (const [name, form] of tenants.save(tenantId, stores)) {
          if (byName.get(name)!.kind === "document") {
            lastForms.set(`${TENANT}${tenantId}\u0000${name}`, JSON.stringify(form));
            units.push([`${TENANT}${tenantId}`, name, null, form]);
          } else {
            for (const [key, entry] of form as Map<string, unknown>) units.push([`${TENANT}${tenantId}`, name, key, entry]);
          }
        }
      }
      return units;
    } finally {
      saving = false;
    }
  }

  async function flush(): Promise<void> {
    // A batch the disk refused (full, failing) is still owed: it goes first into the next one, since
    // the changes it held were taken off the change lists and the running sandbox already shows them.
    const units = [...unwritten, ...collect()];
    unwritten = [];
    if (units.length > 0) {
      try {
        await files.append(units);
      } catch (error) {
        unwritten = units;
        throw error;
      }
    }
    // Compaction keeps the log from outgrowing the state it describes (amortized: each byte is rewritten a bounded number of times).
    if (files.logBytes > Math.max(8 * 1024 * 1024, files.snapshotBytes)) await files.rewrite(everything());
  }

  /** Runs `step` after the batch in progress (one at a time, in order). */
  function serially(step: () => Promise<void>): Promise<void> {
    const run = chain.then(step);
    chain = run.catch(() => undefined);
    return run;
  }

  const persistence = {
    commit(): Promise<void> {
      if (closed) return Promise.resolve();
      // One batch waiting to start serves every request that arrives while another is written.
      queued ??= serially(() => {
        queued = undefined;
        return flush();
      });
      return queued;
    },
    rewrite(): Promise<void> {
      return serially(async () => {
        await files.rewrite(everything());
        unwritten = [];
      });
    },
    reset(): Promise<void> {
      brokerBacklog.clear();
      return persistence.rewrite();
    },
    async close(): Promise<void> {
      if (background !== undefined) clearTimeout(background);
      await persistence.commit();
      closed = true;
      tenants.observer = undefined;
      await files.close();
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

  gateway.restore([...deliveries.values()]);
  if (broker !== undefined) {
    broker.restore([...brokerBacklog.values()]);
    // The channel reports what it did not take back (no exchange for its type) through its onChange,
    // which is wired to this persistence only once it is returned: such a message leaves the folder here.
    for (const messageId of brokerBacklog.keys()) if (broker.save(messageId) === undefined) persistence.brokerMessageChanged(messageId);
  } else if (brokerBacklog.size > 0) log(`sandbox: ${brokerBacklog.size} message(s) for the message broker saved in ${dir} wait for a start with --amqp-url; the state folder keeps them`);
  return { persistence, restored: !empty };
}
