interface DataRecordDeletedEvent {
    'dataModelId': string;
    'dataRecordId': string;
    'dataSourceId': string;
    'operationId': string;
}
export type { DataRecordDeletedEvent };
