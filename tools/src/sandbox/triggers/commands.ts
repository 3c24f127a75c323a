// RefreshSourceStatus and RefreshSourceConfig: the platform sends a remote command to a data
// source. `on` names the source; otherwise every source of the tenant that receives the command
// gets one.
import { registrations } from "../data-integration/model/registrations.js";
import { sendRemoteCommand, type RemoteCommand } from "../data-integration/model/remote-commands.js";
import { nobodyReceives, receives, receivers } from "./receivers.js";
import { notFound, setValue, TriggerRefusal, type Trigger, type TriggerRun } from "./trigger.js";

function runCommand(run: TriggerRun): void {
  const set = setValue<string>(run, "sourceId");
  if (run.on !== undefined && set !== undefined && set !== run.on)
    throw new TriggerRefusal(400, `set $.sourceId: ${set} is not the data source on names (${run.on})`);
  const sourceId = run.on ?? set;
  let targets = receivers(run.tenant, run.messageType, run.brokerOn);
  if (sourceId !== undefined) {
    const source = registrations(run.tenant).sources.get(sourceId);
    if (source === undefined) throw notFound("data source", sourceId, run.tenant.tenantId);
    if (!receives(source, run.messageType, run.brokerOn))
      throw nobodyReceives(run.tenant, run.messageType, `data source ${sourceId}`);
    targets = [source];
  }
  if (targets.length === 0) throw nobodyReceives(run.tenant, run.messageType);
  // Unset, checkConnection is left out of the payload; otherwise false unless set ("webhook body also carries
  // checkConnection").
  const checkConnection = run.unset.has("checkConnection")
    ? undefined
    : (setValue<boolean>(run, "checkConnection") ?? false);
  for (const source of targets)
    sendRemoteCommand(run.context, run.tenant, source, {
      messageType: run.messageType as RemoteCommand,
      checkConnection,
    });
}

const SOURCE = { takes: "the data source the command is sent to (as on)" } as const;

export const refreshSourceStatus: Trigger = {
  on: "data source",
  fields: { sourceId: SOURCE, checkConnection: { takes: "whether the data source is to check its connection" } },
  run: runCommand,
};

export const refreshSourceConfig: Trigger = {
  on: "data source",
  fields: { sourceId: SOURCE },
  run: runCommand,
};
