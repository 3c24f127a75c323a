// What a start on a saved state folder took back, in numbers a person checks at a glance: a
// restart that printed the table of a fresh start left the user guessing whether the folder was
// read at all.
import { QUERY_RECORDS } from "../data-integration/model/query-store.js";
import type { PlatformContext } from "../platform/platform-context.js";

/** What `startSandbox` resumed from its `stateDir` (`RunningSandbox.resumed`). */
export interface ResumedState {
  /** The state folder the state came from. */
  readonly stateDir: string;
  readonly tenants: number;
  readonly serviceAccounts: number;
  /** Records of every tenant's data models, deleted ones left out. */
  readonly records: number;
  /** Deliveries of the message gateway still to be made or redelivered. */
  readonly pendingDeliveries: number;
}

export function resumedState(stateDir: string, context: PlatformContext): ResumedState {
  const tenants = context.identity.tenants.list();
  let records = 0;
  for (const tenant of tenants) {
    for (const record of context.tenants.of(tenant.id).get(QUERY_RECORDS).values())
      if (record.deletedOn === undefined) records += 1;
  }
  return {
    stateDir,
    tenants: tenants.length,
    serviceAccounts: context.identity.serviceAccounts.list().length,
    records,
    pendingDeliveries: context.gateway.deliveries({ status: "Pending" }).length,
  };
}
