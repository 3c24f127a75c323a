// Data events through the sandbox's message gateway: "Each consumer flag of ConfigureConsumer
// enables the message types listed there" (the flag of each message type is read from the event
// catalogue), delivered to a source whose consumer channel is `Webhook` with its address, at the
// consumer's rate limit. "Remote commands expire after 1 hour." A source whose consumer type is
// `None` is a native application that consumes from the message broker (tools/src/sandbox/broker).
import { eventCatalogue, type EventPayloads, type MessageType } from "../../../../../src/events/index.js";
import type { BrokerRecord } from "../../broker/index.js";
import type { DeliveryRecord, EventGateway } from "../../gateway/index.js";
import type { Tenant } from "../../kernel/store.js";
import { profileState } from "./profiles.js";
import { consumerRateLimit, registrations, type ConsumerFlags, type DataSource } from "./registrations.js";
import type { QueueItem, QueueItemObserver } from "./queue-items.js";

/** "Remote commands expire after 1 hour": the `x-expires` of the command's queue in the event catalogue. */
export function remoteCommandExpiryMs(messageType: MessageType): number {
  const expires = (eventCatalogue[messageType] as { queueArguments: { readonly [name: string]: unknown } | null })
    .queueArguments?.["x-expires"];
  if (typeof expires !== "number")
    throw new Error(`${messageType} has no x-expires in the event catalogue: it is no remote command`);
  return expires;
}

const RECORD_EVENTS = {
  Created: "PLATFORM.DataService.RecordCreated",
  Updated: "PLATFORM.DataService.RecordUpdated",
  Deleted: "PLATFORM.DataService.RecordDeleted",
} as const;

/** Whether the source's consumer flag for `messageType` is on (flags from the catalogue's `consumerFlag`). */
export function wants(source: DataSource, messageType: MessageType): boolean {
  const flag = (eventCatalogue[messageType] as { consumerFlag: { flag: string } | null }).consumerFlag?.flag;
  return flag !== undefined && source.consumerFlags[flag as keyof ConsumerFlags] === true;
}

/**
 * Sends one event to one source: to its webhook when its consumer is `Webhook` and the flag is on,
 * to the message broker when its consumer type is `None` (the flags enable message types at the
 * gateway: the reference's revert to the broker sets every flag to false). Undefined when neither
 * channel takes it.
 */
export function sendToSource<T extends MessageType>(
  gateway: EventGateway,
  tenant: Tenant,
  source: DataSource,
  message: { messageType: T; payload: EventPayloads[T]; headers: Record<string, string>; expiresAt?: number },
): DeliveryRecord | BrokerRecord | undefined {
  if (source.consumerType === "None") {
    const { messageType, payload, headers, expiresAt } = message;
    return gateway.publishNative({
      tenantId: tenant.tenantId,
      sourceId: source.sourceId,
      messageType,
      payload,
      headers,
      ...(expiresAt === undefined ? {} : { expiresAt }),
    });
  }
  if (!wants(source, message.messageType) || source.consumerType !== "Webhook" || source.consumerWebhookUrl === null)
    return undefined;
  const rateLimit = consumerRateLimit(source);
  return gateway.publish({
    tenantId: tenant.tenantId,
    webhookUrl: source.consumerWebhookUrl,
    messageType: message.messageType,
    payload: message.payload,
    headers: message.headers,
    ...(rateLimit === undefined ? {} : { rateLimit }),
    ...(message.expiresAt === undefined ? {} : { expiresAt: message.expiresAt }),
  });
}

/**
 * EnqueueDataStatusChanged to the publisher for its queue items, RecordCreated/Updated/Deleted to
 * every source of the tenant with dataRecordChanges, and IntegrationDataChanged in profile mode.
 */
export function dataEventObserver(gateway: EventGateway): Pick<QueueItemObserver, "statusChanged" | "recordsChanged"> {
  return {
    statusChanged(tenant, item) {
      const source = registrations(tenant).sources.get(item.sourceId);
      if (source === undefined) return;
      sendToSource(gateway, tenant, source, {
        messageType: "PLATFORM.DataService.EnqueueDataStatusChanged",
        payload: {
          dataSourceId: item.sourceId,
          queueItemId: item.queueItemId,
          operationId: item.operationId,
          status: item.status,
        },
        headers: {},
      });
    },
    recordsChanged(tenant, item) {
      const sources = [...registrations(tenant).sources.values()];
      for (const { changeType, record } of item.changes) {
        for (const source of sources) {
          sendToSource(gateway, tenant, source, {
            messageType: RECORD_EVENTS[changeType],
            payload: {
              dataModelId: record.modelId,
              dataRecordId: record.recordId,
              dataSourceId: record.sourceId,
              operationId: item.operationId,
            },
            headers: { "X-DataSourceId": record.sourceId, "X-DataModelId": record.modelId },
          });
        }
      }
      integrationDataChanged(gateway, tenant, item, sources);
    },
  };
}

function integrationDataChanged(
  gateway: EventGateway,
  tenant: Tenant,
  item: QueueItem,
  sources: readonly DataSource[],
): void {
  const { profile, features } = profileState(tenant);
  if (profile?.id === undefined) return;
  const feature = features.find((f) => (f.inputSourceIds ?? []).includes(item.sourceId));
  if (feature?.id === undefined) return;
  // The scenario of a feature is not modelled by the seed: the feature stands for its scenario.
  const scenarioId = feature.id;
  for (const source of sources) {
    if (!source.useIntegrationProfile) continue;
    sendToSource(gateway, tenant, source, {
      messageType: "PLATFORM.DataService.IntegrationDataChanged",
      payload: {
        sourceId: item.sourceId,
        resultId: item.queueItemId,
        operationId: item.operationId,
        profileId: profile.id,
        featureId: feature.id,
        scenarioId,
      },
      headers: { "X-SourceId": item.sourceId, "X-FeatureId": feature.id, "X-ScenarioId": scenarioId },
    });
  }
}
