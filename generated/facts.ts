// generated from specs/; do not edit
export * from "./enums.js";
export * from "./state-machines/order-integration.js";
/** The `uuid` format as the generated validators check it (`format: uuid` in the specs). */
export const UuidFormat = /* @__PURE__ */ new RegExp("^(?:urn:uuid:)?[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]-[0-9a-f][0-9a-f][0-9a-f][0-9a-f]-[0-9a-f][0-9a-f][0-9a-f][0-9a-f]-[0-9a-f][0-9a-f][0-9a-f][0-9a-f]-[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]$", "i");
/** The defaults of the shared parameters of specs/parameters, by file name. */
export const parameterDefaults = { Limit: 100, Offset: 0 } as const;
/** The scopes the root `security` of each OpenAPI spec requires, by spec name. */
export const securityScopes = { "data-integration": ["apiim"] } as const;
/** The operations of specs/openapi/connector-catalogue.yaml: method, path, the defaults of its query parameters and the facts its `x-` extensions state. */
export const connectorCatalogueOperations = {
  /** roles: The roles of which a caller needs one (the token's `roles`): "The caller needs the Admin application role of the connector catalogue application or the TenantAdmin platform role." */
  listProviders: { method: "get", path: "/api/v1/Providers", defaults: { offset: 0, limit: 100 }, roles: ["Admin","TenantAdmin"] },
  /** roles: The roles of which a caller needs one (the token's `roles`): "The caller needs the Admin application role of the connector catalogue application or the TenantAdmin platform role." */
  registerConnector: { method: "post", path: "/api/v1/Connectors", roles: ["Admin","TenantAdmin"] },
  /** roles: The roles of which a caller needs one (the token's `roles`): "The caller needs the Admin application role of the connector catalogue application or the TenantAdmin platform role." */
  registerConnectorAgent: { method: "post", path: "/api/v1/Agents", roles: ["Admin","TenantAdmin"] },
} as const;
/** The operations of specs/openapi/data-integration.yaml: method, path, the defaults of its query parameters and the facts its `x-` extensions state. sandboxBodyLimit (every operation without its own): The sandbox reads a body of this service up to its data body limit (`--data-body-limit`), which by default admits a queue item's most items ("A queue item has a technical maximum of roughly 3000 to 4000 items", the `x-max-items` of QueueItemStatusRecord) at 2 KiB each, so a request that could be one queue item on the platform is not refused for its size. The reference states no body limit. */
export const dataIntegrationOperations = {
  getIntegrationAgentSettings: { method: "get", path: "/api/v2/IntegrationAgents/Settings", sandboxBodyLimit: "dataBodyBytes" },
  postIntegrationAgentSettings: { method: "post", path: "/api/v2/IntegrationAgents/Settings", sandboxBodyLimit: "dataBodyBytes" },
  patchIntegrationAgentSettings: { method: "patch", path: "/api/v2/IntegrationAgents/Settings", sandboxBodyLimit: "dataBodyBytes" },
  getIntegrationAgentOnPremiseSettings: { method: "get", path: "/api/v2/IntegrationAgents/OnPremiseSettings", sandboxBodyLimit: "dataBodyBytes" },
  patchIntegrationAgentOnPremiseSettings: { method: "patch", path: "/api/v2/IntegrationAgents/OnPremiseSettings", sandboxBodyLimit: "dataBodyBytes" },
  configureIntegrationAgentConsumer: { method: "patch", path: "/api/v2/IntegrationAgents/ConfigureConsumer", sandboxBodyLimit: "dataBodyBytes" },
  getIntegrationAgentTransformations: { method: "get", path: "/api/v2/IntegrationAgents/Transformations", sandboxBodyLimit: "dataBodyBytes" },
  patchIntegrationAgentTransformations: { method: "patch", path: "/api/v2/IntegrationAgents/Transformations", sandboxBodyLimit: "dataBodyBytes" },
  getIntegrationAgentStatuses: { method: "get", path: "/api/v2/IntegrationAgents/Statuses", defaults: { offset: 0, limit: 100 }, sandboxBodyLimit: "dataBodyBytes" },
  postIntegrationAgentStatus: { method: "post", path: "/api/v2/IntegrationAgents/Statuses", sandboxBodyLimit: "dataBodyBytes" },
  getIntegrationAgentSupportedFeatures: { method: "get", path: "/api/v2/IntegrationAgents/SupportedFeatures", sandboxBodyLimit: "dataBodyBytes" },
  patchIntegrationAgentSupportedFeatures: { method: "patch", path: "/api/v2/IntegrationAgents/SupportedFeatures", sandboxBodyLimit: "dataBodyBytes" },
  getDataAgents: { method: "get", path: "/api/v1/DataAgents", defaults: { includeDeleted: false }, sandboxBodyLimit: "dataBodyBytes" },
  createDataAgent: { method: "post", path: "/api/v1/DataAgents", sandboxBodyLimit: "dataBodyBytes" },
  headDataAgents: { method: "head", path: "/api/v1/DataAgents", defaults: { includeDeleted: false }, sandboxBodyLimit: "dataBodyBytes" },
  getDataAgent: { method: "get", path: "/api/v1/DataAgents/{id}", sandboxBodyLimit: "dataBodyBytes" },
  updateDataAgent: { method: "put", path: "/api/v1/DataAgents/{id}", sandboxBodyLimit: "dataBodyBytes" },
  deleteDataAgent: { method: "delete", path: "/api/v1/DataAgents/{id}", sandboxBodyLimit: "dataBodyBytes" },
  headDataAgent: { method: "head", path: "/api/v1/DataAgents/{id}", sandboxBodyLimit: "dataBodyBytes" },
  switchDataAgentEnabled: { method: "post", path: "/api/v1/DataAgents/{id}/SwitchEnabled", sandboxBodyLimit: "dataBodyBytes" },
  getDataAgentStatus: { method: "get", path: "/api/v1/DataAgents/{id}/Status", sandboxBodyLimit: "dataBodyBytes" },
  getDataModels: { method: "get", path: "/api/v1/DataModels", sandboxBodyLimit: "dataBodyBytes" },
  headDataModels: { method: "head", path: "/api/v1/DataModels", sandboxBodyLimit: "dataBodyBytes" },
  getDataModel: { method: "get", path: "/api/v1/DataModels/{id}", sandboxBodyLimit: "dataBodyBytes" },
  deleteDataModel: { method: "delete", path: "/api/v1/DataModels/{id}", sandboxBodyLimit: "dataBodyBytes" },
  headDataModel: { method: "head", path: "/api/v1/DataModels/{id}", sandboxBodyLimit: "dataBodyBytes" },
  getDataModelByCode: { method: "get", path: "/api/v1/DataModels/Code/{code}", sandboxBodyLimit: "dataBodyBytes" },
  headDataModelByCode: { method: "head", path: "/api/v1/DataModels/Code/{code}", sandboxBodyLimit: "dataBodyBytes" },
  verifyDataObject: { method: "post", path: "/api/v1/DataModels/{id}/Verify/DataObject", sandboxBodyLimit: "dataBodyBytes" },
  getDataSources: { method: "get", path: "/api/v1/DataSources", sandboxBodyLimit: "dataBodyBytes" },
  getDataSource: { method: "get", path: "/api/v1/DataSources/{id}", sandboxBodyLimit: "dataBodyBytes" },
  importDataAgent: { method: "post", path: "/api/v1/Process/ImportDataAgent", sandboxBodyLimit: "dataBodyBytes" },
  importDataSource: { method: "post", path: "/api/v1/Process/ImportDataSource", sandboxBodyLimit: "dataBodyBytes" },
  patchDataSourceIntegrationSettings: { method: "patch", path: "/api/v1/DataSources/{id}/IntegrationSettings", sandboxBodyLimit: "dataBodyBytes" },
  configureDataSourceConsumer: { method: "patch", path: "/api/v1/DataSources/{id}/ConfigureConsumer", sandboxBodyLimit: "dataBodyBytes" },
  getEnqueuedDataBySourceId: { method: "get", path: "/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}", defaults: { offset: 0, limit: 100 }, sandboxBodyLimit: "dataBodyBytes" },
  startEnqueueDataBySourceId: { method: "post", path: "/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}/start", sandboxBodyLimit: "dataBodyBytes" },
  appendEnqueueDataBySourceId: { method: "post", path: "/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}/append/{queueItemId}", sandboxBodyLimit: "dataBodyBytes" },
  getEnqueueDataStatusBySourceId: { method: "get", path: "/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}/status/{queueItemId}", sandboxBodyLimit: "dataBodyBytes" },
  cancelEnqueueDataBySourceId: { method: "delete", path: "/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}/cancel/{queueItemId}", sandboxBodyLimit: "dataBodyBytes" },
  startEnqueueData: { method: "post", path: "/api/v2/SourcingData/EnqueueData/start", sandboxBodyLimit: "dataBodyBytes" },
  appendEnqueueData: { method: "post", path: "/api/v2/SourcingData/EnqueueData/append", sandboxBodyLimit: "dataBodyBytes" },
  getData: { method: "get", path: "/api/v2/QueryingData/GetData", defaults: { offset: 0, limit: 100 }, sandboxBodyLimit: "dataBodyBytes" },
  getDataReferencedByFk: { method: "get", path: "/api/v2/QueryingData/GetData/ReferencedByFK", defaults: { offset: 0, limit: 100 }, sandboxBodyLimit: "dataBodyBytes" },
  getDataFilteredByAk: { method: "get", path: "/api/v2/QueryingData/GetData/FilteredByAK", defaults: { offset: 0, limit: 100 }, sandboxBodyLimit: "dataBodyBytes" },
  getDataByResultId: { method: "get", path: "/api/v2/QueryingData/GetData/{resultId}", defaults: { offset: 0, limit: 100 }, sandboxBodyLimit: "dataBodyBytes" },
  getDataByResultIdAndItemId: { method: "get", path: "/api/v2/QueryingData/GetData/{resultId}/{itemId}", defaults: { offset: 0, limit: 100 }, sandboxBodyLimit: "dataBodyBytes" },
  getProcessedDataResult: { method: "get", path: "/api/v2/QueryingData/ProcessedDataResults/{resultId}", defaults: { offset: 0, limit: 100 }, sandboxBodyLimit: "dataBodyBytes" },
  getProcessedDataResultItems: { method: "get", path: "/api/v2/QueryingData/ProcessedDataResults/{resultId}/Items", defaults: { offset: 0, limit: 100 }, sandboxBodyLimit: "dataBodyBytes" },
  findDataByModelId: { method: "get", path: "/api/v1/QueryingData/FindDataByModelId/{modelId}", defaults: { offset: 0, limit: 100 }, sandboxBodyLimit: "dataBodyBytes" },
  findDataByModelIdReferencedBy: { method: "get", path: "/api/v1/QueryingData/FindDataByModelId/{modelId}/ReferencedBy/{fkName}/{fkId}", defaults: { offset: 0, limit: 100 }, sandboxBodyLimit: "dataBodyBytes" },
  findDataByModelIdFilteredBy: { method: "get", path: "/api/v1/QueryingData/FindDataByModelId/{modelId}/FilteredBy/{akName}/{akValue}", defaults: { offset: 0, limit: 100 }, sandboxBodyLimit: "dataBodyBytes" },
  getDataByModelId: { method: "get", path: "/api/v1/QueryingData/GetDataByModelId/{modelId}/{recordId}", defaults: { offset: 0, limit: 100 }, sandboxBodyLimit: "dataBodyBytes" },
  getProcessedDataResultsV1: { method: "get", path: "/api/v1/QueryingData/ProcessedDataResults", defaults: { offset: 0, limit: 100 }, sandboxBodyLimit: "dataBodyBytes" },
  getProcessedDataResultItemsV1: { method: "get", path: "/api/v1/QueryingData/ProcessedDataResults/{resultId}/Items", defaults: { offset: 0, limit: 100 }, sandboxBodyLimit: "dataBodyBytes" },
  getCurrentIntegrationProfile: { method: "get", path: "/api/v2/IntegrationProfiles/Current", sandboxBodyLimit: "dataBodyBytes" },
  getAvailableFeatures: { method: "get", path: "/api/v2/IntegrationProfiles/Current/AvailableFeatures", sandboxBodyLimit: "dataBodyBytes" },
  getAvailableModels: { method: "get", path: "/api/v2/IntegrationProfiles/Current/AvailableModels", sandboxBodyLimit: "dataBodyBytes" },
  getOperatingLogs: { method: "get", path: "/api/v1/OperatingLogs", defaults: { includeSystemLevel: false, offset: 0, limit: 100 }, sandboxBodyLimit: "dataBodyBytes" },
  createOperatingLogItem: { method: "post", path: "/api/v1/OperatingLogs", sandboxBodyLimit: "dataBodyBytes" },
} as const;
/** The operations of specs/openapi/file-content.yaml: method, path, the defaults of its query parameters and the facts its `x-` extensions state. */
export const fileContentOperations = {
  getFileInfo: { method: "get", path: "/api/v1/Files/{id}/Info" },
  getFileInfoByPath: { method: "get", path: "/api/v1/Files/Info/Path/{path}" },
  getFileContent: { method: "get", path: "/api/v1/Files/{id}" },
  createFile: { method: "post", path: "/api/v1/Files/{id}" },
  getFileContentByPath: { method: "get", path: "/api/v1/Files/Path/{path}" },
  /** sandboxBodyLimit: "File size and upload limits: not shown." The sandbox reads an upload up to its upload limit (`--upload-limit`) and room for the multipart framing around the file. */
  uploadFile: { method: "post", path: "/api/v1/FileUpload", sandboxBodyLimit: "uploadLimitBytes" },
  copyFile: { method: "post", path: "/api/v1/Files/{id}/Copy" },
} as const;
/** The operations of specs/openapi/identity-provider.yaml: method, path, the defaults of its query parameters and the facts its `x-` extensions state. sandboxBodyLimit (every operation without its own): The sandbox reads a body of the identity provider (the token request's few form fields) up to its token body limit (`--token-body-limit`). The reference states no body limit. */
export const identityProviderOperations = {
  getOpenIdConfiguration: { method: "get", path: "/.well-known/openid-configuration", sandboxBodyLimit: "tokenBodyBytes" },
  getJsonWebKeySet: { method: "get", path: "/.well-known/jwks", sandboxBodyLimit: "tokenBodyBytes" },
  requestToken: { method: "post", path: "/connect/token", sandboxBodyLimit: "tokenBodyBytes" },
  listTenants: { method: "get", path: "/api/v2/Tenants", defaults: { offset: 0, limit: 100 }, sandboxBodyLimit: "tokenBodyBytes" },
  getTenant: { method: "get", path: "/api/v2/Tenants/{id}", sandboxBodyLimit: "tokenBodyBytes" },
} as const;
/** The operations of specs/openapi/order-integration.yaml: method, path, the defaults of its query parameters and the facts its `x-` extensions state. */
export const orderIntegrationOperations = {
  getIntegrationSettings: { method: "get", path: "/api/v1/Integration/Settings" },
  updateIntegrationSettings: { method: "patch", path: "/api/v1/Integration/Settings" },
  getOrder: { method: "get", path: "/api/v1/Order/{id}" },
  setOrderStatus: { method: "post", path: "/api/v1/Order/{id}/SetStatus" },
} as const;
/** The operations of specs/openapi/sandbox-control.yaml: method, path, the defaults of its query parameters and the facts its `x-` extensions state. sandboxBodyLimit (every operation without its own): The sandbox reads a body of its control API up to its control body limit (`--control-body-limit`); a tenant's whole state has a limit of its own. */
export const sandboxControlOperations = {
  createSandboxTenant: { method: "post", path: "/_sandbox/tenants", sandboxBodyLimit: "controlBodyBytes" },
  createSandboxServiceAccount: { method: "post", path: "/_sandbox/service-accounts", sandboxBodyLimit: "controlBodyBytes" },
  listSandboxDeliveries: { method: "get", path: "/_sandbox/deliveries", sandboxBodyLimit: "controlBodyBytes" },
  getSandboxDelivery: { method: "get", path: "/_sandbox/deliveries/{messageId}", sandboxBodyLimit: "controlBodyBytes" },
  redeliverSandboxDelivery: { method: "post", path: "/_sandbox/deliveries/{messageId}/redeliver", sandboxBodyLimit: "controlBodyBytes" },
  getSandboxJournal: { method: "get", path: "/_sandbox/journal", defaults: { limit: 100 }, sandboxBodyLimit: "controlBodyBytes" },
  getSandboxOverview: { method: "get", path: "/_sandbox/overview", sandboxBodyLimit: "controlBodyBytes" },
  listSandboxQueueItems: { method: "get", path: "/_sandbox/queue-items", sandboxBodyLimit: "controlBodyBytes" },
  listSandboxRecords: { method: "get", path: "/_sandbox/records", defaults: { offset: 0, limit: 100 }, sandboxBodyLimit: "controlBodyBytes" },
  createSandboxFault: { method: "post", path: "/_sandbox/faults", sandboxBodyLimit: "controlBodyBytes" },
  advanceSandboxClock: { method: "post", path: "/_sandbox/clock", sandboxBodyLimit: "controlBodyBytes" },
  listSandboxDataModels: { method: "get", path: "/_sandbox/data-models", sandboxBodyLimit: "controlBodyBytes" },
  createSandboxDataModel: { method: "post", path: "/_sandbox/data-models", sandboxBodyLimit: "controlBodyBytes" },
  setSandboxIntegrationProfile: { method: "post", path: "/_sandbox/integration-profiles", sandboxBodyLimit: "controlBodyBytes" },
  sendSandboxCommand: { method: "post", path: "/_sandbox/commands", sandboxBodyLimit: "controlBodyBytes" },
  triggerSandboxEvent: { method: "post", path: "/_sandbox/triggers", sandboxBodyLimit: "controlBodyBytes" },
  listSandboxOrders: { method: "get", path: "/_sandbox/orders", sandboxBodyLimit: "controlBodyBytes" },
  releaseSandboxOrder: { method: "post", path: "/_sandbox/orders", sandboxBodyLimit: "controlBodyBytes" },
  getSandboxConnectorCatalogue: { method: "get", path: "/_sandbox/connector-catalogue", sandboxBodyLimit: "controlBodyBytes" },
  setUpSandboxProviderState: { method: "post", path: "/_sandbox/provider-states", sandboxBodyLimit: "controlBodyBytes" },
  exportSandboxTenantState: { method: "get", path: "/_sandbox/state/{tenantId}", sandboxBodyLimit: "controlBodyBytes" },
  /** sandboxBodyLimit: A tenant's whole state, file bytes included, is read up to the state body limit (`--state-body-limit`). */
  importSandboxTenantState: { method: "put", path: "/_sandbox/state/{tenantId}", sandboxBodyLimit: "stateBodyBytes" },
  resetSandbox: { method: "post", path: "/_sandbox/reset", sandboxBodyLimit: "controlBodyBytes" },
} as const;
/** The operations of specs/openapi/webhook-consumer.yaml: method, path, the defaults of its query parameters and the facts its `x-` extensions state. */
export const webhookConsumerOperations = {
  receiveRefreshSourceStatus: { method: "post", path: "/PLATFORM.DataService.RefreshSourceStatus/RefreshStatusEvent/{messageId}" },
  receiveRefreshSourceConfig: { method: "post", path: "/PLATFORM.DataService.RefreshSourceConfig/RefreshConfigEvent/{messageId}" },
  receiveRecordCreated: { method: "post", path: "/PLATFORM.DataService.RecordCreated/DataRecordCreatedEvent/{messageId}" },
  receiveRecordUpdated: { method: "post", path: "/PLATFORM.DataService.RecordUpdated/DataRecordUpdatedEvent/{messageId}" },
  receiveRecordDeleted: { method: "post", path: "/PLATFORM.DataService.RecordDeleted/DataRecordDeletedEvent/{messageId}" },
  receiveIntegrationDataChanged: { method: "post", path: "/PLATFORM.DataService.IntegrationDataChanged/IntegrationDataChanged/{messageId}" },
  receiveIntegrationProfileChangeStarted: { method: "post", path: "/PLATFORM.DataService.IntegrationProfileChangeStarted/IntegrationProfileChangeStarted/{messageId}" },
  receiveIntegrationProfileChangeCompleted: { method: "post", path: "/PLATFORM.DataService.IntegrationProfileChangeCompleted/IntegrationProfileChangeCompleted/{messageId}" },
  receiveEnqueueDataStatusChanged: { method: "post", path: "/PLATFORM.DataService.EnqueueDataStatusChanged/{contractType}/{messageId}" },
  receiveOrderReleased: { method: "post", path: "/PLATFORM.PlatformStore.OrderReleased/OrderReleased/{messageId}" },
} as const;
/** The operations of every OpenAPI spec, by spec name and operationId. */
export const operationFacts = { "connector-catalogue": connectorCatalogueOperations, "data-integration": dataIntegrationOperations, "file-content": fileContentOperations, "identity-provider": identityProviderOperations, "order-integration": orderIntegrationOperations, "sandbox-control": sandboxControlOperations, "webhook-consumer": webhookConsumerOperations } as const;
/** The facts the spec states on PublishingItem (specs/schemas/data-integration/PublishingItem.yaml). */
export const PublishingItemFacts = {
  /** How many items one start or append request should carry: "Publishing: about 500 records per request is recommended." */
  itemsPerRequest: 500,
} as const;
/** The facts the spec states on QueueItemStatusRecord (specs/schemas/data-integration/QueueItemStatusRecord.yaml). */
export const QueueItemStatusRecordFacts = {
  /** The most items one queue item holds, over its start and every append: "A queue item has a technical maximum of roughly 3000 to 4000 items, depending on JSON size. Use start and append to build larger units." The sandbox takes the upper end and refuses the item that would pass it. */
  maxItems: 4000,
  /** A queue item with fewer items than this is processed synchronously: "An item with fewer than about 500 records can be processed synchronously (start returns 201), otherwise asynchronously (start returns 202)." */
  synchronousBelow: 500,
} as const;
/** The facts the spec states on TokenResponse (specs/schemas/identity/TokenResponse.yaml). */
export const TokenResponseFacts = {
  /** The lifetime of a token in seconds as the reference's sample shows it: "Sample token lifetime: `expires_in` 600 seconds." The real lifetime is the answer's `expires_in`. */
  sampleExpiresIn: 600,
} as const;
/** The pattern of CurrencyNumber (specs/schemas/values/CurrencyNumber.yaml), as the validators apply it. */
export const CurrencyNumberPattern = /* @__PURE__ */ new RegExp("^[+-]?\\d+(\\.\\d+)?\\|[A-Z]{3}$", "u");
/** The pattern of CurrencyNumber's CurrencyCode (specs/schemas/values/CurrencyNumber.yaml), as the validators apply it. */
export const CurrencyNumberCurrencyCodePattern = /* @__PURE__ */ new RegExp("^[A-Z]{3}$", "u");
/** The pattern of Date (specs/schemas/values/Date.yaml), as the validators apply it. */
export const DatePattern = /* @__PURE__ */ new RegExp("^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?$", "u");
/** The pattern of DecimalNumber (specs/schemas/values/DecimalNumber.yaml), as the validators apply it. */
export const DecimalNumberPattern = /* @__PURE__ */ new RegExp("^[+-]?\\d+(\\.\\d+)?$", "u");
/** The pattern of ExternalId (specs/schemas/data-integration/ExternalId.yaml), as the validators apply it. */
export const ExternalIdPattern = /* @__PURE__ */ new RegExp("^.[^.\\n\\r\\u2028\\u2029]*\\..+\\.[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$", "u");
/** The pattern of ImportDataAgentRequest's Code (specs/schemas/data-integration/ImportDataAgentRequest.yaml), as the validators apply it. */
export const ImportDataAgentRequestCodePattern = /* @__PURE__ */ new RegExp("^[^.]+\\..+$", "u");
/** The pattern of OperatingLogCategory (specs/schemas/data-integration/OperatingLogCategory.yaml), as the validators apply it. */
export const OperatingLogCategoryPattern = /* @__PURE__ */ new RegExp("^Custom(\\|.+)?$", "u");
/** The pattern of OrganizationCode (specs/schemas/identity/OrganizationCode.yaml), as the validators apply it. */
export const OrganizationCodePattern = /* @__PURE__ */ new RegExp("^[^|]+\\|[^|]+$", "u");
/** The pattern of SandboxFixtureCallStep's CallPath (specs/schemas/sandbox/SandboxFixtureCallStep.yaml), as the validators apply it. */
export const SandboxFixtureCallStepCallPathPattern = /* @__PURE__ */ new RegExp("^/", "u");
/** The pattern of SandboxFixtureStepName (specs/schemas/sandbox/SandboxFixtureStepName.yaml), as the validators apply it. */
export const SandboxFixtureStepNamePattern = /* @__PURE__ */ new RegExp("^[A-Za-z_][A-Za-z0-9_]*$", "u");
/** The pattern of TimeSpan (specs/schemas/data-integration/TimeSpan.yaml), as the validators apply it. */
export const TimeSpanPattern = /* @__PURE__ */ new RegExp("^\\d+\\.([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$", "u");
/** The pattern of TwoOptions (specs/schemas/values/TwoOptions.yaml), as the validators apply it. */
export const TwoOptionsPattern = /* @__PURE__ */ new RegExp("^([Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee])$", "u");
/** The pattern of UtcDateTime (specs/schemas/values/UtcDateTime.yaml), as the validators apply it. */
export const UtcDateTimePattern = /* @__PURE__ */ new RegExp("([Zz]|[+-]00:00)$", "u");
/** The pattern of VendorCode (specs/schemas/order/VendorCode.yaml), as the validators apply it. */
export const VendorCodePattern = /* @__PURE__ */ new RegExp("^[^|]+\\|[^|]+$", "u");
/** The pattern of WebhookAddress (specs/schemas/common/WebhookAddress.yaml), as the validators apply it. */
export const WebhookAddressPattern = /* @__PURE__ */ new RegExp("^[Hh][Tt][Tt][Pp][Ss]?://[^/?#:@\\s]+", "u");
/** The pattern of WebhookHeaders's Authorization (specs/schemas/events/WebhookHeaders.yaml), as the validators apply it. */
export const WebhookHeadersAuthorizationPattern = /* @__PURE__ */ new RegExp("^Bearer .+$", "u");
/** The pattern of WholeNumber (specs/schemas/values/WholeNumber.yaml), as the validators apply it. */
export const WholeNumberPattern = /* @__PURE__ */ new RegExp("^[+-]?\\d+$", "u");
/** The values DiscoveryDocument's ScopesSupported contains (`contains` in specs/schemas/identity/DiscoveryDocument.yaml). */
export const DiscoveryDocumentScopesSupportedContains = ["openid","apiim"] as const;
/** The values DiscoveryDocument's GrantTypesSupported contains (`contains` in specs/schemas/identity/DiscoveryDocument.yaml). */
export const DiscoveryDocumentGrantTypesSupportedContains = ["client_credentials"] as const;
/** The values of OperatingLogItemCreate's ActivityType (specs/schemas/data-integration/OperatingLogItemCreate.yaml). */
export const OperatingLogItemCreateActivityTypeValues = ["ActionRequest","ActionResponse"] as const;
/** The values of OperatingLogItemCreate's Severity (specs/schemas/data-integration/OperatingLogItemCreate.yaml). */
export const OperatingLogItemCreateSeverityValues = ["Warning","Error"] as const;
/** The values of SandboxBrokerMessage's Status (specs/schemas/sandbox/SandboxBrokerMessage.yaml). */
export const SandboxBrokerMessageStatusValues = ["Backlog","Published","Overflowed"] as const;
/** The values of SandboxCommand's MessageType (specs/schemas/sandbox/SandboxCommand.yaml). */
export const SandboxCommandMessageTypeValues = ["PLATFORM.DataService.RefreshSourceStatus","PLATFORM.DataService.RefreshSourceConfig"] as const;
/** The values of SandboxFixtureCallStep's CallMethod (specs/schemas/sandbox/SandboxFixtureCallStep.yaml). */
export const SandboxFixtureCallStepCallMethodValues = ["GET","POST","PUT","PATCH","DELETE"] as const;
/** The values of SandboxOrder's HistoryOutcome (specs/schemas/sandbox/SandboxOrder.yaml). */
export const SandboxOrderHistoryOutcomeValues = ["moved","properties","informative","refused"] as const;
/** The values of SandboxQueueItem's ChangesChangeType (specs/schemas/sandbox/SandboxQueueItem.yaml). */
export const SandboxQueueItemChangesChangeTypeValues = ["Created","Updated","Deleted"] as const;
/** The values of SandboxTriggerDelivery's Channel (specs/schemas/sandbox/SandboxTriggerDelivery.yaml). */
export const SandboxTriggerDeliveryChannelValues = ["webhook","broker"] as const;
/** The values of SandboxTriggerSubject's Kind (specs/schemas/sandbox/SandboxTriggerSubject.yaml). */
export const SandboxTriggerSubjectKindValues = ["record","order","queue-item","data-source","data-model","integration-profile"] as const;
/** The values of SetOrderStatusRequest's Severity (specs/schemas/order/SetOrderStatusRequest.yaml). */
export const SetOrderStatusRequestSeverityValues = ["Info","Warning"] as const;
/** The values of TokenRequest's GrantType (specs/schemas/identity/TokenRequest.yaml). */
export const TokenRequestGrantTypeValues = ["client_credentials"] as const;
/** The values of TokenResponse's TokenType (specs/schemas/identity/TokenResponse.yaml). */
export const TokenResponseTokenTypeValues = ["Bearer"] as const;
/** The properties of Agent, in the spec's order. */
export const AgentProperties = ["agentId","agentCode","enabled","description","customProperties"] as const;
/** The properties of AgentCustomProperty, in the spec's order. */
export const AgentCustomPropertyProperties = ["key","value"] as const;
/** The properties of AgentDefinition, in the spec's order. */
export const AgentDefinitionProperties = ["description","customProperties"] as const;
/** The properties of AgentStatusRecord, in the spec's order. */
export const AgentStatusRecordProperties = ["statusItemId","operationId","isLive","isReady","verboseStatus","utcTimestamp","createdOn"] as const;
/** The properties of AgentStatusRecordCollection, in the spec's order. */
export const AgentStatusRecordCollectionProperties = ["totalCount","items"] as const;
/** The properties of AgentStatusRecordCreate, in the spec's order. */
export const AgentStatusRecordCreateProperties = ["operationId","isLive","isReady","verboseStatus","utcTimestamp"] as const;
/** The properties of AvailableFeature, in the spec's order. */
export const AvailableFeatureProperties = ["id","code","usage","inputSourceIds","inputModelIds","outputModelIds"] as const;
/** The properties of AvailableFeatureCollection, in the spec's order. */
export const AvailableFeatureCollectionProperties = ["totalCount","items"] as const;
/** The properties of AvailableModel, in the spec's order. */
export const AvailableModelProperties = ["id","code","usage","inputSourceIds"] as const;
/** The properties of AvailableModelCollection, in the spec's order. */
export const AvailableModelCollectionProperties = ["totalCount","items"] as const;
/** The properties of BusinessIntegrationSettings, in the spec's order. */
export const BusinessIntegrationSettingsProperties = ["clientId","orderReleased","consumerCode","consumerChannel","webhookUrl","rateLimit","rateLimitInterval","tenantId","vendorCode","consumerIsConnected","consumerStatus"] as const;
/** The properties of BusinessIntegrationSettingsUpdate, in the spec's order. */
export const BusinessIntegrationSettingsUpdateProperties = ["clientId","orderReleased","consumerCode","consumerChannel","webhookUrl","rateLimit","rateLimitInterval"] as const;
/** The properties of ConfigureConsumerFlags, in the spec's order. */
export const ConfigureConsumerFlagsProperties = ["enqueueDataStatus","integrationDataChanges","integrationProfileStatus","dataRecordChanges","refreshSourceConfig","refreshSourceStatus","refreshTenants"] as const;
/** The properties of ConfigureConsumerRequest, in the spec's order. */
export const ConfigureConsumerRequestProperties = ["enqueueDataStatus","integrationDataChanges","integrationProfileStatus","dataRecordChanges","refreshSourceConfig","refreshSourceStatus","refreshTenants","settings"] as const;
/** The properties of ConfigureConsumerSettings, in the spec's order. */
export const ConfigureConsumerSettingsProperties = ["rateLimit","rateLimitInterval"] as const;
/** The properties of ConnectorAgentRegistration, in the spec's order. */
export const ConnectorAgentRegistrationProperties = ["connectorId","integrationTokenClientId","name","enabled"] as const;
/** The properties of ConnectorRegistration, in the spec's order. */
export const ConnectorRegistrationProperties = ["providerId","enabled"] as const;
/** The properties of Consumer, in the spec's order. */
export const ConsumerProperties = ["consumerCode","consumerChannel","consumerIsConnected","consumerStatus","consumerWebhookUrl"] as const;
/** The properties of CopyFileRequest, in the spec's order. */
export const CopyFileRequestProperties = ["targetAccess","sharingType","folderId","name","appendExtension","overwrite","hiddenForPath"] as const;
/** The properties of CreateFileRequest, in the spec's order. */
export const CreateFileRequestProperties = ["sharingType","folderId","name","appendExtension","overwrite","hiddenForPath"] as const;
/** The properties of DataAgentDefinition, in the spec's order. */
export const DataAgentDefinitionProperties = ["id","code","enabled"] as const;
/** The properties of DataAgentDefinitionCollection, in the spec's order. */
export const DataAgentDefinitionCollectionProperties = ["totalCount","items"] as const;
/** The properties of DataAgentDefinitionCreate, in the spec's order. */
export const DataAgentDefinitionCreateProperties = ["id","code"] as const;
/** The properties of DataAgentStatusModelCollection, in the spec's order. */
export const DataAgentStatusModelCollectionProperties = ["totalCount","items"] as const;
/** The properties of DataChangesResult, in the spec's order. */
export const DataChangesResultProperties = ["id","createdOn","modifiedOn","releasedOn","sourceId","operationId","profileId","scenarioId","featureId"] as const;
/** The properties of DataChangesResultCollection, in the spec's order. */
export const DataChangesResultCollectionProperties = ["totalCount","items"] as const;
/** The properties of DataChangesResultItem, in the spec's order. */
export const DataChangesResultItemProperties = ["id","resultId","changeType","modelId","recordId","externalId","referenceId","mandantCode"] as const;
/** The properties of DataChangesResultItemCollection, in the spec's order. */
export const DataChangesResultItemCollectionProperties = ["totalCount","items"] as const;
/** The properties of DataModelDefinition, in the spec's order. */
export const DataModelDefinitionProperties = ["id","code"] as const;
/** The properties of DataModelDefinitionCollection, in the spec's order. */
export const DataModelDefinitionCollectionProperties = ["totalCount","items"] as const;
/** The properties of DataRecord, in the spec's order. */
export const DataRecordProperties = ["Id","ExternalId","SourceId","ReferenceId","MandantCode","UtcCreatedOn","UtcModifiedOn","deleted","Included"] as const;
/** The properties of DataRecordCamelCase, in the spec's order. */
export const DataRecordCamelCaseProperties = ["id","externalId","sourceId","referenceId","mandantCode","utcCreatedOn","utcModifiedOn","deleted","included"] as const;
/** The properties of DataRecordCamelCaseCollection, in the spec's order. */
export const DataRecordCamelCaseCollectionProperties = ["totalCount","items"] as const;
/** The properties of DataRecordCollection, in the spec's order. */
export const DataRecordCollectionProperties = ["totalCount","items"] as const;
/** The properties of DataRecordCreatedEvent, in the spec's order. */
export const DataRecordCreatedEventProperties = ["dataModelId","dataRecordId","dataSourceId","operationId"] as const;
/** The properties of DataRecordDeletedEvent, in the spec's order. */
export const DataRecordDeletedEventProperties = ["dataModelId","dataRecordId","dataSourceId","operationId"] as const;
/** The properties of DataRecordEvent, in the spec's order. */
export const DataRecordEventProperties = ["dataModelId","dataRecordId","dataSourceId","operationId"] as const;
/** The properties of DataRecordEventHeaders, in the spec's order. */
export const DataRecordEventHeadersProperties = ["X-DataSourceId","X-DataModelId","X-Tenant-Id"] as const;
/** The properties of DataRecordUpdatedEvent, in the spec's order. */
export const DataRecordUpdatedEventProperties = ["dataModelId","dataRecordId","dataSourceId","operationId"] as const;
/** The properties of DataSourceEventHeaders, in the spec's order. */
export const DataSourceEventHeadersProperties = ["X-DataSourceId","X-Tenant-Id"] as const;
/** The properties of DataSourceIntegrationSettings, in the spec's order. */
export const DataSourceIntegrationSettingsProperties = ["applicationCode","clientId","consumerCode","consumerType","consumerWebhookUrl","useIntegrationProfile","useConsumerSettings"] as const;
/** The properties of DataSourceRecord, in the spec's order. */
export const DataSourceRecordProperties = ["id"] as const;
/** The properties of DiscoveryDocument, in the spec's order. */
export const DiscoveryDocumentProperties = ["issuer","token_endpoint","scopes_supported","grant_types_supported"] as const;
/** The properties of EnqueueDataStatusChanged, in the spec's order. */
export const EnqueueDataStatusChangedProperties = ["dataSourceId","queueItemId","operationId","status"] as const;
/** The properties of EntityMapping, in the spec's order. */
export const EntityMappingProperties = ["entityId","modelId","priority","transformationType","autoMapFields","isSupplementary","mappings"] as const;
/** The properties of FieldMapping, in the spec's order. */
export const FieldMappingProperties = ["sourceFieldName","targetFieldName","transformationType","aggregateFunction"] as const;
/** The properties of FileFolder, in the spec's order. */
export const FileFolderProperties = ["id","name","fullName"] as const;
/** The properties of FileInfo, in the spec's order. */
export const FileInfoProperties = ["id","name","extension","fullName","metadata","sharingType","folderId","folder","hiddenForPath"] as const;
/** The properties of FileMetadata, in the spec's order. */
export const FileMetadataProperties = ["mimeType","length","hashCode"] as const;
/** The properties of FileUploadRequest, in the spec's order. */
export const FileUploadRequestProperties = ["file"] as const;
/** The properties of ImportDataAgentRequest, in the spec's order. */
export const ImportDataAgentRequestProperties = ["id","code","description","enabled"] as const;
/** The properties of ImportDataSourceRequest, in the spec's order. */
export const ImportDataSourceRequestProperties = ["id","agentId","name","description","enabled"] as const;
/** The properties of IncomingLookupObject, in the spec's order. */
export const IncomingLookupObjectProperties = ["_type","externalId","sourceRecordId","sourceEntityId"] as const;
/** The properties of InputTransformation, in the spec's order. */
export const InputTransformationProperties = ["customCode","description","mappings"] as const;
/** The properties of InputTransformationCollection, in the spec's order. */
export const InputTransformationCollectionProperties = ["totalCount","items"] as const;
/** The properties of IntegrationAgentSettings, in the spec's order. */
export const IntegrationAgentSettingsProperties = ["agent","source","consumer"] as const;
/** The properties of IntegrationAgentSettingsRequest, in the spec's order. */
export const IntegrationAgentSettingsRequestProperties = ["agentDefinition","sourceDefinition"] as const;
/** The properties of IntegrationAgentStatuses, in the spec's order. */
export const IntegrationAgentStatusesProperties = ["sourceId","statuses"] as const;
/** The properties of IntegrationAgentSupportedFeatures, in the spec's order. */
export const IntegrationAgentSupportedFeaturesProperties = ["sourceId","application","supportedFeatures"] as const;
/** The properties of IntegrationAgentTransformations, in the spec's order. */
export const IntegrationAgentTransformationsProperties = ["sourceId","transformations"] as const;
/** The properties of IntegrationDataChanged, in the spec's order. */
export const IntegrationDataChangedProperties = ["sourceId","resultId","operationId","profileId","mapId","featureId","scenarioId"] as const;
/** The properties of IntegrationDataChangedHeaders, in the spec's order. */
export const IntegrationDataChangedHeadersProperties = ["X-SourceId","X-FeatureId","X-ScenarioId","X-Tenant-Id"] as const;
/** The properties of IntegrationProfile, in the spec's order. */
export const IntegrationProfileProperties = ["isSelected","items","id","released","deleted"] as const;
/** The properties of IntegrationProfileChangeCompleted, in the spec's order. */
export const IntegrationProfileChangeCompletedProperties = ["sourceId","requestId","requestStatus","currentProfileId","wasSuccess"] as const;
/** The properties of IntegrationProfileChangeStarted, in the spec's order. */
export const IntegrationProfileChangeStartedProperties = ["sourceId","requestId","currentProfileId","targetProfileId"] as const;
/** The properties of IntegrationProfileItem, in the spec's order. */
export const IntegrationProfileItemProperties = ["dataSourceId","applicationId","application","featureId","feature","applicationUsage","inputModelIds"] as const;
/** The properties of JsonWebKey, in the spec's order. */
export const JsonWebKeyProperties = ["kty","kid","use","alg","n","e"] as const;
/** The properties of JsonWebKeySet, in the spec's order. */
export const JsonWebKeySetProperties = ["keys"] as const;
/** The properties of KeyValuePair, in the spec's order. */
export const KeyValuePairProperties = ["key","value"] as const;
/** The properties of MappingDirective, in the spec's order. */
export const MappingDirectiveProperties = ["modelId","priority","transformationType","options","preserveEntityMapping","replaceCommonFields","replaceCustomFields","mandantCodeIsRequired"] as const;
/** The properties of OperatingLogItem, in the spec's order. */
export const OperatingLogItemProperties = ["id","operationId","operationType","activityType","createdOn","severity","systemLevel","category","customCategory","message","details","customFields","source","agentId","sourceId","publisherSourceId","utcTimestamp","scopeId"] as const;
/** The properties of OperatingLogItemCollection, in the spec's order. */
export const OperatingLogItemCollectionProperties = ["totalCount","items"] as const;
/** The properties of OperatingLogItemCreate, in the spec's order. */
export const OperatingLogItemCreateProperties = ["operationId","operationType","activityType","severity","systemLevel","customCategory","message","details","customFields","source","agentId","sourceId","publisherSourceId","utcTimestamp","scopeId"] as const;
/** The properties of Order, in the spec's order. */
export const OrderProperties = ["id","orderNumber","licenceId","licenceCode","vendor","currentStatusInfo"] as const;
/** The properties of OrderReleased, in the spec's order. */
export const OrderReleasedProperties = ["orderId","productId","vendorCode"] as const;
/** The properties of OrderReleasedHeaders, in the spec's order. */
export const OrderReleasedHeadersProperties = ["X-VendorCode"] as const;
/** The properties of OrderStatusInfo, in the spec's order. */
export const OrderStatusInfoProperties = ["systemStatus","modifiedOn","modifiedBy","customProperties"] as const;
/** The properties of OrderVendor, in the spec's order. */
export const OrderVendorProperties = ["code"] as const;
/** The properties of Organization, in the spec's order. */
export const OrganizationProperties = ["id","name","code","organizationIdentification","isTenantOwner"] as const;
/** The properties of OrganizationIdentification, in the spec's order. */
export const OrganizationIdentificationProperties = ["number","countryCode"] as const;
/** The properties of PagedCollection, in the spec's order. */
export const PagedCollectionProperties = ["totalCount","items"] as const;
/** The properties of ProblemDetails, in the spec's order. */
export const ProblemDetailsProperties = ["type","title","status","detail","instance"] as const;
/** The properties of PublishingItem, in the spec's order. */
export const PublishingItemProperties = ["entityMappingId","entityId","recordId","referenceId","mandantCode","fields","data","customData","isDeleted"] as const;
/** The properties of PublishingItemV1, in the spec's order. */
export const PublishingItemV1Properties = ["entityMappingId","entityId","recordId","referenceId","mandantCode","fields","data","customData","isDeleted"] as const;
/** The properties of PublishingItemV2, in the spec's order. */
export const PublishingItemV2Properties = ["entityMappingId","entityId","recordId","referenceId","mandantCode","fields","data","customData","isDeleted","modelId","priority","transformationType","options","preserveEntityMapping","replaceCommonFields","replaceCustomFields","mandantCodeIsRequired","mappingDirectives"] as const;
/** The properties of PublishingRequestV1, in the spec's order. */
export const PublishingRequestV1Properties = ["items","incompleteData"] as const;
/** The properties of PublishingRequestV2, in the spec's order. */
export const PublishingRequestV2Properties = ["mappingDirectives","items","incompleteData"] as const;
/** The properties of QueueItemStatusRecord, in the spec's order. */
export const QueueItemStatusRecordProperties = ["sourceId","queueItemId","operationId","createdOn","completedOn","finishedOn","status","wasSuccess","wasFailure","errorMessage"] as const;
/** The properties of QueueItemStatusRecordCollection, in the spec's order. */
export const QueueItemStatusRecordCollectionProperties = ["totalCount","items"] as const;
/** The properties of RefreshConfigEvent, in the spec's order. */
export const RefreshConfigEventProperties = ["sourceId"] as const;
/** The properties of RefreshStatusEvent, in the spec's order. */
export const RefreshStatusEventProperties = ["sourceId","checkConnection"] as const;
/** The properties of SandboxBrokerMessage, in the spec's order. */
export const SandboxBrokerMessageProperties = ["messageId","messageType","tenantId","sourceId","exchange","routingKey","status"] as const;
/** The properties of SandboxBrokerStatus, in the spec's order. */
export const SandboxBrokerStatusProperties = ["url","connected","published","backlog","backlogLimit","overflowed","unrouted","lastError"] as const;
/** The properties of SandboxClock, in the spec's order. */
export const SandboxClockProperties = ["now"] as const;
/** The properties of SandboxClockAdvance, in the spec's order. */
export const SandboxClockAdvanceProperties = ["advanceSeconds"] as const;
/** The properties of SandboxCommand, in the spec's order. */
export const SandboxCommandProperties = ["tenantId","sourceId","messageType","checkConnection"] as const;
/** The properties of SandboxConnectorCatalogue, in the spec's order. */
export const SandboxConnectorCatalogueProperties = ["providers","connectors","agents"] as const;
/** The properties of SandboxDataModel, in the spec's order. */
export const SandboxDataModelProperties = ["tenantId","id","code"] as const;
/** The properties of SandboxDataModelSummary, in the spec's order. */
export const SandboxDataModelSummaryProperties = ["id","code","records","deletedRecords"] as const;
/** The properties of SandboxDataModelSummaryCollection, in the spec's order. */
export const SandboxDataModelSummaryCollectionProperties = ["totalCount","items"] as const;
/** The properties of SandboxDelivery, in the spec's order. */
export const SandboxDeliveryProperties = ["messageId","messageType","contractType","tenantId","url","status","attempts","lastStatusCode","publishedAt","nextAttemptAt","expiresAt","headers","payload","history","invalid"] as const;
/** The properties of SandboxDeliveryAnswer, in the spec's order. */
export const SandboxDeliveryAnswerProperties = ["statusCode","contentType","body","bodyTruncated","problemTitle","location"] as const;
/** The properties of SandboxDeliveryAttempt, in the spec's order. */
export const SandboxDeliveryAttemptProperties = ["attempt","at","durationMs","statusCode","errorCode","error","answer","outcome"] as const;
/** The properties of SandboxDeliveryCollection, in the spec's order. */
export const SandboxDeliveryCollectionProperties = ["totalCount","items","evicted"] as const;
/** The properties of SandboxFault, in the spec's order. */
export const SandboxFaultProperties = ["operationId","status","delayMs","times"] as const;
/** The properties of SandboxFixtureCallStep, in the spec's order. */
export const SandboxFixtureCallStepProperties = ["call","as"] as const;
/** The properties of SandboxFixtureClockStep, in the spec's order. */
export const SandboxFixtureClockStepProperties = ["advanceClock"] as const;
/** The properties of SandboxFixtureExpectStep, in the spec's order. */
export const SandboxFixtureExpectStepProperties = ["expect"] as const;
/** The properties of SandboxFixtureTriggerStep, in the spec's order. */
export const SandboxFixtureTriggerStepProperties = ["trigger","as","on","set","unset","count","invalid"] as const;
/** The properties of SandboxIntegrationProfile, in the spec's order. */
export const SandboxIntegrationProfileProperties = ["tenantId","profile","availableFeatures","availableModels"] as const;
/** The properties of SandboxJournalEntry, in the spec's order. */
export const SandboxJournalEntryProperties = ["sequence","time","service","method","path","operationId","tenantId","status","title","detail","errors","truncated"] as const;
/** The properties of SandboxJournalEntryCollection, in the spec's order. */
export const SandboxJournalEntryCollectionProperties = ["totalCount","items","nextAfter"] as const;
/** The properties of SandboxOrder, in the spec's order. */
export const SandboxOrderProperties = ["order","productId","history"] as const;
/** The properties of SandboxOrderCollection, in the spec's order. */
export const SandboxOrderCollectionProperties = ["totalCount","items"] as const;
/** The properties of SandboxOrderRelease, in the spec's order. */
export const SandboxOrderReleaseProperties = ["tenantId","orderNumber","productId"] as const;
/** The properties of SandboxOverview, in the spec's order. */
export const SandboxOverviewProperties = ["now","services","tenants","serviceAccounts","faults","violations","limits","broker"] as const;
/** The properties of SandboxProvider, in the spec's order. */
export const SandboxProviderProperties = ["id","name"] as const;
/** The properties of SandboxProviderState, in the spec's order. */
export const SandboxProviderStateProperties = ["state","params"] as const;
/** The properties of SandboxQueueItem, in the spec's order. */
export const SandboxQueueItemProperties = ["queueItemId","sourceId","operationId","status","createdOn","completedOn","finishedOn","errorMessage","itemCount","changes"] as const;
/** The properties of SandboxQueueItemCollection, in the spec's order. */
export const SandboxQueueItemCollectionProperties = ["totalCount","items"] as const;
/** The properties of SandboxRecord, in the spec's order. */
export const SandboxRecordProperties = ["modelId","recordId","externalId","sourceId","referenceId","mandantCode","createdOn","modifiedOn","isDeleted","deletedOn","fields"] as const;
/** The properties of SandboxRecordCollection, in the spec's order. */
export const SandboxRecordCollectionProperties = ["totalCount","items"] as const;
/** The properties of SandboxSeed, in the spec's order. */
export const SandboxSeedProperties = ["tenants","serviceAccounts","tenantStates","providers","dataModels","integrationProfiles","dataIntegration"] as const;
/** The properties of SandboxServiceAccount, in the spec's order. */
export const SandboxServiceAccountProperties = ["clientId","clientSecret","tenantIds","roles"] as const;
/** The properties of SandboxTenant, in the spec's order. */
export const SandboxTenantProperties = ["id","name","vendorCode"] as const;
/** The properties of SandboxTenantState, in the spec's order. */
export const SandboxTenantStateProperties = ["layoutVersion","tenant","serviceAccounts","stores"] as const;
/** The properties of SandboxTrigger, in the spec's order. */
export const SandboxTriggerProperties = ["tenantId","messageType","on","set","unset","count","invalid"] as const;
/** The properties of SandboxTriggerDelivery, in the spec's order. */
export const SandboxTriggerDeliveryProperties = ["channel","messageId","address","status","invalid"] as const;
/** The properties of SandboxTriggerFixture, in the spec's order. */
export const SandboxTriggerFixtureProperties = ["description","tenantId","account","steps"] as const;
/** The properties of SandboxTriggerResult, in the spec's order. */
export const SandboxTriggerResultProperties = ["tenantId","messageType","invalid","created","changed","events"] as const;
/** The properties of SandboxTriggerSubject, in the spec's order. */
export const SandboxTriggerSubjectProperties = ["kind","id","state"] as const;
/** The properties of SetOrderStatusRequest, in the spec's order. */
export const SetOrderStatusRequestProperties = ["systemStatus","severity","statusCode","source","message","details","customProperties"] as const;
/** The properties of SetOrderStatusResponse, in the spec's order. */
export const SetOrderStatusResponseProperties = ["id"] as const;
/** The properties of Source, in the spec's order. */
export const SourceProperties = ["sourceId","sourceCode","applicationCode","isRegistered","enabled","description","consumerCode","consumerType","consumerWebhookUrl","customProperties"] as const;
/** The properties of SourceDefinition, in the spec's order. */
export const SourceDefinitionProperties = ["description","customProperties","consumerType","consumerWebhookUrl"] as const;
/** The properties of SupportedFeature, in the spec's order. */
export const SupportedFeatureProperties = ["applicationUsage","featureUsage","featureId","feature"] as const;
/** The properties of SupportedFeatureCollection, in the spec's order. */
export const SupportedFeatureCollectionProperties = ["totalCount","items"] as const;
/** The properties of SupportedFeaturesPatch, in the spec's order. */
export const SupportedFeaturesPatchProperties = ["upsert","remove","removeAll"] as const;
/** The properties of Tenant, in the spec's order. */
export const TenantProperties = ["id","name","status","parentTenantId","parentTenantName","customData","identifiers","organizations"] as const;
/** The properties of TenantCollection, in the spec's order. */
export const TenantCollectionProperties = ["totalCount","items"] as const;
/** The properties of TenantIdentifier, in the spec's order. */
export const TenantIdentifierProperties = ["identifier","id"] as const;
/** The properties of TokenErrorResponse, in the spec's order. */
export const TokenErrorResponseProperties = ["error","error_description","error_uri"] as const;
/** The properties of TokenRequest, in the spec's order. */
export const TokenRequestProperties = ["grant_type","tid","scope"] as const;
/** The properties of TokenResponse, in the spec's order. */
export const TokenResponseProperties = ["access_token","expires_in","token_type","scope"] as const;
/** The properties of TransformationsPatch, in the spec's order. */
export const TransformationsPatchProperties = ["upsert","remove","removeAll"] as const;
/** The properties of UploadStatus, in the spec's order. */
export const UploadStatusProperties = ["uploadId","fileName","fileExtension","fileSize","mimeType","uploadedBytes"] as const;
/** The properties of WebhookHeaders, in the spec's order. */
export const WebhookHeadersProperties = ["Authorization","Content-Type","X-Tenant-Id","X-UserClaim-Actort","X-UserClaim-client_id","X-UserClaim-iss","X-UserClaim-locale","X-UserClaim-orgs_codes","X-UserClaim-sub","X-UserClaim-tid","X-UserClaimsExtended","X-MessageSecurityCode"] as const;
