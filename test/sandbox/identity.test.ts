// The sandbox's identity provider over HTTP, and every other service checking its tokens.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTokenProvider } from "../../src/auth/index.js";
import { loadBundledSpecs, listOperations, buildRequest, type Json } from "../support/openapi.js";
import { DEFAULT_TENANT_ID, type RunningSandbox } from "../../src/sandbox/index.js";
import { bearer, MODEL_ID, requestToken, serviceUrl, startTestSandbox } from "./support.js";

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.stop());

describe("discovery names the sandbox's own issuer and token endpoint", () => {
  it("answers issuer, token_endpoint and jwks_uri on the identity provider's port", async () => {
    const idp = serviceUrl(sandbox, "identity-provider");
    const discovery = (await (await fetch(`${idp}/.well-known/openid-configuration`)).json()) as Record<string, string>;
    expect([discovery.issuer, discovery.token_endpoint, discovery.jwks_uri]).toEqual([idp, `${idp}/connect/token`, `${idp}/.well-known/jwks`]);
  });
});

describe("POST /connect/token issues client-credentials tokens and refuses with RFC 6749 errors", () => {
  it("issues a Bearer token for a registered account and tenant", async () => {
    const { status, body } = await requestToken(sandbox, "acme", "acme-secret", { grant_type: "client_credentials", tid: DEFAULT_TENANT_ID, scope: "apiim" });
    expect([status, body.token_type, body.expires_in, body.scope]).toEqual([200, "Bearer", 600, "apiim"]);
  });
  it("refuses a wrong secret with 401 invalid_client", async () => {
    const { status, body } = await requestToken(sandbox, "acme", "wrong", { grant_type: "client_credentials", tid: DEFAULT_TENANT_ID });
    expect([status, body.error]).toEqual([401, "invalid_client"]);
  });
  it("refuses another grant with 400 unsupported_grant_type", async () => {
    const { status, body } = await requestToken(sandbox, "acme", "acme-secret", { grant_type: "password", tid: DEFAULT_TENANT_ID });
    expect([status, body.error]).toEqual([400, "unsupported_grant_type"]);
  });
  it("refuses a tenant the account is not registered in", async () => {
    const { status, body } = await requestToken(sandbox, "beta", "beta-secret", { grant_type: "client_credentials", tid: DEFAULT_TENANT_ID });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(String(body.error_description)).toContain(DEFAULT_TENANT_ID);
  });
  it("works with the package's own createTokenProvider unchanged", async () => {
    const tokens = createTokenProvider({ issuer: serviceUrl(sandbox, "identity-provider"), clientId: "acme", clientSecret: "acme-secret", tenantId: DEFAULT_TENANT_ID, allowInsecureHttp: true });
    const response = await fetch(`${serviceUrl(sandbox, "data-integration")}/api/v2/QueryingData/GetData?modelId=${MODEL_ID}`, {
      headers: { authorization: `Bearer ${await tokens.getToken()}` },
    });
    expect(response.status).toBe(200);
  });
});

describe("every other service checks the token: 401 with WWW-Authenticate otherwise", () => {
  const secured = loadBundledSpecs("openapi").flatMap((spec) => {
    const op = listOperations(spec).find((o) => ((o.operation.security ?? o.document.security ?? []) as Json[]).some((r) => Object.keys(r).length > 0 && !("clientCredentials" in r)));
    return op === undefined ? [] : [op];
  });
  it("covers every service but the control API", () => {
    expect(secured.map((op) => op.spec).sort()).toEqual(["connector-catalogue", "data-integration", "file-content", "identity-provider", "order-integration", "webhook-consumer"]);
  });
  for (const op of secured) {
    for (const [what, authorization] of [
      ["without a token", undefined],
      ["with a token that is not a JWT", "Bearer not-a-jwt"],
      ["with a token signed by another key", "Bearer eyJhbGciOiJSUzI1NiIsImtpZCI6Im90aGVyIn0.eyJpc3MiOiJ4In0.c2ln"],
    ] as const) {
      it(`${op.spec} ${op.operationId} answers 401 ${what}`, async () => {
        const request = buildRequest(op, serviceUrl(sandbox, op.spec));
        if (authorization === undefined) request.headers.delete("authorization");
        else request.headers.set("authorization", authorization);
        const response = await fetch(request);
        expect(response.status).toBe(401);
        expect(response.headers.get("www-authenticate")).toMatch(/^Bearer /);
      });
    }
  }
  it("the data service refuses a token without scope apiim", async () => {
    const { body } = await requestToken(sandbox, "acme", "acme-secret", { grant_type: "client_credentials", tid: DEFAULT_TENANT_ID, scope: "openid" });
    const response = await fetch(`${serviceUrl(sandbox, "data-integration")}/api/v2/QueryingData/GetData?modelId=${MODEL_ID}`, { headers: { authorization: `Bearer ${String(body.access_token)}` } });
    expect([401, 403]).toContain(response.status);
    expect(response.headers.get("www-authenticate")).toContain("scope");
  });
  it("the data service refuses a token without tenant context (tid)", async () => {
    const { body } = await requestToken(sandbox, "acme", "acme-secret", { grant_type: "client_credentials", scope: "apiim" });
    const response = await fetch(`${serviceUrl(sandbox, "data-integration")}/api/v2/QueryingData/GetData?modelId=${MODEL_ID}`, { headers: { authorization: `Bearer ${String(body.access_token)}` } });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { claim?: string }).claim).toBe("tid");
  });
  it("a valid token passes", async () => {
    const response = await fetch(`${serviceUrl(sandbox, "data-integration")}/api/v2/QueryingData/GetData?modelId=${MODEL_ID}`, { headers: { authorization: await bearer(sandbox, "acme") } });
    expect(response.status).toBe(200);
  });
});
