import { afterEach, describe, expect, it } from "vitest";
import { JwksFetchError, WebhookAuthError } from "../../../src/webhooks/errors.js";
import { createGatewayKeySet } from "../../../src/webhooks/gateway-key-set.js";
import { tokenTampers, type TokenTamper } from "../../../src/webhooks/simulator/gateway-signer.js";
import { BASE_PATH, expectRefused, sharedHarness } from "./support/harness.js";

const { harness, own } = sharedHarness();

const RECORD = "PLATFORM.DataService.RefreshSourceStatus";
const route = (messageId: string = crypto.randomUUID()) => `${BASE_PATH}/${RECORD}/RefreshStatusEvent/${messageId}`;

/** A body stream that records how much of it was read. */
function countingStream(chunks: number, chunkSize: number) {
  const state = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (state.pulled >= chunks) {
          controller.close();
          return;
        }
        state.pulled += 1;
        controller.enqueue(new Uint8Array(chunkSize).fill(0x20));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, state };
}

afterEach(() => {
  expect(harness().handled).toEqual([]);
});

describe("transport (validation rule 1)", () => {
  it("refuses plain http without allowInsecureHttp, and the 403 names the options that accept it", async () => {
    const problem = expectRefused(await harness().send({ origin: "http://consumer.test" }), 403);
    expect(problem.detail).toBe(
      "Webhook deliveries are accepted over HTTPS only. Behind a proxy that " +
        "ends TLS and sets X-Forwarded-Proto, set trustProxy: true; " +
        "for local tests over plain http (the sandbox, send-event, verify-webhook), set allowInsecureHttp: true.",
    );
  });

  it("ignores a spoofed X-Forwarded-Proto without trustProxy", async () => {
    const sent = await harness().send({ origin: "http://consumer.test", headers: { "X-Forwarded-Proto": "https" } });
    expectRefused(sent, 403);
  });

  it("refuses X-Forwarded-Proto listing an http hop even with trustProxy", async () => {
    await own({ trustProxy: true });
    expectRefused(
      await harness().send({ origin: "http://consumer.test", headers: { "X-Forwarded-Proto": "https, http" } }),
      403,
    );
    expectRefused(await harness().send({ headers: { "X-Forwarded-Proto": "http" } }), 403);
  });
});

describe("route (validation rule 6)", () => {
  it.each([
    ["path traversal", `${BASE_PATH}/${RECORD}/../../../etc/passwd`, 404],
    ["encoded traversal", `${BASE_PATH}/${RECORD}/RefreshStatusEvent/%2e%2e`, 404],
    ["an encoded slash", `${BASE_PATH}/${RECORD}/RefreshStatusEvent/a%2Fb`, 400],
    ["an encoded backslash", `${BASE_PATH}/${RECORD}/RefreshStatusEvent/a%5Cb`, 400],
    ["too many segments", `${BASE_PATH}/${RECORD}/RefreshStatusEvent/id/extra`, 404],
    ["too few segments", `${BASE_PATH}/${RECORD}/RefreshStatusEvent`, 404],
    ["an empty segment", `${BASE_PATH}/${RECORD}//id`, 400],
    ["a trailing slash", `${route()}/`, 404],
    ["a messageId longer than 128 characters", route("a".repeat(129)), 400],
    ["a messageId with unsafe characters", route("id;rm-rf"), 400],
    ["a path outside the base path", `/other/${RECORD}/RefreshStatusEvent/id`, 404],
    ["an unknown messageType", `${BASE_PATH}/PLATFORM.DataService.Unknown/RefreshStatusEvent/id`, 404],
    ["a messageType that names a prototype member", `${BASE_PATH}/constructor/RefreshStatusEvent/id`, 404],
    ["a contractType of another message type", `${BASE_PATH}/${RECORD}/RefreshConfigEvent/id`, 400],
  ])("refuses %s", async (_name, path, status) => {
    expectRefused(await harness().send({ path }), status);
  });

  it(
    "answers an unauthenticated caller 401 whatever the " + "message type, so it cannot learn which ones are handled",
    async () => {
      const unknown = await harness().send({
        path: `${BASE_PATH}/PLATFORM.DataService.Unknown/RefreshStatusEvent/id`,
        headers: { Authorization: undefined },
      });
      const known = await harness().send({ headers: { Authorization: undefined } });
      expectRefused(unknown, 401);
      expectRefused(known, 401);
    },
  );

  it("answers 404 for a message type that has no handler", async () => {
    await own({ handlers: { "PLATFORM.PlatformStore.OrderReleased": async () => undefined } });
    expectRefused(await harness().send({ messageType: RECORD }), 404);
  });

  it.each(["GET", "PUT", "DELETE", "PATCH"])("answers 405 with Allow: POST to %s", async (method) => {
    const sent = await harness().send({ method });
    expectRefused(sent, 405);
    expect(sent.response.headers.get("allow")).toBe("POST");
  });
});

describe("a 404 names the path it received and the option that routes it", () => {
  it("a path outside the basePath: the path, the basePath and its option", async () => {
    const problem = expectRefused(await harness().send({ path: `/webhooks/${RECORD}/RefreshStatusEvent/id` }), 404);
    expect(problem.detail).toBe(
      `The path "/webhooks/${RECORD}/RefreshStatusEvent/id" is not under the basePath "/hooks/": a webhook route ` +
        "is /hooks/{messageType}/{contractType}/{messageId}. The basePath option of createWebhookHandler is the " +
        "path of the webhook URL the gateway was given.",
    );
  });

  it("a webhook mounted under a prefix its basePath omits: the path, its segments and the option", async () => {
    const problem = expectRefused(
      await harness().send({ path: `${BASE_PATH}/partner/${RECORD}/RefreshStatusEvent/id` }),
      404,
    );
    expect(problem.detail).toBe(
      `The path "/hooks/partner/${RECORD}/RefreshStatusEvent/id" has 4 segment(s) after the basePath "/hooks/", ` +
        "not 3: a webhook route is /hooks/{messageType}/{contractType}/{messageId}. If the webhook URL the " +
        "gateway was given has a path, set the basePath option of createWebhookHandler to it.",
    );
  });

  it("a message type without a handler: the type, and that a handler acknowledges it", async () => {
    await own({ handlers: { "PLATFORM.PlatformStore.OrderReleased": async () => undefined } });
    const problem = expectRefused(await harness().send({ messageType: RECORD }), 404);
    expect(problem.detail).toBe(
      `This webhook has no handler for the message type "${RECORD}", so the gateway redelivers it. A handler ` +
        "of createWebhookHandler acknowledges it (an empty one, to leave it unread).",
    );
  });
});

describe("gateway token (validation rules 2-4)", () => {
  it("answers 401 with a bare Bearer challenge without Authorization", async () => {
    const sent = await harness().send({ headers: { Authorization: undefined } });
    expectRefused(sent, 401);
    expect(sent.response.headers.get("www-authenticate")).toBe("Bearer");
    expect(harness().rejections).toEqual([{ status: 401, reason: "missing_authorization" }]);
  });

  it("answers 401 to a non-Bearer scheme", async () => {
    const token = await harness().simulator.signToken();
    const sent = await harness().send({ token, headers: { Authorization: `Basic ${token}` } });
    expectRefused(sent, 401);
    expect(sent.response.headers.get("www-authenticate")).toBe("Bearer");
  });

  it.each<TokenTamper>([...tokenTampers])("answers 401 invalid_token to a token that is %s", async (tamper) => {
    const sent = await harness().send({ token: await harness().simulator.signToken({ tamper }) });
    expectRefused(sent, 401);
    expect(sent.response.headers.get("www-authenticate")).toBe('Bearer error="invalid_token"');
  });

  it("answers 401 to an oversized token", async () => {
    const sent = await harness().send({ token: `${"a".repeat(9000)}.b.c` });
    expectRefused(sent, 401);
    expect(harness().rejections).toEqual([{ status: 401, reason: "token_too_large" }]);
  });

  it(
    "answers 503 with Retry-After when the keys cannot be " + "fetched, saying why in its detail and to onError",
    async () => {
      // 5060 (SIP) is on the fetch standard's port blocklist: fetch refuses it without connecting.
      const jwksUrl = "http://127.0.0.1:5060/.well-known/jwks";
      await own({ keySet: createGatewayKeySet({ jwksUrl }) });
      const refused = await harness().send();
      const why = "fetch refuses port 5060, which the fetch standard blocks (bad port); serve the JWKS on another port";
      expect(expectRefused(refused, 503).detail).toBe(
        `The gateway token cannot be verified right now: the gateway key set could not be fetched (${why}).`,
      );
      expect(refused.response.headers.get("retry-after")).toBe("10");
      const [reported] = harness().errors;
      expect(reported?.info).toEqual({ phase: "jwks" });
      expect(reported?.error).toBeInstanceOf(WebhookAuthError);
      expect((reported?.error as Error).message).toBe(`The gateway key set could not be fetched: ${why}`);
      const cause = (reported?.error as Error).cause;
      expect(cause).toBeInstanceOf(JwksFetchError);
      expect((cause as JwksFetchError).message).toBe(`GET ${jwksUrl} failed: ${why}`);
      expect(((cause as Error).cause as Error).message).toBe("fetch failed");
    },
  );

  it("authenticates before reading the body or its headers", async () => {
    const { stream, state } = countingStream(10_000, 1024);
    const sent = await harness().send({
      headers: {
        Authorization: undefined,
        "Content-Length": "999999999",
        "Content-Type": "text/plain",
        "X-Tenant-Id": undefined,
      },
      body: stream,
    });
    expectRefused(sent, 401);
    expect(state.pulled).toBe(0);
  });
});

describe("message headers (validation rule 5)", () => {
  it("refuses a delivery without X-Tenant-Id", async () => {
    expectRefused(await harness().send({ headers: { "X-Tenant-Id": undefined } }), 400);
  });

  it.each([
    ["a space (two headers joined)", "tenant-a, tenant-b"],
    ["over 256 characters", "t".repeat(257)],
  ])("refuses an X-Tenant-Id with %s", async (_name, tenant) => {
    expectRefused(await harness().send({ headers: { "X-Tenant-Id": tenant } }), 400);
  });

  it.each([
    ["neither JSON nor Base64", "not base64!"],
    ["Base64 of something that is not JSON", Buffer.from("not json").toString("base64")],
    ["malformed JSON", '[{"Key": "a", '],
    ["JSON that is not an array or object", Buffer.from("42").toString("base64")],
    ["pairs without a string Key", JSON.stringify([{ Value: "x" }])],
    ["pairs that are not objects", JSON.stringify(["a", "b"])],
    ["Base64 of invalid UTF-8", Buffer.from([0x5b, 0xff, 0xfe, 0x5d]).toString("base64")],
    ["longer than the cap", Buffer.from(JSON.stringify([{ Key: "k", Value: "v".repeat(9000) }])).toString("base64")],
  ])("refuses an X-UserClaimsExtended that is %s", async (_name, value) => {
    expectRefused(await harness().send({ headers: { "X-UserClaimsExtended": value } }), 400);
  });

  it("refuses an X-UserClaim-* header longer than 4096 characters", async () => {
    expectRefused(await harness().send({ headers: { "X-UserClaim-sub": "s".repeat(5000) } }), 400);
  });
});

describe("body (validation rule 6)", () => {
  it.each([
    ["text/plain", "text/plain"],
    ["a JSON-like type", "application/jsonp"],
    ["another charset", "application/json; charset=iso-8859-1"],
    ["an unknown parameter", "application/json; profile=x"],
  ])("answers 415 to content type %s", async (_name, type) => {
    expectRefused(await harness().send({ headers: { "Content-Type": type } }), 415);
  });

  it("answers 415 without a content type", async () => {
    const { request, token } = await harness().request({ body: new Blob(['{"sourceId":"x"}']) });
    request.headers.delete("content-type");
    const response = await harness().handler(request);
    expectRefused({ response, text: await response.text(), token, body: "" }, 415);
  });

  it("refuses invalid JSON without quoting it", async () => {
    const problem = expectRefused(await harness().send({ body: '{"sourceId": SECRET-VALUE-123' }), 400);
    expect(JSON.stringify(problem)).not.toContain("SECRET-VALUE");
  });

  it("refuses a body that is not UTF-8", async () => {
    expectRefused(await harness().send({ body: new Uint8Array([0x22, 0xff, 0xfe, 0x22]) }), 400);
  });

  it("refuses an empty body", async () => {
    expectRefused(await harness().send({ body: "" }), 400);
  });

  it("answers 413 from Content-Length without reading the body", async () => {
    const { stream, state } = countingStream(100, 1024);
    expectRefused(await harness().send({ headers: { "Content-Length": String(65_537) }, body: stream }), 413);
    expect(state.pulled).toBe(0);
  });

  it("answers 413 while streaming a body without Content-Length, reading at most one chunk past the cap", async () => {
    const { stream, state } = countingStream(1000, 4096);
    expectRefused(await harness().send({ body: stream }), 413);
    expect(state.pulled * 4096).toBeLessThanOrEqual(65_536 + 4096 * 2);
  });

  it("answers 400 to a Content-Length that is not a number", async () => {
    expectRefused(await harness().send({ headers: { "Content-Length": "12abc" } }), 400);
  });

  it.each([
    [
      "a malformed uuid",
      { sourceId: "SECRET-NOT-A-UUID" },
      { field: "/sourceId", message: 'must match format "uuid"' },
    ],
    [
      "a wrong type",
      { sourceId: "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a", checkConnection: "SECRET-yes" },
      { field: "/checkConnection", message: "must be boolean" },
    ],
  ])("refuses a payload with %s, naming the field but not its value", async (_name, payload, error) => {
    const sent = await harness().send({ body: JSON.stringify(payload) });
    const problem = expectRefused(sent, 400);
    expect(sent.text).not.toContain("SECRET");
    expect(problem["errors"]).toEqual([error]);
  });

  it("refuses a payload without a required field", async () => {
    const problem = expectRefused(await harness().send({ body: JSON.stringify({ checkConnection: true }) }), 400);
    expect(problem.detail).toContain("/sourceId is required");
  });

  it("does not echo property names it cannot vouch for", async () => {
    const sent = await harness().send({ body: JSON.stringify([{ "SECRET <script>": 1 }]) });
    expectRefused(sent, 400);
    expect(sent.text).not.toContain("SECRET");
  });
});
