// RecordCreated, RecordUpdated and RecordDeleted: a data source publishes a record, publishes it
// again, or publishes its deletion, through the input queue. The payload's ids mirror the record,
// its model, its publisher and the queue item's operation, so an override either chooses them or
// is refused.
import type { MessageType } from "../../../../src/events/index.js";
import { registrations, type DataSource } from "../data-integration/model/registrations.js";
import {
  changedRecord,
  existingRecordItem,
  newRecordItem,
  publish,
  publisher,
  recordById,
  recordState,
  somePublisher,
  targetModel,
} from "./publishing.js";
import { nobodyReceives, receivers } from "./receivers.js";
import { setValue, TriggerRefusal, wrongState, type Trigger, type TriggerRun } from "./trigger.js";
import type { StoredRecord } from "../data-integration/model/query-store.js";

const OPERATION = { takes: "the operationId of the queue item that publishes the record" } as const;

/**
 * Which source publishes a new record: `on` or `dataSourceId` (they must agree), else one that does
 * not receive the event (as when another application publishes), else any enabled one.
 */
function newRecordPublisher(run: TriggerRun, field: string): DataSource {
  const named = [run.on, setValue<string>(run, field)].filter((id): id is string => id !== undefined);
  if (named.length === 2 && named[0] !== named[1])
    throw new TriggerRefusal(
      400,
      `set $.${field}: ${String(named[1])} is not the data source on names (${String(named[0])})`,
    );
  if (named[0] !== undefined) return publisher(run, named[0]);
  const receiving = new Set(receivers(run.tenant, run.messageType, run.brokerOn));
  return somePublisher(
    run,
    [...registrations(run.tenant).sources.values()].filter((source) => !receiving.has(source)),
  );
}

function checkReceivers(run: TriggerRun): void {
  if (receivers(run.tenant, run.messageType, run.brokerOn).length === 0)
    throw nobodyReceives(run.tenant, run.messageType);
}

/** Publishes a new record (RecordCreated and the first step of the others when nothing is named). */
function createRecord(run: TriggerRun, source: DataSource, operationId: string | undefined): StoredRecord {
  const modelId = targetModel(run, setValue<string>(run, "dataModelId"));
  const item = publish(run, source, [newRecordItem(modelId)], { operationId });
  const record = changedRecord(run, item);
  run.created({ kind: "record", id: record.recordId, state: recordState(record) });
  return record;
}

export const recordCreated: Trigger = {
  on: "data source",
  fields: {
    dataModelId: { takes: "the data model the record is published to" },
    dataRecordId: {
      refused:
        "the query store assigns a new record's Id.RecordId; " +
        "RecordUpdated and RecordDeleted act on an existing record with on",
    },
    dataSourceId: { takes: "the data source that publishes the record (as on)" },
    operationId: OPERATION,
  },
  run(run) {
    checkReceivers(run);
    createRecord(run, newRecordPublisher(run, "dataSourceId"), setValue(run, "operationId"));
  },
};

/**
 * The record `on` names, or one published first; its model and publisher must be what is set, since a record keeps
 * both.
 */
function existingRecord(run: TriggerRun, allowed: readonly string[]): StoredRecord {
  // The operationId set is the change's: the record's creation gets its own.
  if (run.on === undefined) return createRecord(run, newRecordPublisher(run, "dataSourceId"), undefined);
  const record = recordById(run, run.on);
  if (!allowed.includes(recordState(record)))
    throw wrongState(run.messageType, "record", record.recordId, recordState(record), allowed);
  for (const [field, value] of [
    ["dataModelId", record.modelId],
    ["dataSourceId", record.sourceId],
    ["dataRecordId", record.recordId],
  ] as const) {
    const set = setValue<string>(run, field);
    if (set !== undefined && set !== value)
      throw new TriggerRefusal(
        400,
        `set $.${field}: record ${record.recordId} has ${value}; a record keeps its model, its publisher and its id`,
      );
  }
  publisher(run, record.sourceId);
  return record;
}

function republish(run: TriggerRun, allowed: readonly string[], isDeleted: boolean): void {
  checkReceivers(run);
  const record = existingRecord(run, allowed);
  const item = publish(run, publisher(run, record.sourceId), [existingRecordItem(record, isDeleted)], {
    operationId: setValue(run, "operationId"),
  });
  changedRecord(run, item);
  run.changed({ kind: "record", id: record.recordId, state: recordState(record) });
}

const existingRecordFields = (messageType: MessageType) => ({
  dataModelId: { takes: `the model of the record published first when on names none (a record keeps its model)` },
  dataRecordId: { takes: `the record (as on); ${messageType} acts on an existing record` },
  dataSourceId: {
    takes: "the publisher of the record published first when on names none (a record keeps its publisher)",
  },
  operationId: OPERATION,
});

export const recordUpdated: Trigger = {
  on: "record",
  fields: existingRecordFields("PLATFORM.DataService.RecordUpdated"),
  run(run) {
    // A deleted record published again is live again: "Updated", as the query store counts it.
    republish(withRecordId(run), ["live", "deleted"], false);
  },
};

export const recordDeleted: Trigger = {
  on: "record",
  fields: existingRecordFields("PLATFORM.DataService.RecordDeleted"),
  run(run) {
    republish(withRecordId(run), ["live"], true);
  },
};

/** `dataRecordId` set names the record as on does. */
function withRecordId(run: TriggerRun): TriggerRun {
  const recordId = setValue<string>(run, "dataRecordId");
  if (recordId === undefined || recordId === run.on) return run;
  if (run.on !== undefined)
    throw new TriggerRefusal(400, `set $.dataRecordId: ${recordId} is not the record on names (${run.on})`);
  return { ...run, on: recordId };
}
