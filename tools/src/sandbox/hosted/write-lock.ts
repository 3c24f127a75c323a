// Writing a request's units under the write lock: a request that may write runs in a transaction that holds the one
// advisory lock every writer takes, takes the other processes' changes first, and commits its own before its answer
// goes out, so nothing acknowledged is lost and no two processes write from stale state.
import { AsyncLocalStorage } from "node:async_hooks";
import type { Pool, PoolClient } from "pg";
import type { Changes } from "../persistence/changes.js";
import type { CatchUp } from "./catch-up.js";
import { LOCKS } from "./schema.js";
import { writeUnits } from "./unit-rows.js";

/** A request's transaction that holds the write lock. */
export interface WriteTransaction {
  readonly client: PoolClient;
  /** Its commit once asked for, and then the writes of the same request chained after it. */
  done: Promise<void> | undefined;
  /** The request's work ended and the connection went back to the pool. */
  released: boolean;
}

export class WriteLock {
  // The transaction a request's work runs in: its commit is the request's (timers it set find it ended).
  private readonly held = new AsyncLocalStorage<WriteTransaction>();

  /**
   * @param me The process the rows it writes name as their writer, whose work they then are.
   */
  constructor(
    private readonly pool: Pool,
    private readonly catchUp: CatchUp,
    private readonly changes: Changes,
    private readonly me: string,
  ) {}

  /** The transaction of the request this code runs for, while that request's work goes on. */
  current(): WriteTransaction | undefined {
    const tx = this.held.getStore();
    return tx === undefined || tx.released ? undefined : tx;
  }

  /**
   * Runs `work` in a transaction that holds the write lock and has taken every change committed before it, then
   * commits what changed. Each waits for the lock on a connection of its own: the lock, not this process, orders them.
   */
  async locked<T>(work: (tx: WriteTransaction) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    const tx: WriteTransaction = { client, done: undefined, released: false };
    let failure: Error | undefined;
    try {
      await client.query("BEGIN");
      await client.query("SELECT pg_advisory_xact_lock($1::bigint)", [LOCKS.write]);
      await this.catchUp.take(client);
      const result = await this.held.run(tx, () => work(tx));
      await this.finish(tx);
      await this.settle(tx);
      return result;
    } catch (error) {
      failure = error as Error;
      if (tx.done === undefined) {
        tx.done = Promise.resolve();
        await client.query("ROLLBACK").catch(() => undefined);
      }
      await this.settle(tx).catch(() => undefined);
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
  commitAlone(): Promise<void> {
    return this.locked(() => Promise.resolve());
  }

  /** Commits the request's transaction with what changed so far, once. */
  finish(tx: WriteTransaction): Promise<void> {
    tx.done ??= this.writeAndCommit(tx.client);
    return tx.done;
  }

  /**
   * A write of a request whose transaction was committed already (a part asked for its changes to be saved before
   * the answer): a new transaction on the request's own connection, after the first. A second connection could never
   * come when every connection of the pool waits for the lock this request's work holds.
   */
  again(tx: WriteTransaction, step: (client: PoolClient) => Promise<void>): Promise<void> {
    const run = async () => {
      await tx.client.query("BEGIN");
      try {
        await tx.client.query("SELECT pg_advisory_xact_lock($1::bigint)", [LOCKS.write]);
        await this.catchUp.take(tx.client);
        await step(tx.client);
      } catch (error) {
        await tx.client.query("ROLLBACK").catch(() => undefined);
        throw error;
      }
      await this.writeAndCommit(tx.client);
    };
    tx.done = tx.done!.then(run, run);
    return tx.done;
  }

  /** Writes what changed so far and commits; the caller holds the write lock and has taken the other changes. */
  private async writeAndCommit(client: PoolClient): Promise<void> {
    try {
      this.catchUp.wrote(await writeUnits(client, this.changes.collect(), this.me));
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    }
  }

  /** Waits until no write of `tx` is in flight, the last one's failure included; then its connection may go back. */
  private async settle(tx: WriteTransaction): Promise<void> {
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
}
