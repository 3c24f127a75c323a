// The file content service in the sandbox, walked with the package's own file content client:
// upload, create the record, read info and content by id and by path, 304, copy, overwrite
// refusal, the two access levels, the upload limit, and a FileReference resolved to its file.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createFileContentClient,
  FileUploadError,
  uploadFile,
  type FileContentClient,
} from "../../../src/clients/index.js";
import { DEFAULT_TENANT_ID, resolveFileReference, type RunningSandbox } from "../../../tools/src/sandbox/index.js";
import { bearer, OTHER_TENANT_ID, requestToken, serviceUrl, startTestSandbox } from "../../support/sandbox.js";

const FOLDER = "1d2e3f40-5a6b-4c7d-8e9f-a0b1c2d3e4f5";
const PDF = "%PDF-1.7 sample file content";
const LIMIT = 64;

let sandbox: RunningSandbox;
let acme: FileContentClient;
let beta: FileContentClient;

beforeAll(async () => {
  sandbox = await startTestSandbox({ uploadLimitBytes: LIMIT });
  const url = serviceUrl(sandbox, "file-content");
  const acmeToken = await bearer(sandbox, "acme");
  const betaToken = await bearer(sandbox, "beta");
  acme = createFileContentClient({ baseUrl: url, getToken: () => acmeToken.slice("Bearer ".length) });
  beta = createFileContentClient({ baseUrl: url, getToken: () => betaToken.slice("Bearer ".length) });
});
afterAll(() => sandbox.stop());
beforeEach(() => sandbox.control.reset());

type AccessLevel = "Private" | "Public";

async function upload(
  client: FileContentClient,
  content: string,
  fileName = "2026-11.pdf",
  accessLevel: AccessLevel = "Private",
) {
  // The generated body type is the part map with the part typed Blob; the client sends it as multipart.
  return client.POST("/api/v1/FileUpload", {
    params: { query: { accessLevel } },
    body: { file: new File([content], fileName, { type: "application/pdf" }) },
  });
}

async function create(
  client: FileContentClient,
  body: Record<string, unknown>,
  accessLevel: AccessLevel = "Private",
  content = PDF,
) {
  const { data } = await upload(client, content, "2026-11.pdf", accessLevel);
  return client.POST("/api/v1/Files/{id}", {
    params: { path: { id: data!.uploadId }, query: { accessLevel } },
    body: { sharingType: "Restricted", folderId: FOLDER, ...body },
  });
}

const contentById = (
  client: FileContentClient,
  id: string,
  accessLevel: AccessLevel = "Private",
  ifNoneMatch?: string,
) =>
  client.GET("/api/v1/Files/{id}", {
    params: {
      path: { id },
      query: { accessLevel },
      header: ifNoneMatch === undefined ? {} : { "If-None-Match": ifNoneMatch },
    },
    parseAs: "text",
  });

describe(
  "POST FileUpload takes the multipart part file and answers " + "the upload status with its byte count and media type",
  () => {
    it("answers uploadId, fileName, fileExtension, fileSize, mimeType and uploadedBytes", async () => {
      const { data, response } = await upload(acme, PDF);
      expect(response.status).toBe(200);
      expect(data).toEqual({
        uploadId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        fileName: "2026-11.pdf",
        fileExtension: ".pdf",
        fileSize: PDF.length,
        mimeType: "application/pdf",
        uploadedBytes: PDF.length,
      });
    });
    it("a body without the part file is 400 naming the part", async () => {
      const form = new FormData();
      form.append("document", new Blob([PDF]), "a.pdf");
      const response = await fetch(`${serviceUrl(sandbox, "file-content")}/api/v1/FileUpload?accessLevel=Private`, {
        method: "POST",
        headers: { authorization: await bearer(sandbox, "acme") },
        body: form,
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { detail: string }).detail).toContain('"file"');
    });
    it("a multipart body without a boundary is 400 saying so", async () => {
      const response = await fetch(`${serviceUrl(sandbox, "file-content")}/api/v1/FileUpload?accessLevel=Private`, {
        method: "POST",
        headers: { authorization: await bearer(sandbox, "acme"), "content-type": "multipart/form-data" },
        body: "--x\r\n\r\n--x--",
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { detail: string }).detail).toContain("boundary");
    });
    it("a file larger than the configured upload limit is refused with 413", async () => {
      const { response, error } = await upload(acme, "x".repeat(LIMIT + 1));
      expect(response.status).toBe(413);
      expect((error as { detail: string }).detail).toContain(`${LIMIT + 1} bytes`);
      expect((await upload(acme, "x".repeat(LIMIT))).response.status).toBe(200);
    });
  },
);

describe(
  "POST Files/{uploadId} creates the file record: name with or " + "without extension, appendExtension, hiddenForPath",
  () => {
    it("the uploaded name when no name is given", async () => {
      const { data } = await create(acme, {});
      expect(data).toMatchObject({
        name: "2026-11",
        extension: ".pdf",
        fullName: `${FOLDER}/2026-11.pdf`,
        folderId: FOLDER,
        sharingType: "Restricted",
        hiddenForPath: false,
      });
      expect(data!.metadata).toMatchObject({ mimeType: "application/pdf", length: PDF.length });
    });
    it("a name without extension gets the uploaded extension with appendExtension", async () => {
      expect((await create(acme, { name: "invoice", appendExtension: true })).data).toMatchObject({
        name: "invoice",
        extension: ".pdf",
      });
    });
    it("a name with its own extension keeps it without appendExtension", async () => {
      expect((await create(acme, { name: "invoice.txt" })).data).toMatchObject({
        name: "invoice",
        extension: ".txt",
        fullName: `${FOLDER}/invoice.txt`,
      });
    });
    it("an unknown uploadId is 404", async () => {
      const { response } = await acme.POST("/api/v1/Files/{id}", {
        params: { path: { id: "c0ffee00-1234-4abc-8def-0123456789ab" }, query: { accessLevel: "Private" } },
        body: { sharingType: "Restricted", folderId: FOLDER },
      });
      expect(response.status).toBe(404);
    });
  },
);

describe("an existing name without overwrite is refused; with overwrite the record gets the new content", () => {
  it("409 without overwrite, and overwrite keeps the id with the new content", async () => {
    const first = (await create(acme, { name: "report.pdf" })).data!;
    const refused = await create(acme, { name: "report.pdf" }, "Private", "second");
    expect(refused.response.status).toBe(409);
    expect((refused.error as { detail: string }).detail).toContain(`${FOLDER}/report.pdf`);
    const replaced = (await create(acme, { name: "report.pdf", overwrite: true }, "Private", "second")).data!;
    expect(replaced.id).toBe(first.id);
    expect((await contentById(acme, first.id)).data).toBe("second");
  });
});

describe("Info and content are read by id and by path; content carries the reference's headers", () => {
  it("info by id and by the URL-encoded path answer the same record", async () => {
    const created = (await create(acme, {})).data!;
    const byId = await acme.GET("/api/v1/Files/{id}/Info", {
      params: { path: { id: created.id }, query: { accessLevel: "Private" } },
    });
    const byPath = await acme.GET("/api/v1/Files/Info/Path/{path}", {
      params: { path: { path: created.fullName! }, query: { accessLevel: "Private" } },
    });
    expect(byId.data).toEqual(created);
    expect(byPath.data).toEqual(created);
  });
  it(
    "content by id and by path: the bytes with content-disposition, " +
      "content-length, content-type, etag and last-modified",
    async () => {
      const created = (await create(acme, {})).data!;
      for (const { data, response } of [
        await contentById(acme, created.id),
        await acme.GET("/api/v1/Files/Path/{path}", {
          params: { path: { path: created.fullName! }, query: { accessLevel: "Private" } },
          parseAs: "text",
        }),
      ]) {
        expect(data).toBe(PDF);
        expect(response.headers.get("content-type")).toBe("application/pdf");
        expect(response.headers.get("content-length")).toBe(String(PDF.length));
        expect(response.headers.get("content-disposition")).toContain('filename="2026-11.pdf"');
        expect(response.headers.get("etag")).toMatch(/^"[0-9a-f]{16}"$/);
        expect(new Date(response.headers.get("last-modified")!).getTime()).not.toBeNaN();
      }
    },
  );
  it("a hiddenForPath file is not reachable by path but is by id", async () => {
    const created = (await create(acme, { hiddenForPath: true })).data!;
    expect(
      (
        await acme.GET("/api/v1/Files/Info/Path/{path}", {
          params: { path: { path: created.fullName! }, query: { accessLevel: "Private" } },
        })
      ).response.status,
    ).toBe(404);
    expect((await contentById(acme, created.id)).response.status).toBe(200);
  });
});

describe("If-None-Match with the current etag answers 304 without a body", () => {
  it("304 for the current etag, 200 once the content changed", async () => {
    const created = (await create(acme, { name: "a.pdf" })).data!;
    const etag = (await contentById(acme, created.id)).response.headers.get("etag")!;
    const notModified = await contentById(acme, created.id, "Private", etag);
    expect(notModified.response.status).toBe(304);
    expect(notModified.response.headers.get("etag")).toBe(etag);
    await create(acme, { name: "a.pdf", overwrite: true }, "Private", "changed");
    const changed = await contentById(acme, created.id, "Private", etag);
    expect([changed.response.status, changed.data]).toEqual([200, "changed"]);
  });
});

describe("Copy clones the content into the target access level", () => {
  it("a Private file copied to Public under a new name has the same bytes and a new id", async () => {
    const original = (await create(acme, {})).data!;
    const { data: clone } = await acme.POST("/api/v1/Files/{id}/Copy", {
      params: { path: { id: original.id }, query: { accessLevel: "Private" } },
      body: {
        targetAccess: "Public",
        sharingType: "Restricted",
        folderId: FOLDER,
        name: "copy",
        appendExtension: true,
      },
    });
    expect(clone).toMatchObject({ name: "copy", extension: ".pdf", fullName: `${FOLDER}/copy.pdf` });
    expect(clone!.id).not.toBe(original.id);
    expect((await contentById(acme, clone!.id, "Public")).data).toBe(PDF);
  });
  it("copying onto an existing name without overwrite is 409", async () => {
    const original = (await create(acme, {})).data!;
    const { response } = await acme.POST("/api/v1/Files/{id}/Copy", {
      params: { path: { id: original.id }, query: { accessLevel: "Private" } },
      body: { targetAccess: "Private", sharingType: "Restricted", folderId: FOLDER },
    });
    expect(response.status).toBe(409);
  });
});

describe("Private and Public are separate stores: Private is the tenant's, Public is shared", () => {
  it("a Private file is not found as Public nor by another tenant; a Public file is read by every tenant", async () => {
    const privateFile = (await create(acme, {})).data!;
    expect((await contentById(acme, privateFile.id, "Public")).response.status).toBe(404);
    expect((await contentById(beta, privateFile.id, "Private")).response.status).toBe(404);
    const publicFile = (await create(acme, {}, "Public")).data!;
    expect((await contentById(beta, publicFile.id, "Public")).data).toBe(PDF);
    expect((await contentById(acme, publicFile.id, "Private")).response.status).toBe(404);
  });
});

describe("Private files are tenant data: a token without tenant context (tid) is refused with 403", () => {
  it("a Private upload without tid is 403, a Public one is accepted", async () => {
    const { body } = await requestToken(sandbox, "acme", "acme-secret", { grant_type: "client_credentials" });
    const noTenant = createFileContentClient({
      baseUrl: serviceUrl(sandbox, "file-content"),
      getToken: () => String(body.access_token),
    });
    const refused = await upload(noTenant, PDF);
    expect(refused.response.status).toBe(403);
    expect((refused.error as { detail: string }).detail).toContain("tid");
    expect((await upload(noTenant, PDF, "2026-11.pdf", "Public")).response.status).toBe(200);
  });
});

describe("a published FileReference resolves to the file it names", () => {
  it("by fileId and by filePath, in the publishing tenant's Private files or the shared Public ones", async () => {
    const created = (await create(acme, {})).data!;
    const byId = resolveFileReference(sandbox.control.tenants, DEFAULT_TENANT_ID, {
      source: { accessLevel: "Private", fileId: created.id },
    });
    expect(byId?.info).toEqual(created);
    expect(Buffer.from(byId!.content).toString()).toBe(PDF);
    expect(
      resolveFileReference(sandbox.control.tenants, DEFAULT_TENANT_ID, {
        source: { accessLevel: "Private", filePath: created.fullName! },
      })?.info.id,
    ).toBe(created.id);
    expect(
      resolveFileReference(sandbox.control.tenants, OTHER_TENANT_ID, {
        source: { accessLevel: "Private", fileId: created.id },
      }),
    ).toBeUndefined();
    expect(
      resolveFileReference(sandbox.control.tenants, DEFAULT_TENANT_ID, {
        source: { accessLevel: "Public", fileId: created.id },
      }),
    ).toBeUndefined();
  });
});

describe("uploadFile uploads the content and creates its file record in one call", () => {
  it("answers the file's info, whose id reads the content back", async () => {
    const info = await uploadFile(acme, {
      content: new File([PDF], "2026-12.pdf", { type: "application/pdf" }),
      folderId: FOLDER,
    });
    expect(info).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: "2026-12",
      extension: ".pdf",
      fullName: `${FOLDER}/2026-12.pdf`,
      metadata: { mimeType: "application/pdf", length: PDF.length },
    });
    expect((await contentById(acme, info.id)).data).toBe(PDF);
  });
  it("takes bytes with a file name and media type, in the access level asked for", async () => {
    const info = await uploadFile(acme, {
      content: new TextEncoder().encode("a;b"),
      fileName: "rows.csv",
      contentType: "text/csv",
      accessLevel: "Public",
      folderId: FOLDER,
    });
    expect(info.metadata).toMatchObject({ mimeType: "text/csv", length: 3 });
    expect((await contentById(acme, info.id, "Public")).data).toBe("a;b");
  });
  it("a refused file record is a FileUploadError naming the step, the status and the upload", async () => {
    await uploadFile(acme, { content: new File([PDF], "same.pdf"), folderId: FOLDER });
    const refused = await uploadFile(acme, { content: new File([PDF], "same.pdf"), folderId: FOLDER }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(FileUploadError);
    expect(refused).toMatchObject({
      step: "create file record",
      status: 409,
      uploadId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect((refused as Error).message).toMatch(/^create file record answered 409: .*exists; send overwrite true/);
  });
  it("content that is no File needs a file name", async () => {
    await expect(uploadFile(acme, { content: "text", folderId: FOLDER })).rejects.toThrow(/fileName is required/);
  });
});

describe("no answer broke the spec", () => {
  it("recorded no violation", () => {
    expect(sandbox.violations).toEqual([]);
  });
});
