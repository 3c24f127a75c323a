// The sandbox's state in PostgreSQL (`--database`), so several processes on one database behave as one sandbox. Every
// process keeps the whole state in memory as a cache, as a sandbox without a database does, and the database holds
// every unit (state.ts) with the change sequence of its last write:
// - before a request is served, the process takes the units written since the last sequence it read (a read needs
//   nothing else: what another process acknowledged is committed, so it is read);
// - a request that may write runs in a transaction under one advisory lock that every writer takes: it takes the
//   changes first, runs, writes its units and commits before its answer goes out, so nothing acknowledged is lost and
//   two processes never write from stale state. The lock also makes the sequence's order the order of the commits,
//   which is what lets a reader go on from the last sequence it read without missing a commit still in flight;
// - changes no request waits for (a queue item processed later, a redelivery) are written soon after, the same way.
// Trackers, timers and derived indexes stay each process's own; changes.ts says which units changed.
// Work (a pending delivery) is its writer's: each process renews a lease, and one process takes over the units of a
// process whose lease lapsed, so its parts take up that work (WorkClaims).
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { Pool, PoolClient } from "pg";
import { CLOCK_TIME } from "../clock/clock-part.js";
import type { WorkClaims } from "../kernel/part.js";
import type { Persistence } from "../persistence/persistence.js";
import { trackChanges, type Changes } from "../persistence/changes.js";
import { SANDBOX_UNIT, type SandboxState, type Unit } from "../kernel/state.js";
import type { DocumentStore, Scope } from "../kernel/store.js";
import { connect } from "./connect.js";
import { checkDatabaseUrl, DatabaseStartError, redactedUrl } from "./database-option.js";
import { LOCKS, migrate, SCHEMA } from "./schema.js";

/**
 * How long a process's lease lasts without a heartbeat: its work is taken over this long after it died (a closing
 * process ends its lease at once).
 */
export const LEASE_MS = 5000;
/** How often a process renews its lease and looks for lapsed ones: several times per lease, so a slow turn keeps it. */
export const HEARTBEAT_MS = 1000;

/** A unit's row as the catch-up reads it; `seq` is a bigint, which pg gives as text. */
interface UnitRow {
  readonly scope: string;
  readonly store: string;
  readonly key: string;
  readonly value: unknown;
  readonly deleted: boolean;
  readonly seq: string;
}

/**
 * A scope or key as PostgreSQL text, which holds no NUL character (a record's key joins its parts with one, and a
 * tenant id may hold one): a backslash and a NUL are escaped, every other character is kept, so the rows read as the
 * units they are.
 */
const toText = (name: string) => name.replace(/\\/g, "\\\\").replace(/\0/g, "\\0");
const fromText = (text: string) => text.replace(/\\([\\0])/g, (_, escaped: string) => (escaped === "0" ? "\0" : "\\"));

/** Writes each unit (a deletion as a row without a value) with the next change sequence; resolves to the highest. */
async function writeUnits(client: PoolClient, units: readonly Unit[], writer: string): Promise<number | undefined> {
  const latest = new Map<string, Unit>();
  for (const unit of units) latest.set(`${unit[0]}\u0000${unit[1]}\u0000${unit[2] ?? ""}`, unit);
  if (latest.size === 0) return undefined;
  const scopes: string[] = [];
  const stores: string[] = [];
  const keys: string[] = [];
  const values: (string | null)[] = [];
  for (const [scope, store, key, ...rest] of latest.values()) {
    scopes.push(toText(scope));
    stores.push(store);
    keys.push(toText(key ?? ""));
    values.push(rest.length === 0 ? null : (JSON.stringify(rest[0]) ?? "null"));
  }
  const written = await client.query<{ seq: string | null }>(
    `WITH written AS (
       INSERT INTO ${SCHEMA}.units AS u (scope, store, key, value, seq, writer)
       SELECT s, t, k, v::json, nextval('${SCHEMA}.changes'), $5
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS w(s, t, k, v)
       ON CONFLICT (scope, store, key)
       DO UPDATE SET value = excluded.value, seq = excluded.seq, writer = excluded.writer
       RETURNING u.seq
     )
     SELECT max(seq)::text AS seq FROM written`,
    [scopes, stores, keys, values, writer],
  );
  const seq = written.rows[0]?.seq;
  return seq === null || seq === undefined ? undefined : Number(seq);
}

/** A request's transaction that holds the write lock. */
interface WriteTransaction {
  readonly client: PoolClient;
  /** Its commit once asked for, and then the writes of the same request chained after it. */
  done: Promise<void> | undefined;
  /** The request's work ended and the connection went back to the pool. */
  released: boolean;
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
  // Held by this process while it migrates and reads or seeds: processes starting together migrate and seed once.
  let starting: PoolClient | undefined = first;
  const endStart = async () => {
    const held = starting;
    starting = undefined;
    if (held === undefined) return;
    try {
      await held.query("SELECT pg_advisory_unlock($1::bigint)", [LOCKS.start]);
      held.release();
    } catch (error) {
      held.release(error as Error);
    }
  };
  const sandboxDocuments = state.stores.filter(
    (store): store is DocumentStore<unknown, Scope> => store.scope === "sandbox" && store.kind === "document",
  );
  const kinds = new Map(state.stores.map((store) => [store.name, store.kind]));
  const unitOf = (row: UnitRow): Unit => {
    const key = kinds.get(row.store) === "document" ? null : fromText(row.key);
    const scope = fromText(row.scope);
    return row.deleted ? [scope, row.store, key] : [scope, row.store, key, row.value];
  };
  let lastSeq = 0;
  let restored: boolean;
  // The documents as read, so the first write does not write them again as if each had changed.
  const loadedDocuments: Unit[] = [];
  try {
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
    lastSeq = Number(top.rows[0]?.seq ?? 0);
    const reader = state.reader();
    for (const row of rows.rows) {
      const unit = unitOf(row);
      reader.take(unit);
      if (unit[2] === null) loadedDocuments.push(unit);
    }
    reader.finish();
    restored = rows.rows.length > 0;
  } catch (error) {
    first.release(true);
    starting = undefined;
    await pool.end().catch(() => undefined);
    throw error instanceof DatabaseStartError
      ? error
      : new DatabaseStartError(url, `PostgreSQL refused the sandbox's start: ${(error as Error).message}`);
  }
  if (restored) await endStart();

  let changes: Changes | undefined;
  /** The units another process wrote since `lastSeq`, taken into the state; the clock is moved, never replaced. */
  async function catchUp(client: Pool | PoolClient): Promise<void> {
    const found = await client.query<UnitRow>(
      `SELECT scope, store, key, value, value IS NULL AS deleted, seq FROM ${SCHEMA}.units
       WHERE seq > $1 ORDER BY seq`,
      [lastSeq],
    );
    const taken: Unit[] = [];
    for (const row of found.rows) {
      const seq = Number(row.seq);
      // Another catch-up that ended first took it already.
      if (seq <= lastSeq) continue;
      lastSeq = seq;
      const unit = unitOf(row);
      if (unit[0] === SANDBOX_UNIT && unit[1] === CLOCK_TIME.name) followClock(row.value);
      else taken.push(unit);
      if (unit[2] === null) changes?.remember(unit);
    }
    if (taken.length > 0) state.takeChanges(taken);
  }

  /** Moves this process's clock to the time another process moved it to: timers set on it stay set. */
  function followClock(form: unknown): void {
    const ahead = (form as { advancedMs?: unknown } | null)?.advancedMs;
    const clock = state.sandbox.get(CLOCK_TIME).clock;
    if (typeof ahead !== "number" || clock === undefined || ahead <= clock.advancedMs) return;
    clock.advance((ahead - clock.advancedMs) / 1000);
  }

  // The transaction a request's work runs in: its commit is the request's (timers it set find it ended).
  const held = new AsyncLocalStorage<WriteTransaction>();

  /** Writes what changed so far and commits; the caller holds the write lock and has taken the other changes. */
  async function writeAndCommit(client: PoolClient): Promise<void> {
    try {
      const seq = await writeUnits(client, changes!.collect(), me);
      // Under the lock and caught up, what this transaction wrote is the newest: its rows are not taken back.
      if (seq !== undefined) lastSeq = Math.max(lastSeq, seq);
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    }
  }

  /** Commits the request's transaction with what changed so far, once. */
  function finish(tx: WriteTransaction): Promise<void> {
    tx.done ??= writeAndCommit(tx.client);
    return tx.done;
  }

  /**
   * A write of a request whose transaction was committed already (a part asked for its changes to be saved before
   * the answer): a new transaction on the request's own connection, after the first. A second connection could never
   * come when every connection of the pool waits for the lock this request's work holds.
   */
  function again(tx: WriteTransaction, step: (client: PoolClient) => Promise<void>): Promise<void> {
    const run = async () => {
      await tx.client.query("BEGIN");
      try {
        await tx.client.query("SELECT pg_advisory_xact_lock($1::bigint)", [LOCKS.write]);
        await catchUp(tx.client);
        await step(tx.client);
      } catch (error) {
        await tx.client.query("ROLLBACK").catch(() => undefined);
        throw error;
      }
      await writeAndCommit(tx.client);
    };
    tx.done = tx.done!.then(run, run);
    return tx.done;
  }

  /** Waits until no write of `tx` is in flight, the last one's failure included; then its connection may go back. */
  async function settle(tx: WriteTransaction): Promise<void> {
    for (let done = tx.done; done !== undefined; done = tx.done) {
      try {
        await done;
      } finally {
        // Checked in the same turn as the promise settled: a write chained meanwhile is waited for too.
        if (tx.done === done) tx.released = true;
      }
      if (tx.released) return;
    }
    tx.released = true;
  }

  /**
   * Runs `work` in a transaction that holds the write lock and has taken every change committed before it, then
   * commits what changed. Each waits for the lock on a connection of its own: the lock, not this process, orders them.
   */
  async function locked<T>(work: (tx: WriteTransaction) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    const tx: WriteTransaction = { client, done: undefined, released: false };
    let failure: Error | undefined;
    try {
      await client.query("BEGIN");
      await client.query("SELECT pg_advisory_xact_lock($1::bigint)", [LOCKS.write]);
      await catchUp(client);
      const result = await held.run(tx, () => work(tx));
      await finish(tx);
      await settle(tx);
      return result;
    } catch (error) {
      failure = error as Error;
      if (tx.done === undefined) {
        tx.done = Promise.resolve();
        await client.query("ROLLBACK").catch(() => undefined);
      }
      await settle(tx).catch(() => undefined);
      throw error;
    } finally {
      tx.released = true;
      client.release(failure);
    }
  }

  /**
   * Writes the changes made so far outside any request's transaction. They are collected under the lock, after the
   * changes of other processes: collected before, a form read from a stale document would overwrite a newer one.
   */
  const commitAlone = () => locked(() => Promise.resolve());

  let background: NodeJS.Timeout | undefined;
  let closed = false;
  changes = trackChanges(state, () => {
    // Changes no request waits for (a redelivery, a queue item processed later) are written soon after.
    if (closed) return;
    background ??= setTimeout(() => {
      background = undefined;
      commitAlone().catch((error: unknown) =>
        log(`sandbox: saving the state in ${redactedUrl(url)} failed: ${(error as Error).message}`),
      );
    }, 50).unref();
  });

  for (const unit of loadedDocuments) changes.remember(unit);

  // The sandbox's own units this process took over and its parts did not take up yet (`untold` their stores).
  let adopted = new Set<string>();
  const adoptedKey = (store: string, key: string) => `${store}\u0000${key}`;
  let resumeTaken: ((stores: ReadonlySet<string>) => void) | undefined;
  let untold = new Set<string>();

  /**
   * Takes over the units of every process whose lease lapsed. The write lock orders it after every write, so the
   * units are taken up as their last writer left them; `FOR UPDATE SKIP LOCKED` on the lapsed processes' rows lets one
   * process take each over and the others go on at once.
   */
  async function takeOver(): Promise<void> {
    const client = await pool.connect();
    let failure: Error | undefined;
    try {
      await client.query("BEGIN");
      await client.query("SELECT pg_advisory_xact_lock($1::bigint)", [LOCKS.write]);
      const lapsed = await client.query<{ id: string }>(
        `SELECT id FROM ${SCHEMA}.processes WHERE lease_until < now() AND id <> $1 FOR UPDATE SKIP LOCKED`,
        [me],
      );
      const ids = lapsed.rows.map((row) => row.id);
      if (ids.length === 0) {
        await client.query("COMMIT");
        return;
      }
      await catchUp(client);
      const taken = await client.query<{ scope: string; store: string; key: string }>(
        `UPDATE ${SCHEMA}.units SET writer = $1 WHERE writer = ANY($2::text[]) AND value IS NOT NULL
         RETURNING scope, store, key`,
        [me, ids],
      );
      await client.query(`DELETE FROM ${SCHEMA}.processes WHERE id = ANY($1::text[])`, [ids]);
      await client.query("COMMIT");
      // Until the parts were told, what was taken over before is still to be taken up (at the start, by their first
      // resume, which may come after a heartbeat's takeover).
      if (untold.size === 0) adopted = new Set();
      for (const row of taken.rows) {
        if (fromText(row.scope) !== SANDBOX_UNIT) continue;
        adopted.add(adoptedKey(row.store, fromText(row.key)));
        untold.add(row.store);
      }
    } catch (error) {
      failure = error as Error;
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    } finally {
      client.release(failure);
    }
    tell();
  }

  function tell(): void {
    if (resumeTaken === undefined || untold.size === 0) return;
    const stores = untold;
    untold = new Set();
    resumeTaken(stores);
  }

  /** Renews this process's lease, and takes over the work of any process whose lease lapsed. */
  async function heartbeat(): Promise<void> {
    const beat = await pool.query<{ lapsed: boolean }>(
      `WITH renewed AS (
         INSERT INTO ${SCHEMA}.processes (id, lease_until) VALUES ($1, now() + $2 * interval '1 millisecond')
         ON CONFLICT (id) DO UPDATE SET lease_until = excluded.lease_until
       )
       SELECT EXISTS (SELECT 1 FROM ${SCHEMA}.processes WHERE lease_until < now() AND id <> $1) AS lapsed`,
      [me, LEASE_MS],
    );
    if (beat.rows[0]?.lapsed === true) await takeOver();
  }

  let beating: Promise<void> | undefined;
  const heartbeats = setInterval(() => {
    if (beating !== undefined || closed) return;
    beating = heartbeat()
      .catch((error: unknown) =>
        log(`sandbox: renewing this process's lease in ${redactedUrl(url)} failed: ${(error as Error).message}`),
      )
      .finally(() => (beating = undefined));
  }, HEARTBEAT_MS).unref();

  // The work of the run before (or of a process that stopped) is taken up at the start, as a restart does.
  if (restored) {
    try {
      await takeOver();
    } catch (error) {
      clearInterval(heartbeats);
      changes.detach();
      await pool.end().catch(() => undefined);
      throw new DatabaseStartError(url, `PostgreSQL refused the sandbox's start: ${(error as Error).message}`);
    }
  }

  const claims: WorkClaims = {
    mine: (store, key) => adopted.has(adoptedKey(store, key)),
    onTakeover(resume) {
      resumeTaken = resume;
      tell();
    },
  };

  const persistence: Persistence = {
    claims,
    async serve(writes, work) {
      if (!writes) {
        await catchUp(pool);
        return work();
      }
      return locked(() => work());
    },
    commit() {
      // Inside a request, its transaction; after the request (a timer it set), a transaction of its own.
      const tx = held.getStore();
      if (tx === undefined || tx.released) return commitAlone();
      return tx.done === undefined ? finish(tx) : again(tx, () => Promise.resolve());
    },
    async rewrite() {
      const everything = async (client: PoolClient) => {
        // Every unit is written anew; whatever row none of them wrote is a unit the state no longer holds.
        // A sandbox document made on first use (the signing keys) is made now, so every process takes this one
        // instead of making its own.
        for (const store of sandboxDocuments) state.sandbox.get(store);
        changes.collect();
        const before = lastSeq;
        const units = [...state.units()];
        for (const unit of units) changes.remember(unit);
        const seq = await writeUnits(client, units, me);
        if (seq !== undefined) lastSeq = Math.max(lastSeq, seq);
        await client.query(
          `UPDATE ${SCHEMA}.units SET value = NULL, seq = nextval('${SCHEMA}.changes')
           WHERE value IS NOT NULL AND seq <= $1`,
          [before],
        );
        const top = await client.query<{ seq: string | null }>(`SELECT max(seq)::text AS seq FROM ${SCHEMA}.units`);
        lastSeq = Math.max(lastSeq, Number(top.rows[0]?.seq ?? 0));
      };
      const tx = held.getStore();
      if (tx === undefined || tx.released) await locked((own) => everything(own.client));
      else if (tx.done === undefined) await everything(tx.client);
      else await again(tx, everything);
      await endStart();
    },
    async close() {
      closed = true;
      clearInterval(heartbeats);
      await beating;
      if (background !== undefined) clearTimeout(background);
      await commitAlone().catch((error: unknown) =>
        log(`sandbox: saving the state in ${redactedUrl(url)} before closing failed: ${(error as Error).message}`),
      );
      // Its lease ends now: another process takes over its pending work at its next heartbeat.
      await pool
        .query(`UPDATE ${SCHEMA}.processes SET lease_until = '-infinity' WHERE id = $1`, [me])
        .catch(() => undefined);
      changes?.detach();
      await endStart();
      await pool.end();
    },
  };
  return { persistence, restored };
}
