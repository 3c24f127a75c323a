// Identity provider: discovery, signing keys, the client credentials grant (HTTP Basic only, tid,
// scope), refusals, and a lockout that never reaches another client.
import { DiscoveryDocumentScopesSupportedContains, securityScopes } from "../../../../../generated/facts.js";
import { randomUUID } from "node:crypto";
import { IDENTITY_RULES as RULES } from "./identity-rules.js";
import type { Flow } from "../flow.js";
import { basicAuthorization, claimsOf, requestToken, verifyAgainstJwks } from "./token-requests.js";
import { shown } from "../excerpt.js";

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
