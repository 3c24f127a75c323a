// Identity provider: discovery, signing keys, the client credentials grant (HTTP Basic only, tid,
// scope), refusals, and a lockout that never reaches another client.
import { DiscoveryDocumentScopesSupportedContains, securityScopes } from "../../../../../generated/facts.js";
import { randomUUID } from "node:crypto";
import { defineRules } from "../service-check.js";
import type { Flow } from "../flow.js";
import { basicAuthorization, claimsOf, requestToken, verifyAgainstJwks } from "./token-requests.js";
import { shown } from "../excerpt.js";

const RULES = defineRules("identity", {
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

const text = (value: unknown) => shown(value, 200);
const refused = (status: number) => status >= 400 && status < 500;

const discoveryFlow: Flow = {
  name: "discovery",
  capability: "identity",
  checks: [
    RULES["discovery-anonymous"],
    RULES["discovery-issuer"],
    RULES["discovery-client-credentials"],
    RULES["discovery-scopes"],
    RULES["jwks-anonymous"],
  ],
  services: ["identity-provider"],
  async run(session, v) {
    const identity = session.client("identity-provider", null);
    const discovery = await identity.GET("/.well-known/openid-configuration");
    const seen = session.evidence(discovery);
    const document = discovery.data;
    v.report(
      RULES["discovery-anonymous"],
      seen,
      discovery.response.status === 200 && typeof document?.token_endpoint === "string"
        ? undefined
        : `answered ${discovery.response.status} ${text(document ?? discovery.error)}`,
    );
    const issuer = session.services["identity-provider"]!;
    v.report(
      RULES["discovery-issuer"],
      seen,
      document?.issuer?.replace(/(?<!\/)\/+$/, "") === issuer
        ? undefined
        : `issuer is ${text(document?.issuer)}, not ${issuer}`,
    );
    const grants = (document as { grant_types_supported?: unknown } | undefined)?.grant_types_supported;
    v.report(
      RULES["discovery-client-credentials"],
      seen,
      Array.isArray(grants) && grants.includes("client_credentials")
        ? undefined
        : `grant_types_supported is ${text(grants)}`,
    );
    const scopes = (document as { scopes_supported?: unknown } | undefined)?.scopes_supported;
    v.report(
      RULES["discovery-scopes"],
      seen,
      Array.isArray(scopes) && DiscoveryDocumentScopesSupportedContains.every((scope) => scopes.includes(scope))
        ? undefined
        : `scopes_supported is ${text(scopes)}`,
    );
    const jwks = await session.recorder.fetchFor("identity-provider")(session.discovery.jwks_uri, { method: "GET" });
    const keys = ((await jwks.json().catch(() => null)) as { keys?: { kid?: unknown }[] } | null)?.keys;
    const ok =
      jwks.status === 200 &&
      Array.isArray(keys) &&
      keys.length > 0 &&
      keys.every((key) => typeof key.kid === "string" && key.kid !== "");
    v.report(
      RULES["jwks-anonymous"],
      session.evidence(jwks),
      ok ? undefined : `answered ${jwks.status} with keys ${text(keys)}`,
    );
  },
};

const grantFlow: Flow = {
  name: "client credentials",
  capability: "identity",
  checks: [
    RULES["token-basic"],
    RULES["token-signed"],
    RULES["token-tid"],
    RULES["token-without-tid"],
    RULES["token-scope"],
  ],
  services: ["identity-provider"],
  async run(session, v) {
    const account = session.account;
    const basic = basicAuthorization(account.clientId, account.clientSecret);
    const scoped = await requestToken(
      session,
      { grant_type: "client_credentials", tid: session.tenantId, scope: securityScopes["data-integration"][0] },
      basic,
    );
    const body = scoped.body ?? {};
    const shapeOk =
      scoped.status === 200 &&
      typeof body.access_token === "string" &&
      typeof body.expires_in === "number" &&
      body.expires_in > 0 &&
      String(body.token_type).toLowerCase() === "bearer";
    v.report(RULES["token-basic"], scoped.evidence, shapeOk ? undefined : `answered ${scoped.status} ${text(body)}`);
    const jwks = await session.recorder
      .fetchFor("identity-provider")(session.discovery.jwks_uri, { method: "GET" })
      .then((r) => r.json());
    const unverified =
      typeof body.access_token === "string"
        ? await verifyAgainstJwks(session, body.access_token, jwks)
        : "no access_token";
    v.report(RULES["token-signed"], scoped.evidence, unverified);
    const claims = claimsOf(body.access_token);
    v.report(
      RULES["token-tid"],
      scoped.evidence,
      claims?.tid === session.tenantId ? undefined : `tid claim is ${text(claims?.tid)}`,
    );
    v.report(
      RULES["token-scope"],
      scoped.evidence,
      (typeof body.scope === "string" ? body.scope : "").split(" ").includes(securityScopes["data-integration"][0])
        ? undefined
        : `scope is ${text(body.scope)}`,
    );
    const plain = await requestToken(
      session,
      { grant_type: "client_credentials", scope: securityScopes["data-integration"][0] },
      basic,
    );
    const plainClaims = claimsOf(plain.body?.access_token);
    v.report(
      RULES["token-without-tid"],
      plain.evidence,
      plain.status === 200 && plainClaims !== null && plainClaims.tid === undefined
        ? undefined
        : `answered ${plain.status} with tid claim ${text(plainClaims?.tid)}`,
    );
  },
};

const refusalFlow: Flow = {
  name: "token refusals",
  capability: "identity",
  checks: [
    RULES["basic-only"],
    RULES["wrong-secret-refused"],
    RULES["grant-type-required"],
    RULES["foreign-tid-refused"],
  ],
  services: ["identity-provider"],
  async run(session, v) {
    const account = session.account;
    const inForm = await requestToken(
      session,
      {
        grant_type: "client_credentials",
        client_id: account.clientId,
        client_secret: account.clientSecret,
        tid: session.tenantId,
      },
      undefined,
    );
    v.report(
      RULES["basic-only"],
      inForm.evidence,
      refused(inForm.status) ? undefined : `answered ${inForm.status}: the secret in the form was accepted`,
    );
    const wrong = await requestToken(
      session,
      { grant_type: "client_credentials", tid: session.tenantId },
      basicAuthorization(account.clientId, `${account.clientSecret}-wrong`),
    );
    v.report(
      RULES["wrong-secret-refused"],
      wrong.evidence,
      refused(wrong.status) ? undefined : `answered ${wrong.status} to a wrong secret`,
    );
    const basic = basicAuthorization(account.clientId, account.clientSecret);
    const password = await requestToken(session, { grant_type: "password", tid: session.tenantId }, basic);
    const none = await requestToken(session, { tid: session.tenantId }, basic);
    const grantOk = refused(password.status) && refused(none.status);
    v.report(
      RULES["grant-type-required"],
      {
        request: `${password.evidence.request}; then without grant_type`,
        answer: `${password.evidence.answer}; then ${none.evidence.answer}`,
      },
      grantOk ? undefined : `answered ${password.status} to grant_type password and ${none.status} without grant_type`,
    );
    const foreign = await requestToken(session, { grant_type: "client_credentials", tid: randomUUID() }, basic);
    v.report(
      RULES["foreign-tid-refused"],
      foreign.evidence,
      refused(foreign.status) ? undefined : `answered ${foreign.status} for a tenant the client is not in`,
    );
  },
};

/** Guesses sent at one made-up client id: past any lockout threshold a provider is likely to have. */
const GUESSES = 12;

const lockoutFlow: Flow = {
  name: "lockout",
  capability: "identity",
  checks: [RULES["lockout-refuses-guesses"], RULES["lockout-spares-other-clients"]],
  services: ["identity-provider"],
  async run(session, v) {
    const stranger = session.name("guessed-client");
    const statuses: number[] = [];
    let last;
    for (let guess = 0; guess < GUESSES; guess++) {
      last = await requestToken(
        session,
        { grant_type: "client_credentials" },
        basicAuthorization(stranger, `guess-${guess}`),
      );
      statuses.push(last.status);
    }
    const evidence = {
      request: `${GUESSES} token requests for client ${stranger}, each with another secret`,
      answer: statuses.join(", "),
    };
    v.report(
      RULES["lockout-refuses-guesses"],
      evidence,
      statuses.every(refused) ? undefined : `answered ${statuses.filter((s) => !refused(s)).join(", ")} to guesses`,
    );
    const account = session.account;
    const own = await requestToken(
      session,
      { grant_type: "client_credentials", tid: session.tenantId },
      basicAuthorization(account.clientId, account.clientSecret),
    );
    v.report(
      RULES["lockout-spares-other-clients"],
      own.evidence,
      own.status === 200 ? undefined : `the kit's client got ${own.status} after guesses at ${stranger}`,
    );
  },
};

const tenantsFlow: Flow = {
  name: "tenants",
  capability: "identity",
  checks: [RULES["tenant-by-id"], RULES["tenants-list"]],
  services: ["identity-provider"],
  async run(session, v) {
    const identity = session.client("identity-provider");
    const one = await identity.GET("/api/v2/Tenants/{id}", { params: { path: { id: session.tenantId } } });
    v.report(
      RULES["tenant-by-id"],
      session.evidence(one),
      one.response.status === 200 && one.data?.id === session.tenantId
        ? undefined
        : `answered ${one.response.status} with id ${text(one.data?.id)}`,
    );
    const list = await identity.GET("/api/v2/Tenants");
    const ok =
      list.response.status === 200 && typeof list.data?.totalCount === "number" && Array.isArray(list.data?.items);
    v.report(
      RULES["tenants-list"],
      session.evidence(list),
      ok ? undefined : `answered ${list.response.status} ${text(list.data ?? list.error)}`,
    );
  },
};

export const IDENTITY_FLOWS: readonly Flow[] = [discoveryFlow, grantFlow, refusalFlow, lockoutFlow, tenantsFlow];
