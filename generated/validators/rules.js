// generated from specs/schemas; do not edit
export const businessRules = {
  "AgentCustomProperty": {
    "": "\"Custom property AutoRefreshStatusInterval (a time span written as d.hh:mm:ss)\"; in a PATCH-style body \"null means no change and an empty string clears the value\""
  },
  "ConfigureConsumerRequest": {
    "": "refreshSourceStatus is \"shown as required in the rate-limit variant of the body\"; \"null means no change\""
  },
  "DataSourceIntegrationSettings": {
    "": "\"with consumerWebhookUrl for `Webhook`\"; \"Null means no change, an empty string clears\": a body that sets Webhook may leave the address unchanged but not clear it"
  },
  "FileReference": {
    "/anyOf/1/properties/source": "`fileId` (uuid) or `filePath` (string), one of which is required",
    "/anyOf/2/items/properties/source": "\"`fileId` (uuid) or `filePath` (string), one of which is required\", in a collection"
  },
  "IncomingLookupObject": {
    "": "either `externalId` or the pair `sourceRecordId` and `sourceEntityId`"
  },
  "IntegrationDataChanged": {
    "": "\"profileId (one description names it mapId)\": one of the two is sent"
  },
  "LookupEntity": {
    "/anyOf/1": "\"A lookup reference inside data may be an object with `_type` = `IncomingLookupObject` and either `externalId` or the pair `sourceRecordId` and `sourceEntityId`\"",
    "/anyOf/2/items": "each lookup object of an array has either `externalId` or the pair `sourceRecordId` and `sourceEntityId`"
  },
  "OperatingLogItemCreate": {
    "": "body as the operating log item (response-only fields excluded)",
    "/allOf/0": "`Application|Begin` and `Application|End` form a scoped pair and must share one scopeId",
    "/allOf/1": "`Validation` feedback carries severity `Warning` or `Error`, operationType `ConsumeData`, and publisherSourceId",
    "/allOf/2": "`ActionRequest` and `ActionResponse` belong to `Coordination`"
  },
  "PublishedValue": {
    "/allOf/1": "a CurrencyNumber object is `{ _type: CurrencyNumber, value: decimal, currencyCode: string }`",
    "/allOf/2": "a FileReference object has a `source` (required) with `accessLevel` and `fileId` or `filePath`",
    "/allOf/3": "an IncomingLookupObject has either `externalId` or the pair `sourceRecordId` and `sourceEntityId`",
    "/allOf/4": "\"Every type can be a collection (JSON array)\": each typed object of a collection is checked",
    "/allOf/4/then/items/allOf/0": "a CurrencyNumber object inside a collection is `{ _type: CurrencyNumber, value: decimal, currencyCode: string }`",
    "/allOf/4/then/items/allOf/1": "a FileReference object inside a collection has a `source` with `accessLevel` and `fileId` or `filePath`",
    "/allOf/4/then/items/allOf/2": "an IncomingLookupObject inside a collection has either `externalId` or the pair `sourceRecordId` and `sourceEntityId`"
  },
  "PublishingItem": {
    "": "only one of fields and data may be set"
  },
  "SetOrderStatusRequest": {
    "": "\"A call without systemStatus only updates custom properties. Severity must be `Info` or `Warning`.\" (a systemStatus of null counts as none)"
  },
  "Source": {
    "": "\"consumerWebhookUrl | mandatory when `Webhook`\", on the stored data source"
  },
  "SourceDefinition": {
    "": "\"consumerWebhookUrl | mandatory when `Webhook`\"; \"For PATCH-style bodies, null means no change and an empty string clears the value\""
  }
};
