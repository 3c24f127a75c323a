// The message broker (`--amqp-url`): for a native data source (consumer type `None`) the same
// record events arrive on the reference's exchanges, by routing key the message type, with the
// reference's headers and a payload the AsyncAPI spec allows.
import type { ConsumeMessage } from "amqplib";
import { brokerRoutes } from "../../../../../src/broker/index.js";
import { validateEvent, validateEventHeaders, type MessageType } from "../../../../../src/events/index.js";
import { defineRules } from "../service-check.js";
import type { Flow } from "../flow.js";
import type { ServiceSession } from "../session.js";
import { dataModel, entityOf, externalIdOf, kitRegistration, publishV1, readRecords } from "./data-fixtures.js";

const RULES = defineRules("broker", {
  "record-created-on-exchange": [
    '"Events are delivered through the message gateway ... or, for native applications, through the ' +
      'message broker." RecordCreated: "exchange PLATFORM.DataService.Events:DataRecordCreatedEvent"',
    "a RecordCreated on its exchange, routing key the message type, with the record's ids",
  ],
  "record-deleted-on-exchange": [
    'RecordDeleted: "exchange PLATFORM.DataService.Events:DataRecordDeletedEvent"',
    "a RecordDeleted on its exchange for the record deleted",
  ],
  headers: [
    '"headers | X-DataSourceId, X-DataModelId, X-Tenant-Id"',
    "the AMQP headers name the source, the model and the kit's tenant",
  ],
  "payload-valid": [
    "The payload of each message type as specs/asyncapi/platform-events.yaml gives it",
    "every message of the kit's source valid",
  ],
});

const CREATED = "PLATFORM.DataService.RecordCreated";
const DELETED = "PLATFORM.DataService.RecordDeleted";

/** Every message on the record exchanges, read by an exclusive queue of the kit's. */
async function tapRecordExchanges(url: string): Promise<{
  messages: ConsumeMessage[];
  wait(match: (m: ConsumeMessage) => boolean, timeoutMs: number): Promise<ConsumeMessage | undefined>;
  close(): Promise<void>;
}> {
  const { connect } = await import("amqplib");
  const connection = await connect(url);
  try {
    const channel = await connection.createChannel();
    const { queue } = await channel.assertQueue("", { exclusive: true, autoDelete: true });
    for (const messageType of [CREATED, "PLATFORM.DataService.RecordUpdated", DELETED] as const) {
      const route = brokerRoutes[messageType];
      await channel.checkExchange(route.exchange);
      await channel.bindQueue(queue, route.exchange, route.routingKey);
    }
    const messages: ConsumeMessage[] = [];
    await channel.consume(queue, (message) => void (message && messages.push(message)), { noAck: true });
    return {
      messages,
      async wait(match, timeoutMs) {
        for (
          const until = Date.now() + timeoutMs;
          Date.now() < until;
          await new Promise((resolve) => setTimeout(resolve, 25))
        ) {
          const found = messages.find(match);
          if (found !== undefined) return found;
        }
        return messages.find(match);
      },
      close: () => connection.close(),
    };
  } catch (error) {
    await connection.close().catch(() => undefined);
    throw error;
  }
}

function payloadOf(message: ConsumeMessage): Record<string, unknown> | undefined {
  try {
    return JSON.parse(message.content.toString("utf8")) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

const describe = (message: ConsumeMessage | undefined) =>
  message === undefined
    ? "nothing"
    : `${message.fields.exchange} ${message.fields.routingKey}` +
      ` ${JSON.stringify(message.properties.headers)}` +
      ` ${message.content.toString("utf8").slice(0, 200)}`;

async function nativeSource(session: ServiceSession): Promise<string> {
  const { sourceId } = await kitRegistration(session);
  const data = session.client("data-integration");
  const native = await data.PATCH("/api/v2/IntegrationAgents/Settings", {
    body: { sourceDefinition: { consumerType: "None", consumerWebhookUrl: "" } },
  });
  const flags = await data.PATCH("/api/v2/IntegrationAgents/ConfigureConsumer", { body: { dataRecordChanges: true } });
  if (!native.response.ok || flags.response.status !== 204)
    throw new Error(`making the kit's source native answered ${native.response.status} and ${flags.response.status}`);
  return sourceId;
}

const brokerFlow: Flow = {
  name: "message broker",
  capability: "broker",
  checks: Object.values(RULES),
  services: ["data-integration"],
  needs: "broker",
  async run(session, v) {
    const tap = await tapRecordExchanges(session.amqpUrl!);
    try {
      const sourceId = await nativeSource(session);
      const modelId = await dataModel(session, "broker");
      const entityId = await entityOf(session, modelId);
      const item = { entityId, recordId: "native-1", data: { Name: "native" } };
      await publishV1(session, sourceId, [item]);
      const recordId = (await readRecords(session, modelId, sourceId)).find(
        (r) => r.ExternalId === externalIdOf(item, sourceId),
      )?.Id?.RecordId;
      const ofRecord = (type: string) => (m: ConsumeMessage) =>
        m.fields.routingKey === type && payloadOf(m)?.dataRecordId === recordId;
      const created = await tap.wait(ofRecord(CREATED), session.eventTimeoutMs);
      const createdOk =
        created !== undefined &&
        created.fields.exchange === brokerRoutes[CREATED].exchange &&
        payloadOf(created)?.dataSourceId === sourceId &&
        payloadOf(created)?.dataModelId === modelId;
      v.report(
        RULES["record-created-on-exchange"],
        {
          request: `publish ${item.recordId} (record ${recordId}) to native source ${sourceId}`,
          answer: describe(created),
        },
        createdOk ? undefined : `no RecordCreated of record ${recordId} on ${brokerRoutes[CREATED].exchange}`,
      );
      await publishV1(session, sourceId, [{ entityId, recordId: item.recordId, isDeleted: true }]);
      const deleted = await tap.wait(ofRecord(DELETED), session.eventTimeoutMs);
      v.report(
        RULES["record-deleted-on-exchange"],
        { request: `publish ${item.recordId} with isDeleted true`, answer: describe(deleted) },
        deleted !== undefined && deleted.fields.exchange === brokerRoutes[DELETED].exchange
          ? undefined
          : `no RecordDeleted of record ${recordId} on ${brokerRoutes[DELETED].exchange}`,
      );
      const own = tap.messages.filter((m) => payloadOf(m)?.dataSourceId === sourceId);
      const wrongHeaders = own.filter((m) => {
        const h = (m.properties.headers ?? {}) as Record<string, unknown>;
        return (
          h["X-DataSourceId"] !== sourceId ||
          h["X-DataModelId"] !== modelId ||
          h["X-Tenant-Id"] !== session.tenantId ||
          validateEventHeaders(m.fields.routingKey as MessageType, h).length > 0
        );
      });
      const evidence = (list: ConsumeMessage[]) => ({
        request: `${own.length} messages of source ${sourceId}`,
        answer: list.length === 0 ? "all as the rule says" : list.slice(0, 3).map(describe).join("; "),
      });
      v.report(
        RULES["headers"],
        evidence(wrongHeaders),
        own.length > 0 && wrongHeaders.length === 0
          ? undefined
          : own.length === 0
            ? "no message of the kit's source arrived"
            : `${wrongHeaders.length} messages with other headers`,
      );
      const invalid = own.filter((m) => !validateEvent(m.fields.routingKey as MessageType, payloadOf(m)).valid);
      v.report(
        RULES["payload-valid"],
        evidence(invalid),
        own.length > 0 && invalid.length === 0
          ? undefined
          : own.length === 0
            ? "no message of the kit's source arrived"
            : `${invalid.length} messages break the AsyncAPI spec`,
      );
    } finally {
      await session
        .client("data-integration")
        .PATCH("/api/v2/IntegrationAgents/ConfigureConsumer", { body: { dataRecordChanges: false } });
      await tap.close();
    }
  },
};

export const BROKER_FLOWS: readonly Flow[] = [brokerFlow];
