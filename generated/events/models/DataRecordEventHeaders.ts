// generated from specs/asyncapi/platform-events.yaml; do not edit
interface DataRecordEventHeaders {
  'X-DataSourceId': string;
  'X-DataModelId': string;
  'X-Tenant-Id': string;
}
export type { DataRecordEventHeaders };
