interface IntegrationProfileChangeStarted {
    'sourceId': string;
    'requestId': string;
    'currentProfileId': string | null;
    'targetProfileId': string;
}
export type { IntegrationProfileChangeStarted };
