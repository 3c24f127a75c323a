import type { RequestStatus } from './RequestStatus.js';
interface IntegrationProfileChangeCompleted {
    'sourceId': string;
    'requestId': string;
    'requestStatus': RequestStatus;
    'currentProfileId': string | null;
    'wasSuccess': boolean;
}
export type { IntegrationProfileChangeCompleted };
