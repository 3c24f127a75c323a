// generated from specs/openapi/identity-provider.yaml; do not edit
export interface paths {
    "/.well-known/openid-configuration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Discovery document
         * @description Anonymous. "discovery document with issuer, token_endpoint, scopes_supported, grant_types_supported (contains `client_credentials`)". "The token endpoint address is read from the discovery document."
         */
        get: operations["getOpenIdConfiguration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/jwks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public signing keys
         * @description Anonymous. The public keys that verify RS256 signatures, among them the JWTs the message gateway sends to webhooks. "Keys may rotate, so it selects by key id and does not embed a key."
         */
        get: operations["getJsonWebKeySet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connect/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Client credentials token
         * @description "headers `Content-Type: application/x-www-form-urlencoded` and `Authorization: Basic <base64(clientId:clientSecret)>`; form fields `grant_type` (mandatory, `client_credentials`), `tid` (tenant identifier, required for tenant access), `scope` (optional)". "Creating new secrets invalidates the old ones, which must then be replaced everywhere they are used."
         */
        post: operations["requestToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/Tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tenants
         * @description `{ totalCount, items[] }` of tenants. "Tenants list paging: offset default 0, limit default 100."
         */
        get: operations["listTenants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/Tenants/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One tenant with its organizations
         * @description One tenant with organizations (mandants).
         */
        get: operations["getTenant"];
        put?: never;
        post?: never;
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
         * DiscoveryDocument
         * @description OpenID Connect discovery document: "discovery document with issuer, token_endpoint, scopes_supported, grant_types_supported (contains `client_credentials`)". "The token endpoint address is read from the discovery document." The four members the reference names are required: the token provider reads `token_endpoint` and `issuer` from it, and the reference states what `scopes_supported` and `grant_types_supported` contain.
         * @example {
         *       "issuer": "https://idp.example.com",
         *       "token_endpoint": "https://idp.example.com/connect/token",
         *       "scopes_supported": [
         *         "openid",
         *         "apiim"
         *       ],
         *       "grant_types_supported": [
         *         "client_credentials"
         *       ]
         *     }
         */
        DiscoveryDocument: {
            /** Format: uri */
            issuer: string;
            /**
             * Format: uri
             * @description Address of the token endpoint (`POST /connect/token`).
             */
            token_endpoint: string;
            /** @description "Scopes listed in discovery include `openid` and `apiim`; the other supported scopes are not shown." */
            scopes_supported: string[] & (unknown & unknown);
            /** @description Contains `client_credentials`, the grant service accounts use. */
            grant_types_supported: string[];
        } & {
            [key: string]: unknown;
        };
        /**
         * JsonWebKey
         * @description One public signing key (RFC 7517). Consumers select the key by `kid`.
         */
        JsonWebKey: {
            /** @description Key type; `RSA` for RS256 keys. */
            kty: string;
            /** @description Key id, matched against the `kid` header of a JWT. */
            kid?: string;
            use?: string;
            alg?: string;
            /** @description RSA modulus (base64url). */
            n?: string;
            /** @description RSA public exponent (base64url). */
            e?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * JsonWebKeySet
         * @description "public signing keys" of the identity provider. Webhook JWTs are "signed with RS256. The consumer verifies it against the public keys of the identity provider published at the jwks address. Keys may rotate, so it selects by key id and does not embed a key." The reference shows no key document; the members below are those of a JWK Set (RFC 7517).
         * @example {
         *       "keys": [
         *         {
         *           "kty": "RSA",
         *           "use": "sig",
         *           "alg": "RS256",
         *           "kid": "2f6c1b0e8a",
         *           "n": "0vx7agoebGcQSuuPiLJXZptN9nndrQmbXEps2aiAFbWhM78LhWx4cbbfAAtVT86zwu1RK7aPFFxuhDR1L6tSoc_BJECPebWKRXjBZCiFV4n3oknjhMstn64tZ_2W-5JsGY4Hc5n9yBXArwl93lqt7_RN5w6Cf0h4QyQ5v-65YGjQR0_FDW2QvzqY368QQMicAtaSqzs8KJZgnYb9c7d0zgdAZHzu6qMQvRL5hajrn1n91CbOpbISD08qNLyrdkt-bFTWhAI4vMQFh6WeZu0fM4lFd2NcRwr3XPksINHaQ-G_xBniIqbw0Ls1jF44-csFCur-kEgU8awapJzKnqDKgw",
         *           "e": "AQAB"
         *         }
         *       ]
         *     }
         */
        JsonWebKeySet: {
            keys: components["schemas"]["JsonWebKey"][];
        } & {
            [key: string]: unknown;
        };
        /**
         * Organization
         * @description An organization (mandant) of a tenant.
         * @example {
         *       "id": "0b6f4c1e-2a8d-4e3f-9c71-5d2e8a4b6f10",
         *       "name": "Acme Trading s.r.o.",
         *       "code": "12345678|CZ",
         *       "organizationIdentification": {
         *         "number": "12345678",
         *         "countryCode": "CZ"
         *       },
         *       "isTenantOwner": true
         *     }
         */
        Organization: {
            /** Format: uuid */
            id?: string;
            name?: string;
            code?: components["schemas"]["OrganizationCode"];
            organizationIdentification?: components["schemas"]["OrganizationIdentification"];
            isTenantOwner?: boolean;
        };
        /**
         * OrganizationCode
         * @description Code of an organization (mandant) or vendor, shape `<national number>|<country code>`. The pattern is the stated shape `<national number>|<country code>`: two parts joined by one `|`.
         * @example 12345678|CZ
         */
        OrganizationCode: string;
        /**
         * OrganizationIdentification
         * @description The national number and country code that make up the organization code.
         * @example {
         *       "number": "12345678",
         *       "countryCode": "CZ"
         *     }
         */
        OrganizationIdentification: {
            number?: string;
            countryCode?: string;
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
         * Tenant
         * @description A tenant. `organizations` (the mandants) are returned by `GET /api/v2/Tenants/{id}`.
         * @example {
         *       "id": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
         *       "name": "Acme Trading",
         *       "status": "Active",
         *       "parentTenantId": "9d3e7b20-1c4a-4f8e-8b6d-2a5c9e0f1b37",
         *       "parentTenantName": "Acme Group",
         *       "customData": {},
         *       "identifiers": [
         *         {
         *           "identifier": "acme-trading",
         *           "id": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61"
         *         }
         *       ],
         *       "organizations": [
         *         {
         *           "id": "0b6f4c1e-2a8d-4e3f-9c71-5d2e8a4b6f10",
         *           "name": "Acme Trading s.r.o.",
         *           "code": "12345678|CZ",
         *           "organizationIdentification": {
         *             "number": "12345678",
         *             "countryCode": "CZ"
         *           },
         *           "isTenantOwner": true
         *         }
         *       ]
         *     }
         */
        Tenant: {
            id?: string;
            name?: string;
            /**
             * @description Tenant status; `Active` is the value shown.
             * @example Active
             */
            status?: string;
            /** @description The parent tenant; null for a tenant without a parent (the reference does not show how a root tenant answers, so null is accepted rather than refused). */
            parentTenantId?: string | null;
            /** @description Name of the parent tenant; null for a tenant without a parent. */
            parentTenantName?: string | null;
            customData?: {
                [key: string]: unknown;
            };
            identifiers?: components["schemas"]["TenantIdentifier"][];
            organizations?: components["schemas"]["Organization"][];
        };
        /**
         * TenantCollection
         * @description A page of tenants.
         */
        TenantCollection: components["schemas"]["PagedCollection"] & {
            items: components["schemas"]["Tenant"][];
        };
        /**
         * TenantIdentifier
         * @description One entry of a tenant's `identifiers`.
         */
        TenantIdentifier: {
            identifier?: string;
            id?: string;
        };
        /**
         * TokenErrorResponse
         * @description Error body of the token endpoint as OAuth 2.0 defines it (RFC 6749 section 5.2). "Error responses of the token endpoint: not shown", so this is the convention a client of an OAuth 2.0 token endpoint can expect, not a shape the reference shows; the object stays open.
         * @example {
         *       "error": "invalid_client",
         *       "error_description": "The client credentials are not valid."
         *     }
         */
        TokenErrorResponse: {
            /**
             * @description Error code. RFC 6749 section 5.2 names `invalid_request`, `invalid_client`, `invalid_grant`, `unauthorized_client`, `unsupported_grant_type` and `invalid_scope`; the codes the identity provider uses are not shown, so the value stays an open string.
             * @example invalid_client
             */
            error: string;
            /** @description Human-readable explanation (RFC 6749 section 5.2). */
            error_description?: string;
            /**
             * Format: uri
             * @description Address of a page about the error (RFC 6749 section 5.2).
             */
            error_uri?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * TokenRequest
         * @description Form body of the client credentials grant (`application/x-www-form-urlencoded`). The client authenticates with HTTP Basic made of clientId and clientSecret, not with form fields.
         * @example {
         *       "grant_type": "client_credentials",
         *       "tid": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
         *       "scope": "apiim"
         *     }
         */
        TokenRequest: {
            /**
             * @description Mandatory; `client_credentials`.
             * @enum {string}
             */
            grant_type: "client_credentials";
            /** @description Tenant identifier, "required for tenant access". "The token is tenant-scoped when `tid` is sent in the token request. Without it the token has no tenant context, which suits rare cases that need none." */
            tid?: string;
            /** @description Optional; space-separated scopes. "The scope `apiim` is required by the data service." */
            scope?: string;
        };
        /**
         * TokenResponse
         * @description "`access_token` (JWT string), `expires_in` (seconds), `token_type` (`Bearer`), `scope`." API calls send `Authorization: Bearer <ACCESS_TOKEN>`. The reference has no Required column; the members required here are the two an API call needs ("token_type and access_token of the response"), which RFC 6749 section 5.1 also makes required; `expires_in` is RECOMMENDED there and may be left out (a client then assumes a short lifetime).
         * @example {
         *       "access_token": "eyJhbGciOiJSUzI1NiIsImtpZCI6IjJmNmMxYjBlOGEiLCJ0eXAiOiJKV1QifQ.eyJpc3MiOiJodHRwczovL2lkcC5leGFtcGxlLmNvbSIsImNsaWVudF9pZCI6ImFjbWUuc3luYyIsInRpZCI6IjRmMWMyYTllLTZiMWQtNGM1Ny05YTVlLTNmMGQyYzhiN2E2MSIsInNjb3BlIjoiYXBpaW0iLCJleHAiOjE3OTUzNzk0MDB9.c2lnbmF0dXJl",
         *       "expires_in": 600,
         *       "token_type": "Bearer",
         *       "scope": "apiim"
         *     }
         */
        TokenResponse: {
            /** @description The JWT access token. */
            access_token: string;
            /** @description Lifetime in seconds ("Sample token lifetime: `expires_in` 600 seconds"). */
            expires_in?: number;
            /** @enum {string} */
            token_type: "Bearer";
            /** @description The granted scopes. */
            scope?: string;
        };
    };
    responses: {
        /** @description The token request is refused. "Error responses of the token endpoint: not shown." This is the error answer of the OAuth 2.0 convention (RFC 6749 section 5.2), not something the reference shows: 400 with an `error` code such as `invalid_request`, `invalid_grant`, `unauthorized_client`, `unsupported_grant_type` or `invalid_scope`, and 401 with `invalid_client` when the HTTP Basic client credentials are refused. */
        TokenError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "invalid_client",
                 *       "error_description": "The client credentials are not valid."
                 *     }
                 */
                "application/json": components["schemas"]["TokenErrorResponse"];
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
    getOpenIdConfiguration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The discovery document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "issuer": "https://idp.example.com",
                     *       "token_endpoint": "https://idp.example.com/connect/token",
                     *       "scopes_supported": [
                     *         "openid",
                     *         "apiim"
                     *       ],
                     *       "grant_types_supported": [
                     *         "client_credentials"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["DiscoveryDocument"];
                };
            };
            404: components["responses"]["UndocumentedError"];
            default: components["responses"]["UndocumentedError"];
        };
    };
    getJsonWebKeySet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The JWK Set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "keys": [
                     *         {
                     *           "kty": "RSA",
                     *           "use": "sig",
                     *           "alg": "RS256",
                     *           "kid": "2f6c1b0e8a",
                     *           "n": "0vx7agoebGcQSuuPiLJXZptN9nndrQmbXEps2aiAFbWhM78LhWx4cbbfAAtVT86zwu1RK7aPFFxuhDR1L6tSoc_BJECPebWKRXjBZCiFV4n3oknjhMstn64tZ_2W-5JsGY4Hc5n9yBXArwl93lqt7_RN5w6Cf0h4QyQ5v-65YGjQR0_FDW2QvzqY368QQMicAtaSqzs8KJZgnYb9c7d0zgdAZHzu6qMQvRL5hajrn1n91CbOpbISD08qNLyrdkt-bFTWhAI4vMQFh6WeZu0fM4lFd2NcRwr3XPksINHaQ-G_xBniIqbw0Ls1jF44-csFCur-kEgU8awapJzKnqDKgw",
                     *           "e": "AQAB"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["JsonWebKeySet"];
                };
            };
            404: components["responses"]["UndocumentedError"];
            default: components["responses"]["UndocumentedError"];
        };
    };
    requestToken: {
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
                 *       "grant_type": "client_credentials",
                 *       "tid": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
                 *       "scope": "apiim"
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            /** @description The token response. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "access_token": "eyJhbGciOiJSUzI1NiIsImtpZCI6IjJmNmMxYjBlOGEiLCJ0eXAiOiJKV1QifQ.eyJpc3MiOiJodHRwczovL2lkcC5leGFtcGxlLmNvbSIsImNsaWVudF9pZCI6ImFjbWUuc3luYyIsInRpZCI6IjRmMWMyYTllLTZiMWQtNGM1Ny05YTVlLTNmMGQyYzhiN2E2MSIsInNjb3BlIjoiYXBpaW0iLCJleHAiOjE3OTUzNzk0MDB9.c2lnbmF0dXJl",
                     *       "expires_in": 600,
                     *       "token_type": "Bearer",
                     *       "scope": "apiim"
                     *     }
                     */
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            400: components["responses"]["TokenError"];
            401: components["responses"]["TokenError"];
            default: components["responses"]["UndocumentedError"];
        };
    };
    listTenants: {
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
            /** @description A page of tenants. */
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
                     *           "id": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
                     *           "name": "Acme Trading",
                     *           "status": "Active",
                     *           "parentTenantId": "9d3e7b20-1c4a-4f8e-8b6d-2a5c9e0f1b37",
                     *           "parentTenantName": "Acme Group",
                     *           "customData": {},
                     *           "identifiers": [
                     *             {
                     *               "identifier": "acme-trading",
                     *               "id": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61"
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["TenantCollection"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["UndocumentedError"];
        };
    };
    getTenant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Tenant identifier.
                 * @example 4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tenant, with its organizations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
                     *       "name": "Acme Trading",
                     *       "status": "Active",
                     *       "parentTenantId": "9d3e7b20-1c4a-4f8e-8b6d-2a5c9e0f1b37",
                     *       "parentTenantName": "Acme Group",
                     *       "customData": {},
                     *       "identifiers": [
                     *         {
                     *           "identifier": "acme-trading",
                     *           "id": "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61"
                     *         }
                     *       ],
                     *       "organizations": [
                     *         {
                     *           "id": "0b6f4c1e-2a8d-4e3f-9c71-5d2e8a4b6f10",
                     *           "name": "Acme Trading s.r.o.",
                     *           "code": "12345678|CZ",
                     *           "organizationIdentification": {
                     *             "number": "12345678",
                     *             "countryCode": "CZ"
                     *           },
                     *           "isTenantOwner": true
                     *         },
                     *         {
                     *           "id": "7e2d9a4c-3b1f-4a6e-8d05-c9f1b2e3a4d7",
                     *           "name": "Acme Services GmbH",
                     *           "code": "HRB98765|DE",
                     *           "organizationIdentification": {
                     *             "number": "HRB98765",
                     *             "countryCode": "DE"
                     *           },
                     *           "isTenantOwner": false
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Tenant"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["UndocumentedError"];
        };
    };
}
