// Work (a pending delivery) is its writer's: each process renews a lease, and one process takes over the units of a
// process whose lease lapsed, so its parts take up that work (WorkClaims).
import type { Pool } from "pg";
import type { WorkClaims } from "../kernel/part.js";
import { SANDBOX_UNIT } from "../kernel/state.js";
import type { CatchUp } from "./catch-up.js";
import { redactedUrl } from "./database-option.js";
import { LOCKS, SCHEMA } from "./schema.js";
import { fromText } from "./unit-rows.js";

/**
 * How long a process's lease lasts without a heartbeat: its work is taken over this long after it died (a closing
 * process ends its lease at once).
 */
export const LEASE_MS = 5000;
/** How often a process renews its lease and looks for lapsed ones: several times per lease, so a slow turn keeps it. */
export const HEARTBEAT_MS = 1000;

const adoptedKey = (store: string, key: string) => `${store}\u0000${key}`;

export class Leases {
  // The sandbox's own units this process took over and its parts did not take up yet (`untold` their stores).
  private adopted = new Set<string>();
  private untold = new Set<string>();
  private resumeTaken: ((stores: ReadonlySet<string>) => void) | undefined;
  private beating: Promise<void> | undefined;
  private readonly heartbeats: NodeJS.Timeout;

  readonly claims: WorkClaims = {
    mine: (store, key) => this.adopted.has(adoptedKey(store, key)),
    onTakeover: (resume) => {
      this.resumeTaken = resume;
      this.tell();
    },
  };

  /**
   * Starts renewing the lease of `me`, which the start registered.
   */
  constructor(
    private readonly pool: Pool,
    private readonly me: string,
    private readonly catchUp: CatchUp,
    url: string,
    log: (line: string) => void,
  ) {
    this.heartbeats = setInterval(() => {
      if (this.beating !== undefined) return;
      this.beating = this.heartbeat()
        .catch((error: unknown) =>
          log(`sandbox: renewing this process's lease in ${redactedUrl(url)} failed: ${(error as Error).message}`),
        )
        .finally(() => (this.beating = undefined));
    }, HEARTBEAT_MS).unref();
  }

  /**
   * Takes over the units of every process whose lease lapsed. The write lock orders it after every write, so the
   * units are taken up as their last writer left them; `FOR UPDATE SKIP LOCKED` on the lapsed processes' rows lets one
   * process take each over and the others go on at once.
   */
  async takeOver(): Promise<void> {
    const client = await this.pool.connect();
    let failure: Error | undefined;
    try {
      await client.query("BEGIN");
      await client.query("SELECT pg_advisory_xact_lock($1::bigint)", [LOCKS.write]);
      const lapsed = await client.query<{ id: string }>(
        `SELECT id FROM ${SCHEMA}.processes WHERE lease_until < now() AND id <> $1 FOR UPDATE SKIP LOCKED`,
        [this.me],
      );
      const ids = lapsed.rows.map((row) => row.id);
      if (ids.length === 0) {
        await client.query("COMMIT");
        return;
      }
      await this.catchUp.take(client);
      const taken = await client.query<{ scope: string; store: string; key: string }>(
        `UPDATE ${SCHEMA}.units SET writer = $1 WHERE writer = ANY($2::text[]) AND value IS NOT NULL
         RETURNING scope, store, key`,
        [this.me, ids],
      );
      await client.query(`DELETE FROM ${SCHEMA}.processes WHERE id = ANY($1::text[])`, [ids]);
      await client.query("COMMIT");
      // Until the parts were told, what was taken over before is still to be taken up (at the start, by their first
      // resume, which may come after a heartbeat's takeover).
      if (this.untold.size === 0) this.adopted = new Set();
      for (const row of taken.rows) {
        if (fromText(row.scope) !== SANDBOX_UNIT) continue;
        this.adopted.add(adoptedKey(row.store, fromText(row.key)));
        this.untold.add(row.store);
      }
    } catch (error) {
      failure = error as Error;
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    } finally {
      client.release(failure);
    }
    this.tell();
  }

  /** Stops renewing the lease, once a heartbeat under way ended. */
  async stop(): Promise<void> {
    clearInterval(this.heartbeats);
    await this.beating;
  }

  /** Ends the lease now: another process takes over this one's pending work at its next heartbeat. */
  async end(): Promise<void> {
    await this.pool
      .query(`UPDATE ${SCHEMA}.processes SET lease_until = '-infinity' WHERE id = $1`, [this.me])
      .catch(() => undefined);
  }

  private tell(): void {
    if (this.resumeTaken === undefined || this.untold.size === 0) return;
    const stores = this.untold;
    this.untold = new Set();
    this.resumeTaken(stores);
  }

  /** Renews this process's lease, and takes over the work of any process whose lease lapsed. */
  private async heartbeat(): Promise<void> {
    const beat = await this.pool.query<{ lapsed: boolean }>(
      `WITH renewed AS (
         INSERT INTO ${SCHEMA}.processes (id, lease_until) VALUES ($1, now() + $2 * interval '1 millisecond')
         ON CONFLICT (id) DO UPDATE SET lease_until = excluded.lease_until
       )
       SELECT EXISTS (SELECT 1 FROM ${SCHEMA}.processes WHERE lease_until < now() AND id <> $1) AS lapsed`,
      [this.me, LEASE_MS],
    );
    if (beat.rows[0]?.lapsed === true) await this.takeOver();
  }
}
