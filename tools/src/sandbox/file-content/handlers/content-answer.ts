// The answer of a file's content: the bytes in the file's own media type with the headers the
// reference lists, or 304 when the caller's If-None-Match names the current etag.
import type { SandboxAnswer } from "../../kernel/answer.js";
import type { StoredFile } from "../model/file-store.js";

/** A strong entity tag of the bytes, so equal content has the same tag. */
export function etagOf(file: StoredFile): string {
  return `"${String(file.info.metadata?.hashCode).slice(0, 16)}"`;
}

// RFC 9110 section 13.1.2: "*" or a list of entity tags, weak ones compared weakly.
function noneMatch(header: string | string[] | undefined, etag: string): boolean {
  const value = Array.isArray(header) ? header.join(",") : header;
  if (value === undefined) return false;
  return value.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
  });
}

function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function contentAnswer(file: StoredFile, ifNoneMatch: string | string[] | undefined): SandboxAnswer {
  const etag = etagOf(file);
  const lastModified = new Date(file.modifiedAt).toUTCString();
  if (noneMatch(ifNoneMatch, etag)) return { status: 304, headers: { etag, "last-modified": lastModified } };
  return {
    status: 200,
    contentType: file.info.metadata?.mimeType ?? "application/octet-stream",
    body: new Uint8Array(file.content),
    headers: {
      "content-disposition": contentDisposition(`${file.info.name}${file.info.extension}`),
      etag,
      "last-modified": lastModified,
    },
  };
}
