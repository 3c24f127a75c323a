// A record of the query store on its own, so that the store and its indexes (record-index.ts) both
// name it without importing each other.

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
