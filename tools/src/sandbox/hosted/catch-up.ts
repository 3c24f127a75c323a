// Catching up on other processes' changes: the sequence of a unit's last write orders every commit (the write lock
// makes it so), so the units written since the last sequence this process read are all it has not seen.
import type { Pool, PoolClient } from "pg";
import { CLOCK_TIME } from "../clock/clock-part.js";
import type { Changes } from "../persistence/changes.js";
import { SANDBOX_UNIT, type SandboxState, type Unit } from "../kernel/state.js";
import { SCHEMA } from "./schema.js";
import { unitReader, type UnitRow } from "./unit-rows.js";

export class CatchUp {
  /**
   * @param changes Told of each document as the database holds it, so it is not written back as if it had changed.
   * @param lastSeq The last change sequence this process read or wrote.
   */
  private readonly unitOf: (row: UnitRow) => Unit;

  constructor(
    private readonly state: SandboxState,
    private readonly changes: Changes,
    private lastSeq: number,
  ) {
    this.unitOf = unitReader(state);
  }

  get seq(): number {
    return this.lastSeq;
  }

  /**
   * Notes a sequence this process wrote under the lock while caught up: its rows are the newest, not to be taken back.
   */
  wrote(seq: number | undefined): void {
    if (seq !== undefined) this.lastSeq = Math.max(this.lastSeq, seq);
  }

  /** The units another process wrote since the last sequence read, taken into the state; the clock is moved. */
  async take(client: Pool | PoolClient): Promise<void> {
    const found = await client.query<UnitRow>(
      `SELECT scope, store, key, value, value IS NULL AS deleted, seq FROM ${SCHEMA}.units
       WHERE seq > $1 ORDER BY seq`,
      [this.lastSeq],
    );
    const taken: Unit[] = [];
    for (const row of found.rows) {
      const seq = Number(row.seq);
      // Another catch-up that ended first took it already.
      if (seq <= this.lastSeq) continue;
      this.lastSeq = seq;
      const unit = this.unitOf(row);
      if (unit[0] === SANDBOX_UNIT && unit[1] === CLOCK_TIME.name) this.followClock(row.value);
      else taken.push(unit);
      if (unit[2] === null) this.changes.remember(unit);
    }
    if (taken.length > 0) this.state.takeChanges(taken);
  }

  /** Moves this process's clock to the time another process moved it to: replaced, the timers set on it would go. */
  private followClock(form: unknown): void {
    const ahead = (form as { advancedMs?: unknown } | null)?.advancedMs;
    const clock = this.state.sandbox.get(CLOCK_TIME).clock;
    if (typeof ahead !== "number" || clock === undefined || ahead <= clock.advancedMs) return;
    clock.advance((ahead - clock.advancedMs) / 1000);
  }
}
