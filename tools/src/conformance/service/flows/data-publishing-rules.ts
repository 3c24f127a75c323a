// The data integration rules the publishing flows check (V2, V1, queue item states, refusals).
import { defineRules } from "../service-check.js";

export const PUBLISHING_RULES = defineRules("data-integration", {
  "v2-publish": [
    '"POST /api/v2/SourcingData/EnqueueData/start: query `SourceId` (uuid, required) ... ' +
      'Sent data goes to the input queue, is processed by them, and is published"',
    "2xx, and the queue item of the operation reaches Success",
  ],
  "getdata-equals-published": [
    '"The results update the virtual datastores (query store)." "A consumer reads processed records by data model"',
    "GetData answers each published record with the fields sent, its SourceId and MandantCode null",
  ],
  "external-id-shape": [
    '"ExternalId | string | shape `<recordId>.<entityId>.<sourceId>`, assigned from the publisher\'s identifiers"',
    "ExternalId <recordId>.<entityId>.<sourceId>",
  ],
  "v1-start-answer": [
    '"POST .../EnqueueDataBySourceId/{sourceId}/start ... 201 ' +
      '(synchronous) or 202 (asynchronous), queue item status record"',
    "201 or 202 with queueItemId, operationId and status",
  ],
  "v1-status-success": [
    '"`Success` processing succeeded and data updated (terminal)"; "wasSuccess | bool | processed and data updated"',
    "the status reaches Success with wasSuccess true",
  ],
  "v1-reads-equal": [
    '"GET /api/v1/QueryingData/FindDataByModelId/{modelId}" with "`selfSourceId` ' +
      "(required; the consumer's own data source)\": V1 reads the same records as V2",
    "the same records (RecordId and fields) as GetData",
  ],
  "v1-record-by-id": [
    '"GET /api/v1/QueryingData/GetDataByModelId/{modelId}/{recordId} | single record by Id.RecordId"',
    "200 with that record",
  ],
  "pending-while-incomplete": [
    '"`Pending` waiting for additional data during enqueuing"; the request\'s `incompleteData`',
    "start with incompleteData true leaves the item Pending",
  ],
  "append-while-pending": [
    '"Appending records is accepted only while the item is `Pending`."',
    "append to a Pending item answers 200",
  ],
  "cancel-pending": [
    '"DELETE .../cancel/{queueItemId} | | 204"; "`Canceled` canceled by user or system ... (terminal)"',
    "204, then the item is Canceled",
  ],
  "error-message-canceled": [
    '"`errorMessage` is available for `Failed` and `Canceled`."',
    "a Canceled item has an errorMessage",
  ],
  "terminal-final": [
    '"`Canceled` ... (terminal)", "`Success` ... (terminal)"; ' +
      '"Appending records is accepted only while the item is `Pending`."',
    "append to a Canceled or Success item refused (4xx), cancel of " +
      "a Success item changes nothing: both keep their state",
  ],
  "states-valid": [
    'The queue item states: "`Started`, `Pending`, `Completed`, `Canceled`, ' +
      "`Running`, `Success`, `Failed`\"; a terminal state ends the item's flow",
    "every status read is a documented state, and none changes after a terminal one",
  ],
  "item-limit": [
    '"A queue item has a technical maximum of roughly 3000 to 4000 items, ' +
      'depending on JSON size. Use start and append to build larger units."',
    "4001 items in one start refused with 4xx",
  ],
  "invalid-item-named": [
    '"In the v1 start body, `entityId` and `recordId` are required per item."; a refusal names what was wrong',
    "an item without recordId refused (4xx naming items[1]) or failing the item with an errorMessage naming item 1",
  ],
  "failed-item-changes-nothing": [
    '"A queue item is one unit of work. All records must transform ' +
      'successfully, otherwise the item fails and no data is updated."',
    "the item is Failed and none of its records is readable",
  ],
});
