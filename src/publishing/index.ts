export {
  InvalidPublishingItemsError,
  PublishingIncompleteError,
  PublishingRequestError,
  type ItemProblem,
} from "./errors.js";
export {
  MAX_RECORDS_PER_REQUEST,
  publishRecords,
  validatePublishingItems,
  type PublishRecordsOptions,
  type PublishResult,
  type PublishingItem,
  type QueueItemStatusRecord,
} from "./publish-records.js";
export {
  publishRecordsV2,
  type MappingDirective,
  type PublishingItemV2,
  type PublishRecordsV2Options,
  type PublishV2Result,
} from "./publish-records-v2.js";
export { waitForQueueItem, type QueueItemOutcome, type WaitForQueueItemOptions } from "./wait-for-queue-item.js";
/** The queue item statuses after which nothing changes (`x-terminal-states` of the spec). */
export { QueueItemStatusTerminal } from "../../generated/enums.js";
