// POST /connect/token: the client-credentials grant and its RFC 6749 refusals.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTokenProvider } from "../../../../src/auth/index.js";
import { DEFAULT_TENANT_ID, type RunningSandbox } from "../../../../tools/src/sandbox/index.js";
import { MODEL_ID, requestToken, serviceUrl, startTestSandbox } from "../../../support/sandbox.js";

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.stop());

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

describe("no answer broke the spec", () => {
  it("recorded no violation", () => {
    expect(sandbox.violations).toEqual([]);
  });
});
