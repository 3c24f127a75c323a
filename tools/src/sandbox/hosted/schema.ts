// The sandbox's tables in PostgreSQL, versioned in the package: each migration is applied once, in order, by the first
// process that starts on a database older than it, under an advisory lock (processes starting together migrate
// once). A database of a newer schema is refused, naming both versions; one that holds another program's tables and
// none of the sandbox's is refused, naming some of them.
import type { PoolClient } from "pg";
import { DatabaseStartError } from "./database-option.js";

/** The PostgreSQL schema (namespace) that holds every table of the sandbox, so it shares a database with no name. */
export const SCHEMA = "integration_contracts";

/**
 * Advisory lock keys of the sandbox, one bigint each: `start` is held by one process at a time while it migrates and
 * reads or seeds the state; `write` is held, transaction-level, by every transaction that writes units.
 */
export const LOCKS = { start: "7598258013640704001", write: "7598258013640704002" } as const;

interface Migration {
  readonly version: number;
  readonly sql: string;
}

/**
 * Version 1, the state as units: one row per unit (a document whole, a table entry), keyed (scope, store, key; a
 * document's key is ''), its value as `json` (kept as written: `jsonb` reorders keys and refuses \u0000, and record
 * values must come back as sent), no value for a deleted unit, and the change sequence of its last write, which a
 * process reads from to take the changes made since.
 */
const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    sql: `
      CREATE SCHEMA ${SCHEMA};
      CREATE TABLE ${SCHEMA}.schema_versions (
        version integer PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE SEQUENCE ${SCHEMA}.changes AS bigint;
      CREATE TABLE ${SCHEMA}.units (
        scope text NOT NULL,
        store text NOT NULL,
        key text NOT NULL,
        value json,
        seq bigint NOT NULL,
        PRIMARY KEY (scope, store, key)
      );
      CREATE INDEX units_by_seq ON ${SCHEMA}.units (seq);
    `,
  },
  // Version 2, the work each process owns: a unit belongs to the process that wrote it last (`writer`), and a process
  // holds a lease (`processes`) that its heartbeats renew. The units of a process whose lease lapsed are taken over by
  // one other process. The rows of version 1 have no writer: the empty one, whose lease lapsed long ago, so the first
  // process that starts takes them over.
  {
    version: 2,
    sql: `
      CREATE TABLE ${SCHEMA}.processes (
        id text PRIMARY KEY,
        lease_until timestamptz NOT NULL
      );
      INSERT INTO ${SCHEMA}.processes (id, lease_until) VALUES ('', '-infinity');
      ALTER TABLE ${SCHEMA}.units ADD COLUMN writer text NOT NULL DEFAULT '';
      CREATE INDEX units_by_writer ON ${SCHEMA}.units (writer);
    `,
  },
];

/** The newest schema version this sandbox knows. */
export const SCHEMA_VERSION = MIGRATIONS.at(-1)!.version;

/** The version a database holds: 0 for an empty one; throws for one of another program. */
async function versionOf(client: PoolClient, url: string): Promise<number> {
  const ours = await client.query<{ found: string | null }>(`SELECT to_regclass($1) AS found`, [
    `${SCHEMA}.schema_versions`,
  ]);
  if (ours.rows[0]?.found !== null && ours.rows[0]?.found !== undefined) {
    const held = await client.query<{ version: number | null }>(
      `SELECT max(version) AS version FROM ${SCHEMA}.schema_versions`,
    );
    return held.rows[0]?.version ?? 0;
  }
  const others = await client.query<{ name: string }>(
    `SELECT table_schema || '.' || table_name AS name FROM information_schema.tables
     WHERE table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1 LIMIT 4`,
  );
  if (others.rows.length > 0) {
    const names = others.rows.slice(0, 3).map((row) => row.name);
    throw new DatabaseStartError(
      url,
      `the database holds tables of another program (${names.join(", ")}${others.rows.length > 3 ? ", ..." : ""}) ` +
        `and none of the sandbox (no ${SCHEMA} schema): name an empty database of its own ` +
        `(CREATE DATABASE sandbox), or one a sandbox started on`,
    );
  }
  return 0;
}

/**
 * Brings the database to {@link SCHEMA_VERSION}; the caller holds the start lock, so no other process migrates at the
 * same time. Returns the version found.
 */
export async function migrate(client: PoolClient, url: string): Promise<number> {
  const found = await versionOf(client, url);
  if (found > SCHEMA_VERSION)
    throw new DatabaseStartError(
      url,
      `the database holds the sandbox's schema version ${found}, newer than this sandbox's ${SCHEMA_VERSION}: ` +
        `start the integration-contracts version that made it (or a newer one), or name another database`,
    );
  for (const migration of MIGRATIONS) {
    if (migration.version <= found) continue;
    await client.query("BEGIN");
    try {
      await client.query(migration.sql);
      await client.query(`INSERT INTO ${SCHEMA}.schema_versions (version) VALUES ($1)`, [migration.version]);
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK");
      throw error;
    }
  }
  return found;
}
