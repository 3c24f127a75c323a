// The database's rows of units (state.ts) and back: every unit is a row keyed by scope, store and key, with the change
// sequence of its last write and the process that wrote it; a deletion is a row without a value.
import type { PoolClient } from "pg";
import type { SandboxState, Unit } from "../kernel/state.js";
import { SCHEMA } from "./schema.js";

/** A unit's row as the catch-up reads it; `seq` is a bigint, which pg gives as text. */
export interface UnitRow {
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
export const fromText = (text: string) =>
  text.replace(/\\([\\0])/g, (_, escaped: string) => (escaped === "0" ? "\0" : "\\"));

/** Reads a row as the unit of `state` it holds: a document's row has a key only because the column needs one. */
export function unitReader(state: SandboxState): (row: UnitRow) => Unit {
  const kinds = new Map(state.stores.map((store) => [store.name, store.kind]));
  return (row) => {
    const key = kinds.get(row.store) === "document" ? null : fromText(row.key);
    const scope = fromText(row.scope);
    return row.deleted ? [scope, row.store, key] : [scope, row.store, key, row.value];
  };
}

/** Writes each unit (a deletion as a row without a value) with the next change sequence; resolves to the highest. */
export async function writeUnits(
  client: PoolClient,
  units: readonly Unit[],
  writer: string,
): Promise<number | undefined> {
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
