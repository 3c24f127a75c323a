import type { QueueItemStatus } from './QueueItemStatus.js';
interface EnqueueDataStatusChanged {
    'dataSourceId': string;
    'queueItemId': string;
    'operationId': string;
    'status': QueueItemStatus;
}
export type { EnqueueDataStatusChanged };
