interface IntegrationDataChanged {
    'sourceId': string;
    'resultId': string;
    'operationId': string;
    'profileId'?: string;
    'mapId'?: string;
    'featureId': string;
    'scenarioId': string;
}
export type { IntegrationDataChanged };
