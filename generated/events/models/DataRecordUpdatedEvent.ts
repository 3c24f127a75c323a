// generated from specs/asyncapi/platform-events.yaml; do not edit
interface DataRecordUpdatedEvent {
  'dataModelId': string;
  'dataRecordId': string;
  'dataSourceId': string;
  'operationId': string;
}
export type { DataRecordUpdatedEvent };
