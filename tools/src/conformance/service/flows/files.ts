// Files: upload and file record, content bytes and headers, ETag and 304, lookups by path (and a
// file hidden from them), copy, and names that are taken.
import { randomUUID } from "node:crypto";
import { FILE_RULES as RULES } from "./file-rules.js";
import type { Flow } from "../flow.js";
import type { ServiceSession } from "../session.js";
import { stateText } from "../state-hook.js";
import { answeredFields, shown } from "../excerpt.js";

const HEADERS = ["content-disposition", "content-length", "content-type", "etag", "last-modified"];

/** A folder of the run's own, from the provider's `a folder` state (folders have no endpoint in the reference). */
export function folderOf(session: ServiceSession): Promise<string> {
  return session.shared("folder", async () => stateText(await session.state("a folder"), "a folder", "folderId"));
}

async function upload(session: ServiceSession, content: string, fileName: string, type: string) {
  const files = session.client("file-content");
  return files.POST("/api/v1/FileUpload", {
    params: { query: { accessLevel: "Private" } },
    body: { file: new File([content], fileName, { type }) },
  });
}

async function createRecord(
  session: ServiceSession,
  uploadId: string,
  body: { folderId: string; name: string; overwrite?: boolean; hiddenForPath?: boolean },
) {
  const files = session.client("file-content");
  return files.POST("/api/v1/Files/{id}", {
    params: { path: { id: uploadId }, query: { accessLevel: "Private" } },
    body: { sharingType: "Restricted", appendExtension: false, overwrite: false, ...body },
  });
}

async function bytesOf(response: Response): Promise<string> {
  return Buffer.from(await response.clone().arrayBuffer()).toString("utf8");
}

const fileFlow: Flow = {
  name: "file content",
  capability: "files",
  checks: [
    RULES["upload-status"],
    RULES["create-record"],
    RULES["content-bytes-equal"],
    RULES["etag-not-modified"],
    RULES["info-by-id"],
    RULES["info-by-path"],
    RULES["content-by-path"],
    RULES["unknown-file-refused"],
  ],
  services: ["file-content"],
  async run(session, v) {
    const files = session.client("file-content");
    const folderId = await folderOf(session);
    const content = `${session.runPrefix} file content \u00e9\u20ac ${randomUUID()}`;
    const size = Buffer.byteLength(content);
    const uploaded = await upload(session, content, "report.txt", "text/plain");
    const u = uploaded.data;
    v.report(
      RULES["upload-status"],
      session.evidence(uploaded),
      uploaded.response.status === 200 &&
        typeof u?.uploadId === "string" &&
        u.fileSize === size &&
        u.mimeType?.startsWith("text/plain") === true
        ? undefined
        : `answered ${uploaded.response.status} ${shown(u ?? uploaded.error)}`,
    );
    const name = session.name("report.txt");
    const created = await createRecord(session, String(u?.uploadId), { folderId, name });
    const info = created.data;
    v.report(
      RULES["create-record"],
      session.evidence(created),
      created.response.status === 200 &&
        typeof info?.id === "string" &&
        info.folderId === folderId &&
        info.metadata?.length === size &&
        `${info.name}${info.extension ?? ""}` === name
        ? undefined
        : `answered ${created.response.status} ${shown(info ?? created.error)}`,
    );
    const id = String(info?.id);
    const got = await files.GET("/api/v1/Files/{id}", {
      params: { path: { id }, query: { accessLevel: "Private" } },
      parseAs: "stream",
    });
    const body = await bytesOf(got.response);
    const missing = HEADERS.filter((h) => !got.response.headers.has(h));
    v.report(
      RULES["content-bytes-equal"],
      session.evidence(got),
      got.response.status === 200 && body === content && missing.length === 0
        ? undefined
        : `answered ${got.response.status}` +
            `${body === content ? "" : " with other bytes"}` +
            `${missing.length === 0 ? "" : `, without ${missing.join(", ")}`}`,
    );
    const etag = got.response.headers.get("etag") ?? "";
    const again = await files.GET("/api/v1/Files/{id}", {
      params: { path: { id }, query: { accessLevel: "Private" }, header: { "If-None-Match": etag } },
      parseAs: "stream",
    });
    v.report(
      RULES["etag-not-modified"],
      session.evidence(again),
      again.response.status === 304 ? undefined : `answered ${again.response.status} to If-None-Match ${etag}`,
    );
    const byId = await files.GET("/api/v1/Files/{id}/Info", {
      params: { path: { id }, query: { accessLevel: "Private" } },
    });
    v.report(
      RULES["info-by-id"],
      session.evidence(byId),
      answeredFields(byId.response.status, byId.data, { id, "metadata.length": size }),
    );
    const path = String(info?.fullName);
    const infoByPath = await files.GET("/api/v1/Files/Info/Path/{path}", {
      params: { path: { path }, query: { accessLevel: "Private" } },
    });
    v.report(
      RULES["info-by-path"],
      session.evidence(infoByPath),
      answeredFields(infoByPath.response.status, infoByPath.data, { id }),
    );
    const contentByPath = await files.GET("/api/v1/Files/Path/{path}", {
      params: { path: { path }, query: { accessLevel: "Private" } },
      parseAs: "stream",
    });
    v.report(
      RULES["content-by-path"],
      session.evidence(contentByPath),
      contentByPath.response.status === 200 && (await bytesOf(contentByPath.response)) === content
        ? undefined
        : `answered ${contentByPath.response.status}`,
    );
    const unknown = await files.GET("/api/v1/Files/{id}/Info", {
      params: { path: { id: randomUUID() }, query: { accessLevel: "Private" } },
    });
    v.report(
      RULES["unknown-file-refused"],
      session.evidence(unknown),
      unknown.response.status >= 400 && unknown.response.status < 500
        ? undefined
        : `answered ${unknown.response.status}`,
    );
  },
};

const namingFlow: Flow = {
  name: "file names",
  capability: "files",
  checks: [
    RULES["hidden-for-path"],
    RULES["copy"],
    RULES["copy-without-overwrite-refused"],
    RULES["media-range-no-type"],
  ],
  services: ["file-content"],
  async run(session, v) {
    const files = session.client("file-content");
    const folderId = await folderOf(session);
    const hiddenUpload = await upload(session, "hidden", "hidden.txt", "text/plain");
    const hidden = await createRecord(session, String(hiddenUpload.data?.uploadId), {
      folderId,
      name: session.name("hidden.txt"),
      hiddenForPath: true,
    });
    const byId = await files.GET("/api/v1/Files/{id}/Info", {
      params: { path: { id: String(hidden.data?.id) }, query: { accessLevel: "Private" } },
    });
    const byPath = await files.GET("/api/v1/Files/Info/Path/{path}", {
      params: { path: { path: String(hidden.data?.fullName) }, query: { accessLevel: "Private" } },
    });
    v.report(
      RULES["hidden-for-path"],
      {
        request: `${session.evidence(byId).request}; ${session.evidence(byPath).request}`,
        answer: `${byId.response.status}; ${session.evidence(byPath).answer}`,
      },
      byId.response.status === 200 && !byPath.response.ok
        ? undefined
        : `by id ${byId.response.status}, by path ${byPath.response.status}`,
    );
    const originalUpload = await upload(session, "original bytes", "original.txt", "text/plain");
    const original = await createRecord(session, String(originalUpload.data?.uploadId), {
      folderId,
      name: session.name("original.txt"),
    });
    const originalId = String(original.data?.id);
    const copyBody = {
      targetAccess: "Private" as const,
      sharingType: "Restricted" as const,
      folderId,
      appendExtension: false,
    };
    const copied = await files.POST("/api/v1/Files/{id}/Copy", {
      params: { path: { id: originalId }, query: { accessLevel: "Private" } },
      body: { ...copyBody, name: session.name("copy.txt"), overwrite: false },
    });
    const cloneId = copied.data?.id;
    const cloneContent = await files.GET("/api/v1/Files/{id}", {
      params: { path: { id: String(cloneId) }, query: { accessLevel: "Private" } },
      parseAs: "stream",
    });
    const cloneBytes = await bytesOf(cloneContent.response);
    v.report(
      RULES["copy"],
      session.evidence(copied),
      copied.response.status === 200 &&
        typeof cloneId === "string" &&
        cloneId !== originalId &&
        cloneBytes === "original bytes"
        ? undefined
        : `answered ${copied.response.status}` +
            ` ${shown(copied.data ?? copied.error)}; the clone's ` +
            `content ${shown(cloneBytes)}`,
    );
    const otherUpload = await upload(session, "other bytes", "other.txt", "text/plain");
    const other = await createRecord(session, String(otherUpload.data?.uploadId), {
      folderId,
      name: session.name("other.txt"),
    });
    const onto = await files.POST("/api/v1/Files/{id}/Copy", {
      params: { path: { id: String(other.data?.id) }, query: { accessLevel: "Private" } },
      body: { ...copyBody, name: session.name("original.txt"), overwrite: false },
    });
    const kept = await files.GET("/api/v1/Files/{id}", {
      params: { path: { id: originalId }, query: { accessLevel: "Private" } },
      parseAs: "stream",
    });
    const keptBytes = await bytesOf(kept.response);
    v.report(
      RULES["copy-without-overwrite-refused"],
      session.evidence(onto),
      onto.response.status >= 400 && onto.response.status < 500 && keptBytes === "original bytes"
        ? undefined
        : `answered ${onto.response.status}; the existing file now holds ${shown(keptBytes)}`,
    );
    const ranged = await upload(session, "any type", "ranged.bin", "*/*");
    v.report(
      RULES["media-range-no-type"],
      session.evidence(ranged),
      ranged.response.ok && ranged.data?.mimeType !== "*/*"
        ? undefined
        : `answered ${ranged.response.status} with mimeType ${shown(ranged.data?.mimeType)}`,
    );
  },
};

export const FILE_FLOWS: readonly Flow[] = [fileFlow, namingFlow];
