// The sandbox's identity provider over HTTP, and every other service checking its tokens.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTokenProvider } from "../../../src/auth/index.js";
import { loadBundledSpecs, listOperations, buildRequest, type Json } from "../../support/openapi.js";
import { DEFAULT_TENANT_ID, type RunningSandbox } from "../../../tools/src/sandbox/index.js";
import { bearer, MODEL_ID, OTHER_TENANT_ID, requestToken, serviceUrl, startTestSandbox } from "../../support/sandbox.js";

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.stop());

describe("discovery names the sandbox's own issuer and token endpoint", () => {
  it("answers issuer, token_endpoint and jwks_uri on the identity provider's port", async () => {
    const idp = serviceUrl(sandbox, "identity-provider");
    const discovery = (await (await fetch(`${idp}/.well-known/openid-configuration`)).json()) as Record<string, string>;
    expect([discovery.issuer, discovery.token_endpoint, discovery.jwks_uri]).toEqual([
      idp,
      `${idp}/connect/token`,
      `${idp}/.well-known/jwks`,
    ]);
  });
});

describe("POST /connect/token issues client-credentials tokens and refuses with RFC 6749 errors", () => {
  it("issues a Bearer token for a registered account and tenant", async () => {
    const { status, body } = await requestToken(sandbox, "acme", "acme-secret", {
      grant_type: "client_credentials",
      tid: DEFAULT_TENANT_ID,
      scope: "apiim",
    });
    expect([status, body.token_type, body.expires_in, body.scope]).toEqual([200, "Bearer", 600, "apiim"]);
  });
  it("refuses a wrong secret with 401 invalid_client", async () => {
    const { status, body } = await requestToken(sandbox, "acme", "wrong", {
      grant_type: "client_credentials",
      tid: DEFAULT_TENANT_ID,
    });
    expect([status, body.error]).toEqual([401, "invalid_client"]);
  });
  it("refuses another grant with 400 unsupported_grant_type", async () => {
    const { status, body } = await requestToken(sandbox, "acme", "acme-secret", {
      grant_type: "password",
      tid: DEFAULT_TENANT_ID,
    });
    expect([status, body.error]).toEqual([400, "unsupported_grant_type"]);
  });
  it("refuses a tenant the account is not registered in", async () => {
    const { status, body } = await requestToken(sandbox, "beta", "beta-secret", {
      grant_type: "client_credentials",
      tid: DEFAULT_TENANT_ID,
    });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(String(body.error_description)).toContain(DEFAULT_TENANT_ID);
  });
  it("works with the package's own createTokenProvider unchanged", async () => {
    const tokens = createTokenProvider({
      issuer: serviceUrl(sandbox, "identity-provider"),
      clientId: "acme",
      clientSecret: "acme-secret",
      tenantId: DEFAULT_TENANT_ID,
      allowInsecureHttp: true,
    });
    const response = await fetch(
      `${serviceUrl(sandbox, "data-integration")}/api/v2/QueryingData/GetData?modelId=${MODEL_ID}`,
      {
        headers: { authorization: `Bearer ${await tokens.getToken()}` },
      },
    );
    expect(response.status).toBe(200);
  });
});

describe("every other service checks the token: 401 with WWW-Authenticate otherwise", () => {
  const secured = loadBundledSpecs("openapi").flatMap((spec) => {
    // An empty requirement ({}) makes the token optional: the control API without a control token.
    const op = listOperations(spec).find((o) => {
      const requirements = (o.operation.security ?? o.document.security ?? []) as Json[];
      return (
        !requirements.some((r) => Object.keys(r).length === 0) &&
        requirements.some((r) => Object.keys(r).length > 0 && !("clientCredentials" in r))
      );
    });
    return op === undefined ? [] : [op];
  });
  it("covers every service but the control API", () => {
    expect(secured.map((op) => op.spec).sort()).toEqual([
      "connector-catalogue",
      "data-integration",
      "file-content",
      "identity-provider",
      "order-integration",
      "webhook-consumer",
    ]);
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
    const { body } = await requestToken(sandbox, "acme", "acme-secret", {
      grant_type: "client_credentials",
      tid: DEFAULT_TENANT_ID,
      scope: "openid",
    });
    const response = await fetch(
      `${serviceUrl(sandbox, "data-integration")}/api/v2/QueryingData/GetData?modelId=${MODEL_ID}`,
      { headers: { authorization: `Bearer ${String(body.access_token)}` } },
    );
    expect([401, 403]).toContain(response.status);
    expect(response.headers.get("www-authenticate")).toContain("scope");
  });
  it("the data service refuses a token without tenant context (tid)", async () => {
    const { body } = await requestToken(sandbox, "acme", "acme-secret", {
      grant_type: "client_credentials",
      scope: "apiim",
    });
    const response = await fetch(
      `${serviceUrl(sandbox, "data-integration")}/api/v2/QueryingData/GetData?modelId=${MODEL_ID}`,
      { headers: { authorization: `Bearer ${String(body.access_token)}` } },
    );
    expect(response.status).toBe(401);
    expect(((await response.json()) as { claim?: string }).claim).toBe("tid");
  });
  it("a valid token passes", async () => {
    const response = await fetch(
      `${serviceUrl(sandbox, "data-integration")}/api/v2/QueryingData/GetData?modelId=${MODEL_ID}`,
      { headers: { authorization: await bearer(sandbox, "acme") } },
    );
    expect(response.status).toBe(200);
  });
});

describe("GET /api/v2/Tenants and /api/v2/Tenants/{id} answer the identity provider's tenants", () => {
  const tenants = async (path: string) => {
    const response = await fetch(`${serviceUrl(sandbox, "identity-provider")}/api/v2/Tenants${path}`, {
      headers: { authorization: await bearer(sandbox, "acme") },
    });
    return {
      status: response.status,
      body: (await response.json()) as { totalCount: number; items: Record<string, unknown>[] } & Record<
        string,
        unknown
      >,
    };
  };
  it("lists the seed's tenants as { totalCount, items[] }, each Active without a parent", async () => {
    const { status, body } = await tenants("");
    expect(status).toBe(200);
    expect(body.totalCount).toBe(2);
    expect(body.items).toEqual([
      {
        id: DEFAULT_TENANT_ID,
        name: "Acme Trading",
        status: "Active",
        parentTenantId: null,
        parentTenantName: null,
        customData: {},
        identifiers: [],
      },
      {
        id: OTHER_TENANT_ID,
        name: "Beta Retail",
        status: "Active",
        parentTenantId: null,
        parentTenantName: null,
        customData: {},
        identifiers: [],
      },
    ]);
  });
  it("pages with offset and limit; totalCount counts every tenant", async () => {
    const { body } = await tenants("?offset=1&limit=1");
    expect([body.totalCount, body.items.map((t) => t.id)]).toEqual([2, [OTHER_TENANT_ID]]);
  });
  it(
    "lists and reads a tenant added through POST " +
      "/_sandbox/tenants, its vendor code as its owner " +
      "organization",
    async () => {
      const id = "6d1e3f5a-7b9c-4d2e-8f0a-1b3c5d7e9f2a";
      const added = await fetch(`${serviceUrl(sandbox, "identity-provider")}/_sandbox/tenants`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ id, name: "Gamma Foods", vendorCode: "87654321|DE" }),
      });
      expect(added.status).toBe(201);
      const listed = await tenants("");
      expect([listed.body.totalCount, listed.body.items.at(-1)?.id]).toEqual([3, id]);
      const read = await tenants(`/${id}`);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ id, name: "Gamma Foods", status: "Active" });
      expect(read.body.organizations).toEqual([
        {
          id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
          code: "87654321|DE",
          organizationIdentification: { number: "87654321", countryCode: "DE" },
          isTenantOwner: true,
        },
      ]);
      expect((await tenants(`/${id}`)).body.organizations).toEqual(read.body.organizations);
    },
  );
  it("refuses an unknown tenant id with 404 naming it", async () => {
    const { status, body } = await tenants("/00000000-0000-4000-8000-000000000000");
    expect(status).toBe(404);
    expect(body.detail).toContain("00000000-0000-4000-8000-000000000000");
  });
});

describe("no answer broke the spec", () => {
  it("recorded no violation", () => {
    expect(sandbox.violations).toEqual([]);
  });
});
