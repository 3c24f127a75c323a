// What the sandbox command prints once every port listens: the services, the broker, where the state is kept, the
// service accounts, the message gateway's identity and the inspector.
import { DISCOVERY_PATH } from "../../../src/webhooks/simulator/index.js";
import type { RunningSandbox } from "../sandbox/index.js";
import { redactedUrl } from "../sandbox/hosted/database-option.js";
import { INSPECTOR_PATH } from "../sandbox/inspector/assets.js";
import { gatewayIdentityLines } from "./gateway-identity.js";
import { printServiceTable } from "./services.js";

/**
 * The service accounts the sandbox holds now: a seed file's, a tenant state document's or a resumed state folder's
 * alike.
 */
function credentials(sandbox: RunningSandbox): string[] {
  const identityUrl = sandbox.identity.issuer;
  const accounts = sandbox.identity.serviceAccounts.list();
  return (accounts.length === 0 ? ["  none (add one with POST /_sandbox/service-accounts)"] : [])
    .concat(
      accounts.map(
        (account) =>
          `  client id ${account.clientId}  secret ${account.clientSecret}  tenants ` +
          `(tid) ${account.tenantIds.join(", ")}` +
          `${account.roles?.length ? `  roles ${account.roles.join(", ")}` : ""}`,
      ),
    )
    .concat([
      `  token endpoint ${sandbox.identity.discovery().token_endpoint} (discovery ${identityUrl}${DISCOVERY_PATH})`,
    ]);
}

/**
 * Where the state is kept: what a restart took back from its state folder, that a new one started from the seed, that
 * none keeps it, or the database that holds it.
 */
function stateLine(sandbox: RunningSandbox, home: StateHome): string {
  const { stateDir, database } = home;
  if (database !== undefined)
    return `Database: ${redactedUrl(database)} (the whole state, shared by every sandbox process on it)`;
  const { resumed } = sandbox;
  if (resumed === undefined)
    return stateDir === undefined
      ? "State: in memory only, gone when the sandbox stops (--state-dir or SANDBOX_STATE_DIR keeps it; " +
          "in a container, on a volume)"
      : `State folder: ${stateDir} (new: started from the seed; kept there from now on)`;
  const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
  return (
    `Resumed from ${resumed.stateDir} (the seed is not ` +
    `applied): ${count(resumed.tenants, "tenant")}` +
    `, ${count(resumed.serviceAccounts, "service account")}, ` +
    `${count(resumed.records, "record")}, ${count(resumed.pendingDeliveries, "pending delivery", "pending deliveries")}`
  );
}

/** Where the command was told to keep the state: `--state-dir`, `--database` or neither (memory). */
export interface StateHome {
  readonly stateDir?: string | undefined;
  readonly database?: string | undefined;
}

export function printReady(sandbox: RunningSandbox, home: StateHome): void {
  printServiceTable("Sandbox ready (one process; control API under /_sandbox/ on every port):", sandbox.services);
  console.log(
    sandbox.broker === undefined
      ? "Message broker: off (events for native data sources need --amqp-url)"
      : `Message broker: ${sandbox.broker.status().url} (exchanges and queues ` +
          `declared; events for native data sources, consumer type None)`,
  );
  console.log(stateLine(sandbox, home));
  console.log("Service accounts:");
  for (const line of credentials(sandbox)) console.log(line);
  for (const line of gatewayIdentityLines(sandbox.messageGateway)) console.log(line);
  console.log(`Inspector: ${sandbox.services[0]!.url}${INSPECTOR_PATH} (on every port)`);
  console.log("Stop with Ctrl-C.");
}
