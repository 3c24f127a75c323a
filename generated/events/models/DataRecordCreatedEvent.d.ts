interface DataRecordCreatedEvent {
    'dataModelId': string;
    'dataRecordId': string;
    'dataSourceId': string;
    'operationId': string;
}
export type { DataRecordCreatedEvent };
