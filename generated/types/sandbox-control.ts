// generated from specs/openapi/sandbox-control.yaml; do not edit
export interface paths {
    "/_sandbox/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a tenant
         * @description Adds a tenant to the sandbox's identity provider; a service account listing its id may then request tokens with `tid` set to it.
         */
        post: operations["createSandboxTenant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/service-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a service account
         * @description Adds client credentials to the sandbox's identity provider: `POST /connect/token` accepts them for the listed tenants, and the tokens carry the roles.
         */
        post: operations["createSandboxServiceAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List event deliveries
         * @description Every delivery record the sandbox's message gateway keeps, oldest first: what it sends (address, headers, payload), every attempt with its time, duration, answer (status, content type, the first 512 bytes of the body, a problem's title) or network error (`ECONNREFUSED`, `TIMEOUT`, ...), and the time of the next attempt. Filters combine: a delivery is listed when it matches every one given; `last` answers only the newest matches. A pending delivery is kept until it is delivered, fails after its last redelivery or expires, as the message gateway keeps a message; the history of finished ones (Delivered, Failed, Expired) is kept up to 50,000 deliveries and 256 MiB per tenant (`--deliveries-per-tenant`, `--delivery-history-bytes`), the oldest finished going first, and `evicted` counts the deliveries dropped for the tenant asked for (all tenants without `tenantId`).
         */
        get: operations["listSandboxDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/deliveries/{messageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one event delivery
         * @description The delivery of one message, as `GET /_sandbox/deliveries` lists it.
         */
        get: operations["getSandboxDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/deliveries/{messageId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeliver an event
         * @description Sends the message again with the same messageId, headers and payload (and a freshly signed token), as the gateway's own redelivery does: a `Delivered` or `Failed` delivery becomes `Pending` with a new round of attempts (the gateway's full number of attempts again), a `Pending` one waiting for its redelivery is sent now instead. The consumer's rate limit still applies. The attempts so far stay in `history`, and the new ones count on from them. Answered at once, before the POST ends: read the delivery again (after `POST /_sandbox/clock` where a redelivery follows) to see how it went.
         */
        post: operations["redeliverSandboxDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/journal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the requests served
         * @description The requests the sandbox served (the last 10,000, at most 32 MiB), oldest first: time, service, method, path, operation, tenant and status, and for a refused request (400 or more) the problem's title and detail and, when validation refused it, each error. Calls of the control API are not in it. A page holds the first `limit` matches after `after` (or the newest `last`), and at most about 1 MiB; `nextAfter` reads on. The journal is paged by `after`, not `offset`: entries leave at its old end while it is read, which would shift every offset.
         */
        get: operations["getSandboxJournal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read what the sandbox is made of
         * @description Its services and ports, tenants, service accounts (without secrets), sandbox time, the faults still waiting, the answers that broke the spec and the message broker channel's status (null without `--amqp-url`): the inspector's overview.
         */
        get: operations["getSandboxOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/queue-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a tenant's queue items
         * @description Every input queue item of the tenant, oldest first, with its status, error message, item count and the records it changed. All of them are answered: the list is not paged.
         */
        get: operations["listSandboxQueueItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a data model's records
         * @description One page of the records of a tenant's data model in its query store, most recently changed first, deleted ones included (while they are kept) with their deleted flag, and each record's mandant.
         */
        get: operations["listSandboxRecords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/faults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a fault
         * @description The next calls of the operation (`times`, default 1) wait `delayMs` and answer `status` with a problem body instead of their answer. Faults apply after the token check and before request validation; several faults of one operation apply one after another.
         */
        post: operations["createSandboxFault"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move sandbox time on
         * @description Sandbox time moves forward by `advanceSeconds`: tokens expire, redeliveries and queue timers that became due run at once, in due order.
         */
        post: operations["advanceSandboxClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/data-models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a tenant's data models
         * @description The tenant's declared data models (seed or `POST /_sandbox/data-models`), in the order added, then any model that only published records name (its `code` null), each with its counts of live and deleted records. All of them are answered: the list is not paged.
         */
        get: operations["listSandboxDataModels"];
        put?: never;
        /**
         * Add a data model
         * @description Adds a data model to a tenant's data integration service; the V1 DataModels operations list and read it. The reference shows no operation that creates a data model, so the sandbox has this one (and the seed's `dataModels`).
         */
        post: operations["createSandboxDataModel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/integration-profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a tenant's integration profile
         * @description Sets the integration profile of a tenant (and what AvailableFeatures and AvailableModels answer). Data sources the old or the new profile names receive IntegrationProfileChangeStarted, then IntegrationProfileChangeCompleted with `requestStatus` `Success` ("The two are paired even on failure and are sent only to affected data sources"), each where the consumer flag `integrationProfileStatus` is on.
         */
        post: operations["setSandboxIntegrationProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/commands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a remote command to a data source
         * @description Sends RefreshSourceStatus or RefreshSourceConfig to the data source's webhook through the sandbox's message gateway, expiring 1 hour of sandbox time after it is sent ("Remote commands expire after 1 hour"); the answer is its delivery record, as GET /_sandbox/deliveries lists it. A native data source (consumer type `None`) gets it through the message broker when the sandbox runs with `--amqp-url` (the message expires in the broker after the same hour); the answer is then its broker message.
         */
        post: operations["sendSandboxCommand"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/triggers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cause a platform event from real state
         * @description Causes one of the AsyncAPI spec's message types (`integration-contracts trigger`) by driving the platform's own transition: it publishes a record through the input queue (RecordCreated, RecordUpdated, RecordDeleted, EnqueueDataStatusChanged, IntegrationDataChanged), releases an order (OrderReleased), changes the integration profile (IntegrationProfileChangeStarted and Completed) or sends a remote command (RefreshSourceStatus, RefreshSourceConfig). Every event the transition causes is caused too, in order, on every channel the tenant's consumers use (webhook, and the message broker with `--amqp-url`), and the state read afterwards (GET the record or order) agrees with the event. The answer names what was created or changed and every event with its deliveries. The events are handed to the gateway before the answer; their POSTs go on after it.
         */
        post: operations["triggerSandboxEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a vendor tenant's orders
         * @description The tenant's released orders, in the order released, each with its current status and every SetStatus call made on it (moves, custom-property updates, technical failures and refused calls). All of them are answered: the list is not paged.
         */
        get: operations["listSandboxOrders"];
        put?: never;
        /**
         * Release an order
         * @description Releases an order of the vendor tenant's application in the order integration service, in the initial state "(none)" ("the order was released"). When the tenant's consumer (`PATCH /api/v1/Integration/Settings`) has the `orderReleased` flag on and the `Webhook` channel, the message gateway delivers `PLATFORM.PlatformStore.OrderReleased` (orderId, productId, vendorCode; header X-VendorCode) to its webhookUrl. The sandbox has no gRPC channel: a `gRPC` consumer gets nothing.
         */
        post: operations["releaseSandboxOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/connector-catalogue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a tenant's connector catalogue
         * @description The providers of the seed and the tenant's connectors and agents, with each agent's generated agentCode and integrationTokenClientId and its dataAgentId and dataSourceId in the data integration service. The catalogue's own endpoints answer no described body.
         */
        get: operations["getSandboxConnectorCatalogue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/provider-states": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set up a provider state
         * @description Pact-style provider states for `integration-contracts verify-service --state-hook <sandbox>/_sandbox/provider-states`: what a partner cannot create through the public API. `verification run` answers the states the sandbox gives; `a second tenant` adds a tenant with a `TenantAdmin` service account of its own (no profile, no orders); `a service account without roles` and `a service account with the Admin role` add one to `params.tenantId`; `an expired access token` signs an access token of `params.clientId` in `params.tenantId` (scope `apiim`) that expired ten minutes ago; `an order released` releases an order of the vendor tenant `params.tenantId` as `POST /_sandbox/orders` does (OrderReleased included); `a data model` adds a data model to the tenant (as `POST /_sandbox/data-models` does); `a folder` names a folder of the run's own (the sandbox takes any folderId); `a connector` registers the tenant's connector of the seed's first provider. Names it makes start with `params.runPrefix`.
         */
        post: operations["setUpSandboxProviderState"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/state/{tenantId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The tenant whose state is exported or replaced.
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                tenantId: string;
            };
            cookie?: never;
        };
        /**
         * Export a tenant's state
         * @description One JSON document of the tenant's whole state: the tenant, its service accounts and every service's stores, file bytes included, so a `PUT` of it into a freshly reset sandbox (or a `--seed` file holding it) gives back a working tenant.
         */
        get: operations["exportSandboxTenantState"];
        /**
         * Replace a tenant's state
         * @description Replaces everything the tenant holds with the document (as `GET` exports it): the tenant is added or replaced, its service accounts are added or replaced, and every store of the tenant is dropped and loaded from `stores`. The document is validated against its schema first; a refusal names the JSON path, and leaves the tenant's state as it was. The body has its own limit (`--state-body-limit`, default 64 MiB; a larger one is refused with 413 naming it). An import changes this tenant only: it may name a service account of no other tenant, or one that already lists this tenant, and may not add another tenant to an account (400 naming the account and the rule); an account that lists this tenant and is left out of the document loses this tenant, and is removed when it has no other.
         */
        put: operations["importSandboxTenantState"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/_sandbox/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset the sandbox
         * @description All state is gone (every tenant's records, tenants and service accounts, deliveries, the journal, faults and pending timers), then the seed is applied again (the `--seed` file, or the default seed). Sandbox time keeps where `POST /_sandbox/clock` moved it, and the signing keys stay, so consumers' JWKS caches stay right.
         */
        post: operations["resetSandbox"];
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
         * FeatureUsage
         * @description How a feature is used: "`Input` (and `Output` in profile items)" for supported features; "usage (`Input` or `Output`)" for available features and models of the integration profile.
         * @enum {string}
         */
        FeatureUsage: "Input" | "Output";
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
         * Order
         * @description An order (read, `GET /api/v1/Order/{id}`). "Other order fields: not shown." "Order fields beyond those above: not shown." "The order model follows general principles for keeping compatibility. The content of those principles: not shown." Only `id` is required: it is the identifier the order is read and set by ("id (mandatory order identifier)"); every other member is optional, as the reference marks none.
         * @example {
         *       "id": "5b7e2c1a-9d4f-4e8a-b3c6-0f1e2d3c4b5a",
         *       "orderNumber": "ORD-2026-004711",
         *       "licenceId": "8c2d4e6f-1a3b-4c5d-9e7f-2b4d6f8a0c1e",
         *       "licenceCode": "LIC-ERP-SYNC-0042",
         *       "vendor": {
         *         "code": "12345678|CZ"
         *       },
         *       "currentStatusInfo": {
         *         "systemStatus": "Validation",
         *         "modifiedOn": "2026-11-03T09:15:00Z",
         *         "modifiedBy": "acme.erp-sync",
         *         "customProperties": []
         *       }
         *     }
         */
        Order: {
            /** Format: uuid */
            id: string;
            orderNumber?: string;
            /** Format: uuid */
            licenceId?: string;
            licenceCode?: string;
            vendor?: components["schemas"]["OrderVendor"];
            currentStatusInfo?: components["schemas"]["OrderStatusInfo"];
        } & {
            [key: string]: unknown;
        };
        /**
         * OrderStatusInfo
         * @description `currentStatusInfo` of an order: "`systemStatus`, `modifiedOn` (date-time), `modifiedBy`, `customProperties` (array of {key, value})". "When the current state does not allow the requested systemStatus, the call is refused with 412 (see Errors). The client reads currentStatusInfo and follows the flow."
         * @example {
         *       "systemStatus": "Validation",
         *       "modifiedOn": "2026-11-03T09:15:00Z",
         *       "modifiedBy": "acme.erp-sync",
         *       "customProperties": []
         *     }
         */
        OrderStatusInfo: {
            /** @description The current system status. In the initial state "(none)" ("the order was released") there is no system status yet; the reference does not show how that state is written, so null is accepted. */
            systemStatus?: components["schemas"]["OrderSystemStatus"] | null;
            /** Format: date-time */
            modifiedOn?: string;
            /** @description Who made the last status change; its type and content are not shown. */
            modifiedBy?: string;
            /** @description Custom properties of the order status; key `ApplicationUrl` "carries the customer-specific application address". */
            customProperties?: components["schemas"]["KeyValuePair"][];
        } & {
            [key: string]: unknown;
        };
        /**
         * OrderSystemStatus
         * @description The system status of an order (`currentStatusInfo.systemStatus`, and `systemStatus` of the SetStatus body): "`Validation`, `Confirmed`, `Done`, `Fail`". `Validation`: "the order was received and negotiation with the customer has started"; `Confirmed`: "evaluation succeeded and deployment has started"; `Done`: "deployment succeeded, the application is ready (terminal)"; `Fail`: "evaluation ended because negotiation with the customer failed (terminal)". The initial state "(none)" ("the order was released; initial state") has no value of its own. The allowed moves are the `x-state-machine` of the order integration spec.
         * @enum {string}
         */
        OrderSystemStatus: "Validation" | "Confirmed" | "Done" | "Fail";
        /**
         * OrderVendor
         * @description The `vendor` of an order. Only `vendor.code` is documented ("vendor code, shape `<national number>|<country code>`").
         * @example {
         *       "code": "12345678|CZ"
         *     }
         */
        OrderVendor: {
            code?: components["schemas"]["VendorCode"];
        } & {
            [key: string]: unknown;
        };
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
         * QueueItemStatus
         * @description Input queue item status (EdgeEnqueueDataStatus): `Started` just started (initial); `Pending` waiting for additional data during enqueuing; `Completed` enqueuing finished, ready to process; `Canceled` canceled by user or system to avoid unrecoverable failure (terminal); `Running` data being processed; `Success` processing succeeded and data updated (terminal); `Failed` processing failed and no data changed (terminal). "Appending records is accepted only while the item is `Pending`." "Transitions: not shown."
         * @enum {string}
         */
        QueueItemStatus: "Started" | "Pending" | "Completed" | "Canceled" | "Running" | "Success" | "Failed";
        /**
         * SandboxBrokerMessage
         * @description One event the sandbox hands to the message broker for a native data source (consumer type `None`), published to its exchange with the message type as routing key.
         * @example {
         *       "messageId": "7d3f1a2b-9c4e-4f5a-8b6d-1e2f3a4b5c6d",
         *       "messageType": "PLATFORM.DataService.RefreshSourceStatus",
         *       "tenantId": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
         *       "sourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
         *       "exchange": "PLATFORM.DataService.Edge.Contracts.Events:RefreshStatusEvent",
         *       "routingKey": "PLATFORM.DataService.RefreshSourceStatus",
         *       "status": "Backlog"
         *     }
         */
        SandboxBrokerMessage: {
            /** @description The AMQP messageId of the message. */
            messageId: string;
            /** @description The message type, for example `PLATFORM.DataService.RefreshSourceStatus`. */
            messageType: string;
            /** @description The tenant of the message (its X-Tenant-Id header). */
            tenantId: string;
            /**
             * Format: uuid
             * @description The native data source the message is for.
             */
            sourceId: string;
            /** @description The exchange it is published to. */
            exchange: string;
            /** @description The routing key (the message type). */
            routingKey: string;
            /**
             * @description `Backlog` until the broker confirms it (held while the broker is away), `Published` once confirmed, `Overflowed` when the backlog was full and it was not published.
             * @enum {string}
             */
            status: "Backlog" | "Published" | "Overflowed";
        };
        /**
         * SandboxBrokerStatus
         * @description The sandbox's message broker channel (`--amqp-url`), through which events for native applications (consumer type `None`) are published: where it publishes, whether the broker is connected, and what it published, holds and could not publish since the start. A message counts as published once the broker confirms it; until then it is held in a backlog, bounded per tenant, that is published again after the broker comes back.
         * @example {
         *       "url": "amqp://guest:***@127.0.0.1:5672",
         *       "connected": true,
         *       "published": 42,
         *       "backlog": 0,
         *       "backlogLimit": 10000,
         *       "overflowed": 0,
         *       "unrouted": 3,
         *       "lastError": null
         *     }
         * @example {
         *       "url": "amqp://guest:***@127.0.0.1:5672",
         *       "connected": false,
         *       "published": 42,
         *       "backlog": 2,
         *       "backlogLimit": 10000,
         *       "overflowed": 0,
         *       "unrouted": 3,
         *       "lastError": "connect ECONNREFUSED 127.0.0.1:5672"
         *     }
         */
        SandboxBrokerStatus: {
            /** @description The broker's URL as given to `--amqp-url`, its password replaced by `***`. */
            url: string;
            /** @description Whether the sandbox holds an open channel to the broker now; false while the broker is away and the sandbox tries to reconnect. */
            connected: boolean;
            /** @description Messages the broker confirmed since the start. */
            published: number;
            /** @description Messages held now because the broker is away or has not confirmed them yet. */
            backlog: number;
            /** @description Most messages the backlog holds for one tenant; a tenant's message beyond it is not published and counts as `overflowed`, while other tenants' messages are still held. */
            backlogLimit: number;
            /** @description Messages not published because the backlog was full, since the start (each one is also logged with its messageId). */
            overflowed: number;
            /** @description Messages not published because the reference shows no exchange for their message type (for example `PLATFORM.DataService.EnqueueDataStatusChanged`), since the start. */
            unrouted: number;
            /** @description Why the last connection or publish failed; null when none failed. */
            lastError: string | null;
        };
        /**
         * SandboxClock
         * @description Sandbox time after the move.
         * @example {
         *       "now": "2026-11-23T10:25:01.000Z"
         *     }
         */
        SandboxClock: {
            /**
             * Format: date-time
             * @description Sandbox time now.
             */
            now: string;
        };
        /**
         * SandboxClockAdvance
         * @description How far sandbox time moves on.
         * @example {
         *       "advanceSeconds": 601
         *     }
         */
        SandboxClockAdvance: {
            /** @description Seconds to move sandbox time forward (token expiry, redelivery and queue timers follow). Sandbox time runs at most 100 years (3,155,760,000 s, years of 365.25 days) ahead of real time, so every time it names stays a date; a move past that is refused with 400 naming the bound. */
            advanceSeconds: number;
        };
        /**
         * SandboxCommand
         * @description A remote command the platform sends to a data source, which the sandbox sends when asked: RefreshSourceStatus or RefreshSourceConfig, delivered to the source's webhook when its consumer flag (`refreshSourceStatus`, `refreshSourceConfig`) is on. "Remote commands expire after 1 hour": one not delivered within that hour of sandbox time is dropped and recorded `Expired`.
         * @example {
         *       "tenantId": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
         *       "sourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
         *       "messageType": "PLATFORM.DataService.RefreshSourceStatus",
         *       "checkConnection": true
         *     }
         */
        SandboxCommand: {
            /** @description The tenant of the data source. */
            tenantId: string;
            /**
             * Format: uuid
             * @description The data source that receives the command.
             */
            sourceId: string;
            /**
             * @description The command's message type.
             * @enum {string}
             */
            messageType: "PLATFORM.DataService.RefreshSourceStatus" | "PLATFORM.DataService.RefreshSourceConfig";
            /** @description `checkConnection` of RefreshSourceStatus ("webhook body also carries checkConnection (bool)"). Default false. */
            checkConnection?: boolean;
        };
        /**
         * SandboxCommandOutcome
         * @description Where a remote command went: its delivery record when the data source's consumer is a webhook, its broker message when the data source is a native application (consumer type `None`) and the sandbox runs with a message broker.
         */
        SandboxCommandOutcome: components["schemas"]["SandboxDelivery"] | components["schemas"]["SandboxBrokerMessage"];
        /**
         * SandboxConnectorCatalogue
         * @description What the connector catalogue holds for one tenant: the providers of the seed, the tenant's connectors and agents. The catalogue's own endpoints answer no described body ("Statuses and bodies of responses ... of the connector catalogue endpoints: not shown"), so this is where a test reads the generated agentCode, integrationTokenClientId, dataAgentId and dataSourceId.
         * @example {
         *       "providers": [
         *         {
         *           "id": "2b8e4f6a-0c1d-4e3f-a5b7-c9d1e3f5a7b9",
         *           "name": "Sandbox On-Premise Provider"
         *         }
         *       ],
         *       "connectors": [
         *         {
         *           "id": "7c9e1a3b-5d7f-4a2c-9e4b-6d8f0a2c4e6b",
         *           "providerId": "2b8e4f6a-0c1d-4e3f-a5b7-c9d1e3f5a7b9",
         *           "enabled": true
         *         }
         *       ],
         *       "agents": [
         *         {
         *           "id": "0d2f4b6a-8c1e-4a3b-9d5f-7e9a1c3b5d7f",
         *           "connectorId": "7c9e1a3b-5d7f-4a2c-9e4b-6d8f0a2c4e6b",
         *           "name": "Warehouse Brno",
         *           "agentCode": "AGENT-3F9A2C1B",
         *           "integrationTokenClientId": "agent-3f9a2c1b",
         *           "enabled": true,
         *           "dataAgentId": "5e7a9c1b-3d5f-4b7a-8c9e-1a3b5c7d9e0f",
         *           "dataSourceId": "6f8b0d2c-4e6a-4c8b-9d0f-2b4c6d8e0a1b"
         *         }
         *       ]
         *     }
         */
        SandboxConnectorCatalogue: {
            providers: components["schemas"]["SandboxProvider"][];
            /** @description "A connector has one registration per tenant": one per provider. */
            connectors: {
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                providerId: string;
                enabled: boolean;
            }[];
            /** @description "An agent belongs to one connector and a tenant may have several agents." */
            agents: {
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                connectorId: string;
                name: string;
                /** @description "the unique agentCode is generated". */
                agentCode: string;
                /** @description The one sent, or "generated when absent". */
                integrationTokenClientId: string;
                enabled: boolean;
                /**
                 * Format: uuid
                 * @description "A registered agent has dataAgentId and dataSourceId assigned": the data agent of the data integration service.
                 */
                dataAgentId: string;
                /**
                 * Format: uuid
                 * @description The data source of the data integration service.
                 */
                dataSourceId: string;
            }[];
        };
        /**
         * SandboxDataModel
         * @description A data model of a tenant's data integration service, listed and read by the V1 DataModels operations. The reference shows no operation that creates one ("The fields of ... DataModelDefinition ... are not shown beyond the identifiers that the endpoints use"), so the sandbox takes them from the seed and from `POST /_sandbox/data-models`.
         * @example {
         *       "tenantId": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
         *       "id": "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b",
         *       "code": "Items"
         *     }
         */
        SandboxDataModel: {
            /** @description The tenant the data model belongs to. */
            tenantId: string;
            /**
             * Format: uuid
             * @description Data model identifier (`modelId` of mappings, directives and queries).
             */
            id: string;
            /** @description Unique code of the data model in the tenant (`GET /api/v1/DataModels/Code/{code}`). */
            code: string;
        };
        /**
         * SandboxDataModelSummary
         * @description A data model of a tenant: one declared (seed or `POST /_sandbox/data-models`), or one that only published records name (then its `code` is null), with its record counts.
         * @example {
         *       "id": "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b",
         *       "code": "Items",
         *       "records": 12,
         *       "deletedRecords": 1
         *     }
         */
        SandboxDataModelSummary: {
            id: string;
            code: string | null;
            /** @description Live records. */
            records: number;
            /** @description Deleted records still kept. */
            deletedRecords: number;
        };
        /**
         * SandboxDataModelSummaryCollection
         * @description Every data model of a tenant, declared ones first in the order added.
         */
        SandboxDataModelSummaryCollection: components["schemas"]["PagedCollection"] & {
            items: components["schemas"]["SandboxDataModelSummary"][];
        };
        /**
         * SandboxDelivery
         * @description One event the sandbox's message gateway delivers to a webhook: what it sends (address, headers, payload), every attempt of the same messageId with its answer or network error, and when the next one is due.
         * @example {
         *       "messageId": "7d3f1a2b-9c4e-4f5a-8b6d-1e2f3a4b5c6d",
         *       "messageType": "PLATFORM.DataService.RecordCreated",
         *       "contractType": "DataRecordCreatedEvent",
         *       "tenantId": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
         *       "url": "http://127.0.0.1:8080/hooks/PLATFORM.DataService.RecordCreated/DataRecordCreatedEvent/7d3f1a2b-9c4e-4f5a-8b6d-1e2f3a4b5c6d",
         *       "status": "Pending",
         *       "attempts": 1,
         *       "lastStatusCode": 500,
         *       "publishedAt": "2026-11-23T10:15:00.000Z",
         *       "nextAttemptAt": "2026-11-23T10:15:01.000Z",
         *       "expiresAt": null,
         *       "headers": {
         *         "Content-Type": "application/json; charset=utf-8",
         *         "X-Tenant-Id": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61"
         *       },
         *       "payload": {
         *         "dataModelId": "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d",
         *         "dataRecordId": "1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809",
         *         "dataSourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
         *         "operationId": "7d6c5b4a-3928-4170-8f6e-5d4c3b2a1908"
         *       },
         *       "history": [
         *         {
         *           "attempt": 1,
         *           "at": "2026-11-23T10:15:00.000Z",
         *           "durationMs": 12,
         *           "statusCode": 500,
         *           "errorCode": null,
         *           "error": null,
         *           "answer": {
         *             "statusCode": 500,
         *             "contentType": "application/problem+json",
         *             "body": "{\"title\":\"Order store unavailable\",\"status\":500}",
         *             "bodyTruncated": false,
         *             "problemTitle": "Order store unavailable"
         *           },
         *           "outcome": "redelivery in 1000 ms"
         *         }
         *       ]
         *     }
         */
        SandboxDelivery: {
            /** @description The message id (the last segment of the webhook address; the same on every redelivery). */
            messageId: string;
            /** @description The message type, for example `PLATFORM.DataService.RecordCreated`. */
            messageType: string;
            /** @description The contractType segment of the webhook address. */
            contractType: string;
            /** @description The tenant of the message (its X-Tenant-Id). */
            tenantId: string;
            /** @description The address the delivery is posted to. */
            url: string;
            status: components["schemas"]["SandboxDeliveryStatus"];
            /** @description Number of attempts made so far (the length of `history`). */
            attempts: number;
            /** @description Status of the last answer; null before the first answer and after a network error. */
            lastStatusCode: number | null;
            /**
             * Format: date-time
             * @description Sandbox time the message was handed to the gateway.
             */
            publishedAt: string;
            /**
             * Format: date-time
             * @description Sandbox time of the next POST while a redelivery or a free slot of the consumer's rate limit is awaited; null otherwise (delivered, failed, expired, or a POST in flight).
             */
            nextAttemptAt: string | null;
            /**
             * Format: date-time
             * @description Sandbox time after which the message is dropped as `Expired`; null for a message that does not expire.
             */
            expiresAt: string | null;
            /** @description The headers of every POST of the message (Content-Type, X-Tenant-Id, X-UserClaim-*, the message's own), without Authorization: each POST carries a freshly signed gateway token. */
            headers: {
                [key: string]: string;
            };
            /** @description The JSON body of every POST of the message. */
            payload: unknown;
            /** @description Every attempt, oldest first. */
            history: components["schemas"]["SandboxDeliveryAttempt"][];
            invalid?: components["schemas"]["SandboxInvalidRule"];
        };
        /**
         * SandboxDeliveryAnswer
         * @description What the receiver answered to one POST: its status, content type and the start of its body, and the `title` of a problem details body.
         * @example {
         *       "statusCode": 500,
         *       "contentType": "application/problem+json",
         *       "body": "{\"type\":\"about:blank\",\"title\":\"Order store unavailable\",\"status\":500,\"detail\":\"the database did not answer\"}",
         *       "bodyTruncated": false,
         *       "problemTitle": "Order store unavailable"
         *     }
         * @example {
         *       "statusCode": 307,
         *       "contentType": null,
         *       "body": "",
         *       "bodyTruncated": false,
         *       "problemTitle": null,
         *       "location": "http://127.0.0.1:4010/_sandbox/reset"
         *     }
         */
        SandboxDeliveryAnswer: {
            /** @description The answer's status. */
            statusCode: number;
            /** @description The answer's Content-Type header; null when it sent none. */
            contentType: string | null;
            /** @description The first 512 bytes of the body, read as UTF-8 (a character cut at byte 512 is dropped); empty for an answer without a body. */
            body: string;
            /** @description True when the body was longer than 512 bytes. */
            bodyTruncated: boolean;
            /** @description The `title` of an `application/problem+json` body (RFC 9457) of at most 16 KiB; null for any other answer. */
            problemTitle: string | null;
            /** @description The `Location` header of a redirect (3xx), its first 2,048 characters. The gateway never follows a redirect: the answer is a failed attempt like any other that is not 2xx, and is redelivered as one (the reference shows no redirect handling; Stripe's and GitHub's webhooks do the same). Absent for any other answer. */
            location?: string;
        };
        /**
         * SandboxDeliveryAttempt
         * @description One POST of a delivery: when it was sent, how long it took, what came back (an answer, or the network error when none came) and what the gateway did next.
         * @example {
         *       "attempt": 1,
         *       "at": "2026-11-23T10:15:00.000Z",
         *       "durationMs": 3,
         *       "statusCode": null,
         *       "errorCode": "ECONNREFUSED",
         *       "error": "connect ECONNREFUSED 127.0.0.1:8080",
         *       "answer": null,
         *       "outcome": "redelivery in 1000 ms"
         *     }
         */
        SandboxDeliveryAttempt: {
            /** @description 1 for the first POST of the message, counting on across redeliveries asked for with `POST /_sandbox/deliveries/{messageId}/redeliver`. */
            attempt: number;
            /**
             * Format: date-time
             * @description Sandbox time the POST was sent (it follows `POST /_sandbox/clock`).
             */
            at: string;
            /** @description Real milliseconds from sending the POST to the end of its answer (or to the error). */
            durationMs: number;
            /** @description The answer's status; null when no answer came. */
            statusCode: number | null;
            /** @description Why no answer came, null when one came: the system error code of the connection (`ECONNREFUSED`, `ECONNRESET`, `ENOTFOUND`, ...), `TIMEOUT` when no complete answer came within the gateway's attempt timeout, `SIGNING_FAILED` when the gateway token could not be signed, `REFUSED_ADDRESS` when the webhook address may not be POSTed to (it was not tried), `GATEWAY_FAILED` when the gateway itself failed (the message is given up), `NETWORK` for any other failure. */
            errorCode: string | null;
            /** @description The error's message, null when an answer came. */
            error: string | null;
            /** @description What the receiver answered; null when no answer came. */
            answer: components["schemas"]["SandboxDeliveryAnswer"] | null;
            /** @description What followed: `acknowledged`, `redelivery in <n> ms`, `gave up after <n> attempts` or `expired`. */
            outcome: string;
        };
        /**
         * SandboxDeliveryCollection
         * @description The delivery records of the sandbox's message gateway that match the filter, oldest first (`totalCount` counts every match, `items` holds the newest `last` of them when it is given), and how many finished records the gateway dropped from its history to keep its limits per tenant.
         */
        SandboxDeliveryCollection: components["schemas"]["PagedCollection"] & {
            /** @description Finished records (Delivered, Failed, Expired) dropped from the history, oldest first, to keep its limits per tenant (`--deliveries-per-tenant`, `--delivery-history-bytes`): of the tenant asked for with `tenantId`, else of every tenant. Dropped records are not in `items`; a pending delivery is never dropped. */
            evicted: number;
            items: components["schemas"]["SandboxDelivery"][];
        };
        /**
         * SandboxDeliveryStatus
         * @description Where a delivery stands: `Pending` while it waits for its first POST or a redelivery (after a non-2xx answer or a network error), `Delivered` after a 2xx answer, `Failed` once no redelivery remains, `Expired` when it was dropped at its expiry.
         * @example Pending
         * @enum {string}
         */
        SandboxDeliveryStatus: "Pending" | "Delivered" | "Failed" | "Expired";
        /**
         * SandboxFault
         * @description A fault for the next calls of one operation: answer `status` instead (a problem body), wait `delayMs` first, or both, for the next `times` calls (default 1).
         * @example {
         *       "operationId": "getData",
         *       "status": 503,
         *       "times": 2
         *     }
         */
        SandboxFault: {
            /** @description The operationId of any operation of the sandbox's specs. */
            operationId: string;
            /** @description The status to answer instead. */
            status?: number;
            /** @description Milliseconds to wait before answering. */
            delayMs?: number;
            /** @description How many calls the fault applies to; 1 when absent. */
            times?: number;
        };
        /**
         * SandboxFixtureCallStep
         * @description A step of a trigger fixture that calls a platform operation with a token of the fixture's service account; its result is `{ status, body }`.
         * @example {
         *       "call": {
         *         "service": "order-integration",
         *         "method": "GET",
         *         "path": "/api/v1/Order/5b7e2c1a-9d4f-4e8a-b3c6-0f1e2d3c4b5a",
         *         "query": {
         *           "orderAccessType": "Vendor"
         *         }
         *       },
         *       "as": "read"
         *     }
         */
        SandboxFixtureCallStep: {
            call: {
                /** @description The service called, by its spec's name (`order-integration`, `data-integration`, ...). */
                service: string;
                /**
                 * @description The HTTP method.
                 * @enum {string}
                 */
                method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
                /** @description The path with its parameters filled in, e.g. `/api/v1/Order/${order.id}/SetStatus`. */
                path: string;
                /** @description Query parameters by name. */
                query?: {
                    [key: string]: string | number | boolean;
                };
                /** @description The JSON body. */
                body?: unknown;
                /** @description The status the call must answer. Default any 2xx. */
                expectStatus?: number;
            };
            as?: components["schemas"]["SandboxFixtureStepName"];
        };
        /**
         * SandboxFixtureClockStep
         * @description A step of a trigger fixture that moves the sandbox clock on (`POST /_sandbox/clock`).
         * @example {
         *       "advanceClock": 3600
         *     }
         */
        SandboxFixtureClockStep: {
            /** @description Seconds the sandbox clock moves on. */
            advanceClock: number;
        };
        /**
         * SandboxFixtureExpectStep
         * @description A step of a trigger fixture that checks a value, usually a reference to an earlier result, against the value it must equal (compared as JSON).
         * @example {
         *       "expect": {
         *         "that": "${done.status}",
         *         "equals": 200
         *       }
         *     }
         */
        SandboxFixtureExpectStep: {
            expect: {
                /** @description The value checked, usually a reference (`${done.status}`). */
                that: unknown;
                /** @description The value it must equal. */
                equals: unknown;
            };
        };
        /**
         * SandboxFixtureStepName
         * @description The name later steps of a trigger fixture refer to a step's result by (`${name.id}`).
         * @example order
         */
        SandboxFixtureStepName: string;
        /**
         * SandboxFixtureTriggerStep
         * @description A step of a trigger fixture that causes an event, as `POST /_sandbox/triggers` (SandboxTrigger) with the fixture's tenant.
         * @example {
         *       "trigger": "PLATFORM.PlatformStore.OrderReleased",
         *       "as": "order"
         *     }
         */
        SandboxFixtureTriggerStep: {
            /** @description The message type to cause. */
            trigger: string;
            as?: components["schemas"]["SandboxFixtureStepName"];
            /** @description An existing record, order, data source or queue item to act on. */
            on?: string;
            /** @description Payload fields by JSON path, each with its value. */
            set?: {
                [key: string]: unknown;
            };
            /** @description Payload fields by JSON path to leave out. */
            unset?: string[];
            /** @description How many times the transition runs. */
            count?: number;
            invalid?: components["schemas"]["SandboxInvalidRule"];
        };
        /**
         * SandboxIntegrationProfile
         * @description The integration profile of a tenant ("the effective tenant-wide configuration of active integration scenarios and features") with what GET .../Current/AvailableFeatures and .../AvailableModels answer. The reference shows no operation that changes a profile (an "integration request asks to change the profile"), so the sandbox takes it from the seed and from `POST /_sandbox/integration-profiles`, which sends IntegrationProfileChangeStarted and IntegrationProfileChangeCompleted to the affected data sources.
         * @example {
         *       "tenantId": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
         *       "profile": {
         *         "id": "3e4f5061-7283-494a-b5c6-d7e8f9012a3b",
         *         "isSelected": true,
         *         "released": true,
         *         "deleted": false,
         *         "items": [
         *           {
         *             "dataSourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
         *             "featureId": "4f506172-8394-4a5b-86d7-e8f9012a3b4c",
         *             "applicationUsage": "Input",
         *             "inputModelIds": [
         *               "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b"
         *             ]
         *           }
         *         ]
         *       },
         *       "availableFeatures": [
         *         {
         *           "id": "4f506172-8394-4a5b-86d7-e8f9012a3b4c",
         *           "code": "Items",
         *           "usage": "Input",
         *           "inputSourceIds": [
         *             "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31"
         *           ],
         *           "inputModelIds": [
         *             "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b"
         *           ]
         *         }
         *       ],
         *       "availableModels": [
         *         {
         *           "id": "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b",
         *           "code": "Items",
         *           "usage": "Input",
         *           "inputSourceIds": [
         *             "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31"
         *           ]
         *         }
         *       ]
         *     }
         */
        SandboxIntegrationProfile: {
            /** @description The tenant the profile belongs to. */
            tenantId: string;
            profile: components["schemas"]["IntegrationProfile"];
            /** @description The answer of GET /api/v2/IntegrationProfiles/Current/AvailableFeatures. Default none. */
            availableFeatures?: components["schemas"]["AvailableFeature"][];
            /** @description The answer of GET /api/v2/IntegrationProfiles/Current/AvailableModels. Default none. */
            availableModels?: components["schemas"]["AvailableModel"][];
        };
        /**
         * SandboxInvalidRule
         * @description How a deliberately invalid event breaks the rules a webhook consumer checks ("Webhook validation rules for the consumer"): its token's signature (`bad-signature`, rule 3), its token's `exp` (`expired-token`, rule 4), its token's audience (`wrong-audience`, rule 4), its payload against the message's schema (`schema-invalid-payload`, rule 6), or its message type, one the platform does not have (`unknown-message-type`, rule 6).
         * @example expired-token
         * @enum {string}
         */
        SandboxInvalidRule: "bad-signature" | "expired-token" | "wrong-audience" | "schema-invalid-payload" | "unknown-message-type";
        /**
         * SandboxJournalEntry
         * @description One request the sandbox served. What a caller chose is kept up to a bound, so no request can make the journal large: the path up to 2,048 characters, the title up to 256, the detail up to 4,096, each error's `where` and `message` up to 512 and at most 100 errors; a longer value is cut, ends with `... (<n> more characters)`, and the entry is marked `truncated`.
         * @example {
         *       "sequence": 1,
         *       "time": "2026-11-23T10:15:00.000Z",
         *       "service": "data-integration",
         *       "method": "GET",
         *       "path": "/api/v2/QueryingData/GetData",
         *       "operationId": "getData",
         *       "tenantId": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
         *       "status": 200
         *     }
         * @example {
         *       "sequence": 2,
         *       "time": "2026-11-23T10:16:00.000Z",
         *       "service": "data-integration",
         *       "method": "GET",
         *       "path": "/api/v2/QueryingData/GetData",
         *       "operationId": "getData",
         *       "tenantId": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
         *       "status": 400,
         *       "title": "The request does not match the spec",
         *       "detail": "getData: query parameter modelId is required",
         *       "errors": [
         *         {
         *           "where": "query parameter modelId",
         *           "message": "is required"
         *         }
         *       ]
         *     }
         */
        SandboxJournalEntry: {
            /** @description The entry's number, counted from 1 at the start and at every reset: `after` of `GET /_sandbox/journal` takes it to read on from this entry. */
            sequence: number;
            /**
             * Format: date-time
             * @description Sandbox time of the request (it follows `POST /_sandbox/clock`).
             */
            time: string;
            /** @description The service whose port took the request, for example `data-integration`. */
            service: string;
            /** @description HTTP method. */
            method: string;
            /** @description The path of the request, without its query. */
            path: string;
            /** @description The operation the request matched; null when it matched none. */
            operationId: string | null;
            /** @description The tenant of the caller's token (`tid`); null for anonymous calls and tokens without tenant context. */
            tenantId: string | null;
            /** @description The status answered. */
            status: number;
            /** @description The problem title of a refused request (an answer of 400 or more with a problem body). */
            title?: string;
            /** @description The problem detail of a refused request. */
            detail?: string;
            /** @description For a request refused by validation against its spec (the documented 400 or 422), each thing wrong with it: where (`query limit`, `header Content-Type`, `body $.items[0].id`) and what. */
            errors?: {
                where: string;
                message: string;
            }[];
            /** @description Present and true when a value was cut to its bound (the path, title, detail or errors). */
            truncated?: boolean;
        };
        /**
         * SandboxJournalEntryCollection
         * @description A page of the requests the sandbox served, oldest first. The journal keeps the last 10,000 and at most 32 MiB of them (the oldest go first); a page holds at most `limit` entries and about 1 MiB.
         */
        SandboxJournalEntryCollection: components["schemas"]["PagedCollection"] & {
            items: components["schemas"]["SandboxJournalEntry"][];
            /** @description The `after` that reads the matching entries after this page; null when the page reaches the newest one. */
            nextAfter: number | null;
        };
        /**
         * SandboxNoBody
         * @description The body of a control call that needs none: nothing, or an empty JSON object. The call is still sent as `Content-Type: application/json`, as every control call that changes state is: a form or a no-cors fetch from another page cannot send that type, so it cannot reach the control API.
         * @example {}
         */
        SandboxNoBody: {
            [key: string]: unknown;
        };
        /**
         * SandboxOrder
         * @description A released order of a vendor tenant with the productId of its OrderReleased message and every SetStatus call made on it, oldest first.
         * @example {
         *       "order": {
         *         "id": "5b7e2c1a-9d4f-4e8a-b3c6-0f1e2d3c4b5a",
         *         "orderNumber": "ORD-2026-004711",
         *         "vendor": {
         *           "code": "12345678|CZ"
         *         },
         *         "currentStatusInfo": {
         *           "systemStatus": "Validation",
         *           "modifiedOn": "2026-11-23T10:16:00.000Z",
         *           "modifiedBy": "sandbox-client",
         *           "customProperties": []
         *         }
         *       },
         *       "productId": "83a4c2e1-5b6d-4f7a-9c8b-0d1e2f3a4b5c",
         *       "history": [
         *         {
         *           "at": "2026-11-23T10:16:00.000Z",
         *           "clientId": "sandbox-client",
         *           "from": null,
         *           "to": "Validation",
         *           "requested": "Validation",
         *           "severity": "Info",
         *           "message": "Received.",
         *           "outcome": "moved"
         *         }
         *       ]
         *     }
         */
        SandboxOrder: {
            order: components["schemas"]["Order"];
            productId: string;
            history: {
                /**
                 * Format: date-time
                 * @description Sandbox time of the call.
                 */
                at: string;
                /** @description The service account that called. */
                clientId: string;
                /** @description The status before the call; null is "(none)". */
                from: string | null;
                /** @description The status after the call; equal to `from` unless the call moved the order. */
                to: string | null;
                /** @description The systemStatus the call sent, when it sent one. */
                requested?: string;
                severity: string;
                message: string;
                /**
                 * @description `moved` (the status changed), `properties` (only custom properties changed), `informative` (severity `Error`: nothing changed), `refused` (412 or 422: nothing changed).
                 * @enum {string}
                 */
                outcome: "moved" | "properties" | "informative" | "refused";
                /** @description Why a refused call was refused. */
                detail?: string;
            }[];
        };
        /**
         * SandboxOrderCollection
         * @description A vendor tenant's released orders, in the order released.
         */
        SandboxOrderCollection: components["schemas"]["PagedCollection"] & {
            items: components["schemas"]["SandboxOrder"][];
        };
        /**
         * SandboxOrderRelease
         * @description Body of `POST /_sandbox/orders`: the sandbox releases an order of the vendor tenant's application, as the store does when "a customer orders the application in the store". The vendor code of the order is the tenant's `vendorCode`.
         * @example {
         *       "tenantId": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
         *       "orderNumber": "ORD-2026-004711",
         *       "productId": "83a4b5c6-d7e8-4f90-a1b2-c3d4e5f6a7b8"
         *     }
         */
        SandboxOrderRelease: {
            /** @description The vendor's tenant (it must have a `vendorCode`); the order belongs to its state. */
            tenantId: string;
            /** @description The order's `orderNumber`. Default `SANDBOX-<n>`, n counting the tenant's orders from 1. */
            orderNumber?: string;
            /**
             * Format: uuid
             * @description The `productId` of the OrderReleased message. Default a fresh uuid.
             */
            productId?: string;
        };
        /**
         * SandboxOverview
         * @description What a running sandbox is made of at this moment: its services and ports, tenants, service accounts (without their secrets), sandbox time, the faults still waiting, the answers that broke the spec, and what it keeps only up to a limit. The inspector's overview page shows it.
         * @example {
         *       "now": "2026-11-23T10:15:00.000Z",
         *       "services": [
         *         {
         *           "name": "data-integration",
         *           "port": 4010,
         *           "url": "http://127.0.0.1:4010"
         *         },
         *         {
         *           "name": "identity-provider",
         *           "port": 4012,
         *           "url": "http://127.0.0.1:4012"
         *         }
         *       ],
         *       "tenants": [
         *         {
         *           "id": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
         *           "name": "Sandbox Tenant",
         *           "vendorCode": "12345678|CZ"
         *         }
         *       ],
         *       "serviceAccounts": [
         *         {
         *           "clientId": "sandbox-client",
         *           "tenantIds": [
         *             "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61"
         *           ],
         *           "roles": [
         *             "TenantAdmin"
         *           ]
         *         }
         *       ],
         *       "faults": [
         *         {
         *           "operationId": "getData",
         *           "status": 503,
         *           "times": 2,
         *           "left": 1
         *         }
         *       ],
         *       "violations": [],
         *       "limits": [
         *         {
         *           "what": "finished deliveries (Delivered, Failed, Expired)",
         *           "limit": "50000 or 268435456 bytes per tenant",
         *           "option": "--deliveries-per-tenant, --delivery-history-bytes",
         *           "dropped": 0
         *         },
         *         {
         *           "what": "answers that broke the spec (violations)",
         *           "limit": "1000 per tenant",
         *           "option": null,
         *           "dropped": 0
         *         },
         *         {
         *           "what": "journal entries (GET /_sandbox/journal)",
         *           "limit": "the newest 10000 or 33554432 bytes",
         *           "option": null,
         *           "dropped": 0
         *         }
         *       ],
         *       "broker": {
         *         "url": "amqp://guest:***@127.0.0.1:5672",
         *         "connected": true,
         *         "published": 42,
         *         "backlog": 0,
         *         "backlogLimit": 10000,
         *         "overflowed": 0,
         *         "unrouted": 3,
         *         "lastError": null
         *       }
         *     }
         */
        SandboxOverview: {
            /**
             * Format: date-time
             * @description Sandbox time (it follows `POST /_sandbox/clock`).
             */
            now: string;
            /** @description Every service the sandbox runs, each on its own port (the control API and the inspector are on each). */
            services: {
                /** @description The spec's name, for example `data-integration`. */
                name: string;
                port: number;
                /** @description The service's base address. */
                url: string;
            }[];
            /** @description The tenants of the sandbox's identity provider, in the order added. */
            tenants: components["schemas"]["SandboxTenant"][];
            /** @description The service accounts of the identity provider, in the order added; their secrets are left out. */
            serviceAccounts: {
                clientId: string;
                tenantIds: string[];
                roles: string[];
            }[];
            /** @description Faults set through `POST /_sandbox/faults` that still apply to a call, first to apply first. */
            faults: {
                operationId: string;
                status?: number;
                delayMs?: number;
                times?: number;
                /** @description How many more calls it applies to. */
                left: number;
            }[];
            /** @description Answers of the sandbox that broke their operation's spec (each one a sandbox bug), since the start or the last reset. */
            violations: {
                operationId: string;
                status: number;
                violations: string[];
            }[];
            /** @description What the sandbox keeps only up to a limit, with the limit, the option that sets it and how much it dropped since the start or the last reset. Pending deliveries, records, queue items, orders and files are never dropped for space; the message broker's backlog is under `broker`. */
            limits: {
                /** @description What is kept, for example `finished deliveries (Delivered, Failed, Expired)`. */
                what: string;
                /** @description How much of it is kept, for example `50000 or 268435456 bytes per tenant`. */
                limit: string;
                /** @description The command line option that sets the limit; null when none does. */
                option: string | null;
                /** @description How many were dropped to keep the limit. */
                dropped: number;
            }[];
            /** @description The message broker channel for native applications: its status now, or null when the sandbox runs without `--amqp-url` (the channel is off). */
            broker: components["schemas"]["SandboxBrokerStatus"] | null;
        };
        /**
         * SandboxProvider
         * @description An integration provider of the connector catalogue. "Integration provider and integration connector exist for on-premise solutions only." The provider resource's fields are not shown in the reference; the sandbox knows a provider by its id (the `providerId` of `POST /api/v1/Connectors`) and a display name.
         * @example {
         *       "id": "2b8e4f6a-0c1d-4e3f-a5b7-c9d1e3f5a7b9",
         *       "name": "Sandbox On-Premise Provider"
         *     }
         */
        SandboxProvider: {
            /**
             * Format: uuid
             * @description The provider's id, the `providerId` a connector registers with.
             */
            id: string;
            /** @description Display name of the provider. */
            name: string;
        };
        /**
         * SandboxProviderState
         * @description Body of `POST /_sandbox/provider-states`, a provider state as Pact's provider-states setup URL receives it: the state's name and its parameters. `verify-service --state-hook` sends it for what a partner cannot create through the public API (an order released, a second tenant).
         * @example {
         *       "state": "an order released",
         *       "params": {
         *         "tenantId": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
         *         "runPrefix": "vs-3f9a1c"
         *       }
         *     }
         */
        SandboxProviderState: {
            /** @description Name of the state: `verification run`, `a second tenant`, `a service account without roles`, `a service account with the Admin role`, `an expired access token`, `an order released`, `a data model`, `a folder` or `a connector`. */
            state: string;
            /** @description Parameters of the state: `tenantId` (the tenant it is set up in), `clientId` (the service account of an expired token) and `runPrefix` (the prefix of the names it creates). */
            params?: {
                [key: string]: unknown;
            };
        };
        /**
         * SandboxProviderStateValues
         * @description What a provider state set up, for the verification to use (Pact's provider state injected values): `verification run` answers `states`, the states the sandbox gives; `a second tenant` answers `tenantId`, `clientId` and `clientSecret`; the two service account states `clientId` and `clientSecret`; `an expired access token` `accessToken`; `an order released` `orderId`, `productId` and `vendorCode`; `a data model` `modelId` and `modelCode`; `a folder` `folderId`; `a connector` `providerId` and `connectorId`.
         * @example {
         *       "orderId": "5b7e2c1a-9d4f-4e8a-b3c6-0f1e2d3c4b5a",
         *       "productId": "83a4b5c6-d7e8-4f90-a1b2-c3d4e5f6a7b8",
         *       "vendorCode": "12345678|CZ"
         *     }
         */
        SandboxProviderStateValues: {
            [key: string]: unknown;
        };
        /**
         * SandboxQueueItem
         * @description One input queue item of a tenant as the sandbox holds it: its status record (as the queue item operations answer it), how many items it carries and the records it changed once processed.
         * @example {
         *       "queueItemId": "0c9d8e7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f",
         *       "sourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
         *       "operationId": "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
         *       "status": "Success",
         *       "createdOn": "2026-11-23T10:15:00.000Z",
         *       "completedOn": "2026-11-23T10:15:00.000Z",
         *       "finishedOn": "2026-11-23T10:15:00.000Z",
         *       "errorMessage": null,
         *       "itemCount": 1,
         *       "changes": [
         *         {
         *           "changeType": "Created",
         *           "modelId": "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b",
         *           "recordId": "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b",
         *           "externalId": "ITEM-1.Items.6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
         *           "mandantCode": null
         *         }
         *       ]
         *     }
         */
        SandboxQueueItem: {
            queueItemId: string;
            /** @description The publisher's data source. */
            sourceId: string;
            operationId: string;
            status: components["schemas"]["QueueItemStatus"];
            /** Format: date-time */
            createdOn: string;
            /**
             * Format: date-time
             * @description Sandbox time the item was completed (no more data announced); null before.
             */
            completedOn: string | null;
            /**
             * Format: date-time
             * @description Sandbox time it reached a terminal status; null before.
             */
            finishedOn: string | null;
            /** @description Why it failed or was canceled; null otherwise. */
            errorMessage: string | null;
            /** @description The published items it holds. */
            itemCount: number;
            /** @description The records it changed (the ProcessedDataResults items of a `Success` item), in the order written. */
            changes: {
                /** @enum {string} */
                changeType: "Created" | "Updated" | "Deleted";
                modelId: string;
                recordId: string;
                externalId: string;
                mandantCode: string | null;
            }[];
        };
        /**
         * SandboxQueueItemCollection
         * @description A tenant's queue items that match the filter, oldest first.
         */
        SandboxQueueItemCollection: components["schemas"]["PagedCollection"] & {
            items: components["schemas"]["SandboxQueueItem"][];
        };
        /**
         * SandboxRecord
         * @description One record of a tenant's query store, live or deleted, with its system properties and its fields as published.
         * @example {
         *       "modelId": "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b",
         *       "recordId": "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b",
         *       "externalId": "ITEM-1.Items.6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
         *       "sourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
         *       "referenceId": null,
         *       "mandantCode": null,
         *       "createdOn": "2026-11-23T10:15:00.000Z",
         *       "modifiedOn": "2026-11-23T10:15:00.000Z",
         *       "isDeleted": false,
         *       "deletedOn": null,
         *       "fields": {
         *         "Name": "Widget"
         *       }
         *     }
         */
        SandboxRecord: {
            modelId: string;
            recordId: string;
            /** @description `<recordId>.<entityId>.<sourceId>` of the publisher. */
            externalId: string;
            /** @description The source that published it last. */
            sourceId: string;
            referenceId: string | null;
            /** @description The mandant (owning organization) it was published for; null for tenant-wide data. */
            mandantCode: string | null;
            /** Format: date-time */
            createdOn: string;
            /** Format: date-time */
            modifiedOn: string;
            /** @description Whether it is deleted (readable with `includeDeleted` for a while). */
            isDeleted: boolean;
            /** Format: date-time */
            deletedOn: string | null;
            /** @description Its model-specific fields. */
            fields: {
                [key: string]: unknown;
            };
        };
        /**
         * SandboxRecordCollection
         * @description One page of a data model's records, most recently changed first.
         */
        SandboxRecordCollection: components["schemas"]["PagedCollection"] & {
            items: components["schemas"]["SandboxRecord"][];
        };
        /**
         * SandboxSeed
         * @description What the sandbox holds after its start and after every `POST /_sandbox/reset`: the tenants and service accounts of its identity provider, the data models and integration profiles of the data integration service, and the providers of its connector catalogue (`--seed <file>`, YAML or JSON).
         * @example {
         *       "tenants": [
         *         {
         *           "id": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
         *           "name": "Acme Trading",
         *           "vendorCode": "12345678|CZ"
         *         }
         *       ],
         *       "serviceAccounts": [
         *         {
         *           "clientId": "erp-sync",
         *           "clientSecret": "erp-sync-secret",
         *           "tenantIds": [
         *             "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61"
         *           ],
         *           "roles": [
         *             "TenantAdmin"
         *           ]
         *         }
         *       ],
         *       "providers": [
         *         {
         *           "id": "2b8e4f6a-0c1d-4e3f-a5b7-c9d1e3f5a7b9",
         *           "name": "Sandbox On-Premise Provider"
         *         }
         *       ]
         *     }
         */
        SandboxSeed: {
            /** @description Tenants of the identity provider. */
            tenants?: components["schemas"]["SandboxTenant"][];
            /** @description Service accounts (client credentials) of the identity provider. */
            serviceAccounts?: components["schemas"]["SandboxServiceAccount"][];
            /** @description Whole tenant states as `GET /_sandbox/state/{tenantId}` exports them, imported after the other members (a `--seed` file may also be one such document on its own). */
            tenantStates?: components["schemas"]["SandboxTenantState"][];
            /** @description Integration providers of the connector catalogue (`POST /api/v1/Connectors` names one by `providerId`). */
            providers?: components["schemas"]["SandboxProvider"][];
            /** @description Data models of the data integration service, each in its tenant. */
            dataModels?: components["schemas"]["SandboxDataModel"][];
            /** @description Integration profiles of the data integration service, one per tenant. */
            integrationProfiles?: components["schemas"]["SandboxIntegrationProfile"][];
            /** @description Settings of the data integration service. */
            dataIntegration?: {
                /** @description How long a deleted record stays readable with `includeDeleted`, in seconds of sandbox time ("Deleted records stay readable for a limited time only. The duration: not shown"). Default 86400 (one day). */
                deletedRecordsKeptSeconds?: number;
            };
        };
        /**
         * SandboxServiceAccount
         * @description A service account of the sandbox's identity provider: the client credentials `POST /connect/token` accepts, the tenants it may ask a token for (`tid`), and its roles (such as `TenantAdmin`).
         * @example {
         *       "clientId": "erp-sync",
         *       "clientSecret": "erp-sync-secret",
         *       "tenantIds": [
         *         "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61"
         *       ],
         *       "roles": [
         *         "TenantAdmin"
         *       ]
         *     }
         */
        SandboxServiceAccount: {
            /** @description The client id (`client_id` of its tokens). */
            clientId: string;
            /** @description The client secret (HTTP Basic at the token endpoint). */
            clientSecret: string;
            /** @description The tenants this account may request a token for. */
            tenantIds: string[];
            /** @description Roles carried by its tokens, such as `TenantAdmin`. */
            roles?: string[];
        };
        /**
         * SandboxTenant
         * @description A tenant of the sandbox's identity provider: tokens requested with its id as `tid` carry its tenant context, and all state made with such a token belongs to it.
         * @example {
         *       "id": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
         *       "name": "Acme Trading",
         *       "vendorCode": "12345678|CZ"
         *     }
         */
        SandboxTenant: {
            /** @description Tenant identifier (the `tid` of its tokens). */
            id: string;
            /** @description Display name of the tenant. */
            name?: string;
            vendorCode?: components["schemas"]["VendorCode"];
        };
        /**
         * SandboxTenantState
         * @description One tenant's whole state in the sandbox, as `GET /_sandbox/state/{tenantId}` exports it and `PUT /_sandbox/state/{tenantId}` (or a `--seed` file) imports it: the tenant, the service accounts registered in it, and every store the sandbox's services declare for a tenant, file bytes included (base64). A store is a document (one JSON value) or a table (entries by key). The `Public` files every tenant shares are not a tenant's and are not exported.
         */
        SandboxTenantState: {
            /** @description The layout of `stores` (the same as the `--state-dir` folder's). A document of another layout is refused with a message naming both versions. */
            layoutVersion: number;
            tenant: components["schemas"]["SandboxTenant"];
            /** @description The service accounts that list this tenant in their tenantIds. */
            serviceAccounts: components["schemas"]["SandboxServiceAccount"][];
            /** @description Every declared store by name (`<service>.<resource>`); a store left out is empty. */
            stores: {
                /** @description Document: data agents and data sources, each source with its transformations, statuses and supported features. */
                "data-integration.registrations"?: {
                    agents: {
                        [key: string]: unknown;
                    }[];
                    sources: ({
                        /** @description [customCode, InputTransformation] pairs. */
                        transformations: unknown[][];
                        /** @description [featureCode, SupportedFeature] pairs. */
                        supportedFeatures: unknown[][];
                        statuses: unknown[];
                    } & {
                        [key: string]: unknown;
                    })[];
                } & {
                    [key: string]: unknown;
                };
                /** @description Table: data models by id. */
                "data-integration.data-models"?: {
                    [key: string]: {
                        id: string;
                        code: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
                /** @description Document: the integration profile in force with its available features and models. */
                "data-integration.profile"?: {
                    profile?: {
                        [key: string]: unknown;
                    };
                    features?: unknown[];
                    models?: unknown[];
                } & {
                    [key: string]: unknown;
                };
                /** @description Table: query store records by model, ExternalId and mandant. */
                "data-integration.query-store"?: {
                    [key: string]: {
                        sequence: number;
                        fields: {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
                /** @description Table: input queue items by queueItemId; each change names the query store record it wrote by key. */
                "data-integration.queue-items"?: {
                    [key: string]: {
                        /** @description How many items it was published with (kept once its items are dropped). */
                        itemCount: number;
                        /** @description How many entries of data-integration.published-batches hold its items (none once it is finished). */
                        batches: number;
                        directives: unknown[];
                        changes: ({
                            record: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                    } & {
                        [key: string]: unknown;
                    };
                };
                /** @description Table: the published items of unfinished queue items, one entry per start or append (`<queueItemId>/<n>`). */
                "data-integration.published-batches"?: {
                    [key: string]: unknown[];
                };
                /** @description Table: the profile each processed queue item was processed under (null: none), by queueItemId. */
                "data-integration.result-profiles"?: {
                    [key: string]: {
                        [key: string]: unknown;
                    } | null;
                };
                /** @description Table: operating log items by id, oldest first. */
                "data-integration.operating-log"?: {
                    [key: string]: {
                        [key: string]: unknown;
                    };
                };
                /** @description Document: the vendor's consumer settings. */
                "order-integration.settings"?: {
                    [key: string]: unknown;
                };
                /** @description Table: released orders by id, with every SetStatus call as [id, request] pairs. */
                "order-integration.orders"?: {
                    [key: string]: {
                        statusRecords: unknown[];
                    } & {
                        [key: string]: unknown;
                    };
                };
                /** @description Table: uploads not yet made files, by uploadId; content is base64. */
                "file-content.uploads"?: {
                    [key: string]: {
                        content: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
                /** @description Table: Private file records by id; content is base64. */
                "file-content.files"?: {
                    [key: string]: {
                        content: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
                /** @description Document: the tenant's connectors and agents. */
                "connector-catalogue.registrations"?: {
                    connectors?: unknown[];
                    agents?: unknown[];
                } & {
                    [key: string]: unknown;
                };
            };
        };
        /**
         * SandboxTrigger
         * @description Body of `POST /_sandbox/triggers`: cause one platform event from the tenant's real state. The sandbox drives the platform's own transition that causes the event (it publishes a record, releases an order, changes the integration profile, sends the command), so every event that transition causes is caused too, in order, on every channel the tenant's consumers use, and the state read afterwards agrees with the event.
         * @example {
         *       "tenantId": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
         *       "messageType": "PLATFORM.PlatformStore.OrderReleased",
         *       "set": {
         *         "productId": "83a4b5c6-d7e8-4f90-a1b2-c3d4e5f6a7b8"
         *       }
         *     }
         */
        SandboxTrigger: {
            /** @description The tenant whose state the transition changes and whose consumers receive its events. */
            tenantId: string;
            /** @description The message type to cause, one of the AsyncAPI spec's messages (an unknown one is refused naming the accepted ones). */
            messageType: string;
            /** @description Acts on what exists instead of creating something: a record (`Id.RecordId`), an order, a data source or a queue item, as the message type needs. An id that does not exist, or is in a state from which the event cannot arise, is refused naming the id, its state and the states that allow the event. */
            on?: string;
            /** @description Payload fields of the event by JSON path (`$.productId` or `productId`), each with its value. The payload they make is validated against the message's schema before anything changes (a violation is refused naming the path and the rule); a field that mirrors state (an id, a status) changes the state with it, or is refused naming why. */
            set?: {
                [key: string]: unknown;
            };
            /** @description Payload fields by JSON path the event is sent without (refused when the message's schema requires them). */
            unset?: string[];
            /** @description How many times the transition runs, one after the other. Default 1. */
            count?: number;
            /** @description Sends a deliberately invalid event for a consumer's negative tests instead of running the transition: the message's documented example payload with the overrides set, to every webhook consumer of the tenant that receives the message type, broken as the rule says. Nothing in the tenant's state changes (a consumer must refuse the event, never act on it); each delivery is marked `invalid` with the rule and is POSTed once, never redelivered. */
            invalid?: components["schemas"]["SandboxInvalidRule"];
        };
        /**
         * SandboxTriggerDelivery
         * @description Where one caused event went: a webhook delivery of the message gateway (read it with `GET /_sandbox/deliveries/{messageId}`), or a message handed to the message broker for a native data source.
         * @example {
         *       "channel": "webhook",
         *       "messageId": "7d3f1a2b-9c4e-4f5a-8b6d-1e2f3a4b5c6d",
         *       "address": "http://127.0.0.1:8080/hooks/PLATFORM.PlatformStore.OrderReleased/OrderReleased/7d3f1a2b-9c4e-4f5a-8b6d-1e2f3a4b5c6d",
         *       "status": "Pending"
         *     }
         */
        SandboxTriggerDelivery: {
            /**
             * @description `webhook` (the message gateway) or `broker` (the message broker, `--amqp-url`).
             * @enum {string}
             */
            channel: "webhook" | "broker";
            /** @description The delivery's messageId (the last segment of the webhook address, or the AMQP messageId). */
            messageId: string;
            /** @description The webhook address POSTed to, or `<exchange>/<routing key>` on the broker. */
            address: string;
            /** @description The delivery's status when the trigger answered (SandboxDeliveryStatus or the broker message's status). */
            status: string;
            invalid?: components["schemas"]["SandboxInvalidRule"];
        };
        /**
         * SandboxTriggerFixture
         * @description A fixture file of `integration-contracts trigger <fixture.yaml>`: steps run in order against a running sandbox. A step triggers an event (as `POST /_sandbox/triggers`), calls a platform operation with a token of the fixture's service account, advances the sandbox clock, or expects a value. A string anywhere in a step may refer to an earlier step's result by the name it was given (`as`): `${order.id}` (the id of what the step acted on: the last thing it changed, else the last it created), `${order.payload.orderId}` (the payload of the first event of the type asked for), `${order.events[0].deliveries[0].messageId}`, or, of a call, `${validation.status}` and `${validation.body.id}`. A string that is only a reference takes the referred value as it is (a number stays a number).
         * @example {
         *       "description": "An order from release to Done",
         *       "steps": [
         *         {
         *           "trigger": "PLATFORM.PlatformStore.OrderReleased",
         *           "as": "order"
         *         },
         *         {
         *           "call": {
         *             "service": "order-integration",
         *             "method": "POST",
         *             "path": "/api/v1/Order/${order.id}/SetStatus",
         *             "query": {
         *               "orderAccessType": "Vendor"
         *             },
         *             "body": {
         *               "systemStatus": "Validation",
         *               "severity": "Info",
         *               "message": "Received."
         *             }
         *           }
         *         },
         *         {
         *           "expect": {
         *             "that": "${order.payload.orderId}",
         *             "equals": "${order.id}"
         *           }
         *         }
         *       ]
         *     }
         */
        SandboxTriggerFixture: {
            /** @description What the fixture shows, one line (`trigger --list` prints it). */
            description?: string;
            /** @description The tenant of every step. Default the command's `--tenant`. */
            tenantId?: string;
            /** @description The service account whose token a `call` step sends (client credentials with the tenant as `tid` and scope `apiim`). Default the default seed's `sandbox-client` / `sandbox-secret`. */
            account?: {
                clientId: string;
                clientSecret: string;
            };
            /** @description The steps, run in order; the first that fails stops the fixture. */
            steps: (components["schemas"]["SandboxFixtureTriggerStep"] | components["schemas"]["SandboxFixtureCallStep"] | components["schemas"]["SandboxFixtureClockStep"] | components["schemas"]["SandboxFixtureExpectStep"])[];
        };
        /**
         * SandboxTriggerResult
         * @description What a trigger did: what it created and changed in the tenant's state, and every event the transitions caused, in the order caused, each with its deliveries.
         * @example {
         *       "tenantId": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
         *       "messageType": "PLATFORM.PlatformStore.OrderReleased",
         *       "invalid": null,
         *       "created": [
         *         {
         *           "kind": "order",
         *           "id": "5b7e2c1a-9d4f-4e8a-b3c6-0f1e2d3c4b5a",
         *           "state": "(none)"
         *         }
         *       ],
         *       "changed": [],
         *       "events": [
         *         {
         *           "messageType": "PLATFORM.PlatformStore.OrderReleased",
         *           "payload": {
         *             "orderId": "5b7e2c1a-9d4f-4e8a-b3c6-0f1e2d3c4b5a",
         *             "productId": "83a4b5c6-d7e8-4f90-a1b2-c3d4e5f6a7b8",
         *             "vendorCode": "12345678|CZ"
         *           },
         *           "deliveries": [
         *             {
         *               "channel": "webhook",
         *               "messageId": "7d3f1a2b-9c4e-4f5a-8b6d-1e2f3a4b5c6d",
         *               "address": "http://127.0.0.1:8080/hooks/PLATFORM.PlatformStore.OrderReleased/OrderReleased/7d3f1a2b-9c4e-4f5a-8b6d-1e2f3a4b5c6d",
         *               "status": "Pending"
         *             }
         *           ]
         *         }
         *       ]
         *     }
         */
        SandboxTriggerResult: {
            /** @description The tenant. */
            tenantId: string;
            /** @description The message type asked for. */
            messageType: string;
            /** @description The rule of a deliberately invalid event; null for a valid trigger. */
            invalid: components["schemas"]["SandboxInvalidRule"] | null;
            /** @description What the transitions created, in order. */
            created: components["schemas"]["SandboxTriggerSubject"][];
            /** @description What existed and the transitions changed, in order. */
            changed: components["schemas"]["SandboxTriggerSubject"][];
            /** @description Every event caused, in order (the one asked for and those the same transitions cause too). */
            events: {
                /** @description The event's message type. */
                messageType: string;
                /** @description The event's payload, as delivered. */
                payload: {
                    [key: string]: unknown;
                };
                /** @description One per consumer that receives it, on the channel it uses. */
                deliveries: components["schemas"]["SandboxTriggerDelivery"][];
            }[];
        };
        /**
         * SandboxTriggerSubject
         * @description One thing of the tenant's state a trigger created or changed, with its state afterwards.
         * @example {
         *       "kind": "order",
         *       "id": "5b7e2c1a-9d4f-4e8a-b3c6-0f1e2d3c4b5a",
         *       "state": "(none)"
         *     }
         */
        SandboxTriggerSubject: {
            /**
             * @description What it is.
             * @enum {string}
             */
            kind: "record" | "order" | "queue-item" | "data-source" | "data-model" | "integration-profile";
            /** @description Its id (a record's `Id.RecordId`, an order's `id`, a queue item's `queueItemId`, ...). */
            id: string;
            /** @description Its state afterwards, in the reference's words: a record's `live` or `deleted`, an order's systemStatus (`(none)` for a released order), a queue item's status, a profile's `current`; null where it has none. */
            state: string | null;
        };
        SeedFile: components["schemas"]["SandboxSeed"];
        TriggerFixtureFile: components["schemas"]["SandboxTriggerFixture"];
        /**
         * VendorCode
         * @description Vendor code of an order's vendor: "vendor code, shape `<national number>|<country code>`" (the shape of an organization code). The pattern is the stated shape: two parts joined by one `|`.
         * @example 12345678|CZ
         */
        VendorCode: string;
    };
    responses: {
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
        /** @description The sandbox's own failure, answered as 500 with a problem naming it: a handler that threw, or an answer that breaks its operation's spec (a sandbox bug, also logged and kept in `startSandbox().violations`). A control call that takes no input is never refused otherwise. */
        SandboxFailure: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "title": "Sandbox answer breaks the spec",
                 *       "status": 500,
                 *       "detail": "getSandboxJournal: /items/0/status must be integer"
                 *     }
                 */
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
        /** @description The request did not come from the sandbox's own pages or tools, so the control API refuses it whatever token it carries: its `Origin` is not the sandbox's own origin, its `Sec-Fetch-Site` is `cross-site`, a call that changes state (POST, PUT, PATCH, DELETE) is not `Content-Type: application/json` (which a form or a no-cors fetch cannot send), or, on a loopback address, its `Host` is not one of the sandbox's own addresses (127.0.0.1, localhost, [::1] with the sandbox's ports, and the host of `--public-url`), which a page reaching the sandbox through a name of its own (DNS rebinding) has. The detail says which. */
        SandboxForbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "about:blank",
                 *       "title": "Forbidden",
                 *       "status": 403,
                 *       "detail": "Origin https://attacker.example is not the sandbox's own origin (http://127.0.0.1:4010): the control API serves only the sandbox's own pages and tools"
                 *     }
                 */
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
        /** @description The sandbox was started with a control token (`--control-token-file`, `SANDBOX_CONTROL_TOKEN`, `controlToken`; required when it listens on a non-loopback address) and the call did not send it as `Authorization: Bearer <control token>`. Without a control token the control API needs none and never answers 401. */
        SandboxUnauthorized: {
            headers: {
                /**
                 * @description The Bearer challenge (RFC 6750 section 3) of realm `sandbox-control`.
                 * @example Bearer realm="sandbox-control", error="invalid_token"
                 */
                "WWW-Authenticate"?: string;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "about:blank",
                 *       "title": "Unauthorized",
                 *       "status": 401,
                 *       "detail": "the bearer token is not the sandbox's control token"
                 *     }
                 */
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
        /** @description The gateway has no delivery of this messageId (never published, or forgotten by a reset). */
        UnknownDelivery: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "title": "Not Found",
                 *       "status": 404,
                 *       "detail": "no delivery with messageId 7d3f1a2b-9c4e-4f5a-8b6d-1e2f3a4b5c6d"
                 *     }
                 */
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
    };
    parameters: {
        /**
         * @description The messageId of the delivery (the last segment of its webhook address).
         * @example 7d3f1a2b-9c4e-4f5a-8b6d-1e2f3a4b5c6d
         */
        DeliveryMessageId: string;
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
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    createSandboxTenant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "9b2d4f6a-8c1e-4a3b-b5d7-e9f1a3c5e7b9",
                 *       "name": "Beta Retail",
                 *       "vendorCode": "87654321|SK"
                 *     }
                 */
                "application/json": components["schemas"]["SandboxTenant"];
            };
        };
        responses: {
            /** @description The tenant is added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "9b2d4f6a-8c1e-4a3b-b5d7-e9f1a3c5e7b9",
                     *       "name": "Beta Retail",
                     *       "vendorCode": "87654321|SK"
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxTenant"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SandboxUnauthorized"];
            403: components["responses"]["SandboxForbidden"];
            /** @description A tenant with this id exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "detail": "tenant 9b2d4f6a-8c1e-4a3b-b5d7-e9f1a3c5e7b9 exists"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    createSandboxServiceAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "clientId": "beta-sync",
                 *       "clientSecret": "beta-sync-secret",
                 *       "tenantIds": [
                 *         "9b2d4f6a-8c1e-4a3b-b5d7-e9f1a3c5e7b9"
                 *       ],
                 *       "roles": [
                 *         "TenantAdmin"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["SandboxServiceAccount"];
            };
        };
        responses: {
            /** @description The service account is added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "clientId": "beta-sync",
                     *       "clientSecret": "beta-sync-secret",
                     *       "tenantIds": [
                     *         "9b2d4f6a-8c1e-4a3b-b5d7-e9f1a3c5e7b9"
                     *       ],
                     *       "roles": [
                     *         "TenantAdmin"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxServiceAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SandboxUnauthorized"];
            403: components["responses"]["SandboxForbidden"];
            /** @description A service account with this client id exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "detail": "service account beta-sync exists"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listSandboxDeliveries: {
        parameters: {
            query?: {
                /**
                 * @description Only deliveries in this status.
                 * @example Pending
                 */
                status?: components["schemas"]["SandboxDeliveryStatus"];
                /**
                 * @description Only deliveries of this message type.
                 * @example PLATFORM.DataService.RecordCreated
                 */
                messageType?: string;
                /**
                 * @description Only deliveries caused by this tenant's state.
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                tenantId?: string;
                /**
                 * @description Only the newest `last` matching deliveries (still oldest first); `totalCount` counts every match. Without it every match is answered.
                 * @example 200
                 */
                last?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deliveries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "totalCount": 1,
                     *       "evicted": 0,
                     *       "items": [
                     *         {
                     *           "messageId": "7d3f1a2b-9c4e-4f5a-8b6d-1e2f3a4b5c6d",
                     *           "messageType": "PLATFORM.DataService.RecordCreated",
                     *           "contractType": "DataRecordCreatedEvent",
                     *           "tenantId": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
                     *           "url": "http://127.0.0.1:8080/hooks/PLATFORM.DataService.RecordCreated/DataRecordCreatedEvent/7d3f1a2b-9c4e-4f5a-8b6d-1e2f3a4b5c6d",
                     *           "status": "Pending",
                     *           "attempts": 1,
                     *           "lastStatusCode": null,
                     *           "publishedAt": "2026-11-23T10:15:00.000Z",
                     *           "nextAttemptAt": "2026-11-23T10:15:01.000Z",
                     *           "expiresAt": null,
                     *           "headers": {
                     *             "Content-Type": "application/json; charset=utf-8",
                     *             "X-Tenant-Id": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61"
                     *           },
                     *           "payload": {
                     *             "dataModelId": "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d",
                     *             "dataRecordId": "1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809",
                     *             "dataSourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
                     *             "operationId": "7d6c5b4a-3928-4170-8f6e-5d4c3b2a1908"
                     *           },
                     *           "history": [
                     *             {
                     *               "attempt": 1,
                     *               "at": "2026-11-23T10:15:00.000Z",
                     *               "durationMs": 2,
                     *               "statusCode": null,
                     *               "errorCode": "ECONNREFUSED",
                     *               "error": "connect ECONNREFUSED 127.0.0.1:8080",
                     *               "answer": null,
                     *               "outcome": "redelivery in 1000 ms"
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxDeliveryCollection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SandboxUnauthorized"];
            403: components["responses"]["SandboxForbidden"];
            default: components["responses"]["SandboxFailure"];
        };
    };
    getSandboxDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The messageId of the delivery (the last segment of its webhook address).
                 * @example 7d3f1a2b-9c4e-4f5a-8b6d-1e2f3a4b5c6d
                 */
                messageId: components["parameters"]["DeliveryMessageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "messageId": "7d3f1a2b-9c4e-4f5a-8b6d-1e2f3a4b5c6d",
                     *       "messageType": "PLATFORM.DataService.RecordCreated",
                     *       "contractType": "DataRecordCreatedEvent",
                     *       "tenantId": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
                     *       "url": "http://127.0.0.1:8080/hooks/PLATFORM.DataService.RecordCreated/DataRecordCreatedEvent/7d3f1a2b-9c4e-4f5a-8b6d-1e2f3a4b5c6d",
                     *       "status": "Pending",
                     *       "attempts": 1,
                     *       "lastStatusCode": null,
                     *       "publishedAt": "2026-11-23T10:15:00.000Z",
                     *       "nextAttemptAt": "2026-11-23T10:15:01.000Z",
                     *       "expiresAt": null,
                     *       "headers": {
                     *         "Content-Type": "application/json; charset=utf-8",
                     *         "X-Tenant-Id": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61"
                     *       },
                     *       "payload": {
                     *         "dataModelId": "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d",
                     *         "dataRecordId": "1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809",
                     *         "dataSourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
                     *         "operationId": "7d6c5b4a-3928-4170-8f6e-5d4c3b2a1908"
                     *       },
                     *       "history": [
                     *         {
                     *           "attempt": 1,
                     *           "at": "2026-11-23T10:15:00.000Z",
                     *           "durationMs": 2,
                     *           "statusCode": null,
                     *           "errorCode": "ECONNREFUSED",
                     *           "error": "connect ECONNREFUSED 127.0.0.1:8080",
                     *           "answer": null,
                     *           "outcome": "redelivery in 1000 ms"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxDelivery"];
                };
            };
            401: components["responses"]["SandboxUnauthorized"];
            403: components["responses"]["SandboxForbidden"];
            404: components["responses"]["UnknownDelivery"];
        };
    };
    redeliverSandboxDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The messageId of the delivery (the last segment of its webhook address).
                 * @example 7d3f1a2b-9c4e-4f5a-8b6d-1e2f3a4b5c6d
                 */
                messageId: components["parameters"]["DeliveryMessageId"];
            };
            cookie?: never;
        };
        /** @description None is needed; the call is sent as `Content-Type: application/json`, with no body or `{}`. */
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["SandboxNoBody"];
            };
        };
        responses: {
            /** @description The message is handed to the gateway again. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "messageId": "7d3f1a2b-9c4e-4f5a-8b6d-1e2f3a4b5c6d",
                     *       "messageType": "PLATFORM.DataService.RecordCreated",
                     *       "contractType": "DataRecordCreatedEvent",
                     *       "tenantId": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
                     *       "url": "http://127.0.0.1:8080/hooks/PLATFORM.DataService.RecordCreated/DataRecordCreatedEvent/7d3f1a2b-9c4e-4f5a-8b6d-1e2f3a4b5c6d",
                     *       "status": "Pending",
                     *       "attempts": 1,
                     *       "lastStatusCode": null,
                     *       "publishedAt": "2026-11-23T10:15:00.000Z",
                     *       "nextAttemptAt": null,
                     *       "expiresAt": null,
                     *       "headers": {
                     *         "Content-Type": "application/json; charset=utf-8",
                     *         "X-Tenant-Id": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61"
                     *       },
                     *       "payload": {
                     *         "dataModelId": "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d",
                     *         "dataRecordId": "1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809",
                     *         "dataSourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
                     *         "operationId": "7d6c5b4a-3928-4170-8f6e-5d4c3b2a1908"
                     *       },
                     *       "history": [
                     *         {
                     *           "attempt": 1,
                     *           "at": "2026-11-23T10:15:00.000Z",
                     *           "durationMs": 2,
                     *           "statusCode": null,
                     *           "errorCode": "ECONNREFUSED",
                     *           "error": "connect ECONNREFUSED 127.0.0.1:8080",
                     *           "answer": null,
                     *           "outcome": "redelivery in 1000 ms"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxDelivery"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SandboxUnauthorized"];
            403: components["responses"]["SandboxForbidden"];
            404: components["responses"]["UnknownDelivery"];
            /** @description The delivery cannot be sent now: a POST of it is in flight, or it expired (a message is never sent after its expiry, "Remote commands expire after 1 hour"). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "detail": "delivery 7d3f1a2b-9c4e-4f5a-8b6d-1e2f3a4b5c6d expired at 2026-11-23T11:15:00.000Z and is not sent again"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getSandboxJournal: {
        parameters: {
            query?: {
                /**
                 * @description Only requests to this service's port, for example `data-integration`.
                 * @example data-integration
                 */
                service?: string;
                /**
                 * @description Only requests whose token carried this tenant.
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                tenantId?: string;
                /**
                 * @description Only requests that matched this operation.
                 * @example getData
                 */
                operationId?: string;
                /**
                 * @description Only requests answered with this status.
                 * @example 400
                 */
                status?: number;
                /**
                 * @description `true`: only requests answered with 400 or more; `false`: only the others.
                 * @example true
                 */
                refused?: boolean;
                /**
                 * @description Only entries whose `sequence` is greater (the `nextAfter` of the page before). Default 0, from the oldest kept.
                 * @example 1200
                 */
                after?: number;
                /**
                 * @description Most entries in the page. Default 100.
                 * @example 100
                 */
                limit?: number;
                /**
                 * @description The page is the newest `last` matching entries (still oldest first) instead of the first `limit`; `totalCount` counts every match.
                 * @example 200
                 */
                last?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The journal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "totalCount": 1,
                     *       "nextAfter": null,
                     *       "items": [
                     *         {
                     *           "sequence": 1,
                     *           "time": "2026-11-23T10:15:00.000Z",
                     *           "service": "data-integration",
                     *           "method": "GET",
                     *           "path": "/api/v2/QueryingData/GetData",
                     *           "operationId": "getData",
                     *           "tenantId": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
                     *           "status": 200
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxJournalEntryCollection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SandboxUnauthorized"];
            403: components["responses"]["SandboxForbidden"];
            default: components["responses"]["SandboxFailure"];
        };
    };
    getSandboxOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The overview. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxOverview"];
                };
            };
            401: components["responses"]["SandboxUnauthorized"];
            403: components["responses"]["SandboxForbidden"];
            default: components["responses"]["SandboxFailure"];
        };
    };
    listSandboxQueueItems: {
        parameters: {
            query: {
                /**
                 * @description The tenant whose state is read.
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                tenantId: string;
                /**
                 * @description Only queue items in this status.
                 * @example Failed
                 */
                status?: components["schemas"]["QueueItemStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The queue items. */
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
                     *           "queueItemId": "0c9d8e7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f",
                     *           "sourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                     *           "operationId": "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
                     *           "status": "Failed",
                     *           "createdOn": "2026-11-23T10:15:00.000Z",
                     *           "completedOn": "2026-11-23T10:15:00.000Z",
                     *           "finishedOn": "2026-11-23T10:15:00.000Z",
                     *           "errorMessage": "item 0: no transformation or mapping directive maps it; no record was changed",
                     *           "itemCount": 1,
                     *           "changes": []
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxQueueItemCollection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SandboxUnauthorized"];
            403: components["responses"]["SandboxForbidden"];
        };
    };
    listSandboxRecords: {
        parameters: {
            query: {
                /**
                 * @description The tenant whose state is read.
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                tenantId: string;
                /**
                 * @description The data model.
                 * @example 3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b
                 */
                modelId: string;
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
            /** @description The page. */
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
                     *           "modelId": "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b",
                     *           "recordId": "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b",
                     *           "externalId": "ITEM-1.Items.6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                     *           "sourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                     *           "referenceId": null,
                     *           "mandantCode": null,
                     *           "createdOn": "2026-11-23T10:15:00.000Z",
                     *           "modifiedOn": "2026-11-23T10:15:00.000Z",
                     *           "isDeleted": false,
                     *           "deletedOn": null,
                     *           "fields": {
                     *             "Name": "Widget"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxRecordCollection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SandboxUnauthorized"];
            403: components["responses"]["SandboxForbidden"];
        };
    };
    createSandboxFault: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "operationId": "getData",
                 *       "status": 503,
                 *       "times": 2
                 *     }
                 */
                "application/json": components["schemas"]["SandboxFault"];
            };
        };
        responses: {
            /** @description The fault is set. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "operationId": "getData",
                     *       "status": 503,
                     *       "times": 2
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxFault"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SandboxUnauthorized"];
            403: components["responses"]["SandboxForbidden"];
        };
    };
    advanceSandboxClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "advanceSeconds": 601
                 *     }
                 */
                "application/json": components["schemas"]["SandboxClockAdvance"];
            };
        };
        responses: {
            /** @description Sandbox time after the move. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "now": "2026-11-23T10:25:01.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxClock"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SandboxUnauthorized"];
            403: components["responses"]["SandboxForbidden"];
        };
    };
    listSandboxDataModels: {
        parameters: {
            query: {
                /**
                 * @description The tenant whose state is read.
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                tenantId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The data models. */
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
                     *           "id": "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b",
                     *           "code": "Items",
                     *           "records": 12,
                     *           "deletedRecords": 1
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxDataModelSummaryCollection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SandboxUnauthorized"];
            403: components["responses"]["SandboxForbidden"];
        };
    };
    createSandboxDataModel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "tenantId": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
                 *       "id": "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b",
                 *       "code": "Items"
                 *     }
                 */
                "application/json": components["schemas"]["SandboxDataModel"];
            };
        };
        responses: {
            /** @description The data model is added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tenantId": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
                     *       "id": "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b",
                     *       "code": "Items"
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxDataModel"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SandboxUnauthorized"];
            403: components["responses"]["SandboxForbidden"];
            /** @description A data model with this id or code exists in the tenant. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "detail": "data model code Items exists in tenant 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    setSandboxIntegrationProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "tenantId": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
                 *       "profile": {
                 *         "id": "3e4f5061-7283-494a-b5c6-d7e8f9012a3b",
                 *         "isSelected": true,
                 *         "released": true,
                 *         "deleted": false,
                 *         "items": [
                 *           {
                 *             "dataSourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                 *             "applicationUsage": "Input",
                 *             "inputModelIds": [
                 *               "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b"
                 *             ]
                 *           }
                 *         ]
                 *       },
                 *       "availableModels": [
                 *         {
                 *           "id": "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b",
                 *           "code": "Items",
                 *           "usage": "Input",
                 *           "inputSourceIds": [
                 *             "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31"
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["SandboxIntegrationProfile"];
            };
        };
        responses: {
            /** @description The profile is in force. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tenantId": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
                     *       "profile": {
                     *         "id": "3e4f5061-7283-494a-b5c6-d7e8f9012a3b",
                     *         "isSelected": true,
                     *         "released": true,
                     *         "deleted": false,
                     *         "items": [
                     *           {
                     *             "dataSourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                     *             "applicationUsage": "Input",
                     *             "inputModelIds": [
                     *               "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b"
                     *             ]
                     *           }
                     *         ]
                     *       },
                     *       "availableModels": [
                     *         {
                     *           "id": "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b",
                     *           "code": "Items",
                     *           "usage": "Input",
                     *           "inputSourceIds": [
                     *             "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31"
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxIntegrationProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SandboxUnauthorized"];
            403: components["responses"]["SandboxForbidden"];
        };
    };
    sendSandboxCommand: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "tenantId": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
                 *       "sourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                 *       "messageType": "PLATFORM.DataService.RefreshSourceConfig"
                 *     }
                 */
                "application/json": components["schemas"]["SandboxCommand"];
            };
        };
        responses: {
            /** @description The command is handed to the gateway, or to the message broker for a native data source. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "messageId": "7d3f1a2b-9c4e-4f5a-8b6d-1e2f3a4b5c6d",
                     *       "messageType": "PLATFORM.DataService.RefreshSourceStatus",
                     *       "tenantId": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
                     *       "contractType": "RefreshStatusEvent",
                     *       "url": "http://127.0.0.1:8080/hooks/PLATFORM.DataService.RefreshSourceStatus/RefreshStatusEvent/7d3f1a2b-9c4e-4f5a-8b6d-1e2f3a4b5c6d",
                     *       "status": "Pending",
                     *       "attempts": 0,
                     *       "lastStatusCode": null,
                     *       "publishedAt": "2026-11-23T10:15:00.000Z",
                     *       "nextAttemptAt": null,
                     *       "expiresAt": "2026-11-23T11:15:00.000Z",
                     *       "headers": {
                     *         "Content-Type": "application/json; charset=utf-8",
                     *         "X-Tenant-Id": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61"
                     *       },
                     *       "payload": {
                     *         "sourceId": "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31",
                     *         "checkConnection": true
                     *       },
                     *       "history": []
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxCommandOutcome"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SandboxUnauthorized"];
            403: components["responses"]["SandboxForbidden"];
            /** @description The data source receives no such command: its consumer channel is `Grpc`, it is `Webhook` with the command's consumer flag off, or it is `None` and the sandbox runs without a message broker. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "detail": "data source 6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31 has refreshSourceStatus off"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    triggerSandboxEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "tenantId": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
                 *       "messageType": "PLATFORM.PlatformStore.OrderReleased"
                 *     }
                 */
                "application/json": components["schemas"]["SandboxTrigger"];
            };
        };
        responses: {
            /** @description The transitions ran; what they created and changed, and every event they caused. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tenantId": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
                     *       "messageType": "PLATFORM.PlatformStore.OrderReleased",
                     *       "invalid": null,
                     *       "created": [
                     *         {
                     *           "kind": "order",
                     *           "id": "5b7e2c1a-9d4f-4e8a-b3c6-0f1e2d3c4b5a",
                     *           "state": "(none)"
                     *         }
                     *       ],
                     *       "changed": [],
                     *       "events": [
                     *         {
                     *           "messageType": "PLATFORM.PlatformStore.OrderReleased",
                     *           "payload": {
                     *             "orderId": "5b7e2c1a-9d4f-4e8a-b3c6-0f1e2d3c4b5a",
                     *             "productId": "83a4b5c6-d7e8-4f90-a1b2-c3d4e5f6a7b8",
                     *             "vendorCode": "12345678|CZ"
                     *           },
                     *           "deliveries": [
                     *             {
                     *               "channel": "webhook",
                     *               "messageId": "7d3f1a2b-9c4e-4f5a-8b6d-1e2f3a4b5c6d",
                     *               "address": "http://127.0.0.1:8080/hooks/PLATFORM.PlatformStore.OrderReleased/OrderReleased/7d3f1a2b-9c4e-4f5a-8b6d-1e2f3a4b5c6d",
                     *               "status": "Pending"
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxTriggerResult"];
                };
            };
            /** @description An unknown tenant or message type, or an override that is refused (a JSON path that is no field of the message, a value that breaks the message's schema, a field that mirrors state and cannot change it); nothing was changed or sent. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "title": "Bad Request",
                     *       "status": 400,
                     *       "detail": "set $.productId: must match format \"uuid\" (IntegrationProfileChangeStarted, format)"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            401: components["responses"]["SandboxUnauthorized"];
            403: components["responses"]["SandboxForbidden"];
            /** @description The `on` id names nothing the message type can arise from in the tenant. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "detail": "on 5b7e2c1a-9d4f-4e8a-b3c6-0f1e2d3c4b5a: no order with this id in tenant 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            /** @description The `on` target is in a state from which the event cannot arise (the detail names the id, its state and the states that allow the event), or no consumer of the tenant receives the message type (the detail names what turns one on); nothing was changed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "title": "Conflict",
                     *       "status": 409,
                     *       "detail": "on 5b7e2c1a-9d4f-4e8a-b3c6-0f1e2d3c4b5a: order is Validation; PLATFORM.PlatformStore.OrderReleased arises only from an order in (none)"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    listSandboxOrders: {
        parameters: {
            query: {
                /**
                 * @description The tenant whose state is read.
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                tenantId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The orders. */
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
                     *           "order": {
                     *             "id": "5b7e2c1a-9d4f-4e8a-b3c6-0f1e2d3c4b5a",
                     *             "orderNumber": "ORD-2026-004711",
                     *             "vendor": {
                     *               "code": "12345678|CZ"
                     *             },
                     *             "currentStatusInfo": {
                     *               "systemStatus": "Validation",
                     *               "modifiedOn": "2026-11-23T10:16:00.000Z",
                     *               "modifiedBy": "sandbox-client",
                     *               "customProperties": []
                     *             }
                     *           },
                     *           "productId": "83a4c2e1-5b6d-4f7a-9c8b-0d1e2f3a4b5c",
                     *           "history": [
                     *             {
                     *               "at": "2026-11-23T10:16:00.000Z",
                     *               "clientId": "sandbox-client",
                     *               "from": null,
                     *               "to": "Validation",
                     *               "requested": "Validation",
                     *               "severity": "Info",
                     *               "message": "Received.",
                     *               "outcome": "moved"
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxOrderCollection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SandboxUnauthorized"];
            403: components["responses"]["SandboxForbidden"];
        };
    };
    releaseSandboxOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "tenantId": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
                 *       "orderNumber": "ORD-2026-004711"
                 *     }
                 */
                "application/json": components["schemas"]["SandboxOrderRelease"];
            };
        };
        responses: {
            /** @description The order as `GET /api/v1/Order/{id}` answers it. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5b7e2c1a-9d4f-4e8a-b3c6-0f1e2d3c4b5a",
                     *       "orderNumber": "ORD-2026-004711",
                     *       "licenceId": "8c2d4e6f-1a3b-4c5d-9e7f-2b4d6f8a0c1e",
                     *       "vendor": {
                     *         "code": "12345678|CZ"
                     *       },
                     *       "currentStatusInfo": {
                     *         "systemStatus": null,
                     *         "modifiedOn": "2026-11-23T10:15:00.000Z",
                     *         "customProperties": []
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SandboxUnauthorized"];
            403: components["responses"]["SandboxForbidden"];
        };
    };
    getSandboxConnectorCatalogue: {
        parameters: {
            query: {
                /**
                 * @description The tenant whose connectors and agents are listed.
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                tenantId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tenant's catalogue. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "providers": [
                     *         {
                     *           "id": "2b8e4f6a-0c1d-4e3f-a5b7-c9d1e3f5a7b9",
                     *           "name": "Sandbox On-Premise Provider"
                     *         }
                     *       ],
                     *       "connectors": [],
                     *       "agents": []
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxConnectorCatalogue"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SandboxUnauthorized"];
            403: components["responses"]["SandboxForbidden"];
        };
    };
    setUpSandboxProviderState: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "state": "an order released",
                 *       "params": {
                 *         "tenantId": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
                 *         "runPrefix": "vs-3f9a1c"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["SandboxProviderState"];
            };
        };
        responses: {
            /** @description The state is set up; the values it made. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "orderId": "5b7e2c1a-9d4f-4e8a-b3c6-0f1e2d3c4b5a",
                     *       "productId": "83a4b5c6-d7e8-4f90-a1b2-c3d4e5f6a7b8",
                     *       "vendorCode": "12345678|CZ"
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxProviderStateValues"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SandboxUnauthorized"];
            403: components["responses"]["SandboxForbidden"];
            /** @description The sandbox does not give this state; the problem names the states it gives. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "detail": "no provider state \"a paid invoice\"; the sandbox gives: verification run, a second tenant"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    exportSandboxTenantState: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The tenant whose state is exported or replaced.
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tenant's state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "layoutVersion": 2,
                     *       "tenant": {
                     *         "id": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
                     *         "name": "Sandbox Tenant",
                     *         "vendorCode": "12345678|CZ"
                     *       },
                     *       "serviceAccounts": [
                     *         {
                     *           "clientId": "sandbox-client",
                     *           "clientSecret": "sandbox-secret",
                     *           "tenantIds": [
                     *             "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61"
                     *           ],
                     *           "roles": [
                     *             "TenantAdmin"
                     *           ]
                     *         }
                     *       ],
                     *       "stores": {
                     *         "data-integration.data-models": {
                     *           "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b": {
                     *             "id": "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b",
                     *             "code": "Items"
                     *           }
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxTenantState"];
                };
            };
            401: components["responses"]["SandboxUnauthorized"];
            403: components["responses"]["SandboxForbidden"];
            /** @description The sandbox has no tenant with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "title": "Not Found",
                     *       "status": 404,
                     *       "detail": "no tenant 9b2d4f6a-8c1e-4a3b-b5d7-e9f1a3c5e7b9 in the sandbox"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    importSandboxTenantState: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The tenant whose state is exported or replaced.
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "layoutVersion": 2,
                 *       "tenant": {
                 *         "id": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
                 *         "name": "Sandbox Tenant"
                 *       },
                 *       "serviceAccounts": [
                 *         {
                 *           "clientId": "sandbox-client",
                 *           "clientSecret": "sandbox-secret",
                 *           "tenantIds": [
                 *             "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61"
                 *           ],
                 *           "roles": [
                 *             "TenantAdmin"
                 *           ]
                 *         }
                 *       ],
                 *       "stores": {}
                 *     }
                 */
                "application/json": components["schemas"]["SandboxTenantState"];
            };
        };
        responses: {
            /** @description The tenant holds the document's state. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SandboxUnauthorized"];
            403: components["responses"]["SandboxForbidden"];
        };
    };
    resetSandbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description None is needed; the call is sent as `Content-Type: application/json`, with no body or `{}`. */
        requestBody?: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["SandboxNoBody"];
            };
        };
        responses: {
            /** @description The state is reset and the seed applied. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["SandboxUnauthorized"];
            403: components["responses"]["SandboxForbidden"];
            default: components["responses"]["SandboxFailure"];
        };
    };
}
