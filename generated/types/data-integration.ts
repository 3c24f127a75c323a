// generated from specs/openapi/data-integration.yaml; do not edit
export interface paths {
    "/api/v2/IntegrationAgents/Settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Registration of a multi-tenant integration agent
         * @description "200 `{ agent, source, consumer }`; 404 when the agent is not registered". "Settings GET, POST and PATCH are for multi-tenant agents only." "An integration agent is identified by the service account of the token." "Registration is repeated with tenant context at least once per accessible tenant."
         */
        get: operations["getIntegrationAgentSettings"];
        put?: never;
        /**
         * Register or update a multi-tenant integration agent
         * @description "body `{ agentDefinition {description, customProperties}, sourceDefinition {description, customProperties, consumerType, consumerWebhookUrl} }`. An empty object `{}` only ensures and returns the registration." "registration returned as in GET. Creates or updates." "A multi-tenant agent is registered once, is identified by its service account, and shares the registration across tenants. The data-agent and data-source GUIDs are generated once and are the same for all tenants." "Registration is repeated with tenant context at least once per accessible tenant." "consumerType `Grpc` or `Webhook` is mandatory for external applications. `None` is used for native applications."
         */
        post: operations["postIntegrationAgentSettings"];
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the settings of a multi-tenant integration agent
         * @description "same body as POST"; "updates settings". "For PATCH-style bodies, null means no change and an empty string clears the value."
         */
        patch: operations["patchIntegrationAgentSettings"];
        trace?: never;
    };
    "/api/v2/IntegrationAgents/OnPremiseSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Registration of an on-premise integration agent
         * @description Answers "`{ agent, source, consumer }`". "Integration provider and integration connector exist for on-premise solutions only. Each on-premise installation registers its own agent with a unique agent code." "An on-premise agent uses `Grpc` or `Webhook`." For on-premise agents the consumer code "is the agent code".
         */
        get: operations["getIntegrationAgentOnPremiseSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update an on-premise integration agent
         * @description "same body as Settings PATCH"; "updates the on-premise agent". "For PATCH-style bodies, null means no change and an empty string clears the value."
         */
        patch: operations["patchIntegrationAgentOnPremiseSettings"];
        trace?: never;
    };
    "/api/v2/IntegrationAgents/ConfigureConsumer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Configure the message consumer (message types and delivery rate)
         * @description "all flags optional; null means no change; PATCH semantics". "Each consumer flag of ConfigureConsumer enables the message types listed there." "Consumer delivery rate: rateLimit messages per rateLimitInterval (`Second`, `Minute`, `Hour`, `Day`)." "The identifier `id` (uuid of the data source) is described as mandatory for this endpoint; where it is passed is not shown." The optional `sourceId` query parameter is not taken here ("on every endpoint below except ConfigureConsumer").
         */
        patch: operations["configureIntegrationAgentConsumer"];
        trace?: never;
    };
    "/api/v2/IntegrationAgents/Transformations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Input transformations of the agent's data source
         * @description "200 `{ sourceId, transformations {totalCount, items[]} }`; 404 when not registered". "An input transformation defines which fields are updated. A field omitted from the transformation is not updated."
         */
        get: operations["getIntegrationAgentTransformations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Insert, update or remove input transformations
         * @description "`{ upsert[], remove[], removeAll }`" answered with 204. "`upsert` inserts or updates definitions by customCode. `remove` lists customCodes to remove unless preserved by upsert. `removeAll` removes all except those preserved by upsert."
         */
        patch: operations["patchIntegrationAgentTransformations"];
        trace?: never;
    };
    "/api/v2/IntegrationAgents/Statuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Status records of the agent
         * @description "query offset, limit, operationId, statusItemId"; "200 `{ sourceId, statuses {totalCount, items[]} }`; 404 when not registered". "Statuses: a status with isLive and isReady describes agent health."
         */
        get: operations["getIntegrationAgentStatuses"];
        put?: never;
        /**
         * Report the agent's health
         * @description "`{ operationId?, isLive, isReady, verboseStatus?[], utcTimestamp }`"; "response not shown". "Statuses: a status with isLive and isReady describes agent health. Gap: the response of POST Statuses is not shown." `isLive`: "agent is healthy and connected to the platform"; `isReady`: "agent is healthy and ready to talk to the third-party application".
         */
        post: operations["postIntegrationAgentStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/IntegrationAgents/SupportedFeatures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Features the agent's application supports
         * @description "200 `{ sourceId, application, supportedFeatures {totalCount, items[]} }`; 404 when not registered".
         */
        get: operations["getIntegrationAgentSupportedFeatures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Insert, update or remove supported features
         * @description "`{ upsert[ {featureCode, featureUsage} ], remove[ featureCode ], removeAll }`". "SupportedFeatures PATCH: `remove` lists feature codes. `removeAll` removes all except those preserved by upsert." The reference gives no response for this operation.
         */
        patch: operations["patchIntegrationAgentSupportedFeatures"];
        trace?: never;
    };
    "/api/v1/DataAgents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List data-agent definitions (V1, obsolete)
         * @deprecated
         * @description "query ProviderCode, CustomCode (string), Offset, Limit (int32), includeDeleted (bool, default false)"; "200 collection of data-agent definitions". "For the v1 agent, model and status lists the defaults are not stated." Obsolete: "V1 data-agent, data-source, import and querying endpoints are obsolete and will be removed in future releases."
         */
        get: operations["getDataAgents"];
        put?: never;
        /**
         * Create a data-agent definition (V1, obsolete)
         * @deprecated
         * @description Body DataAgentDefinitionCreate; "201 DataAgentDefinition; 400". The fields of both records are not shown beyond the identifiers the endpoints use; the body requires the instance's unique `code` (mandatory for the same agent in ImportDataAgent) and may give its `id`.
         */
        post: operations["createDataAgent"];
        delete?: never;
        options?: never;
        /**
         * Check the list of data-agent definitions (V1, obsolete)
         * @deprecated
         * @description HEAD of `GET /api/v1/DataAgents` ("GET and HEAD /api/v1/DataAgents"): the same parameters and statuses, without a body.
         */
        head: operations["headDataAgents"];
        patch?: never;
        trace?: never;
    };
    "/api/v1/DataAgents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The data agent: its uuid `id`, or, for GET and HEAD, "code string (unique code of the instance)" ("GET and HEAD /api/v1/DataAgents/{code}" is the same path). PUT and DELETE take the uuid only (their own `id` parameter says `format: uuid`).
                 * @example 3b9f6c2e-7a41-4d8b-9e05-1c6a2f8d4b73
                 */
                id: string;
            };
            cookie?: never;
        };
        /**
         * One data-agent definition by id or code (V1, obsolete)
         * @deprecated
         * @description "GET and HEAD /api/v1/DataAgents/{id} | id uuid | 200; 404" and "GET and HEAD /api/v1/DataAgents/{code} | code string (unique code of the instance) | 200; 404": the path parameter is a uuid id or the instance's unique code. "GET /api/v1/DataAgents/{id}: 200 when registered, 404 when not."
         */
        get: operations["getDataAgent"];
        /**
         * Update a data-agent definition (V1, obsolete)
         * @deprecated
         * @description `id` is the uuid. Body DataAgentDefinitionUpdate; "200 DataAgentDefinition; 400; 404".
         */
        put: operations["updateDataAgent"];
        post?: never;
        /**
         * Delete a data-agent definition (V1, obsolete)
         * @deprecated
         * @description `id` is the uuid. "204; 404".
         */
        delete: operations["deleteDataAgent"];
        options?: never;
        /**
         * Check a data agent by id or code (V1, obsolete)
         * @deprecated
         * @description HEAD of `GET /api/v1/DataAgents/{id}` (also `{code}`, the instance's unique code): "200; 404", without a body.
         */
        head: operations["headDataAgent"];
        patch?: never;
        trace?: never;
    };
    "/api/v1/DataAgents/{id}/SwitchEnabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable or disable a data agent (V1, obsolete)
         * @deprecated
         * @description "query enabled (bool, required)", body "none"; "200 without body; 400; 404". "Data agent `enabled` flag: set by the SwitchEnabled operation." "The data agent and the data source must both be enabled for data-integration processing to run."
         */
        post: operations["switchDataAgentEnabled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/DataAgents/{id}/Status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Status records of a data agent (V1, obsolete)
         * @deprecated
         * @description "query SourceId, OperationId, StatusItemId (string), Offset, Limit"; "200 collection of agent status records". "For the v1 agent, model and status lists the defaults are not stated."
         */
        get: operations["getDataAgentStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/DataModels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List data-model definitions
         * @description "query Offset, Limit"; "200 collection of data-model definitions". "For the v1 agent, model and status lists the defaults are not stated."
         */
        get: operations["getDataModels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Check the list of data-model definitions
         * @description HEAD of `GET /api/v1/DataModels` ("GET and HEAD /api/v1/DataModels"), without a body.
         */
        head: operations["headDataModels"];
        patch?: never;
        trace?: never;
    };
    "/api/v1/DataModels/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The data model (uuid).
                 * @example 9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58
                 */
                id: string;
            };
            cookie?: never;
        };
        /**
         * One data-model definition
         * @description "GET and HEAD /api/v1/DataModels/{id} | id uuid | 200; 404".
         */
        get: operations["getDataModel"];
        put?: never;
        post?: never;
        /**
         * Delete a data model
         * @description "DELETE /api/v1/DataModels/{id} | id uuid | 204; 404".
         */
        delete: operations["deleteDataModel"];
        options?: never;
        /**
         * Check a data model
         * @description HEAD of `GET /api/v1/DataModels/{id}`, "200; 404" without a body.
         */
        head: operations["headDataModel"];
        patch?: never;
        trace?: never;
    };
    "/api/v1/DataModels/Code/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The data model's code.
                 * @example Customer
                 */
                code: string;
            };
            cookie?: never;
        };
        /**
         * One data-model definition by code
         * @description "GET and HEAD /api/v1/DataModels/Code/{code} | code string | 200; 404".
         */
        get: operations["getDataModelByCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Check a data model by code
         * @description HEAD of `GET /api/v1/DataModels/Code/{code}`, "200; 404" without a body.
         */
        head: operations["headDataModelByCode"];
        patch?: never;
        trace?: never;
    };
    "/api/v1/DataModels/{id}/Verify/DataObject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Validate a data object against a data model
         * @description "id uuid; required JSON body: a data object as key/value pairs of its fields plus its identifier"; "200 DataModelValidationResultModel; 400".
         */
        post: operations["verifyDataObject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/DataSources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Data sources (V1, obsolete)
         * @deprecated
         * @description "the only visible query parameter is AgentId. Remaining parameters, responses and further operations under /api/v1/DataSources beyond those listed here: not shown."
         */
        get: operations["getDataSources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/DataSources/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One data source (V1, obsolete)
         * @deprecated
         * @description "GET /api/v1/DataSources/{id}: 200 when registered, 404 when not." The body is the v1 data-source record, whose fields are not shown.
         */
        get: operations["getDataSource"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Process/ImportDataAgent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register or update a data agent (V1, obsolete)
         * @deprecated
         * @description "optional query `allowUpdate` (bool). Body: `id` (uuid), `code` (string, mandatory, unique, shape `<app-vendor>.<agent-name>`), `description`, `enabled` (bool). Registers or updates." "Statuses and bodies of responses of the Import, IntegrationSettings and ConfigureConsumer v1 endpoints ... : not shown."
         */
        post: operations["importDataAgent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Process/ImportDataSource": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register or update a data source (V1, obsolete)
         * @deprecated
         * @description "optional query `allowUpdate`. Body: `id` (uuid), `agentId` (uuid, mandatory), `name` (mandatory unique code; the agent code may be reused), `description`, `enabled`." "Statuses and bodies of responses of the Import, IntegrationSettings and ConfigureConsumer v1 endpoints ... : not shown."
         */
        post: operations["importDataSource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/DataSources/{id}/IntegrationSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Integration settings of a data source (V1, obsolete)
         * @deprecated
         * @description "body fields all optional: `applicationCode`, `clientId`, `consumerCode`, `consumerType` (`Grpc`, `Webhook`, `None`), `consumerWebhookUrl`, `useIntegrationProfile` (bool; false means legacy mode, true means business scenarios), `useConsumerSettings` (bool; legacy consumer settings when no profile). Null means no change, an empty string clears." Migration from the message broker to the message gateway: "set consumerCode and consumerType through IntegrationSettings (with consumerWebhookUrl for `Webhook`). Then enable only the message types the agent consumes through ConfigureConsumer. Finally ask the platform operators to remove the registered public IP address from the firewall and let the broker queues expire." Revert: "set every ConfigureConsumer flag to false, set consumerType `None`, then ask the operators to register the IP address. Broker consumer queues are created again automatically when the agent reconnects."
         */
        patch: operations["patchDataSourceIntegrationSettings"];
        trace?: never;
    };
    "/api/v1/DataSources/{id}/ConfigureConsumer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Consumer flags of a data source (V1, obsolete)
         * @deprecated
         * @description "the flag body of ConfigureConsumer above (without the rate-limit fields)": "all flags optional; null means no change; PATCH semantics". Migration: "enable only the message types the agent consumes through ConfigureConsumer"; revert: "set every ConfigureConsumer flag to false".
         */
        patch: operations["configureDataSourceConsumer"];
        trace?: never;
    };
    "/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Queue items of a data source (V1)
         * @description "query offset, limit"; "200 `{ totalCount, items[] }` of queue item records, latest first".
         */
        get: operations["getEnqueuedDataBySourceId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a queue item and send records (V1)
         * @description "optional query operationId (uuid); body `{ items[], incompleteData }`"; "201 (synchronous) or 202 (asynchronous), queue item status record". "In the v1 start body, `entityId` and `recordId` are required per item." "An item below about 500 records may be processed synchronously (201). Otherwise processing is asynchronous (202)." "A queue item is one unit of work. All records must transform successfully, otherwise the item fails and no data is updated." "Publishing: about 500 records per request is recommended. A queue item has a technical maximum of roughly 3000 to 4000 items, depending on JSON size. Use start and append to build larger units."
         */
        post: operations["startEnqueueDataBySourceId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}/append/{queueItemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Append records to a pending queue item (V1)
         * @description "body as start"; "200 `{ sourceId, queueItemId, operationId, createdOn, completedOn, status }`". "Appending records is accepted only while the item is `Pending`." "Use start and append to build larger units."
         */
        post: operations["appendEnqueueDataBySourceId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}/status/{queueItemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Status of a queue item (V1)
         * @description "200 status record; 404 when not found". "`errorMessage` is available for `Failed` and `Canceled`."
         */
        get: operations["getEnqueueDataStatusBySourceId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}/cancel/{queueItemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Cancel a queue item (V1)
         * @description "204; 404 when not found". `Canceled`: "canceled by user or system to avoid unrecoverable failure (terminal)".
         */
        delete: operations["cancelEnqueueDataBySourceId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/SourcingData/EnqueueData/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a queue item and send records (V2)
         * @description "query `SourceId` (uuid, required), `clientId` (string, optional), `operationId` (string, optional)". Body "`{ mappingDirectives[], items[ { mappingDirectives[], entityMappingId, entityId, recordId, referenceId, mappingDirective fields, mandantCode, data, customData, isDeleted } ], incompleteData }`". "Responses and the v2 status and cancel operations: not shown." "Before data is sent, the agent needs either input transformations or mapping directives. Sent data goes to the input queue, is processed by them, and is published to subscribed agents." "In integration profile mode, publishing uses featureId and scenarioId. Each queue item is assigned to exactly one feature and scenario, so the publisher splits its data accordingly. The placement of these two parameters is not shown."
         */
        post: operations["startEnqueueData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/SourcingData/EnqueueData/append": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Append records to an operation (V2)
         * @description "query `SourceId` (uuid, required), `clientId` (optional), `operationId` (required, the operation to append to)". Body as start. "Responses and the v2 status and cancel operations: not shown." "Appending records is accepted only while the item is `Pending`."
         */
        post: operations["appendEnqueueData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/QueryingData/GetData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Records of a data model (V2)
         * @description "Responses: 200 `{ totalCount, items[] }`; 400 for an invalid filter such as a malformed GUID; 412 for unsatisfied requirements such as a missing integration profile. Records are sorted by modification time, newest first. A consumer keeps the timestamp of data already read and polls for newer data." "Property names are PascalCase by default. Option `CC1` switches to camelCase" (the items then follow DataRecordCamelCase; see the `camelCase` example). `CN1` asks for the "typed CurrencyNumber contract (default is string form)". "Consuming in profile mode also uses featureId and scenarioId. The consumer reads data by its assignment, and publisher sources are filtered automatically."
         */
        get: operations["getData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/QueryingData/GetData/ReferencedByFK": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Records that reference a record through a foreign key (V2)
         * @description "fkName (required), akValue (required; the recordId of the referenced record)". "Responses: 200 `{ totalCount, items[] }`; 400 for an invalid filter such as a malformed GUID; 412 for unsatisfied requirements such as a missing integration profile. Records are sorted by modification time, newest first." Property names are PascalCase by default; option `CC1` switches to camelCase (DataRecordCamelCase), `CN1` asks for the typed CurrencyNumber contract.
         */
        get: operations["getDataReferencedByFk"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/QueryingData/GetData/FilteredByAK": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Records filtered by an alternate key (V2)
         * @description "akName (required), akValue (required; equality filter)". "Responses: 200 `{ totalCount, items[] }`; 400 for an invalid filter such as a malformed GUID; 412 for unsatisfied requirements such as a missing integration profile. Records are sorted by modification time, newest first." Property names are PascalCase by default; option `CC1` switches to camelCase (DataRecordCamelCase), `CN1` asks for the typed CurrencyNumber contract.
         */
        get: operations["getDataFilteredByAk"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/QueryingData/GetData/{resultId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Records changed by a processed queue item (V2)
         * @description "resultId (required; processed queue item identifier)". "Responses: 200 `{ totalCount, items[] }`; 400 for an invalid filter such as a malformed GUID; 412 for unsatisfied requirements such as a missing integration profile. Records are sorted by modification time, newest first." Property names are PascalCase by default; option `CC1` switches to camelCase (DataRecordCamelCase), `CN1` asks for the typed CurrencyNumber contract.
         */
        get: operations["getDataByResultId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/QueryingData/GetData/{resultId}/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One record of a processed queue item (V2)
         * @description "resultId, itemId (required); returns one record". 400 and 412 as for every V2 querying endpoint. Property names are PascalCase by default; option `CC1` switches to camelCase.
         */
        get: operations["getDataByResultIdAndItemId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/QueryingData/ProcessedDataResults/{resultId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Data-changes result of a processed queue item (V2)
         * @description "GET /api/v2/QueryingData/ProcessedDataResults/{resultId} | resultId" with the common query parameters. "Responses: 200 `{ totalCount, items[] }`; 400 for an invalid filter such as a malformed GUID; 412 for unsatisfied requirements such as a missing integration profile." The items are data-changes results ("id (equals the publisher's input queue item identifier), createdOn, modifiedOn, releasedOn, sourceId, operationId, profileId, scenarioId, featureId"), here the one named by resultId; the reference does not show the item type of this answer.
         */
        get: operations["getProcessedDataResult"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/QueryingData/ProcessedDataResults/{resultId}/Items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Items of a data-changes result (V2)
         * @description "GET /api/v2/QueryingData/ProcessedDataResults/{resultId}/Items | resultId". Data-changes result items: "These are system properties only, not the records." "Responses: 200 `{ totalCount, items[] }`; 400 for an invalid filter such as a malformed GUID; 412 for unsatisfied requirements such as a missing integration profile." The items are DataChangesResultItem (camelCase system properties), not DataRecord: the common statements about records (sorting "by modification time", PascalCase names switched by `CC1`, the `CN1` CurrencyNumber contract) do not describe them, and the reference does not say how these items are sorted or whether `options` changes them.
         */
        get: operations["getProcessedDataResultItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/QueryingData/FindDataByModelId/{modelId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Records of a data model (V1, obsolete)
         * @deprecated
         * @description "GET /api/v1/QueryingData/FindDataByModelId/{modelId} | modelId". Obsolete. "Extra query parameters of the first four: offset, limit, `sourceId` (publisher filter; legacy mode only and forbidden in scenario mode), `selfSourceId` (required; the consumer's own data source), selfSourceOnly, includeDeleted, mandantCode, externalId, referenceId, modifiedFrom, modifiedTo, includeLookupProperties and options, as in V2." The reference gives no status codes or error answers for the V1 querying endpoints, so the service-wide ones are documented: 400, 412 "querying requirements not satisfied", and 404 where the path names a data model or result.
         */
        get: operations["findDataByModelId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/QueryingData/FindDataByModelId/{modelId}/ReferencedBy/{fkName}/{fkId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Records that reference a record through a foreign key (V1, obsolete)
         * @deprecated
         * @description "modelId, fkName, the key value (recordId of referenced record)". Obsolete. "Extra query parameters of the first four: offset, limit, `sourceId` (publisher filter; legacy mode only and forbidden in scenario mode), `selfSourceId` (required; the consumer's own data source), selfSourceOnly, includeDeleted, mandantCode, externalId, referenceId, modifiedFrom, modifiedTo, includeLookupProperties and options, as in V2." The reference gives no status codes or error answers for the V1 querying endpoints, so the service-wide ones are documented: 400, 412 "querying requirements not satisfied", and 404 where the path names a data model or result.
         */
        get: operations["findDataByModelIdReferencedBy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/QueryingData/FindDataByModelId/{modelId}/FilteredBy/{akName}/{akValue}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Records filtered by an alternate key (V1, obsolete)
         * @deprecated
         * @description "modelId, akName, akValue (equality)". Obsolete. "Extra query parameters of the first four: offset, limit, `sourceId` (publisher filter; legacy mode only and forbidden in scenario mode), `selfSourceId` (required; the consumer's own data source), selfSourceOnly, includeDeleted, mandantCode, externalId, referenceId, modifiedFrom, modifiedTo, includeLookupProperties and options, as in V2." The reference gives no status codes or error answers for the V1 querying endpoints, so the service-wide ones are documented: 400, 412 "querying requirements not satisfied", and 404 where the path names a data model or result.
         */
        get: operations["findDataByModelIdFilteredBy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/QueryingData/GetDataByModelId/{modelId}/{recordId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One record by its record id (V1, obsolete)
         * @deprecated
         * @description "single record by Id.RecordId". Obsolete. "Extra query parameters of the first four: offset, limit, `sourceId` (publisher filter; legacy mode only and forbidden in scenario mode), `selfSourceId` (required; the consumer's own data source), selfSourceOnly, includeDeleted, mandantCode, externalId, referenceId, modifiedFrom, modifiedTo, includeLookupProperties and options, as in V2." The reference gives no status codes or error answers for the V1 querying endpoints, so the service-wide ones are documented: 400, 412 "querying requirements not satisfied", and 404 where the path names a data model or result.
         */
        get: operations["getDataByModelId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/QueryingData/ProcessedDataResults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Data-changes results (V1, obsolete)
         * @deprecated
         * @description "query sourceId, operationId, scenarioId, profileId, featureId, offset, limit, createdFrom, createdTo; results sorted by creation time, newest first". The reference gives no status codes or error answers for the V1 querying endpoints, so the service-wide ones are documented: 400, 412 "querying requirements not satisfied", and 404 where the path names a data model or result.
         */
        get: operations["getProcessedDataResultsV1"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/QueryingData/ProcessedDataResults/{resultId}/Items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Items of a data-changes result (V1, obsolete)
         * @deprecated
         * @description "resultId (required); query sourceId (consumer source, filters by profile), useCurrentProfile (bool; true current profile, false original), offset, limit". The reference gives no status codes or error answers for the V1 querying endpoints, so the service-wide ones are documented: 400, 412 "querying requirements not satisfied", and 404 where the path names a data model or result.
         */
        get: operations["getProcessedDataResultItemsV1"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/IntegrationProfiles/Current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current integration profile
         * @description "/api/v2/IntegrationProfiles/Current returns the current profile." "Current profile: `{ isSelected: bool, items[], id: uuid, released: bool, deleted: bool }`." "Consuming in profile mode also uses featureId and scenarioId. The consumer reads data by its assignment, and publisher sources are filtered automatically."
         */
        get: operations["getCurrentIntegrationProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/IntegrationProfiles/Current/AvailableFeatures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Features available in the current profile
         * @description "/api/v2/IntegrationProfiles/Current/AvailableFeatures returns `{ totalCount, items[] }`." "Available feature: id, code, usage (`Input` or `Output`), inputSourceIds, inputModelIds, outputModelIds." Paging defaults "offset 0, limit 100 (... profile results ...)".
         */
        get: operations["getAvailableFeatures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/IntegrationProfiles/Current/AvailableModels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Data models available in the current profile
         * @description "/api/v2/IntegrationProfiles/Current/AvailableModels returns `{ totalCount, items[] }`." "Available model: id, code, usage (`Input` or `Output`), inputSourceIds."
         */
        get: operations["getAvailableModels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/OperatingLogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Operating log items
         * @description "Responses: 200 `{ totalCount, items[] }` of operating log items; 400 for an invalid filter such as a malformed GUID." Scope guidance: "`PublishData` is the publisher side only. `PublishDataWithConsumerFeedback` is end-to-end and is used with operationId. `ConsumerFeedbackOnly` is consumer feedback from all consumers. `ConsumeData` is the consumer side, typically with sourceId and a time window. `AgentStatus` is filtered by agentId or agentCode. `Coordination` is used with operationId." "A component that does not follow these rules is excluded from performance statistics (mean, median, min, max over a period) and from the generated Gantt chart of a single operation. Endpoints that return statistics or the chart: not shown."
         */
        get: operations["getOperatingLogs"];
        put?: never;
        /**
         * Write an operating log item
         * @description "headers `Authorization` and `Content-Type: application/json`, body as the operating log item (response-only fields excluded). Response 201. The endpoint description says the body is the identifier (uuid) of the created item. Examples show the created item object with id, createdOn and category." Both answers are given as named examples (`identifier`, `item`). Usage rules: "Publisher logging uses operationType `InputData`. Minimal logging is `Application|Start` and `Application|Finish`. Typical logging adds `Application|Begin`/`Application|End` pairs in between." "Every Begin/End pair shares one scopeId. Several pairs with different scopeIds are allowed and are aggregated." "`Validation` feedback carries severity `Warning` or `Error`, operationType `ConsumeData`, and publisherSourceId." "`ProcessingResult` carries `Info` or `Warning` on success and `Error` on failure, with optional details. Examples also show it with operationType `Transform`."
         */
        post: operations["createOperatingLogItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * AccessLevel
         * @description "`Public` shared, `Private` tenant; `Private` is used for data integration."
         * @enum {string}
         */
        AccessLevel: "Public" | "Private";
        /**
         * ActivityType
         * @description Activity type of an operating log item: "`Application|Start`, `Application|Ack`, `Application|Begin`, `Application|End`, `Application|Finish`, `Validation`, `ProcessingResult`, `ActionRequest`, `ActionResponse`." "Milestones are `Start`, `Ack` and `Finish`. They are single moments and are not paired." "`Application|Begin` and `Application|End` form a scoped pair and must share one scopeId." "`Validation` and `ProcessingResult` are consumer feedback (operation type `ConsumeData`)." "`ActionRequest` and `ActionResponse` belong to `Coordination`."
         * @enum {string}
         */
        ActivityType: "Application|Start" | "Application|Ack" | "Application|Begin" | "Application|End" | "Application|Finish" | "Validation" | "ProcessingResult" | "ActionRequest" | "ActionResponse";
        /**
         * Agent
         * @description The data agent of an integration agent registration (`agent` of the settings response). "An integration agent (V2) is one component that joins a data agent and a data source in a 1:1 relation." "A multi-tenant agent is registered once, is identified by its service account, and shares the registration across tenants. The data-agent and data-source GUIDs are generated once and are the same for all tenants." "The data agent and the data source must both be enabled for data-integration processing to run." Optional fields may be null or absent.
         * @example {
         *       "agentId": "3b9f6c2e-7a41-4d8b-9e05-1c6a2f8d4b73",
         *       "agentCode": "acme.erp-sync",
         *       "enabled": true,
         *       "description": "Acme ERP synchronisation",
         *       "customProperties": [
         *         {
         *           "key": "AutoRefreshStatusInterval",
         *           "value": "0.00:05:00"
         *         }
         *       ]
         *     }
         */
        Agent: {
            /**
             * Format: uuid
             * @description Data-agent identifier.
             */
            agentId?: string;
            /** @description Data-agent code. */
            agentCode?: string;
            /** @description Whether the agent is registered in the given tenant. */
            enabled?: boolean;
            /** @description Optional. */
            description?: string | null;
            /** @description Optional custom properties, among them `AutoRefreshStatusInterval` (d.hh:mm:ss), which "must be set on the agent when the refreshSourceStatus notification is turned on". */
            customProperties?: components["schemas"]["AgentCustomProperty"][] | null;
        };
        /**
         * AgentCustomProperty
         * @description One custom property (`{key, value}`) of the data agent. "Custom property `AutoRefreshStatusInterval` (a time span written as d.hh:mm:ss) must be set on the agent when the refreshSourceStatus notification is turned on." When the key is `AutoRefreshStatusInterval` the value is a TimeSpan, or `""`, which clears it ("For PATCH-style bodies, null means no change and an empty string clears the value"), or null, which leaves it unchanged.
         * @example {
         *       "key": "AutoRefreshStatusInterval",
         *       "value": "0.00:05:00"
         *     }
         */
        AgentCustomProperty: components["schemas"]["KeyValuePair"];
        /**
         * AgentDefinition
         * @description `agentDefinition` of the settings request body: "agentDefinition {description, customProperties}". "For PATCH-style bodies, null means no change and an empty string clears the value."
         * @example {
         *       "description": "Acme ERP synchronisation",
         *       "customProperties": [
         *         {
         *           "key": "AutoRefreshStatusInterval",
         *           "value": "0.00:05:00"
         *         }
         *       ]
         *     }
         */
        AgentDefinition: {
            /** @description Description of the data agent. "null means no change and an empty string clears the value." */
            description?: string | null;
            /** @description Custom properties of the data agent; null means no change. `AutoRefreshStatusInterval` (d.hh:mm:ss) "must be set on the agent when the refreshSourceStatus notification is turned on." */
            customProperties?: components["schemas"]["AgentCustomProperty"][] | null;
        };
        /**
         * AgentStatusRecord
         * @description Agent status record. "Statuses: a status with isLive and isReady describes agent health."
         * @example {
         *       "statusItemId": "2d6f9a3e-4c81-4b5d-9e27-6a0f3c8d1b45",
         *       "operationId": "5a8d2f17-3c6e-4b90-a1d4-8e7f2c5b9a06",
         *       "isLive": true,
         *       "isReady": true,
         *       "verboseStatus": [
         *         "ERP API reachable",
         *         "Last sync 2026-11-20T08:00:00Z"
         *       ],
         *       "utcTimestamp": "2026-11-20T08:15:30Z",
         *       "createdOn": "2026-11-20T08:15:31Z"
         *     }
         */
        AgentStatusRecord: {
            /** Format: uuid */
            statusItemId?: string;
            /**
             * Format: uuid
             * @description Virtual operation, see operating log.
             */
            operationId?: string;
            /** @description Agent is healthy and connected to the platform. */
            isLive?: boolean;
            /** @description Agent is healthy and ready to talk to the third-party application. */
            isReady?: boolean;
            /** @description Optional. */
            verboseStatus?: string[] | null;
            /**
             * Format: date-time
             * @description Status timestamp (UTC).
             */
            utcTimestamp?: string;
            /** Format: date-time */
            createdOn?: string;
        };
        /**
         * AgentStatusRecordCollection
         * @description A page of agent status records, `{ totalCount, items[] }`.
         */
        AgentStatusRecordCollection: components["schemas"]["PagedCollection"] & {
            items: components["schemas"]["AgentStatusRecord"][];
        };
        /**
         * AgentStatusRecordCreate
         * @description Body of `POST /api/v2/IntegrationAgents/Statuses`: "`{ operationId?, isLive, isReady, verboseStatus?[], utcTimestamp }`" (`?` marks the optional members). "Statuses: a status with isLive and isReady describes agent health."
         * @example {
         *       "operationId": "5a8d2f17-3c6e-4b90-a1d4-8e7f2c5b9a06",
         *       "isLive": true,
         *       "isReady": false,
         *       "verboseStatus": [
         *         "ERP API returned 503 Service Unavailable"
         *       ],
         *       "utcTimestamp": "2026-11-20T08:15:30Z"
         *     }
         */
        AgentStatusRecordCreate: {
            /**
             * Format: uuid
             * @description Optional virtual operation, see operating log.
             */
            operationId?: string;
            /** @description Agent is healthy and connected to the platform. */
            isLive: boolean;
            /** @description Agent is healthy and ready to talk to the third-party application. */
            isReady: boolean;
            /** @description Optional. */
            verboseStatus?: string[];
            /**
             * Format: date-time
             * @description Status timestamp (UTC).
             */
            utcTimestamp: string;
        };
        /**
         * AggregateFunction
         * @description Aggregate function of a field mapping (`mappings[].mappings[].aggregateFunction`): "`None`; other values not shown". An open string, since the other values are not shown.
         * @example None
         */
        AggregateFunction: string;
        /**
         * ApplicationUsage
         * @description How the application uses a feature (`applicationUsage`). The reference lists it as "`Input` seen" and does not enumerate the other values, so this is an open string.
         * @example Input
         */
        ApplicationUsage: string;
        /**
         * AvailableFeature
         * @description A feature available in the current integration profile: "id, code, usage (`Input` or `Output`), inputSourceIds, inputModelIds, outputModelIds". The reference lists the members without types other than `usage`; ids are uuids as elsewhere in the profile resources.
         * @example {
         *       "id": "4a9e2c71-6b3d-4e58-8f10-2d7c5b9a3e64",
         *       "code": "CustomerMasterData",
         *       "usage": "Output",
         *       "inputSourceIds": [
         *         "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31"
         *       ],
         *       "inputModelIds": [
         *         "9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58"
         *       ],
         *       "outputModelIds": []
         *     }
         */
        AvailableFeature: {
            /** Format: uuid */
            id?: string;
            code?: string;
            usage?: components["schemas"]["FeatureUsage"];
            inputSourceIds?: string[];
            inputModelIds?: string[];
            outputModelIds?: string[];
        };
        /**
         * AvailableFeatureCollection
         * @description A page of available features, `{ totalCount, items[] }`.
         */
        AvailableFeatureCollection: components["schemas"]["PagedCollection"] & {
            items: components["schemas"]["AvailableFeature"][];
        };
        /**
         * AvailableModel
         * @description A data model available in the current integration profile: "id, code, usage (`Input` or `Output`), inputSourceIds".
         * @example {
         *       "id": "9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58",
         *       "code": "Customer",
         *       "usage": "Output",
         *       "inputSourceIds": [
         *         "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31"
         *       ]
         *     }
         */
        AvailableModel: {
            /** Format: uuid */
            id?: string;
            code?: string;
            usage?: components["schemas"]["FeatureUsage"];
            inputSourceIds?: string[];
        };
        /**
         * AvailableModelCollection
         * @description A page of available data models, `{ totalCount, items[] }`.
         */
        AvailableModelCollection: components["schemas"]["PagedCollection"] & {
            items: components["schemas"]["AvailableModel"][];
        };
        /**
         * ChangeType
         * @description Change type of a data-changes result item: "changeType (`Created`; other values not shown)". An open string, since the other values are not shown.
         * @example Created
         */
        ChangeType: string;
        /**
         * ConfigureConsumerFlags
         * @description The consumer flags of ConfigureConsumer ("all flags optional; null means no change; PATCH semantics"). Each flag enables or disables message types delivered to the data source's consumer; "Each consumer flag of ConfigureConsumer enables the message types listed there." This is the body of `PATCH /api/v1/DataSources/{id}/ConfigureConsumer` ("the flag body of ConfigureConsumer above (without the rate-limit fields)") and the flag part of the V2 ConfigureConsumer body. The event contracts themselves are in the AsyncAPI document of the platform events.
         * @example {
         *       "enqueueDataStatus": true,
         *       "integrationDataChanges": false,
         *       "integrationProfileStatus": true,
         *       "dataRecordChanges": true,
         *       "refreshSourceConfig": true,
         *       "refreshSourceStatus": true,
         *       "refreshTenants": false
         *     }
         */
        ConfigureConsumerFlags: {
            /** @description "enable or disable message type PLATFORM.DataService.EnqueueDataStatusChanged". null means no change. */
            enqueueDataStatus?: boolean | null;
            /** @description "message type PLATFORM.DataService.IntegrationDataChanged, multi-tenant filter". null means no change. */
            integrationDataChanges?: boolean | null;
            /** @description "IntegrationProfileChangeStarted and IntegrationProfileChangeCompleted". "IntegrationProfileChangeStarted is followed by IntegrationProfileChangeCompleted. The two are paired even on failure and are sent only to affected data sources." The completed event carries `requestStatus` (RequestStatus: `Success`, `Failed`, `Canceled`). null means no change. */
            integrationProfileStatus?: boolean | null;
            /** @description "RecordCreated, RecordUpdated, RecordDeleted, multi-tenant filter". null means no change. */
            dataRecordChanges?: boolean | null;
            /** @description Message type PLATFORM.DataService.RefreshSourceConfig, a remote command ("Remote commands expire after 1 hour"). The reference describes it as "a command to provide the current health status" (and RefreshSourceStatus as "a command to reload the data-source configuration"). null means no change. */
            refreshSourceConfig?: boolean | null;
            /** @description "RefreshSourceStatus; shown as required in the rate-limit variant of the body", a remote command ("Remote commands expire after 1 hour"). When it is turned on, the agent's custom property `AutoRefreshStatusInterval` (d.hh:mm:ss) must be set. null means no change. */
            refreshSourceStatus?: boolean | null;
            /**
             * @description "default false; true replaces all tenant filters, false adds or removes the current tenant filter". null means no change.
             * @default false
             */
            refreshTenants?: boolean | null;
        };
        /**
         * ConfigureConsumerRequest
         * @description Body of `PATCH /api/v2/IntegrationAgents/ConfigureConsumer`: the consumer flags ("all flags optional; null means no change; PATCH semantics") and the rate-limit `settings`. In the rate-limit variant of the body (with `settings`) `refreshSourceStatus` is "shown as required". The two statements agree once null is read as "no change": a rate-limit body carries `refreshSourceStatus`, and `refreshSourceStatus: null` keeps the flag as it is, so the rule never forces a flag to change. "The identifier `id` (uuid of the data source) is described as mandatory for this endpoint; where it is passed is not shown."
         * @example {
         *       "enqueueDataStatus": true,
         *       "integrationDataChanges": false,
         *       "integrationProfileStatus": true,
         *       "dataRecordChanges": true,
         *       "refreshSourceConfig": true,
         *       "refreshSourceStatus": true,
         *       "refreshTenants": false,
         *       "settings": {
         *         "rateLimit": 100,
         *         "rateLimitInterval": "Minute"
         *       }
         *     }
         * @example {
         *       "dataRecordChanges": true
         *     }
         * @example {
         *       "refreshSourceStatus": null,
         *       "settings": {
         *         "rateLimit": null,
         *         "rateLimitInterval": ""
         *       }
         *     }
         */
        ConfigureConsumerRequest: components["schemas"]["ConfigureConsumerFlags"] & {
            /** @description The rate-limit settings; null means no change. */
            settings?: components["schemas"]["ConfigureConsumerSettings"] | null;
        };
        /**
         * ConfigureConsumerSettings
         * @description Rate-limit settings of ConfigureConsumer (`settings`). "Consumer delivery rate: rateLimit messages per rateLimitInterval (`Second`, `Minute`, `Hour`, `Day`)." "For PATCH-style bodies, null means no change and an empty string clears the value."
         * @example {
         *       "rateLimit": 100,
         *       "rateLimitInterval": "Minute"
         *     }
         * @example {
         *       "rateLimit": null,
         *       "rateLimitInterval": ""
         *     }
         */
        ConfigureConsumerSettings: {
            /** @description Messages delivered per interval; null means no change. */
            rateLimit?: number | null;
            /** @description "`Second`, `Minute`, `Hour`, `Day`; null means no change; empty string removes the limit". */
            rateLimitInterval?: components["schemas"]["RateLimitInterval"] | null | "";
        };
        /**
         * Consumer
         * @description The message consumer of an integration agent registration (`consumer` of the settings response). "The consumer is bound to the clientId of the service account that registered it. It is used only together with that service account and cannot be changed." "Custom filters of message consumers are configured by the platform, not by the agent."
         * @example {
         *       "consumerCode": "acme-erp",
         *       "consumerChannel": "Webhook",
         *       "consumerIsConnected": true,
         *       "consumerStatus": "Healthy",
         *       "consumerWebhookUrl": "https://erp.acme.example/hooks/platform"
         *     }
         */
        Consumer: {
            consumerCode?: string;
            /** @description null, `gRPC` or `Webhook`. */
            consumerChannel?: components["schemas"]["ConsumerChannel"] | null;
            consumerIsConnected?: boolean;
            consumerStatus?: components["schemas"]["ConsumerStatus"];
            /** @description The webhook address; null or absent when the channel is not `Webhook`. */
            consumerWebhookUrl?: string | null;
        };
        /**
         * ConsumerChannel
         * @description Delivery channel of a registered message consumer: `gRPC` or `Webhook` (spelled `gRPC` here, as documented; the consumer type spells it `Grpc`).
         * @enum {string}
         */
        ConsumerChannel: "gRPC" | "Webhook";
        /**
         * ConsumerStatus
         * @description Consumer status: `Healthy`, `Degraded`, `Unhealthy`.
         * @enum {string}
         */
        ConsumerStatus: "Healthy" | "Degraded" | "Unhealthy";
        /**
         * ConsumerType
         * @description How a data source receives messages: "A consumer channel is one of `Grpc`, `Webhook` or `None`. `None` is used by native applications, which consume messages from the message broker directly." Spelled `Grpc` here, as documented (the consumer channel spells it `gRPC`).
         * @enum {string}
         */
        ConsumerType: "None" | "Grpc" | "Webhook";
        /**
         * CurrencyNumber
         * @description Data type CurrencyNumber: "string `<amount>|<ISO 4217 code>` or object `{ _type: CurrencyNumber, value: decimal, currencyCode: string }`". Query results use the string form unless the option `CN1` asks for the "typed CurrencyNumber contract (default is string form)". "Every data type accepts JSON null, so use null rather than an invalid or empty contract. Every type can be a collection (JSON array)." Items of a collection may be null. The object form stays as stated: `value` is a JSON number ("value: decimal"; the amount as text is the string form), the code is an ISO 4217 code (three capital letters, as the string form names it), and an object with a null `value` is the "empty contract" the reference asks to replace by null.
         * @example 15000.00|CZK
         * @example {
         *       "_type": "CurrencyNumber",
         *       "value": 15000,
         *       "currencyCode": "CZK"
         *     }
         * @example null
         */
        CurrencyNumber: (string | null) | {
            /** @constant */
            _type: "CurrencyNumber";
            /** @description The amount (decimal). */
            value: number;
            /** @description ISO 4217 currency code. */
            currencyCode: string;
        } | (null | string | {
            /** @constant */
            _type: "CurrencyNumber";
            value: number;
            currencyCode: string;
        })[];
        /**
         * DataAgentDefinition
         * @description A V1 data-agent definition (obsolete V1 API). "V1 records: the fields of DataAgentDefinition, DataAgentDefinitionCreate, DataAgentDefinitionUpdate, DataModelDefinition, DataModelValidationResultModel, DataAgentStatusModel and the v1 data-source record are not shown beyond the identifiers that the endpoints use." The endpoints use the uuid `id` and the "unique code of the instance"; the data agent's "`enabled` flag" is "set by the SwitchEnabled operation". The object stays open. Beyond the identifiers the object is open and every member is optional; `enabled` is the flag the reference names for data agents ("set by the SwitchEnabled operation"), and `code` has the shape ImportDataAgent states.
         * @example {
         *       "id": "3b9f6c2e-7a41-4d8b-9e05-1c6a2f8d4b73",
         *       "code": "acme.erp-sync",
         *       "enabled": true
         *     }
         */
        DataAgentDefinition: {
            /**
             * Format: uuid
             * @description Data-agent identifier.
             */
            id?: string;
            /** @description Unique code of the instance, shape `<app-vendor>.<agent-name>`. */
            code?: string;
            /** @description Set by the SwitchEnabled operation. */
            enabled?: boolean;
        } & {
            [key: string]: unknown;
        };
        /**
         * DataAgentDefinitionCollection
         * @description A page of V1 data-agent definitions, `{ totalCount, items[] }`.
         */
        DataAgentDefinitionCollection: components["schemas"]["PagedCollection"] & {
            items: components["schemas"]["DataAgentDefinition"][];
        };
        /**
         * DataAgentDefinitionCreate
         * @description Body of `POST /api/v1/DataAgents` (obsolete V1 API). "V1 records: the fields of DataAgentDefinition, DataAgentDefinitionCreate, DataAgentDefinitionUpdate, DataModelDefinition, DataModelValidationResultModel, DataAgentStatusModel and the v1 data-source record are not shown beyond the identifiers that the endpoints use." The identifiers the endpoints use are the uuid `id` and the "unique code of the instance" (`GET /api/v1/DataAgents/{code}`). The same agent registered through `POST /api/v1/Process/ImportDataAgent` takes "`code` (string, mandatory, unique, shape `<app-vendor>.<agent-name>`)": an agent without its code cannot be found by code, so `code` is required here as well, and `id` is optional (the platform assigns one when it is missing). The object stays open.
         * @example {
         *       "id": "3b9f6c2e-7a41-4d8b-9e05-1c6a2f8d4b73",
         *       "code": "acme.erp-sync"
         *     }
         */
        DataAgentDefinitionCreate: {
            /**
             * Format: uuid
             * @description Data-agent identifier; assigned by the platform when missing.
             */
            id?: string;
            /** @description "Unique code of the instance", "shape `<app-vendor>.<agent-name>`" (as ImportDataAgent states it). */
            code: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * DataAgentDefinitionUpdate
         * @description Body of `PUT /api/v1/DataAgents/{id}` (obsolete V1 API). "V1 records: the fields of DataAgentDefinition, DataAgentDefinitionCreate, DataAgentDefinitionUpdate, DataModelDefinition, DataModelValidationResultModel, DataAgentStatusModel and the v1 data-source record are not shown beyond the identifiers that the endpoints use." The object stays open.
         * @example {}
         */
        DataAgentDefinitionUpdate: {
            [key: string]: unknown;
        };
        /**
         * DataAgentStatusModel
         * @description An agent status record of the obsolete V1 API (`GET /api/v1/DataAgents/{id}/Status`). The V2 counterpart is AgentStatusRecord. "V1 records: the fields of DataAgentDefinition, DataAgentDefinitionCreate, DataAgentDefinitionUpdate, DataModelDefinition, DataModelValidationResultModel, DataAgentStatusModel and the v1 data-source record are not shown beyond the identifiers that the endpoints use." The object stays open.
         * @example {}
         */
        DataAgentStatusModel: {
            [key: string]: unknown;
        };
        /**
         * DataAgentStatusModelCollection
         * @description A page of V1 agent status records, `{ totalCount, items[] }`.
         */
        DataAgentStatusModelCollection: components["schemas"]["PagedCollection"] & {
            items: components["schemas"]["DataAgentStatusModel"][];
        };
        /**
         * DataChangesResult
         * @description Data-changes result (processed data result): "id (equals the publisher's input queue item identifier), createdOn, modifiedOn, releasedOn, sourceId, operationId, profileId, scenarioId, featureId". The reference gives no types; ids are uuids and times are date-times as elsewhere. `releasedOn`, `profileId`, `scenarioId` and `featureId` also accept null, since the reference does not say whether they are set before release or outside integration profile mode.
         * @example {
         *       "id": "8e4b1d6a-9f2c-4a73-b5e8-0c1d7a3f6b92",
         *       "createdOn": "2026-11-20T08:15:33Z",
         *       "modifiedOn": "2026-11-20T08:15:34Z",
         *       "releasedOn": "2026-11-20T08:15:34Z",
         *       "sourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
         *       "operationId": "5a8d2f17-3c6e-4b90-a1d4-8e7f2c5b9a06",
         *       "profileId": "c8f2a4d6-1e3b-4a79-9d5c-7b0e2f6a8c13",
         *       "scenarioId": "b1d7e3a5-2c94-4f6e-8a0b-5e3c9d7f1a28",
         *       "featureId": "4a9e2c71-6b3d-4e58-8f10-2d7c5b9a3e64"
         *     }
         */
        DataChangesResult: {
            /**
             * Format: uuid
             * @description Equals the publisher's input queue item identifier.
             */
            id?: string;
            /** Format: date-time */
            createdOn?: string;
            /** Format: date-time */
            modifiedOn?: string;
            /** Format: date-time */
            releasedOn?: string | null;
            /** Format: uuid */
            sourceId?: string;
            /** Format: uuid */
            operationId?: string;
            /** Format: uuid */
            profileId?: string | null;
            /** Format: uuid */
            scenarioId?: string | null;
            /** Format: uuid */
            featureId?: string | null;
        };
        /**
         * DataChangesResultCollection
         * @description A page of data-changes results, `{ totalCount, items[] }`, "sorted by creation time, newest first".
         */
        DataChangesResultCollection: components["schemas"]["PagedCollection"] & {
            items: components["schemas"]["DataChangesResult"][];
        };
        /**
         * DataChangesResultItem
         * @description Data-changes result item: "id, resultId, changeType (`Created`; other values not shown), modelId, recordId, externalId, referenceId, mandantCode. These are system properties only, not the records."
         * @example {
         *       "id": "d4a6c8e0-3f5b-4d17-a9c2-6e8b0d2f4a61",
         *       "resultId": "8e4b1d6a-9f2c-4a73-b5e8-0c1d7a3f6b92",
         *       "changeType": "Created",
         *       "modelId": "9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58",
         *       "recordId": "1e7a4c93-2b5d-4f08-8c6e-9d3b1a2f7e40",
         *       "externalId": "100234.Customer.6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
         *       "referenceId": "7c3e5a19-8d2b-4f64-a0c7-1b9e6d4f2a83",
         *       "mandantCode": "12345678|CZ"
         *     }
         */
        DataChangesResultItem: {
            /** Format: uuid */
            id?: string;
            /**
             * Format: uuid
             * @description The data-changes result (the publisher's input queue item).
             */
            resultId?: string;
            changeType?: components["schemas"]["ChangeType"];
            /** Format: uuid */
            modelId?: string;
            /** Format: uuid */
            recordId?: string;
            externalId?: components["schemas"]["ExternalId"];
            /** Format: uuid */
            referenceId?: string | null;
            /** @description null for non-mandant data. */
            mandantCode?: string | null;
        };
        /**
         * DataChangesResultItemCollection
         * @description A page of data-changes result items, `{ totalCount, items[] }`.
         */
        DataChangesResultItemCollection: components["schemas"]["PagedCollection"] & {
            items: components["schemas"]["DataChangesResultItem"][];
        };
        /**
         * DataModelDefinition
         * @description A V1 data-model definition. "V1 records: the fields of DataAgentDefinition, DataAgentDefinitionCreate, DataAgentDefinitionUpdate, DataModelDefinition, DataModelValidationResultModel, DataAgentStatusModel and the v1 data-source record are not shown beyond the identifiers that the endpoints use." The endpoints use the uuid `id` and the `code`. The object stays open.
         * @example {
         *       "id": "9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58",
         *       "code": "Customer"
         *     }
         */
        DataModelDefinition: {
            /**
             * Format: uuid
             * @description Data-model identifier.
             */
            id?: string;
            /** @description Data-model code. */
            code?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * DataModelDefinitionCollection
         * @description A page of V1 data-model definitions, `{ totalCount, items[] }`.
         */
        DataModelDefinitionCollection: components["schemas"]["PagedCollection"] & {
            items: components["schemas"]["DataModelDefinition"][];
        };
        /**
         * DataModelValidationResultModel
         * @description Answer of `POST /api/v1/DataModels/{id}/Verify/DataObject`: the result of validating a data object against the data model. "V1 records: the fields of DataAgentDefinition, DataAgentDefinitionCreate, DataAgentDefinitionUpdate, DataModelDefinition, DataModelValidationResultModel, DataAgentStatusModel and the v1 data-source record are not shown beyond the identifiers that the endpoints use." The object stays open.
         * @example {}
         */
        DataModelValidationResultModel: {
            [key: string]: unknown;
        };
        /**
         * DataObject
         * @description Body of `POST /api/v1/DataModels/{id}/Verify/DataObject`: "a data object as key/value pairs of its fields plus its identifier", that is a JSON object whose members are the fields of the data model, each a value of a data type of published values (checked by the service: this operation is the validation). The name of the identifier member is not shown.
         */
        DataObject: {
            [key: string]: unknown;
        };
        /**
         * DataRecord
         * @description A data record as query results return it (query result item). "Property names are PascalCase by default. Option `CC1` switches to camelCase" (that form is DataRecordCamelCase). Besides the system properties below a record carries its "model-specific fields" (any further property), each "per data type" (see the schemas of published values: Text, MultilineText, LocalizedValue, TwoOptions, WholeNumber, DecimalNumber, UniqueIdentifier, Date, UtcDateTime, LookupEntity, NestedEntity, CurrencyNumber, FileReference). "A LookupEntity property is returned as the referenced record. When requested through includeLookupProperties it carries `Included`: true when included successfully, false when requested but not included, null when not requested. Properties flagged IsPublished in the model are included automatically." "A data record is either mandant-specific or non-mandant."
         */
        DataRecord: {
            Id?: {
                /**
                 * Format: uuid
                 * @description Data model.
                 */
                ModelId?: string;
                /**
                 * Format: uuid
                 * @description Internal record identifier.
                 */
                RecordId?: string;
            };
            /** @description Shape `<recordId>.<entityId>.<sourceId>`, "assigned from the publisher's identifiers". */
            ExternalId?: components["schemas"]["ExternalId"];
            /**
             * Format: uuid
             * @description Publisher data source.
             */
            SourceId?: string;
            /**
             * Format: uuid
             * @description Original record in the primary data source; null or absent when the publisher sent none.
             */
            ReferenceId?: string | null;
            /** @description The mandant (organization) code; "null for non-mandant data". */
            MandantCode?: string | null;
            /** Format: date-time */
            UtcCreatedOn?: string;
            /** Format: date-time */
            UtcModifiedOn?: string;
            /** @description "only on records recently deleted" (returned with includeDeleted). Spelled in lower case, as documented. */
            deleted?: boolean;
            /** @description Only on a referenced record returned for a LookupEntity property: "true when included successfully, false when requested but not included, null when not requested". */
            Included?: boolean | null;
        } & {
            [key: string]: components["schemas"]["PublishedValue"];
        };
        /**
         * DataRecordCamelCase
         * @description A data record as query results return it with the option `CC1` ("Option `CC1` switches to camelCase"): the same record as DataRecord with camelCase property names. Besides the system properties below a record carries its model-specific fields, each per data type.
         */
        DataRecordCamelCase: {
            id?: {
                /**
                 * Format: uuid
                 * @description Data model.
                 */
                modelId?: string;
                /**
                 * Format: uuid
                 * @description Internal record identifier.
                 */
                recordId?: string;
            };
            /** @description Shape `<recordId>.<entityId>.<sourceId>`, "assigned from the publisher's identifiers". */
            externalId?: components["schemas"]["ExternalId"];
            /**
             * Format: uuid
             * @description Publisher data source.
             */
            sourceId?: string;
            /**
             * Format: uuid
             * @description Original record in the primary data source.
             */
            referenceId?: string | null;
            /** @description null for non-mandant data. */
            mandantCode?: string | null;
            /** Format: date-time */
            utcCreatedOn?: string;
            /** Format: date-time */
            utcModifiedOn?: string;
            /** @description Only on records recently deleted. */
            deleted?: boolean;
            /** @description Only on a referenced record returned for a LookupEntity property: true when included successfully, false when requested but not included, null when not requested. */
            included?: boolean | null;
        } & {
            [key: string]: components["schemas"]["PublishedValue"];
        };
        /**
         * DataRecordCamelCaseCollection
         * @description "Collection result: `{ totalCount, items[] }`" of data records requested with the option `CC1` (camelCase property names).
         */
        DataRecordCamelCaseCollection: components["schemas"]["PagedCollection"] & {
            items: components["schemas"]["DataRecordCamelCase"][];
        };
        /**
         * DataRecordCollection
         * @description "Collection result: `{ totalCount, items[] }`" of data records. "Records are sorted by modification time, newest first." Items use PascalCase property names by default (DataRecord); with the option `CC1` they use camelCase (DataRecordCamelCase).
         */
        DataRecordCollection: components["schemas"]["PagedCollection"] & {
            items: components["schemas"]["DataRecord"][];
        };
        /**
         * DataSourceIntegrationSettings
         * @description Body of `PATCH /api/v1/DataSources/{id}/IntegrationSettings` (obsolete), "body fields all optional". "Null means no change, an empty string clears." Migration from the message broker to the message gateway: "set consumerCode and consumerType through IntegrationSettings (with consumerWebhookUrl for `Webhook`)". Revert: "set consumerType `None`". Because null (or leaving the member out) means no change, a body that sets `Webhook` and leaves `consumerWebhookUrl` unchanged is accepted; only a body that sets `Webhook` and clears the address (`""`) in the same body is refused. Whether the stored data source already has an address is the platform's check.
         * @example {
         *       "consumerCode": "acme.erp-sync",
         *       "consumerType": "Webhook",
         *       "consumerWebhookUrl": "https://erp.acme.example/hooks/platform"
         *     }
         * @example {
         *       "consumerType": "None"
         *     }
         * @example {
         *       "consumerType": "Webhook",
         *       "consumerWebhookUrl": null
         *     }
         * @example {
         *       "consumerCode": ""
         *     }
         */
        DataSourceIntegrationSettings: {
            /** @description Null means no change, an empty string clears. */
            applicationCode?: string | null;
            /** @description Null means no change, an empty string clears. */
            clientId?: string | null;
            /** @description Null means no change, an empty string clears. */
            consumerCode?: string | null;
            /** @description `Grpc`, `Webhook`, `None`. Null means no change, an empty string clears. */
            consumerType?: components["schemas"]["ConsumerType"] | "" | null;
            /** @description Mandatory when consumerType is `Webhook`, so it cannot be cleared in a body that sets `Webhook`. Null means no change, an empty string clears. */
            consumerWebhookUrl?: components["schemas"]["WebhookAddress"] | "" | null;
            /** @description false means legacy mode, true means business scenarios. Null means no change. */
            useIntegrationProfile?: boolean | null;
            /** @description Legacy consumer settings when no profile. Null means no change. */
            useConsumerSettings?: boolean | null;
        };
        /**
         * DataSourceRecord
         * @description The v1 data-source record (obsolete V1 API; the reference does not name its type). "V1 records: the fields of DataAgentDefinition, DataAgentDefinitionCreate, DataAgentDefinitionUpdate, DataModelDefinition, DataModelValidationResultModel, DataAgentStatusModel and the v1 data-source record are not shown beyond the identifiers that the endpoints use." The endpoints use the uuid `id`. The object stays open.
         * @example {
         *       "id": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31"
         *     }
         */
        DataSourceRecord: {
            /**
             * Format: uuid
             * @description Data-source identifier.
             */
            id?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * Date
         * @description Data type Date: "`YYYY-MM-DD` or ISO 8601 date-time". "Every data type accepts JSON null, so use null rather than an invalid or empty contract. Every type can be a collection (JSON array)." An ISO 8601 date-time may carry no offset ("1998-04-17T00:00:00"), so that form is accepted besides RFC 3339 `date-time`.
         * @example 1998-04-17
         * @example 1998-04-17T00:00:00Z
         * @example null
         */
        Date: null | string | (((string | unknown | unknown | unknown) | null) | unknown | unknown | unknown)[];
        /**
         * DecimalNumber
         * @description Data type DecimalNumber: "decimal number, or as string". "Every data type accepts JSON null, so use null rather than an invalid or empty contract. Every type can be a collection (JSON array)." The string form is decimal text (optional sign, digits, optional `.` and digits), the form the string side of CurrencyNumber uses too; exponent forms (`1e3`) and a bare fraction (`.5`) are not decimal text and are refused.
         * @example 4.75
         * @example 1234.5600
         * @example null
         */
        DecimalNumber: (number | null) | string | (null | number | string)[];
        /**
         * EntityMapping
         * @description An entity mapping of an input transformation (`mappings[]`): maps a source entity to a target data model. "Each queue item is converted by input transformations (entity mappings) or by mapping directives sent with the data."
         * @example {
         *       "entityId": "Customer",
         *       "modelId": "9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58",
         *       "priority": 1,
         *       "transformationType": "Default",
         *       "autoMapFields": true,
         *       "isSupplementary": false,
         *       "mappings": [
         *         {
         *           "sourceFieldName": "CompanyName",
         *           "targetFieldName": "Name",
         *           "transformationType": "Default",
         *           "aggregateFunction": "None"
         *         }
         *       ]
         *     }
         */
        EntityMapping: {
            /** @description Source entity. */
            entityId?: string;
            /**
             * Format: uuid
             * @description Target data model.
             */
            modelId?: string;
            /**
             * Format: int32
             * @description An "int"; written as int32, the platform's int (the width is otherwise not shown).
             */
            priority?: number;
            transformationType?: components["schemas"]["TransformationType"];
            autoMapFields?: boolean;
            isSupplementary?: boolean;
            /** @description Field mappings. */
            mappings?: components["schemas"]["FieldMapping"][];
        };
        /**
         * ExternalId
         * @description External identifier of a data record: "shape `<recordId>.<entityId>.<sourceId>`, assigned from the publisher's identifiers" (the source record key, the source entity and the publisher's data source uuid). "Association approaches: by source recordId (built into externalId by the transformation) or by externalId taken from consumed data (may be another data source)." The pattern checks the stated shape: the last segment is the publisher's data source, a uuid like every data source identifier of the reference, and the record key before it may itself contain dots. A lookup "by externalId taken from consumed data (may be another data source)" still names a data source in that segment. The `externalId` query parameter is a filter and stays open. The pattern is the language of `^.+\..+\.<uuid>$` written so that a regex engine finds the one way to read it: a first character, then up to the first dot after it, then the rest up to the uuid. The two `.+` of that form can split a long id in as many ways as it has dots, which a backtracking engine tries one by one on an id that fails (time growing with the square of the length; docs/sandbox-security.md). The reference states no maximum length, so there is none; the body limit of each operation bounds it.
         * @example 100234.Customer.6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
         */
        ExternalId: string;
        /**
         * FeatureUsage
         * @description How a feature is used: "`Input` (and `Output` in profile items)" for supported features; "usage (`Input` or `Output`)" for available features and models of the integration profile.
         * @enum {string}
         */
        FeatureUsage: "Input" | "Output";
        /**
         * FieldMapping
         * @description A field mapping of an entity mapping (`mappings[].mappings[]`). "An input transformation defines which fields are updated. A field omitted from the transformation is not updated." For field mappings the reference shows only `Default`; `transformationType` takes the TransformationType set (`Default`, `Custom`) that the entity mapping of the same definition uses, since a closed `Default` would refuse a value the reference does not rule out.
         * @example {
         *       "sourceFieldName": "CompanyName",
         *       "targetFieldName": "Name",
         *       "transformationType": "Default",
         *       "aggregateFunction": "None"
         *     }
         */
        FieldMapping: {
            sourceFieldName?: string;
            targetFieldName?: string;
            /** @description `Default` is the value shown for field mappings. */
            transformationType?: components["schemas"]["TransformationType"];
            /** @description `None`; other values not shown. */
            aggregateFunction?: components["schemas"]["AggregateFunction"];
        };
        /**
         * FileReference
         * @description Data type FileReference: "`_type` = `FileReference`. `source` (required) has `accessLevel` (`Private` tenant data or `Public` shared data, required), `fileId` (uuid) or `filePath` (string), one of which is required, and optional `folderId` (uuid). Optional fields are `fileName`, `description` and `referenceId` (uuid). The file content is stored in the file content service (document 2) and is uploaded before the reference is published." "One of which is required" asks for at least one of `fileId` and `filePath`; a reference that carries both is not excluded, so it is accepted. The optional members (`fileName`, `description`, `referenceId`, `folderId`, and the one of `fileId`/`filePath` that is not used) may be null, as serializers write unset members; a null `fileId` or `filePath` does not count as the required one. Items of a collection may be null. "Every data type accepts JSON null, so use null rather than an invalid or empty contract. Every type can be a collection (JSON array)."
         * @example {
         *       "_type": "FileReference",
         *       "source": {
         *         "accessLevel": "Private",
         *         "fileId": "0c5e7a91-3d2f-4b68-9a14-6e8c2b0d4f37",
         *         "folderId": "5b7d9f13-6a2c-4e84-b0d6-3f1a8c5e7b29"
         *       },
         *       "fileName": "framework-contract-2026.pdf",
         *       "description": "Signed framework contract",
         *       "referenceId": "7c3e5a19-8d2b-4f64-a0c7-1b9e6d4f2a83"
         *     }
         * @example {
         *       "_type": "FileReference",
         *       "source": {
         *         "accessLevel": "Public",
         *         "filePath": "catalogues/2026/spring.pdf"
         *       },
         *       "fileName": "spring.pdf"
         *     }
         */
        FileReference: null | {
            /** @constant */
            _type: "FileReference";
            source: {
                accessLevel: components["schemas"]["AccessLevel"];
                /**
                 * Format: uuid
                 * @description The file in the file content service (uuid); this or `filePath` is required.
                 */
                fileId?: string | null;
                /** @description Path of the file in the file content service; this or `fileId` is required. */
                filePath?: string | null;
                /**
                 * Format: uuid
                 * @description Optional folder (uuid).
                 */
                folderId?: string | null;
            } | {
                fileId: string;
            } | {
                filePath: string;
            };
            fileName?: string | null;
            description?: string | null;
            /** Format: uuid */
            referenceId?: string | null;
        } | ({
            /** @constant */
            _type: "FileReference";
            source: {
                accessLevel: components["schemas"]["AccessLevel"];
                /** Format: uuid */
                fileId?: string | null;
                filePath?: string | null;
                /** Format: uuid */
                folderId?: string | null;
            } | {
                fileId: string;
            } | {
                filePath: string;
            };
            fileName?: string | null;
            description?: string | null;
            /** Format: uuid */
            referenceId?: string | null;
        } | null)[];
        /**
         * ImportDataAgentRequest
         * @description Body of `POST /api/v1/Process/ImportDataAgent` (obsolete): "`id` (uuid), `code` (string, mandatory, unique, shape `<app-vendor>.<agent-name>`), `description`, `enabled` (bool). Registers or updates." The pattern of `code` is the stated shape `<app-vendor>.<agent-name>`: a vendor part, a dot, a name.
         * @example {
         *       "id": "3b9f6c2e-7a41-4d8b-9e05-1c6a2f8d4b73",
         *       "code": "acme.erp-sync",
         *       "description": "Acme ERP synchronisation",
         *       "enabled": true
         *     }
         */
        ImportDataAgentRequest: {
            /** Format: uuid */
            id?: string;
            /** @description Mandatory, unique, shape `<app-vendor>.<agent-name>`. */
            code: string;
            description?: string;
            enabled?: boolean;
        };
        /**
         * ImportDataSourceRequest
         * @description Body of `POST /api/v1/Process/ImportDataSource` (obsolete): "`id` (uuid), `agentId` (uuid, mandatory), `name` (mandatory unique code; the agent code may be reused), `description`, `enabled`."
         * @example {
         *       "id": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
         *       "agentId": "3b9f6c2e-7a41-4d8b-9e05-1c6a2f8d4b73",
         *       "name": "acme.erp-sync",
         *       "description": "Acme ERP customers and products",
         *       "enabled": true
         *     }
         */
        ImportDataSourceRequest: {
            /** Format: uuid */
            id?: string;
            /**
             * Format: uuid
             * @description Mandatory; the data agent of the source.
             */
            agentId: string;
            /** @description Mandatory unique code; the agent code may be reused. */
            name: string;
            description?: string;
            enabled?: boolean;
        };
        /**
         * IncomingLookupObject
         * @description A lookup reference inside published `data`: "A lookup reference inside data may be an object with `_type` = `IncomingLookupObject` and either `externalId` or the pair `sourceRecordId` and `sourceEntityId`." Association approaches: "by source recordId (built into externalId by the transformation) or by externalId taken from consumed data (may be another data source)." Lookup rules for mandant data: "A mandant-specific record may reference a mandant-specific record or a non-mandant record. A non-mandant record cannot reference a mandant-specific record. A referenced mandant-specific record must belong to the same mandant." The two forms exclude each other (`oneOf`): "either `externalId` or the pair" names two alternatives, unlike FileReference's "one of which is required".
         * @example {
         *       "_type": "IncomingLookupObject",
         *       "externalId": "CZ.Country.0d9b5e27-4a1c-4f3b-8e6d-2c7a9f1b5e40"
         *     }
         * @example {
         *       "_type": "IncomingLookupObject",
         *       "sourceRecordId": "100234",
         *       "sourceEntityId": "Customer"
         *     }
         */
        IncomingLookupObject: {
            /** @constant */
            _type: "IncomingLookupObject";
            /** @description External identifier of the referenced record, `<recordId>.<entityId>.<sourceId>`. */
            externalId?: components["schemas"]["ExternalId"];
            /** @description Source record key of the referenced record (with `sourceEntityId`). */
            sourceRecordId?: string;
            /** @description Source entity of the referenced record (with `sourceRecordId`). */
            sourceEntityId?: string;
        } & (unknown | unknown);
        /**
         * InputTransformation
         * @description An input transformation definition. "An input transformation defines which fields are updated. A field omitted from the transformation is not updated." "Before data is sent, the agent needs either input transformations or mapping directives."
         * @example {
         *       "customCode": "acme-customers",
         *       "description": "Acme ERP customers to the Customer model",
         *       "mappings": [
         *         {
         *           "entityId": "Customer",
         *           "modelId": "9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58",
         *           "priority": 1,
         *           "transformationType": "Default",
         *           "autoMapFields": true,
         *           "isSupplementary": false,
         *           "mappings": [
         *             {
         *               "sourceFieldName": "CompanyName",
         *               "targetFieldName": "Name",
         *               "transformationType": "Default",
         *               "aggregateFunction": "None"
         *             }
         *           ]
         *         }
         *       ]
         *     }
         */
        InputTransformation: {
            /** @description Identifier of the transformation definition. */
            customCode?: string;
            /** @description Optional. */
            description?: string | null;
            /** @description Entity mappings. */
            mappings?: components["schemas"]["EntityMapping"][];
        };
        /**
         * InputTransformationCollection
         * @description A page of input transformations, `{ totalCount, items[] }`.
         */
        InputTransformationCollection: components["schemas"]["PagedCollection"] & {
            items: components["schemas"]["InputTransformation"][];
        };
        /**
         * IntegrationAgentSettings
         * @description The registration of an integration agent: "`{ agent, source, consumer }`", answered by the settings endpoints (Settings for multi-tenant agents, OnPremiseSettings for on-premise agents).
         * @example {
         *       "agent": {
         *         "agentId": "3b9f6c2e-7a41-4d8b-9e05-1c6a2f8d4b73",
         *         "agentCode": "acme.erp-sync",
         *         "enabled": true,
         *         "description": "Acme ERP synchronisation",
         *         "customProperties": [
         *           {
         *             "key": "AutoRefreshStatusInterval",
         *             "value": "0.00:05:00"
         *           }
         *         ]
         *       },
         *       "source": {
         *         "sourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
         *         "sourceCode": "acme.erp-sync",
         *         "applicationCode": "acme-erp",
         *         "isRegistered": true,
         *         "enabled": true,
         *         "description": "Acme ERP customers and products",
         *         "consumerCode": "acme-erp",
         *         "consumerType": "Webhook",
         *         "consumerWebhookUrl": "https://erp.acme.example/hooks/platform",
         *         "customProperties": []
         *       },
         *       "consumer": {
         *         "consumerCode": "acme-erp",
         *         "consumerChannel": "Webhook",
         *         "consumerIsConnected": true,
         *         "consumerStatus": "Healthy",
         *         "consumerWebhookUrl": "https://erp.acme.example/hooks/platform"
         *       }
         *     }
         */
        IntegrationAgentSettings: {
            agent?: components["schemas"]["Agent"];
            source?: components["schemas"]["Source"];
            consumer?: components["schemas"]["Consumer"];
        };
        /**
         * IntegrationAgentSettingsRequest
         * @description Body of POST and PATCH Settings and of PATCH OnPremiseSettings: "`{ agentDefinition {description, customProperties}, sourceDefinition {description, customProperties, consumerType, consumerWebhookUrl} }`. An empty object `{}` only ensures and returns the registration." "For PATCH-style bodies, null means no change and an empty string clears the value."
         * @example {
         *       "agentDefinition": {
         *         "description": "Acme ERP synchronisation",
         *         "customProperties": [
         *           {
         *             "key": "AutoRefreshStatusInterval",
         *             "value": "0.00:05:00"
         *           }
         *         ]
         *       },
         *       "sourceDefinition": {
         *         "description": "Acme ERP customers and products",
         *         "consumerType": "Webhook",
         *         "consumerWebhookUrl": "https://erp.acme.example/hooks/platform"
         *       }
         *     }
         * @example {}
         */
        IntegrationAgentSettingsRequest: {
            /** @description The agent's settings; null means no change. */
            agentDefinition?: components["schemas"]["AgentDefinition"] | null;
            /** @description The data source's settings; null means no change. */
            sourceDefinition?: components["schemas"]["SourceDefinition"] | null;
        };
        /**
         * IntegrationAgentStatuses
         * @description Answer of `GET /api/v2/IntegrationAgents/Statuses`: "`{ sourceId, statuses {totalCount, items[]} }`".
         * @example {
         *       "sourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
         *       "statuses": {
         *         "totalCount": 1,
         *         "items": [
         *           {
         *             "statusItemId": "2d6f9a3e-4c81-4b5d-9e27-6a0f3c8d1b45",
         *             "operationId": "5a8d2f17-3c6e-4b90-a1d4-8e7f2c5b9a06",
         *             "isLive": true,
         *             "isReady": true,
         *             "verboseStatus": [
         *               "ERP API reachable"
         *             ],
         *             "utcTimestamp": "2026-11-20T08:15:30Z",
         *             "createdOn": "2026-11-20T08:15:31Z"
         *           }
         *         ]
         *       }
         *     }
         */
        IntegrationAgentStatuses: {
            /** Format: uuid */
            sourceId?: string;
            statuses?: components["schemas"]["AgentStatusRecordCollection"];
        };
        /**
         * IntegrationAgentSupportedFeatures
         * @description Answer of `GET /api/v2/IntegrationAgents/SupportedFeatures`: "`{ sourceId, application, supportedFeatures {totalCount, items[]} }`". The reference lists the members of `application` ("id, code, name, isNative, isOnPremise, released, deleted") without their types.
         * @example {
         *       "sourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
         *       "application": {
         *         "id": "f3a5c7e9-1b2d-4f60-8a9c-0e2b4d6f8a15",
         *         "code": "acme-erp",
         *         "name": "Acme ERP",
         *         "isNative": false,
         *         "isOnPremise": false,
         *         "released": true,
         *         "deleted": false
         *       },
         *       "supportedFeatures": {
         *         "totalCount": 1,
         *         "items": [
         *           {
         *             "applicationUsage": "Input",
         *             "featureUsage": "Input",
         *             "featureId": "4a9e2c71-6b3d-4e58-8f10-2d7c5b9a3e64",
         *             "feature": {
         *               "id": "4a9e2c71-6b3d-4e58-8f10-2d7c5b9a3e64",
         *               "code": "CustomerMasterData",
         *               "name": "Customer master data",
         *               "released": true,
         *               "deleted": false
         *             }
         *           }
         *         ]
         *       }
         *     }
         */
        IntegrationAgentSupportedFeatures: {
            /** Format: uuid */
            sourceId?: string;
            application?: {
                /** Format: uuid */
                id?: string;
                code?: string;
                /** @description Name of the application; shown localized in integration profile items. */
                name?: string | components["schemas"]["LocalizedValue"];
                isNative?: boolean;
                isOnPremise?: boolean;
                released?: boolean;
                deleted?: boolean;
            };
            supportedFeatures?: components["schemas"]["SupportedFeatureCollection"];
        };
        /**
         * IntegrationAgentTransformations
         * @description Answer of `GET /api/v2/IntegrationAgents/Transformations`: "`{ sourceId, transformations {totalCount, items[]} }`".
         * @example {
         *       "sourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
         *       "transformations": {
         *         "totalCount": 1,
         *         "items": [
         *           {
         *             "customCode": "acme-customers",
         *             "description": "Acme ERP customers to the Customer model",
         *             "mappings": [
         *               {
         *                 "entityId": "Customer",
         *                 "modelId": "9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58",
         *                 "priority": 1,
         *                 "transformationType": "Default",
         *                 "autoMapFields": true,
         *                 "isSupplementary": false,
         *                 "mappings": [
         *                   {
         *                     "sourceFieldName": "CompanyName",
         *                     "targetFieldName": "Name",
         *                     "transformationType": "Default",
         *                     "aggregateFunction": "None"
         *                   }
         *                 ]
         *               }
         *             ]
         *           }
         *         ]
         *       }
         *     }
         */
        IntegrationAgentTransformations: {
            /** Format: uuid */
            sourceId?: string;
            transformations?: components["schemas"]["InputTransformationCollection"];
        };
        /**
         * IntegrationProfile
         * @description The current integration profile: "`{ isSelected: bool, items[], id: uuid, released: bool, deleted: bool }`". "An integration profile is the effective tenant-wide configuration of active integration scenarios and features. In profile mode the publisher sources that a consumer sees are filtered automatically by the profile." "Integration definitions: an integration map contains business areas with scenarios. A scenario has at most one input feature and at most one output feature. A feature provides a list of data models and may include other features. An integration request asks to change the profile."
         * @example {
         *       "isSelected": true,
         *       "id": "c8f2a4d6-1e3b-4a79-9d5c-7b0e2f6a8c13",
         *       "released": true,
         *       "deleted": false,
         *       "items": [
         *         {
         *           "dataSourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
         *           "applicationId": "f3a5c7e9-1b2d-4f60-8a9c-0e2b4d6f8a15",
         *           "application": {
         *             "id": "f3a5c7e9-1b2d-4f60-8a9c-0e2b4d6f8a15",
         *             "code": "acme-erp",
         *             "name": {
         *               "values": [
         *                 {
         *                   "locale": "en-US",
         *                   "value": "Acme ERP"
         *                 }
         *               ]
         *             }
         *           },
         *           "featureId": "4a9e2c71-6b3d-4e58-8f10-2d7c5b9a3e64",
         *           "feature": {
         *             "id": "4a9e2c71-6b3d-4e58-8f10-2d7c5b9a3e64",
         *             "code": "CustomerMasterData",
         *             "name": {
         *               "values": [
         *                 {
         *                   "locale": "en-US",
         *                   "value": "Customer master data"
         *                 }
         *               ]
         *             }
         *           },
         *           "applicationUsage": "Input",
         *           "inputModelIds": [
         *             "9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58"
         *           ]
         *         }
         *       ]
         *     }
         */
        IntegrationProfile: {
            isSelected?: boolean;
            items?: components["schemas"]["IntegrationProfileItem"][];
            /** Format: uuid */
            id?: string;
            released?: boolean;
            deleted?: boolean;
        };
        /**
         * IntegrationProfileItem
         * @description An item of the current integration profile: "dataSourceId, applicationId, application {id, code, name localized}, featureId, feature {id, code, name localized}, applicationUsage (`Input` seen), inputModelIds (array of uuid)". The reference gives the types of `inputModelIds` and of the localized names only.
         * @example {
         *       "dataSourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
         *       "applicationId": "f3a5c7e9-1b2d-4f60-8a9c-0e2b4d6f8a15",
         *       "application": {
         *         "id": "f3a5c7e9-1b2d-4f60-8a9c-0e2b4d6f8a15",
         *         "code": "acme-erp",
         *         "name": {
         *           "values": [
         *             {
         *               "locale": "en-US",
         *               "value": "Acme ERP"
         *             }
         *           ]
         *         }
         *       },
         *       "featureId": "4a9e2c71-6b3d-4e58-8f10-2d7c5b9a3e64",
         *       "feature": {
         *         "id": "4a9e2c71-6b3d-4e58-8f10-2d7c5b9a3e64",
         *         "code": "CustomerMasterData",
         *         "name": {
         *           "values": [
         *             {
         *               "locale": "en-US",
         *               "value": "Customer master data"
         *             },
         *             {
         *               "locale": "cs-CZ",
         *               "value": "Kmenová data zákazníků"
         *             }
         *           ]
         *         }
         *       },
         *       "applicationUsage": "Input",
         *       "inputModelIds": [
         *         "9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58"
         *       ]
         *     }
         */
        IntegrationProfileItem: {
            /** Format: uuid */
            dataSourceId?: string;
            /** Format: uuid */
            applicationId?: string;
            application?: {
                /** Format: uuid */
                id?: string;
                code?: string;
                /** @description Localized name. */
                name?: components["schemas"]["LocalizedValue"];
            };
            /** Format: uuid */
            featureId?: string;
            feature?: {
                /** Format: uuid */
                id?: string;
                code?: string;
                /** @description Localized name. */
                name?: components["schemas"]["LocalizedValue"];
            };
            applicationUsage?: components["schemas"]["ApplicationUsage"];
            inputModelIds?: string[];
        };
        /**
         * KeyValuePair
         * @description One `{key, value}` pair, as used by `customProperties`, `customFields` and the `fields` payload form. The reference gives no type for `value` ("array of {key, value}"), so any JSON value is accepted.
         * @example {
         *       "key": "ApplicationUrl",
         *       "value": "https://app.example.com/customer-42"
         *     }
         */
        KeyValuePair: {
            key: string;
            /** @description Any JSON value; its type depends on the key. */
            value?: unknown;
        };
        /**
         * LocalizedValue
         * @description Data type "Localized value": "object `{ values: [ { locale, value } ] }`". It is the localized form of Text and MultilineText ("may be localized"). "Every data type accepts JSON null, so use null rather than an invalid or empty contract. Every type can be a collection (JSON array)."
         * @example {
         *       "values": [
         *         {
         *           "locale": "cs-CZ",
         *           "value": "Velkoobchod"
         *         },
         *         {
         *           "locale": "en-US",
         *           "value": "Wholesale"
         *         }
         *       ]
         *     }
         * @example null
         */
        LocalizedValue: null | {
            values: {
                /** @description Locale of the text, for example `cs-CZ`. */
                locale: string;
                /** @description The text in that locale. */
                value: string;
            }[];
        } | ({
            values: {
                locale: string;
                value: string;
            }[];
        } | null)[];
        /**
         * LookupEntity
         * @description Data type LookupEntity: "reference to a data record: either scalar key fields in the record, or one object (array of objects) holding the key fields". With scalar key fields the key values are ordinary fields of the published record that the transformation maps; the value of the LookupEntity property itself is then one object holding the key fields, an IncomingLookupObject (`_type` = `IncomingLookupObject` with `externalId`, or `sourceRecordId` with `sourceEntityId`), or an array of such objects. In query results "A LookupEntity property is returned as the referenced record. When requested through includeLookupProperties it carries `Included`: true when included successfully, false when requested but not included, null when not requested." "Every data type accepts JSON null, so use null rather than an invalid or empty contract. Every type can be a collection (JSON array)."
         * @example {
         *       "_type": "IncomingLookupObject",
         *       "externalId": "CZ.Country.0d9b5e27-4a1c-4f3b-8e6d-2c7a9f1b5e40"
         *     }
         * @example {
         *       "_type": "IncomingLookupObject",
         *       "sourceRecordId": "100234",
         *       "sourceEntityId": "Customer"
         *     }
         */
        LookupEntity: null | {
            [key: string]: unknown;
        } | ({
            [key: string]: unknown;
        } | null)[];
        /**
         * MappingDirective
         * @description Mapping directive (v2 request, "top level and per item"). "Each queue item is converted by input transformations (entity mappings) or by mapping directives sent with the data." "Before data is sent, the agent needs either input transformations or mapping directives."
         * @example {
         *       "modelId": "9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58",
         *       "priority": 1,
         *       "transformationType": "Default",
         *       "options": [],
         *       "preserveEntityMapping": false,
         *       "replaceCommonFields": true,
         *       "replaceCustomFields": false,
         *       "mandantCodeIsRequired": true
         *     }
         */
        MappingDirective: {
            /** Format: uuid */
            modelId?: string;
            /**
             * Format: int32
             * @description An "int"; written as int32, the platform's int (the width is otherwise not shown).
             */
            priority?: number;
            transformationType?: components["schemas"]["TransformationType"];
            /** @description Array of key/value pairs. */
            options?: components["schemas"]["KeyValuePair"][];
            preserveEntityMapping?: boolean;
            replaceCommonFields?: boolean;
            replaceCustomFields?: boolean;
            mandantCodeIsRequired?: boolean;
        };
        /**
         * MultilineText
         * @description Data type MultilineText: "string with line breaks; may be localized" (the localized form is a LocalizedValue). "Every data type accepts JSON null, so use null rather than an invalid or empty contract. Every type can be a collection (JSON array)."
         * @example Deliver to the rear entrance.
         *     Call 30 minutes ahead.
         * @example null
         */
        MultilineText: (string | null) | (string | null)[] | components["schemas"]["LocalizedValue"];
        /**
         * NestedEntity
         * @description Data type NestedEntity: "either scalar fields mapped by the transformation (nested model mapping), or an object/array of objects (nested object mapping)". With nested model mapping the nested fields are ordinary scalar fields of the published record; with nested object mapping the property holds one object or an array of objects. "Every data type accepts JSON null, so use null rather than an invalid or empty contract. Every type can be a collection (JSON array)."
         * @example [
         *       {
         *         "Street": "Vinohradská 12",
         *         "City": "Praha",
         *         "PostalCode": "12000"
         *       }
         *     ]
         * @example null
         */
        NestedEntity: null | {
            [key: string]: unknown;
        } | ({
            [key: string]: unknown;
        } | null)[];
        /**
         * OperatingLogCategory
         * @description Category of an operating log item (response only): "`Custom` or `Custom|<category>` for outside-set categories" (a `customCategory` sent on create "is stored as `Custom|<value>`"), or one of the system-level categories. The set is closed as the reference closes it: a category outside the system-level set is returned as `Custom` or `Custom|<category>`, so no other text is a category.
         * @example Custom|Customers
         * @example Custom
         * @example LookupEntityReference
         */
        OperatingLogCategory: components["schemas"]["SystemLevelCategory"] | string;
        /**
         * OperatingLogItem
         * @description An operating log item as `GET /api/v1/OperatingLogs` returns it: the created item plus the response-only `id`, `createdOn` and `category`. "The operating log is an end-to-end log of data operations. Its items are grouped by operationId and qualified by operation type." Optional members may be null or absent. The usage rules of OperatingLogItemCreate (Begin/End pairs share a scopeId, `Validation` is `ConsumeData` feedback with `Warning` or `Error` and a publisherSourceId, `ActionRequest`/`ActionResponse` belong to `Coordination`) are checked on the body a client writes, not on returned items: "A component that does not follow these rules is excluded from performance statistics", so the log can hold items that break them, and one such item must not make a whole page invalid.
         * @example {
         *       "id": "e2b4d6f8-5a7c-4e91-b3d5-8f0a2c4e6b17",
         *       "operationId": "5a8d2f17-3c6e-4b90-a1d4-8e7f2c5b9a06",
         *       "operationType": "InputData",
         *       "activityType": "Application|Begin",
         *       "createdOn": "2026-11-20T08:15:01Z",
         *       "severity": "Info",
         *       "systemLevel": false,
         *       "category": "Custom|Customers",
         *       "customCategory": "Customers",
         *       "message": "Reading changed customers from the ERP",
         *       "source": "acme.erp-sync",
         *       "agentId": "3b9f6c2e-7a41-4d8b-9e05-1c6a2f8d4b73",
         *       "sourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
         *       "utcTimestamp": "2026-11-20T08:15:00Z",
         *       "scopeId": "read-customers"
         *     }
         */
        OperatingLogItem: {
            /**
             * Format: uuid
             * @description Response only.
             */
            id?: string;
            /** Format: uuid */
            operationId?: string | null;
            operationType?: components["schemas"]["OperationType"];
            /** @description Optional. */
            activityType?: components["schemas"]["ActivityType"] | null;
            /**
             * Format: date-time
             * @description Response only.
             */
            createdOn?: string;
            severity?: components["schemas"]["Severity"];
            /**
             * @description Default false; true marks a system-level item.
             * @default false
             */
            systemLevel?: boolean;
            /** @description Response only; "`Custom` or `Custom|<category>` for outside-set categories", or a system-level category. */
            category?: components["schemas"]["OperatingLogCategory"];
            /** @description Optional; "stored as `Custom|<value>`". */
            customCategory?: string | null;
            message?: string;
            /** @description Optional. */
            details?: string[] | null;
            /** @description Optional. */
            customFields?: components["schemas"]["KeyValuePair"][] | null;
            /** @description Human-readable owner identifier. */
            source?: string;
            /**
             * Format: uuid
             * @description Owner data agent, optional.
             */
            agentId?: string | null;
            /**
             * Format: uuid
             * @description Owner data source, optional.
             */
            sourceId?: string | null;
            /**
             * Format: uuid
             * @description Optional; "used in `ConsumeData` context".
             */
            publisherSourceId?: string | null;
            /**
             * Format: date-time
             * @description Optional occurrence time.
             */
            utcTimestamp?: string | null;
            /** @description Optional begin/end pair identifier. */
            scopeId?: string | null;
        };
        /**
         * OperatingLogItemCollection
         * @description A page of operating log items, `{ totalCount, items[] }`.
         */
        OperatingLogItemCollection: components["schemas"]["PagedCollection"] & {
            items: components["schemas"]["OperatingLogItem"][];
        };
        /**
         * OperatingLogItemCreate
         * @description Body of `POST /api/v1/OperatingLogs`: "the operating log item (response-only fields excluded)" (`id`, `createdOn` and `category` are response only, so a body that carries one is refused). "The operating log is an end-to-end log of data operations. Its items are grouped by operationId and qualified by operation type." The members marked optional in the reference are optional; the others are required. Usage rules: "Publisher logging uses operationType `InputData`. Minimal logging is `Application|Start` and `Application|Finish`. Typical logging adds `Application|Begin`/`Application|End` pairs in between." "Consumer logging that queries data uses `ConsumeData` with `Application|Start` and `Application|Finish`, and optional pairs." "Consumer logging that responds to a notification uses `ConsumeData` with `Application|Ack` and `Application|Finish`, and optional pairs." "Every Begin/End pair shares one scopeId. Several pairs with different scopeIds are allowed and are aggregated." "`Validation` feedback carries severity `Warning` or `Error`, operationType `ConsumeData`, and publisherSourceId." "`ProcessingResult` carries `Info` or `Warning` on success and `Error` on failure, with optional details." "`ActionRequest` and `ActionResponse` belong to `Coordination`." "A component that does not follow these rules is excluded from performance statistics (mean, median, min, max over a period) and from the generated Gantt chart of a single operation."
         * @example {
         *       "operationId": "5a8d2f17-3c6e-4b90-a1d4-8e7f2c5b9a06",
         *       "operationType": "InputData",
         *       "activityType": "Application|Begin",
         *       "severity": "Info",
         *       "customCategory": "Customers",
         *       "message": "Reading changed customers from the ERP",
         *       "source": "acme.erp-sync",
         *       "agentId": "3b9f6c2e-7a41-4d8b-9e05-1c6a2f8d4b73",
         *       "sourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
         *       "utcTimestamp": "2026-11-20T08:15:00Z",
         *       "scopeId": "read-customers"
         *     }
         */
        OperatingLogItemCreate: {
            /**
             * Format: uuid
             * @description Optional; "taken from a received notification or created as a new GUID".
             */
            operationId?: string;
            operationType: components["schemas"]["OperationType"];
            /** @description Optional. */
            activityType?: components["schemas"]["ActivityType"];
            severity: components["schemas"]["Severity"];
            /**
             * @description Optional, "default false; true marks a system-level item".
             * @default false
             */
            systemLevel?: boolean;
            /** @description Optional; "stored as `Custom|<value>`" (the `category` of the item). */
            customCategory?: string;
            message: string;
            /** @description Optional. */
            details?: string[];
            /** @description Optional. */
            customFields?: components["schemas"]["KeyValuePair"][];
            /** @description Human-readable owner identifier. */
            source: string;
            /**
             * Format: uuid
             * @description Owner data agent, optional.
             */
            agentId?: string;
            /**
             * Format: uuid
             * @description Owner data source, optional.
             */
            sourceId?: string;
            /**
             * Format: uuid
             * @description Optional; "used in `ConsumeData` context".
             */
            publisherSourceId?: string;
            /**
             * Format: date-time
             * @description Optional occurrence time.
             */
            utcTimestamp?: string;
            /** @description Optional begin/end pair identifier; `Application|Begin` and `Application|End` "must share one scopeId". */
            scopeId?: string;
        } & (unknown & unknown & unknown);
        /**
         * OperatingLogItemCreateResult
         * @description The 201 body of `POST /api/v1/OperatingLogs`. "The endpoint description says the body is the identifier (uuid) of the created item. Examples show the created item object with id, createdOn and category." Both forms are accepted: a uuid string or an OperatingLogItem.
         * @example e2b4d6f8-5a7c-4e91-b3d5-8f0a2c4e6b17
         */
        OperatingLogItemCreateResult: string | components["schemas"]["OperatingLogItem"];
        /**
         * OperationScope
         * @description Operation scope, a query filter of the operating log: "`PublishData`, `PublishDataWithConsumerFeedback`, `ConsumerFeedbackOnly`, `ConsumeData`, `AgentStatus` (legacy), `Coordination` (experimental)." Scope guidance: "`PublishData` is the publisher side only. `PublishDataWithConsumerFeedback` is end-to-end and is used with operationId. `ConsumerFeedbackOnly` is consumer feedback from all consumers. `ConsumeData` is the consumer side, typically with sourceId and a time window. `AgentStatus` is filtered by agentId or agentCode. `Coordination` is used with operationId."
         * @enum {string}
         */
        OperationScope: "PublishData" | "PublishDataWithConsumerFeedback" | "ConsumerFeedbackOnly" | "ConsumeData" | "AgentStatus" | "Coordination";
        /**
         * OperationType
         * @description Operation type of an operating log item: "`InputData`, `Transform`, `ConsumeData`, `AgentStatus`, `Coordination`". "Its items are grouped by operationId and qualified by operation type." "Publisher logging uses operationType `InputData`."
         * @enum {string}
         */
        OperationType: "InputData" | "Transform" | "ConsumeData" | "AgentStatus" | "Coordination";
        /**
         * PagedCollection
         * @description The collection shape every list endpoint answers: "Collection responses are `{ totalCount, items[] }`. Paging parameters are `offset` (default 0) and `limit` (default 100) unless stated otherwise." A concrete collection extends this schema with `allOf` and gives `items` its item schema. `totalCount` is a count, so it is never negative (`minimum: 0`); its width (int64) is not shown.
         */
        PagedCollection: {
            /**
             * Format: int64
             * @description Number of items that match the request, across all pages.
             */
            totalCount: number;
            /** @description The items of the requested page (`offset`, `limit`). */
            items: unknown;
        };
        /**
         * ProblemDetails
         * @description Error body (`application/problem+json`). The reference says error bodies are "a problem-details object" and that the "Fields of the problem-details object: not shown", so the members of RFC 9457 are described as optional and the object stays open.
         * @example {
         *       "type": "https://tools.ietf.org/html/rfc9110#section-15.5.5",
         *       "title": "Not Found",
         *       "status": 404
         *     }
         */
        ProblemDetails: {
            /** @description URI reference identifying the problem type (RFC 9457). */
            type?: string;
            /** @description Short summary of the problem type (RFC 9457). */
            title?: string;
            /** @description The HTTP status code (RFC 9457). */
            status?: number;
            /** @description Explanation specific to this occurrence (RFC 9457). */
            detail?: string;
            /** @description URI reference identifying this occurrence (RFC 9457). */
            instance?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * PublishedValue
         * @description A value of a model-specific field, published in `data` or returned in a data record: one of the data types of published values ("model-specific fields | per data type"). "Every data type accepts JSON null, so use null rather than an invalid or empty contract. Every type can be a collection (JSON array)." An object that names a typed contract in `_type` (`CurrencyNumber`, `FileReference`, `IncomingLookupObject`) must be a valid value of that contract, alone or inside an array. Which data type a field has is defined by its data model. Inside a collection an item may be null, as a serializer writes an unset item (the reference does not exclude it); a collection holds values of its one data type, so `[1, "x", true]` is not a collection of any type.
         */
        PublishedValue: (components["schemas"]["Text"] | components["schemas"]["MultilineText"] | components["schemas"]["LocalizedValue"] | components["schemas"]["TwoOptions"] | components["schemas"]["WholeNumber"] | components["schemas"]["DecimalNumber"] | components["schemas"]["UniqueIdentifier"] | components["schemas"]["Date"] | components["schemas"]["UtcDateTime"] | components["schemas"]["LookupEntity"] | components["schemas"]["NestedEntity"] | components["schemas"]["CurrencyNumber"] | components["schemas"]["FileReference"]) & unknown & unknown & unknown & unknown;
        /**
         * PublishingItem
         * @description An item sent to the input queue of the publisher's data source. "A publisher sends records to the input queue of its data source. Each queue item is converted by input transformations (entity mappings) or by mapping directives sent with the data." The payload is either `fields` (form 1) or `data` (form 2): "only one of fields and data may be set". Values follow the data types of published values; "A lookup reference inside data may be an object with `_type` = `IncomingLookupObject` and either `externalId` or the pair `sourceRecordId` and `sourceEntityId`." Lookup rules for mandant data: "A non-mandant record cannot reference a mandant-specific record." "To publish the same data to several owning organizations, publish it once per organization." `incompleteData` is "on the request, not on the item". The V1 start and append bodies require `entityId` and `recordId` (PublishingItemV1); V2 items add mapping directives (PublishingItemV2).
         */
        PublishingItem: {
            /** @description Defaults to `entityId`. */
            entityMappingId?: string;
            /** @description Source entity, used to build externalId. Required in V1. */
            entityId?: string;
            /** @description Source record key, used to build externalId. Required in V1. */
            recordId?: string;
            /**
             * Format: uuid
             * @description Optional ("referenceId | uuid | no"); null, as a serializer writes an unset member, means none.
             */
            referenceId?: string | null;
            /** @description The owning mandant (organization) code; null for non-mandant data. */
            mandantCode?: string | null;
            /** @description Payload form 1, an array of `{key, value}`. Only one of `fields` and `data` may be set. */
            fields?: components["schemas"]["KeyValuePair"][];
            /** @description Payload form 2, an object whose members are the record's fields, each a value of a data type of published values. Only one of `fields` and `data` may be set. */
            data?: {
                [key: string]: components["schemas"]["PublishedValue"];
            };
            /** @description Tenant/organization-specific payload. */
            customData?: {
                [key: string]: unknown;
            };
            /** @description Upsert (false) or delete (true). */
            isDeleted?: boolean;
        };
        /**
         * PublishingItemV1
         * @description An item of the V1 start and append bodies (`/api/v1/SourcingData/EnqueueDataBySourceId`): a PublishingItem with "`entityId` and `recordId` ... required per item".
         * @example {
         *       "entityId": "Customer",
         *       "recordId": "100234",
         *       "mandantCode": "12345678|CZ",
         *       "data": {
         *         "CompanyName": "Horák a syn s.r.o."
         *       },
         *       "isDeleted": false
         *     }
         */
        PublishingItemV1: components["schemas"]["PublishingItem"] & {
            entityId: string;
            recordId: string;
        };
        /**
         * PublishingItemV2
         * @description An item of the V2 start and append bodies: "`{ mappingDirectives[], entityMappingId, entityId, recordId, referenceId, mappingDirective fields, mandantCode, data, customData, isDeleted }`", that is a PublishingItem that also carries the fields of a mapping directive (modelId, priority, transformationType, options, preserveEntityMapping, replaceCommonFields, replaceCustomFields, mandantCodeIsRequired) and its own `mappingDirectives`. "Mapping directive (v2 request, top level and per item)". The V2 body listing does not repeat `fields`, but the item table names it "payload form 1" of every item, so a V2 item may carry it (never together with `data`).
         * @example {
         *       "entityId": "Customer",
         *       "recordId": "100234",
         *       "mandantCode": "12345678|CZ",
         *       "modelId": "9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58",
         *       "data": {
         *         "Name": "Horák a syn s.r.o."
         *       },
         *       "isDeleted": false
         *     }
         */
        PublishingItemV2: components["schemas"]["PublishingItem"] & components["schemas"]["MappingDirective"] & {
            /** @description Mapping directives of this item. */
            mappingDirectives?: components["schemas"]["MappingDirective"][];
        };
        /**
         * PublishingRequestV1
         * @description Body of the V1 start and append operations: "`{ items[], incompleteData }`". "In the v1 start body, `entityId` and `recordId` are required per item." "Publishing: about 500 records per request is recommended. A queue item has a technical maximum of roughly 3000 to 4000 items, depending on JSON size. Use start and append to build larger units."
         * @example {
         *       "items": [
         *         {
         *           "entityId": "Customer",
         *           "recordId": "100234",
         *           "referenceId": "7c3e5a19-8d2b-4f64-a0c7-1b9e6d4f2a83",
         *           "mandantCode": "12345678|CZ",
         *           "data": {
         *             "CompanyName": "Horák a syn s.r.o.",
         *             "CreditLimit": "15000.00|CZK"
         *           },
         *           "isDeleted": false
         *         }
         *       ],
         *       "incompleteData": false
         *     }
         */
        PublishingRequestV1: {
            items?: components["schemas"]["PublishingItemV1"][];
            /** @description On the request, not on the item. Appending records is accepted only while the queue item is `Pending` ("waiting for additional data during enqueuing"). */
            incompleteData?: boolean;
        };
        /**
         * PublishingRequestV2
         * @description Body of the V2 start and append operations: "`{ mappingDirectives[], items[ { mappingDirectives[], entityMappingId, entityId, recordId, referenceId, mappingDirective fields, mandantCode, data, customData, isDeleted } ], incompleteData }`". "Before data is sent, the agent needs either input transformations or mapping directives. Sent data goes to the input queue, is processed by them, and is published to subscribed agents." "In integration profile mode, publishing uses featureId and scenarioId. Each queue item is assigned to exactly one feature and scenario, so the publisher splits its data accordingly. The placement of these two parameters is not shown."
         * @example {
         *       "mappingDirectives": [
         *         {
         *           "modelId": "9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58",
         *           "priority": 1,
         *           "transformationType": "Default",
         *           "replaceCommonFields": true,
         *           "mandantCodeIsRequired": true
         *         }
         *       ],
         *       "items": [
         *         {
         *           "entityId": "Customer",
         *           "recordId": "100234",
         *           "referenceId": "7c3e5a19-8d2b-4f64-a0c7-1b9e6d4f2a83",
         *           "mandantCode": "12345678|CZ",
         *           "data": {
         *             "Name": "Horák a syn s.r.o.",
         *             "CreditLimit": {
         *               "_type": "CurrencyNumber",
         *               "value": 15000,
         *               "currencyCode": "CZK"
         *             },
         *             "Contract": {
         *               "_type": "FileReference",
         *               "source": {
         *                 "accessLevel": "Private",
         *                 "fileId": "0c5e7a91-3d2f-4b68-9a14-6e8c2b0d4f37"
         *               },
         *               "fileName": "framework-contract-2026.pdf"
         *             },
         *             "Country": {
         *               "_type": "IncomingLookupObject",
         *               "sourceRecordId": "CZ",
         *               "sourceEntityId": "Country"
         *             }
         *           },
         *           "isDeleted": false
         *         }
         *       ],
         *       "incompleteData": false
         *     }
         */
        PublishingRequestV2: {
            /** @description Mapping directives for the whole request (top level). */
            mappingDirectives?: components["schemas"]["MappingDirective"][];
            items?: components["schemas"]["PublishingItemV2"][];
            /** @description On the request, not on the item. */
            incompleteData?: boolean;
        };
        /**
         * QueryingRecord
         * @description A record as a query answers it: PascalCase property names by default (DataRecord), camelCase with the option `CC1` ("comma-separated: `CC1`/`cc1` camelCase property names"). The answer's schema cannot depend on the query, so it is either form; a client that does not send `CC1` reads DataRecord, one that does reads DataRecordCamelCase.
         */
        QueryingRecord: components["schemas"]["DataRecord"] | components["schemas"]["DataRecordCamelCase"];
        /**
         * QueryingRecordCollection
         * @description "Collection result: `{ totalCount, items[] }`" of records as a query answers them. "Records are sorted by modification time, newest first." A page is in one case: PascalCase property names by default (DataRecordCollection), camelCase with the option `CC1` (DataRecordCamelCaseCollection). The answer's schema cannot depend on the query, so it is either; a client that does not send `CC1` reads DataRecordCollection.
         */
        QueryingRecordCollection: components["schemas"]["DataRecordCollection"] | components["schemas"]["DataRecordCamelCaseCollection"];
        /**
         * QueueItemStatus
         * @description Input queue item status (EdgeEnqueueDataStatus): `Started` just started (initial); `Pending` waiting for additional data during enqueuing; `Completed` enqueuing finished, ready to process; `Canceled` canceled by user or system to avoid unrecoverable failure (terminal); `Running` data being processed; `Success` processing succeeded and data updated (terminal); `Failed` processing failed and no data changed (terminal). "Appending records is accepted only while the item is `Pending`." "Transitions: not shown."
         * @enum {string}
         */
        QueueItemStatus: "Started" | "Pending" | "Completed" | "Canceled" | "Running" | "Success" | "Failed";
        /**
         * QueueItemStatusRecord
         * @description Queue item status record of the input queue. "A queue item is one unit of work. All records must transform successfully, otherwise the item fails and no data is updated." "`errorMessage` is available for `Failed` and `Canceled`." "A status change is announced by the event EnqueueDataStatusChanged when the consumer flag enqueueDataStatus is on." The append operation answers a subset of it: "`{ sourceId, queueItemId, operationId, createdOn, completedOn, status }`". The reference does not say whether the times not reached yet and `errorMessage` are null or absent, so both are accepted.
         * @example {
         *       "sourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
         *       "queueItemId": "8e4b1d6a-9f2c-4a73-b5e8-0c1d7a3f6b92",
         *       "operationId": "5a8d2f17-3c6e-4b90-a1d4-8e7f2c5b9a06",
         *       "createdOn": "2026-11-20T08:15:30Z",
         *       "completedOn": "2026-11-20T08:15:31Z",
         *       "finishedOn": "2026-11-20T08:15:33Z",
         *       "status": "Success",
         *       "wasSuccess": true,
         *       "wasFailure": false,
         *       "errorMessage": null
         *     }
         */
        QueueItemStatusRecord: {
            /** Format: uuid */
            sourceId?: string;
            /** Format: uuid */
            queueItemId?: string;
            /** Format: uuid */
            operationId?: string;
            /**
             * Format: date-time
             * @description UTC.
             */
            createdOn?: string;
            /**
             * Format: date-time
             * @description UTC.
             */
            completedOn?: string | null;
            /**
             * Format: date-time
             * @description UTC.
             */
            finishedOn?: string | null;
            status?: components["schemas"]["QueueItemStatus"];
            /** @description Processed and data updated. */
            wasSuccess?: boolean;
            /** @description Failed or canceled. */
            wasFailure?: boolean;
            /** @description For `Failed` and `Canceled`. */
            errorMessage?: string | null;
        };
        /**
         * QueueItemStatusRecordCollection
         * @description A page of queue item status records, `{ totalCount, items[] }`, latest first.
         */
        QueueItemStatusRecordCollection: components["schemas"]["PagedCollection"] & {
            items: components["schemas"]["QueueItemStatusRecord"][];
        };
        /**
         * RateLimitInterval
         * @description "Rate limit intervals are `Second`, `Minute`, `Hour`, `Day`." Consumer delivery rate is rateLimit messages per rateLimitInterval.
         * @enum {string}
         */
        RateLimitInterval: "Second" | "Minute" | "Hour" | "Day";
        /**
         * Severity
         * @description Severity (StatusSeverity): `Info`, `Warning`, `Error`.
         * @enum {string}
         */
        Severity: "Info" | "Warning" | "Error";
        /**
         * Source
         * @description The data source of an integration agent registration (`source` of the settings response). "consumerType `Grpc` or `Webhook` is mandatory for external applications. `None` is used for native applications. An on-premise agent uses `Grpc` or `Webhook`." `consumerWebhookUrl` is "mandatory when `Webhook`". Optional fields may be null or absent.
         * @example {
         *       "sourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
         *       "sourceCode": "acme.erp-sync",
         *       "applicationCode": "acme-erp",
         *       "isRegistered": true,
         *       "enabled": true,
         *       "description": "Acme ERP customers and products",
         *       "consumerCode": "acme-erp",
         *       "consumerType": "Webhook",
         *       "consumerWebhookUrl": "https://erp.acme.example/hooks/platform",
         *       "customProperties": []
         *     }
         */
        Source: {
            /**
             * Format: uuid
             * @description Data-source identifier.
             */
            sourceId?: string;
            sourceCode?: string;
            /** @description Global application code. */
            applicationCode?: string;
            /** @description Registered in the given tenant. */
            isRegistered?: boolean;
            /** @description Enabled in the given tenant. */
            enabled?: boolean;
            /** @description Optional. */
            description?: string | null;
            /** @description Message consumer code. "For cloud external applications the consumer code is the global application code. For on-premise agents it is the agent code." */
            consumerCode?: string;
            consumerType?: components["schemas"]["ConsumerType"];
            /** @description Mandatory when `consumerType` is `Webhook`. */
            consumerWebhookUrl?: string | null;
            /** @description Optional. */
            customProperties?: components["schemas"]["KeyValuePair"][] | null;
        };
        /**
         * SourceDefinition
         * @description `sourceDefinition` of the settings request body: "sourceDefinition {description, customProperties, consumerType, consumerWebhookUrl}". "For PATCH-style bodies, null means no change and an empty string clears the value." "consumerType `Grpc` or `Webhook` is mandatory for external applications. `None` is used for native applications. An on-premise agent uses `Grpc` or `Webhook`." "consumerWebhookUrl | mandatory when `Webhook`": because null (or leaving the member out) means no change, a body that sets `Webhook` and leaves the address unchanged is accepted, and only a body that sets `Webhook` and clears the address (`""`) in the same body is refused; whether the stored data source already has an address is the platform's check.
         * @example {
         *       "description": "Acme ERP customers and products",
         *       "consumerType": "Webhook",
         *       "consumerWebhookUrl": "https://erp.acme.example/hooks/platform"
         *     }
         * @example {
         *       "description": null,
         *       "consumerType": "Webhook",
         *       "consumerWebhookUrl": null
         *     }
         */
        SourceDefinition: {
            /** @description Description of the data source. "null means no change and an empty string clears the value." */
            description?: string | null;
            /** @description Custom properties of the data source; null means no change. */
            customProperties?: components["schemas"]["KeyValuePair"][] | null;
            /** @description "`None`, `Grpc` or `Webhook`"; "null means no change and an empty string clears the value." */
            consumerType?: components["schemas"]["ConsumerType"] | "" | null;
            /** @description Webhook address, "mandatory when `Webhook`". "null means no change and an empty string clears the value." */
            consumerWebhookUrl?: components["schemas"]["WebhookAddress"] | "" | null;
        };
        /**
         * SupportedFeature
         * @description A feature the application supports (`supportedFeatures.items[]`). The reference lists the members of `feature` (id, code, name, released, deleted) without their types; the types below follow `featureId` (uuid) and the integration profile resources.
         * @example {
         *       "applicationUsage": "Input",
         *       "featureUsage": "Input",
         *       "featureId": "4a9e2c71-6b3d-4e58-8f10-2d7c5b9a3e64",
         *       "feature": {
         *         "id": "4a9e2c71-6b3d-4e58-8f10-2d7c5b9a3e64",
         *         "code": "CustomerMasterData",
         *         "name": "Customer master data",
         *         "released": true,
         *         "deleted": false
         *       }
         *     }
         */
        SupportedFeature: {
            applicationUsage?: components["schemas"]["ApplicationUsage"];
            /** @description `Input` (and `Output` in profile items). */
            featureUsage?: components["schemas"]["FeatureUsage"];
            /** Format: uuid */
            featureId?: string;
            feature?: {
                /** Format: uuid */
                id?: string;
                code?: string;
                /** @description Name of the feature; shown localized in integration profile items. */
                name?: string | components["schemas"]["LocalizedValue"];
                released?: boolean;
                deleted?: boolean;
            };
        };
        /**
         * SupportedFeatureCollection
         * @description A page of supported features, `{ totalCount, items[] }`.
         */
        SupportedFeatureCollection: components["schemas"]["PagedCollection"] & {
            items: components["schemas"]["SupportedFeature"][];
        };
        /**
         * SupportedFeaturesPatch
         * @description Body of `PATCH /api/v2/IntegrationAgents/SupportedFeatures`: "`{ upsert[ {featureCode, featureUsage} ], remove[ featureCode ], removeAll }`". "`remove` lists feature codes. `removeAll` removes all except those preserved by upsert."
         * @example {
         *       "upsert": [
         *         {
         *           "featureCode": "CustomerMasterData",
         *           "featureUsage": "Input"
         *         }
         *       ],
         *       "remove": [
         *         "ProductCatalogue"
         *       ],
         *       "removeAll": false
         *     }
         */
        SupportedFeaturesPatch: {
            /** @description Features to insert or update; null means no change. */
            upsert?: {
                featureCode: string;
                featureUsage?: components["schemas"]["FeatureUsage"];
            }[] | null;
            /** @description Feature codes to remove; null means no change. */
            remove?: string[] | null;
            /** @description Removes all features except those preserved by `upsert`. Null means no change ("For PATCH-style bodies, null means no change"). */
            removeAll?: boolean | null;
        };
        /**
         * SystemLevelCategory
         * @description Categories of system-level operating log items ("`systemLevel` ... true marks a system-level item"): "`LookupEntityReference`, `InputDataConversion`, `InputDataLocalization`, `InputDataProjection`, `MappingTransformation`."
         * @enum {string}
         */
        SystemLevelCategory: "LookupEntityReference" | "InputDataConversion" | "InputDataLocalization" | "InputDataProjection" | "MappingTransformation";
        /**
         * Text
         * @description Data type Text: "string; may be localized" (the localized form is a LocalizedValue). "Every data type accepts JSON null, so use null rather than an invalid or empty contract. Every type can be a collection (JSON array)."
         * @example Acme Trading s.r.o.
         * @example {
         *       "values": [
         *         {
         *           "locale": "cs-CZ",
         *           "value": "Velkoobchod"
         *         },
         *         {
         *           "locale": "en-US",
         *           "value": "Wholesale"
         *         }
         *       ]
         *     }
         */
        Text: (string | null) | (string | null)[] | components["schemas"]["LocalizedValue"];
        /**
         * TimeSpan
         * @description A time span "written as d.hh:mm:ss" (days, hours, minutes, seconds), as the custom property `AutoRefreshStatusInterval` takes it. The pattern is that stated form and nothing looser: the reference shows no other text (such as `hh:mm:ss` without days, or fractions of a second), and `formatTimeSpan` of `@integration-platform/contracts/values` writes this form. In a PATCH-style body the property may also be `""` (clears it) or null (no change); see AgentCustomProperty.
         * @example 0.00:05:00
         * @example 1.00:00:00
         */
        TimeSpan: string;
        /**
         * TransformationType
         * @description Transformation type of an entity mapping (`mappings[].transformationType`: "`Default`, `Custom`") and of a mapping directive ("`Default` or `Custom`"). Field mappings show `Default` only.
         * @enum {string}
         */
        TransformationType: "Default" | "Custom";
        /**
         * TransformationsPatch
         * @description Body of `PATCH /api/v2/IntegrationAgents/Transformations`: "`{ upsert[], remove[], removeAll }`". "`upsert` inserts or updates definitions by customCode. `remove` lists customCodes to remove unless preserved by upsert. `removeAll` removes all except those preserved by upsert."
         * @example {
         *       "upsert": [
         *         {
         *           "customCode": "acme-customers",
         *           "description": "Acme ERP customers to the Customer model",
         *           "mappings": [
         *             {
         *               "entityId": "Customer",
         *               "modelId": "9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58",
         *               "priority": 1,
         *               "transformationType": "Default",
         *               "autoMapFields": true,
         *               "isSupplementary": false,
         *               "mappings": [
         *                 {
         *                   "sourceFieldName": "CompanyName",
         *                   "targetFieldName": "Name",
         *                   "transformationType": "Default",
         *                   "aggregateFunction": "None"
         *                 }
         *               ]
         *             }
         *           ]
         *         }
         *       ],
         *       "remove": [
         *         "acme-contacts-legacy"
         *       ],
         *       "removeAll": false
         *     }
         */
        TransformationsPatch: {
            /** @description Definitions to insert or update, matched by `customCode`; null means no change. */
            upsert?: components["schemas"]["InputTransformation"][] | null;
            /** @description customCodes to remove, unless preserved by `upsert`; null means no change. */
            remove?: string[] | null;
            /** @description Removes all definitions except those preserved by `upsert`. Null means no change ("For PATCH-style bodies, null means no change"). */
            removeAll?: boolean | null;
        };
        /**
         * TwoOptions
         * @description Data type TwoOptions: "boolean, or boolean as string". "Every data type accepts JSON null, so use null rather than an invalid or empty contract. Every type can be a collection (JSON array)." "Boolean as string" is read as the words `true` and `false` (in any letter case); `1`/`0` are numbers, not booleans as strings.
         * @example true
         * @example false
         * @example null
         */
        TwoOptions: (boolean | null) | string | (null | boolean | string)[];
        /**
         * UniqueIdentifier
         * @description Data type UniqueIdentifier: "GUID string". "Every data type accepts JSON null, so use null rather than an invalid or empty contract. Every type can be a collection (JSON array)." A "GUID string" is the hyphenated 8-4-4-4-12 form (`format: uuid`), which every identifier of the reference uses; other GUID spellings (braces) are not shown.
         * @example 7c3e5a19-8d2b-4f64-a0c7-1b9e6d4f2a83
         * @example null
         */
        UniqueIdentifier: (string | null) | (string | null)[];
        /**
         * UtcDateTime
         * @description Data type UtcDateTime: "ISO 8601 date-time in UTC" (offset `Z` or `+00:00`). "Every data type accepts JSON null, so use null rather than an invalid or empty contract. Every type can be a collection (JSON array)." The offset must be UTC, as the data type says "in UTC"; a date-time without an offset is not known to be UTC and is refused.
         * @example 2026-11-20T08:15:30Z
         * @example null
         */
        UtcDateTime: (string | null) | (string | null)[];
        /**
         * WebhookAddress
         * Format: uri
         * @description A consumer's webhook address, where "the message gateway sends `POST {webhook_url}/{messageType}/{contractType}/{messageId}`": an absolute `http` or `https` URL with a host (the consumer "accept[s] only HTTPS"; plain http serves local tests). The pattern asks for a host right after the scheme, so `https://`, `https://?x` and `https://:80` are refused here as the sandbox refuses them. Its allowed schemes beyond https are not shown; the sandbox refuses any other scheme, credentials in it, a fragment, and an address of more than 2,048 characters (its own bound: the platform's is not shown either).
         * @example https://erp.acme.example/hooks/platform
         */
        WebhookAddress: string;
        /**
         * WholeNumber
         * @description Data type WholeNumber: "64-bit integer, or as string". "Every data type accepts JSON null, so use null rather than an invalid or empty contract. Every type can be a collection (JSON array)." The string form is the digits of the integer with an optional sign, nothing around them.
         * @example 250
         * @example 9007199254740993
         * @example null
         */
        WholeNumber: (number | null) | string | (null | number | string)[];
    };
    responses: {
        /** @description The agent is not registered: "for Settings/Transformations/Statuses/SupportedFeatures GET it means the agent is not registered; body is a problem-details object". */
        AgentNotRegistered: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://tools.ietf.org/html/rfc9110#section-15.5.5",
                 *       "title": "Not Found",
                 *       "status": 404,
                 *       "detail": "The integration agent is not registered in the tenant."
                 *     }
                 */
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
        /** @description "invalid request or filter (malformed GUID, invalid body); body is a problem-details object". "Conditions that cause 400 per endpoint beyond those above: not shown." */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://tools.ietf.org/html/rfc9110#section-15.5.1",
                 *       "title": "Bad Request",
                 *       "status": 400,
                 *       "detail": "The value 'not-a-guid' is not valid for sourceId."
                 *     }
                 */
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
        /** @description "invalid request or filter (malformed GUID, invalid body)". A HEAD answer carries no body (the GET answer's body is a problem-details object). */
        HeadBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description Resource not found. A HEAD answer carries no body (the GET answer's body is a problem-details object). */
        HeadNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description The bearer token is valid but lacks what the call needs: "The scope `apiim` is required by the data service." The reference shows neither the status nor the body of this answer: 403 is the status RFC 6750 (section 3.1, `insufficient_scope`) gives a token without the scope a call requires, and the body is left open. */
        InsufficientScope: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /** @example  */
                "*/*": unknown;
            };
        };
        /** @description Resource not found; the body is a problem-details object. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://tools.ietf.org/html/rfc9110#section-15.5.5",
                 *       "title": "Not Found",
                 *       "status": 404
                 *     }
                 */
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
        /** @description "querying requirements not satisfied, for example no integration profile". The reference calls the 400 and 404 bodies "a problem-details object" but says nothing of the 412 body, so it is left open. */
        PreconditionFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /** @example No integration profile is selected for the tenant. */
                "*/*": unknown;
            };
        };
        /** @description The bearer token is missing or refused. "All endpoints need a bearer token" (data integration service); "Order and file service calls use a bearer token"; a webhook consumer must "Require the `Bearer` scheme" and "Validate the signature (RS256 only)". The reference shows neither the status nor the body of this answer: 401 is the status RFC 6750 (section 3.1) gives a request without a valid bearer token, and the body is left open. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /** @example  */
                "*/*": unknown;
            };
        };
    };
    parameters: {
        /**
         * @description Optional on every V1 data-agent endpoint: "`Public` shared or `Private` tenant; chosen automatically when unset".
         * @example Private
         */
        DataAgentsAccessLevel: components["schemas"]["AccessLevel"];
        /**
         * @description Optional. "The `clientId` parameter is for support users' diagnostics only." "An integration agent is identified by the service account of the token."
         * @example acme.erp-sync
         */
        DataIntegrationClientId: string;
        /**
         * @description Optional data source (uuid) of the integration agent. "Optional query `sourceId` (uuid) on every endpoint below except ConfigureConsumer."
         * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
         */
        IntegrationAgentSourceId: string;
        /**
         * @description Optional data source (uuid). "All are GET with optional query `sourceId` (uuid)."
         * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
         */
        IntegrationProfileSourceId: string;
        /**
         * @description Maximum number of items to return ("`limit` (default 100)"). "Maximum allowed value of limit: not shown."
         * @example 100
         */
        Limit: number;
        /**
         * @description Number of items to skip ("`offset` (default 0)").
         * @example 0
         */
        Offset: number;
        /**
         * @description All mandant-specific and non-mandant data.
         * @example false
         */
        QueryingAllMandants: boolean;
        /**
         * @description External identifier (`<recordId>.<entityId>.<sourceId>`); "single record or empty result".
         * @example 100234.Customer.6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
         */
        QueryingExternalId: string;
        /**
         * @description Feature (uuid), profile mode.
         * @example 4a9e2c71-6b3d-4e58-8f10-2d7c5b9a3e64
         */
        QueryingFeatureId: string;
        /**
         * @description "include recently deleted records (kept for a limited time only)"; they carry `deleted`. RecordDeleted "is the event after which a consumer may read deleted records with includeDeleted to synchronize keys." "Deleted records stay readable for a limited time only. The duration: not shown."
         * @example false
         */
        QueryingIncludeDeleted: boolean;
        /**
         * @description "comma-separated properties or navigation paths, for example `A,B.C`". An included LookupEntity property is returned as the referenced record with `Included` "true when included successfully, false when requested but not included, null when not requested". "Properties flagged IsPublished in the model are included automatically."
         * @example Country,Owner.Address
         */
        QueryingIncludeLookupProperties: string;
        /**
         * @description Mandant (organization) code; "returns mandant-specific and non-mandant data; when null, non-mandant data only".
         * @example 12345678|CZ
         */
        QueryingMandantCode: string;
        /**
         * @description The data model to read (uuid); required. The reference lists it among the common V2 query parameters as "modelId | uuid | required", and applies that table to every V2 querying endpoint, including the result-oriented ones; it is required there too.
         * @example 9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58
         */
        QueryingModelId: string;
        /**
         * @description Start of the modification range (ISO 8601 date-time). "A consumer keeps the timestamp of data already read and polls for newer data."
         * @example 2026-11-20T08:00:00Z
         */
        QueryingModifiedFrom: string;
        /**
         * @description End of the modification range (ISO 8601 date-time).
         * @example 2026-11-20T09:00:00Z
         */
        QueryingModifiedTo: string;
        /**
         * @description Virtual operation context (see operating log).
         * @example 5a8d2f17-3c6e-4b90-a1d4-8e7f2c5b9a06
         */
        QueryingOperationId: string;
        /**
         * @description "comma-separated: `CC1`/`cc1` camelCase property names, `CN1`/`cn1` typed CurrencyNumber contract (default is string form)". With `CC1` the records follow DataRecordCamelCase instead of DataRecord; the answers are typed QueryingRecord, either form. The pattern admits exactly the four codes the reference names, in a comma list: it names no other option, and an unknown, empty or trailing item would be a request the reference gives no meaning to.
         * @example CC1,CN1
         */
        QueryingOptions: string;
        /**
         * @description Publisher data source filter; "legacy mode only; forbidden in integration profile mode" (in profile mode "publisher sources are filtered automatically").
         * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
         */
        QueryingPublisherSourceId: string;
        /**
         * @description Internal record identifier (`Id.RecordId`).
         * @example 1e7a4c93-2b5d-4f08-8c6e-9d3b1a2f7e40
         */
        QueryingRecordId: string;
        /**
         * @description Reference identifier, "string or uuid"; "may return several records".
         * @example 7c3e5a19-8d2b-4f64-a0c7-1b9e6d4f2a83
         */
        QueryingReferenceId: string;
        /**
         * @description The data-changes result, the "processed queue item identifier" (the result id "equals the publisher's input queue item identifier").
         * @example 8e4b1d6a-9f2c-4a73-b5e8-0c1d7a3f6b92
         */
        QueryingResultId: string;
        /**
         * @description Business scenario (uuid), profile mode. "Consuming in profile mode also uses featureId and scenarioId. The consumer reads data by its assignment, and publisher sources are filtered automatically."
         * @example b1d7e3a5-2c94-4f6e-8a0b-5e3c9d7f1a28
         */
        QueryingScenarioId: string;
        /**
         * @description "own-source filter; a bypass for testing in profile mode". "`selfSourceId` and `selfSourceOnly` serve testing against the consumer's own published data."
         * @example false
         */
        QueryingSelfSourceOnly: boolean;
        /**
         * @description Data source (uuid), optional. (V2 filters by publisher with `publisherSourceId`; in V1 `sourceId` is the publisher filter and `selfSourceId` the consumer's own source.)
         * @example 2a4c6e8f-0b1d-4f3a-8c5e-7d9f1b3a5c70
         */
        QueryingSourceId: string;
        /**
         * @description The data model (uuid).
         * @example 9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58
         */
        QueryingV1ModelId: string;
        /**
         * @description Required; "the consumer's own data source". "`selfSourceId` and `selfSourceOnly` serve testing against the consumer's own published data."
         * @example 2a4c6e8f-0b1d-4f3a-8c5e-7d9f1b3a5c70
         */
        QueryingV1SelfSourceId: string;
        /**
         * @description "publisher filter; legacy mode only and forbidden in scenario mode". (V2 names this filter `publisherSourceId`, typed string.)
         * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
         */
        QueryingV1SourceId: string;
        /**
         * @description The input queue item (uuid), as the start operation answered it.
         * @example 8e4b1d6a-9f2c-4a73-b5e8-0c1d7a3f6b92
         */
        SourcingQueueItemId: string;
        /**
         * @description The publisher's data source (uuid). "Path parameter `sourceId` (uuid)."
         * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
         */
        SourcingSourceId: string;
        /**
         * @description Maximum number of items to return. "For the v1 agent, model and status lists the defaults are not stated", so no default is given. "Maximum allowed value of limit: not shown."
         * @example 100
         */
        V1ListLimit: number;
        /**
         * @description Number of items to skip. "For the v1 agent, model and status lists the defaults are not stated", so no default is given.
         * @example 0
         */
        V1ListOffset: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getIntegrationAgentSettings: {
        parameters: {
            query?: {
                /**
                 * @description Optional data source (uuid) of the integration agent. "Optional query `sourceId` (uuid) on every endpoint below except ConfigureConsumer."
                 * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                sourceId?: components["parameters"]["IntegrationAgentSourceId"];
                /**
                 * @description Optional. "The `clientId` parameter is for support users' diagnostics only." "An integration agent is identified by the service account of the token."
                 * @example acme.erp-sync
                 */
                clientId?: components["parameters"]["DataIntegrationClientId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The registration `{ agent, source, consumer }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationAgentSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["AgentNotRegistered"];
        };
    };
    postIntegrationAgentSettings: {
        parameters: {
            query?: {
                /**
                 * @description Optional data source (uuid) of the integration agent. "Optional query `sourceId` (uuid) on every endpoint below except ConfigureConsumer."
                 * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                sourceId?: components["parameters"]["IntegrationAgentSourceId"];
                /**
                 * @description Optional. "The `clientId` parameter is for support users' diagnostics only." "An integration agent is identified by the service account of the token."
                 * @example acme.erp-sync
                 */
                clientId?: components["parameters"]["DataIntegrationClientId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IntegrationAgentSettingsRequest"];
            };
        };
        responses: {
            /** @description "registration returned as in GET". The status code is not given; 200 is assumed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "agent": {
                     *         "agentId": "3b9f6c2e-7a41-4d8b-9e05-1c6a2f8d4b73",
                     *         "agentCode": "acme.erp-sync",
                     *         "enabled": true,
                     *         "description": "Acme ERP synchronisation",
                     *         "customProperties": [
                     *           {
                     *             "key": "AutoRefreshStatusInterval",
                     *             "value": "0.00:05:00"
                     *           }
                     *         ]
                     *       },
                     *       "source": {
                     *         "sourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                     *         "sourceCode": "acme.erp-sync",
                     *         "applicationCode": "acme-erp",
                     *         "isRegistered": true,
                     *         "enabled": true,
                     *         "description": "Acme ERP customers and products",
                     *         "consumerCode": "acme-erp",
                     *         "consumerType": "Webhook",
                     *         "consumerWebhookUrl": "https://erp.acme.example/hooks/platform",
                     *         "customProperties": []
                     *       },
                     *       "consumer": {
                     *         "consumerCode": "acme-erp",
                     *         "consumerChannel": "Webhook",
                     *         "consumerIsConnected": false,
                     *         "consumerStatus": "Healthy",
                     *         "consumerWebhookUrl": "https://erp.acme.example/hooks/platform"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["IntegrationAgentSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
        };
    };
    patchIntegrationAgentSettings: {
        parameters: {
            query?: {
                /**
                 * @description Optional data source (uuid) of the integration agent. "Optional query `sourceId` (uuid) on every endpoint below except ConfigureConsumer."
                 * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                sourceId?: components["parameters"]["IntegrationAgentSourceId"];
                /**
                 * @description Optional. "The `clientId` parameter is for support users' diagnostics only." "An integration agent is identified by the service account of the token."
                 * @example acme.erp-sync
                 */
                clientId?: components["parameters"]["DataIntegrationClientId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IntegrationAgentSettingsRequest"];
            };
        };
        responses: {
            /** @description Settings updated. The status code and the body are not given. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
        };
    };
    getIntegrationAgentOnPremiseSettings: {
        parameters: {
            query?: {
                /**
                 * @description Optional data source (uuid) of the integration agent. "Optional query `sourceId` (uuid) on every endpoint below except ConfigureConsumer."
                 * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                sourceId?: components["parameters"]["IntegrationAgentSourceId"];
                /**
                 * @description Optional. "The `clientId` parameter is for support users' diagnostics only." "An integration agent is identified by the service account of the token."
                 * @example acme.erp-sync
                 */
                clientId?: components["parameters"]["DataIntegrationClientId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The registration `{ agent, source, consumer }`. The status code is not given; 200 is assumed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "agent": {
                     *         "agentId": "0e2c4a68-9b1d-4f35-8c7e-a1d3f5b7c9e2",
                     *         "agentCode": "acme.erp-onprem-7f3k2",
                     *         "enabled": true
                     *       },
                     *       "source": {
                     *         "sourceId": "5d7f9b13-2e4a-4c68-9a0e-b3d5f7a9c1e4",
                     *         "sourceCode": "acme.erp-onprem-7f3k2",
                     *         "applicationCode": "acme-erp",
                     *         "isRegistered": true,
                     *         "enabled": true,
                     *         "consumerCode": "acme.erp-onprem-7f3k2",
                     *         "consumerType": "Grpc"
                     *       },
                     *       "consumer": {
                     *         "consumerCode": "acme.erp-onprem-7f3k2",
                     *         "consumerChannel": "gRPC",
                     *         "consumerIsConnected": true,
                     *         "consumerStatus": "Healthy"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["IntegrationAgentSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
        };
    };
    patchIntegrationAgentOnPremiseSettings: {
        parameters: {
            query?: {
                /**
                 * @description Optional data source (uuid) of the integration agent. "Optional query `sourceId` (uuid) on every endpoint below except ConfigureConsumer."
                 * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                sourceId?: components["parameters"]["IntegrationAgentSourceId"];
                /**
                 * @description Optional. "The `clientId` parameter is for support users' diagnostics only." "An integration agent is identified by the service account of the token."
                 * @example acme.erp-sync
                 */
                clientId?: components["parameters"]["DataIntegrationClientId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "agentDefinition": {
                 *         "description": "Acme ERP on-premise connector, plant Brno"
                 *       },
                 *       "sourceDefinition": {
                 *         "consumerType": "Grpc"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["IntegrationAgentSettingsRequest"];
            };
        };
        responses: {
            /** @description The on-premise agent updated. The status code and the body are not given. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
        };
    };
    configureIntegrationAgentConsumer: {
        parameters: {
            query?: {
                /**
                 * @description Optional. "The `clientId` parameter is for support users' diagnostics only." "An integration agent is identified by the service account of the token."
                 * @example acme.erp-sync
                 */
                clientId?: components["parameters"]["DataIntegrationClientId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfigureConsumerRequest"];
            };
        };
        responses: {
            /** @description Consumer configured. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
        };
    };
    getIntegrationAgentTransformations: {
        parameters: {
            query?: {
                /**
                 * @description Optional data source (uuid) of the integration agent. "Optional query `sourceId` (uuid) on every endpoint below except ConfigureConsumer."
                 * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                sourceId?: components["parameters"]["IntegrationAgentSourceId"];
                /**
                 * @description Optional. "The `clientId` parameter is for support users' diagnostics only." "An integration agent is identified by the service account of the token."
                 * @example acme.erp-sync
                 */
                clientId?: components["parameters"]["DataIntegrationClientId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The input transformations of the data source. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "sourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                     *       "transformations": {
                     *         "totalCount": 1,
                     *         "items": [
                     *           {
                     *             "customCode": "acme-customers",
                     *             "description": "Acme ERP customers to the Customer model",
                     *             "mappings": [
                     *               {
                     *                 "entityId": "Customer",
                     *                 "modelId": "9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58",
                     *                 "priority": 1,
                     *                 "transformationType": "Default",
                     *                 "autoMapFields": false,
                     *                 "isSupplementary": false,
                     *                 "mappings": [
                     *                   {
                     *                     "sourceFieldName": "CompanyName",
                     *                     "targetFieldName": "Name",
                     *                     "transformationType": "Default",
                     *                     "aggregateFunction": "None"
                     *                   },
                     *                   {
                     *                     "sourceFieldName": "CreditLimitCzk",
                     *                     "targetFieldName": "CreditLimit",
                     *                     "transformationType": "Default",
                     *                     "aggregateFunction": "None"
                     *                   }
                     *                 ]
                     *               }
                     *             ]
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["IntegrationAgentTransformations"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["AgentNotRegistered"];
        };
    };
    patchIntegrationAgentTransformations: {
        parameters: {
            query?: {
                /**
                 * @description Optional data source (uuid) of the integration agent. "Optional query `sourceId` (uuid) on every endpoint below except ConfigureConsumer."
                 * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                sourceId?: components["parameters"]["IntegrationAgentSourceId"];
                /**
                 * @description Optional. "The `clientId` parameter is for support users' diagnostics only." "An integration agent is identified by the service account of the token."
                 * @example acme.erp-sync
                 */
                clientId?: components["parameters"]["DataIntegrationClientId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransformationsPatch"];
            };
        };
        responses: {
            /** @description Transformations changed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
        };
    };
    getIntegrationAgentStatuses: {
        parameters: {
            query?: {
                /**
                 * @description Optional data source (uuid) of the integration agent. "Optional query `sourceId` (uuid) on every endpoint below except ConfigureConsumer."
                 * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                sourceId?: components["parameters"]["IntegrationAgentSourceId"];
                /**
                 * @description Optional. "The `clientId` parameter is for support users' diagnostics only." "An integration agent is identified by the service account of the token."
                 * @example acme.erp-sync
                 */
                clientId?: components["parameters"]["DataIntegrationClientId"];
                /**
                 * @description Number of items to skip ("`offset` (default 0)").
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Maximum number of items to return ("`limit` (default 100)"). "Maximum allowed value of limit: not shown."
                 * @example 100
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Virtual operation of the status records.
                 * @example 5a8d2f17-3c6e-4b90-a1d4-8e7f2c5b9a06
                 */
                operationId?: string;
                /**
                 * @description One status record.
                 * @example 2d6f9a3e-4c81-4b5d-9e27-6a0f3c8d1b45
                 */
                statusItemId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the agent's status records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "sourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                     *       "statuses": {
                     *         "totalCount": 2,
                     *         "items": [
                     *           {
                     *             "statusItemId": "2d6f9a3e-4c81-4b5d-9e27-6a0f3c8d1b45",
                     *             "operationId": "5a8d2f17-3c6e-4b90-a1d4-8e7f2c5b9a06",
                     *             "isLive": true,
                     *             "isReady": true,
                     *             "verboseStatus": [
                     *               "ERP API reachable"
                     *             ],
                     *             "utcTimestamp": "2026-11-20T08:15:30Z",
                     *             "createdOn": "2026-11-20T08:15:31Z"
                     *           },
                     *           {
                     *             "statusItemId": "6b8d0f2a-7c93-4e15-a8b6-1d3f5a7c9e02",
                     *             "operationId": "5a8d2f17-3c6e-4b90-a1d4-8e7f2c5b9a06",
                     *             "isLive": true,
                     *             "isReady": false,
                     *             "verboseStatus": [
                     *               "ERP API returned 503 Service Unavailable"
                     *             ],
                     *             "utcTimestamp": "2026-11-20T08:10:30Z",
                     *             "createdOn": "2026-11-20T08:10:31Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["IntegrationAgentStatuses"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["AgentNotRegistered"];
        };
    };
    postIntegrationAgentStatus: {
        parameters: {
            query?: {
                /**
                 * @description Optional data source (uuid) of the integration agent. "Optional query `sourceId` (uuid) on every endpoint below except ConfigureConsumer."
                 * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                sourceId?: components["parameters"]["IntegrationAgentSourceId"];
                /**
                 * @description Optional. "The `clientId` parameter is for support users' diagnostics only." "An integration agent is identified by the service account of the token."
                 * @example acme.erp-sync
                 */
                clientId?: components["parameters"]["DataIntegrationClientId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgentStatusRecordCreate"];
            };
        };
        responses: {
            /** @description Response not shown. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
        };
    };
    getIntegrationAgentSupportedFeatures: {
        parameters: {
            query?: {
                /**
                 * @description Optional data source (uuid) of the integration agent. "Optional query `sourceId` (uuid) on every endpoint below except ConfigureConsumer."
                 * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                sourceId?: components["parameters"]["IntegrationAgentSourceId"];
                /**
                 * @description Optional. "The `clientId` parameter is for support users' diagnostics only." "An integration agent is identified by the service account of the token."
                 * @example acme.erp-sync
                 */
                clientId?: components["parameters"]["DataIntegrationClientId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The application and its supported features. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "sourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                     *       "application": {
                     *         "id": "f3a5c7e9-1b2d-4f60-8a9c-0e2b4d6f8a15",
                     *         "code": "acme-erp",
                     *         "name": "Acme ERP",
                     *         "isNative": false,
                     *         "isOnPremise": false,
                     *         "released": true,
                     *         "deleted": false
                     *       },
                     *       "supportedFeatures": {
                     *         "totalCount": 1,
                     *         "items": [
                     *           {
                     *             "applicationUsage": "Input",
                     *             "featureUsage": "Input",
                     *             "featureId": "4a9e2c71-6b3d-4e58-8f10-2d7c5b9a3e64",
                     *             "feature": {
                     *               "id": "4a9e2c71-6b3d-4e58-8f10-2d7c5b9a3e64",
                     *               "code": "CustomerMasterData",
                     *               "name": "Customer master data",
                     *               "released": true,
                     *               "deleted": false
                     *             }
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["IntegrationAgentSupportedFeatures"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["AgentNotRegistered"];
        };
    };
    patchIntegrationAgentSupportedFeatures: {
        parameters: {
            query?: {
                /**
                 * @description Optional data source (uuid) of the integration agent. "Optional query `sourceId` (uuid) on every endpoint below except ConfigureConsumer."
                 * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                sourceId?: components["parameters"]["IntegrationAgentSourceId"];
                /**
                 * @description Optional. "The `clientId` parameter is for support users' diagnostics only." "An integration agent is identified by the service account of the token."
                 * @example acme.erp-sync
                 */
                clientId?: components["parameters"]["DataIntegrationClientId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "upsert": [
                 *         {
                 *           "featureCode": "CustomerMasterData",
                 *           "featureUsage": "Input"
                 *         }
                 *       ],
                 *       "remove": [
                 *         "ProductCatalogue"
                 *       ],
                 *       "removeAll": false
                 *     }
                 */
                "application/json": components["schemas"]["SupportedFeaturesPatch"];
            };
        };
        responses: {
            /** @description Supported features changed. The status code and the body are not given. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
        };
    };
    getDataAgents: {
        parameters: {
            query?: {
                /**
                 * @description Optional on every V1 data-agent endpoint: "`Public` shared or `Private` tenant; chosen automatically when unset".
                 * @example Private
                 */
                accessLevel?: components["parameters"]["DataAgentsAccessLevel"];
                /**
                 * @description Provider code filter.
                 * @example acme
                 */
                ProviderCode?: string;
                /**
                 * @description Custom code filter.
                 * @example acme.erp-sync
                 */
                CustomCode?: string;
                /**
                 * @description Number of items to skip. "For the v1 agent, model and status lists the defaults are not stated", so no default is given.
                 * @example 0
                 */
                Offset?: components["parameters"]["V1ListOffset"];
                /**
                 * @description Maximum number of items to return. "For the v1 agent, model and status lists the defaults are not stated", so no default is given. "Maximum allowed value of limit: not shown."
                 * @example 100
                 */
                Limit?: components["parameters"]["V1ListLimit"];
                /**
                 * @description Include deleted data agents; default false.
                 * @example false
                 */
                includeDeleted?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of data-agent definitions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "totalCount": 1,
                     *       "items": [
                     *         {
                     *           "id": "3b9f6c2e-7a41-4d8b-9e05-1c6a2f8d4b73",
                     *           "code": "acme.erp-sync",
                     *           "enabled": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["DataAgentDefinitionCollection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
        };
    };
    createDataAgent: {
        parameters: {
            query?: {
                /**
                 * @description Optional on every V1 data-agent endpoint: "`Public` shared or `Private` tenant; chosen automatically when unset".
                 * @example Private
                 */
                accessLevel?: components["parameters"]["DataAgentsAccessLevel"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "3b9f6c2e-7a41-4d8b-9e05-1c6a2f8d4b73",
                 *       "code": "acme.erp-sync"
                 *     }
                 */
                "application/json": components["schemas"]["DataAgentDefinitionCreate"];
            };
        };
        responses: {
            /** @description The created data-agent definition. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3b9f6c2e-7a41-4d8b-9e05-1c6a2f8d4b73",
                     *       "code": "acme.erp-sync",
                     *       "enabled": true
                     *     }
                     */
                    "application/json": components["schemas"]["DataAgentDefinition"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
        };
    };
    headDataAgents: {
        parameters: {
            query?: {
                /**
                 * @description Optional on every V1 data-agent endpoint: "`Public` shared or `Private` tenant; chosen automatically when unset".
                 * @example Private
                 */
                accessLevel?: components["parameters"]["DataAgentsAccessLevel"];
                /**
                 * @description Provider code filter.
                 * @example acme
                 */
                ProviderCode?: string;
                /**
                 * @description Custom code filter.
                 * @example acme.erp-sync
                 */
                CustomCode?: string;
                /**
                 * @description Number of items to skip. "For the v1 agent, model and status lists the defaults are not stated", so no default is given.
                 * @example 0
                 */
                Offset?: components["parameters"]["V1ListOffset"];
                /**
                 * @description Maximum number of items to return. "For the v1 agent, model and status lists the defaults are not stated", so no default is given. "Maximum allowed value of limit: not shown."
                 * @example 100
                 */
                Limit?: components["parameters"]["V1ListLimit"];
                /**
                 * @description Include deleted data agents; default false.
                 * @example false
                 */
                includeDeleted?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The collection exists; no body. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["HeadBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
        };
    };
    getDataAgent: {
        parameters: {
            query?: {
                /**
                 * @description Optional on every V1 data-agent endpoint: "`Public` shared or `Private` tenant; chosen automatically when unset".
                 * @example Private
                 */
                accessLevel?: components["parameters"]["DataAgentsAccessLevel"];
            };
            header?: never;
            path: {
                /**
                 * @description The data agent: its uuid `id`, or, for GET and HEAD, "code string (unique code of the instance)" ("GET and HEAD /api/v1/DataAgents/{code}" is the same path). PUT and DELETE take the uuid only (their own `id` parameter says `format: uuid`).
                 * @example 3b9f6c2e-7a41-4d8b-9e05-1c6a2f8d4b73
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The data agent is registered; its definition. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3b9f6c2e-7a41-4d8b-9e05-1c6a2f8d4b73",
                     *       "code": "acme.erp-sync",
                     *       "enabled": true
                     *     }
                     */
                    "application/json": components["schemas"]["DataAgentDefinition"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
        };
    };
    updateDataAgent: {
        parameters: {
            query?: {
                /**
                 * @description Optional on every V1 data-agent endpoint: "`Public` shared or `Private` tenant; chosen automatically when unset".
                 * @example Private
                 */
                accessLevel?: components["parameters"]["DataAgentsAccessLevel"];
            };
            header?: never;
            path: {
                /**
                 * @description The data agent's uuid ("id uuid"); the code form is for GET and HEAD only.
                 * @example 3b9f6c2e-7a41-4d8b-9e05-1c6a2f8d4b73
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["DataAgentDefinitionUpdate"];
            };
        };
        responses: {
            /** @description The updated data-agent definition. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3b9f6c2e-7a41-4d8b-9e05-1c6a2f8d4b73",
                     *       "code": "acme.erp-sync",
                     *       "enabled": true
                     *     }
                     */
                    "application/json": components["schemas"]["DataAgentDefinition"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteDataAgent: {
        parameters: {
            query?: {
                /**
                 * @description Optional on every V1 data-agent endpoint: "`Public` shared or `Private` tenant; chosen automatically when unset".
                 * @example Private
                 */
                accessLevel?: components["parameters"]["DataAgentsAccessLevel"];
            };
            header?: never;
            path: {
                /**
                 * @description The data agent's uuid ("id uuid"); the code form is for GET and HEAD only.
                 * @example 3b9f6c2e-7a41-4d8b-9e05-1c6a2f8d4b73
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
        };
    };
    headDataAgent: {
        parameters: {
            query?: {
                /**
                 * @description Optional on every V1 data-agent endpoint: "`Public` shared or `Private` tenant; chosen automatically when unset".
                 * @example Private
                 */
                accessLevel?: components["parameters"]["DataAgentsAccessLevel"];
            };
            header?: never;
            path: {
                /**
                 * @description The data agent: its uuid `id`, or, for GET and HEAD, "code string (unique code of the instance)" ("GET and HEAD /api/v1/DataAgents/{code}" is the same path). PUT and DELETE take the uuid only (their own `id` parameter says `format: uuid`).
                 * @example 3b9f6c2e-7a41-4d8b-9e05-1c6a2f8d4b73
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The data agent is registered; no body. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["HeadBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["HeadNotFound"];
        };
    };
    switchDataAgentEnabled: {
        parameters: {
            query: {
                /**
                 * @description The new value of the data agent's `enabled` flag.
                 * @example true
                 */
                enabled: boolean;
                /**
                 * @description Optional on every V1 data-agent endpoint: "`Public` shared or `Private` tenant; chosen automatically when unset".
                 * @example Private
                 */
                accessLevel?: components["parameters"]["DataAgentsAccessLevel"];
            };
            header?: never;
            path: {
                /**
                 * @description The data agent (uuid).
                 * @example 3b9f6c2e-7a41-4d8b-9e05-1c6a2f8d4b73
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Switched; no body. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
        };
    };
    getDataAgentStatus: {
        parameters: {
            query?: {
                /**
                 * @description Optional on every V1 data-agent endpoint: "`Public` shared or `Private` tenant; chosen automatically when unset".
                 * @example Private
                 */
                accessLevel?: components["parameters"]["DataAgentsAccessLevel"];
                /**
                 * @description Data source filter (string).
                 * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                SourceId?: string;
                /**
                 * @description Virtual operation filter (string).
                 * @example 5a8d2f17-3c6e-4b90-a1d4-8e7f2c5b9a06
                 */
                OperationId?: string;
                /**
                 * @description Status record filter (string).
                 * @example 2d6f9a3e-4c81-4b5d-9e27-6a0f3c8d1b45
                 */
                StatusItemId?: string;
                /**
                 * @description Number of items to skip. "For the v1 agent, model and status lists the defaults are not stated", so no default is given.
                 * @example 0
                 */
                Offset?: components["parameters"]["V1ListOffset"];
                /**
                 * @description Maximum number of items to return. "For the v1 agent, model and status lists the defaults are not stated", so no default is given. "Maximum allowed value of limit: not shown."
                 * @example 100
                 */
                Limit?: components["parameters"]["V1ListLimit"];
            };
            header?: never;
            path: {
                /**
                 * @description The data agent (uuid).
                 * @example 3b9f6c2e-7a41-4d8b-9e05-1c6a2f8d4b73
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of agent status records (DataAgentStatusModel, fields not shown). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "totalCount": 1,
                     *       "items": [
                     *         {}
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["DataAgentStatusModelCollection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
        };
    };
    getDataModels: {
        parameters: {
            query?: {
                /**
                 * @description Number of items to skip. "For the v1 agent, model and status lists the defaults are not stated", so no default is given.
                 * @example 0
                 */
                Offset?: components["parameters"]["V1ListOffset"];
                /**
                 * @description Maximum number of items to return. "For the v1 agent, model and status lists the defaults are not stated", so no default is given. "Maximum allowed value of limit: not shown."
                 * @example 100
                 */
                Limit?: components["parameters"]["V1ListLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of data-model definitions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "totalCount": 2,
                     *       "items": [
                     *         {
                     *           "id": "9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58",
                     *           "code": "Customer"
                     *         },
                     *         {
                     *           "id": "0d9b5e27-4a1c-4f3b-8e6d-2c7a9f1b5e40",
                     *           "code": "Country"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["DataModelDefinitionCollection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
        };
    };
    headDataModels: {
        parameters: {
            query?: {
                /**
                 * @description Number of items to skip. "For the v1 agent, model and status lists the defaults are not stated", so no default is given.
                 * @example 0
                 */
                Offset?: components["parameters"]["V1ListOffset"];
                /**
                 * @description Maximum number of items to return. "For the v1 agent, model and status lists the defaults are not stated", so no default is given. "Maximum allowed value of limit: not shown."
                 * @example 100
                 */
                Limit?: components["parameters"]["V1ListLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The collection exists; no body. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["HeadBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
        };
    };
    getDataModel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The data model (uuid).
                 * @example 9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The data-model definition. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58",
                     *       "code": "Customer"
                     *     }
                     */
                    "application/json": components["schemas"]["DataModelDefinition"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteDataModel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The data model (uuid).
                 * @example 9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
        };
    };
    headDataModel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The data model (uuid).
                 * @example 9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The data model exists; no body. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["HeadBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["HeadNotFound"];
        };
    };
    getDataModelByCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The data model's code.
                 * @example Customer
                 */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The data-model definition. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58",
                     *       "code": "Customer"
                     *     }
                     */
                    "application/json": components["schemas"]["DataModelDefinition"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
        };
    };
    headDataModelByCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The data model's code.
                 * @example Customer
                 */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The data model exists; no body. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["HeadBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["HeadNotFound"];
        };
    };
    verifyDataObject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The data model (uuid).
                 * @example 9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "Name": "Horák a syn s.r.o.",
                 *       "CreditLimit": "15000.00|CZK"
                 *     }
                 */
                "application/json": components["schemas"]["DataObject"];
            };
        };
        responses: {
            /** @description The validation result (DataModelValidationResultModel, fields not shown). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example {} */
                    "application/json": components["schemas"]["DataModelValidationResultModel"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
        };
    };
    getDataSources: {
        parameters: {
            query?: {
                /**
                 * @description The data agent whose sources are listed; a uuid, as data agent ids are ("id uuid").
                 * @example 3b9f6c2e-7a41-4d8b-9e05-1c6a2f8d4b73
                 */
                AgentId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response not shown. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
        };
    };
    getDataSource: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The data source (uuid).
                 * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The data source is registered; the v1 data-source record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31"
                     *     }
                     */
                    "application/json": components["schemas"]["DataSourceRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
        };
    };
    importDataAgent: {
        parameters: {
            query?: {
                /**
                 * @description Allow updating an existing registration.
                 * @example true
                 */
                allowUpdate?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "3b9f6c2e-7a41-4d8b-9e05-1c6a2f8d4b73",
                 *       "code": "acme.erp-sync",
                 *       "description": "Acme ERP synchronisation",
                 *       "enabled": true
                 *     }
                 */
                "application/json": components["schemas"]["ImportDataAgentRequest"];
            };
        };
        responses: {
            /** @description Response not shown. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Response not shown. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
        };
    };
    importDataSource: {
        parameters: {
            query?: {
                /**
                 * @description Allow updating an existing registration.
                 * @example true
                 */
                allowUpdate?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                 *       "agentId": "3b9f6c2e-7a41-4d8b-9e05-1c6a2f8d4b73",
                 *       "name": "acme.erp-sync",
                 *       "description": "Acme ERP customers and products",
                 *       "enabled": true
                 *     }
                 */
                "application/json": components["schemas"]["ImportDataSourceRequest"];
            };
        };
        responses: {
            /** @description Response not shown. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Response not shown. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
        };
    };
    patchDataSourceIntegrationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The data source (uuid).
                 * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DataSourceIntegrationSettings"];
            };
        };
        responses: {
            /** @description Response not shown. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
        };
    };
    configureDataSourceConsumer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The data source (uuid).
                 * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfigureConsumerFlags"];
            };
        };
        responses: {
            /** @description Response not shown. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
        };
    };
    getEnqueuedDataBySourceId: {
        parameters: {
            query?: {
                /**
                 * @description Number of items to skip ("`offset` (default 0)").
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Maximum number of items to return ("`limit` (default 100)"). "Maximum allowed value of limit: not shown."
                 * @example 100
                 */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path: {
                /**
                 * @description The publisher's data source (uuid). "Path parameter `sourceId` (uuid)."
                 * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                sourceId: components["parameters"]["SourcingSourceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of queue item status records, latest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "totalCount": 2,
                     *       "items": [
                     *         {
                     *           "sourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                     *           "queueItemId": "8e4b1d6a-9f2c-4a73-b5e8-0c1d7a3f6b92",
                     *           "operationId": "5a8d2f17-3c6e-4b90-a1d4-8e7f2c5b9a06",
                     *           "createdOn": "2026-11-20T08:15:30Z",
                     *           "completedOn": "2026-11-20T08:15:31Z",
                     *           "finishedOn": "2026-11-20T08:15:33Z",
                     *           "status": "Success",
                     *           "wasSuccess": true,
                     *           "wasFailure": false,
                     *           "errorMessage": null
                     *         },
                     *         {
                     *           "sourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                     *           "queueItemId": "1f3a5c7e-9b2d-4e68-8a0c-4e6b8d0f2a13",
                     *           "operationId": "3c5e7a9b-1d2f-4a64-b8c0-9e1a3c5e7b24",
                     *           "createdOn": "2026-11-19T22:00:05Z",
                     *           "completedOn": "2026-11-19T22:00:06Z",
                     *           "finishedOn": "2026-11-19T22:00:09Z",
                     *           "status": "Failed",
                     *           "wasSuccess": false,
                     *           "wasFailure": true,
                     *           "errorMessage": "Record 100236.Customer: lookup Country 'XX' not found."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["QueueItemStatusRecordCollection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
        };
    };
    startEnqueueDataBySourceId: {
        parameters: {
            query?: {
                /**
                 * @description Optional virtual operation (see operating log) the queue item belongs to.
                 * @example 5a8d2f17-3c6e-4b90-a1d4-8e7f2c5b9a06
                 */
                operationId?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The publisher's data source (uuid). "Path parameter `sourceId` (uuid)."
                 * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                sourceId: components["parameters"]["SourcingSourceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PublishingRequestV1"];
            };
        };
        responses: {
            /** @description Processed synchronously ("An item below about 500 records may be processed synchronously (201)"). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueueItemStatusRecord"];
                };
            };
            /** @description Accepted for asynchronous processing ("Otherwise processing is asynchronous (202)"). */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueueItemStatusRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
        };
    };
    appendEnqueueDataBySourceId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The publisher's data source (uuid). "Path parameter `sourceId` (uuid)."
                 * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                sourceId: components["parameters"]["SourcingSourceId"];
                /**
                 * @description The input queue item (uuid), as the start operation answered it.
                 * @example 8e4b1d6a-9f2c-4a73-b5e8-0c1d7a3f6b92
                 */
                queueItemId: components["parameters"]["SourcingQueueItemId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PublishingRequestV1"];
            };
        };
        responses: {
            /** @description The queue item status after appending. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "sourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                     *       "queueItemId": "8e4b1d6a-9f2c-4a73-b5e8-0c1d7a3f6b92",
                     *       "operationId": "5a8d2f17-3c6e-4b90-a1d4-8e7f2c5b9a06",
                     *       "createdOn": "2026-11-20T08:15:30Z",
                     *       "completedOn": null,
                     *       "status": "Pending"
                     *     }
                     */
                    "application/json": components["schemas"]["QueueItemStatusRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
        };
    };
    getEnqueueDataStatusBySourceId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The publisher's data source (uuid). "Path parameter `sourceId` (uuid)."
                 * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                sourceId: components["parameters"]["SourcingSourceId"];
                /**
                 * @description The input queue item (uuid), as the start operation answered it.
                 * @example 8e4b1d6a-9f2c-4a73-b5e8-0c1d7a3f6b92
                 */
                queueItemId: components["parameters"]["SourcingQueueItemId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The queue item status record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueueItemStatusRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
        };
    };
    cancelEnqueueDataBySourceId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The publisher's data source (uuid). "Path parameter `sourceId` (uuid)."
                 * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                sourceId: components["parameters"]["SourcingSourceId"];
                /**
                 * @description The input queue item (uuid), as the start operation answered it.
                 * @example 8e4b1d6a-9f2c-4a73-b5e8-0c1d7a3f6b92
                 */
                queueItemId: components["parameters"]["SourcingQueueItemId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Canceled. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
        };
    };
    startEnqueueData: {
        parameters: {
            query: {
                /**
                 * @description The publisher's data source (uuid); required.
                 * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                SourceId: string;
                /**
                 * @description Optional. "The `clientId` parameter is for support users' diagnostics only." "An integration agent is identified by the service account of the token."
                 * @example acme.erp-sync
                 */
                clientId?: components["parameters"]["DataIntegrationClientId"];
                /**
                 * @description Optional virtual operation (see operating log).
                 * @example 5a8d2f17-3c6e-4b90-a1d4-8e7f2c5b9a06
                 */
                operationId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PublishingRequestV2"];
            };
        };
        responses: {
            /** @description Responses not shown. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Responses not shown. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
        };
    };
    appendEnqueueData: {
        parameters: {
            query: {
                /**
                 * @description The publisher's data source (uuid); required.
                 * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                SourceId: string;
                /**
                 * @description Optional. "The `clientId` parameter is for support users' diagnostics only." "An integration agent is identified by the service account of the token."
                 * @example acme.erp-sync
                 */
                clientId?: components["parameters"]["DataIntegrationClientId"];
                /**
                 * @description Required; "the operation to append to".
                 * @example 5a8d2f17-3c6e-4b90-a1d4-8e7f2c5b9a06
                 */
                operationId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "items": [
                 *         {
                 *           "entityId": "Customer",
                 *           "recordId": "100236",
                 *           "mandantCode": "12345678|CZ",
                 *           "modelId": "9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58",
                 *           "data": {
                 *             "Name": "Dvořák Logistics s.r.o."
                 *           },
                 *           "isDeleted": false
                 *         }
                 *       ],
                 *       "incompleteData": false
                 *     }
                 */
                "application/json": components["schemas"]["PublishingRequestV2"];
            };
        };
        responses: {
            /** @description Responses not shown. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
        };
    };
    getData: {
        parameters: {
            query: {
                /**
                 * @description Data source (uuid), optional. (V2 filters by publisher with `publisherSourceId`; in V1 `sourceId` is the publisher filter and `selfSourceId` the consumer's own source.)
                 * @example 2a4c6e8f-0b1d-4f3a-8c5e-7d9f1b3a5c70
                 */
                sourceId?: components["parameters"]["QueryingSourceId"];
                /**
                 * @description The data model to read (uuid); required. The reference lists it among the common V2 query parameters as "modelId | uuid | required", and applies that table to every V2 querying endpoint, including the result-oriented ones; it is required there too.
                 * @example 9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58
                 */
                modelId: components["parameters"]["QueryingModelId"];
                /**
                 * @description Mandant (organization) code; "returns mandant-specific and non-mandant data; when null, non-mandant data only".
                 * @example 12345678|CZ
                 */
                mandantCode?: components["parameters"]["QueryingMandantCode"];
                /**
                 * @description All mandant-specific and non-mandant data.
                 * @example false
                 */
                allMandants?: components["parameters"]["QueryingAllMandants"];
                /**
                 * @description Number of items to skip ("`offset` (default 0)").
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Maximum number of items to return ("`limit` (default 100)"). "Maximum allowed value of limit: not shown."
                 * @example 100
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description "include recently deleted records (kept for a limited time only)"; they carry `deleted`. RecordDeleted "is the event after which a consumer may read deleted records with includeDeleted to synchronize keys." "Deleted records stay readable for a limited time only. The duration: not shown."
                 * @example false
                 */
                includeDeleted?: components["parameters"]["QueryingIncludeDeleted"];
                /**
                 * @description Internal record identifier (`Id.RecordId`).
                 * @example 1e7a4c93-2b5d-4f08-8c6e-9d3b1a2f7e40
                 */
                recordId?: components["parameters"]["QueryingRecordId"];
                /**
                 * @description External identifier (`<recordId>.<entityId>.<sourceId>`); "single record or empty result".
                 * @example 100234.Customer.6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                externalId?: components["parameters"]["QueryingExternalId"];
                /**
                 * @description Reference identifier, "string or uuid"; "may return several records".
                 * @example 7c3e5a19-8d2b-4f64-a0c7-1b9e6d4f2a83
                 */
                referenceId?: components["parameters"]["QueryingReferenceId"];
                /**
                 * @description Publisher data source filter; "legacy mode only; forbidden in integration profile mode" (in profile mode "publisher sources are filtered automatically").
                 * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                publisherSourceId?: components["parameters"]["QueryingPublisherSourceId"];
                /**
                 * @description "own-source filter; a bypass for testing in profile mode". "`selfSourceId` and `selfSourceOnly` serve testing against the consumer's own published data."
                 * @example false
                 */
                selfSourceOnly?: components["parameters"]["QueryingSelfSourceOnly"];
                /**
                 * @description Business scenario (uuid), profile mode. "Consuming in profile mode also uses featureId and scenarioId. The consumer reads data by its assignment, and publisher sources are filtered automatically."
                 * @example b1d7e3a5-2c94-4f6e-8a0b-5e3c9d7f1a28
                 */
                scenarioId?: components["parameters"]["QueryingScenarioId"];
                /**
                 * @description Feature (uuid), profile mode.
                 * @example 4a9e2c71-6b3d-4e58-8f10-2d7c5b9a3e64
                 */
                featureId?: components["parameters"]["QueryingFeatureId"];
                /**
                 * @description Virtual operation context (see operating log).
                 * @example 5a8d2f17-3c6e-4b90-a1d4-8e7f2c5b9a06
                 */
                operationId?: components["parameters"]["QueryingOperationId"];
                /**
                 * @description Start of the modification range (ISO 8601 date-time). "A consumer keeps the timestamp of data already read and polls for newer data."
                 * @example 2026-11-20T08:00:00Z
                 */
                modifiedFrom?: components["parameters"]["QueryingModifiedFrom"];
                /**
                 * @description End of the modification range (ISO 8601 date-time).
                 * @example 2026-11-20T09:00:00Z
                 */
                modifiedTo?: components["parameters"]["QueryingModifiedTo"];
                /**
                 * @description "comma-separated properties or navigation paths, for example `A,B.C`". An included LookupEntity property is returned as the referenced record with `Included` "true when included successfully, false when requested but not included, null when not requested". "Properties flagged IsPublished in the model are included automatically."
                 * @example Country,Owner.Address
                 */
                includeLookupProperties?: components["parameters"]["QueryingIncludeLookupProperties"];
                /**
                 * @description "comma-separated: `CC1`/`cc1` camelCase property names, `CN1`/`cn1` typed CurrencyNumber contract (default is string form)". With `CC1` the records follow DataRecordCamelCase instead of DataRecord; the answers are typed QueryingRecord, either form. The pattern admits exactly the four codes the reference names, in a comma list: it names no other option, and an unknown, empty or trailing item would be a request the reference gives no meaning to.
                 * @example CC1,CN1
                 */
                options?: components["parameters"]["QueryingOptions"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of records, newest modification first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueryingRecordCollection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            412: components["responses"]["PreconditionFailed"];
        };
    };
    getDataReferencedByFk: {
        parameters: {
            query: {
                /**
                 * @description Name of the foreign key (required).
                 * @example Country
                 */
                fkName: string;
                /**
                 * @description Required; "the recordId of the referenced record".
                 * @example 5e7a9c1b-3d4f-4a86-b0c2-8d1e3f5a7b96
                 */
                akValue: string;
                /**
                 * @description Data source (uuid), optional. (V2 filters by publisher with `publisherSourceId`; in V1 `sourceId` is the publisher filter and `selfSourceId` the consumer's own source.)
                 * @example 2a4c6e8f-0b1d-4f3a-8c5e-7d9f1b3a5c70
                 */
                sourceId?: components["parameters"]["QueryingSourceId"];
                /**
                 * @description The data model to read (uuid); required. The reference lists it among the common V2 query parameters as "modelId | uuid | required", and applies that table to every V2 querying endpoint, including the result-oriented ones; it is required there too.
                 * @example 9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58
                 */
                modelId: components["parameters"]["QueryingModelId"];
                /**
                 * @description Mandant (organization) code; "returns mandant-specific and non-mandant data; when null, non-mandant data only".
                 * @example 12345678|CZ
                 */
                mandantCode?: components["parameters"]["QueryingMandantCode"];
                /**
                 * @description All mandant-specific and non-mandant data.
                 * @example false
                 */
                allMandants?: components["parameters"]["QueryingAllMandants"];
                /**
                 * @description Number of items to skip ("`offset` (default 0)").
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Maximum number of items to return ("`limit` (default 100)"). "Maximum allowed value of limit: not shown."
                 * @example 100
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description "include recently deleted records (kept for a limited time only)"; they carry `deleted`. RecordDeleted "is the event after which a consumer may read deleted records with includeDeleted to synchronize keys." "Deleted records stay readable for a limited time only. The duration: not shown."
                 * @example false
                 */
                includeDeleted?: components["parameters"]["QueryingIncludeDeleted"];
                /**
                 * @description Internal record identifier (`Id.RecordId`).
                 * @example 1e7a4c93-2b5d-4f08-8c6e-9d3b1a2f7e40
                 */
                recordId?: components["parameters"]["QueryingRecordId"];
                /**
                 * @description External identifier (`<recordId>.<entityId>.<sourceId>`); "single record or empty result".
                 * @example 100234.Customer.6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                externalId?: components["parameters"]["QueryingExternalId"];
                /**
                 * @description Reference identifier, "string or uuid"; "may return several records".
                 * @example 7c3e5a19-8d2b-4f64-a0c7-1b9e6d4f2a83
                 */
                referenceId?: components["parameters"]["QueryingReferenceId"];
                /**
                 * @description Publisher data source filter; "legacy mode only; forbidden in integration profile mode" (in profile mode "publisher sources are filtered automatically").
                 * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                publisherSourceId?: components["parameters"]["QueryingPublisherSourceId"];
                /**
                 * @description "own-source filter; a bypass for testing in profile mode". "`selfSourceId` and `selfSourceOnly` serve testing against the consumer's own published data."
                 * @example false
                 */
                selfSourceOnly?: components["parameters"]["QueryingSelfSourceOnly"];
                /**
                 * @description Business scenario (uuid), profile mode. "Consuming in profile mode also uses featureId and scenarioId. The consumer reads data by its assignment, and publisher sources are filtered automatically."
                 * @example b1d7e3a5-2c94-4f6e-8a0b-5e3c9d7f1a28
                 */
                scenarioId?: components["parameters"]["QueryingScenarioId"];
                /**
                 * @description Feature (uuid), profile mode.
                 * @example 4a9e2c71-6b3d-4e58-8f10-2d7c5b9a3e64
                 */
                featureId?: components["parameters"]["QueryingFeatureId"];
                /**
                 * @description Virtual operation context (see operating log).
                 * @example 5a8d2f17-3c6e-4b90-a1d4-8e7f2c5b9a06
                 */
                operationId?: components["parameters"]["QueryingOperationId"];
                /**
                 * @description Start of the modification range (ISO 8601 date-time). "A consumer keeps the timestamp of data already read and polls for newer data."
                 * @example 2026-11-20T08:00:00Z
                 */
                modifiedFrom?: components["parameters"]["QueryingModifiedFrom"];
                /**
                 * @description End of the modification range (ISO 8601 date-time).
                 * @example 2026-11-20T09:00:00Z
                 */
                modifiedTo?: components["parameters"]["QueryingModifiedTo"];
                /**
                 * @description "comma-separated properties or navigation paths, for example `A,B.C`". An included LookupEntity property is returned as the referenced record with `Included` "true when included successfully, false when requested but not included, null when not requested". "Properties flagged IsPublished in the model are included automatically."
                 * @example Country,Owner.Address
                 */
                includeLookupProperties?: components["parameters"]["QueryingIncludeLookupProperties"];
                /**
                 * @description "comma-separated: `CC1`/`cc1` camelCase property names, `CN1`/`cn1` typed CurrencyNumber contract (default is string form)". With `CC1` the records follow DataRecordCamelCase instead of DataRecord; the answers are typed QueryingRecord, either form. The pattern admits exactly the four codes the reference names, in a comma list: it names no other option, and an unknown, empty or trailing item would be a request the reference gives no meaning to.
                 * @example CC1,CN1
                 */
                options?: components["parameters"]["QueryingOptions"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of records that reference the given record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "totalCount": 1,
                     *       "items": [
                     *         {
                     *           "Id": {
                     *             "ModelId": "9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58",
                     *             "RecordId": "1e7a4c93-2b5d-4f08-8c6e-9d3b1a2f7e40"
                     *           },
                     *           "ExternalId": "100234.Customer.6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                     *           "SourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                     *           "ReferenceId": "7c3e5a19-8d2b-4f64-a0c7-1b9e6d4f2a83",
                     *           "MandantCode": "12345678|CZ",
                     *           "UtcCreatedOn": "2026-11-19T14:02:11Z",
                     *           "UtcModifiedOn": "2026-11-20T08:15:42Z",
                     *           "Name": "Horák a syn s.r.o.",
                     *           "CreditLimit": "15000.00|CZK",
                     *           "Country": {
                     *             "Id": {
                     *               "ModelId": "0d9b5e27-4a1c-4f3b-8e6d-2c7a9f1b5e40",
                     *               "RecordId": "5e7a9c1b-3d4f-4a86-b0c2-8d1e3f5a7b96"
                     *             },
                     *             "ExternalId": "CZ.Country.2b4d6f80-1a3c-4e5f-9b7d-0c2e4a6b8d1f",
                     *             "Code": "CZ",
                     *             "Included": null
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["QueryingRecordCollection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            412: components["responses"]["PreconditionFailed"];
        };
    };
    getDataFilteredByAk: {
        parameters: {
            query: {
                /**
                 * @description Name of the alternate key (required).
                 * @example Name
                 */
                akName: string;
                /**
                 * @description Required; "equality filter".
                 * @example Horák a syn s.r.o.
                 */
                akValue: string;
                /**
                 * @description Data source (uuid), optional. (V2 filters by publisher with `publisherSourceId`; in V1 `sourceId` is the publisher filter and `selfSourceId` the consumer's own source.)
                 * @example 2a4c6e8f-0b1d-4f3a-8c5e-7d9f1b3a5c70
                 */
                sourceId?: components["parameters"]["QueryingSourceId"];
                /**
                 * @description The data model to read (uuid); required. The reference lists it among the common V2 query parameters as "modelId | uuid | required", and applies that table to every V2 querying endpoint, including the result-oriented ones; it is required there too.
                 * @example 9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58
                 */
                modelId: components["parameters"]["QueryingModelId"];
                /**
                 * @description Mandant (organization) code; "returns mandant-specific and non-mandant data; when null, non-mandant data only".
                 * @example 12345678|CZ
                 */
                mandantCode?: components["parameters"]["QueryingMandantCode"];
                /**
                 * @description All mandant-specific and non-mandant data.
                 * @example false
                 */
                allMandants?: components["parameters"]["QueryingAllMandants"];
                /**
                 * @description Number of items to skip ("`offset` (default 0)").
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Maximum number of items to return ("`limit` (default 100)"). "Maximum allowed value of limit: not shown."
                 * @example 100
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description "include recently deleted records (kept for a limited time only)"; they carry `deleted`. RecordDeleted "is the event after which a consumer may read deleted records with includeDeleted to synchronize keys." "Deleted records stay readable for a limited time only. The duration: not shown."
                 * @example false
                 */
                includeDeleted?: components["parameters"]["QueryingIncludeDeleted"];
                /**
                 * @description Internal record identifier (`Id.RecordId`).
                 * @example 1e7a4c93-2b5d-4f08-8c6e-9d3b1a2f7e40
                 */
                recordId?: components["parameters"]["QueryingRecordId"];
                /**
                 * @description External identifier (`<recordId>.<entityId>.<sourceId>`); "single record or empty result".
                 * @example 100234.Customer.6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                externalId?: components["parameters"]["QueryingExternalId"];
                /**
                 * @description Reference identifier, "string or uuid"; "may return several records".
                 * @example 7c3e5a19-8d2b-4f64-a0c7-1b9e6d4f2a83
                 */
                referenceId?: components["parameters"]["QueryingReferenceId"];
                /**
                 * @description Publisher data source filter; "legacy mode only; forbidden in integration profile mode" (in profile mode "publisher sources are filtered automatically").
                 * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                publisherSourceId?: components["parameters"]["QueryingPublisherSourceId"];
                /**
                 * @description "own-source filter; a bypass for testing in profile mode". "`selfSourceId` and `selfSourceOnly` serve testing against the consumer's own published data."
                 * @example false
                 */
                selfSourceOnly?: components["parameters"]["QueryingSelfSourceOnly"];
                /**
                 * @description Business scenario (uuid), profile mode. "Consuming in profile mode also uses featureId and scenarioId. The consumer reads data by its assignment, and publisher sources are filtered automatically."
                 * @example b1d7e3a5-2c94-4f6e-8a0b-5e3c9d7f1a28
                 */
                scenarioId?: components["parameters"]["QueryingScenarioId"];
                /**
                 * @description Feature (uuid), profile mode.
                 * @example 4a9e2c71-6b3d-4e58-8f10-2d7c5b9a3e64
                 */
                featureId?: components["parameters"]["QueryingFeatureId"];
                /**
                 * @description Virtual operation context (see operating log).
                 * @example 5a8d2f17-3c6e-4b90-a1d4-8e7f2c5b9a06
                 */
                operationId?: components["parameters"]["QueryingOperationId"];
                /**
                 * @description Start of the modification range (ISO 8601 date-time). "A consumer keeps the timestamp of data already read and polls for newer data."
                 * @example 2026-11-20T08:00:00Z
                 */
                modifiedFrom?: components["parameters"]["QueryingModifiedFrom"];
                /**
                 * @description End of the modification range (ISO 8601 date-time).
                 * @example 2026-11-20T09:00:00Z
                 */
                modifiedTo?: components["parameters"]["QueryingModifiedTo"];
                /**
                 * @description "comma-separated properties or navigation paths, for example `A,B.C`". An included LookupEntity property is returned as the referenced record with `Included` "true when included successfully, false when requested but not included, null when not requested". "Properties flagged IsPublished in the model are included automatically."
                 * @example Country,Owner.Address
                 */
                includeLookupProperties?: components["parameters"]["QueryingIncludeLookupProperties"];
                /**
                 * @description "comma-separated: `CC1`/`cc1` camelCase property names, `CN1`/`cn1` typed CurrencyNumber contract (default is string form)". With `CC1` the records follow DataRecordCamelCase instead of DataRecord; the answers are typed QueryingRecord, either form. The pattern admits exactly the four codes the reference names, in a comma list: it names no other option, and an unknown, empty or trailing item would be a request the reference gives no meaning to.
                 * @example CC1,CN1
                 */
                options?: components["parameters"]["QueryingOptions"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of records whose alternate key equals akValue. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "totalCount": 1,
                     *       "items": [
                     *         {
                     *           "Id": {
                     *             "ModelId": "9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58",
                     *             "RecordId": "1e7a4c93-2b5d-4f08-8c6e-9d3b1a2f7e40"
                     *           },
                     *           "ExternalId": "100234.Customer.6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                     *           "SourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                     *           "ReferenceId": "7c3e5a19-8d2b-4f64-a0c7-1b9e6d4f2a83",
                     *           "MandantCode": "12345678|CZ",
                     *           "UtcCreatedOn": "2026-11-19T14:02:11Z",
                     *           "UtcModifiedOn": "2026-11-20T08:15:42Z",
                     *           "Name": "Horák a syn s.r.o.",
                     *           "CreditLimit": "15000.00|CZK",
                     *           "Country": {
                     *             "Id": {
                     *               "ModelId": "0d9b5e27-4a1c-4f3b-8e6d-2c7a9f1b5e40",
                     *               "RecordId": "5e7a9c1b-3d4f-4a86-b0c2-8d1e3f5a7b96"
                     *             },
                     *             "ExternalId": "CZ.Country.2b4d6f80-1a3c-4e5f-9b7d-0c2e4a6b8d1f",
                     *             "Code": "CZ",
                     *             "Included": null
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["QueryingRecordCollection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            412: components["responses"]["PreconditionFailed"];
        };
    };
    getDataByResultId: {
        parameters: {
            query: {
                /**
                 * @description Data source (uuid), optional. (V2 filters by publisher with `publisherSourceId`; in V1 `sourceId` is the publisher filter and `selfSourceId` the consumer's own source.)
                 * @example 2a4c6e8f-0b1d-4f3a-8c5e-7d9f1b3a5c70
                 */
                sourceId?: components["parameters"]["QueryingSourceId"];
                /**
                 * @description The data model to read (uuid); required. The reference lists it among the common V2 query parameters as "modelId | uuid | required", and applies that table to every V2 querying endpoint, including the result-oriented ones; it is required there too.
                 * @example 9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58
                 */
                modelId: components["parameters"]["QueryingModelId"];
                /**
                 * @description Mandant (organization) code; "returns mandant-specific and non-mandant data; when null, non-mandant data only".
                 * @example 12345678|CZ
                 */
                mandantCode?: components["parameters"]["QueryingMandantCode"];
                /**
                 * @description All mandant-specific and non-mandant data.
                 * @example false
                 */
                allMandants?: components["parameters"]["QueryingAllMandants"];
                /**
                 * @description Number of items to skip ("`offset` (default 0)").
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Maximum number of items to return ("`limit` (default 100)"). "Maximum allowed value of limit: not shown."
                 * @example 100
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description "include recently deleted records (kept for a limited time only)"; they carry `deleted`. RecordDeleted "is the event after which a consumer may read deleted records with includeDeleted to synchronize keys." "Deleted records stay readable for a limited time only. The duration: not shown."
                 * @example false
                 */
                includeDeleted?: components["parameters"]["QueryingIncludeDeleted"];
                /**
                 * @description Internal record identifier (`Id.RecordId`).
                 * @example 1e7a4c93-2b5d-4f08-8c6e-9d3b1a2f7e40
                 */
                recordId?: components["parameters"]["QueryingRecordId"];
                /**
                 * @description External identifier (`<recordId>.<entityId>.<sourceId>`); "single record or empty result".
                 * @example 100234.Customer.6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                externalId?: components["parameters"]["QueryingExternalId"];
                /**
                 * @description Reference identifier, "string or uuid"; "may return several records".
                 * @example 7c3e5a19-8d2b-4f64-a0c7-1b9e6d4f2a83
                 */
                referenceId?: components["parameters"]["QueryingReferenceId"];
                /**
                 * @description Publisher data source filter; "legacy mode only; forbidden in integration profile mode" (in profile mode "publisher sources are filtered automatically").
                 * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                publisherSourceId?: components["parameters"]["QueryingPublisherSourceId"];
                /**
                 * @description "own-source filter; a bypass for testing in profile mode". "`selfSourceId` and `selfSourceOnly` serve testing against the consumer's own published data."
                 * @example false
                 */
                selfSourceOnly?: components["parameters"]["QueryingSelfSourceOnly"];
                /**
                 * @description Business scenario (uuid), profile mode. "Consuming in profile mode also uses featureId and scenarioId. The consumer reads data by its assignment, and publisher sources are filtered automatically."
                 * @example b1d7e3a5-2c94-4f6e-8a0b-5e3c9d7f1a28
                 */
                scenarioId?: components["parameters"]["QueryingScenarioId"];
                /**
                 * @description Feature (uuid), profile mode.
                 * @example 4a9e2c71-6b3d-4e58-8f10-2d7c5b9a3e64
                 */
                featureId?: components["parameters"]["QueryingFeatureId"];
                /**
                 * @description Virtual operation context (see operating log).
                 * @example 5a8d2f17-3c6e-4b90-a1d4-8e7f2c5b9a06
                 */
                operationId?: components["parameters"]["QueryingOperationId"];
                /**
                 * @description Start of the modification range (ISO 8601 date-time). "A consumer keeps the timestamp of data already read and polls for newer data."
                 * @example 2026-11-20T08:00:00Z
                 */
                modifiedFrom?: components["parameters"]["QueryingModifiedFrom"];
                /**
                 * @description End of the modification range (ISO 8601 date-time).
                 * @example 2026-11-20T09:00:00Z
                 */
                modifiedTo?: components["parameters"]["QueryingModifiedTo"];
                /**
                 * @description "comma-separated properties or navigation paths, for example `A,B.C`". An included LookupEntity property is returned as the referenced record with `Included` "true when included successfully, false when requested but not included, null when not requested". "Properties flagged IsPublished in the model are included automatically."
                 * @example Country,Owner.Address
                 */
                includeLookupProperties?: components["parameters"]["QueryingIncludeLookupProperties"];
                /**
                 * @description "comma-separated: `CC1`/`cc1` camelCase property names, `CN1`/`cn1` typed CurrencyNumber contract (default is string form)". With `CC1` the records follow DataRecordCamelCase instead of DataRecord; the answers are typed QueryingRecord, either form. The pattern admits exactly the four codes the reference names, in a comma list: it names no other option, and an unknown, empty or trailing item would be a request the reference gives no meaning to.
                 * @example CC1,CN1
                 */
                options?: components["parameters"]["QueryingOptions"];
            };
            header?: never;
            path: {
                /**
                 * @description The data-changes result, the "processed queue item identifier" (the result id "equals the publisher's input queue item identifier").
                 * @example 8e4b1d6a-9f2c-4a73-b5e8-0c1d7a3f6b92
                 */
                resultId: components["parameters"]["QueryingResultId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the records of the processed queue item. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "totalCount": 1,
                     *       "items": [
                     *         {
                     *           "Id": {
                     *             "ModelId": "9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58",
                     *             "RecordId": "1e7a4c93-2b5d-4f08-8c6e-9d3b1a2f7e40"
                     *           },
                     *           "ExternalId": "100234.Customer.6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                     *           "SourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                     *           "ReferenceId": "7c3e5a19-8d2b-4f64-a0c7-1b9e6d4f2a83",
                     *           "MandantCode": "12345678|CZ",
                     *           "UtcCreatedOn": "2026-11-19T14:02:11Z",
                     *           "UtcModifiedOn": "2026-11-20T08:15:42Z",
                     *           "Name": "Horák a syn s.r.o.",
                     *           "CreditLimit": "15000.00|CZK",
                     *           "Country": {
                     *             "Id": {
                     *               "ModelId": "0d9b5e27-4a1c-4f3b-8e6d-2c7a9f1b5e40",
                     *               "RecordId": "5e7a9c1b-3d4f-4a86-b0c2-8d1e3f5a7b96"
                     *             },
                     *             "ExternalId": "CZ.Country.2b4d6f80-1a3c-4e5f-9b7d-0c2e4a6b8d1f",
                     *             "Code": "CZ",
                     *             "Included": null
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["QueryingRecordCollection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
        };
    };
    getDataByResultIdAndItemId: {
        parameters: {
            query: {
                /**
                 * @description Data source (uuid), optional. (V2 filters by publisher with `publisherSourceId`; in V1 `sourceId` is the publisher filter and `selfSourceId` the consumer's own source.)
                 * @example 2a4c6e8f-0b1d-4f3a-8c5e-7d9f1b3a5c70
                 */
                sourceId?: components["parameters"]["QueryingSourceId"];
                /**
                 * @description The data model to read (uuid); required. The reference lists it among the common V2 query parameters as "modelId | uuid | required", and applies that table to every V2 querying endpoint, including the result-oriented ones; it is required there too.
                 * @example 9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58
                 */
                modelId: components["parameters"]["QueryingModelId"];
                /**
                 * @description Mandant (organization) code; "returns mandant-specific and non-mandant data; when null, non-mandant data only".
                 * @example 12345678|CZ
                 */
                mandantCode?: components["parameters"]["QueryingMandantCode"];
                /**
                 * @description All mandant-specific and non-mandant data.
                 * @example false
                 */
                allMandants?: components["parameters"]["QueryingAllMandants"];
                /**
                 * @description Number of items to skip ("`offset` (default 0)").
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Maximum number of items to return ("`limit` (default 100)"). "Maximum allowed value of limit: not shown."
                 * @example 100
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description "include recently deleted records (kept for a limited time only)"; they carry `deleted`. RecordDeleted "is the event after which a consumer may read deleted records with includeDeleted to synchronize keys." "Deleted records stay readable for a limited time only. The duration: not shown."
                 * @example false
                 */
                includeDeleted?: components["parameters"]["QueryingIncludeDeleted"];
                /**
                 * @description Internal record identifier (`Id.RecordId`).
                 * @example 1e7a4c93-2b5d-4f08-8c6e-9d3b1a2f7e40
                 */
                recordId?: components["parameters"]["QueryingRecordId"];
                /**
                 * @description External identifier (`<recordId>.<entityId>.<sourceId>`); "single record or empty result".
                 * @example 100234.Customer.6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                externalId?: components["parameters"]["QueryingExternalId"];
                /**
                 * @description Reference identifier, "string or uuid"; "may return several records".
                 * @example 7c3e5a19-8d2b-4f64-a0c7-1b9e6d4f2a83
                 */
                referenceId?: components["parameters"]["QueryingReferenceId"];
                /**
                 * @description Publisher data source filter; "legacy mode only; forbidden in integration profile mode" (in profile mode "publisher sources are filtered automatically").
                 * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                publisherSourceId?: components["parameters"]["QueryingPublisherSourceId"];
                /**
                 * @description "own-source filter; a bypass for testing in profile mode". "`selfSourceId` and `selfSourceOnly` serve testing against the consumer's own published data."
                 * @example false
                 */
                selfSourceOnly?: components["parameters"]["QueryingSelfSourceOnly"];
                /**
                 * @description Business scenario (uuid), profile mode. "Consuming in profile mode also uses featureId and scenarioId. The consumer reads data by its assignment, and publisher sources are filtered automatically."
                 * @example b1d7e3a5-2c94-4f6e-8a0b-5e3c9d7f1a28
                 */
                scenarioId?: components["parameters"]["QueryingScenarioId"];
                /**
                 * @description Feature (uuid), profile mode.
                 * @example 4a9e2c71-6b3d-4e58-8f10-2d7c5b9a3e64
                 */
                featureId?: components["parameters"]["QueryingFeatureId"];
                /**
                 * @description Virtual operation context (see operating log).
                 * @example 5a8d2f17-3c6e-4b90-a1d4-8e7f2c5b9a06
                 */
                operationId?: components["parameters"]["QueryingOperationId"];
                /**
                 * @description Start of the modification range (ISO 8601 date-time). "A consumer keeps the timestamp of data already read and polls for newer data."
                 * @example 2026-11-20T08:00:00Z
                 */
                modifiedFrom?: components["parameters"]["QueryingModifiedFrom"];
                /**
                 * @description End of the modification range (ISO 8601 date-time).
                 * @example 2026-11-20T09:00:00Z
                 */
                modifiedTo?: components["parameters"]["QueryingModifiedTo"];
                /**
                 * @description "comma-separated properties or navigation paths, for example `A,B.C`". An included LookupEntity property is returned as the referenced record with `Included` "true when included successfully, false when requested but not included, null when not requested". "Properties flagged IsPublished in the model are included automatically."
                 * @example Country,Owner.Address
                 */
                includeLookupProperties?: components["parameters"]["QueryingIncludeLookupProperties"];
                /**
                 * @description "comma-separated: `CC1`/`cc1` camelCase property names, `CN1`/`cn1` typed CurrencyNumber contract (default is string form)". With `CC1` the records follow DataRecordCamelCase instead of DataRecord; the answers are typed QueryingRecord, either form. The pattern admits exactly the four codes the reference names, in a comma list: it names no other option, and an unknown, empty or trailing item would be a request the reference gives no meaning to.
                 * @example CC1,CN1
                 */
                options?: components["parameters"]["QueryingOptions"];
            };
            header?: never;
            path: {
                /**
                 * @description The data-changes result, the "processed queue item identifier" (the result id "equals the publisher's input queue item identifier").
                 * @example 8e4b1d6a-9f2c-4a73-b5e8-0c1d7a3f6b92
                 */
                resultId: components["parameters"]["QueryingResultId"];
                /**
                 * @description The item of the data-changes result (a DataChangesResultItem id); a uuid, as the result's own ids are.
                 * @example d4a6c8e0-3f5b-4d17-a9c2-6e8b0d2f4a61
                 */
                itemId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Id": {
                     *         "ModelId": "9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58",
                     *         "RecordId": "1e7a4c93-2b5d-4f08-8c6e-9d3b1a2f7e40"
                     *       },
                     *       "ExternalId": "100234.Customer.6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                     *       "SourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                     *       "ReferenceId": "7c3e5a19-8d2b-4f64-a0c7-1b9e6d4f2a83",
                     *       "MandantCode": "12345678|CZ",
                     *       "UtcCreatedOn": "2026-11-19T14:02:11Z",
                     *       "UtcModifiedOn": "2026-11-20T08:15:42Z",
                     *       "Name": "Horák a syn s.r.o.",
                     *       "CreditLimit": "15000.00|CZK",
                     *       "Country": {
                     *         "Id": {
                     *           "ModelId": "0d9b5e27-4a1c-4f3b-8e6d-2c7a9f1b5e40",
                     *           "RecordId": "5e7a9c1b-3d4f-4a86-b0c2-8d1e3f5a7b96"
                     *         },
                     *         "ExternalId": "CZ.Country.2b4d6f80-1a3c-4e5f-9b7d-0c2e4a6b8d1f",
                     *         "Code": "CZ",
                     *         "Included": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["QueryingRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
        };
    };
    getProcessedDataResult: {
        parameters: {
            query: {
                /**
                 * @description Data source (uuid), optional. (V2 filters by publisher with `publisherSourceId`; in V1 `sourceId` is the publisher filter and `selfSourceId` the consumer's own source.)
                 * @example 2a4c6e8f-0b1d-4f3a-8c5e-7d9f1b3a5c70
                 */
                sourceId?: components["parameters"]["QueryingSourceId"];
                /**
                 * @description The data model to read (uuid); required. The reference lists it among the common V2 query parameters as "modelId | uuid | required", and applies that table to every V2 querying endpoint, including the result-oriented ones; it is required there too.
                 * @example 9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58
                 */
                modelId: components["parameters"]["QueryingModelId"];
                /**
                 * @description Mandant (organization) code; "returns mandant-specific and non-mandant data; when null, non-mandant data only".
                 * @example 12345678|CZ
                 */
                mandantCode?: components["parameters"]["QueryingMandantCode"];
                /**
                 * @description All mandant-specific and non-mandant data.
                 * @example false
                 */
                allMandants?: components["parameters"]["QueryingAllMandants"];
                /**
                 * @description Number of items to skip ("`offset` (default 0)").
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Maximum number of items to return ("`limit` (default 100)"). "Maximum allowed value of limit: not shown."
                 * @example 100
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description "include recently deleted records (kept for a limited time only)"; they carry `deleted`. RecordDeleted "is the event after which a consumer may read deleted records with includeDeleted to synchronize keys." "Deleted records stay readable for a limited time only. The duration: not shown."
                 * @example false
                 */
                includeDeleted?: components["parameters"]["QueryingIncludeDeleted"];
                /**
                 * @description Internal record identifier (`Id.RecordId`).
                 * @example 1e7a4c93-2b5d-4f08-8c6e-9d3b1a2f7e40
                 */
                recordId?: components["parameters"]["QueryingRecordId"];
                /**
                 * @description External identifier (`<recordId>.<entityId>.<sourceId>`); "single record or empty result".
                 * @example 100234.Customer.6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                externalId?: components["parameters"]["QueryingExternalId"];
                /**
                 * @description Reference identifier, "string or uuid"; "may return several records".
                 * @example 7c3e5a19-8d2b-4f64-a0c7-1b9e6d4f2a83
                 */
                referenceId?: components["parameters"]["QueryingReferenceId"];
                /**
                 * @description Publisher data source filter; "legacy mode only; forbidden in integration profile mode" (in profile mode "publisher sources are filtered automatically").
                 * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                publisherSourceId?: components["parameters"]["QueryingPublisherSourceId"];
                /**
                 * @description "own-source filter; a bypass for testing in profile mode". "`selfSourceId` and `selfSourceOnly` serve testing against the consumer's own published data."
                 * @example false
                 */
                selfSourceOnly?: components["parameters"]["QueryingSelfSourceOnly"];
                /**
                 * @description Business scenario (uuid), profile mode. "Consuming in profile mode also uses featureId and scenarioId. The consumer reads data by its assignment, and publisher sources are filtered automatically."
                 * @example b1d7e3a5-2c94-4f6e-8a0b-5e3c9d7f1a28
                 */
                scenarioId?: components["parameters"]["QueryingScenarioId"];
                /**
                 * @description Feature (uuid), profile mode.
                 * @example 4a9e2c71-6b3d-4e58-8f10-2d7c5b9a3e64
                 */
                featureId?: components["parameters"]["QueryingFeatureId"];
                /**
                 * @description Virtual operation context (see operating log).
                 * @example 5a8d2f17-3c6e-4b90-a1d4-8e7f2c5b9a06
                 */
                operationId?: components["parameters"]["QueryingOperationId"];
                /**
                 * @description Start of the modification range (ISO 8601 date-time). "A consumer keeps the timestamp of data already read and polls for newer data."
                 * @example 2026-11-20T08:00:00Z
                 */
                modifiedFrom?: components["parameters"]["QueryingModifiedFrom"];
                /**
                 * @description End of the modification range (ISO 8601 date-time).
                 * @example 2026-11-20T09:00:00Z
                 */
                modifiedTo?: components["parameters"]["QueryingModifiedTo"];
                /**
                 * @description "comma-separated properties or navigation paths, for example `A,B.C`". An included LookupEntity property is returned as the referenced record with `Included` "true when included successfully, false when requested but not included, null when not requested". "Properties flagged IsPublished in the model are included automatically."
                 * @example Country,Owner.Address
                 */
                includeLookupProperties?: components["parameters"]["QueryingIncludeLookupProperties"];
                /**
                 * @description "comma-separated: `CC1`/`cc1` camelCase property names, `CN1`/`cn1` typed CurrencyNumber contract (default is string form)". With `CC1` the records follow DataRecordCamelCase instead of DataRecord; the answers are typed QueryingRecord, either form. The pattern admits exactly the four codes the reference names, in a comma list: it names no other option, and an unknown, empty or trailing item would be a request the reference gives no meaning to.
                 * @example CC1,CN1
                 */
                options?: components["parameters"]["QueryingOptions"];
            };
            header?: never;
            path: {
                /**
                 * @description The data-changes result, the "processed queue item identifier" (the result id "equals the publisher's input queue item identifier").
                 * @example 8e4b1d6a-9f2c-4a73-b5e8-0c1d7a3f6b92
                 */
                resultId: components["parameters"]["QueryingResultId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{ totalCount, items[] }` of data-changes results. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "totalCount": 1,
                     *       "items": [
                     *         {
                     *           "id": "8e4b1d6a-9f2c-4a73-b5e8-0c1d7a3f6b92",
                     *           "createdOn": "2026-11-20T08:15:33Z",
                     *           "modifiedOn": "2026-11-20T08:15:34Z",
                     *           "releasedOn": "2026-11-20T08:15:34Z",
                     *           "sourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                     *           "operationId": "5a8d2f17-3c6e-4b90-a1d4-8e7f2c5b9a06",
                     *           "profileId": "c8f2a4d6-1e3b-4a79-9d5c-7b0e2f6a8c13",
                     *           "scenarioId": "b1d7e3a5-2c94-4f6e-8a0b-5e3c9d7f1a28",
                     *           "featureId": "4a9e2c71-6b3d-4e58-8f10-2d7c5b9a3e64"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["DataChangesResultCollection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
        };
    };
    getProcessedDataResultItems: {
        parameters: {
            query: {
                /**
                 * @description Data source (uuid), optional. (V2 filters by publisher with `publisherSourceId`; in V1 `sourceId` is the publisher filter and `selfSourceId` the consumer's own source.)
                 * @example 2a4c6e8f-0b1d-4f3a-8c5e-7d9f1b3a5c70
                 */
                sourceId?: components["parameters"]["QueryingSourceId"];
                /**
                 * @description The data model to read (uuid); required. The reference lists it among the common V2 query parameters as "modelId | uuid | required", and applies that table to every V2 querying endpoint, including the result-oriented ones; it is required there too.
                 * @example 9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58
                 */
                modelId: components["parameters"]["QueryingModelId"];
                /**
                 * @description Mandant (organization) code; "returns mandant-specific and non-mandant data; when null, non-mandant data only".
                 * @example 12345678|CZ
                 */
                mandantCode?: components["parameters"]["QueryingMandantCode"];
                /**
                 * @description All mandant-specific and non-mandant data.
                 * @example false
                 */
                allMandants?: components["parameters"]["QueryingAllMandants"];
                /**
                 * @description Number of items to skip ("`offset` (default 0)").
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Maximum number of items to return ("`limit` (default 100)"). "Maximum allowed value of limit: not shown."
                 * @example 100
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description "include recently deleted records (kept for a limited time only)"; they carry `deleted`. RecordDeleted "is the event after which a consumer may read deleted records with includeDeleted to synchronize keys." "Deleted records stay readable for a limited time only. The duration: not shown."
                 * @example false
                 */
                includeDeleted?: components["parameters"]["QueryingIncludeDeleted"];
                /**
                 * @description Internal record identifier (`Id.RecordId`).
                 * @example 1e7a4c93-2b5d-4f08-8c6e-9d3b1a2f7e40
                 */
                recordId?: components["parameters"]["QueryingRecordId"];
                /**
                 * @description External identifier (`<recordId>.<entityId>.<sourceId>`); "single record or empty result".
                 * @example 100234.Customer.6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                externalId?: components["parameters"]["QueryingExternalId"];
                /**
                 * @description Reference identifier, "string or uuid"; "may return several records".
                 * @example 7c3e5a19-8d2b-4f64-a0c7-1b9e6d4f2a83
                 */
                referenceId?: components["parameters"]["QueryingReferenceId"];
                /**
                 * @description Publisher data source filter; "legacy mode only; forbidden in integration profile mode" (in profile mode "publisher sources are filtered automatically").
                 * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                publisherSourceId?: components["parameters"]["QueryingPublisherSourceId"];
                /**
                 * @description "own-source filter; a bypass for testing in profile mode". "`selfSourceId` and `selfSourceOnly` serve testing against the consumer's own published data."
                 * @example false
                 */
                selfSourceOnly?: components["parameters"]["QueryingSelfSourceOnly"];
                /**
                 * @description Business scenario (uuid), profile mode. "Consuming in profile mode also uses featureId and scenarioId. The consumer reads data by its assignment, and publisher sources are filtered automatically."
                 * @example b1d7e3a5-2c94-4f6e-8a0b-5e3c9d7f1a28
                 */
                scenarioId?: components["parameters"]["QueryingScenarioId"];
                /**
                 * @description Feature (uuid), profile mode.
                 * @example 4a9e2c71-6b3d-4e58-8f10-2d7c5b9a3e64
                 */
                featureId?: components["parameters"]["QueryingFeatureId"];
                /**
                 * @description Virtual operation context (see operating log).
                 * @example 5a8d2f17-3c6e-4b90-a1d4-8e7f2c5b9a06
                 */
                operationId?: components["parameters"]["QueryingOperationId"];
                /**
                 * @description Start of the modification range (ISO 8601 date-time). "A consumer keeps the timestamp of data already read and polls for newer data."
                 * @example 2026-11-20T08:00:00Z
                 */
                modifiedFrom?: components["parameters"]["QueryingModifiedFrom"];
                /**
                 * @description End of the modification range (ISO 8601 date-time).
                 * @example 2026-11-20T09:00:00Z
                 */
                modifiedTo?: components["parameters"]["QueryingModifiedTo"];
                /**
                 * @description "comma-separated properties or navigation paths, for example `A,B.C`". An included LookupEntity property is returned as the referenced record with `Included` "true when included successfully, false when requested but not included, null when not requested". "Properties flagged IsPublished in the model are included automatically."
                 * @example Country,Owner.Address
                 */
                includeLookupProperties?: components["parameters"]["QueryingIncludeLookupProperties"];
                /**
                 * @description "comma-separated: `CC1`/`cc1` camelCase property names, `CN1`/`cn1` typed CurrencyNumber contract (default is string form)". With `CC1` the records follow DataRecordCamelCase instead of DataRecord; the answers are typed QueryingRecord, either form. The pattern admits exactly the four codes the reference names, in a comma list: it names no other option, and an unknown, empty or trailing item would be a request the reference gives no meaning to.
                 * @example CC1,CN1
                 */
                options?: components["parameters"]["QueryingOptions"];
            };
            header?: never;
            path: {
                /**
                 * @description The data-changes result, the "processed queue item identifier" (the result id "equals the publisher's input queue item identifier").
                 * @example 8e4b1d6a-9f2c-4a73-b5e8-0c1d7a3f6b92
                 */
                resultId: components["parameters"]["QueryingResultId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of data-changes result items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "totalCount": 2,
                     *       "items": [
                     *         {
                     *           "id": "d4a6c8e0-3f5b-4d17-a9c2-6e8b0d2f4a61",
                     *           "resultId": "8e4b1d6a-9f2c-4a73-b5e8-0c1d7a3f6b92",
                     *           "changeType": "Created",
                     *           "modelId": "9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58",
                     *           "recordId": "1e7a4c93-2b5d-4f08-8c6e-9d3b1a2f7e40",
                     *           "externalId": "100234.Customer.6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                     *           "referenceId": "7c3e5a19-8d2b-4f64-a0c7-1b9e6d4f2a83",
                     *           "mandantCode": "12345678|CZ"
                     *         },
                     *         {
                     *           "id": "3e5a7c9d-1f2b-4d46-8b0e-5a7c9e1b3d52",
                     *           "resultId": "8e4b1d6a-9f2c-4a73-b5e8-0c1d7a3f6b92",
                     *           "changeType": "Created",
                     *           "modelId": "9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58",
                     *           "recordId": "9a1c3e5f-7b2d-4f40-8e6a-2c4e6a8b0d35",
                     *           "externalId": "100236.Customer.6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                     *           "referenceId": null,
                     *           "mandantCode": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["DataChangesResultItemCollection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
        };
    };
    findDataByModelId: {
        parameters: {
            query: {
                /**
                 * @description Number of items to skip ("`offset` (default 0)").
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Maximum number of items to return ("`limit` (default 100)"). "Maximum allowed value of limit: not shown."
                 * @example 100
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description "publisher filter; legacy mode only and forbidden in scenario mode". (V2 names this filter `publisherSourceId`, typed string.)
                 * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                sourceId?: components["parameters"]["QueryingV1SourceId"];
                /**
                 * @description Required; "the consumer's own data source". "`selfSourceId` and `selfSourceOnly` serve testing against the consumer's own published data."
                 * @example 2a4c6e8f-0b1d-4f3a-8c5e-7d9f1b3a5c70
                 */
                selfSourceId: components["parameters"]["QueryingV1SelfSourceId"];
                /**
                 * @description "own-source filter; a bypass for testing in profile mode". "`selfSourceId` and `selfSourceOnly` serve testing against the consumer's own published data."
                 * @example false
                 */
                selfSourceOnly?: components["parameters"]["QueryingSelfSourceOnly"];
                /**
                 * @description "include recently deleted records (kept for a limited time only)"; they carry `deleted`. RecordDeleted "is the event after which a consumer may read deleted records with includeDeleted to synchronize keys." "Deleted records stay readable for a limited time only. The duration: not shown."
                 * @example false
                 */
                includeDeleted?: components["parameters"]["QueryingIncludeDeleted"];
                /**
                 * @description Mandant (organization) code; "returns mandant-specific and non-mandant data; when null, non-mandant data only".
                 * @example 12345678|CZ
                 */
                mandantCode?: components["parameters"]["QueryingMandantCode"];
                /**
                 * @description External identifier (`<recordId>.<entityId>.<sourceId>`); "single record or empty result".
                 * @example 100234.Customer.6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                externalId?: components["parameters"]["QueryingExternalId"];
                /**
                 * @description Reference identifier, "string or uuid"; "may return several records".
                 * @example 7c3e5a19-8d2b-4f64-a0c7-1b9e6d4f2a83
                 */
                referenceId?: components["parameters"]["QueryingReferenceId"];
                /**
                 * @description Start of the modification range (ISO 8601 date-time). "A consumer keeps the timestamp of data already read and polls for newer data."
                 * @example 2026-11-20T08:00:00Z
                 */
                modifiedFrom?: components["parameters"]["QueryingModifiedFrom"];
                /**
                 * @description End of the modification range (ISO 8601 date-time).
                 * @example 2026-11-20T09:00:00Z
                 */
                modifiedTo?: components["parameters"]["QueryingModifiedTo"];
                /**
                 * @description "comma-separated properties or navigation paths, for example `A,B.C`". An included LookupEntity property is returned as the referenced record with `Included` "true when included successfully, false when requested but not included, null when not requested". "Properties flagged IsPublished in the model are included automatically."
                 * @example Country,Owner.Address
                 */
                includeLookupProperties?: components["parameters"]["QueryingIncludeLookupProperties"];
                /**
                 * @description "comma-separated: `CC1`/`cc1` camelCase property names, `CN1`/`cn1` typed CurrencyNumber contract (default is string form)". With `CC1` the records follow DataRecordCamelCase instead of DataRecord; the answers are typed QueryingRecord, either form. The pattern admits exactly the four codes the reference names, in a comma list: it names no other option, and an unknown, empty or trailing item would be a request the reference gives no meaning to.
                 * @example CC1,CN1
                 */
                options?: components["parameters"]["QueryingOptions"];
            };
            header?: never;
            path: {
                /**
                 * @description The data model (uuid).
                 * @example 9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58
                 */
                modelId: components["parameters"]["QueryingV1ModelId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of records. The status code is not given; 200 is assumed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "totalCount": 1,
                     *       "items": [
                     *         {
                     *           "Id": {
                     *             "ModelId": "9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58",
                     *             "RecordId": "1e7a4c93-2b5d-4f08-8c6e-9d3b1a2f7e40"
                     *           },
                     *           "ExternalId": "100234.Customer.6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                     *           "SourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                     *           "ReferenceId": "7c3e5a19-8d2b-4f64-a0c7-1b9e6d4f2a83",
                     *           "MandantCode": "12345678|CZ",
                     *           "UtcCreatedOn": "2026-11-19T14:02:11Z",
                     *           "UtcModifiedOn": "2026-11-20T08:15:42Z",
                     *           "Name": "Horák a syn s.r.o.",
                     *           "CreditLimit": "15000.00|CZK",
                     *           "Country": {
                     *             "Id": {
                     *               "ModelId": "0d9b5e27-4a1c-4f3b-8e6d-2c7a9f1b5e40",
                     *               "RecordId": "5e7a9c1b-3d4f-4a86-b0c2-8d1e3f5a7b96"
                     *             },
                     *             "ExternalId": "CZ.Country.2b4d6f80-1a3c-4e5f-9b7d-0c2e4a6b8d1f",
                     *             "Code": "CZ",
                     *             "Included": null
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["QueryingRecordCollection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
        };
    };
    findDataByModelIdReferencedBy: {
        parameters: {
            query: {
                /**
                 * @description Number of items to skip ("`offset` (default 0)").
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Maximum number of items to return ("`limit` (default 100)"). "Maximum allowed value of limit: not shown."
                 * @example 100
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description "publisher filter; legacy mode only and forbidden in scenario mode". (V2 names this filter `publisherSourceId`, typed string.)
                 * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                sourceId?: components["parameters"]["QueryingV1SourceId"];
                /**
                 * @description Required; "the consumer's own data source". "`selfSourceId` and `selfSourceOnly` serve testing against the consumer's own published data."
                 * @example 2a4c6e8f-0b1d-4f3a-8c5e-7d9f1b3a5c70
                 */
                selfSourceId: components["parameters"]["QueryingV1SelfSourceId"];
                /**
                 * @description "own-source filter; a bypass for testing in profile mode". "`selfSourceId` and `selfSourceOnly` serve testing against the consumer's own published data."
                 * @example false
                 */
                selfSourceOnly?: components["parameters"]["QueryingSelfSourceOnly"];
                /**
                 * @description "include recently deleted records (kept for a limited time only)"; they carry `deleted`. RecordDeleted "is the event after which a consumer may read deleted records with includeDeleted to synchronize keys." "Deleted records stay readable for a limited time only. The duration: not shown."
                 * @example false
                 */
                includeDeleted?: components["parameters"]["QueryingIncludeDeleted"];
                /**
                 * @description Mandant (organization) code; "returns mandant-specific and non-mandant data; when null, non-mandant data only".
                 * @example 12345678|CZ
                 */
                mandantCode?: components["parameters"]["QueryingMandantCode"];
                /**
                 * @description External identifier (`<recordId>.<entityId>.<sourceId>`); "single record or empty result".
                 * @example 100234.Customer.6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                externalId?: components["parameters"]["QueryingExternalId"];
                /**
                 * @description Reference identifier, "string or uuid"; "may return several records".
                 * @example 7c3e5a19-8d2b-4f64-a0c7-1b9e6d4f2a83
                 */
                referenceId?: components["parameters"]["QueryingReferenceId"];
                /**
                 * @description Start of the modification range (ISO 8601 date-time). "A consumer keeps the timestamp of data already read and polls for newer data."
                 * @example 2026-11-20T08:00:00Z
                 */
                modifiedFrom?: components["parameters"]["QueryingModifiedFrom"];
                /**
                 * @description End of the modification range (ISO 8601 date-time).
                 * @example 2026-11-20T09:00:00Z
                 */
                modifiedTo?: components["parameters"]["QueryingModifiedTo"];
                /**
                 * @description "comma-separated properties or navigation paths, for example `A,B.C`". An included LookupEntity property is returned as the referenced record with `Included` "true when included successfully, false when requested but not included, null when not requested". "Properties flagged IsPublished in the model are included automatically."
                 * @example Country,Owner.Address
                 */
                includeLookupProperties?: components["parameters"]["QueryingIncludeLookupProperties"];
                /**
                 * @description "comma-separated: `CC1`/`cc1` camelCase property names, `CN1`/`cn1` typed CurrencyNumber contract (default is string form)". With `CC1` the records follow DataRecordCamelCase instead of DataRecord; the answers are typed QueryingRecord, either form. The pattern admits exactly the four codes the reference names, in a comma list: it names no other option, and an unknown, empty or trailing item would be a request the reference gives no meaning to.
                 * @example CC1,CN1
                 */
                options?: components["parameters"]["QueryingOptions"];
            };
            header?: never;
            path: {
                /**
                 * @description The data model (uuid).
                 * @example 9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58
                 */
                modelId: components["parameters"]["QueryingV1ModelId"];
                /**
                 * @description Name of the foreign key.
                 * @example Country
                 */
                fkName: string;
                /**
                 * @description The key value: the recordId of the referenced record.
                 * @example 5e7a9c1b-3d4f-4a86-b0c2-8d1e3f5a7b96
                 */
                fkId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of records. The status code is not given; 200 is assumed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "totalCount": 1,
                     *       "items": [
                     *         {
                     *           "Id": {
                     *             "ModelId": "9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58",
                     *             "RecordId": "1e7a4c93-2b5d-4f08-8c6e-9d3b1a2f7e40"
                     *           },
                     *           "ExternalId": "100234.Customer.6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                     *           "SourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                     *           "ReferenceId": "7c3e5a19-8d2b-4f64-a0c7-1b9e6d4f2a83",
                     *           "MandantCode": "12345678|CZ",
                     *           "UtcCreatedOn": "2026-11-19T14:02:11Z",
                     *           "UtcModifiedOn": "2026-11-20T08:15:42Z",
                     *           "Name": "Horák a syn s.r.o.",
                     *           "CreditLimit": "15000.00|CZK",
                     *           "Country": {
                     *             "Id": {
                     *               "ModelId": "0d9b5e27-4a1c-4f3b-8e6d-2c7a9f1b5e40",
                     *               "RecordId": "5e7a9c1b-3d4f-4a86-b0c2-8d1e3f5a7b96"
                     *             },
                     *             "ExternalId": "CZ.Country.2b4d6f80-1a3c-4e5f-9b7d-0c2e4a6b8d1f",
                     *             "Code": "CZ",
                     *             "Included": null
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["QueryingRecordCollection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
        };
    };
    findDataByModelIdFilteredBy: {
        parameters: {
            query: {
                /**
                 * @description Number of items to skip ("`offset` (default 0)").
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Maximum number of items to return ("`limit` (default 100)"). "Maximum allowed value of limit: not shown."
                 * @example 100
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description "publisher filter; legacy mode only and forbidden in scenario mode". (V2 names this filter `publisherSourceId`, typed string.)
                 * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                sourceId?: components["parameters"]["QueryingV1SourceId"];
                /**
                 * @description Required; "the consumer's own data source". "`selfSourceId` and `selfSourceOnly` serve testing against the consumer's own published data."
                 * @example 2a4c6e8f-0b1d-4f3a-8c5e-7d9f1b3a5c70
                 */
                selfSourceId: components["parameters"]["QueryingV1SelfSourceId"];
                /**
                 * @description "own-source filter; a bypass for testing in profile mode". "`selfSourceId` and `selfSourceOnly` serve testing against the consumer's own published data."
                 * @example false
                 */
                selfSourceOnly?: components["parameters"]["QueryingSelfSourceOnly"];
                /**
                 * @description "include recently deleted records (kept for a limited time only)"; they carry `deleted`. RecordDeleted "is the event after which a consumer may read deleted records with includeDeleted to synchronize keys." "Deleted records stay readable for a limited time only. The duration: not shown."
                 * @example false
                 */
                includeDeleted?: components["parameters"]["QueryingIncludeDeleted"];
                /**
                 * @description Mandant (organization) code; "returns mandant-specific and non-mandant data; when null, non-mandant data only".
                 * @example 12345678|CZ
                 */
                mandantCode?: components["parameters"]["QueryingMandantCode"];
                /**
                 * @description External identifier (`<recordId>.<entityId>.<sourceId>`); "single record or empty result".
                 * @example 100234.Customer.6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                externalId?: components["parameters"]["QueryingExternalId"];
                /**
                 * @description Reference identifier, "string or uuid"; "may return several records".
                 * @example 7c3e5a19-8d2b-4f64-a0c7-1b9e6d4f2a83
                 */
                referenceId?: components["parameters"]["QueryingReferenceId"];
                /**
                 * @description Start of the modification range (ISO 8601 date-time). "A consumer keeps the timestamp of data already read and polls for newer data."
                 * @example 2026-11-20T08:00:00Z
                 */
                modifiedFrom?: components["parameters"]["QueryingModifiedFrom"];
                /**
                 * @description End of the modification range (ISO 8601 date-time).
                 * @example 2026-11-20T09:00:00Z
                 */
                modifiedTo?: components["parameters"]["QueryingModifiedTo"];
                /**
                 * @description "comma-separated properties or navigation paths, for example `A,B.C`". An included LookupEntity property is returned as the referenced record with `Included` "true when included successfully, false when requested but not included, null when not requested". "Properties flagged IsPublished in the model are included automatically."
                 * @example Country,Owner.Address
                 */
                includeLookupProperties?: components["parameters"]["QueryingIncludeLookupProperties"];
                /**
                 * @description "comma-separated: `CC1`/`cc1` camelCase property names, `CN1`/`cn1` typed CurrencyNumber contract (default is string form)". With `CC1` the records follow DataRecordCamelCase instead of DataRecord; the answers are typed QueryingRecord, either form. The pattern admits exactly the four codes the reference names, in a comma list: it names no other option, and an unknown, empty or trailing item would be a request the reference gives no meaning to.
                 * @example CC1,CN1
                 */
                options?: components["parameters"]["QueryingOptions"];
            };
            header?: never;
            path: {
                /**
                 * @description The data model (uuid).
                 * @example 9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58
                 */
                modelId: components["parameters"]["QueryingV1ModelId"];
                /**
                 * @description Name of the alternate key.
                 * @example Code
                 */
                akName: string;
                /**
                 * @description Value of the alternate key (equality).
                 * @example CUST-100234
                 */
                akValue: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of records. The status code is not given; 200 is assumed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "totalCount": 1,
                     *       "items": [
                     *         {
                     *           "Id": {
                     *             "ModelId": "9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58",
                     *             "RecordId": "1e7a4c93-2b5d-4f08-8c6e-9d3b1a2f7e40"
                     *           },
                     *           "ExternalId": "100234.Customer.6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                     *           "SourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                     *           "ReferenceId": "7c3e5a19-8d2b-4f64-a0c7-1b9e6d4f2a83",
                     *           "MandantCode": "12345678|CZ",
                     *           "UtcCreatedOn": "2026-11-19T14:02:11Z",
                     *           "UtcModifiedOn": "2026-11-20T08:15:42Z",
                     *           "Name": "Horák a syn s.r.o.",
                     *           "CreditLimit": "15000.00|CZK",
                     *           "Country": {
                     *             "Id": {
                     *               "ModelId": "0d9b5e27-4a1c-4f3b-8e6d-2c7a9f1b5e40",
                     *               "RecordId": "5e7a9c1b-3d4f-4a86-b0c2-8d1e3f5a7b96"
                     *             },
                     *             "ExternalId": "CZ.Country.2b4d6f80-1a3c-4e5f-9b7d-0c2e4a6b8d1f",
                     *             "Code": "CZ",
                     *             "Included": null
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["QueryingRecordCollection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
        };
    };
    getDataByModelId: {
        parameters: {
            query: {
                /**
                 * @description Number of items to skip ("`offset` (default 0)").
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Maximum number of items to return ("`limit` (default 100)"). "Maximum allowed value of limit: not shown."
                 * @example 100
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description "publisher filter; legacy mode only and forbidden in scenario mode". (V2 names this filter `publisherSourceId`, typed string.)
                 * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                sourceId?: components["parameters"]["QueryingV1SourceId"];
                /**
                 * @description Required; "the consumer's own data source". "`selfSourceId` and `selfSourceOnly` serve testing against the consumer's own published data."
                 * @example 2a4c6e8f-0b1d-4f3a-8c5e-7d9f1b3a5c70
                 */
                selfSourceId: components["parameters"]["QueryingV1SelfSourceId"];
                /**
                 * @description "own-source filter; a bypass for testing in profile mode". "`selfSourceId` and `selfSourceOnly` serve testing against the consumer's own published data."
                 * @example false
                 */
                selfSourceOnly?: components["parameters"]["QueryingSelfSourceOnly"];
                /**
                 * @description "include recently deleted records (kept for a limited time only)"; they carry `deleted`. RecordDeleted "is the event after which a consumer may read deleted records with includeDeleted to synchronize keys." "Deleted records stay readable for a limited time only. The duration: not shown."
                 * @example false
                 */
                includeDeleted?: components["parameters"]["QueryingIncludeDeleted"];
                /**
                 * @description Mandant (organization) code; "returns mandant-specific and non-mandant data; when null, non-mandant data only".
                 * @example 12345678|CZ
                 */
                mandantCode?: components["parameters"]["QueryingMandantCode"];
                /**
                 * @description External identifier (`<recordId>.<entityId>.<sourceId>`); "single record or empty result".
                 * @example 100234.Customer.6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                externalId?: components["parameters"]["QueryingExternalId"];
                /**
                 * @description Reference identifier, "string or uuid"; "may return several records".
                 * @example 7c3e5a19-8d2b-4f64-a0c7-1b9e6d4f2a83
                 */
                referenceId?: components["parameters"]["QueryingReferenceId"];
                /**
                 * @description Start of the modification range (ISO 8601 date-time). "A consumer keeps the timestamp of data already read and polls for newer data."
                 * @example 2026-11-20T08:00:00Z
                 */
                modifiedFrom?: components["parameters"]["QueryingModifiedFrom"];
                /**
                 * @description End of the modification range (ISO 8601 date-time).
                 * @example 2026-11-20T09:00:00Z
                 */
                modifiedTo?: components["parameters"]["QueryingModifiedTo"];
                /**
                 * @description "comma-separated properties or navigation paths, for example `A,B.C`". An included LookupEntity property is returned as the referenced record with `Included` "true when included successfully, false when requested but not included, null when not requested". "Properties flagged IsPublished in the model are included automatically."
                 * @example Country,Owner.Address
                 */
                includeLookupProperties?: components["parameters"]["QueryingIncludeLookupProperties"];
                /**
                 * @description "comma-separated: `CC1`/`cc1` camelCase property names, `CN1`/`cn1` typed CurrencyNumber contract (default is string form)". With `CC1` the records follow DataRecordCamelCase instead of DataRecord; the answers are typed QueryingRecord, either form. The pattern admits exactly the four codes the reference names, in a comma list: it names no other option, and an unknown, empty or trailing item would be a request the reference gives no meaning to.
                 * @example CC1,CN1
                 */
                options?: components["parameters"]["QueryingOptions"];
            };
            header?: never;
            path: {
                /**
                 * @description The data model (uuid).
                 * @example 9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58
                 */
                modelId: components["parameters"]["QueryingV1ModelId"];
                /**
                 * @description The record (`Id.RecordId`).
                 * @example 1e7a4c93-2b5d-4f08-8c6e-9d3b1a2f7e40
                 */
                recordId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. The status code is not given; 200 is assumed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "Id": {
                     *         "ModelId": "9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58",
                     *         "RecordId": "1e7a4c93-2b5d-4f08-8c6e-9d3b1a2f7e40"
                     *       },
                     *       "ExternalId": "100234.Customer.6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                     *       "SourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                     *       "ReferenceId": "7c3e5a19-8d2b-4f64-a0c7-1b9e6d4f2a83",
                     *       "MandantCode": "12345678|CZ",
                     *       "UtcCreatedOn": "2026-11-19T14:02:11Z",
                     *       "UtcModifiedOn": "2026-11-20T08:15:42Z",
                     *       "Name": "Horák a syn s.r.o.",
                     *       "CreditLimit": "15000.00|CZK",
                     *       "Country": {
                     *         "Id": {
                     *           "ModelId": "0d9b5e27-4a1c-4f3b-8e6d-2c7a9f1b5e40",
                     *           "RecordId": "5e7a9c1b-3d4f-4a86-b0c2-8d1e3f5a7b96"
                     *         },
                     *         "ExternalId": "CZ.Country.2b4d6f80-1a3c-4e5f-9b7d-0c2e4a6b8d1f",
                     *         "Code": "CZ",
                     *         "Included": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["QueryingRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
        };
    };
    getProcessedDataResultsV1: {
        parameters: {
            query?: {
                /**
                 * @description Data source filter; a uuid, as this identifier is elsewhere in the reference.
                 * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                sourceId?: string;
                /**
                 * @description Virtual operation filter; a uuid, as this identifier is elsewhere in the reference.
                 * @example 5a8d2f17-3c6e-4b90-a1d4-8e7f2c5b9a06
                 */
                operationId?: string;
                /**
                 * @description Business scenario filter; a uuid, as this identifier is elsewhere in the reference.
                 * @example b1d7e3a5-2c94-4f6e-8a0b-5e3c9d7f1a28
                 */
                scenarioId?: string;
                /**
                 * @description Integration profile filter; a uuid, as this identifier is elsewhere in the reference.
                 * @example c8f2a4d6-1e3b-4a79-9d5c-7b0e2f6a8c13
                 */
                profileId?: string;
                /**
                 * @description Feature filter; a uuid, as this identifier is elsewhere in the reference.
                 * @example 4a9e2c71-6b3d-4e58-8f10-2d7c5b9a3e64
                 */
                featureId?: string;
                /**
                 * @description Number of items to skip ("`offset` (default 0)").
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Maximum number of items to return ("`limit` (default 100)"). "Maximum allowed value of limit: not shown."
                 * @example 100
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Start of the creation-time range; a date-time, as createdFrom/createdTo of the operating logs are.
                 * @example 2026-11-20T00:00:00Z
                 */
                createdFrom?: string;
                /**
                 * @description End of the creation-time range; a date-time, as createdFrom/createdTo of the operating logs are.
                 * @example 2026-11-20T23:59:59Z
                 */
                createdTo?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of data-changes results, newest first. The status code is not given; 200 is assumed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "totalCount": 1,
                     *       "items": [
                     *         {
                     *           "id": "8e4b1d6a-9f2c-4a73-b5e8-0c1d7a3f6b92",
                     *           "createdOn": "2026-11-20T08:15:33Z",
                     *           "modifiedOn": "2026-11-20T08:15:34Z",
                     *           "releasedOn": "2026-11-20T08:15:34Z",
                     *           "sourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                     *           "operationId": "5a8d2f17-3c6e-4b90-a1d4-8e7f2c5b9a06",
                     *           "profileId": "c8f2a4d6-1e3b-4a79-9d5c-7b0e2f6a8c13",
                     *           "scenarioId": "b1d7e3a5-2c94-4f6e-8a0b-5e3c9d7f1a28",
                     *           "featureId": "4a9e2c71-6b3d-4e58-8f10-2d7c5b9a3e64"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["DataChangesResultCollection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            412: components["responses"]["PreconditionFailed"];
        };
    };
    getProcessedDataResultItemsV1: {
        parameters: {
            query?: {
                /**
                 * @description The consumer source; "filters by profile".
                 * @example 2a4c6e8f-0b1d-4f3a-8c5e-7d9f1b3a5c70
                 */
                sourceId?: string;
                /**
                 * @description "true current profile, false original".
                 * @example true
                 */
                useCurrentProfile?: boolean;
                /**
                 * @description Number of items to skip ("`offset` (default 0)").
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Maximum number of items to return ("`limit` (default 100)"). "Maximum allowed value of limit: not shown."
                 * @example 100
                 */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path: {
                /**
                 * @description The data-changes result, the "processed queue item identifier" (the result id "equals the publisher's input queue item identifier").
                 * @example 8e4b1d6a-9f2c-4a73-b5e8-0c1d7a3f6b92
                 */
                resultId: components["parameters"]["QueryingResultId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of data-changes result items. The status code is not given; 200 is assumed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "totalCount": 2,
                     *       "items": [
                     *         {
                     *           "id": "d4a6c8e0-3f5b-4d17-a9c2-6e8b0d2f4a61",
                     *           "resultId": "8e4b1d6a-9f2c-4a73-b5e8-0c1d7a3f6b92",
                     *           "changeType": "Created",
                     *           "modelId": "9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58",
                     *           "recordId": "1e7a4c93-2b5d-4f08-8c6e-9d3b1a2f7e40",
                     *           "externalId": "100234.Customer.6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                     *           "referenceId": "7c3e5a19-8d2b-4f64-a0c7-1b9e6d4f2a83",
                     *           "mandantCode": "12345678|CZ"
                     *         },
                     *         {
                     *           "id": "3e5a7c9d-1f2b-4d46-8b0e-5a7c9e1b3d52",
                     *           "resultId": "8e4b1d6a-9f2c-4a73-b5e8-0c1d7a3f6b92",
                     *           "changeType": "Created",
                     *           "modelId": "9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58",
                     *           "recordId": "9a1c3e5f-7b2d-4f40-8e6a-2c4e6a8b0d35",
                     *           "externalId": "100236.Customer.6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                     *           "referenceId": null,
                     *           "mandantCode": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["DataChangesResultItemCollection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
        };
    };
    getCurrentIntegrationProfile: {
        parameters: {
            query?: {
                /**
                 * @description Optional data source (uuid). "All are GET with optional query `sourceId` (uuid)."
                 * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                sourceId?: components["parameters"]["IntegrationProfileSourceId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current profile. The status code is not given; 200 is assumed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "isSelected": true,
                     *       "id": "c8f2a4d6-1e3b-4a79-9d5c-7b0e2f6a8c13",
                     *       "released": true,
                     *       "deleted": false,
                     *       "items": [
                     *         {
                     *           "dataSourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                     *           "applicationId": "f3a5c7e9-1b2d-4f60-8a9c-0e2b4d6f8a15",
                     *           "application": {
                     *             "id": "f3a5c7e9-1b2d-4f60-8a9c-0e2b4d6f8a15",
                     *             "code": "acme-erp",
                     *             "name": {
                     *               "values": [
                     *                 {
                     *                   "locale": "en-US",
                     *                   "value": "Acme ERP"
                     *                 }
                     *               ]
                     *             }
                     *           },
                     *           "featureId": "4a9e2c71-6b3d-4e58-8f10-2d7c5b9a3e64",
                     *           "feature": {
                     *             "id": "4a9e2c71-6b3d-4e58-8f10-2d7c5b9a3e64",
                     *             "code": "CustomerMasterData",
                     *             "name": {
                     *               "values": [
                     *                 {
                     *                   "locale": "en-US",
                     *                   "value": "Customer master data"
                     *                 },
                     *                 {
                     *                   "locale": "cs-CZ",
                     *                   "value": "Kmenová data zákazníků"
                     *                 }
                     *               ]
                     *             }
                     *           },
                     *           "applicationUsage": "Input",
                     *           "inputModelIds": [
                     *             "9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58"
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["IntegrationProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            412: components["responses"]["PreconditionFailed"];
        };
    };
    getAvailableFeatures: {
        parameters: {
            query?: {
                /**
                 * @description Optional data source (uuid). "All are GET with optional query `sourceId` (uuid)."
                 * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                sourceId?: components["parameters"]["IntegrationProfileSourceId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of available features. The status code is not given; 200 is assumed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "totalCount": 2,
                     *       "items": [
                     *         {
                     *           "id": "4a9e2c71-6b3d-4e58-8f10-2d7c5b9a3e64",
                     *           "code": "CustomerMasterData",
                     *           "usage": "Input",
                     *           "inputSourceIds": [],
                     *           "inputModelIds": [
                     *             "9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58"
                     *           ],
                     *           "outputModelIds": []
                     *         },
                     *         {
                     *           "id": "7e9a1c3d-5f2b-4a68-9c0e-1b3d5f7a9c24",
                     *           "code": "CustomerMasterDataConsumer",
                     *           "usage": "Output",
                     *           "inputSourceIds": [
                     *             "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31"
                     *           ],
                     *           "inputModelIds": [],
                     *           "outputModelIds": [
                     *             "9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58"
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AvailableFeatureCollection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            412: components["responses"]["PreconditionFailed"];
        };
    };
    getAvailableModels: {
        parameters: {
            query?: {
                /**
                 * @description Optional data source (uuid). "All are GET with optional query `sourceId` (uuid)."
                 * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                sourceId?: components["parameters"]["IntegrationProfileSourceId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of available data models. The status code is not given; 200 is assumed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "totalCount": 1,
                     *       "items": [
                     *         {
                     *           "id": "9c2b7e41-5d3a-4f86-b1e0-7a4c3d2f9e58",
                     *           "code": "Customer",
                     *           "usage": "Output",
                     *           "inputSourceIds": [
                     *             "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31"
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AvailableModelCollection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
            412: components["responses"]["PreconditionFailed"];
        };
    };
    getOperatingLogs: {
        parameters: {
            query?: {
                /**
                 * @description Items of one virtual operation.
                 * @example 5a8d2f17-3c6e-4b90-a1d4-8e7f2c5b9a06
                 */
                operationId?: string;
                /**
                 * @description Include system-level items; default false.
                 * @example false
                 */
                includeSystemLevel?: boolean;
                /**
                 * @description StatusSeverity; "minimal severity returned".
                 * @example Warning
                 */
                severityLevel?: components["schemas"]["Severity"];
                /**
                 * @description Owner data agent code.
                 * @example acme.erp-sync
                 */
                agentCode?: string;
                /**
                 * @description Owner data agent.
                 * @example 3b9f6c2e-7a41-4d8b-9e05-1c6a2f8d4b73
                 */
                agentId?: string;
                /**
                 * @description Owner data source.
                 * @example 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31
                 */
                sourceId?: string;
                /**
                 * @description OperationScope.
                 * @example PublishDataWithConsumerFeedback
                 */
                operationScope?: components["schemas"]["OperationScope"];
                /**
                 * @description CreatedOn greater or equal (UTC).
                 * @example 2026-11-20T00:00:00Z
                 */
                createdFrom?: string;
                /**
                 * @description CreatedOn less or equal (UTC).
                 * @example 2026-11-20T23:59:59Z
                 */
                createdTo?: string;
                /**
                 * @description Number of items to skip ("`offset` (default 0)").
                 * @example 0
                 */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Maximum number of items to return ("`limit` (default 100)"). "Maximum allowed value of limit: not shown."
                 * @example 100
                 */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of operating log items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "totalCount": 5,
                     *       "items": [
                     *         {
                     *           "id": "0a2c4e6f-8b1d-4f3a-9c5e-7b9d1f3a5c01",
                     *           "operationId": "5a8d2f17-3c6e-4b90-a1d4-8e7f2c5b9a06",
                     *           "operationType": "InputData",
                     *           "activityType": "Application|Start",
                     *           "createdOn": "2026-11-20T08:14:59Z",
                     *           "severity": "Info",
                     *           "systemLevel": false,
                     *           "category": "Custom",
                     *           "message": "Customer synchronisation started",
                     *           "source": "acme.erp-sync",
                     *           "agentId": "3b9f6c2e-7a41-4d8b-9e05-1c6a2f8d4b73",
                     *           "sourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                     *           "utcTimestamp": "2026-11-20T08:14:58Z"
                     *         },
                     *         {
                     *           "id": "e2b4d6f8-5a7c-4e91-b3d5-8f0a2c4e6b17",
                     *           "operationId": "5a8d2f17-3c6e-4b90-a1d4-8e7f2c5b9a06",
                     *           "operationType": "InputData",
                     *           "activityType": "Application|Begin",
                     *           "createdOn": "2026-11-20T08:15:01Z",
                     *           "severity": "Info",
                     *           "systemLevel": false,
                     *           "category": "Custom|Customers",
                     *           "customCategory": "Customers",
                     *           "message": "Reading changed customers from the ERP",
                     *           "source": "acme.erp-sync",
                     *           "agentId": "3b9f6c2e-7a41-4d8b-9e05-1c6a2f8d4b73",
                     *           "sourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                     *           "utcTimestamp": "2026-11-20T08:15:00Z",
                     *           "scopeId": "read-customers"
                     *         },
                     *         {
                     *           "id": "4c6e8a0b-2d3f-4b57-a9c1-3e5a7c9e1b46",
                     *           "operationId": "5a8d2f17-3c6e-4b90-a1d4-8e7f2c5b9a06",
                     *           "operationType": "InputData",
                     *           "activityType": "Application|End",
                     *           "createdOn": "2026-11-20T08:15:29Z",
                     *           "severity": "Info",
                     *           "systemLevel": false,
                     *           "category": "Custom|Customers",
                     *           "customCategory": "Customers",
                     *           "message": "Read 312 changed customers",
                     *           "details": [
                     *             "312 records in 1 queue item"
                     *           ],
                     *           "source": "acme.erp-sync",
                     *           "agentId": "3b9f6c2e-7a41-4d8b-9e05-1c6a2f8d4b73",
                     *           "sourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                     *           "utcTimestamp": "2026-11-20T08:15:28Z",
                     *           "scopeId": "read-customers"
                     *         },
                     *         {
                     *           "id": "6e8a0c2d-4f5b-4d79-8b1e-5a7c9e1b3d68",
                     *           "operationId": "5a8d2f17-3c6e-4b90-a1d4-8e7f2c5b9a06",
                     *           "operationType": "InputData",
                     *           "activityType": "Application|Finish",
                     *           "createdOn": "2026-11-20T08:15:35Z",
                     *           "severity": "Info",
                     *           "systemLevel": false,
                     *           "category": "Custom",
                     *           "message": "Customer synchronisation finished",
                     *           "source": "acme.erp-sync",
                     *           "agentId": "3b9f6c2e-7a41-4d8b-9e05-1c6a2f8d4b73",
                     *           "sourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                     *           "utcTimestamp": "2026-11-20T08:15:34Z"
                     *         },
                     *         {
                     *           "id": "8a0c2e4f-6b7d-4f91-a3c5-7e9b1d3f5a80",
                     *           "operationId": "5a8d2f17-3c6e-4b90-a1d4-8e7f2c5b9a06",
                     *           "operationType": "ConsumeData",
                     *           "activityType": "Validation",
                     *           "createdOn": "2026-11-20T08:16:10Z",
                     *           "severity": "Warning",
                     *           "systemLevel": false,
                     *           "category": "Custom",
                     *           "message": "Customer 100234 has no VAT number; imported without it",
                     *           "source": "globex.crm-connector",
                     *           "sourceId": "2a4c6e8f-0b1d-4f3a-8c5e-7d9f1b3a5c70",
                     *           "publisherSourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                     *           "utcTimestamp": "2026-11-20T08:16:09Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["OperatingLogItemCollection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
        };
    };
    createOperatingLogItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatingLogItemCreate"];
            };
        };
        responses: {
            /** @description Created. "The endpoint description says the body is the identifier (uuid) of the created item. Examples show the created item object with id, createdOn and category." */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatingLogItemCreateResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["InsufficientScope"];
        };
    };
}
