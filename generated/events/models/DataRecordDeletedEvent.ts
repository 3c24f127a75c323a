// generated from specs/asyncapi/platform-events.yaml; do not edit
interface DataRecordDeletedEvent {
  'dataModelId': string;
  'dataRecordId': string;
  'dataSourceId': string;
  'operationId': string;
}
export type { DataRecordDeletedEvent };
