// The transition behind the data events: a queue item published through the input queue by a data
// source, processed by the same QueueItems as the publishing operations, with the same observer (the
// operating log, the record events, EnqueueDataStatusChanged, IntegrationDataChanged).
import { addDataModel } from "../data-integration/model/data-models.js";
import { dataModels } from "../data-integration/model/data-models.js";
import { queryStore, type StoredRecord } from "../data-integration/model/query-store.js";
import { QueueItems, type QueueItem } from "../data-integration/model/queue-items.js";
import { registrations, type DataSource } from "../data-integration/model/registrations.js";
import type { PublishedItem } from "../data-integration/model/transformation.js";
import { queueItemObserver } from "../data-integration/module.js";
import { mayPublish } from "./receivers.js";
import { notFound, TriggerRefusal, type TriggerRun } from "./trigger.js";
import { newId } from "../kernel/ids.js";

/** The entityId of the records a trigger creates: the ExternalId is `<recordId>.SandboxTrigger.<sourceId>`. */
export const TRIGGER_ENTITY = "SandboxTrigger";

/**
 * The data model a new record goes to: the one set, else the tenant's first declared model, else one the trigger
 * declares (`SandboxTrigger`).
 */
export function targetModel(run: TriggerRun, set: string | undefined): string {
  if (set !== undefined) return set;
  const declared = dataModels(run.tenant).values().next();
  if (!declared.done) return declared.value.id;
  const id = newId();
  addDataModel(run.tenant, { id, code: TRIGGER_ENTITY });
  run.created({ kind: "data-model", id, state: null });
  return id;
}

/** A data source of the tenant that may publish, refused naming it when it is unknown or disabled. */
export function publisher(run: TriggerRun, sourceId: string): DataSource {
  const source = registrations(run.tenant).sources.get(sourceId);
  if (source === undefined) throw notFound("data source", sourceId, run.tenant.tenantId);
  if (!mayPublish(run.tenant, source)) {
    throw new TriggerRefusal(
      409,
      `data source ${sourceId}: it or its data agent is disabled; "The data agent and the ` +
        `data source must both be enabled for data-integration processing to run"`,
    );
  }
  return source;
}

/** The first of `preferred` that may publish, else the tenant's first source that may. */
export function somePublisher(run: TriggerRun, preferred: readonly DataSource[]): DataSource {
  const all = [...preferred, ...registrations(run.tenant).sources.values()];
  const found = all.find((source) => mayPublish(run.tenant, source));
  if (found === undefined)
    throw new TriggerRefusal(
      409,
      `no enabled data source of tenant ${run.tenant.tenantId} to publish ` +
        `from: register one (POST /api/v2/IntegrationAgents/Settings)`,
    );
  return found;
}

/** Publishes one queue item of `items` from `source`; `incompleteData` leaves it Pending. */
export function publish(
  run: TriggerRun,
  source: DataSource,
  items: PublishedItem[],
  options: { incompleteData?: boolean; operationId?: string } = {},
): QueueItem {
  const queue = new QueueItems(run.tenant, run.context.clock, queueItemObserver(run.context));
  return queue.start(source, {
    items,
    directives: [],
    incompleteData: options.incompleteData ?? false,
    operationId: options.operationId,
  });
}

/** A new record's item: a fresh source recordId, published to `modelId` by its mapping directive. */
export function newRecordItem(modelId: string): PublishedItem {
  return {
    entityId: TRIGGER_ENTITY,
    recordId: newId(),
    modelId,
    data: { Name: "Created by integration-contracts trigger" },
  };
}

/**
 * The item that publishes an existing record again (an update, or its deletion): the same ExternalId, model and
 * mandant.
 */
export function existingRecordItem(record: StoredRecord, isDeleted: boolean): PublishedItem {
  // ExternalId is `<recordId>.<entityId>.<sourceId>`: any split of its first part rebuilds it.
  const key = record.externalId.slice(0, record.externalId.length - record.sourceId.length - 1);
  const dot = key.lastIndexOf(".");
  const item: PublishedItem = {
    recordId: key.slice(0, dot),
    entityId: key.slice(dot + 1),
    modelId: record.modelId,
    mandantCode: record.mandantCode,
    isDeleted,
  };
  return isDeleted ? item : { ...item, data: { Name: "Updated by integration-contracts trigger" } };
}

/**
 * The record a successful queue item changed (the queue item reported as created); an item that failed is a sandbox bug
 * here.
 */
export function changedRecord(run: TriggerRun, item: QueueItem): StoredRecord {
  run.created({ kind: "queue-item", id: item.queueItemId, state: item.status });
  const change = item.changes[0];
  if (item.status !== "Success" || change === undefined)
    throw new Error(
      `the trigger's queue item ${item.queueItemId} ` +
        `ended ${item.status}` +
        `: ${item.errorMessage ?? "it changed no record"}`,
    );
  return change.record;
}

/** A record of the tenant by its `Id.RecordId`. */
export function recordById(run: TriggerRun, recordId: string): StoredRecord {
  for (const records of queryStore(run.tenant).models.values())
    for (const record of records.withRecordId(recordId)) return record;
  throw notFound("record", recordId, run.tenant.tenantId);
}

export const recordState = (record: StoredRecord) => (record.deletedOn === undefined ? "live" : "deleted");
