// The identity capability's rules: discovery, the grant, refusals, lockout and the tenant list.
import { defineRules } from "../service-check.js";

export const IDENTITY_RULES = defineRules("identity", {
  "discovery-anonymous": [
    '"The discovery and signing key endpoints are anonymous." GET /.well-known/openid-configuration: ' +
      '"discovery document with issuer, token_endpoint, scopes_supported, grant_types_supported"',
    "200 without a token, with issuer, token_endpoint and jwks_uri",
  ],
  "discovery-issuer": [
    '"The token endpoint address is read from the discovery document." The document ' +
      "names the issuer it was read from (OpenID Connect Discovery 1.0, section 4.3)",
    "issuer equal to --issuer",
  ],
  "discovery-client-credentials": [
    '"grant_types_supported (contains `client_credentials`)"',
    "grant_types_supported contains client_credentials",
  ],
  "discovery-scopes": [
    '"Scopes listed in discovery include `openid` and `apiim`"',
    "scopes_supported contains openid and apiim",
  ],
  "jwks-anonymous": [
    '"GET /.well-known/jwks | anonymous | public signing keys"; "Keys may rotate, so it selects by key id"',
    "200 without a token, every key with a kid",
  ],
  "token-basic": [
    '"Service accounts authenticate by the OAuth 2.0 client credentials grant against the token ' +
      'endpoint with HTTP Basic credentials made of clientId and clientSecret." Token response: ' +
      '"`access_token` (JWT string), `expires_in` (seconds), `token_type` (`Bearer`), `scope`"',
    "200 with access_token, expires_in > 0, token_type Bearer",
  ],
  "token-signed": [
    '"each webhook request carries a JWT signed with RS256 ... verifies it against the public keys of the ' +
      'identity provider published at the jwks address"; access tokens come from the same provider',
    "an RS256 JWT that verifies with a published key, iss the issuer",
  ],
  "token-tid": [
    '"The token is tenant-scoped when `tid` is sent in the token request."',
    "the token's tid claim is the tenant sent",
  ],
  "token-without-tid": ['"Without it the token has no tenant context"', "a token without a tid claim"],
  "token-scope": [
    '"The scope `apiim` is required by the data service." The token response names its `scope`',
    "scope contains apiim",
  ],
  "basic-only": [
    '"with HTTP Basic credentials made of clientId and clientSecret": the secret is not accepted in the form',
    "no token (4xx) for client_id and client_secret in the form without Basic",
  ],
  "wrong-secret-refused": [
    '"HTTP Basic credentials made of clientId and clientSecret"',
    "no token (4xx) for a wrong secret",
  ],
  "grant-type-required": [
    '"`grant_type` (mandatory, `client_credentials`)"',
    "no token (4xx) for grant_type password, nor without grant_type",
  ],
  "foreign-tid-refused": [
    '"`tid` (tenant identifier, required for tenant access)": a tenant the client is not registered in gives no token',
    "no token (4xx) for a tid the client is not in",
  ],
  "lockout-refuses-guesses": [
    '"Creating new secrets invalidates the old ones": guessed secrets never give a token, however often they are tried',
    "12 wrong secrets of one client id: every one refused with 4xx, none 5xx",
  ],
  "lockout-spares-other-clients": [
    "No input from one client may change the platform for another: guesses " +
      "at one client id leave every other client able to authenticate",
    "the kit's own client gets a token right after",
  ],
  "tenant-by-id": [
    '"GET /api/v2/Tenants/{id} | id tenant identifier | one tenant with organizations (mandants)"',
    "200 with the tenant's id",
  ],
  "tenants-list": [
    '"GET /api/v2/Tenants | query offset (default 0), limit (default 100) | `{ totalCount, items[] }` of tenants"',
    "200 with totalCount and items",
  ],
});
