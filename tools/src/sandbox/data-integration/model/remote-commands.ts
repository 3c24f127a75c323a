// Remote commands to a data source: RefreshSourceStatus and RefreshSourceConfig. "Remote commands
// expire after 1 hour": the expiry is the `x-expires` of the command's queue in the event catalogue.
import type { components } from "../../../../../generated/types/sandbox-control.js";
import type { BrokerRecord } from "../../broker/index.js";
import type { DeliveryRecord, EventGateway } from "../../gateway/index.js";
import type { SandboxClock } from "../../kernel/clock.js";
import type { Tenant } from "../../kernel/store.js";
import { remoteCommandExpiryMs, sendToSource } from "./data-events.js";
import type { DataSource } from "./registrations.js";

/** The message types of the remote commands. */
export type RemoteCommand = components["schemas"]["SandboxCommand"]["messageType"];

/** Sends the command to the source's channel; undefined when the source receives no such command. */
export function sendRemoteCommand(
  context: { readonly gateway: EventGateway; readonly clock: SandboxClock },
  tenant: Tenant,
  source: DataSource,
  command: { readonly messageType: RemoteCommand; readonly checkConnection?: boolean | undefined },
): DeliveryRecord | BrokerRecord | undefined {
  const expiresAt = context.clock.now() + remoteCommandExpiryMs(command.messageType);
  const headers = { "X-DataSourceId": source.sourceId };
  const { sourceId } = source;
  return command.messageType === "PLATFORM.DataService.RefreshSourceStatus"
    ? sendToSource(context.gateway, tenant, source, {
        messageType: command.messageType,
        payload:
          command.checkConnection === undefined ? { sourceId } : { sourceId, checkConnection: command.checkConnection },
        headers,
        expiresAt,
      })
    : sendToSource(context.gateway, tenant, source, {
        messageType: command.messageType,
        payload: { sourceId },
        headers,
        expiresAt,
      });
}
