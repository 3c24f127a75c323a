// The query store ("virtual datastores") of one tenant: records by data model, keyed by their
// ExternalId "`<recordId>.<entityId>.<sourceId>`, assigned from the publisher's identifiers", and
// mandant ("To publish the same data to several owning organizations, publish it once per
// organization"), so a republished recordId updates the same record of its mandant.
import type { components } from "../../../../../generated/types/sandbox-control.js";
import { declareTable, StoreFormatError, type Table, type Tenant } from "../../kernel/store.js";
import { newId } from "../../kernel/ids.js";
import { RecordIndex } from "./record-index.js";
import type { StoredRecord } from "./stored-record.js";

export type { StoredRecord };

/** One change a queue item makes: what {@link applyChange} writes. */
export interface RecordChange {
  readonly modelId: string;
  readonly externalId: string;
  readonly sourceId: string;
  readonly referenceId: string | null;
  readonly mandantCode: string | null;
  /** The fields the transformation produced; the others keep their values. */
  readonly fields: Record<string, unknown>;
  readonly isDeleted: boolean;
}

/** How a queue item changed a record, as the control API reports it (SandboxQueueItem changes). */
export type ChangeType = components["schemas"]["SandboxQueueItem"]["changes"][number]["changeType"];

export interface QueryStore {
  /** Every record by {@link recordKeyOf}: what is saved. */
  readonly records: Table<StoredRecord>;
  /** The same records by modelId, with the indexes queries read (record-index.ts). */
  readonly models: Map<string, RecordIndex>;
  sequence: number;
}

/** The records of a tenant, one entry per record of a model and mandant. */
export const QUERY_RECORDS = declareTable<StoredRecord>("data-integration.query-store", {
  save: (record) => record,
  load(json, _tenant, key) {
    const record = json as StoredRecord;
    if (
      typeof record?.modelId !== "string" ||
      typeof record.externalId !== "string" ||
      typeof record.sequence !== "number"
    ) {
      throw new StoreFormatError(
        `$.${JSON.stringify(key)}`,
        "must be a stored record with modelId, externalId and sequence",
      );
    }
    return record;
  },
});

/** The key of a record in {@link QUERY_RECORDS}: model, ExternalId and mandant. */
export function recordKeyOf(record: Pick<StoredRecord, "modelId" | "externalId" | "mandantCode">): string {
  return `${record.modelId}\u0000${record.externalId}\u0000${record.mandantCode ?? ""}`;
}

/** A record of the tenant by its {@link recordKeyOf} key. */
export function storedRecord(tenant: Tenant, key: string): StoredRecord | undefined {
  return tenant.get(QUERY_RECORDS).get(key);
}

// The indexes are derived, so they are built once per table (on first use after a start, an import or a restore)
// rather than saved.
const indexes = new WeakMap<Table<StoredRecord>, QueryStore>();

export function queryStore(tenant: Tenant): QueryStore {
  const records = tenant.get(QUERY_RECORDS);
  let store = indexes.get(records);
  if (store === undefined) {
    const byModel = new Map<string, StoredRecord[]>();
    let sequence = 0;
    for (const record of records.values()) {
      let held = byModel.get(record.modelId);
      if (held === undefined) byModel.set(record.modelId, (held = []));
      held.push(record);
      sequence = Math.max(sequence, record.sequence);
    }
    const models = new Map<string, RecordIndex>();
    for (const [modelId, held] of byModel) models.set(modelId, RecordIndex.of(held));
    store = { records, models, sequence };
    indexes.set(records, store);
  }
  return store;
}

/** The index of a model's records, made empty for a model without any. */
export function modelRecords(store: QueryStore, modelId: string): RecordIndex {
  let index = store.models.get(modelId);
  if (index === undefined) store.models.set(modelId, (index = new RecordIndex()));
  return index;
}

/**
 * Writes one change at `now`; `undefined` when it changes nothing (deleting a record that does not
 * exist). A deleted record published again is live again, as a new version of the same record.
 */
export function applyChange(
  store: QueryStore,
  change: RecordChange,
  now: string,
): { record: StoredRecord; changeType: ChangeType } | undefined {
  const records = modelRecords(store, change.modelId);
  const existing = records.get(change.externalId, change.mandantCode);
  const sequence = ++store.sequence;
  if (change.isDeleted) {
    if (existing === undefined || existing.deletedOn !== undefined) return undefined;
    // A record leaves its indexes as it was and comes back as it is, at the newest end.
    records.remove(existing);
    Object.assign(existing, { deletedOn: now, modifiedOn: now, sequence });
    records.add(existing);
    store.records.touch(recordKeyOf(existing));
    return { record: existing, changeType: "Deleted" };
  }
  if (existing === undefined) {
    const record: StoredRecord = {
      modelId: change.modelId,
      recordId: newId(),
      externalId: change.externalId,
      sourceId: change.sourceId,
      referenceId: change.referenceId,
      mandantCode: change.mandantCode,
      createdOn: now,
      modifiedOn: now,
      deletedOn: undefined,
      sequence,
      fields: { ...change.fields },
    };
    records.add(record);
    store.records.set(recordKeyOf(record), record);
    return { record, changeType: "Created" };
  }
  records.remove(existing);
  Object.assign(existing.fields, change.fields);
  Object.assign(existing, {
    sourceId: change.sourceId,
    referenceId: change.referenceId ?? existing.referenceId,
    modifiedOn: now,
    deletedOn: undefined,
    sequence,
  });
  records.add(existing);
  store.records.touch(recordKeyOf(existing));
  return { record: existing, changeType: "Updated" };
}
