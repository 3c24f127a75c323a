// The sandbox's side of the spec gaps the independent tools found: a media range names no file type.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFileContentClient } from "../../src/clients/index.js";
import type { InProcessSandbox } from "../../tools/src/sandbox/doors/in-process/index.js";
import { bearer, createTestSandbox, serviceUrl } from "../support/sandbox.js";

let sandbox: InProcessSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

describe("an upload whose part Content-Type is a media range is stored as application/octet-stream", () => {
  it.each(["*/*", "image/*"])("a part sent as %s", async (range) => {
    const token = (await bearer(sandbox, "acme")).slice("Bearer ".length);
    const files = createFileContentClient({
      baseUrl: serviceUrl(sandbox, "file-content"),
      getToken: () => token,
      fetch: sandbox.fetch,
    });
    const { data } = await files.POST("/api/v1/FileUpload", {
      params: { query: { accessLevel: "Private" } },
      body: { file: new File(["bytes"], "any.bin", { type: range }) },
    });
    expect(data?.mimeType).toBe("application/octet-stream");
  });

  it("a part with a media type keeps it", async () => {
    const token = (await bearer(sandbox, "acme")).slice("Bearer ".length);
    const files = createFileContentClient({
      baseUrl: serviceUrl(sandbox, "file-content"),
      getToken: () => token,
      fetch: sandbox.fetch,
    });
    const { data } = await files.POST("/api/v1/FileUpload", {
      params: { query: { accessLevel: "Private" } },
      body: { file: new File(["%PDF"], "a.pdf", { type: "application/pdf" }) },
    });
    expect(data?.mimeType).toBe("application/pdf");
  });
});
