import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it } from "vitest";
import {
  createRetryingFetch,
  RedirectRefusedError,
  RequestFailedError,
  type RetryingFetchOptions,
} from "../../../src/http/index.js";
import { hangUp, reply, startServer, type Handler, type TestServer } from "./test-server.js";

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function serve(handler: Handler): Promise<TestServer> {
  const server = await startServer(handler);
  servers.push(server);
  return server;
}

/** Answers the given statuses in turn, then 200. */
function statuses(...sequence: number[]): Handler {
  let call = 0;
  return (_request, response) => reply(response, sequence[call++] ?? 200, {}, { call });
}

const noWait = { sleep: async () => {} } satisfies RetryingFetchOptions;

describe("GET, HEAD, PUT and DELETE are retried on 408, 429, 502, 503 and 504", () => {
  const cases = ["GET", "HEAD", "PUT", "DELETE"].flatMap((method) =>
    [408, 429, 502, 503, 504].map((status) => ({ method, status })),
  );
  it.each(cases)(
    "$method answered $status twice is sent three times and returns the 200",
    async ({ method, status }) => {
      const server = await serve(statuses(status, status));
      const response = await createRetryingFetch({ ...noWait, retries: 2 })(`${server.origin}/x`, { method });
      expect(response.status).toBe(200);
      expect(server.received.map((request) => request.method)).toEqual([method, method, method]);
    },
  );
});

describe("retrying stops after `retries` and returns the last answer", () => {
  it("an always-503 GET with retries 3 makes 4 attempts and returns the 503", async () => {
    const server = await serve(statuses(503, 503, 503, 503, 503));
    const response = await createRetryingFetch({ ...noWait, retries: 3 })(`${server.origin}/x`);
    expect(response.status).toBe(503);
    expect(server.received).toHaveLength(4);
  });

  it("retries 0 sends once", async () => {
    const server = await serve(statuses(503));
    const response = await createRetryingFetch({ ...noWait, retries: 0 })(`${server.origin}/x`);
    expect(response.status).toBe(503);
    expect(server.received).toHaveLength(1);
  });
});

describe("other statuses are answers, not failures: returned at once", () => {
  it.each([400, 401, 404, 412, 500])("GET answered %i is sent once", async (status) => {
    const server = await serve(statuses(status));
    const response = await createRetryingFetch(noWait)(`${server.origin}/x`);
    expect(response.status).toBe(status);
    expect(server.received).toHaveLength(1);
  });
});

describe("POST and PATCH are never retried", () => {
  it.each(["POST", "PATCH"])("%s answered 503 is sent once and the 503 returned", async (method) => {
    const server = await serve(statuses(503));
    const response = await createRetryingFetch(noWait)(`${server.origin}/x`, { method, body: "{}" });
    expect(response.status).toBe(503);
    expect(server.received).toHaveLength(1);
  });

  it.each(["POST", "PATCH"])(
    "%s after a network error fails with RequestFailedError after 1 attempt",
    async (method) => {
      const server = await serve((_request, response) => hangUp(response));
      const failure = await createRetryingFetch(noWait)(`${server.origin}/x`, { method, body: "{}" }).catch(
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(RequestFailedError);
      expect(failure).toMatchObject({ method, attempts: 1 });
      expect(server.received).toHaveLength(1);
    },
  );
});

describe("network errors are retried, then one RequestFailedError says what was tried", () => {
  it("a GET whose connection drops every time fails after retries + 1 attempts", async () => {
    const server = await serve((_request, response) => hangUp(response));
    const failure = await createRetryingFetch({ ...noWait, retries: 2 })(`${server.origin}/items?token=s3cr3t`).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(RequestFailedError);
    const error = failure as RequestFailedError;
    expect(error).toMatchObject({ method: "GET", url: `${server.origin}/items`, attempts: 3 });
    expect(error.message).toContain(`GET ${server.origin}/items failed after 3 attempts`);
    expect(error.cause).toBeInstanceOf(Error);
    expect(`${error.message} ${JSON.stringify(error)}`).not.toContain("s3cr3t");
    expect(server.received).toHaveLength(3);
  });

  it("a GET whose connection drops once succeeds on the second attempt", async () => {
    let call = 0;
    const server = await serve((_request, response) => (call++ === 0 ? hangUp(response) : reply(response, 200)));
    const response = await createRetryingFetch(noWait)(`${server.origin}/x`);
    expect(response.status).toBe(200);
    expect(server.received).toHaveLength(2);
  });
});

describe("Retry-After is honoured, in seconds or as an HTTP date, up to retryAfterCapMs", () => {
  async function waitsFor(retryAfter: string, options: RetryingFetchOptions = {}): Promise<number[]> {
    const waits: number[] = [];
    let call = 0;
    const server = await serve((_request, response) =>
      call++ === 0 ? reply(response, 429, { "retry-after": retryAfter }) : reply(response, 200),
    );
    await createRetryingFetch({ ...options, sleep: async (ms) => void waits.push(ms) })(`${server.origin}/x`);
    return waits;
  }

  it("delay-seconds: Retry-After 3 waits 3000 ms", async () => {
    expect(await waitsFor("3")).toEqual([3000]);
  });

  it("HTTP date: a date 7 s after now waits 7000 ms", async () => {
    const now = Date.UTC(2025, 0, 1, 12, 0, 0);
    expect(await waitsFor(new Date(now + 7000).toUTCString(), { now: () => now })).toEqual([7000]);
  });

  it("a date in the past waits 0 ms", async () => {
    const now = Date.UTC(2025, 0, 1, 12, 0, 0);
    expect(await waitsFor(new Date(now - 7000).toUTCString(), { now: () => now })).toEqual([0]);
  });

  it("a wait longer than retryAfterCapMs is cut to the cap (seconds)", async () => {
    expect(await waitsFor("120", { retryAfterCapMs: 10_000 })).toEqual([10_000]);
  });

  it("a wait longer than retryAfterCapMs is cut to the cap (date)", async () => {
    const now = Date.UTC(2025, 0, 1, 12, 0, 0);
    expect(
      await waitsFor(new Date(now + 3_600_000).toUTCString(), { now: () => now, retryAfterCapMs: 10_000 }),
    ).toEqual([10_000]);
  });

  it("an unreadable Retry-After falls back to the backoff", async () => {
    expect(await waitsFor("soon", { random: () => 0.5, baseDelayMs: 100 })).toEqual([50]);
  });
});

describe("without Retry-After the wait is exponential backoff with full jitter", () => {
  it("ceilings double from baseDelayMs up to maxDelayMs and the jitter scales them", async () => {
    const waits: number[] = [];
    const server = await serve(statuses(503, 503, 503, 503));
    await createRetryingFetch({
      retries: 4,
      baseDelayMs: 100,
      maxDelayMs: 300,
      random: () => 0.5,
      sleep: async (ms) => void waits.push(ms),
    })(`${server.origin}/x`);
    expect(waits).toEqual([50, 100, 150, 150]);
  });

  it("the jitter can be zero and stays below the ceiling", async () => {
    const waits: number[] = [];
    const server = await serve(statuses(503, 503));
    let draws = 0;
    await createRetryingFetch({
      baseDelayMs: 1000,
      random: () => (draws++ === 0 ? 0 : 0.999),
      sleep: async (ms) => void waits.push(ms),
    })(`${server.origin}/x`);
    expect(waits).toEqual([0, 1998]);
  });
});

describe("timeoutMs limits each attempt on its own, not the request from the client's creation", () => {
  // A shared deadline would have run out before the retry (and before the second request) began,
  // so their success shows that each attempt has its own; counts are not asserted because a busy
  // machine may also time out an attempt before it reaches the server.
  it(
    "a GET whose first attempt hangs is answered by a " + "retry, and a later request gets its own timeout too",
    async () => {
      let hung = false;
      const server = await serve((_request, response) => {
        if (hung) reply(response, 200);
        hung = true;
      });
      const retryingFetch = createRetryingFetch({ ...noWait, retries: 5, timeoutMs: 2_000 });
      expect((await retryingFetch(`${server.origin}/x`)).status).toBe(200);
      expect((await retryingFetch(`${server.origin}/x`)).status).toBe(200);
    },
  );

  it("a POST that times out fails after 1 attempt with RequestFailedError whose cause is a TimeoutError", async () => {
    const server = await serve(() => {});
    const failure = await createRetryingFetch({ ...noWait, timeoutMs: 50 })(`${server.origin}/x`, {
      method: "POST",
      body: "{}",
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RequestFailedError);
    expect(failure).toMatchObject({ attempts: 1, cause: { name: "TimeoutError" } });
  });
});

describe("fetch follows only the signals there are: the caller's, and the timeout's when timeoutMs is given", () => {
  function recordingFetch() {
    const signals: Array<AbortSignal | null | undefined> = [];
    const fetch = async (_input: RequestInfo | URL, init?: RequestInit) => {
      signals.push(init?.signal);
      return new Response("ok");
    };
    return { fetch, signals };
  }

  it("without timeoutMs and without a caller's signal, no signal", async () => {
    const { fetch, signals } = recordingFetch();
    await createRetryingFetch({ fetch })("http://127.0.0.1:9/x");
    expect(signals).toEqual([undefined]);
  });

  it("without timeoutMs, the caller's own signal", async () => {
    const { fetch, signals } = recordingFetch();
    const controller = new AbortController();
    await createRetryingFetch({ fetch })("http://127.0.0.1:9/x", { signal: controller.signal });
    expect(signals[0]).toBe(controller.signal);
  });

  it("with timeoutMs, a signal of the attempt's own that the caller's abort also aborts", async () => {
    const signals: AbortSignal[] = [];
    const controller = new AbortController();
    const reason = new Error("caller gave up");
    // Like fetch, it answers only when its signal aborts.
    const fetch = (_input: RequestInfo | URL, init?: RequestInit) => {
      const signal = init!.signal!;
      signals.push(signal);
      const settled = new Promise<Response>((_resolve, reject) =>
        signal.addEventListener("abort", () => reject(signal.reason)),
      );
      controller.abort(reason);
      return settled;
    };
    await expect(
      createRetryingFetch({ fetch, timeoutMs: 60_000 })("http://127.0.0.1:9/x", { signal: controller.signal }),
    ).rejects.toBe(reason);
    expect(signals[0]).not.toBe(controller.signal);
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[0]?.reason).toBe(reason);
  });
});

describe("the caller's abort ends the request at once with the caller's reason", () => {
  it("during an attempt", async () => {
    const controller = new AbortController();
    const reason = new Error("caller gave up");
    const server = await serve(() => controller.abort(reason));
    await expect(createRetryingFetch(noWait)(`${server.origin}/x`, { signal: controller.signal })).rejects.toBe(reason);
    expect(server.received).toHaveLength(1);
  });

  it(
    "during an attempt, also after a garbage collection " + "(copies of a Request follow its signal only weakly)",
    async () => {
      setFlagsFromString("--expose-gc");
      const collectGarbage = runInNewContext("gc") as () => void;
      const controller = new AbortController();
      const reason = new Error("caller gave up");
      const server = await serve(() => {
        collectGarbage();
        controller.abort(reason);
      });
      const request = new Request(`${server.origin}/x`, { signal: controller.signal });
      await expect(createRetryingFetch(noWait)(request)).rejects.toBe(reason);
    },
  );

  it("during the wait between attempts, even when the wait ignores the signal", async () => {
    const controller = new AbortController();
    const reason = new Error("caller gave up");
    const server = await serve(statuses(503));
    const retryingFetch = createRetryingFetch({
      sleep: () => {
        controller.abort(reason);
        return new Promise<void>(() => {});
      },
    });
    await expect(retryingFetch(`${server.origin}/x`, { signal: controller.signal })).rejects.toBe(reason);
    expect(server.received).toHaveLength(1);
  });

  it("during a long default backoff wait", async () => {
    const controller = new AbortController();
    const reason = new Error("caller gave up");
    const server = await serve((_request, response) => reply(response, 503, { "retry-after": "3600" }));
    const retryingFetch = createRetryingFetch({
      retryAfterCapMs: 3_600_000,
      // read while the 503's Retry-After is turned into the wait, so the abort lands in that wait
      now: () => {
        setImmediate(() => controller.abort(reason));
        return Date.now();
      },
    });
    await expect(retryingFetch(`${server.origin}/x`, { signal: controller.signal })).rejects.toBe(reason);
    expect(server.received).toHaveLength(1);
  });

  it("before the first attempt: nothing is sent", async () => {
    const server = await serve(statuses());
    const reason = new Error("already cancelled");
    await expect(createRetryingFetch(noWait)(`${server.origin}/x`, { signal: AbortSignal.abort(reason) })).rejects.toBe(
      reason,
    );
    expect(server.received).toHaveLength(0);
  });
});

describe("the caller's other request options go out on every attempt", () => {
  it(
    "cache: no-store (Pragma and Cache-Control: no-cache) and a " +
      "referrer reach the server on the first attempt and the retry",
    async () => {
      const server = await serve(statuses(503));
      const init: RequestInit = { cache: "no-store", referrer: "http://127.0.0.1/page", referrerPolicy: "unsafe-url" };
      const response = await createRetryingFetch(noWait)(`${server.origin}/x`, init);
      expect(response.status).toBe(200);
      expect(server.received).toHaveLength(2);
      for (const request of server.received) {
        expect(request.headers).toMatchObject({
          pragma: "no-cache",
          "cache-control": "no-cache",
          referer: "http://127.0.0.1/page",
        });
      }
    },
  );

  it("the same from a Request", async () => {
    const server = await serve(statuses());
    await createRetryingFetch(noWait)(new Request(`${server.origin}/x`, { cache: "no-store" }));
    expect(server.received[0]?.headers).toMatchObject({ pragma: "no-cache", "cache-control": "no-cache" });
  });
});

describe("the body is identical on every attempt", () => {
  it("a PUT with a JSON body sends the same bytes three times", async () => {
    const server = await serve(statuses(503, 502));
    const body = JSON.stringify({ name: "Žluťoučký kůň", amount: "1.10|EUR" });
    await createRetryingFetch(noWait)(`${server.origin}/x`, {
      method: "PUT",
      body,
      headers: { "content-type": "application/json" },
    });
    expect(server.received.map((request) => request.body.toString("utf8"))).toEqual([body, body, body]);
    expect(server.received.map((request) => request.headers["content-type"])).toEqual(
      Array(3).fill("application/json"),
    );
  });

  it(
    "a PUT whose body is a one-shot stream (as openapi-fetch's " + "Request carries) sends the same bytes on a retry",
    async () => {
      const server = await serve(statuses(503));
      const bytes = new Uint8Array([0, 1, 2, 250, 251, 252]);
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes);
          controller.close();
        },
      });
      const request = new Request(`${server.origin}/x`, { method: "PUT", body: stream, duplex: "half" } as RequestInit);
      await createRetryingFetch(noWait)(request);
      expect(server.received.map((received) => [...received.body])).toEqual([[...bytes], [...bytes]]);
    },
  );
});

describe("redirects are followed here and Authorization never reaches another origin", () => {
  it("a same-origin redirect keeps the Authorization header", async () => {
    const server = await serve((request, response) =>
      request.url === "/old" ? reply(response, 302, { location: "/new" }) : reply(response, 200),
    );
    const response = await createRetryingFetch(noWait)(`${server.origin}/old`, {
      headers: { authorization: "Bearer abc" },
    });
    expect(response.status).toBe(200);
    expect(server.received.map((request) => [request.url, request.headers.authorization])).toEqual([
      ["/old", "Bearer abc"],
      ["/new", "Bearer abc"],
    ]);
  });

  it("a cross-origin redirect drops Authorization, Proxy-Authorization and Cookie and keeps the rest", async () => {
    const other = await serve((_request, response) => reply(response, 200));
    const server = await serve((_request, response) => reply(response, 307, { location: `${other.origin}/landing` }));
    const response = await createRetryingFetch(noWait)(`${server.origin}/start`, {
      method: "PUT",
      body: "payload",
      headers: { authorization: "Bearer abc", "proxy-authorization": "Basic x", cookie: "a=b", "x-tenant-id": "t1" },
    });
    expect(response.status).toBe(200);
    expect(server.received[0]?.headers.authorization).toBe("Bearer abc");
    const landed = other.received[0];
    expect(landed?.headers.authorization).toBeUndefined();
    expect(landed?.headers["proxy-authorization"]).toBeUndefined();
    expect(landed?.headers.cookie).toBeUndefined();
    expect(landed?.headers["x-tenant-id"]).toBe("t1");
    expect(landed?.method).toBe("PUT");
    expect(landed?.body.toString()).toBe("payload");
  });

  it("once dropped, Authorization stays dropped when a later hop comes back to the first origin", async () => {
    let first: TestServer | undefined;
    const other = await serve((_request, response) => reply(response, 302, { location: `${first?.origin}/back` }));
    first = await serve((request, response) =>
      request.url === "/start" ? reply(response, 302, { location: `${other.origin}/away` }) : reply(response, 200),
    );
    await createRetryingFetch(noWait)(`${first.origin}/start`, { headers: { authorization: "Bearer abc" } });
    expect(first.received.map((request) => request.headers.authorization)).toEqual(["Bearer abc", undefined]);
  });

  it("a 303 after a POST continues as a GET without body", async () => {
    const server = await serve((request, response) =>
      request.url === "/create" ? reply(response, 303, { location: "/result" }) : reply(response, 200),
    );
    await createRetryingFetch(noWait)(`${server.origin}/create`, {
      method: "POST",
      body: "{}",
      headers: { "content-type": "application/json" },
    });
    const [, followed] = server.received;
    expect(followed).toMatchObject({ method: "GET", url: "/result" });
    expect(followed?.body.length).toBe(0);
    expect(followed?.headers["content-type"]).toBeUndefined();
  });

  it(
    "more hops than maxRedirects fail with " + "RequestFailedError caused by RedirectRefusedError, not " + "retried",
    async () => {
      const server = await serve((_request, response) => reply(response, 302, { location: "/again" }));
      const failure = await createRetryingFetch({ ...noWait, maxRedirects: 3 })(`${server.origin}/x`).catch(
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(RequestFailedError);
      expect((failure as RequestFailedError).attempts).toBe(1);
      expect((failure as RequestFailedError).cause).toBeInstanceOf(RedirectRefusedError);
      expect(server.received).toHaveLength(4);
    },
  );

  it("a caller asking for redirect: manual gets the 3xx itself", async () => {
    const server = await serve((_request, response) => reply(response, 302, { location: "/elsewhere" }));
    const response = await createRetryingFetch(noWait)(`${server.origin}/x`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(server.received).toHaveLength(1);
  });

  it("a caller asking for redirect: error gets RequestFailedError", async () => {
    const server = await serve((_request, response) => reply(response, 302, { location: "/elsewhere" }));
    const failure = await createRetryingFetch(noWait)(`${server.origin}/x`, { redirect: "error" }).catch(
      (error: unknown) => error,
    );
    expect((failure as RequestFailedError).cause).toBeInstanceOf(RedirectRefusedError);
  });
});

describe("options are checked when the fetch is made", () => {
  it.each([
    [{ retries: -1 }, "retries"],
    [{ retries: 1.5 }, "retries"],
    [{ timeoutMs: 0 }, "timeoutMs"],
    [{ maxRedirects: -2 }, "maxRedirects"],
  ])("%j is refused naming %s", (options, name) => {
    expect(() => createRetryingFetch(options)).toThrow(new RegExp(`^${name} must be`));
  });
});
