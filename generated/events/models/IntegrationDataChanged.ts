// generated from specs/asyncapi/platform-events.yaml; do not edit
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
