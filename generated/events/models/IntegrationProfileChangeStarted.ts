// generated from specs/asyncapi/platform-events.yaml; do not edit
interface IntegrationProfileChangeStarted {
  'sourceId': string;
  'requestId': string;
  'currentProfileId': string | null;
  'targetProfileId': string;
}
export type { IntegrationProfileChangeStarted };
