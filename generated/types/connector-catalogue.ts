// generated from specs/openapi/connector-catalogue.yaml; do not edit
export interface paths {
    "/api/v1/Providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List integration providers
         * @description "query offset, limit". "Paging defaults: offset 0, limit 100 (operating logs, querying, statuses, profile results, providers)." "The caller needs the Admin application role of the connector catalogue application or the TenantAdmin platform role." The status and body of the response are not shown.
         */
        get: operations["listProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Connectors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a connector
         * @description Body "`providerId` (uuid, mandatory), `enabled` (bool)". "A connector has one registration per tenant." "The caller needs the Admin application role of the connector catalogue application or the TenantAdmin platform role." The status and body of the response are not shown.
         */
        post: operations["registerConnector"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register an on-premise agent
         * @description "query `allowUpdate` (bool); body `connectorId` (uuid, mandatory), `integrationTokenClientId` (optional; generated when absent), `name` (mandatory; the unique agentCode is generated), `enabled` (bool)". "An agent belongs to one connector and a tenant may have several agents." "A registered agent has dataAgentId and dataSourceId assigned." "The caller needs the Admin application role of the connector catalogue application or the TenantAdmin platform role." The status and body of the response are not shown.
         */
        post: operations["registerConnectorAgent"];
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
         * ConnectorAgentRegistration
         * @description Body of `POST /api/v1/Agents`: "`connectorId` (uuid, mandatory), `integrationTokenClientId` (optional; generated when absent), `name` (mandatory; the unique agentCode is generated), `enabled` (bool)". "An agent belongs to one connector and a tenant may have several agents. Connector and agent must be released and enabled to be ready. A registered agent has dataAgentId and dataSourceId assigned."
         * @example {
         *       "connectorId": "7c9e1a3b-5d7f-4a2c-9e4b-6d8f0a2c4e6b",
         *       "name": "Warehouse Brno",
         *       "enabled": true
         *     }
         */
        ConnectorAgentRegistration: {
            /**
             * Format: uuid
             * @description Mandatory; the connector the agent belongs to.
             */
            connectorId: string;
            /** @description Optional; generated when absent. */
            integrationTokenClientId?: string;
            /** @description Mandatory; the unique agentCode is generated. */
            name: string;
            enabled?: boolean;
        };
        /**
         * ConnectorRegistration
         * @description Body of `POST /api/v1/Connectors`: "`providerId` (uuid, mandatory), `enabled` (bool)". "A connector has one registration per tenant." "Connector and agent must be released and enabled to be ready."
         * @example {
         *       "providerId": "2b8e4f6a-0c1d-4e3f-a5b7-c9d1e3f5a7b9",
         *       "enabled": true
         *     }
         */
        ConnectorRegistration: {
            /**
             * Format: uuid
             * @description Mandatory; the integration provider the connector belongs to.
             */
            providerId: string;
            enabled?: boolean;
        };
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
        /** @description Any other error answer. The reference shows no further status codes or bodies for this operation, so the status and the body are left open: a client reads the status from the answer and the body as whatever the service sent. */
        UndocumentedError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /** @example An error answer the reference does not show (status and body not shown). */
                "*/*": unknown;
            };
        };
    };
    parameters: {
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
    listProviders: {
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
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The providers. The status code and the body of the response are not shown. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["UndocumentedError"];
        };
    };
    registerConnector: {
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
                 *       "providerId": "2b8e4f6a-0c1d-4e3f-a5b7-c9d1e3f5a7b9",
                 *       "enabled": true
                 *     }
                 */
                "application/json": components["schemas"]["ConnectorRegistration"];
            };
        };
        responses: {
            /** @description The connector is registered. The status code and the body of the response are not shown. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["UndocumentedError"];
        };
    };
    registerConnectorAgent: {
        parameters: {
            query?: {
                /**
                 * @description Whether an existing agent may be updated.
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
                 *       "connectorId": "7c9e1a3b-5d7f-4a2c-9e4b-6d8f0a2c4e6b",
                 *       "name": "Warehouse Brno",
                 *       "enabled": true
                 *     }
                 */
                "application/json": components["schemas"]["ConnectorAgentRegistration"];
            };
        };
        responses: {
            /** @description The agent is registered. The status code and the body of the response are not shown. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["UndocumentedError"];
        };
    };
}
