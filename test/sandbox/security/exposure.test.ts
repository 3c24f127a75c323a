// Exposure (issue 21 finding 7): a non-loopback host needs a control token, the control API and
// the typed control client then use it, and --public-url names the issuer of discovery and tokens.
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSandboxControlClient } from "../../../src/clients/index.js";
import {
  isLoopbackHost,
  SandboxStartError,
  startSandbox,
  type RunningSandbox,
} from "../../../tools/src/sandbox/index.js";
import { requestToken, serviceUrl, startTestSandbox } from "../../support/sandbox.js";

const TOKEN = "control-token-for-the-tests-0123";

describe("a non-loopback host needs a control token, else the start is refused naming why", () => {
  it.each(["0.0.0.0", "::", "192.0.2.10"])(
    "host %s without a control token is refused before any port listens",
    async (host) => {
      await expect(startSandbox({ basePort: "free", host, onLog: () => {} })).rejects.toThrow(SandboxStartError);
      await expect(startSandbox({ basePort: "free", host, onLog: () => {} })).rejects.toThrow(
        `host ${host} is not a loopback address: anyone who reaches it could reset every ` +
          `tenant and mint accounts through the control API; give a control token ` +
          `(--control-token-file <file>, SANDBOX_CONTROL_TOKEN, controlToken) to bind it`,
      );
    },
  );
  it("loopback names are recognised as loopback, others are not", () => {
    expect(["127.0.0.1", "127.1.2.3", "localhost", "::1", "[::1]"].map(isLoopbackHost)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(["0.0.0.0", "::", "10.0.0.1", "example.com", "::ffff:10.0.0.1"].map(isLoopbackHost)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
  it("a control token shorter than 16 characters or with white space is refused", async () => {
    await expect(startSandbox({ basePort: "free", controlToken: "short" })).rejects.toThrow(
      "controlToken must be at least 16 characters without white space",
    );
    await expect(startSandbox({ basePort: "free", controlToken: "sixteen chars and more" })).rejects.toThrow(
      "controlToken must be at least 16 characters without white space",
    );
  });
});

describe("with a control token every control call needs Authorization: Bearer <control token>", () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ services: ["identity-provider"], controlToken: TOKEN });
  });
  afterAll(() => sandbox.stop());
  const reset = (authorization?: string) =>
    fetch(`${serviceUrl(sandbox, "identity-provider")}/_sandbox/reset`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(authorization === undefined ? {} : { authorization }) },
    });

  it.each([
    ["no Authorization", undefined, 'Bearer realm="sandbox-control", error="invalid_request"'],
    [
      "Basic credentials",
      `Basic ${Buffer.from(`x:${TOKEN}`).toString("base64")}`,
      'Bearer realm="sandbox-control", error="invalid_request"',
    ],
    [
      "a wrong token",
      "Bearer control-token-for-the-tests-0124",
      'Bearer realm="sandbox-control", error="invalid_token"',
    ],
    ["the token with a suffix", `Bearer ${TOKEN}x`, 'Bearer realm="sandbox-control", error="invalid_token"'],
    ["a prefix of the token", `Bearer ${TOKEN.slice(0, -1)}`, 'Bearer realm="sandbox-control", error="invalid_token"'],
    ["an empty bearer", "Bearer ", 'Bearer realm="sandbox-control", error="invalid_request"'],
  ])("%s is 401 with a Bearer challenge, and nothing is reset", async (_, authorization, challenge) => {
    const response = await reset(authorization);
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toBe(challenge);
    expect(((await response.json()) as { title: string }).title).toBe("Unauthorized");
  });
  it("the typed control client with controlToken is let in", async () => {
    const control = createSandboxControlClient({
      baseUrl: serviceUrl(sandbox, "identity-provider"),
      controlToken: TOKEN,
    });
    const { response, data } = await control.GET("/_sandbox/deliveries");
    expect(response.status).toBe(200);
    expect(data).toEqual({ totalCount: 0, evicted: 0, items: [] });
    expect((await control.POST("/_sandbox/reset")).response.status).toBe(204);
  });
  it("the typed control client without it gets the 401", async () => {
    const control = createSandboxControlClient({ baseUrl: serviceUrl(sandbox, "identity-provider") });
    expect((await control.GET("/_sandbox/journal")).response.status).toBe(401);
  });
  it("platform operations keep their own tokens: the token endpoint does not take the control token", async () => {
    const { status } = await requestToken(sandbox, "acme", "acme-secret", { grant_type: "client_credentials" });
    expect(status).toBe(200);
  });
});

describe("publicUrl names the address discovery and the tokens' iss use", () => {
  it("discovery and a token name the public URL, not the bound address", async () => {
    const sandbox = await startTestSandbox({
      services: ["identity-provider"],
      publicUrl: "https://sandbox.example.test/idp",
    });
    try {
      const discovery = (await (
        await fetch(`${serviceUrl(sandbox, "identity-provider")}/.well-known/openid-configuration`)
      ).json()) as Record<string, string>;
      expect(discovery).toMatchObject({
        issuer: "https://sandbox.example.test/idp",
        token_endpoint: "https://sandbox.example.test/idp/connect/token",
      });
      const { body } = await requestToken(sandbox, "acme", "acme-secret", { grant_type: "client_credentials" });
      expect(decodeJwt(String(body.access_token)).iss).toBe("https://sandbox.example.test/idp");
    } finally {
      await sandbox.stop();
    }
  });
  it("a public URL that is no http(s) URL or has a fragment is refused", async () => {
    await expect(startSandbox({ basePort: "free", publicUrl: "ftp://x" })).rejects.toThrow(
      'publicUrl must be an absolute http or https URL without a fragment (found "ftp://x")',
    );
    await expect(startSandbox({ basePort: "free", publicUrl: "http://x/#a" })).rejects.toThrow(
      "publicUrl must be an absolute http or https URL without a fragment",
    );
  });
});
