// Files, as the reference's "Publishing a file" says: "upload the content, create the file record
// from the uploadId, then put a FileReference into the published data". Then the other way: read
// the record, follow its FileReference and get the same bytes back (and a 304 for the etag kept).
import { createDataIntegrationClient, createFileContentClient, uploadFile } from "@integration-platform/contracts";
import { createTokenProvider } from "@integration-platform/contracts/auth";
import { publishRecordsV2, waitForQueueItem } from "@integration-platform/contracts/publishing";
import { environment } from "./environment.js";

const CONTRACTS_MODEL = "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
const FOLDER = "1d2e3f40-5a6b-4c7d-8e9f-a0b1c2d3e4f5";

const tokens = createTokenProvider({
  issuer: environment.idpUrl,
  clientId: environment.clientId,
  clientSecret: environment.clientSecret,
  tenantId: environment.tenantId,
  allowInsecureHttp:
    environment.idpUrl.startsWith("http://127.0.0.1") || environment.idpUrl.startsWith("http://localhost"),
});
const data = createDataIntegrationClient({ baseUrl: environment.dataUrl, getToken: tokens, timeoutMs: 30_000 });
const files = createFileContentClient({ baseUrl: environment.filesUrl, getToken: tokens, timeoutMs: 30_000 });

// 1. Upload the content and create its file record: one call.
const content = new TextEncoder().encode("%PDF-1.7 framework contract 2026\n");
const file = await uploadFile(files, {
  content,
  fileName: "framework-contract-2026.pdf",
  contentType: "application/pdf",
  folderId: FOLDER,
  overwrite: true,
});
console.log(`uploaded ${file.fullName} (${file.metadata?.length} bytes) as file ${file.id}`);

// 2. Publish a record whose Contract field is a FileReference to it. The mapping directive names
// the model the record goes to (without it, or an input transformation for Contract, the queue item fails).
const registered = await data.POST("/api/v2/IntegrationAgents/Settings", { body: {} });
if (registered.data === undefined) throw new Error(`registration refused: ${JSON.stringify(registered.error)}`);
const sourceId = registered.data.source!.sourceId!;
const published = await publishRecordsV2(data, {
  sourceId,
  mappingDirectives: [{ modelId: CONTRACTS_MODEL }],
  items: [
    {
      entityId: "Contract",
      recordId: "K-2026-1",
      data: {
        Title: "Framework contract 2026",
        Document: {
          _type: "FileReference",
          source: { accessLevel: "Private", fileId: file.id },
          fileName: "framework-contract-2026.pdf",
        },
      },
    },
  ],
});
const outcome = await waitForQueueItem(data, { sourceId, operationId: published.operationId, initialDelayMs: 100 });
if (outcome.status !== "Success") throw new Error(`queue item ${outcome.status}: ${outcome.errorMessage}`);
console.log(`published the record: ${outcome.status}`);

// 3. Read the record back and resolve its FileReference to the file's bytes.
const records = await data.GET("/api/v2/QueryingData/GetData", {
  params: { query: { modelId: CONTRACTS_MODEL, externalId: `K-2026-1.Contract.${sourceId}` } },
});
const reference = records.data?.items[0]?.Document as
  { source: { accessLevel: "Private" | "Public"; fileId: string } } | undefined;
if (reference === undefined) throw new Error("the record has no Document reference");
const read = await files.GET("/api/v1/Files/{id}", {
  params: { path: { id: reference.source.fileId }, query: { accessLevel: reference.source.accessLevel } },
  parseAs: "arrayBuffer",
});
if (read.data === undefined) throw new Error(`the file content could not be read: ${read.response.status}`);
const same = Buffer.from(read.data).equals(Buffer.from(content));
console.log(
  `resolved the FileReference to ${read.data.byteLength} bytes ` +
    `(${read.response.headers.get("content-type")}), identical: ${same}`,
);
if (!same) throw new Error("the file read back differs from the one uploaded");

// 4. A copy kept with its etag is still current: 304, no body.
const etag = read.response.headers.get("etag")!;
const again = await files.GET("/api/v1/Files/{id}", {
  params: {
    path: { id: reference.source.fileId },
    query: { accessLevel: reference.source.accessLevel },
    header: { "If-None-Match": etag },
  },
  parseAs: "arrayBuffer",
});
console.log(`If-None-Match ${etag}: ${again.response.status}`);
if (again.response.status !== 304) throw new Error(`expected 304 for the current etag, got ${again.response.status}`);
console.log("files: done");
