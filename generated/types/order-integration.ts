// generated from specs/openapi/order-integration.yaml; do not edit
export interface paths {
    "/api/v1/Integration/Settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the business integration settings
         * @description "optional query clientId, consumerCode (default is the vendor tenant id), consumerChannel (`gRPC`, `Webhook`; lets the caller check the current value)". Response "200 settings": the read form adds "tenantId, vendorCode, consumerIsConnected (bool) and consumerStatus (`Healthy` is the shown value)". "Body shape and further status codes of order service errors: not shown."
         */
        get: operations["getIntegrationSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Register or update the vendor's message consumer
         * @description Body: "business integration settings; null means no change, an empty string clears". Response: "not shown". "Register the message consumer through PATCH Integration/Settings. Channel is `gRPC` or `Webhook`. The consumer is bound to the service account that registered it. Switching service account needs a new registration." The `orderReleased` flag enables the message type `PLATFORM.PlatformStore.OrderReleased`. "Body shape and further status codes of order service errors: not shown."
         */
        patch: operations["updateIntegrationSettings"];
        trace?: never;
    };
    "/api/v1/Order/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch a released order
         * @description "id (mandatory order identifier); query orderAccessType (mandatory; `Vendor` means released orders of applications provided by the partner)". Response "200 order". "On OrderReleased (fields orderId, productId, vendorCode), call GET Order." "Other order fields: not shown." "Body shape and further status codes of order service errors: not shown."
         */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Order/{id}/SetStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report an order status
         * @description "id (mandatory); query orderAccessType (mandatory)"; body: the order status; "200 `{ id }`; 412 when the status move is disallowed". The allowed moves are the top-level `x-state-machine`. Rules: "1. When the current state does not allow the requested systemStatus, the call is refused with 412 (see Errors). The client reads currentStatusInfo and follows the flow. 2. A technical failure is any status call with severity `Error`. It changes neither the system status nor the custom properties. The systemStatus in it is informative only. The recommended pattern is to send `Validation` with `Info` first, then report the failure in a second call with `Error`. 3. A call without systemStatus only updates custom properties. Severity must be `Info` or `Warning`. It can be repeated for any state and the last value wins. It is typically used for ApplicationUrl. 4. Business failure (for example customer insolvency) is reported as `Fail`. A technical failure (temporary error) is reported with severity `Error`." "Moves other than those above, for example to `Fail` from `Confirmed`: not shown."
         */
        post: operations["setOrderStatus"];
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
         * BusinessIntegrationSettings
         * @description Business integration settings, read form (`GET /api/v1/Integration/Settings`): the write fields plus "tenantId, vendorCode, consumerIsConnected (bool) and consumerStatus (`Healthy` is the shown value)". Fields described as optional are nullable here; the reference does not show how unset values are returned. `consumerStatus` takes the consumer status set of the data service (`Healthy`, `Degraded`, `Unhealthy`): both describe the message gateway's consumer, and the order document shows `Healthy`, one of them.
         * @example {
         *       "clientId": null,
         *       "orderReleased": true,
         *       "consumerCode": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
         *       "consumerChannel": "Webhook",
         *       "webhookUrl": "https://hooks.acme.example.com/platform",
         *       "rateLimit": 100,
         *       "rateLimitInterval": "Minute",
         *       "tenantId": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
         *       "vendorCode": "12345678|CZ",
         *       "consumerIsConnected": true,
         *       "consumerStatus": "Healthy"
         *     }
         */
        BusinessIntegrationSettings: {
            /** @description Optional; "service account id when a user account is used". */
            clientId?: string | null;
            /** @description Optional; whether the OrderReleased message type is enabled. */
            orderReleased?: boolean | null;
            /** @description "unique consumer code; the vendor tenant id is used". */
            consumerCode?: string;
            /** @description "`gRPC` or `Webhook`"; null before a consumer is registered (the data service's consumer shows this member as "null, `gRPC` or `Webhook`"). */
            consumerChannel?: components["schemas"]["ConsumerChannel"] | null;
            /** @description For the webhook channel. */
            webhookUrl?: string | null;
            /** @description Optional; messages per interval. */
            rateLimit?: number | null;
            /** @description Optional; "`Second`, `Minute`, `Hour`, `Day`". */
            rateLimitInterval?: components["schemas"]["RateLimitInterval"] | null;
            /** @description The vendor tenant. */
            tenantId?: string;
            /** @description The vendor code (an order's vendor code has the shape `<national number>|<country code>`). */
            vendorCode?: string;
            consumerIsConnected?: boolean;
            /** @description `Healthy` is the value shown here; the consumer statuses are `Healthy`, `Degraded`, `Unhealthy`. */
            consumerStatus?: components["schemas"]["ConsumerStatus"];
        };
        /**
         * BusinessIntegrationSettingsUpdate
         * @description Business integration settings, write form (body of `PATCH /api/v1/Integration/Settings`): "business integration settings; null means no change, an empty string clears". Registers the message consumer of the vendor: "Channel is `gRPC` or `Webhook`. The consumer is bound to the service account that registered it. Switching service account needs a new registration."
         * @example {
         *       "orderReleased": true,
         *       "consumerCode": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
         *       "consumerChannel": "Webhook",
         *       "webhookUrl": "https://hooks.acme.example.com/platform",
         *       "rateLimit": 100,
         *       "rateLimitInterval": "Minute"
         *     }
         */
        BusinessIntegrationSettingsUpdate: {
            /** @description Optional; "service account id when a user account is used". */
            clientId?: string | null;
            /** @description Optional; "enable or disable the OrderReleased message type". */
            orderReleased?: boolean | null;
            /** @description "unique consumer code; the vendor tenant id is used". */
            consumerCode?: string | null;
            /** @description "`gRPC` or `Webhook`"; null means no change, an empty string clears. */
            consumerChannel?: components["schemas"]["ConsumerChannel"] | "" | null;
            /** @description For the webhook channel. */
            webhookUrl?: components["schemas"]["WebhookAddress"] | "" | null;
            /** @description Optional; messages per interval. */
            rateLimit?: number | null;
            /** @description Optional; "`Second`, `Minute`, `Hour`, `Day`"; null means no change, an empty string clears. */
            rateLimitInterval?: components["schemas"]["RateLimitInterval"] | "" | null;
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
         * OrderAccessType
         * @description "`Vendor` means released orders of applications provided by the partner." "The values of orderAccessType other than `Vendor`: not shown." The value set is open (a string with `Vendor` as its example), since a closed `[Vendor]` would refuse the values the reference does not show.
         * @example Vendor
         */
        OrderAccessType: string;
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
         * RateLimitInterval
         * @description "Rate limit intervals are `Second`, `Minute`, `Hour`, `Day`." Consumer delivery rate is rateLimit messages per rateLimitInterval.
         * @enum {string}
         */
        RateLimitInterval: "Second" | "Minute" | "Hour" | "Day";
        /**
         * SetOrderStatusRequest
         * @description Order status (write, SetStatus body). Rules of the reference: "A technical failure is any status call with severity `Error`. It changes neither the system status nor the custom properties. The systemStatus in it is informative only." "A call without systemStatus only updates custom properties. Severity must be `Info` or `Warning`. It can be repeated for any state and the last value wins. It is typically used for ApplicationUrl." "Business failure (for example customer insolvency) is reported as `Fail`. A technical failure (temporary error) is reported with severity `Error`." The rule for a call without systemStatus is expressed by `if`/`then`; a `systemStatus: null`, which serializers send for an unset member, counts as a call without systemStatus.
         * @example {
         *       "systemStatus": "Validation",
         *       "severity": "Info",
         *       "source": "acme.erp-sync",
         *       "message": "Order received, validation started."
         *     }
         * @example {
         *       "systemStatus": "Confirmed",
         *       "severity": "Info",
         *       "message": "Order confirmed, deployment started.",
         *       "customProperties": [
         *         {
         *           "key": "ApplicationUrl",
         *           "value": "https://app.example.com/customer-42"
         *         }
         *       ]
         *     }
         * @example {
         *       "severity": "Warning",
         *       "message": "Application address updated.",
         *       "customProperties": [
         *         {
         *           "key": "ApplicationUrl",
         *           "value": "https://app.example.com/customer-42"
         *         }
         *       ]
         *     }
         */
        SetOrderStatusRequest: {
            /** @description Conditional: "mandatory when the state machine status is to change". A move the current state does not allow is refused with 412. Null is read as leaving it out. */
            systemStatus?: components["schemas"]["OrderSystemStatus"] | null;
            /** @description `Info`, `Warning`, `Error` (Error marks a technical failure). */
            severity: components["schemas"]["Severity"];
            /** @description Informative code of the external operation. */
            statusCode?: number;
            /** @description Informative code of the calling application. */
            source?: string;
            /** @description User message. */
            message: string;
            /** @description Technical details. */
            details?: string[];
            /** @description Key `ApplicationUrl` carries the customer-specific application address. */
            customProperties?: components["schemas"]["KeyValuePair"][];
        };
        /**
         * SetOrderStatusResponse
         * @description The response of SetStatus: "an object with `id` (uuid of the created order status record)".
         * @example {
         *       "id": "3a9c5e7b-2d4f-4b6a-8c1e-7f9a0b2c4d6e"
         *     }
         */
        SetOrderStatusResponse: {
            /**
             * Format: uuid
             * @description Identifier of the created order status record.
             */
            id: string;
        };
        /**
         * Severity
         * @description Severity (StatusSeverity): `Info`, `Warning`, `Error`.
         * @enum {string}
         */
        Severity: "Info" | "Warning" | "Error";
        /**
         * VendorCode
         * @description Vendor code of an order's vendor: "vendor code, shape `<national number>|<country code>`" (the shape of an organization code). The pattern is the stated shape: two parts joined by one `|`.
         * @example 12345678|CZ
         */
        VendorCode: string;
        /**
         * WebhookAddress
         * Format: uri
         * @description A consumer's webhook address, where "the message gateway sends `POST {webhook_url}/{messageType}/{contractType}/{messageId}`": an absolute `http` or `https` URL with a host (the consumer "accept[s] only HTTPS"; plain http serves local tests). The pattern asks for a host right after the scheme, so `https://`, `https://?x` and `https://:80` are refused here as the sandbox refuses them. Its allowed schemes beyond https are not shown; the sandbox refuses any other scheme, credentials in it, a fragment, and an address of more than 2,048 characters (its own bound: the platform's is not shown either).
         * @example https://erp.acme.example/hooks/platform
         */
        WebhookAddress: string;
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
         * @description Mandatory. "`Vendor` means released orders of applications provided by the partner." "The values of orderAccessType other than `Vendor`: not shown."
         * @example Vendor
         */
        OrderAccessType: components["schemas"]["OrderAccessType"];
        /**
         * @description Mandatory order identifier (the `orderId` of the OrderReleased message).
         * @example 5b7e2c1a-9d4f-4e8a-b3c6-0f1e2d3c4b5a
         */
        OrderId: string;
        /**
         * @description Optional. The service account id "when a user account is used" (the `clientId` of the business integration settings).
         * @example acme.erp-sync
         */
        OrderSettingsClientId: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getIntegrationSettings: {
        parameters: {
            query?: {
                /**
                 * @description Optional. The service account id "when a user account is used" (the `clientId` of the business integration settings).
                 * @example acme.erp-sync
                 */
                clientId?: components["parameters"]["OrderSettingsClientId"];
                /**
                 * @description Consumer code; "default is the vendor tenant id".
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                consumerCode?: string;
                /**
                 * @description "`gRPC`, `Webhook`; lets the caller check the current value".
                 * @example Webhook
                 */
                consumerChannel?: components["schemas"]["ConsumerChannel"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The business integration settings (read form). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "clientId": null,
                     *       "orderReleased": true,
                     *       "consumerCode": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
                     *       "consumerChannel": "Webhook",
                     *       "webhookUrl": "https://hooks.acme.example.com/platform",
                     *       "rateLimit": 100,
                     *       "rateLimitInterval": "Minute",
                     *       "tenantId": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
                     *       "vendorCode": "12345678|CZ",
                     *       "consumerIsConnected": true,
                     *       "consumerStatus": "Healthy"
                     *     }
                     */
                    "application/json": components["schemas"]["BusinessIntegrationSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["UndocumentedError"];
        };
    };
    updateIntegrationSettings: {
        parameters: {
            query?: {
                /**
                 * @description Optional. The service account id "when a user account is used" (the `clientId` of the business integration settings).
                 * @example acme.erp-sync
                 */
                clientId?: components["parameters"]["OrderSettingsClientId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BusinessIntegrationSettingsUpdate"];
            };
        };
        responses: {
            /** @description The settings were accepted. The status code and body of the response are not shown. */
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
    getOrder: {
        parameters: {
            query: {
                /**
                 * @description Mandatory. "`Vendor` means released orders of applications provided by the partner." "The values of orderAccessType other than `Vendor`: not shown."
                 * @example Vendor
                 */
                orderAccessType: components["parameters"]["OrderAccessType"];
            };
            header?: never;
            path: {
                /**
                 * @description Mandatory order identifier (the `orderId` of the OrderReleased message).
                 * @example 5b7e2c1a-9d4f-4e8a-b3c6-0f1e2d3c4b5a
                 */
                id: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
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
                    "application/json": components["schemas"]["Order"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["UndocumentedError"];
        };
    };
    setOrderStatus: {
        parameters: {
            query: {
                /**
                 * @description Mandatory. "`Vendor` means released orders of applications provided by the partner." "The values of orderAccessType other than `Vendor`: not shown."
                 * @example Vendor
                 */
                orderAccessType: components["parameters"]["OrderAccessType"];
            };
            header?: never;
            path: {
                /**
                 * @description Mandatory order identifier (the `orderId` of the OrderReleased message).
                 * @example 5b7e2c1a-9d4f-4e8a-b3c6-0f1e2d3c4b5a
                 */
                id: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetOrderStatusRequest"];
            };
        };
        responses: {
            /** @description The created order status record: "an object with `id` (uuid of the created order status record)". */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3a9c5e7b-2d4f-4b6a-8c1e-7f9a0b2c4d6e"
                     *     }
                     */
                    "application/json": components["schemas"]["SetOrderStatusResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description "the current system status of the order does not allow the requested status; the message names the order and the requested status; fix by reading currentStatusInfo and following the flow". "Body shape and further status codes of order service errors: not shown", so the body is left open: the reference never calls order service errors problem-details objects. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example Order 5b7e2c1a-9d4f-4e8a-b3c6-0f1e2d3c4b5a does not allow the requested status Done. */
                    "*/*": unknown;
                };
            };
            default: components["responses"]["UndocumentedError"];
        };
    };
}
