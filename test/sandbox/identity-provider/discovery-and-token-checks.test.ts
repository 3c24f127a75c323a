// The sandbox's identity provider over HTTP, and every other service checking its tokens.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBundledSpecs, listOperations, buildRequest, type Json } from "../../support/openapi.js";
import { DEFAULT_TENANT_ID, type RunningSandbox } from "../../../tools/src/sandbox/index.js";
import { bearer, MODEL_ID, requestToken, serviceUrl, startTestSandbox } from "../../support/sandbox.js";

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

describe("no answer broke the spec", () => {
  it("recorded no violation", () => {
    expect(sandbox.violations).toEqual([]);
  });
});
