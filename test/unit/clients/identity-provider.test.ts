import { afterEach, describe, expect, it } from "vitest";
import { createTokenProvider } from "../../../src/auth/index.js";
import { createIdentityClient } from "../../../src/clients/index.js";
import { startFakeIdentityProvider, type FakeIdentityProvider } from "../auth/fake-identity-provider.js";
import { reply, startServer, type TestServer } from "../http/test-server.js";

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

describe("createIdentityClient is typed by the identity provider spec", () => {
  it("lists tenants with a token of the provider, typed as TenantCollection", async () => {
    const fake: FakeIdentityProvider = await startFakeIdentityProvider();
    const api: TestServer = await startServer((request, response) =>
      request.headers.authorization === "Bearer token-t1-0"
        ? reply(response, 200, {}, { totalCount: 1, items: [{ id: "t1", name: "Acme Trading" }] })
        : reply(response, 401),
    );
    closers.push(fake.server.close, api.close);
    const getToken = createTokenProvider({
      issuer: fake.issuer,
      clientId: "c",
      clientSecret: "s",
      tenantId: "t1",
      allowInsecureHttp: true,
    });
    const client = createIdentityClient({ baseUrl: api.origin, getToken });
    const { data } = await client.GET("/api/v2/Tenants", { params: { query: { offset: 0, limit: 10 } } });
    const names: Array<string | undefined> | undefined = data?.items.map((tenant) => tenant.name);
    expect(names).toEqual(["Acme Trading"]);
    expect(api.received[0]?.url).toBe("/api/v2/Tenants?offset=0&limit=10");
  });

  it("refuses at compile time a path the spec does not have", () => {
    const client = createIdentityClient({ baseUrl: "http://127.0.0.1:9" });
    // @ts-expect-error not a path of the identity provider spec
    const call = () => client.GET("/api/v2/Nothing");
    expect(typeof call).toBe("function");
  });
});
