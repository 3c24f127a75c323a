// generated from specs/asyncapi/platform-events.yaml; do not edit
interface IntegrationDataChangedHeaders {
  'X-SourceId': string;
  'X-FeatureId': string;
  'X-ScenarioId': string;
  'X-Tenant-Id': string;
}
export type { IntegrationDataChangedHeaders };
