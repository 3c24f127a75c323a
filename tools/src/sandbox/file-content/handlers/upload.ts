// POST of an upload: the multipart body's "file" part, checked (its name, its header fields, the upload limit), kept
// as an upload that a create turns into a file.
import type { operations } from "../../../../../generated/types/file-content.js";
import { problem } from "../../kernel/answer.js";
import type { HandlerRequest } from "../../kernel/handler-map.js";
import { newId } from "../../kernel/ids.js";
import { bytesInWords } from "../../kernel/limits.js";
import { splitName, type FileStore } from "../model/file-store.js";
import { headerFieldRefusal, MultipartError, parseMultipart } from "./multipart.js";

/** The part's media type; a range such as `*\/*` (what a client sends when it knows none) names no type. */
function mediaTypeOf(contentType: string | undefined): string {
  const essence = contentType?.split(";")[0]?.trim();
  return contentType === undefined || essence === undefined || essence.includes("*")
    ? "application/octet-stream"
    : contentType;
}

/** Keeps the upload of `request` in `store`, or answers why not. */
export function upload(store: FileStore, request: HandlerRequest<operations["uploadFile"]>, uploadLimitBytes: number) {
  let parts;
  try {
    parts = parseMultipart(request.headers["content-type"] as string | undefined, request.body as unknown as Buffer);
  } catch (error) {
    if (!(error instanceof MultipartError)) throw error;
    return problem(400, "Bad Request", error.message);
  }
  const part = parts.find((p) => p.name === "file");
  if (part === undefined)
    return problem(
      400,
      "Bad Request",
      `body has no part "file" (parts: ${parts.map((p) => p.name).join(", ") || "none"})`,
    );
  if (part.filename === undefined || part.filename === "")
    return problem(400, "Bad Request", 'body part "file" has no filename');
  const unfit = headerFieldRefusal(part);
  if (unfit !== undefined) return problem(400, "Bad Request", unfit);
  if (part.data.length > uploadLimitBytes) {
    return problem(
      413,
      "Content Too Large",
      `The file has ${part.data.length} bytes; the upload limit is ${bytesInWords(uploadLimitBytes)}.`,
    );
  }
  const upload = {
    uploadId: newId(),
    fileName: part.filename,
    mimeType: mediaTypeOf(part.contentType),
    content: Buffer.from(part.data),
  };
  store.uploads.set(upload.uploadId, upload);
  return {
    status: 200,
    body: {
      uploadId: upload.uploadId,
      fileName: upload.fileName,
      fileExtension: splitName(upload.fileName).extension,
      fileSize: upload.content.length,
      mimeType: upload.mimeType,
      uploadedBytes: upload.content.length,
    },
  };
}
