// generated from specs/asyncapi/platform-events.yaml; do not edit
interface DataRecordCreatedEvent {
  'dataModelId': string;
  'dataRecordId': string;
  'dataSourceId': string;
  'operationId': string;
}
export type { DataRecordCreatedEvent };
