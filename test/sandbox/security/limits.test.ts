// Limits enforced while reading (issue 21 findings 4 and 5): a body over its route's limit is
// refused with 413 naming the limit before the sandbox holds it, nesting deeper than the limit is
// 400, and an invalid body too large to list every problem names its first one.
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DATA_BODY_BYTES,
  DEFAULT_LIMITS,
  DEFAULT_UPLOAD_LIMIT_BYTES,
  SandboxStartError,
  startSandbox,
  type RunningSandbox,
} from "../../../tools/src/sandbox/index.js";
import { sandboxCommand } from "../../../tools/src/cli/sandbox.js";
import { serviceUrl, startTestSandbox } from "../../support/sandbox.js";
import { bearerOf, expectStillAnswering } from "../../support/sandbox-probes.js";

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ limits: { bodyBytes: 4096 } });
});
afterAll(() => sandbox.stop());

/**
 * Streams `chunks` of a chunked body (no Content-Length) and resolves with the answer as soon as it comes, ending the
 * body only after.
 */
function streamUntilAnswered(
  url: string,
  headers: Record<string, string>,
  chunk: Buffer,
  most: number,
): Promise<{ status: number; body: string; sentBeforeAnswer: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = request(url, { method: "POST", headers }, (res) => {
      answered = true;
      const answeredAt = sent;
      let body = "";
      res.on("data", (data: Buffer) => (body += data.toString()));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, body, sentBeforeAnswer: answeredAt });
        req.destroy();
      });
    });
    req.on("error", (error) => (answered ? undefined : reject(error)));
    const pump = () => {
      while (sent < most && !answered) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
    };
    pump();
  });
}

describe("body size limits per route, enforced while the body streams in", () => {
  it("the token endpoint refuses a body over 8 KiB by its Content-Length, naming the limit", async () => {
    const response = await fetch(`${serviceUrl(sandbox, "identity-provider")}/connect/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `grant_type=client_credentials&pad=${"x".repeat(DEFAULT_LIMITS.tokenBodyBytes)}`,
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { detail: string }).detail).toBe(
      `the body of POST /connect/token has ${DEFAULT_LIMITS.tokenBodyBytes + 34} ` +
        `bytes (Content-Length); the limit is 8192 bytes (--token-body-limit)`,
    );
  });

  it("the control API answers 413 to a chunked body before the client has finished sending it", async () => {
    const most = 16 * 1024 * 1024;
    const answer = await streamUntilAnswered(
      `${serviceUrl(sandbox, "identity-provider")}/_sandbox/tenants`,
      { "content-type": "application/json" },
      Buffer.alloc(64 * 1024, 0x20),
      most,
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).detail).toBe(
      `the body of POST /_sandbox/tenants has more than ${DEFAULT_LIMITS.controlBodyBytes} ` +
        `bytes; the limit is ${DEFAULT_LIMITS.controlBodyBytes} bytes (--control-body-limit)`,
    );
    expect(answer.sentBeforeAnswer).toBeLessThan(most);
    await expectStillAnswering(sandbox);
  });

  it("any other call takes the bodyBytes limit given to startSandbox", async () => {
    const response = await fetch(`${serviceUrl(sandbox, "order-integration")}/api/v1/Integration/Settings`, {
      method: "PATCH",
      headers: { authorization: await bearerOf(sandbox, "acme"), "content-type": "application/json" },
      body: JSON.stringify({ consumerCode: "x".repeat(5000) }),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { detail: string }).detail).toMatch(/the limit is 4096 bytes \(--body-limit\)$/);
  });

  it(
    "a file upload takes the upload limit of 10 MiB for its file, and its body 64 KiB " +
      "more for the multipart framing: both refusals say 10485760 bytes (10 MiB)",
    async () => {
      expect(DEFAULT_UPLOAD_LIMIT_BYTES).toBe(10_485_760);
      const url = `${serviceUrl(sandbox, "file-content")}/api/v1/FileUpload?accessLevel=Private`;
      const authorization = await bearerOf(sandbox, "acme");
      const upload = (bytes: number) => {
        const form = new FormData();
        form.append("file", new Blob([Buffer.alloc(bytes, 0x61)], { type: "text/plain" }), "big.txt");
        return fetch(url, { method: "POST", headers: { authorization }, body: form });
      };
      expect((await upload(DEFAULT_UPLOAD_LIMIT_BYTES)).status).toBe(200);
      const overFile = await upload(DEFAULT_UPLOAD_LIMIT_BYTES + 1);
      expect(overFile.status).toBe(413);
      expect(((await overFile.json()) as { detail: string }).detail).toBe(
        "The file has 10485761 bytes; the upload limit is 10485760 bytes (10 MiB).",
      );
      const overBody = await upload(11 * 1024 * 1024);
      expect(overBody.status).toBe(413);
      expect(((await overBody.json()) as { detail: string }).detail).toMatch(
        /^the body of POST \/api\/v1\/FileUpload has \d+ bytes \(Content-Length\); the limit is 10551296 bytes: the upload limit, 10485760 bytes \(10 MiB\), for the file and 65536 bytes \(64 KiB\) for its multipart framing \(uploadLimitBytes, --upload-limit\)$/,
      );
    },
  );

  it(
    "the sandbox command's --upload-limit help says the same: the file's " +
      "10485760 bytes (10 MiB), and the framing's 65536 bytes beside them",
    () => {
      expect(sandboxCommand.options["upload-limit"]?.description).toBe(
        "largest file FileUpload accepts, in bytes of the file (its body may be 65536 more for " +
          "the multipart framing); larger ones get 413 (default 10485760 bytes (10 MiB))",
      );
    },
  );

  it("data calls are sized from the reference's queue item maximum: 4,000 items of 2 KiB", () => {
    expect(DATA_BODY_BYTES).toBe(8_192_000);
    expect(DEFAULT_LIMITS.dataBodyBytes).toBe(DATA_BODY_BYTES);
  });

  it("a limit that is no positive whole number stops the start, naming it", async () => {
    await expect(startSandbox({ basePort: "free", limits: { jsonDepth: 0 } })).rejects.toThrow(
      new SandboxStartError("limits.jsonDepth must be a positive whole number (found 0)"),
    );
  });
});

describe("JSON nesting deeper than the limit is refused before it is parsed", () => {
  it("65 levels in a control call are 400 naming the limit 64; 64 levels are validated as usual", async () => {
    const post = (depth: number) =>
      fetch(`${serviceUrl(sandbox, "identity-provider")}/_sandbox/tenants`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: `{"id":"x","name":${"[".repeat(depth - 1)}${"]".repeat(depth - 1)}}`,
      });
    const deep = await post(65);
    expect(deep.status).toBe(400);
    expect(((await deep.json()) as { detail: string }).detail).toBe(
      "createSandboxTenant: body nests arrays and objects deeper than 64 levels (at character 80); the limit is 64",
    );
    const allowed = await post(64);
    expect(allowed.status).toBe(400);
    expect(((await allowed.json()) as { detail: string }).detail).not.toContain("deeper");
  });
});

describe(
  "an invalid body too large to list every problem names its " + "first one, so a huge array costs no error per item",
  () => {
    it("a service account body with 40,000 bad tenant ids (80 KB) is refused with the first problem only", async () => {
      const limited = await startTestSandbox({
        services: ["identity-provider"],
        limits: { controlBodyBytes: 1024 * 1024 },
      });
      try {
        const response = await fetch(`${serviceUrl(limited, "identity-provider")}/_sandbox/service-accounts`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            clientId: "many",
            clientSecret: "many-secret-value",
            tenantIds: Array.from({ length: 40_000 }, () => 7),
          }),
        });
        expect(response.status).toBe(400);
        const { errors } = (await response.json()) as { errors: { where: string }[] };
        expect(errors).toHaveLength(1);
        expect(errors[0]!.where).toBe("body $.tenantIds[0]");
      } finally {
        await limited.stop();
      }
    });
  },
);
