// generated from specs/asyncapi/platform-events.yaml; do not edit
interface DataSourceEventHeaders {
  'X-DataSourceId': string;
  'X-Tenant-Id': string;
}
export type { DataSourceEventHeaders };
