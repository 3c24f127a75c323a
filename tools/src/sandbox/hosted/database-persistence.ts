// The sandbox's state in PostgreSQL (`--database`), so several processes on one database behave as one sandbox. Every
// process keeps the whole state in memory as a cache, as a sandbox without a database does, and the database holds
// every unit (state.ts, unit-rows.ts) with the change sequence of its last write:
// - before a request is served, the process takes the units written since the last sequence it read (catch-up.ts; a
//   read needs nothing else: what another process acknowledged is committed, so it is read);
// - a request that may write runs in a transaction under one advisory lock that every writer takes (write-lock.ts):
//   it takes the changes first, runs, writes its units and commits before its answer goes out, so nothing
//   acknowledged is lost and two processes never write from stale state. The lock also makes the sequence's order the
//   order of the commits, which is what lets a reader go on from the last sequence it read without missing a commit
//   still in flight;
// - changes no request waits for (a queue item processed later, a redelivery) are written soon after, the same way
//   (background-writes.ts).
// Trackers, timers and derived indexes stay each process's own; changes.ts says which units changed. Work (a pending
// delivery) is its writer's, and a process whose lease lapsed has its work taken over (leases.ts).
import { randomUUID } from "node:crypto";
import type { Pool, PoolClient } from "pg";
import type { WorkClaims } from "../kernel/part.js";
import type { Persistence } from "../persistence/persistence.js";
import { trackChanges, type Changes } from "../persistence/changes.js";
import type { SandboxState, Unit } from "../kernel/state.js";
import type { DocumentStore, Scope } from "../kernel/store.js";
import { BackgroundWrites } from "./background-writes.js";
import { CatchUp } from "./catch-up.js";
import { connect } from "./connect.js";
import { checkDatabaseUrl, DatabaseStartError, redactedUrl } from "./database-option.js";
import { LEASE_MS, Leases } from "./leases.js";
import { LOCKS, migrate, SCHEMA } from "./schema.js";
import { unitReader, writeUnits, type UnitRow } from "./unit-rows.js";
import { WriteLock } from "./write-lock.js";

export { HEARTBEAT_MS, LEASE_MS } from "./leases.js";

/** The start's lock, held while this process migrates and reads or seeds: processes starting together do so once. */
class StartLock {
  constructor(private held: PoolClient | undefined) {}

  async end(): Promise<void> {
    const held = this.held;
    this.held = undefined;
    if (held === undefined) return;
    try {
      await held.query("SELECT pg_advisory_unlock($1::bigint)", [LOCKS.start]);
      held.release();
    } catch (error) {
      held.release(error as Error);
    }
  }
}

/** What the start read: the sequence it read up to, and the documents as read. */
interface Loaded {
  readonly lastSeq: number;
  readonly documents: readonly Unit[];
  readonly restored: boolean;
}

/** Migrates, registers this process's lease and takes the saved state into `state`, under the start's lock. */
async function load(first: PoolClient, url: string, state: SandboxState, me: string): Promise<Loaded> {
  await first.query("SELECT pg_advisory_lock($1::bigint)", [LOCKS.start]);
  await migrate(first, url);
  await first.query(
    `INSERT INTO ${SCHEMA}.processes (id, lease_until) VALUES ($1, now() + $2 * interval '1 millisecond')`,
    [me, LEASE_MS],
  );
  await first.query("BEGIN ISOLATION LEVEL REPEATABLE READ");
  const top = await first.query<{ seq: string | null }>(`SELECT max(seq)::text AS seq FROM ${SCHEMA}.units`);
  const rows = await first.query<UnitRow>(
    `SELECT scope, store, key, value, false AS deleted, seq FROM ${SCHEMA}.units
     WHERE value IS NOT NULL ORDER BY seq`,
  );
  await first.query("COMMIT");
  const unitOf = unitReader(state);
  const documents: Unit[] = [];
  const reader = state.reader();
  for (const row of rows.rows) {
    const unit = unitOf(row);
    reader.take(unit);
    if (unit[2] === null) documents.push(unit);
  }
  reader.finish();
  return { lastSeq: Number(top.rows[0]?.seq ?? 0), documents, restored: rows.rows.length > 0 };
}

/**
 * Opens the state in the database at `url`: the schema is migrated, and a saved state is taken into `state`
 * (`restored` true); an empty database is the caller's to seed, and no other process reads or seeds it until the
 * caller's `rewrite` has written the seeded state.
 */
export async function openDatabasePersistence(
  url: string,
  state: SandboxState,
  log: (line: string) => void,
): Promise<{ persistence: Persistence; restored: boolean }> {
  checkDatabaseUrl(url);
  const { pool, first } = await connect(url, log);
  // This run's own: a restart is another process, which takes over the work of the run before once its lease lapsed.
  const me = randomUUID();
  let loaded: Loaded;
  try {
    loaded = await load(first, url, state, me);
  } catch (error) {
    first.release(true);
    await pool.end().catch(() => undefined);
    throw error instanceof DatabaseStartError
      ? error
      : new DatabaseStartError(url, `PostgreSQL refused the sandbox's start: ${(error as Error).message}`);
  }
  const starting = new StartLock(first);
  if (loaded.restored) await starting.end();
  const persistence = new DatabasePersistence(pool, url, state, log, me, loaded, starting);
  // The work of the run before (or of a process that stopped) is taken up at the start, as a restart does.
  if (loaded.restored) await persistence.takeOverAtStart();
  return { persistence, restored: loaded.restored };
}

/** The state of one process on the database, kept in step with the other processes' (see the top of this file). */
class DatabasePersistence implements Persistence {
  readonly claims: WorkClaims;
  private readonly changes: Changes;
  private readonly catchUp: CatchUp;
  private readonly lock: WriteLock;
  private readonly background: BackgroundWrites;
  private readonly leases: Leases;

  constructor(
    private readonly pool: Pool,
    private readonly url: string,
    private readonly state: SandboxState,
    private readonly log: (line: string) => void,
    private readonly me: string,
    loaded: Loaded,
    private readonly starting: StartLock,
  ) {
    this.changes = trackChanges(state, () => this.background.schedule());
    // The documents as read, so the first write does not write them again as if each had changed.
    for (const unit of loaded.documents) this.changes.remember(unit);
    this.catchUp = new CatchUp(state, this.changes, loaded.lastSeq);
    this.lock = new WriteLock(pool, this.catchUp, this.changes, me);
    this.background = new BackgroundWrites(
      () => this.lock.commitAlone(),
      (error) => log(`sandbox: saving the state in ${redactedUrl(url)} failed: ${error.message}`),
    );
    this.leases = new Leases(pool, me, this.catchUp, url, log);
    this.claims = this.leases.claims;
  }

  /** Takes over the work of the processes whose lease lapsed; failing, this process's start fails. */
  async takeOverAtStart(): Promise<void> {
    try {
      await this.leases.takeOver();
    } catch (error) {
      await this.leases.stop();
      this.changes.detach();
      await this.pool.end().catch(() => undefined);
      throw new DatabaseStartError(this.url, `PostgreSQL refused the sandbox's start: ${(error as Error).message}`);
    }
  }

  async serve<T>(writes: boolean, work: () => Promise<T>): Promise<T> {
    if (!writes) {
      await this.catchUp.take(this.pool);
      return work();
    }
    return this.lock.locked(() => work());
  }

  commit(): Promise<void> {
    // Inside a request, its transaction; after the request (a timer it set), a transaction of its own.
    const tx = this.lock.current();
    if (tx === undefined) return this.lock.commitAlone();
    return tx.done === undefined ? this.lock.finish(tx) : this.lock.again(tx, () => Promise.resolve());
  }

  async rewrite(): Promise<void> {
    const tx = this.lock.current();
    if (tx === undefined) await this.lock.locked((own) => this.writeEverything(own.client));
    else if (tx.done === undefined) await this.writeEverything(tx.client);
    else await this.lock.again(tx, (client) => this.writeEverything(client));
    await this.starting.end();
  }

  async close(): Promise<void> {
    this.background.stop();
    await this.leases.stop();
    await this.lock
      .commitAlone()
      .catch((error: unknown) =>
        this.log(
          `sandbox: saving the state in ${redactedUrl(this.url)} before closing failed: ${(error as Error).message}`,
        ),
      );
    await this.leases.end();
    this.changes.detach();
    await this.starting.end();
    await this.pool.end();
  }

  /** Every unit is written anew; whatever row none of them wrote is a unit the state no longer holds. */
  private async writeEverything(client: PoolClient): Promise<void> {
    // A sandbox document made on first use (the signing keys) is made now, so every process takes this one instead of
    // making its own.
    const sandboxDocuments = this.state.stores.filter(
      (store): store is DocumentStore<unknown, Scope> => store.scope === "sandbox" && store.kind === "document",
    );
    for (const store of sandboxDocuments) this.state.sandbox.get(store);
    this.changes.collect();
    const before = this.catchUp.seq;
    const units = [...this.state.units()];
    for (const unit of units) this.changes.remember(unit);
    this.catchUp.wrote(await writeUnits(client, units, this.me));
    await client.query(
      `UPDATE ${SCHEMA}.units SET value = NULL, seq = nextval('${SCHEMA}.changes')
       WHERE value IS NOT NULL AND seq <= $1`,
      [before],
    );
    const top = await client.query<{ seq: string | null }>(`SELECT max(seq)::text AS seq FROM ${SCHEMA}.units`);
    this.catchUp.wrote(Number(top.rows[0]?.seq ?? 0));
  }
}
