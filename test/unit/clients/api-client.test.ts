import { afterEach, describe, expect, it, vi } from "vitest";
import type { Middleware } from "openapi-fetch";
import { createTokenProvider } from "../../../src/auth/index.js";
import { createApiClient, withBearerToken } from "../../../src/clients/index.js";
import { createRetryingFetch, RequestFailedError } from "../../../src/http/index.js";
import { startFakeIdentityProvider, type FakeIdentityProvider } from "../auth/fake-identity-provider.js";
import { hangUp, reply, startServer, type Handler, type TestServer } from "../http/test-server.js";

type Answer = { responses: { 200: { content: { "application/json": { name: string } } } } };

interface TestPaths {
  "/any": { get: Answer; put: Answer; post: Answer; delete: Answer; options: Answer; head: Answer; patch: Answer };
  "/things/{id}": {
    get: {
      parameters: { path: { id: string }; query?: { tag?: string } };
      responses: { 200: { content: { "application/json": { name: string } } } };
    };
  };
  "/uploads": {
    post: {
      requestBody: { content: { "multipart/form-data": { file: Blob; note?: string; tags?: string[] } } };
      responses: { 200: { content: { "application/json": { name: string } } } };
    };
  };
  "/things": {
    get: { responses: { 200: { content: { "application/json": { name: string } } } } };
    post: {
      requestBody: { content: { "application/json": { name: string } } };
      responses: { 200: { content: { "application/json": { name: string } } } };
    };
  };
}

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function serve(handler: Handler): Promise<TestServer> {
  const server = await startServer(handler);
  closers.push(server.close);
  return server;
}

async function idp(): Promise<FakeIdentityProvider> {
  const fake = await startFakeIdentityProvider();
  closers.push(fake.server.close);
  return fake;
}

/** Accepts only the given bearer tokens. */
function acceptTokens(...accepted: string[]): Handler {
  return (request, response) =>
    accepted.some((token) => request.headers.authorization === `Bearer ${token}`)
      ? reply(response, 200, {}, { name: "ok" })
      : reply(response, 401, {}, { title: "Unauthorized" });
}

function countingProvider(tokens: string[]) {
  const invalidated: Array<string | undefined> = [];
  let current = 0;
  return {
    invalidated,
    getToken: async () => tokens[current] ?? "none",
    invalidate: (rejected?: string) => {
      invalidated.push(rejected);
      current++;
    },
  };
}

describe("every request carries Authorization: Bearer <token> from getToken", () => {
  it("from a function", async () => {
    const server = await serve(acceptTokens("t1"));
    const client = createApiClient<TestPaths>({ baseUrl: server.origin, getToken: () => "t1" });
    const { data } = await client.GET("/things");
    expect(data).toEqual({ name: "ok" });
    expect(server.received[0]?.headers.authorization).toBe("Bearer t1");
  });

  it("from a token provider", async () => {
    const server = await serve(acceptTokens("t1"));
    const client = createApiClient<TestPaths>({ baseUrl: server.origin, getToken: countingProvider(["t1"]) });
    expect((await client.GET("/things")).response.status).toBe(200);
  });

  it("without getToken requests go without Authorization", async () => {
    const server = await serve((_request, response) => reply(response, 200, {}, { name: "anonymous" }));
    await createApiClient<TestPaths>({ baseUrl: server.origin }).GET("/things");
    expect(server.received[0]?.headers.authorization).toBeUndefined();
  });
});

describe("a 401 invalidates the token once, and the request is sent once more with a fresh one", () => {
  it("a refused token is invalidated and the retry with the fresh token succeeds", async () => {
    const server = await serve(acceptTokens("fresh"));
    const provider = countingProvider(["stale", "fresh"]);
    const { data } = await createApiClient<TestPaths>({ baseUrl: server.origin, getToken: provider }).GET("/things");
    expect(data).toEqual({ name: "ok" });
    expect(provider.invalidated).toEqual(["stale"]);
    expect(server.received.map((request) => request.headers.authorization)).toEqual(["Bearer stale", "Bearer fresh"]);
  });

  it("a second 401 is returned as the answer, not retried again", async () => {
    const server = await serve(acceptTokens());
    const provider = countingProvider(["stale", "also-refused", "never-asked"]);
    const { error, response } = await createApiClient<TestPaths>({ baseUrl: server.origin, getToken: provider }).GET(
      "/things",
    );
    expect(response.status).toBe(401);
    expect(error).toEqual({ title: "Unauthorized" });
    expect(provider.invalidated).toEqual(["stale"]);
    expect(server.received).toHaveLength(2);
  });

  it("a source with no other token gets the 401 back without a second request", async () => {
    const server = await serve(acceptTokens());
    const { response } = await createApiClient<TestPaths>({ baseUrl: server.origin, getToken: () => "fixed" }).GET(
      "/things",
    );
    expect(response.status).toBe(401);
    expect(server.received).toHaveLength(1);
  });

  it("a POST refused with 401 is sent again with the same body (nothing was done)", async () => {
    const server = await serve(acceptTokens("fresh"));
    const client = createApiClient<TestPaths>({
      baseUrl: server.origin,
      getToken: countingProvider(["stale", "fresh"]),
    });
    await client.POST("/things", { body: { name: "Žofie" } });
    expect(server.received.map((request) => request.body.toString())).toEqual(['{"name":"Žofie"}', '{"name":"Žofie"}']);
  });

  it("with the token provider, 10 concurrent 401s on one stale token make one new token request", async () => {
    const fake = await idp();
    const provider = createTokenProvider({
      issuer: fake.issuer,
      clientId: "c",
      clientSecret: "s",
      allowInsecureHttp: true,
    });
    await provider.getToken();
    const server = await serve(acceptTokens("token-none-1"));
    const client = createApiClient<TestPaths>({ baseUrl: server.origin, getToken: provider });
    const results = await Promise.all(Array.from({ length: 10 }, () => client.GET("/things")));
    expect(results.map((result) => result.response.status)).toEqual(Array(10).fill(200));
    expect(fake.tokenRequests()).toHaveLength(2);
  });
});

describe("the client retries beneath openapi-fetch and throws one error class when nothing answers", () => {
  it("retry options reach the retrying fetch: a 503 then 200 GET succeeds", async () => {
    let call = 0;
    const server = await serve((_request, response) => reply(response, call++ === 0 ? 503 : 200, {}, { name: "ok" }));
    const client = createApiClient<TestPaths>({ baseUrl: server.origin, retry: { sleep: async () => {} } });
    expect((await client.GET("/things")).data).toEqual({ name: "ok" });
    expect(server.received).toHaveLength(2);
  });

  it("a POST answered 503 comes back as { error, response } after one request", async () => {
    const server = await serve((_request, response) => reply(response, 503, {}, { title: "Unavailable" }));
    const client = createApiClient<TestPaths>({ baseUrl: server.origin, retry: { sleep: async () => {} } });
    const { error, response } = await client.POST("/things", { body: { name: "x" } });
    expect(response.status).toBe(503);
    expect(error).toEqual({ title: "Unavailable" });
    expect(server.received).toHaveLength(1);
  });

  it("a dropped connection throws RequestFailedError with the attempts made", async () => {
    const server = await serve((_request, response) => hangUp(response));
    const client = createApiClient<TestPaths>({ baseUrl: server.origin, retry: { retries: 1, sleep: async () => {} } });
    await expect(client.GET("/things")).rejects.toMatchObject({ name: "RequestFailedError", attempts: 2 });
    await expect(client.GET("/things")).rejects.toBeInstanceOf(RequestFailedError);
  });

  it("timeoutMs reaches the retrying fetch (the client has none of its own by default)", async () => {
    const server = await serve(() => {});
    const client = createApiClient<TestPaths>({ baseUrl: server.origin, timeoutMs: 10, retry: { retries: 0 } });
    const failure = await client.GET("/things").catch((error: unknown) => error);
    expect((failure as RequestFailedError).cause).toMatchObject({ name: "TimeoutError" });
  });
});

describe("withBearerToken honours the caller's abort while waiting for a token", () => {
  it("rejects with the caller's reason when the token never comes", async () => {
    const reason = new Error("caller gave up");
    const controller = new AbortController();
    const authenticated = withBearerToken(createRetryingFetch(), () => {
      controller.abort(reason);
      return new Promise<string>(() => {});
    });
    await expect(authenticated("http://127.0.0.1:9/", { signal: controller.signal })).rejects.toBe(reason);
  });
});

describe("a call reaches the server exactly as openapi-fetch planned it, without a Request built for it", () => {
  const echo: Handler = (_request, response) => reply(response, 200, {}, { name: "ok" });

  it("path and query parameters are encoded into the address", async () => {
    const server = await serve(echo);
    const client = createApiClient<TestPaths>({ baseUrl: `${server.origin}/base/`, getToken: () => "t" });
    await client.GET("/things/{id}", { params: { path: { id: "a b/č" }, query: { tag: "x&y" } } });
    expect(server.received[0]?.url).toBe("/base/things/a%20b%2F%C4%8D?tag=x%26y");
  });

  it("a JSON body arrives byte for byte with Content-Type application/json", async () => {
    const server = await serve(echo);
    await createApiClient<TestPaths>({ baseUrl: server.origin }).POST("/things", { body: { name: "Žluťoučký kůň" } });
    expect(server.received[0]?.body.toString()).toBe('{"name":"Žluťoučký kůň"}');
    expect(server.received[0]?.headers["content-type"]).toBe("application/json");
  });

  it(
    "a part map with a Blob part arrives as " +
      "multipart/form-data with its boundary, also when resent " +
      "after a 401",
    async () => {
      const server = await serve(acceptTokens("fresh"));
      const client = createApiClient<TestPaths>({
        baseUrl: server.origin,
        getToken: countingProvider(["stale", "fresh"]),
      });
      const { response } = await client.POST("/uploads", {
        body: { file: new File(["a,b\n1,2"], "items.csv", { type: "text/csv" }) },
      });
      expect(response.status).toBe(200);
      expect(server.received).toHaveLength(2);
      for (const request of server.received) {
        const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(request.headers["content-type"] ?? "")?.[1];
        expect(boundary).toBeDefined();
        expect(request.body.toString()).toContain(`--${boundary}`);
        expect(request.body.toString()).toContain('filename="items.csv"');
        expect(request.body.toString()).toContain("a,b\n1,2");
      }
      expect(server.received[0]?.body.equals(server.received[1]!.body)).toBe(true);
    },
  );

  it(
    "a part map sends each member as a part: a File with its name " +
      "and type, text as it is, a list as one part per item",
    async () => {
      const server = await serve(echo);
      const client = createApiClient<TestPaths>({ baseUrl: server.origin });
      await client.POST("/uploads", {
        body: { file: new File(["%PDF"], "a.pdf", { type: "application/pdf" }), note: "first", tags: ["x", "y"] },
      });
      const parsed = await new Response(new Uint8Array(server.received[0]!.body), {
        headers: { "content-type": server.received[0]!.headers["content-type"]! },
      }).formData();
      const file = parsed.get("file") as File;
      expect([file.name, file.type, await file.text()]).toEqual(["a.pdf", "application/pdf", "%PDF"]);
      expect([parsed.get("note"), parsed.getAll("tags")]).toEqual(["first", ["x", "y"]]);
    },
  );

  it("a FormData body is sent as it is, and a JSON body without a Blob stays JSON", async () => {
    const server = await serve(echo);
    const client = createApiClient<TestPaths>({ baseUrl: server.origin });
    const form = new FormData();
    form.set("file", new Blob(["x"]), "x.txt");
    // A FormData the caller built is sent as it is: the typed body is the part map.
    await client.POST("/uploads", { body: form as unknown as { file: Blob } });
    await client.POST("/things", { body: { name: "n" } });
    expect(server.received[0]?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect([server.received[1]?.headers["content-type"], server.received[1]?.body.toString()]).toEqual([
      "application/json",
      '{"name":"n"}',
    ]);
  });

  it("a call's own fetch options (cache: no-store) reach the server, with or without middleware", async () => {
    const server = await serve(echo);
    const client = createApiClient<TestPaths>({ baseUrl: server.origin, getToken: () => "t" });
    await client.GET("/things", { cache: "no-store" });
    client.use({ onRequest: () => undefined });
    await client.GET("/things", { cache: "no-store" });
    expect(server.received).toHaveLength(2);
    for (const request of server.received)
      expect(request.headers).toMatchObject({ pragma: "no-cache", "cache-control": "no-cache" });
  });

  it("the caller's signal aborts the call with the caller's reason", async () => {
    const controller = new AbortController();
    const reason = new Error("caller gave up");
    const server = await serve(() => controller.abort(reason));
    const client = createApiClient<TestPaths>({ baseUrl: server.origin, getToken: () => "t" });
    await expect(client.GET("/things", { signal: controller.signal })).rejects.toBe(reason);
  });

  it("without timeoutMs and without a caller's signal, fetch is given no signal to follow", async () => {
    const inits: RequestInit[] = [];
    const fetch = async (_input: RequestInfo | URL, init?: RequestInit) => {
      inits.push(init ?? {});
      return Response.json({ name: "ok" });
    };
    const { data } = await createApiClient<TestPaths>({
      baseUrl: "http://127.0.0.1:9",
      fetch,
      getToken: () => "t",
    }).GET("/things");
    expect(data).toEqual({ name: "ok" });
    expect(inits).toHaveLength(1);
    expect(inits[0]?.signal).toBeUndefined();
    expect(new Headers(inits[0]?.headers).get("authorization")).toBe("Bearer t");
  });
});

describe("every method of the client sends its own HTTP method", () => {
  it("GET, PUT, POST, DELETE, OPTIONS, HEAD, PATCH and request(method) each arrive as themselves", async () => {
    const server = await serve((_request, response) => reply(response, 200, {}, { name: "ok" }));
    const client = createApiClient<TestPaths>({ baseUrl: server.origin });
    await client.GET("/any");
    await client.PUT("/any", {});
    await client.POST("/any", {});
    await client.DELETE("/any", {});
    await client.OPTIONS("/any", {});
    await client.HEAD("/any", {});
    await client.PATCH("/any", {});
    await client.request("patch", "/any", {});
    await client.request("get", "/any");
    expect(server.received.map((request) => request.method)).toEqual([
      "GET",
      "PUT",
      "POST",
      "DELETE",
      "OPTIONS",
      "HEAD",
      "PATCH",
      "PATCH",
      "GET",
    ]);
  });
});

describe("middleware sees a real Request, as openapi-fetch promises", () => {
  const echo: Handler = (_request, response) => reply(response, 200, {}, { name: "ok" });

  it("middleware registered with use gets a Request whose header changes reach the server", async () => {
    const server = await serve(echo);
    const client = createApiClient<TestPaths>({ baseUrl: server.origin, getToken: () => "t" });
    const seen: unknown[] = [];
    client.use({
      onRequest({ request }) {
        seen.push(request);
        request.headers.set("x-trace", "42");
      },
    });
    await client.GET("/things");
    expect(seen[0]).toBeInstanceOf(Request);
    expect(server.received[0]?.headers["x-trace"]).toBe("42");
    expect(server.received[0]?.headers.authorization).toBe("Bearer t");
  });

  it("a call's own middleware gets a Request, and a Request it returns is what is sent", async () => {
    const server = await serve(echo);
    const client = createApiClient<TestPaths>({ baseUrl: server.origin });
    const { response } = await client.POST("/things", {
      body: { name: "original" },
      middleware: [
        {
          onRequest: ({ request }) =>
            new Request(request, { body: JSON.stringify({ name: "replaced" }), method: "POST" }),
        },
      ],
    });
    expect(response.status).toBe(200);
    expect(server.received[0]?.body.toString()).toBe('{"name":"replaced"}');
  });
});

describe("a call that openapi-fetch would build as a Request gets one", () => {
  const echo: Handler = (_request, response) => reply(response, 200, {}, { name: "ok" });

  /** Counts the `Request`s built through the global class while `run` goes (fetch's own copies are not counted). */
  async function countRequests(run: (built: () => number) => Promise<void>): Promise<void> {
    const Original = globalThis.Request;
    let built = 0;
    globalThis.Request = class extends Original {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(input, init);
        built++;
      }
    };
    try {
      await run(() => built);
    } finally {
      globalThis.Request = Original;
    }
  }

  it("none while no middleware is registered; one per call while one is; none again after eject", async () => {
    const server = await serve(echo);
    await countRequests(async (built) => {
      const client = createApiClient<TestPaths>({ baseUrl: server.origin, getToken: () => "t" });
      const middleware = { onRequest: () => undefined };
      await client.GET("/things");
      expect(built()).toBe(0);
      client.use(undefined as unknown as Middleware);
      await client.GET("/things");
      expect(built()).toBe(0);
      client.use(middleware);
      await client.GET("/things");
      expect(built()).toBe(1);
      client.eject(middleware);
      await client.GET("/things");
      expect(built()).toBe(1);
      await client.GET("/things", { middleware: [middleware] });
      expect(built()).toBe(2);
    });
    expect(server.received).toHaveLength(5);
  });

  it("a call's own fetch is given a Request, as openapi-fetch promises", async () => {
    const server = await serve(echo);
    const seen: unknown[] = [];
    const client = createApiClient<TestPaths>({ baseUrl: server.origin, getToken: () => "t" });
    const { data } = await client.GET("/things", {
      fetch: (request: Request) => {
        seen.push(request);
        return globalThis.fetch(request);
      },
    });
    expect(data).toEqual({ name: "ok" });
    expect(seen[0]).toBeInstanceOf(Request);
  });

  it("a call's own base address that cannot be parsed fails at once with fetch's TypeError, nothing sent", async () => {
    const send = vi.fn(async () => Response.json({ name: "ok" }));
    const client = createApiClient<TestPaths>({
      baseUrl: "http://127.0.0.1:9",
      fetch: send,
      retry: { sleep: async () => {} },
    });
    await expect(client.GET("/things", { baseUrl: "api.example.com" })).rejects.toThrow(TypeError);
    expect(send).not.toHaveBeenCalled();
  });

  it(
    "a GET with a body, a TRACE and an unknown cache mode fail at " +
      "once with fetch's own TypeError, nothing sent or retried",
    async () => {
      const send = vi.fn(async () => Response.json({ name: "ok" }));
      const client = createApiClient<TestPaths>({
        baseUrl: "http://127.0.0.1:9",
        fetch: send,
        retry: { sleep: async () => {} },
      });
      await expect(client.request("get", "/things", { body: { name: "x" } } as never)).rejects.toThrow(
        /GET\/HEAD method cannot have body/,
      );
      await expect(client.request("trace" as "get", "/things")).rejects.toThrow(/TRACE/);
      await expect(client.GET("/things", { cache: "sometimes" as RequestCache })).rejects.toThrow(TypeError);
      expect(send).not.toHaveBeenCalled();
    },
  );
});

describe("a base address that cannot work is refused when the client is made", () => {
  it.each(["", "api.example.com", "/relative", "ftp://files.example.com", "not a url"])(
    "%j is refused naming baseUrl",
    (baseUrl) => {
      expect(() => createApiClient<TestPaths>({ baseUrl })).toThrow(
        /^baseUrl must be an absolute http: or https: address, got /,
      );
    },
  );

  it("an address with user:password@ is refused, since fetch refuses to send it", () => {
    expect(() => createApiClient<TestPaths>({ baseUrl: "https://user:secret@api.example.com" })).toThrow(
      /^baseUrl must not carry credentials/,
    );
  });
});
