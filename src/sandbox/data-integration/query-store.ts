// The query store ("virtual datastores") of one tenant: records by data model, keyed by their
// ExternalId "`<recordId>.<entityId>.<sourceId>`, assigned from the publisher's identifiers", and
// mandant ("To publish the same data to several owning organizations, publish it once per
// organization"), so a republished recordId updates the same record of its mandant.
import { randomUUID } from "node:crypto";
import type { TenantState } from "../tenant-state.js";

/** A record of the query store, with its system properties and its model-specific fields. */
export interface StoredRecord {
  readonly modelId: string;
  readonly recordId: string;
  readonly externalId: string;
  sourceId: string;
  referenceId: string | null;
  readonly mandantCode: string | null;
  readonly createdOn: string;
  modifiedOn: string;
  /** When the record was deleted: "readable with includeDeleted" for a limited time after. */
  deletedOn: string | undefined;
  /** Order of the last change, so records changed at the same instant still sort newest first. */
  sequence: number;
  readonly fields: Record<string, unknown>;
}

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

export type ChangeType = "Created" | "Updated" | "Deleted";

export interface QueryStore {
  /** Records by modelId, then by {@link recordKey}. */
  readonly models: Map<string, Map<string, StoredRecord>>;
  sequence: number;
}

export function queryStore(tenant: TenantState): QueryStore {
  return tenant.store("data-integration.query-store", () => ({ models: new Map(), sequence: 0 }));
}

function recordKey(externalId: string, mandantCode: string | null): string {
  return `${externalId}\u0000${mandantCode ?? ""}`;
}

/** The records of a model (live and deleted), in no particular order. */
export function recordsOf(store: QueryStore, modelId: string): Iterable<StoredRecord> {
  return store.models.get(modelId)?.values() ?? [];
}

/**
 * Writes one change at `now`; `undefined` when it changes nothing (deleting a record that does not
 * exist). A deleted record published again is live again, as a new version of the same record.
 */
export function applyChange(store: QueryStore, change: RecordChange, now: string): { record: StoredRecord; changeType: ChangeType } | undefined {
  let records = store.models.get(change.modelId);
  if (records === undefined) store.models.set(change.modelId, (records = new Map()));
  const key = recordKey(change.externalId, change.mandantCode);
  const existing = records.get(key);
  const sequence = ++store.sequence;
  if (change.isDeleted) {
    if (existing === undefined || existing.deletedOn !== undefined) return undefined;
    Object.assign(existing, { deletedOn: now, modifiedOn: now, sequence });
    return { record: existing, changeType: "Deleted" };
  }
  if (existing === undefined) {
    const record: StoredRecord = {
      modelId: change.modelId,
      recordId: randomUUID(),
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
    records.set(key, record);
    return { record, changeType: "Created" };
  }
  Object.assign(existing.fields, change.fields);
  Object.assign(existing, { sourceId: change.sourceId, referenceId: change.referenceId ?? existing.referenceId, modifiedOn: now, deletedOn: undefined, sequence });
  return { record: existing, changeType: "Updated" };
}
