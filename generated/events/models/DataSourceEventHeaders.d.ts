interface DataSourceEventHeaders {
    'X-DataSourceId': string;
    'X-Tenant-Id': string;
}
export type { DataSourceEventHeaders };
