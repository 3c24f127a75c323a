// generated from specs/openapi/webhook-consumer.yaml; do not edit
export interface paths {
    "/PLATFORM.DataService.RefreshSourceStatus/RefreshStatusEvent/{messageId}": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description "tenant context of the message, set by the publishing service". "X-Tenant-Id is the tenant assigned to the message, which matters when a user identity is impersonated by a service."
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                "X-Tenant-Id": components["parameters"]["XTenantId"];
                /**
                 * @description "person id (actor) in user context".
                 * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
                 */
                "X-UserClaim-Actort"?: components["parameters"]["XUserClaimActort"];
                /**
                 * @description "client identification".
                 * @example acme.erp-sync
                 */
                "X-UserClaim-client_id"?: components["parameters"]["XUserClaimClientId"];
                /**
                 * @description "issuer".
                 * @example https://idp.example.com
                 */
                "X-UserClaim-iss"?: components["parameters"]["XUserClaimIss"];
                /**
                 * @description "language and region (RFC 5646 / ISO 639-2)".
                 * @example cs-CZ
                 */
                "X-UserClaim-locale"?: components["parameters"]["XUserClaimLocale"];
                /**
                 * @description "selected organization codes". How several codes are separated is not shown.
                 * @example 12345678|CZ
                 */
                "X-UserClaim-orgs_codes"?: components["parameters"]["XUserClaimOrgsCodes"];
                /**
                 * @description "user identification".
                 * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
                 */
                "X-UserClaim-sub"?: components["parameters"]["XUserClaimSub"];
                /**
                 * @description "tenant of the selected tenant in user or service context". "Under normal circumstances X-UserClaim-tid and X-Tenant-Id are equal."
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                "X-UserClaim-tid"?: components["parameters"]["XUserClaimTid"];
                /** @description "extended claims, described as Base64-encoded JSON; the sample shows a JSON array of `{ Key, Value }` pairs". The example `described` is the Base64 form of the `sample` form. */
                "X-UserClaimsExtended"?: components["parameters"]["XUserClaimsExtended"];
                /**
                 * @deprecated
                 * @description "legacy message security code kept for compatibility; not recommended for new integrations".
                 * @example 5f3a9c1e7b2d
                 */
                "X-MessageSecurityCode"?: components["parameters"]["XMessageSecurityCode"];
            };
            path: {
                /**
                 * @description "unique id of the message". "Make processing idempotent by messageId": "A repeated delivery of one message must not cause the same effect twice."
                 * @example 9c8b7a69-5847-4362-9150-4f3e2d1c0b9a
                 */
                messageId: components["parameters"]["WebhookMessageId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refresh source status (command): `PLATFORM.DataService.RefreshSourceStatus`
         * @description The message gateway sends `POST {webhook_url}/{messageType}/{contractType}/{messageId}`; for this message type the address is `{webhook_url}/PLATFORM.DataService.RefreshSourceStatus/RefreshStatusEvent/{messageId}`. "RefreshSourceStatus is described as a command to reload the data-source configuration." Enabled by the ConfigureConsumer flag `refreshSourceStatus` ("shown as required in the rate-limit variant of the body"). Custom property `AutoRefreshStatusInterval` (a time span written as d.hh:mm:ss) "must be set on the agent when the refreshSourceStatus notification is turned on". Payload: "sourceId (uuid); webhook body also carries checkConnection (bool)". In the reference's webhook example "The token audience of the gateway JWT in that example is `apiim`". "Remote commands expire after 1 hour." "The consumer answers with an HTTP 2xx status to acknowledge."
         */
        post: operations["receiveRefreshSourceStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/PLATFORM.DataService.RefreshSourceConfig/RefreshConfigEvent/{messageId}": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description "tenant context of the message, set by the publishing service". "X-Tenant-Id is the tenant assigned to the message, which matters when a user identity is impersonated by a service."
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                "X-Tenant-Id": components["parameters"]["XTenantId"];
                /**
                 * @description "person id (actor) in user context".
                 * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
                 */
                "X-UserClaim-Actort"?: components["parameters"]["XUserClaimActort"];
                /**
                 * @description "client identification".
                 * @example acme.erp-sync
                 */
                "X-UserClaim-client_id"?: components["parameters"]["XUserClaimClientId"];
                /**
                 * @description "issuer".
                 * @example https://idp.example.com
                 */
                "X-UserClaim-iss"?: components["parameters"]["XUserClaimIss"];
                /**
                 * @description "language and region (RFC 5646 / ISO 639-2)".
                 * @example cs-CZ
                 */
                "X-UserClaim-locale"?: components["parameters"]["XUserClaimLocale"];
                /**
                 * @description "selected organization codes". How several codes are separated is not shown.
                 * @example 12345678|CZ
                 */
                "X-UserClaim-orgs_codes"?: components["parameters"]["XUserClaimOrgsCodes"];
                /**
                 * @description "user identification".
                 * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
                 */
                "X-UserClaim-sub"?: components["parameters"]["XUserClaimSub"];
                /**
                 * @description "tenant of the selected tenant in user or service context". "Under normal circumstances X-UserClaim-tid and X-Tenant-Id are equal."
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                "X-UserClaim-tid"?: components["parameters"]["XUserClaimTid"];
                /** @description "extended claims, described as Base64-encoded JSON; the sample shows a JSON array of `{ Key, Value }` pairs". The example `described` is the Base64 form of the `sample` form. */
                "X-UserClaimsExtended"?: components["parameters"]["XUserClaimsExtended"];
                /**
                 * @deprecated
                 * @description "legacy message security code kept for compatibility; not recommended for new integrations".
                 * @example 5f3a9c1e7b2d
                 */
                "X-MessageSecurityCode"?: components["parameters"]["XMessageSecurityCode"];
            };
            path: {
                /**
                 * @description "unique id of the message". "Make processing idempotent by messageId": "A repeated delivery of one message must not cause the same effect twice."
                 * @example 9c8b7a69-5847-4362-9150-4f3e2d1c0b9a
                 */
                messageId: components["parameters"]["WebhookMessageId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refresh source configuration (command): `PLATFORM.DataService.RefreshSourceConfig`
         * @description The message gateway sends `POST {webhook_url}/{messageType}/{contractType}/{messageId}`; for this message type the address is `{webhook_url}/PLATFORM.DataService.RefreshSourceConfig/RefreshConfigEvent/{messageId}`. "RefreshSourceConfig is described as a command to provide the current health status." (The reference's wording, as written; the two refresh commands' descriptions look swapped.) Enabled by the ConfigureConsumer flag `refreshSourceConfig`. Payload: "sourceId". "Remote commands expire after 1 hour." "The consumer answers with an HTTP 2xx status to acknowledge."
         */
        post: operations["receiveRefreshSourceConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/PLATFORM.DataService.RecordCreated/DataRecordCreatedEvent/{messageId}": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description "tenant context of the message, set by the publishing service". "X-Tenant-Id is the tenant assigned to the message, which matters when a user identity is impersonated by a service."
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                "X-Tenant-Id": components["parameters"]["XTenantId"];
                /**
                 * @description "person id (actor) in user context".
                 * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
                 */
                "X-UserClaim-Actort"?: components["parameters"]["XUserClaimActort"];
                /**
                 * @description "client identification".
                 * @example acme.erp-sync
                 */
                "X-UserClaim-client_id"?: components["parameters"]["XUserClaimClientId"];
                /**
                 * @description "issuer".
                 * @example https://idp.example.com
                 */
                "X-UserClaim-iss"?: components["parameters"]["XUserClaimIss"];
                /**
                 * @description "language and region (RFC 5646 / ISO 639-2)".
                 * @example cs-CZ
                 */
                "X-UserClaim-locale"?: components["parameters"]["XUserClaimLocale"];
                /**
                 * @description "selected organization codes". How several codes are separated is not shown.
                 * @example 12345678|CZ
                 */
                "X-UserClaim-orgs_codes"?: components["parameters"]["XUserClaimOrgsCodes"];
                /**
                 * @description "user identification".
                 * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
                 */
                "X-UserClaim-sub"?: components["parameters"]["XUserClaimSub"];
                /**
                 * @description "tenant of the selected tenant in user or service context". "Under normal circumstances X-UserClaim-tid and X-Tenant-Id are equal."
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                "X-UserClaim-tid"?: components["parameters"]["XUserClaimTid"];
                /** @description "extended claims, described as Base64-encoded JSON; the sample shows a JSON array of `{ Key, Value }` pairs". The example `described` is the Base64 form of the `sample` form. */
                "X-UserClaimsExtended"?: components["parameters"]["XUserClaimsExtended"];
                /**
                 * @deprecated
                 * @description "legacy message security code kept for compatibility; not recommended for new integrations".
                 * @example 5f3a9c1e7b2d
                 */
                "X-MessageSecurityCode"?: components["parameters"]["XMessageSecurityCode"];
            };
            path: {
                /**
                 * @description "unique id of the message". "Make processing idempotent by messageId": "A repeated delivery of one message must not cause the same effect twice."
                 * @example 9c8b7a69-5847-4362-9150-4f3e2d1c0b9a
                 */
                messageId: components["parameters"]["WebhookMessageId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Data record created: `PLATFORM.DataService.RecordCreated`
         * @description The message gateway sends `POST {webhook_url}/{messageType}/{contractType}/{messageId}`; for this message type the address is `{webhook_url}/PLATFORM.DataService.RecordCreated/DataRecordCreatedEvent/{messageId}`. Enabled by the ConfigureConsumer flag `dataRecordChanges` ("RecordCreated, RecordUpdated, RecordDeleted, multi-tenant filter"). Payload: "dataModelId, dataRecordId, dataSourceId, operationId (uuid each)". "The consumer answers with an HTTP 2xx status to acknowledge."
         */
        post: operations["receiveRecordCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/PLATFORM.DataService.RecordUpdated/DataRecordUpdatedEvent/{messageId}": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description "tenant context of the message, set by the publishing service". "X-Tenant-Id is the tenant assigned to the message, which matters when a user identity is impersonated by a service."
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                "X-Tenant-Id": components["parameters"]["XTenantId"];
                /**
                 * @description "person id (actor) in user context".
                 * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
                 */
                "X-UserClaim-Actort"?: components["parameters"]["XUserClaimActort"];
                /**
                 * @description "client identification".
                 * @example acme.erp-sync
                 */
                "X-UserClaim-client_id"?: components["parameters"]["XUserClaimClientId"];
                /**
                 * @description "issuer".
                 * @example https://idp.example.com
                 */
                "X-UserClaim-iss"?: components["parameters"]["XUserClaimIss"];
                /**
                 * @description "language and region (RFC 5646 / ISO 639-2)".
                 * @example cs-CZ
                 */
                "X-UserClaim-locale"?: components["parameters"]["XUserClaimLocale"];
                /**
                 * @description "selected organization codes". How several codes are separated is not shown.
                 * @example 12345678|CZ
                 */
                "X-UserClaim-orgs_codes"?: components["parameters"]["XUserClaimOrgsCodes"];
                /**
                 * @description "user identification".
                 * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
                 */
                "X-UserClaim-sub"?: components["parameters"]["XUserClaimSub"];
                /**
                 * @description "tenant of the selected tenant in user or service context". "Under normal circumstances X-UserClaim-tid and X-Tenant-Id are equal."
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                "X-UserClaim-tid"?: components["parameters"]["XUserClaimTid"];
                /** @description "extended claims, described as Base64-encoded JSON; the sample shows a JSON array of `{ Key, Value }` pairs". The example `described` is the Base64 form of the `sample` form. */
                "X-UserClaimsExtended"?: components["parameters"]["XUserClaimsExtended"];
                /**
                 * @deprecated
                 * @description "legacy message security code kept for compatibility; not recommended for new integrations".
                 * @example 5f3a9c1e7b2d
                 */
                "X-MessageSecurityCode"?: components["parameters"]["XMessageSecurityCode"];
            };
            path: {
                /**
                 * @description "unique id of the message". "Make processing idempotent by messageId": "A repeated delivery of one message must not cause the same effect twice."
                 * @example 9c8b7a69-5847-4362-9150-4f3e2d1c0b9a
                 */
                messageId: components["parameters"]["WebhookMessageId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Data record updated: `PLATFORM.DataService.RecordUpdated`
         * @description The message gateway sends `POST {webhook_url}/{messageType}/{contractType}/{messageId}`; for this message type the address is `{webhook_url}/PLATFORM.DataService.RecordUpdated/DataRecordUpdatedEvent/{messageId}`. Enabled by the ConfigureConsumer flag `dataRecordChanges` ("RecordCreated, RecordUpdated, RecordDeleted, multi-tenant filter"). Payload: "dataModelId, dataRecordId, dataSourceId, operationId (uuid each)". "The consumer answers with an HTTP 2xx status to acknowledge."
         */
        post: operations["receiveRecordUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/PLATFORM.DataService.RecordDeleted/DataRecordDeletedEvent/{messageId}": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description "tenant context of the message, set by the publishing service". "X-Tenant-Id is the tenant assigned to the message, which matters when a user identity is impersonated by a service."
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                "X-Tenant-Id": components["parameters"]["XTenantId"];
                /**
                 * @description "person id (actor) in user context".
                 * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
                 */
                "X-UserClaim-Actort"?: components["parameters"]["XUserClaimActort"];
                /**
                 * @description "client identification".
                 * @example acme.erp-sync
                 */
                "X-UserClaim-client_id"?: components["parameters"]["XUserClaimClientId"];
                /**
                 * @description "issuer".
                 * @example https://idp.example.com
                 */
                "X-UserClaim-iss"?: components["parameters"]["XUserClaimIss"];
                /**
                 * @description "language and region (RFC 5646 / ISO 639-2)".
                 * @example cs-CZ
                 */
                "X-UserClaim-locale"?: components["parameters"]["XUserClaimLocale"];
                /**
                 * @description "selected organization codes". How several codes are separated is not shown.
                 * @example 12345678|CZ
                 */
                "X-UserClaim-orgs_codes"?: components["parameters"]["XUserClaimOrgsCodes"];
                /**
                 * @description "user identification".
                 * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
                 */
                "X-UserClaim-sub"?: components["parameters"]["XUserClaimSub"];
                /**
                 * @description "tenant of the selected tenant in user or service context". "Under normal circumstances X-UserClaim-tid and X-Tenant-Id are equal."
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                "X-UserClaim-tid"?: components["parameters"]["XUserClaimTid"];
                /** @description "extended claims, described as Base64-encoded JSON; the sample shows a JSON array of `{ Key, Value }` pairs". The example `described` is the Base64 form of the `sample` form. */
                "X-UserClaimsExtended"?: components["parameters"]["XUserClaimsExtended"];
                /**
                 * @deprecated
                 * @description "legacy message security code kept for compatibility; not recommended for new integrations".
                 * @example 5f3a9c1e7b2d
                 */
                "X-MessageSecurityCode"?: components["parameters"]["XMessageSecurityCode"];
            };
            path: {
                /**
                 * @description "unique id of the message". "Make processing idempotent by messageId": "A repeated delivery of one message must not cause the same effect twice."
                 * @example 9c8b7a69-5847-4362-9150-4f3e2d1c0b9a
                 */
                messageId: components["parameters"]["WebhookMessageId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Data record deleted: `PLATFORM.DataService.RecordDeleted`
         * @description The message gateway sends `POST {webhook_url}/{messageType}/{contractType}/{messageId}`; for this message type the address is `{webhook_url}/PLATFORM.DataService.RecordDeleted/DataRecordDeletedEvent/{messageId}`. Enabled by the ConfigureConsumer flag `dataRecordChanges` ("RecordCreated, RecordUpdated, RecordDeleted, multi-tenant filter"). Payload: "dataModelId, dataRecordId, dataSourceId, operationId (uuid each)". "RecordDeleted is the event after which a consumer may read deleted records with includeDeleted to synchronize keys." "The consumer answers with an HTTP 2xx status to acknowledge."
         */
        post: operations["receiveRecordDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/PLATFORM.DataService.IntegrationDataChanged/IntegrationDataChanged/{messageId}": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description "tenant context of the message, set by the publishing service". "X-Tenant-Id is the tenant assigned to the message, which matters when a user identity is impersonated by a service."
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                "X-Tenant-Id": components["parameters"]["XTenantId"];
                /**
                 * @description "person id (actor) in user context".
                 * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
                 */
                "X-UserClaim-Actort"?: components["parameters"]["XUserClaimActort"];
                /**
                 * @description "client identification".
                 * @example acme.erp-sync
                 */
                "X-UserClaim-client_id"?: components["parameters"]["XUserClaimClientId"];
                /**
                 * @description "issuer".
                 * @example https://idp.example.com
                 */
                "X-UserClaim-iss"?: components["parameters"]["XUserClaimIss"];
                /**
                 * @description "language and region (RFC 5646 / ISO 639-2)".
                 * @example cs-CZ
                 */
                "X-UserClaim-locale"?: components["parameters"]["XUserClaimLocale"];
                /**
                 * @description "selected organization codes". How several codes are separated is not shown.
                 * @example 12345678|CZ
                 */
                "X-UserClaim-orgs_codes"?: components["parameters"]["XUserClaimOrgsCodes"];
                /**
                 * @description "user identification".
                 * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
                 */
                "X-UserClaim-sub"?: components["parameters"]["XUserClaimSub"];
                /**
                 * @description "tenant of the selected tenant in user or service context". "Under normal circumstances X-UserClaim-tid and X-Tenant-Id are equal."
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                "X-UserClaim-tid"?: components["parameters"]["XUserClaimTid"];
                /** @description "extended claims, described as Base64-encoded JSON; the sample shows a JSON array of `{ Key, Value }` pairs". The example `described` is the Base64 form of the `sample` form. */
                "X-UserClaimsExtended"?: components["parameters"]["XUserClaimsExtended"];
                /**
                 * @deprecated
                 * @description "legacy message security code kept for compatibility; not recommended for new integrations".
                 * @example 5f3a9c1e7b2d
                 */
                "X-MessageSecurityCode"?: components["parameters"]["XMessageSecurityCode"];
            };
            path: {
                /**
                 * @description "unique id of the message". "Make processing idempotent by messageId": "A repeated delivery of one message must not cause the same effect twice."
                 * @example 9c8b7a69-5847-4362-9150-4f3e2d1c0b9a
                 */
                messageId: components["parameters"]["WebhookMessageId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Integration data changed: `PLATFORM.DataService.IntegrationDataChanged`
         * @description The message gateway sends `POST {webhook_url}/{messageType}/{contractType}/{messageId}`; for this message type the address is `{webhook_url}/PLATFORM.DataService.IntegrationDataChanged/IntegrationDataChanged/{messageId}`. Enabled by the ConfigureConsumer flag `integrationDataChanges` ("message type PLATFORM.DataService.IntegrationDataChanged, multi-tenant filter"). Payload: "sourceId, resultId (the publisher's queue item id), operationId, profileId (one description names it mapId), featureId, scenarioId". "Queue name of IntegrationDataChanged and the two profile events: not shown." "The consumer answers with an HTTP 2xx status to acknowledge."
         */
        post: operations["receiveIntegrationDataChanged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/PLATFORM.DataService.IntegrationProfileChangeStarted/IntegrationProfileChangeStarted/{messageId}": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description "tenant context of the message, set by the publishing service". "X-Tenant-Id is the tenant assigned to the message, which matters when a user identity is impersonated by a service."
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                "X-Tenant-Id": components["parameters"]["XTenantId"];
                /**
                 * @description "person id (actor) in user context".
                 * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
                 */
                "X-UserClaim-Actort"?: components["parameters"]["XUserClaimActort"];
                /**
                 * @description "client identification".
                 * @example acme.erp-sync
                 */
                "X-UserClaim-client_id"?: components["parameters"]["XUserClaimClientId"];
                /**
                 * @description "issuer".
                 * @example https://idp.example.com
                 */
                "X-UserClaim-iss"?: components["parameters"]["XUserClaimIss"];
                /**
                 * @description "language and region (RFC 5646 / ISO 639-2)".
                 * @example cs-CZ
                 */
                "X-UserClaim-locale"?: components["parameters"]["XUserClaimLocale"];
                /**
                 * @description "selected organization codes". How several codes are separated is not shown.
                 * @example 12345678|CZ
                 */
                "X-UserClaim-orgs_codes"?: components["parameters"]["XUserClaimOrgsCodes"];
                /**
                 * @description "user identification".
                 * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
                 */
                "X-UserClaim-sub"?: components["parameters"]["XUserClaimSub"];
                /**
                 * @description "tenant of the selected tenant in user or service context". "Under normal circumstances X-UserClaim-tid and X-Tenant-Id are equal."
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                "X-UserClaim-tid"?: components["parameters"]["XUserClaimTid"];
                /** @description "extended claims, described as Base64-encoded JSON; the sample shows a JSON array of `{ Key, Value }` pairs". The example `described` is the Base64 form of the `sample` form. */
                "X-UserClaimsExtended"?: components["parameters"]["XUserClaimsExtended"];
                /**
                 * @deprecated
                 * @description "legacy message security code kept for compatibility; not recommended for new integrations".
                 * @example 5f3a9c1e7b2d
                 */
                "X-MessageSecurityCode"?: components["parameters"]["XMessageSecurityCode"];
            };
            path: {
                /**
                 * @description "unique id of the message". "Make processing idempotent by messageId": "A repeated delivery of one message must not cause the same effect twice."
                 * @example 9c8b7a69-5847-4362-9150-4f3e2d1c0b9a
                 */
                messageId: components["parameters"]["WebhookMessageId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Integration profile change started: `PLATFORM.DataService.IntegrationProfileChangeStarted`
         * @description The message gateway sends `POST {webhook_url}/{messageType}/{contractType}/{messageId}`; for this message type the address is `{webhook_url}/PLATFORM.DataService.IntegrationProfileChangeStarted/IntegrationProfileChangeStarted/{messageId}`. Enabled by the ConfigureConsumer flag `integrationProfileStatus` ("IntegrationProfileChangeStarted and IntegrationProfileChangeCompleted"). "Profile change flow: IntegrationProfileChangeStarted is followed by IntegrationProfileChangeCompleted. The two are paired even on failure and are sent only to affected data sources. After Started the source pauses publish/consume as soon as possible." Payload: "sourceId, requestId, currentProfileId, targetProfileId". "Queue name of IntegrationDataChanged and the two profile events: not shown." "The consumer answers with an HTTP 2xx status to acknowledge."
         */
        post: operations["receiveIntegrationProfileChangeStarted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/PLATFORM.DataService.IntegrationProfileChangeCompleted/IntegrationProfileChangeCompleted/{messageId}": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description "tenant context of the message, set by the publishing service". "X-Tenant-Id is the tenant assigned to the message, which matters when a user identity is impersonated by a service."
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                "X-Tenant-Id": components["parameters"]["XTenantId"];
                /**
                 * @description "person id (actor) in user context".
                 * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
                 */
                "X-UserClaim-Actort"?: components["parameters"]["XUserClaimActort"];
                /**
                 * @description "client identification".
                 * @example acme.erp-sync
                 */
                "X-UserClaim-client_id"?: components["parameters"]["XUserClaimClientId"];
                /**
                 * @description "issuer".
                 * @example https://idp.example.com
                 */
                "X-UserClaim-iss"?: components["parameters"]["XUserClaimIss"];
                /**
                 * @description "language and region (RFC 5646 / ISO 639-2)".
                 * @example cs-CZ
                 */
                "X-UserClaim-locale"?: components["parameters"]["XUserClaimLocale"];
                /**
                 * @description "selected organization codes". How several codes are separated is not shown.
                 * @example 12345678|CZ
                 */
                "X-UserClaim-orgs_codes"?: components["parameters"]["XUserClaimOrgsCodes"];
                /**
                 * @description "user identification".
                 * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
                 */
                "X-UserClaim-sub"?: components["parameters"]["XUserClaimSub"];
                /**
                 * @description "tenant of the selected tenant in user or service context". "Under normal circumstances X-UserClaim-tid and X-Tenant-Id are equal."
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                "X-UserClaim-tid"?: components["parameters"]["XUserClaimTid"];
                /** @description "extended claims, described as Base64-encoded JSON; the sample shows a JSON array of `{ Key, Value }` pairs". The example `described` is the Base64 form of the `sample` form. */
                "X-UserClaimsExtended"?: components["parameters"]["XUserClaimsExtended"];
                /**
                 * @deprecated
                 * @description "legacy message security code kept for compatibility; not recommended for new integrations".
                 * @example 5f3a9c1e7b2d
                 */
                "X-MessageSecurityCode"?: components["parameters"]["XMessageSecurityCode"];
            };
            path: {
                /**
                 * @description "unique id of the message". "Make processing idempotent by messageId": "A repeated delivery of one message must not cause the same effect twice."
                 * @example 9c8b7a69-5847-4362-9150-4f3e2d1c0b9a
                 */
                messageId: components["parameters"]["WebhookMessageId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Integration profile change completed: `PLATFORM.DataService.IntegrationProfileChangeCompleted`
         * @description The message gateway sends `POST {webhook_url}/{messageType}/{contractType}/{messageId}`; for this message type the address is `{webhook_url}/PLATFORM.DataService.IntegrationProfileChangeCompleted/IntegrationProfileChangeCompleted/{messageId}`. Enabled by the ConfigureConsumer flag `integrationProfileStatus`. It follows IntegrationProfileChangeStarted: "The two are paired even on failure and are sent only to affected data sources." "After Completed it checks requestStatus or wasSuccess. It reconfigures on success and continues without reconfiguration otherwise." Payload: "sourceId, requestId, requestStatus (`Success`, `Failed`, `Canceled`), currentProfileId, wasSuccess (bool)". "Queue name of IntegrationDataChanged and the two profile events: not shown." "The consumer answers with an HTTP 2xx status to acknowledge."
         */
        post: operations["receiveIntegrationProfileChangeCompleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/PLATFORM.DataService.EnqueueDataStatusChanged/{contractType}/{messageId}": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description "tenant context of the message, set by the publishing service". "X-Tenant-Id is the tenant assigned to the message, which matters when a user identity is impersonated by a service."
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                "X-Tenant-Id": components["parameters"]["XTenantId"];
                /**
                 * @description "person id (actor) in user context".
                 * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
                 */
                "X-UserClaim-Actort"?: components["parameters"]["XUserClaimActort"];
                /**
                 * @description "client identification".
                 * @example acme.erp-sync
                 */
                "X-UserClaim-client_id"?: components["parameters"]["XUserClaimClientId"];
                /**
                 * @description "issuer".
                 * @example https://idp.example.com
                 */
                "X-UserClaim-iss"?: components["parameters"]["XUserClaimIss"];
                /**
                 * @description "language and region (RFC 5646 / ISO 639-2)".
                 * @example cs-CZ
                 */
                "X-UserClaim-locale"?: components["parameters"]["XUserClaimLocale"];
                /**
                 * @description "selected organization codes". How several codes are separated is not shown.
                 * @example 12345678|CZ
                 */
                "X-UserClaim-orgs_codes"?: components["parameters"]["XUserClaimOrgsCodes"];
                /**
                 * @description "user identification".
                 * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
                 */
                "X-UserClaim-sub"?: components["parameters"]["XUserClaimSub"];
                /**
                 * @description "tenant of the selected tenant in user or service context". "Under normal circumstances X-UserClaim-tid and X-Tenant-Id are equal."
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                "X-UserClaim-tid"?: components["parameters"]["XUserClaimTid"];
                /** @description "extended claims, described as Base64-encoded JSON; the sample shows a JSON array of `{ Key, Value }` pairs". The example `described` is the Base64 form of the `sample` form. */
                "X-UserClaimsExtended"?: components["parameters"]["XUserClaimsExtended"];
                /**
                 * @deprecated
                 * @description "legacy message security code kept for compatibility; not recommended for new integrations".
                 * @example 5f3a9c1e7b2d
                 */
                "X-MessageSecurityCode"?: components["parameters"]["XMessageSecurityCode"];
            };
            path: {
                /**
                 * @description "unique id of the message". "Make processing idempotent by messageId": "A repeated delivery of one message must not cause the same effect twice."
                 * @example 9c8b7a69-5847-4362-9150-4f3e2d1c0b9a
                 */
                messageId: components["parameters"]["WebhookMessageId"];
                /**
                 * @description "name of the contract class". Written as a parameter where the contract type of the message type is not shown ("Contract type, exchange, queue and headers of EnqueueDataStatusChanged: not shown"); the example is a placeholder, not a documented value.
                 * @example EnqueueDataStatusChanged
                 */
                contractType: components["parameters"]["WebhookContractType"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Input queue item status changed: `PLATFORM.DataService.EnqueueDataStatusChanged`
         * @description The message gateway sends `POST {webhook_url}/{messageType}/{contractType}/{messageId}`; for this message type the address is `{webhook_url}/PLATFORM.DataService.EnqueueDataStatusChanged/{contractType}/{messageId}`. Enabled by the ConfigureConsumer flag `enqueueDataStatus` ("enable or disable message type PLATFORM.DataService.EnqueueDataStatusChanged"). "A status change is announced by the event EnqueueDataStatusChanged when the consumer flag enqueueDataStatus is on." "The event class of EnqueueDataStatusChanged is PLATFORM.DataService.Edge.Contracts.Events.EnqueueDataStatusChanged." Payload: "dataSourceId, queueItemId, operationId, status (enum EdgeEnqueueDataStatus, the queue item states)". "Contract type, exchange, queue and headers of EnqueueDataStatusChanged: not shown." "The consumer answers with an HTTP 2xx status to acknowledge."
         */
        post: operations["receiveEnqueueDataStatusChanged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/PLATFORM.PlatformStore.OrderReleased/OrderReleased/{messageId}": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description "tenant context of the message, set by the publishing service". "X-Tenant-Id is the tenant assigned to the message, which matters when a user identity is impersonated by a service."
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                "X-Tenant-Id": components["parameters"]["XTenantId"];
                /**
                 * @description "person id (actor) in user context".
                 * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
                 */
                "X-UserClaim-Actort"?: components["parameters"]["XUserClaimActort"];
                /**
                 * @description "client identification".
                 * @example acme.erp-sync
                 */
                "X-UserClaim-client_id"?: components["parameters"]["XUserClaimClientId"];
                /**
                 * @description "issuer".
                 * @example https://idp.example.com
                 */
                "X-UserClaim-iss"?: components["parameters"]["XUserClaimIss"];
                /**
                 * @description "language and region (RFC 5646 / ISO 639-2)".
                 * @example cs-CZ
                 */
                "X-UserClaim-locale"?: components["parameters"]["XUserClaimLocale"];
                /**
                 * @description "selected organization codes". How several codes are separated is not shown.
                 * @example 12345678|CZ
                 */
                "X-UserClaim-orgs_codes"?: components["parameters"]["XUserClaimOrgsCodes"];
                /**
                 * @description "user identification".
                 * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
                 */
                "X-UserClaim-sub"?: components["parameters"]["XUserClaimSub"];
                /**
                 * @description "tenant of the selected tenant in user or service context". "Under normal circumstances X-UserClaim-tid and X-Tenant-Id are equal."
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                "X-UserClaim-tid"?: components["parameters"]["XUserClaimTid"];
                /** @description "extended claims, described as Base64-encoded JSON; the sample shows a JSON array of `{ Key, Value }` pairs". The example `described` is the Base64 form of the `sample` form. */
                "X-UserClaimsExtended"?: components["parameters"]["XUserClaimsExtended"];
                /**
                 * @deprecated
                 * @description "legacy message security code kept for compatibility; not recommended for new integrations".
                 * @example 5f3a9c1e7b2d
                 */
                "X-MessageSecurityCode"?: components["parameters"]["XMessageSecurityCode"];
            };
            path: {
                /**
                 * @description "unique id of the message". "Make processing idempotent by messageId": "A repeated delivery of one message must not cause the same effect twice."
                 * @example 9c8b7a69-5847-4362-9150-4f3e2d1c0b9a
                 */
                messageId: components["parameters"]["WebhookMessageId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order released: `PLATFORM.PlatformStore.OrderReleased`
         * @description The message gateway sends `POST {webhook_url}/{messageType}/{contractType}/{messageId}`; for this message type the address is `{webhook_url}/PLATFORM.PlatformStore.OrderReleased/OrderReleased/{messageId}`. "The released-order notification is `PLATFORM.PlatformStore.OrderReleased`. It is sent through the message gateway to the consumer registered by the vendor, and is filtered by the vendor code through a filter the platform configures." Enabled by the `orderReleased` flag of the order service's Integration/Settings (`PATCH /api/v1/Integration/Settings`). Filter: "by the custom header value X-VendorCode; configured by the platform". Payload: "`orderId` (uuid), `productId` (uuid), `vendorCode` (string)". "On OrderReleased (fields orderId, productId, vendorCode), call GET Order." "The consumer answers with an HTTP 2xx status to acknowledge."
         */
        post: operations["receiveOrderReleased"];
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
         * DataRecordCreatedEvent
         * @description Payload of `PLATFORM.DataService.RecordCreated` (contract type `DataRecordCreatedEvent`): "dataModelId, dataRecordId, dataSourceId, operationId (uuid each)", the shape of DataRecordEvent.
         * @example {
         *       "dataModelId": "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d",
         *       "dataRecordId": "1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809",
         *       "dataSourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
         *       "operationId": "7d6c5b4a-3928-4170-8f6e-5d4c3b2a1908"
         *     }
         */
        DataRecordCreatedEvent: WithRequired<components["schemas"]["DataRecordEvent"], "dataModelId" | "dataRecordId" | "dataSourceId" | "operationId">;
        /**
         * DataRecordDeletedEvent
         * @description Payload of `PLATFORM.DataService.RecordDeleted` (contract type `DataRecordDeletedEvent`): "dataModelId, dataRecordId, dataSourceId, operationId (uuid each)", the shape of DataRecordEvent. "RecordDeleted is the event after which a consumer may read deleted records with includeDeleted to synchronize keys."
         * @example {
         *       "dataModelId": "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d",
         *       "dataRecordId": "1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809",
         *       "dataSourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
         *       "operationId": "7d6c5b4a-3928-4170-8f6e-5d4c3b2a1908"
         *     }
         */
        DataRecordDeletedEvent: WithRequired<components["schemas"]["DataRecordEvent"], "dataModelId" | "dataRecordId" | "dataSourceId" | "operationId">;
        /**
         * DataRecordEvent
         * @description The payload shape the three data record events share (RecordCreated, RecordUpdated, RecordDeleted): "dataModelId, dataRecordId, dataSourceId, operationId (uuid each)". Each event has its own titled schema made of this one.
         * @example {
         *       "dataModelId": "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d",
         *       "dataRecordId": "1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809",
         *       "dataSourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
         *       "operationId": "7d6c5b4a-3928-4170-8f6e-5d4c3b2a1908"
         *     }
         */
        DataRecordEvent: {
            /**
             * Format: uuid
             * @description The data model of the record.
             */
            dataModelId: string;
            /**
             * Format: uuid
             * @description The record (`Id.RecordId` of the data record).
             */
            dataRecordId: string;
            /**
             * Format: uuid
             * @description The data source.
             */
            dataSourceId: string;
            /**
             * Format: uuid
             * @description The virtual operation (see the operating log).
             */
            operationId: string;
        };
        /**
         * DataRecordUpdatedEvent
         * @description Payload of `PLATFORM.DataService.RecordUpdated` (contract type `DataRecordUpdatedEvent`): "dataModelId, dataRecordId, dataSourceId, operationId (uuid each)", the shape of DataRecordEvent.
         * @example {
         *       "dataModelId": "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d",
         *       "dataRecordId": "1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809",
         *       "dataSourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
         *       "operationId": "7d6c5b4a-3928-4170-8f6e-5d4c3b2a1908"
         *     }
         */
        DataRecordUpdatedEvent: WithRequired<components["schemas"]["DataRecordEvent"], "dataModelId" | "dataRecordId" | "dataSourceId" | "operationId">;
        /**
         * EnqueueDataStatusChanged
         * @description Payload of `PLATFORM.DataService.EnqueueDataStatusChanged` (event class `PLATFORM.DataService.Edge.Contracts.Events.EnqueueDataStatusChanged`): "dataSourceId, queueItemId, operationId, status (enum EdgeEnqueueDataStatus, the queue item states)". "A status change is announced by the event EnqueueDataStatusChanged when the consumer flag enqueueDataStatus is on." "Contract type, exchange, queue and headers of EnqueueDataStatusChanged: not shown."
         * @example {
         *       "dataSourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
         *       "queueItemId": "2c3d4e5f-6071-4829-a3b4-c5d6e7f8091a",
         *       "operationId": "7d6c5b4a-3928-4170-8f6e-5d4c3b2a1908",
         *       "status": "Success"
         *     }
         */
        EnqueueDataStatusChanged: {
            /**
             * Format: uuid
             * @description The publisher's data source.
             */
            dataSourceId: string;
            /**
             * Format: uuid
             * @description The input queue item.
             */
            queueItemId: string;
            /**
             * Format: uuid
             * @description The virtual operation.
             */
            operationId: string;
            status: components["schemas"]["QueueItemStatus"];
        };
        /**
         * IntegrationDataChanged
         * @description Payload of `PLATFORM.DataService.IntegrationDataChanged` (contract type `IntegrationDataChanged`): "sourceId, resultId (the publisher's queue item id), operationId, profileId (one description names it mapId), featureId, scenarioId". The consumer reads the processed result with `GET /api/v2/QueryingData/GetData/{resultId}` or `ProcessedDataResults/{resultId}`. Because one description names the profile `mapId`, a payload carries `profileId` or `mapId` (at least one).
         * @example {
         *       "sourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
         *       "resultId": "2c3d4e5f-6071-4829-a3b4-c5d6e7f8091a",
         *       "operationId": "7d6c5b4a-3928-4170-8f6e-5d4c3b2a1908",
         *       "profileId": "3e4f5061-7283-494a-b5c6-d7e8f9012a3b",
         *       "featureId": "4f506172-8394-4a5b-86d7-e8f9012a3b4c",
         *       "scenarioId": "50617283-94a5-4b6c-97e8-f9012a3b4c5d"
         *     }
         */
        IntegrationDataChanged: {
            /**
             * Format: uuid
             * @description The data source.
             */
            sourceId: string;
            /**
             * Format: uuid
             * @description The publisher's queue item id (the processed data result).
             */
            resultId: string;
            /**
             * Format: uuid
             * @description The virtual operation.
             */
            operationId: string;
            /**
             * Format: uuid
             * @description The integration profile; "one description names it mapId".
             */
            profileId?: string;
            /**
             * Format: uuid
             * @description The integration profile under the name "one description" gives it (`profileId`).
             */
            mapId?: string;
            /**
             * Format: uuid
             * @description The feature of the integration profile.
             */
            featureId: string;
            /**
             * Format: uuid
             * @description The scenario of the integration profile.
             */
            scenarioId: string;
        };
        /**
         * IntegrationProfileChangeCompleted
         * @description Payload of `PLATFORM.DataService.IntegrationProfileChangeCompleted` (contract type `IntegrationProfileChangeCompleted`): "sourceId, requestId, requestStatus (`Success`, `Failed`, `Canceled`), currentProfileId, wasSuccess (bool)". It follows IntegrationProfileChangeStarted; "The two are paired even on failure and are sent only to affected data sources." "After Completed it checks requestStatus or wasSuccess. It reconfigures on success and continues without reconfiguration otherwise."
         * @example {
         *       "sourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
         *       "requestId": "6172839a-4b5c-4d6e-8f70-8192a3b4c5d6",
         *       "requestStatus": "Success",
         *       "currentProfileId": "728394a5-b6c7-4d8e-9f01-a2b3c4d5e6f7",
         *       "wasSuccess": true
         *     }
         */
        IntegrationProfileChangeCompleted: {
            /**
             * Format: uuid
             * @description The affected data source.
             */
            sourceId: string;
            /** @description The integration request of the paired IntegrationProfileChangeStarted. Its type is not shown. */
            requestId: string;
            requestStatus: components["schemas"]["RequestStatus"];
            /**
             * Format: uuid
             * @description The current integration profile after the change; null when a first profile change failed and the data source still has none (not shown, so null is accepted rather than refused).
             */
            currentProfileId: string | null;
            /** @description Whether the profile change succeeded. */
            wasSuccess: boolean;
        };
        /**
         * IntegrationProfileChangeStarted
         * @description Payload of `PLATFORM.DataService.IntegrationProfileChangeStarted` (contract type `IntegrationProfileChangeStarted`): "sourceId, requestId, currentProfileId, targetProfileId". "Profile change flow: IntegrationProfileChangeStarted is followed by IntegrationProfileChangeCompleted. The two are paired even on failure and are sent only to affected data sources. After Started the source pauses publish/consume as soon as possible."
         * @example {
         *       "sourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
         *       "requestId": "6172839a-4b5c-4d6e-8f70-8192a3b4c5d6",
         *       "currentProfileId": "3e4f5061-7283-494a-b5c6-d7e8f9012a3b",
         *       "targetProfileId": "728394a5-b6c7-4d8e-9f01-a2b3c4d5e6f7"
         *     }
         */
        IntegrationProfileChangeStarted: {
            /**
             * Format: uuid
             * @description The affected data source.
             */
            sourceId: string;
            /** @description The integration request that changes the profile ("An integration request asks to change the profile"). Its type is not shown. */
            requestId: string;
            /**
             * Format: uuid
             * @description The current integration profile; null when the data source has none yet (its first profile), since the reference does not show that case and an identifier cannot be made up for it.
             */
            currentProfileId: string | null;
            /**
             * Format: uuid
             * @description The integration profile the request changes to.
             */
            targetProfileId: string;
        };
        /**
         * OrderReleased
         * @description Payload of `PLATFORM.PlatformStore.OrderReleased` (contract type `OrderReleased`): "`orderId` (uuid), `productId` (uuid), `vendorCode` (string)". "It is sent through the message gateway to the consumer registered by the vendor, and is filtered by the vendor code through a filter the platform configures." "On OrderReleased (fields orderId, productId, vendorCode), call GET Order."
         * @example {
         *       "orderId": "5b7e2c1a-9d4f-4e8a-b3c6-0f1e2d3c4b5a",
         *       "productId": "83a4b5c6-d7e8-4f90-a1b2-c3d4e5f6a7b8",
         *       "vendorCode": "12345678|CZ"
         *     }
         */
        OrderReleased: {
            /**
             * Format: uuid
             * @description The released order (`GET /api/v1/Order/{id}`).
             */
            orderId: string;
            /**
             * Format: uuid
             * @description The ordered product.
             */
            productId: string;
            /** @description The vendor code (an order's vendor code has the shape `<national number>|<country code>`); the message is filtered by it. */
            vendorCode: string;
        };
        /**
         * QueueItemStatus
         * @description Input queue item status (EdgeEnqueueDataStatus): `Started` just started (initial); `Pending` waiting for additional data during enqueuing; `Completed` enqueuing finished, ready to process; `Canceled` canceled by user or system to avoid unrecoverable failure (terminal); `Running` data being processed; `Success` processing succeeded and data updated (terminal); `Failed` processing failed and no data changed (terminal). "Appending records is accepted only while the item is `Pending`." "Transitions: not shown."
         * @enum {string}
         */
        QueueItemStatus: "Started" | "Pending" | "Completed" | "Canceled" | "Running" | "Success" | "Failed";
        /**
         * RefreshConfigEvent
         * @description Payload of `PLATFORM.DataService.RefreshSourceConfig` (contract type `RefreshConfigEvent`): "sourceId". "RefreshSourceConfig is described as a command to provide the current health status." (the reference's wording, as written; RefreshSourceStatus "is described as a command to reload the data-source configuration"). "Remote commands expire after 1 hour."
         * @example {
         *       "sourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a"
         *     }
         */
        RefreshConfigEvent: {
            /**
             * Format: uuid
             * @description The data source the command is for.
             */
            sourceId: string;
        };
        /**
         * RefreshStatusEvent
         * @description Payload of `PLATFORM.DataService.RefreshSourceStatus` (contract type `RefreshStatusEvent`): "sourceId (uuid); webhook body also carries checkConnection (bool)". "RefreshSourceStatus is described as a command to reload the data-source configuration. RefreshSourceConfig is described as a command to provide the current health status." (the reference's wording, as written). Custom property `AutoRefreshStatusInterval` "must be set on the agent when the refreshSourceStatus notification is turned on". "Remote commands expire after 1 hour."
         * @example {
         *       "sourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
         *       "checkConnection": true
         *     }
         */
        RefreshStatusEvent: {
            /**
             * Format: uuid
             * @description The data source the command is for.
             */
            sourceId: string;
            /** @description Carried by the webhook body ("RefreshSourceStatus webhook example ... body `sourceId` (uuid) and `checkConnection` (bool)"). */
            checkConnection?: boolean;
        };
        /**
         * RequestStatus
         * @description "Integration request final status: `Success`, `Failed`, `Canceled`. Transitions of the integration request: not shown."
         * @enum {string}
         */
        RequestStatus: "Success" | "Failed" | "Canceled";
    };
    responses: {
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
         * @description "name of the contract class". Written as a parameter where the contract type of the message type is not shown ("Contract type, exchange, queue and headers of EnqueueDataStatusChanged: not shown"); the example is a placeholder, not a documented value.
         * @example EnqueueDataStatusChanged
         */
        WebhookContractType: string;
        /**
         * @description "unique id of the message". "Make processing idempotent by messageId": "A repeated delivery of one message must not cause the same effect twice."
         * @example 9c8b7a69-5847-4362-9150-4f3e2d1c0b9a
         */
        WebhookMessageId: string;
        /**
         * @deprecated
         * @description "legacy message security code kept for compatibility; not recommended for new integrations".
         * @example 5f3a9c1e7b2d
         */
        XMessageSecurityCode: string;
        /**
         * @description "tenant context of the message, set by the publishing service". "X-Tenant-Id is the tenant assigned to the message, which matters when a user identity is impersonated by a service."
         * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
         */
        XTenantId: string;
        /**
         * @description "person id (actor) in user context".
         * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
         */
        XUserClaimActort: string;
        /**
         * @description "client identification".
         * @example acme.erp-sync
         */
        XUserClaimClientId: string;
        /**
         * @description "issuer".
         * @example https://idp.example.com
         */
        XUserClaimIss: string;
        /**
         * @description "language and region (RFC 5646 / ISO 639-2)".
         * @example cs-CZ
         */
        XUserClaimLocale: string;
        /**
         * @description "selected organization codes". How several codes are separated is not shown.
         * @example 12345678|CZ
         */
        XUserClaimOrgsCodes: string;
        /**
         * @description "user identification".
         * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
         */
        XUserClaimSub: string;
        /**
         * @description "tenant of the selected tenant in user or service context". "Under normal circumstances X-UserClaim-tid and X-Tenant-Id are equal."
         * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
         */
        XUserClaimTid: string;
        /** @description "extended claims, described as Base64-encoded JSON; the sample shows a JSON array of `{ Key, Value }` pairs". The example `described` is the Base64 form of the `sample` form. */
        XUserClaimsExtended: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    receiveRefreshSourceStatus: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description "tenant context of the message, set by the publishing service". "X-Tenant-Id is the tenant assigned to the message, which matters when a user identity is impersonated by a service."
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                "X-Tenant-Id": components["parameters"]["XTenantId"];
                /**
                 * @description "person id (actor) in user context".
                 * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
                 */
                "X-UserClaim-Actort"?: components["parameters"]["XUserClaimActort"];
                /**
                 * @description "client identification".
                 * @example acme.erp-sync
                 */
                "X-UserClaim-client_id"?: components["parameters"]["XUserClaimClientId"];
                /**
                 * @description "issuer".
                 * @example https://idp.example.com
                 */
                "X-UserClaim-iss"?: components["parameters"]["XUserClaimIss"];
                /**
                 * @description "language and region (RFC 5646 / ISO 639-2)".
                 * @example cs-CZ
                 */
                "X-UserClaim-locale"?: components["parameters"]["XUserClaimLocale"];
                /**
                 * @description "selected organization codes". How several codes are separated is not shown.
                 * @example 12345678|CZ
                 */
                "X-UserClaim-orgs_codes"?: components["parameters"]["XUserClaimOrgsCodes"];
                /**
                 * @description "user identification".
                 * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
                 */
                "X-UserClaim-sub"?: components["parameters"]["XUserClaimSub"];
                /**
                 * @description "tenant of the selected tenant in user or service context". "Under normal circumstances X-UserClaim-tid and X-Tenant-Id are equal."
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                "X-UserClaim-tid"?: components["parameters"]["XUserClaimTid"];
                /** @description "extended claims, described as Base64-encoded JSON; the sample shows a JSON array of `{ Key, Value }` pairs". The example `described` is the Base64 form of the `sample` form. */
                "X-UserClaimsExtended"?: components["parameters"]["XUserClaimsExtended"];
                /**
                 * @deprecated
                 * @description "legacy message security code kept for compatibility; not recommended for new integrations".
                 * @example 5f3a9c1e7b2d
                 */
                "X-MessageSecurityCode"?: components["parameters"]["XMessageSecurityCode"];
            };
            path: {
                /**
                 * @description "unique id of the message". "Make processing idempotent by messageId": "A repeated delivery of one message must not cause the same effect twice."
                 * @example 9c8b7a69-5847-4362-9150-4f3e2d1c0b9a
                 */
                messageId: components["parameters"]["WebhookMessageId"];
            };
            cookie?: never;
        };
        /** @description "The body is the event payload as JSON" (Content-Type `application/json; charset=utf-8`): RefreshStatusEvent. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "sourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
                 *       "checkConnection": true
                 *     }
                 */
                "application/json": components["schemas"]["RefreshStatusEvent"];
            };
        };
        responses: {
            /** @description "A 2xx reply acknowledges the message." "Return 2xx only after accepting the message." */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description "A 2xx reply acknowledges the message." "Return 2xx only after accepting the message." */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description "A 2xx reply acknowledges the message." "Return 2xx only after accepting the message." */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description "A 2xx reply acknowledges the message." "Return 2xx only after accepting the message." */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            /** @description "A non-2xx reply or a network error triggers redelivery with retry and backoff": the message is redelivered. "The redelivery schedule and the number of attempts: not shown." */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveRefreshSourceConfig: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description "tenant context of the message, set by the publishing service". "X-Tenant-Id is the tenant assigned to the message, which matters when a user identity is impersonated by a service."
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                "X-Tenant-Id": components["parameters"]["XTenantId"];
                /**
                 * @description "person id (actor) in user context".
                 * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
                 */
                "X-UserClaim-Actort"?: components["parameters"]["XUserClaimActort"];
                /**
                 * @description "client identification".
                 * @example acme.erp-sync
                 */
                "X-UserClaim-client_id"?: components["parameters"]["XUserClaimClientId"];
                /**
                 * @description "issuer".
                 * @example https://idp.example.com
                 */
                "X-UserClaim-iss"?: components["parameters"]["XUserClaimIss"];
                /**
                 * @description "language and region (RFC 5646 / ISO 639-2)".
                 * @example cs-CZ
                 */
                "X-UserClaim-locale"?: components["parameters"]["XUserClaimLocale"];
                /**
                 * @description "selected organization codes". How several codes are separated is not shown.
                 * @example 12345678|CZ
                 */
                "X-UserClaim-orgs_codes"?: components["parameters"]["XUserClaimOrgsCodes"];
                /**
                 * @description "user identification".
                 * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
                 */
                "X-UserClaim-sub"?: components["parameters"]["XUserClaimSub"];
                /**
                 * @description "tenant of the selected tenant in user or service context". "Under normal circumstances X-UserClaim-tid and X-Tenant-Id are equal."
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                "X-UserClaim-tid"?: components["parameters"]["XUserClaimTid"];
                /** @description "extended claims, described as Base64-encoded JSON; the sample shows a JSON array of `{ Key, Value }` pairs". The example `described` is the Base64 form of the `sample` form. */
                "X-UserClaimsExtended"?: components["parameters"]["XUserClaimsExtended"];
                /**
                 * @deprecated
                 * @description "legacy message security code kept for compatibility; not recommended for new integrations".
                 * @example 5f3a9c1e7b2d
                 */
                "X-MessageSecurityCode"?: components["parameters"]["XMessageSecurityCode"];
            };
            path: {
                /**
                 * @description "unique id of the message". "Make processing idempotent by messageId": "A repeated delivery of one message must not cause the same effect twice."
                 * @example 9c8b7a69-5847-4362-9150-4f3e2d1c0b9a
                 */
                messageId: components["parameters"]["WebhookMessageId"];
            };
            cookie?: never;
        };
        /** @description "The body is the event payload as JSON" (Content-Type `application/json; charset=utf-8`): RefreshConfigEvent. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "sourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a"
                 *     }
                 */
                "application/json": components["schemas"]["RefreshConfigEvent"];
            };
        };
        responses: {
            /** @description "A 2xx reply acknowledges the message." "Return 2xx only after accepting the message." */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description "A 2xx reply acknowledges the message." "Return 2xx only after accepting the message." */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description "A 2xx reply acknowledges the message." "Return 2xx only after accepting the message." */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description "A 2xx reply acknowledges the message." "Return 2xx only after accepting the message." */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            /** @description "A non-2xx reply or a network error triggers redelivery with retry and backoff": the message is redelivered. "The redelivery schedule and the number of attempts: not shown." */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveRecordCreated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description "tenant context of the message, set by the publishing service". "X-Tenant-Id is the tenant assigned to the message, which matters when a user identity is impersonated by a service."
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                "X-Tenant-Id": components["parameters"]["XTenantId"];
                /**
                 * @description "person id (actor) in user context".
                 * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
                 */
                "X-UserClaim-Actort"?: components["parameters"]["XUserClaimActort"];
                /**
                 * @description "client identification".
                 * @example acme.erp-sync
                 */
                "X-UserClaim-client_id"?: components["parameters"]["XUserClaimClientId"];
                /**
                 * @description "issuer".
                 * @example https://idp.example.com
                 */
                "X-UserClaim-iss"?: components["parameters"]["XUserClaimIss"];
                /**
                 * @description "language and region (RFC 5646 / ISO 639-2)".
                 * @example cs-CZ
                 */
                "X-UserClaim-locale"?: components["parameters"]["XUserClaimLocale"];
                /**
                 * @description "selected organization codes". How several codes are separated is not shown.
                 * @example 12345678|CZ
                 */
                "X-UserClaim-orgs_codes"?: components["parameters"]["XUserClaimOrgsCodes"];
                /**
                 * @description "user identification".
                 * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
                 */
                "X-UserClaim-sub"?: components["parameters"]["XUserClaimSub"];
                /**
                 * @description "tenant of the selected tenant in user or service context". "Under normal circumstances X-UserClaim-tid and X-Tenant-Id are equal."
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                "X-UserClaim-tid"?: components["parameters"]["XUserClaimTid"];
                /** @description "extended claims, described as Base64-encoded JSON; the sample shows a JSON array of `{ Key, Value }` pairs". The example `described` is the Base64 form of the `sample` form. */
                "X-UserClaimsExtended"?: components["parameters"]["XUserClaimsExtended"];
                /**
                 * @deprecated
                 * @description "legacy message security code kept for compatibility; not recommended for new integrations".
                 * @example 5f3a9c1e7b2d
                 */
                "X-MessageSecurityCode"?: components["parameters"]["XMessageSecurityCode"];
            };
            path: {
                /**
                 * @description "unique id of the message". "Make processing idempotent by messageId": "A repeated delivery of one message must not cause the same effect twice."
                 * @example 9c8b7a69-5847-4362-9150-4f3e2d1c0b9a
                 */
                messageId: components["parameters"]["WebhookMessageId"];
            };
            cookie?: never;
        };
        /** @description "The body is the event payload as JSON" (Content-Type `application/json; charset=utf-8`): DataRecordCreatedEvent. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "dataModelId": "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d",
                 *       "dataRecordId": "1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809",
                 *       "dataSourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
                 *       "operationId": "7d6c5b4a-3928-4170-8f6e-5d4c3b2a1908"
                 *     }
                 */
                "application/json": components["schemas"]["DataRecordCreatedEvent"];
            };
        };
        responses: {
            /** @description "A 2xx reply acknowledges the message." "Return 2xx only after accepting the message." */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description "A 2xx reply acknowledges the message." "Return 2xx only after accepting the message." */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description "A 2xx reply acknowledges the message." "Return 2xx only after accepting the message." */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description "A 2xx reply acknowledges the message." "Return 2xx only after accepting the message." */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            /** @description "A non-2xx reply or a network error triggers redelivery with retry and backoff": the message is redelivered. "The redelivery schedule and the number of attempts: not shown." */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveRecordUpdated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description "tenant context of the message, set by the publishing service". "X-Tenant-Id is the tenant assigned to the message, which matters when a user identity is impersonated by a service."
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                "X-Tenant-Id": components["parameters"]["XTenantId"];
                /**
                 * @description "person id (actor) in user context".
                 * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
                 */
                "X-UserClaim-Actort"?: components["parameters"]["XUserClaimActort"];
                /**
                 * @description "client identification".
                 * @example acme.erp-sync
                 */
                "X-UserClaim-client_id"?: components["parameters"]["XUserClaimClientId"];
                /**
                 * @description "issuer".
                 * @example https://idp.example.com
                 */
                "X-UserClaim-iss"?: components["parameters"]["XUserClaimIss"];
                /**
                 * @description "language and region (RFC 5646 / ISO 639-2)".
                 * @example cs-CZ
                 */
                "X-UserClaim-locale"?: components["parameters"]["XUserClaimLocale"];
                /**
                 * @description "selected organization codes". How several codes are separated is not shown.
                 * @example 12345678|CZ
                 */
                "X-UserClaim-orgs_codes"?: components["parameters"]["XUserClaimOrgsCodes"];
                /**
                 * @description "user identification".
                 * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
                 */
                "X-UserClaim-sub"?: components["parameters"]["XUserClaimSub"];
                /**
                 * @description "tenant of the selected tenant in user or service context". "Under normal circumstances X-UserClaim-tid and X-Tenant-Id are equal."
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                "X-UserClaim-tid"?: components["parameters"]["XUserClaimTid"];
                /** @description "extended claims, described as Base64-encoded JSON; the sample shows a JSON array of `{ Key, Value }` pairs". The example `described` is the Base64 form of the `sample` form. */
                "X-UserClaimsExtended"?: components["parameters"]["XUserClaimsExtended"];
                /**
                 * @deprecated
                 * @description "legacy message security code kept for compatibility; not recommended for new integrations".
                 * @example 5f3a9c1e7b2d
                 */
                "X-MessageSecurityCode"?: components["parameters"]["XMessageSecurityCode"];
            };
            path: {
                /**
                 * @description "unique id of the message". "Make processing idempotent by messageId": "A repeated delivery of one message must not cause the same effect twice."
                 * @example 9c8b7a69-5847-4362-9150-4f3e2d1c0b9a
                 */
                messageId: components["parameters"]["WebhookMessageId"];
            };
            cookie?: never;
        };
        /** @description "The body is the event payload as JSON" (Content-Type `application/json; charset=utf-8`): DataRecordUpdatedEvent. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "dataModelId": "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d",
                 *       "dataRecordId": "1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809",
                 *       "dataSourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
                 *       "operationId": "7d6c5b4a-3928-4170-8f6e-5d4c3b2a1908"
                 *     }
                 */
                "application/json": components["schemas"]["DataRecordUpdatedEvent"];
            };
        };
        responses: {
            /** @description "A 2xx reply acknowledges the message." "Return 2xx only after accepting the message." */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description "A 2xx reply acknowledges the message." "Return 2xx only after accepting the message." */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description "A 2xx reply acknowledges the message." "Return 2xx only after accepting the message." */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description "A 2xx reply acknowledges the message." "Return 2xx only after accepting the message." */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            /** @description "A non-2xx reply or a network error triggers redelivery with retry and backoff": the message is redelivered. "The redelivery schedule and the number of attempts: not shown." */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveRecordDeleted: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description "tenant context of the message, set by the publishing service". "X-Tenant-Id is the tenant assigned to the message, which matters when a user identity is impersonated by a service."
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                "X-Tenant-Id": components["parameters"]["XTenantId"];
                /**
                 * @description "person id (actor) in user context".
                 * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
                 */
                "X-UserClaim-Actort"?: components["parameters"]["XUserClaimActort"];
                /**
                 * @description "client identification".
                 * @example acme.erp-sync
                 */
                "X-UserClaim-client_id"?: components["parameters"]["XUserClaimClientId"];
                /**
                 * @description "issuer".
                 * @example https://idp.example.com
                 */
                "X-UserClaim-iss"?: components["parameters"]["XUserClaimIss"];
                /**
                 * @description "language and region (RFC 5646 / ISO 639-2)".
                 * @example cs-CZ
                 */
                "X-UserClaim-locale"?: components["parameters"]["XUserClaimLocale"];
                /**
                 * @description "selected organization codes". How several codes are separated is not shown.
                 * @example 12345678|CZ
                 */
                "X-UserClaim-orgs_codes"?: components["parameters"]["XUserClaimOrgsCodes"];
                /**
                 * @description "user identification".
                 * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
                 */
                "X-UserClaim-sub"?: components["parameters"]["XUserClaimSub"];
                /**
                 * @description "tenant of the selected tenant in user or service context". "Under normal circumstances X-UserClaim-tid and X-Tenant-Id are equal."
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                "X-UserClaim-tid"?: components["parameters"]["XUserClaimTid"];
                /** @description "extended claims, described as Base64-encoded JSON; the sample shows a JSON array of `{ Key, Value }` pairs". The example `described` is the Base64 form of the `sample` form. */
                "X-UserClaimsExtended"?: components["parameters"]["XUserClaimsExtended"];
                /**
                 * @deprecated
                 * @description "legacy message security code kept for compatibility; not recommended for new integrations".
                 * @example 5f3a9c1e7b2d
                 */
                "X-MessageSecurityCode"?: components["parameters"]["XMessageSecurityCode"];
            };
            path: {
                /**
                 * @description "unique id of the message". "Make processing idempotent by messageId": "A repeated delivery of one message must not cause the same effect twice."
                 * @example 9c8b7a69-5847-4362-9150-4f3e2d1c0b9a
                 */
                messageId: components["parameters"]["WebhookMessageId"];
            };
            cookie?: never;
        };
        /** @description "The body is the event payload as JSON" (Content-Type `application/json; charset=utf-8`): DataRecordDeletedEvent. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "dataModelId": "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d",
                 *       "dataRecordId": "1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809",
                 *       "dataSourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
                 *       "operationId": "7d6c5b4a-3928-4170-8f6e-5d4c3b2a1908"
                 *     }
                 */
                "application/json": components["schemas"]["DataRecordDeletedEvent"];
            };
        };
        responses: {
            /** @description "A 2xx reply acknowledges the message." "Return 2xx only after accepting the message." */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description "A 2xx reply acknowledges the message." "Return 2xx only after accepting the message." */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description "A 2xx reply acknowledges the message." "Return 2xx only after accepting the message." */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description "A 2xx reply acknowledges the message." "Return 2xx only after accepting the message." */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            /** @description "A non-2xx reply or a network error triggers redelivery with retry and backoff": the message is redelivered. "The redelivery schedule and the number of attempts: not shown." */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveIntegrationDataChanged: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description "tenant context of the message, set by the publishing service". "X-Tenant-Id is the tenant assigned to the message, which matters when a user identity is impersonated by a service."
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                "X-Tenant-Id": components["parameters"]["XTenantId"];
                /**
                 * @description "person id (actor) in user context".
                 * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
                 */
                "X-UserClaim-Actort"?: components["parameters"]["XUserClaimActort"];
                /**
                 * @description "client identification".
                 * @example acme.erp-sync
                 */
                "X-UserClaim-client_id"?: components["parameters"]["XUserClaimClientId"];
                /**
                 * @description "issuer".
                 * @example https://idp.example.com
                 */
                "X-UserClaim-iss"?: components["parameters"]["XUserClaimIss"];
                /**
                 * @description "language and region (RFC 5646 / ISO 639-2)".
                 * @example cs-CZ
                 */
                "X-UserClaim-locale"?: components["parameters"]["XUserClaimLocale"];
                /**
                 * @description "selected organization codes". How several codes are separated is not shown.
                 * @example 12345678|CZ
                 */
                "X-UserClaim-orgs_codes"?: components["parameters"]["XUserClaimOrgsCodes"];
                /**
                 * @description "user identification".
                 * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
                 */
                "X-UserClaim-sub"?: components["parameters"]["XUserClaimSub"];
                /**
                 * @description "tenant of the selected tenant in user or service context". "Under normal circumstances X-UserClaim-tid and X-Tenant-Id are equal."
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                "X-UserClaim-tid"?: components["parameters"]["XUserClaimTid"];
                /** @description "extended claims, described as Base64-encoded JSON; the sample shows a JSON array of `{ Key, Value }` pairs". The example `described` is the Base64 form of the `sample` form. */
                "X-UserClaimsExtended"?: components["parameters"]["XUserClaimsExtended"];
                /**
                 * @deprecated
                 * @description "legacy message security code kept for compatibility; not recommended for new integrations".
                 * @example 5f3a9c1e7b2d
                 */
                "X-MessageSecurityCode"?: components["parameters"]["XMessageSecurityCode"];
            };
            path: {
                /**
                 * @description "unique id of the message". "Make processing idempotent by messageId": "A repeated delivery of one message must not cause the same effect twice."
                 * @example 9c8b7a69-5847-4362-9150-4f3e2d1c0b9a
                 */
                messageId: components["parameters"]["WebhookMessageId"];
            };
            cookie?: never;
        };
        /** @description "The body is the event payload as JSON" (Content-Type `application/json; charset=utf-8`): IntegrationDataChanged. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "sourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
                 *       "resultId": "2c3d4e5f-6071-4829-a3b4-c5d6e7f8091a",
                 *       "operationId": "7d6c5b4a-3928-4170-8f6e-5d4c3b2a1908",
                 *       "profileId": "3e4f5061-7283-494a-b5c6-d7e8f9012a3b",
                 *       "featureId": "4f506172-8394-4a5b-86d7-e8f9012a3b4c",
                 *       "scenarioId": "50617283-94a5-4b6c-97e8-f9012a3b4c5d"
                 *     }
                 */
                "application/json": components["schemas"]["IntegrationDataChanged"];
            };
        };
        responses: {
            /** @description "A 2xx reply acknowledges the message." "Return 2xx only after accepting the message." */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description "A 2xx reply acknowledges the message." "Return 2xx only after accepting the message." */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description "A 2xx reply acknowledges the message." "Return 2xx only after accepting the message." */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description "A 2xx reply acknowledges the message." "Return 2xx only after accepting the message." */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            /** @description "A non-2xx reply or a network error triggers redelivery with retry and backoff": the message is redelivered. "The redelivery schedule and the number of attempts: not shown." */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveIntegrationProfileChangeStarted: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description "tenant context of the message, set by the publishing service". "X-Tenant-Id is the tenant assigned to the message, which matters when a user identity is impersonated by a service."
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                "X-Tenant-Id": components["parameters"]["XTenantId"];
                /**
                 * @description "person id (actor) in user context".
                 * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
                 */
                "X-UserClaim-Actort"?: components["parameters"]["XUserClaimActort"];
                /**
                 * @description "client identification".
                 * @example acme.erp-sync
                 */
                "X-UserClaim-client_id"?: components["parameters"]["XUserClaimClientId"];
                /**
                 * @description "issuer".
                 * @example https://idp.example.com
                 */
                "X-UserClaim-iss"?: components["parameters"]["XUserClaimIss"];
                /**
                 * @description "language and region (RFC 5646 / ISO 639-2)".
                 * @example cs-CZ
                 */
                "X-UserClaim-locale"?: components["parameters"]["XUserClaimLocale"];
                /**
                 * @description "selected organization codes". How several codes are separated is not shown.
                 * @example 12345678|CZ
                 */
                "X-UserClaim-orgs_codes"?: components["parameters"]["XUserClaimOrgsCodes"];
                /**
                 * @description "user identification".
                 * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
                 */
                "X-UserClaim-sub"?: components["parameters"]["XUserClaimSub"];
                /**
                 * @description "tenant of the selected tenant in user or service context". "Under normal circumstances X-UserClaim-tid and X-Tenant-Id are equal."
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                "X-UserClaim-tid"?: components["parameters"]["XUserClaimTid"];
                /** @description "extended claims, described as Base64-encoded JSON; the sample shows a JSON array of `{ Key, Value }` pairs". The example `described` is the Base64 form of the `sample` form. */
                "X-UserClaimsExtended"?: components["parameters"]["XUserClaimsExtended"];
                /**
                 * @deprecated
                 * @description "legacy message security code kept for compatibility; not recommended for new integrations".
                 * @example 5f3a9c1e7b2d
                 */
                "X-MessageSecurityCode"?: components["parameters"]["XMessageSecurityCode"];
            };
            path: {
                /**
                 * @description "unique id of the message". "Make processing idempotent by messageId": "A repeated delivery of one message must not cause the same effect twice."
                 * @example 9c8b7a69-5847-4362-9150-4f3e2d1c0b9a
                 */
                messageId: components["parameters"]["WebhookMessageId"];
            };
            cookie?: never;
        };
        /** @description "The body is the event payload as JSON" (Content-Type `application/json; charset=utf-8`): IntegrationProfileChangeStarted. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "sourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
                 *       "requestId": "6172839a-4b5c-4d6e-8f70-8192a3b4c5d6",
                 *       "currentProfileId": "3e4f5061-7283-494a-b5c6-d7e8f9012a3b",
                 *       "targetProfileId": "728394a5-b6c7-4d8e-9f01-a2b3c4d5e6f7"
                 *     }
                 */
                "application/json": components["schemas"]["IntegrationProfileChangeStarted"];
            };
        };
        responses: {
            /** @description "A 2xx reply acknowledges the message." "Return 2xx only after accepting the message." */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description "A 2xx reply acknowledges the message." "Return 2xx only after accepting the message." */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description "A 2xx reply acknowledges the message." "Return 2xx only after accepting the message." */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description "A 2xx reply acknowledges the message." "Return 2xx only after accepting the message." */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            /** @description "A non-2xx reply or a network error triggers redelivery with retry and backoff": the message is redelivered. "The redelivery schedule and the number of attempts: not shown." */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveIntegrationProfileChangeCompleted: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description "tenant context of the message, set by the publishing service". "X-Tenant-Id is the tenant assigned to the message, which matters when a user identity is impersonated by a service."
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                "X-Tenant-Id": components["parameters"]["XTenantId"];
                /**
                 * @description "person id (actor) in user context".
                 * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
                 */
                "X-UserClaim-Actort"?: components["parameters"]["XUserClaimActort"];
                /**
                 * @description "client identification".
                 * @example acme.erp-sync
                 */
                "X-UserClaim-client_id"?: components["parameters"]["XUserClaimClientId"];
                /**
                 * @description "issuer".
                 * @example https://idp.example.com
                 */
                "X-UserClaim-iss"?: components["parameters"]["XUserClaimIss"];
                /**
                 * @description "language and region (RFC 5646 / ISO 639-2)".
                 * @example cs-CZ
                 */
                "X-UserClaim-locale"?: components["parameters"]["XUserClaimLocale"];
                /**
                 * @description "selected organization codes". How several codes are separated is not shown.
                 * @example 12345678|CZ
                 */
                "X-UserClaim-orgs_codes"?: components["parameters"]["XUserClaimOrgsCodes"];
                /**
                 * @description "user identification".
                 * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
                 */
                "X-UserClaim-sub"?: components["parameters"]["XUserClaimSub"];
                /**
                 * @description "tenant of the selected tenant in user or service context". "Under normal circumstances X-UserClaim-tid and X-Tenant-Id are equal."
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                "X-UserClaim-tid"?: components["parameters"]["XUserClaimTid"];
                /** @description "extended claims, described as Base64-encoded JSON; the sample shows a JSON array of `{ Key, Value }` pairs". The example `described` is the Base64 form of the `sample` form. */
                "X-UserClaimsExtended"?: components["parameters"]["XUserClaimsExtended"];
                /**
                 * @deprecated
                 * @description "legacy message security code kept for compatibility; not recommended for new integrations".
                 * @example 5f3a9c1e7b2d
                 */
                "X-MessageSecurityCode"?: components["parameters"]["XMessageSecurityCode"];
            };
            path: {
                /**
                 * @description "unique id of the message". "Make processing idempotent by messageId": "A repeated delivery of one message must not cause the same effect twice."
                 * @example 9c8b7a69-5847-4362-9150-4f3e2d1c0b9a
                 */
                messageId: components["parameters"]["WebhookMessageId"];
            };
            cookie?: never;
        };
        /** @description "The body is the event payload as JSON" (Content-Type `application/json; charset=utf-8`): IntegrationProfileChangeCompleted. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "sourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
                 *       "requestId": "6172839a-4b5c-4d6e-8f70-8192a3b4c5d6",
                 *       "requestStatus": "Success",
                 *       "currentProfileId": "728394a5-b6c7-4d8e-9f01-a2b3c4d5e6f7",
                 *       "wasSuccess": true
                 *     }
                 */
                "application/json": components["schemas"]["IntegrationProfileChangeCompleted"];
            };
        };
        responses: {
            /** @description "A 2xx reply acknowledges the message." "Return 2xx only after accepting the message." */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description "A 2xx reply acknowledges the message." "Return 2xx only after accepting the message." */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description "A 2xx reply acknowledges the message." "Return 2xx only after accepting the message." */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description "A 2xx reply acknowledges the message." "Return 2xx only after accepting the message." */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            /** @description "A non-2xx reply or a network error triggers redelivery with retry and backoff": the message is redelivered. "The redelivery schedule and the number of attempts: not shown." */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveEnqueueDataStatusChanged: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description "tenant context of the message, set by the publishing service". "X-Tenant-Id is the tenant assigned to the message, which matters when a user identity is impersonated by a service."
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                "X-Tenant-Id": components["parameters"]["XTenantId"];
                /**
                 * @description "person id (actor) in user context".
                 * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
                 */
                "X-UserClaim-Actort"?: components["parameters"]["XUserClaimActort"];
                /**
                 * @description "client identification".
                 * @example acme.erp-sync
                 */
                "X-UserClaim-client_id"?: components["parameters"]["XUserClaimClientId"];
                /**
                 * @description "issuer".
                 * @example https://idp.example.com
                 */
                "X-UserClaim-iss"?: components["parameters"]["XUserClaimIss"];
                /**
                 * @description "language and region (RFC 5646 / ISO 639-2)".
                 * @example cs-CZ
                 */
                "X-UserClaim-locale"?: components["parameters"]["XUserClaimLocale"];
                /**
                 * @description "selected organization codes". How several codes are separated is not shown.
                 * @example 12345678|CZ
                 */
                "X-UserClaim-orgs_codes"?: components["parameters"]["XUserClaimOrgsCodes"];
                /**
                 * @description "user identification".
                 * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
                 */
                "X-UserClaim-sub"?: components["parameters"]["XUserClaimSub"];
                /**
                 * @description "tenant of the selected tenant in user or service context". "Under normal circumstances X-UserClaim-tid and X-Tenant-Id are equal."
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                "X-UserClaim-tid"?: components["parameters"]["XUserClaimTid"];
                /** @description "extended claims, described as Base64-encoded JSON; the sample shows a JSON array of `{ Key, Value }` pairs". The example `described` is the Base64 form of the `sample` form. */
                "X-UserClaimsExtended"?: components["parameters"]["XUserClaimsExtended"];
                /**
                 * @deprecated
                 * @description "legacy message security code kept for compatibility; not recommended for new integrations".
                 * @example 5f3a9c1e7b2d
                 */
                "X-MessageSecurityCode"?: components["parameters"]["XMessageSecurityCode"];
            };
            path: {
                /**
                 * @description "unique id of the message". "Make processing idempotent by messageId": "A repeated delivery of one message must not cause the same effect twice."
                 * @example 9c8b7a69-5847-4362-9150-4f3e2d1c0b9a
                 */
                messageId: components["parameters"]["WebhookMessageId"];
                /**
                 * @description "name of the contract class". Written as a parameter where the contract type of the message type is not shown ("Contract type, exchange, queue and headers of EnqueueDataStatusChanged: not shown"); the example is a placeholder, not a documented value.
                 * @example EnqueueDataStatusChanged
                 */
                contractType: components["parameters"]["WebhookContractType"];
            };
            cookie?: never;
        };
        /** @description "The body is the event payload as JSON" (Content-Type `application/json; charset=utf-8`): EnqueueDataStatusChanged. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "dataSourceId": "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
                 *       "queueItemId": "2c3d4e5f-6071-4829-a3b4-c5d6e7f8091a",
                 *       "operationId": "7d6c5b4a-3928-4170-8f6e-5d4c3b2a1908",
                 *       "status": "Success"
                 *     }
                 */
                "application/json": components["schemas"]["EnqueueDataStatusChanged"];
            };
        };
        responses: {
            /** @description "A 2xx reply acknowledges the message." "Return 2xx only after accepting the message." */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description "A 2xx reply acknowledges the message." "Return 2xx only after accepting the message." */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description "A 2xx reply acknowledges the message." "Return 2xx only after accepting the message." */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description "A 2xx reply acknowledges the message." "Return 2xx only after accepting the message." */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            /** @description "A non-2xx reply or a network error triggers redelivery with retry and backoff": the message is redelivered. "The redelivery schedule and the number of attempts: not shown." */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveOrderReleased: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description "tenant context of the message, set by the publishing service". "X-Tenant-Id is the tenant assigned to the message, which matters when a user identity is impersonated by a service."
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                "X-Tenant-Id": components["parameters"]["XTenantId"];
                /**
                 * @description "person id (actor) in user context".
                 * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
                 */
                "X-UserClaim-Actort"?: components["parameters"]["XUserClaimActort"];
                /**
                 * @description "client identification".
                 * @example acme.erp-sync
                 */
                "X-UserClaim-client_id"?: components["parameters"]["XUserClaimClientId"];
                /**
                 * @description "issuer".
                 * @example https://idp.example.com
                 */
                "X-UserClaim-iss"?: components["parameters"]["XUserClaimIss"];
                /**
                 * @description "language and region (RFC 5646 / ISO 639-2)".
                 * @example cs-CZ
                 */
                "X-UserClaim-locale"?: components["parameters"]["XUserClaimLocale"];
                /**
                 * @description "selected organization codes". How several codes are separated is not shown.
                 * @example 12345678|CZ
                 */
                "X-UserClaim-orgs_codes"?: components["parameters"]["XUserClaimOrgsCodes"];
                /**
                 * @description "user identification".
                 * @example 0d1e2f30-4152-4637-8849-5a6b7c8d9e0f
                 */
                "X-UserClaim-sub"?: components["parameters"]["XUserClaimSub"];
                /**
                 * @description "tenant of the selected tenant in user or service context". "Under normal circumstances X-UserClaim-tid and X-Tenant-Id are equal."
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                "X-UserClaim-tid"?: components["parameters"]["XUserClaimTid"];
                /** @description "extended claims, described as Base64-encoded JSON; the sample shows a JSON array of `{ Key, Value }` pairs". The example `described` is the Base64 form of the `sample` form. */
                "X-UserClaimsExtended"?: components["parameters"]["XUserClaimsExtended"];
                /**
                 * @deprecated
                 * @description "legacy message security code kept for compatibility; not recommended for new integrations".
                 * @example 5f3a9c1e7b2d
                 */
                "X-MessageSecurityCode"?: components["parameters"]["XMessageSecurityCode"];
            };
            path: {
                /**
                 * @description "unique id of the message". "Make processing idempotent by messageId": "A repeated delivery of one message must not cause the same effect twice."
                 * @example 9c8b7a69-5847-4362-9150-4f3e2d1c0b9a
                 */
                messageId: components["parameters"]["WebhookMessageId"];
            };
            cookie?: never;
        };
        /** @description "The body is the event payload as JSON" (Content-Type `application/json; charset=utf-8`): OrderReleased. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "orderId": "5b7e2c1a-9d4f-4e8a-b3c6-0f1e2d3c4b5a",
                 *       "productId": "83a4b5c6-d7e8-4f90-a1b2-c3d4e5f6a7b8",
                 *       "vendorCode": "12345678|CZ"
                 *     }
                 */
                "application/json": components["schemas"]["OrderReleased"];
            };
        };
        responses: {
            /** @description "A 2xx reply acknowledges the message." "Return 2xx only after accepting the message." */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description "A 2xx reply acknowledges the message." "Return 2xx only after accepting the message." */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description "A 2xx reply acknowledges the message." "Return 2xx only after accepting the message." */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description "A 2xx reply acknowledges the message." "Return 2xx only after accepting the message." */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            /** @description "A non-2xx reply or a network error triggers redelivery with retry and backoff": the message is redelivered. "The redelivery schedule and the number of attempts: not shown." */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
type WithRequired<T, K extends keyof T> = T & {
    [P in K]-?: T[P];
};
