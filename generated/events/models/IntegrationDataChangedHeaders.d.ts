interface IntegrationDataChangedHeaders {
    'X-SourceId': string;
    'X-FeatureId': string;
    'X-ScenarioId': string;
    'X-Tenant-Id': string;
}
export type { IntegrationDataChangedHeaders };
