// What a native application writes: a consumer of DS.Data with one handler per record event. The
// package validates each message, skips duplicates and acknowledges only after the handler resolved.
import type { Channel } from "amqplib";
import { brokerRoutes, createBrokerConsumer, type BrokerConsumer } from "@integration-platform/contracts/broker";

/** One record change as the application sees it. */
export interface RecordChange {
  readonly change: "created" | "updated" | "deleted";
  readonly tenantId: string;
  readonly dataModelId: string;
  readonly dataRecordId: string;
  readonly operationId: string;
}

/**
 * Consumes RecordCreated, RecordUpdated and RecordDeleted from their queue (DS.Data) and hands each change to
 * `onChange`.
 */
export function consumeRecordChanges(
  channel: Channel,
  onChange: (change: RecordChange) => Promise<void>,
): Promise<BrokerConsumer> {
  return createBrokerConsumer({
    channel,
    queue: brokerRoutes["PLATFORM.DataService.RecordCreated"].queue,
    prefetch: 20,
    handlers: {
      "PLATFORM.DataService.RecordCreated": (event, { tenantId }) =>
        onChange({ change: "created", tenantId, ...event }),
      "PLATFORM.DataService.RecordUpdated": (event, { tenantId }) =>
        onChange({ change: "updated", tenantId, ...event }),
      "PLATFORM.DataService.RecordDeleted": (event, { tenantId }) =>
        onChange({ change: "deleted", tenantId, ...event }),
    },
    onInvalid: (info) =>
      console.error(`rejected ${info.messageId ?? "(no messageId)"}: ${info.reason}: ${info.detail}`),
    onError: (error, info) => console.error(`${info.phase} failed for ${info.messageId ?? ""}:`, error),
  });
}
