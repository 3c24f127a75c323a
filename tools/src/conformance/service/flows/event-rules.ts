// The events capability's rules: what the flows of data events, order events and every delivery check.
import { defineRules } from "../service-check.js";

export const EVENT_RULES = defineRules("events", {
  "record-created": [
    '"PLATFORM.DataService.RecordCreated ... dataModelId, dataRecordId, dataSourceId, operationId"; "Each ' +
      'consumer flag of ConfigureConsumer enables the message types listed there." (dataRecordChanges)',
    "a RecordCreated whose ids are the published record's, its source's, model's and queue item's operation",
  ],
  "record-updated": [
    '"PLATFORM.DataService.RecordUpdated | DataRecordUpdatedEvent | ... | same"',
    "a RecordUpdated for the record published again",
  ],
  "record-deleted": [
    '"PLATFORM.DataService.RecordDeleted ... the event after which a ' +
      'consumer may read deleted records with includeDeleted"',
    "a RecordDeleted for the record deleted",
  ],
  "enqueue-status-changed": [
    '"A status change is announced by the event EnqueueDataStatusChanged when the consumer flag ' +
      'enqueueDataStatus is on." Payload "dataSourceId, queueItemId, operationId, status"',
    "an EnqueueDataStatusChanged of the queue item with status Success",
  ],
  "redelivered-same-message-id": [
    '"A non-2xx reply or a network error triggers redelivery with ' +
      'retry and backoff." "messageId | unique id of the message"',
    "the delivery refused with 503 arrives again with the same messageId and payload",
  ],
  "flag-off-silences": [
    '"Each consumer flag of ConfigureConsumer enables the message types listed there."',
    "no Record event for a record published after dataRecordChanges was turned off",
  ],
  "order-released": [
    '"On OrderReleased (fields orderId, productId, vendorCode) ..."; ' +
      '"enabled by | orderReleased flag of Integration/Settings"',
    "an OrderReleased with the released order's orderId and the tenant's vendorCode",
  ],
  route: [
    '"The message gateway sends `POST {webhook_url}/{messageType}/{contractType}/{messageId}`"',
    "every delivery a POST to <registered address>/<messageType>/<contractType of the catalogue>/<messageId>",
  ],
  signed: [
    '"each webhook request carries a JWT signed with RS256 ... verifies it against the public ' +
      'keys of the identity provider published at the jwks address"; "Require the `Bearer` ' +
      'scheme"; "Validate exp and nbf when present, and issuer"; "selects by key id"',
    "every Authorization a Bearer RS256 JWT with a kid, valid by the published keys, iss the issuer",
  ],
  headers: [
    '"Content-Type | `application/json; charset=utf-8`"; "X-Tenant-Id | tenant context of the ' +
      'message"; "Under normal circumstances X-UserClaim-tid and X-Tenant-Id are equal"',
    "Content-Type application/json; charset=utf-8, X-Tenant-Id the kit's tenant, X-UserClaim-tid equal to it",
  ],
  "payload-and-headers-valid": [
    "The payload and headers of each message type as specs/asyncapi/platform-events.yaml gives them",
    "every delivery's payload and documented headers valid",
  ],
  "message-ids-unique": ['"messageId | unique id of the message"', "two different messages never share a messageId"],
});
