import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTokenProvider, TokenRequestError } from "../../../../src/auth/index.js";
import { createSandboxClock } from "../../../../tools/src/sandbox/kernel/clock.js";
import { createGatewayKeySet, verifyGatewayToken } from "../../../../src/webhooks/index.js";
import { validators } from "../../../../generated/validators/index.js";
import { startIdentityServer, type IdentityServer } from "./identity-http.js";
import { CLIENT, OTHER_TENANT, TENANT } from "./identity-fixture.js";

const clock = createSandboxClock();
let server: IdentityServer;

beforeAll(async () => {
  server = await startIdentityServer(clock);
  server.identity.tenants.add({ id: TENANT });
  server.identity.tenants.add({ id: OTHER_TENANT });
  server.identity.serviceAccounts.add({ ...CLIENT, tenantIds: [TENANT, OTHER_TENANT] });
});
afterAll(() => server.close());

const provider = (extra: { clientSecret?: string; tenantId?: string } = {}) =>
  createTokenProvider({
    issuer: server.issuer,
    ...CLIENT,
    tenantId: TENANT,
    allowInsecureHttp: true,
    now: clock.now,
    ...extra,
  });

describe("discovery and the JWKS are the documented shapes and name the sandbox's own addresses", () => {
  it("validates discovery against DiscoveryDocument and the keys against JsonWebKeySet", async () => {
    const discovery = await (await fetch(`${server.issuer}/.well-known/openid-configuration`)).json();
    expect(validators.DiscoveryDocument(discovery)).toBe(true);
    expect(discovery).toEqual({
      issuer: server.issuer,
      token_endpoint: `${server.issuer}/connect/token`,
      jwks_uri: `${server.issuer}/.well-known/jwks`,
      scopes_supported: ["openid", "apiim"],
      grant_types_supported: ["client_credentials"],
    });
    const jwks = await (await fetch(`${server.issuer}/.well-known/jwks`)).json();
    expect(validators.JsonWebKeySet(jwks)).toBe(true);
    expect(jwks.keys[0]).toMatchObject({ kty: "RSA", alg: "RS256", use: "sig", e: "AQAB" });
    expect(jwks.keys[0]).not.toHaveProperty("d");
  });
});

describe("the package's createTokenProvider works against the sandbox unchanged", () => {
  it("gets a token the sandbox accepts, for each tenant of the account", async () => {
    const tokens = provider();
    const token = await tokens.getToken();
    const caller = await server.identity.authenticate(`Bearer ${token}`, { scope: "apiim", tenantRequired: true });
    expect(caller).toMatchObject({ ok: true, caller: { clientId: CLIENT.clientId, tenantId: TENANT } });
    const other = await server.identity.authenticate(`Bearer ${await tokens.forTenant(OTHER_TENANT).getToken()}`);
    expect(other).toMatchObject({ ok: true, caller: { tenantId: OTHER_TENANT } });
  });

  it("renews the token once the sandbox clock passes its expiry less the skew", async () => {
    const tokens = provider();
    const first = await tokens.getToken();
    clock.advance(541);
    const second = await tokens.getToken();
    expect(second).not.toBe(first);
    expect((await server.identity.authenticate(`Bearer ${second}`)).ok).toBe(true);
  });

  it("surfaces invalid_client as a TokenRequestError with status 401", async () => {
    const error = await provider({ clientSecret: "not-the-secret" })
      .getToken()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TokenRequestError);
    expect(error).toMatchObject({
      step: "token",
      status: 401,
      error: "invalid_client",
      errorDescription: "unknown client_id or wrong client secret",
    });
  });

  it("surfaces a tenant the account is not in as invalid_request naming tid", async () => {
    const error = await provider({ tenantId: "elsewhere" })
      .getToken()
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 400,
      error: "invalid_request",
      errorDescription: 'tid "elsewhere" is not a tenant this client is registered in',
    });
  });
});

describe("gateway tokens verify with the package's webhook verification against the sandbox JWKS", () => {
  it("accepts a signGatewayToken token for the sandbox's issuer and audience apiim", async () => {
    const token = await server.identity.signGatewayToken({ sub: "message-gateway", client_id: "message-gateway" });
    const keySet = createGatewayKeySet({ jwksUrl: `${server.issuer}/.well-known/jwks`, now: clock.now });
    const claims = await verifyGatewayToken(`Bearer ${token}`, {
      keySet,
      issuer: server.issuer,
      audience: "apiim",
      now: clock.now,
    });
    expect(claims).toMatchObject({ iss: server.issuer, aud: "apiim", client_id: "message-gateway" });
  });
});
