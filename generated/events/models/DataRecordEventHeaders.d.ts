interface DataRecordEventHeaders {
    'X-DataSourceId': string;
    'X-DataModelId': string;
    'X-Tenant-Id': string;
}
export type { DataRecordEventHeaders };
