import { inspect } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { createTokenProvider, TokenRequestError, type TokenProviderOptions } from "../../../src/auth/index.js";
import { hangUp, reply } from "../http/test-server.js";
import { startFakeIdentityProvider, type FakeIdentityProvider, type TokenAnswer } from "./fake-identity-provider.js";

const providers: FakeIdentityProvider[] = [];
afterEach(async () => {
  await Promise.all(providers.splice(0).map((idp) => idp.server.close()));
});

async function idp(answer?: TokenAnswer): Promise<FakeIdentityProvider> {
  const started = await startFakeIdentityProvider(answer);
  providers.push(started);
  return started;
}

function options(fake: FakeIdentityProvider, extra: Partial<TokenProviderOptions> = {}): TokenProviderOptions {
  return { issuer: fake.issuer, clientId: "acme.sync", clientSecret: "s3cret", allowInsecureHttp: true, ...extra };
}

/** Undoes RFC 6749 section 2.3.1: base64, then form-decoding of each side of the first colon. */
function decodeBasic(header: string | undefined): [string, string] {
  const [scheme, credentials = ""] = (header ?? "").split(" ");
  expect(scheme).toBe("Basic");
  const decoded = Buffer.from(credentials, "base64").toString("latin1");
  const colon = decoded.indexOf(":");
  const formDecode = (text: string) => decodeURIComponent(text.replaceAll("+", " "));
  return [formDecode(decoded.slice(0, colon)), formDecode(decoded.slice(colon + 1))];
}

describe("the token endpoint is read from the issuer's discovery document", () => {
  it("asks /.well-known/openid-configuration, then POSTs to its token_endpoint", async () => {
    const fake = await idp();
    await createTokenProvider(options(fake)).getToken();
    expect(fake.server.received.map((request) => `${request.method} ${request.url}`)).toEqual([
      "GET /.well-known/openid-configuration",
      "POST /connect/token",
    ]);
  });

  it(
    "a failed discovery rejects with TokenRequestError " + "(step discovery) and the next call discovers again",
    async () => {
      let discoveries = 0;
      const fake = await idp();
      const provider = createTokenProvider({
        ...options(fake),
        fetch: (input, init) =>
          discoveries++ === 0 ? Promise.resolve(new Response("down", { status: 500 })) : fetch(input, init),
      });
      const failure = await provider.getToken().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(TokenRequestError);
      expect(failure).toMatchObject({
        step: "discovery",
        status: 500,
        url: `${fake.issuer}/.well-known/openid-configuration`,
      });
      expect(await provider.getToken()).toBe("token-none-0");
    },
  );
});

describe("an issuer that is not the one discovery names is refused, naming both", () => {
  it("localhost configured, 127.0.0.1 in the discovery document: the message says both issuers", async () => {
    const fake = await idp();
    const port = new URL(fake.issuer).port;
    const provider = createTokenProvider({
      ...options(fake),
      issuer: `http://localhost:${port}`,
      fetch: (input, init) =>
        fetch(String(input instanceof Request ? input.url : input).replace("//localhost:", "//127.0.0.1:"), init),
    });
    const failure = await provider.getToken().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TokenRequestError);
    expect((failure as Error).message).toBe(
      `discovery request to http://localhost:${port}/.well-known/openid-configuration ` +
        `failed: the discovery document names the issuer "http://127.0.0.1:${port}", ` +
        `not the configured issuer "http://localhost:${port}": give issuer exactly as ` +
        `the identity provider names itself (scheme, host name, port and path)`,
    );
    expect(fake.tokenRequests()).toEqual([]);
  });
});

describe("the token request is a client credentials grant with HTTP Basic, tid and scope", () => {
  it("sends grant_type=client_credentials, tid and scope=apiim by default, form-encoded", async () => {
    const fake = await idp();
    await createTokenProvider(options(fake, { tenantId: "tenant-a" })).getToken();
    const [request] = fake.tokenRequests();
    expect(request?.headers["content-type"]).toMatch(/^application\/x-www-form-urlencoded/);
    const form = new URLSearchParams(request?.body.toString());
    expect(Object.fromEntries(form)).toEqual({ grant_type: "client_credentials", tid: "tenant-a", scope: "apiim" });
  });

  it("sends no tid without tenantId, the given scope, and no scope for an empty one", async () => {
    const fake = await idp();
    await createTokenProvider(options(fake, { scope: "apiim openid" })).getToken();
    await createTokenProvider(options(fake, { scope: "" })).getToken();
    const [scoped, unscoped] = fake
      .tokenRequests()
      .map((request) => Object.fromEntries(new URLSearchParams(request.body.toString())));
    expect(scoped).toEqual({ grant_type: "client_credentials", scope: "apiim openid" });
    expect(unscoped).toEqual({ grant_type: "client_credentials" });
  });

  it.each([
    ["plain", "acme.sync", "s3cret"],
    ["colon, percent, space and non-ASCII", "acme:sync id", "p:ss% wörd€ 🔑+/="],
  ])(
    "Basic credentials (%s) are form-encoded before base64, so the server recovers them exactly",
    async (_case, clientId, clientSecret) => {
      const fake = await idp();
      await createTokenProvider({ ...options(fake), clientId, clientSecret }).getToken();
      expect(decodeBasic(fake.tokenRequests()[0]?.headers.authorization)).toEqual([clientId, clientSecret]);
    },
  );
});

describe("a token is cached and concurrent callers share one request", () => {
  it("a second call is served from the cache", async () => {
    const fake = await idp();
    const provider = createTokenProvider(options(fake));
    expect(await provider.getToken()).toBe("token-none-0");
    expect(await provider.getToken()).toBe("token-none-0");
    expect(fake.tokenRequests()).toHaveLength(1);
  });

  it("50 concurrent calls on a cold cache make exactly one discovery and one token request", async () => {
    const fake = await idp();
    const provider = createTokenProvider(options(fake));
    const tokens = await Promise.all(Array.from({ length: 50 }, () => provider.getToken()));
    expect(new Set(tokens)).toEqual(new Set(["token-none-0"]));
    expect(fake.discoveryRequests()).toHaveLength(1);
    expect(fake.tokenRequests()).toHaveLength(1);
  });
});

describe("tenant A's token is never served for tenant B", () => {
  it("two providers of one service account, tenants A and B, each get their own token", async () => {
    const fake = await idp();
    const a = createTokenProvider(options(fake, { tenantId: "A" }));
    const b = createTokenProvider(options(fake, { tenantId: "B" }));
    expect(await a.getToken()).toBe("token-A-0");
    expect(await b.getToken()).toBe("token-B-1");
    expect(await a.getToken()).toBe("token-A-0");
  });

  it("forTenant shares discovery but keeps one cache entry per tenant, also when asked concurrently", async () => {
    const fake = await idp();
    const provider = createTokenProvider(options(fake, { tenantId: "A" }));
    const [fromRoot, forA, forB, none] = await Promise.all([
      provider.getToken(),
      provider.forTenant("A").getToken(),
      provider.forTenant("B").getToken(),
      createTokenProvider(options(fake)).getToken(),
    ]);
    expect(fromRoot).toMatch(/^token-A-/);
    expect(forA).toBe(fromRoot);
    expect(forB).toMatch(/^token-B-/);
    expect(none).toMatch(/^token-none-/);
    expect(
      fake
        .tokenRequests()
        .map((request) => new URLSearchParams(request.body.toString()).get("tid"))
        .sort(),
    ).toEqual(["A", "B", null]);
  });

  it("invalidating tenant B's token leaves tenant A's cached", async () => {
    const fake = await idp();
    const provider = createTokenProvider(options(fake, { tenantId: "A" }));
    const forB = provider.forTenant("B");
    const a = await provider.getToken();
    await forB.getToken();
    forB.invalidate();
    expect(await provider.getToken()).toBe(a);
    expect(await forB.getToken()).toBe("token-B-2");
  });
});

describe("a token is renewed skewSeconds before expires_in runs out, counted from the answer's arrival", () => {
  it("expires_in 600 and skew 60: served until 540 s after arrival, renewed from then on", async () => {
    let clock = 1_000_000;
    const fake = await idp((form, n, response) => {
      clock += 5_000;
      reply(response, 200, {}, { access_token: `token-${n}`, expires_in: 600, token_type: "Bearer" });
    });
    const provider = createTokenProvider(options(fake, { skewSeconds: 60, now: () => clock }));
    expect(await provider.getToken()).toBe("token-0");
    const arrival = clock;
    clock = arrival + 539_999;
    expect(await provider.getToken()).toBe("token-0");
    clock = arrival + 540_000;
    expect(await provider.getToken()).toBe("token-1");
  });

  it("the margin is at most half the lifetime: expires_in 60 with skew 60 is renewed after 30 s", async () => {
    let clock = 0;
    const fake = await idp((_form, n, response) =>
      reply(response, 200, {}, { access_token: `token-${n}`, expires_in: 60, token_type: "Bearer" }),
    );
    const provider = createTokenProvider(options(fake, { skewSeconds: 60, now: () => clock }));
    await provider.getToken();
    clock = 29_999;
    expect(await provider.getToken()).toBe("token-0");
    clock = 30_000;
    expect(await provider.getToken()).toBe("token-1");
  });
});

describe("a token answered without expires_in is kept 60 s, not requested again on every call", () => {
  it("is served until 30 s (60 s less the margin of half its lifetime), renewed from then on", async () => {
    let clock = 0;
    const fake = await idp((_form, n, response) =>
      reply(response, 200, {}, { access_token: `token-${n}`, token_type: "Bearer" }),
    );
    const provider = createTokenProvider(options(fake, { skewSeconds: 60, now: () => clock }));
    expect(await provider.getToken()).toBe("token-0");
    clock = 29_999;
    expect(await provider.getToken()).toBe("token-0");
    clock = 30_000;
    expect(await provider.getToken()).toBe("token-1");
  });
});

describe("invalidate forgets the cached token, or only the token that was rejected", () => {
  it("invalidate() makes the next call ask for a new token", async () => {
    const fake = await idp();
    const provider = createTokenProvider(options(fake));
    await provider.getToken();
    provider.invalidate();
    expect(await provider.getToken()).toBe("token-none-1");
  });

  it("invalidate(staleToken) keeps a newer cached token", async () => {
    const fake = await idp();
    const provider = createTokenProvider(options(fake));
    const stale = await provider.getToken();
    provider.invalidate(stale);
    const fresh = await provider.getToken();
    provider.invalidate(stale);
    expect(await provider.getToken()).toBe(fresh);
    expect(fake.tokenRequests()).toHaveLength(2);
  });
});

describe("a failed token request rejects all its waiters and the next call starts afresh", () => {
  it("five waiters of a 500 all get TokenRequestError; the next call gets a token", async () => {
    const fake = await idp((form, n, response) =>
      n === 0
        ? reply(response, 500, {}, { message: "boom" })
        : reply(response, 200, {}, { access_token: "fresh", expires_in: 600, token_type: "Bearer" }),
    );
    const provider = createTokenProvider(options(fake));
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => provider.getToken()));
    for (const result of results) {
      expect(result.status).toBe("rejected");
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(TokenRequestError);
      expect((result as PromiseRejectedResult).reason).toMatchObject({ step: "token", status: 500 });
    }
    expect(fake.tokenRequests()).toHaveLength(1);
    expect(await provider.getToken()).toBe("fresh");
    expect(fake.tokenRequests()).toHaveLength(2);
  });

  it("an OAuth error answer gives its status, error code and description", async () => {
    const fake = await idp((_form, _n, response) =>
      reply(response, 400, {}, { error: "invalid_scope", error_description: "scope apiim is not allowed" }),
    );
    const failure = await createTokenProvider(options(fake))
      .getToken()
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({
      step: "token",
      status: 400,
      error: "invalid_scope",
      errorDescription: "scope apiim is not allowed",
    });
    expect((failure as Error).message).toBe(
      `token request to ${fake.issuer}/connect/token failed: HTTP 400, invalid_scope, scope apiim is not allowed`,
    );
  });

  it("a 401 challenge gives its status and the challenge's error code", async () => {
    const fake = await idp((_form, _n, response) =>
      reply(
        response,
        401,
        { "www-authenticate": 'Basic realm="idp", error="invalid_client"' },
        { error: "invalid_client" },
      ),
    );
    const failure = await createTokenProvider(options(fake))
      .getToken()
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 401, error: "invalid_client" });
  });
});

describe("plain-http issuers are refused unless allowInsecureHttp is true", () => {
  it("an http issuer without allowInsecureHttp is refused when the provider is made", () => {
    expect(() => createTokenProvider({ issuer: "http://idp.example.com", clientId: "a", clientSecret: "b" })).toThrow(
      /issuer must be an https URL.*allowInsecureHttp: true/,
    );
  });

  it("an https issuer whose discovery names an http token endpoint is refused before any token request", async () => {
    const sent: string[] = [];
    const provider = createTokenProvider({
      issuer: "https://idp.example.com",
      clientId: "a",
      clientSecret: "b",
      fetch: async (input) => {
        sent.push(input instanceof Request ? input.url : String(input));
        return Response.json({
          issuer: "https://idp.example.com",
          token_endpoint: "http://idp.example.com/connect/token",
        });
      },
    });
    const failure = await provider.getToken().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TokenRequestError);
    expect(sent).toEqual(["https://idp.example.com/.well-known/openid-configuration"]);
  });

  it.each([
    [{ issuer: "not a url" }, /issuer must be an absolute URL/],
    [{ issuer: "ftp://idp.example.com" }, /issuer must be an https URL/],
    [{ clientId: "" }, /clientId must be a non-empty string/],
    [{ clientSecret: "" }, /clientSecret must be a non-empty string/],
    [{ skewSeconds: -1 }, /skewSeconds must be a non-negative number/],
  ])("bad options %j are refused naming the option", (bad, message) => {
    expect(() =>
      createTokenProvider({ issuer: "https://idp.example.com", clientId: "a", clientSecret: "b", ...bad }),
    ).toThrow(message);
  });
});

describe("errors never contain the client secret or a token", () => {
  const clientSecret = "Sup3r:Secret% wörd";
  const leakedToken = "eyJ.leaked-access-token.sig";
  const forbidden = [clientSecret, encodeURIComponent(clientSecret), leakedToken];

  function everythingShown(error: unknown): string {
    const parts: string[] = [];
    for (let current: unknown = error; current instanceof Error; current = current.cause) {
      parts.push(String(current), current.message, current.stack ?? "", JSON.stringify(current));
    }
    parts.push(inspect(error, { depth: Infinity, showHidden: true }));
    return parts.join("\n");
  }

  it.each<[string, TokenAnswer]>([
    [
      "a 401 whose description echoes the secret",
      (_form, _n, response) =>
        reply(response, 401, {}, { error: "invalid_client", error_description: `bad secret ${clientSecret}` }),
    ],
    [
      "a 200 refused for its token_type, whose body holds the token",
      (_form, _n, response) =>
        reply(response, 200, {}, { access_token: leakedToken, expires_in: 600, token_type: "mac" }),
    ],
    [
      "a 500 whose body echoes the secret",
      (_form, _n, response) => reply(response, 500, {}, { secret: clientSecret, token: leakedToken }),
    ],
    ["a dropped connection", (_form, _n, response) => hangUp(response)],
  ])("%s", async (_case, answer) => {
    const fake = await idp(answer);
    const failure = await createTokenProvider({ ...options(fake), clientSecret })
      .getToken()
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TokenRequestError);
    const shown = everythingShown(failure);
    for (const secret of forbidden) expect(shown).not.toContain(secret);
  });
});
