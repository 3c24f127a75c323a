// Nothing a request makes fail ends the sandbox: findings 1 (a record nested 5,000 levels), 2 (a
// stored media type no header can carry) and 9 (a request target that is no URL) of issue 21.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../../../tools/src/sandbox/index.js";
import { dataClient, startDataSandbox } from "../../support/data-sandbox.js";
import { bearer, serviceUrl, startTestSandbox } from "../../support/sandbox.js";
import { bearerOf, expectStillAnswering, rawRequest } from "../../support/sandbox-probes.js";

const MODEL = "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b";
/** JSON text of a value nested `levels` objects deep (JSON.stringify of it would overflow this test's own stack). */
const nested = (levels: number) => `${'{"n":'.repeat(levels)}1${"}".repeat(levels)}`;
const publishRaw = (sandbox: RunningSandbox, token: string, sourceId: string, data: string) =>
  fetch(`${serviceUrl(sandbox, "data-integration")}/api/v1/SourcingData/EnqueueDataBySourceId/${sourceId}/start`, {
    method: "POST",
    headers: { authorization: token, "content-type": "application/json" },
    body: `{"items":[{"entityId":"Item","recordId":"DEEP","data":{"deep":${data}}}]}`,
  });

describe(
  "a record nested 5,000 levels: refused at the default " + "depth limit, and served when a larger limit let it in",
  () => {
    let sandbox: RunningSandbox;
    beforeAll(async () => {
      sandbox = await startDataSandbox({ limits: { jsonDepth: 6_000, dataBodyBytes: 8 * 1024 * 1024 } });
    });
    afterAll(() => sandbox.stop());

    // Record values are checked when published, not again per answer, and a large answer is written
    // without recursion (time-slice.ts): the deep record is answered as it was published.
    it(
      "GetData answers the stored record as published, records " + "no violation, and the sandbox keeps answering",
      async () => {
        const shop = dataClient(sandbox, "shop");
        const source = (await shop.POST("/api/v2/IntegrationAgents/Settings", { body: {} })).data!.source!.sourceId!;
        await shop.PATCH("/api/v2/IntegrationAgents/Transformations", {
          body: {
            upsert: [{ customCode: "items", mappings: [{ entityId: "Item", modelId: MODEL, autoMapFields: true }] }],
          },
        });
        expect((await publishRaw(sandbox, await bearerOf(sandbox, "shop"), source, nested(5_000))).status).toBe(201);
        const response = await fetch(
          `${serviceUrl(sandbox, "data-integration")}/api/v2/QueryingData/GetData?modelId=${MODEL}`,
          { headers: { authorization: await bearerOf(sandbox, "crm") } },
        );
        expect(response.status).toBe(200);
        const text = await response.text();
        expect(text).toContain(`"deep":${nested(5_000)}`);
        expect(sandbox.violations).toEqual([]);
        await expectStillAnswering(sandbox);
      },
    );

    it("at the default limit (64) the record is refused with 400 naming the limit", async () => {
      const limited = await startDataSandbox();
      try {
        const shop = dataClient(limited, "shop");
        const source = (await shop.POST("/api/v2/IntegrationAgents/Settings", { body: {} })).data!.source!.sourceId!;
        const response = await publishRaw(limited, await bearerOf(limited, "shop"), source, nested(5_000));
        expect(response.status).toBe(400);
        expect(((await response.json()) as { detail: string }).detail).toMatch(
          /body nests arrays and objects deeper than 64 levels \(at character \d+\); the limit is 64/,
        );
      } finally {
        await limited.stop();
      }
    });
  },
);

describe(
  "a stored value that reaches a header: refused at " + "upload, and a header that cannot be written is a 500",
  () => {
    let sandbox: RunningSandbox;
    beforeAll(async () => {
      sandbox = await startTestSandbox({
        handlers: { updateIntegrationSettings: () => ({ status: 200, headers: { "x-broken": "text/plain€" } }) },
      });
    });
    afterAll(() => sandbox.stop());

    const uploadWith = async (contentType: string, token: string) => {
      const boundary = "b0undary";
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: `),
        Buffer.from(contentType, "utf8"),
        Buffer.from(`\r\n\r\nhello\r\n--${boundary}--\r\n`),
      ]);
      return fetch(`${serviceUrl(sandbox, "file-content")}/api/v1/FileUpload?accessLevel=Public`, {
        method: "POST",
        headers: { authorization: token, "content-type": `multipart/form-data; boundary=${boundary}` },
        body,
      });
    };

    it("a part Content-Type text/plain€ is 400 naming the part and the value, and nothing is stored", async () => {
      const response = await uploadWith("text/plain€", await bearer(sandbox, "acme"));
      expect(response.status).toBe(400);
      expect(((await response.json()) as { detail: string }).detail).toBe(
        'body part "file": Content-Type "text/plain€" is not a media ' +
          "type (type/subtype with token parameters, ASCII only)",
      );
    });

    it("a well-formed media type with parameters is stored and served back", async () => {
      const token = await bearer(sandbox, "acme");
      const response = await uploadWith('text/plain; charset="utf-8"', token);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { mimeType: string }).mimeType).toBe('text/plain; charset="utf-8"');
    });

    it(
      "an answer whose header cannot be written is a 500 problem " +
        "recorded in violations, and the sandbox keeps answering",
      async () => {
        const response = await fetch(`${serviceUrl(sandbox, "order-integration")}/api/v1/Integration/Settings`, {
          method: "PATCH",
          headers: { authorization: await bearer(sandbox, "acme"), "content-type": "application/json" },
          body: "{}",
        });
        expect(response.status).toBe(500);
        expect(((await response.json()) as { detail: string }).detail).toMatch(
          /^writing the 200 answer failed: Invalid character in header content \["x-broken"\]/,
        );
        expect(sandbox.violations.at(-1)).toMatchObject({ operationId: "updateIntegrationSettings", status: 500 });
        await expectStillAnswering(sandbox);
      },
    );
  },
);

describe("a request target that is no URL (GET http://[ HTTP/1.1) is 400, not 500", () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ services: ["identity-provider"] });
  });
  afterAll(() => sandbox.stop());

  it("answers 400 naming the target, and the sandbox keeps answering", async () => {
    const { status, text } = await rawRequest(
      serviceUrl(sandbox, "identity-provider"),
      "GET http://[ HTTP/1.1\r\nHost: sandbox\r\nConnection: close\r\n\r\n",
    );
    expect(status).toBe(400);
    expect(text).toContain('the request target \\"http://[\\" is not a URL path or an absolute http URL');
    expect(sandbox.violations).toEqual([]);
    await expectStillAnswering(sandbox);
  });
});
