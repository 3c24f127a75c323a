interface DataRecordUpdatedEvent {
    'dataModelId': string;
    'dataRecordId': string;
    'dataSourceId': string;
    'operationId': string;
}
export type { DataRecordUpdatedEvent };
