// Data events: the kit registers its webhook receiver as the data source's consumer, publishes, updates and deletes a
// record, and checks each action caused its event with the ids of the action, a refused delivery came again with its
// messageId, and a consumer flag turned off silences its events.
import type { Flow } from "../flow.js";
import type { Verdicts } from "../service-check.js";
import type { ServiceSession } from "../session.js";
import {
  dataModel,
  entityOf,
  externalIdOf,
  KIT_MARK,
  kitRegistration,
  publishV1,
  readRecords,
} from "./data-fixtures.js";
import { EVENT_RULES as RULES } from "./event-rules.js";
import { payloadOf, routeOf, waitForEvent } from "./received-deliveries.js";

const RECORD_CREATED = "PLATFORM.DataService.RecordCreated";

/** The kit's data source, model and entity the events are about. */
interface EventSubjects {
  readonly sourceId: string;
  readonly modelId: string;
  readonly entityId: string;
}

/** The receiver registered as the data source's consumer, with the record and status events on. */
async function registerReceiver(session: ServiceSession): Promise<void> {
  const data = session.client("data-integration");
  const mark = `${KIT_MARK} ${session.runPrefix}`;
  const registered = await data.PATCH("/api/v2/IntegrationAgents/Settings", {
    body: {
      sourceDefinition: {
        description: mark,
        consumerType: "Webhook",
        consumerWebhookUrl: `${session.receiver!.url}/data`,
      },
    },
  });
  const flags = await data.PATCH("/api/v2/IntegrationAgents/ConfigureConsumer", {
    body: { dataRecordChanges: true, enqueueDataStatus: true },
  });
  if (!registered.response.ok || flags.response.status !== 204)
    throw new Error(
      `registering the kit's receiver answered ${registered.response.status} and ${flags.response.status}`,
    );
}

/** A delivery of a record's first publishing refused with 503 comes again with its messageId and payload. */
async function checkRedelivery(session: ServiceSession, v: Verdicts): Promise<void> {
  const receiver = session.receiver!;
  const refused = receiver.deliveries.find((d) => d.answered === 503);
  const refusedRoute = refused === undefined ? undefined : routeOf(receiver, refused);
  const again =
    refusedRoute === undefined
      ? undefined
      : await receiver.waitFor(
          (d) => d !== refused && routeOf(receiver, d)?.messageId === refusedRoute.messageId,
          session.eventTimeoutMs,
        );
  const redelivered = again !== undefined && again.body.equals(refused!.body);
  v.report(
    RULES["redelivered-same-message-id"],
    {
      request: `answered 503 to ${refused?.path ?? "no delivery"}`,
      answer:
        again === undefined
          ? `no redelivery within ${session.eventTimeoutMs} ms`
          : `${again.path} answered ${again.answered}`,
    },
    redelivered ? undefined : "the refused message did not arrive again with its messageId and payload",
  );
}

/** A record published the first time causes its RecordCreated and its queue item's status event. */
async function checkCreated(
  session: ServiceSession,
  v: Verdicts,
  { sourceId, modelId, entityId }: EventSubjects,
): Promise<{ readonly recordId: string | undefined }> {
  const item = { entityId, recordId: "event-1", data: { Name: "created" } };
  const { start } = await publishV1(session, sourceId, [item]);
  const record = (await readRecords(session, modelId, sourceId)).find(
    (r) => r.ExternalId === externalIdOf(item, sourceId),
  );
  const recordId = record?.Id?.RecordId;
  const sameIds = (p: Record<string, unknown>) =>
    p.dataRecordId === recordId && p.dataSourceId === sourceId && p.dataModelId === modelId;
  const created = await waitForEvent(
    session,
    "data",
    RECORD_CREATED,
    (p) => sameIds(p) && p.operationId === start.record.operationId,
  );
  v.report(
    RULES["record-created"],
    {
      request: `${session.evidence(start.response).request} (record ${String(recordId)})`,
      answer:
        created === undefined
          ? `nothing within ${session.eventTimeoutMs} ms`
          : `${created.path} ${created.body.toString("utf8")}`,
    },
    created === undefined
      ? `no RecordCreated with record ${recordId}, source ${sourceId}, ` +
          `model ${modelId} and operation ${String(start.record.operationId)}`
      : undefined,
  );
  const status = await waitForEvent(
    session,
    "data",
    "PLATFORM.DataService.EnqueueDataStatusChanged",
    (p) => p.queueItemId === start.record.queueItemId && p.dataSourceId === sourceId && p.status === "Success",
  );
  v.report(
    RULES["enqueue-status-changed"],
    {
      request: `queue item ${start.record.queueItemId}`,
      answer: status === undefined ? "nothing" : status.body.toString("utf8"),
    },
    status === undefined
      ? `no EnqueueDataStatusChanged with status Success for queue item ${start.record.queueItemId}`
      : undefined,
  );
  return { recordId };
}

/** The record published again and deleted causes its events; with dataRecordChanges off, none comes. */
async function checkChanges(
  session: ServiceSession,
  v: Verdicts,
  { sourceId, modelId, entityId }: EventSubjects,
  recordId: string | undefined,
): Promise<void> {
  const data = session.client("data-integration");
  const receiver = session.receiver!;
  const item = { entityId, recordId: "event-1" };
  const sameIds = (p: Record<string, unknown>) =>
    p.dataRecordId === recordId && p.dataSourceId === sourceId && p.dataModelId === modelId;
  await publishV1(session, sourceId, [{ ...item, data: { Name: "updated" } }]);
  const updated = await waitForEvent(session, "data", "PLATFORM.DataService.RecordUpdated", sameIds);
  v.report(
    RULES["record-updated"],
    {
      request: `publish ${item.recordId} again`,
      answer: updated === undefined ? "nothing" : updated.body.toString("utf8"),
    },
    updated === undefined ? `no RecordUpdated for record ${recordId}` : undefined,
  );
  await publishV1(session, sourceId, [{ entityId, recordId: item.recordId, isDeleted: true }]);
  const deleted = await waitForEvent(session, "data", "PLATFORM.DataService.RecordDeleted", sameIds);
  v.report(
    RULES["record-deleted"],
    {
      request: `publish ${item.recordId} with isDeleted true`,
      answer: deleted === undefined ? "nothing" : deleted.body.toString("utf8"),
    },
    deleted === undefined ? `no RecordDeleted for record ${recordId}` : undefined,
  );
  await data.PATCH("/api/v2/IntegrationAgents/ConfigureConsumer", { body: { dataRecordChanges: false } });
  const quiet = await publishV1(session, sourceId, [{ entityId, recordId: "event-quiet", data: { Name: "quiet" } }]);
  // The status event of the same queue item marks that the gateway had its events; any Record event would be sent
  // with it.
  await waitForEvent(
    session,
    "data",
    "PLATFORM.DataService.EnqueueDataStatusChanged",
    (p) => p.queueItemId === quiet.start.record.queueItemId && p.status === "Success",
  );
  const leaked = receiver.deliveries.filter(
    (d) =>
      payloadOf(d)?.operationId === quiet.start.record.operationId &&
      routeOf(receiver, d)?.messageType.startsWith("PLATFORM.DataService.Record") === true,
  );
  v.report(
    RULES["flag-off-silences"],
    {
      request: "ConfigureConsumer dataRecordChanges false, then publish event-quiet",
      answer: leaked.length === 0 ? "no Record event" : leaked.map((d) => d.path).join(", "),
    },
    leaked.length === 0 ? undefined : "a Record event arrived with the flag off",
  );
}

export const dataEventsFlow: Flow = {
  name: "data events",
  capability: "events",
  checks: [
    RULES["record-created"],
    RULES["record-updated"],
    RULES["record-deleted"],
    RULES["enqueue-status-changed"],
    RULES["redelivered-same-message-id"],
    RULES["flag-off-silences"],
  ],
  services: ["data-integration"],
  needs: "receiver",
  async run(session, v) {
    const data = session.client("data-integration");
    const { sourceId } = await kitRegistration(session);
    const modelId = await dataModel(session, "events");
    const entityId = await entityOf(session, modelId);
    await registerReceiver(session);
    session.receiver!.refuseNext((delivery) => delivery.path.includes(`/data/${RECORD_CREATED}/`));
    try {
      const subjects = { sourceId, modelId, entityId };
      const { recordId } = await checkCreated(session, v, subjects);
      await checkRedelivery(session, v);
      await checkChanges(session, v, subjects, recordId);
    } finally {
      await data.PATCH("/api/v2/IntegrationAgents/ConfigureConsumer", {
        body: { dataRecordChanges: false, enqueueDataStatus: false },
      });
      await data.PATCH("/api/v2/IntegrationAgents/Settings", {
        body: { sourceDefinition: { consumerType: "None", consumerWebhookUrl: "" } },
      });
    }
  },
};
