// "Publishing a file: upload the content, create the file record from the uploadId, then put a
// FileReference into the published data." The first two steps as one call.
import type { components } from "../../generated/types/file-content.js";
import type { FileContentClient } from "./file-content.js";

type Schemas = components["schemas"];

/** File info answered by the file content service: `id` is the `fileId` of a FileReference. */
export type FileInfo = Schemas["FileInfo"];

export interface UploadFileOptions {
  /** The content: a `File` (its name and type are the part's), a `Blob`, bytes or text. */
  readonly content: Blob | Uint8Array | string;
  /**
   * File name of the uploaded part, with its extension (`2026-11.pdf`). Default the `File`'s own name; required for
   * other content.
   */
  readonly fileName?: string;
  /** Media type of the part. Default the Blob's own type, else `application/octet-stream`. */
  readonly contentType?: string;
  /** `Private` (tenant; "used for data integration") or `Public` (shared). Default `Private`. */
  readonly accessLevel?: Schemas["AccessLevel"];
  /** The folder of the file record (mandatory uuid). */
  readonly folderId: string;
  /** "`Restricted` means authenticated access (used for data integration)". Default `Restricted`. */
  readonly sharingType?: Schemas["SharingType"];
  /** Name of the record, with or without extension. Default the uploaded name. */
  readonly name?: string;
  /** Append the uploaded file's extension to `name`. */
  readonly appendExtension?: boolean;
  /** Replace a file of the same name in the folder; without it such a file is refused. Default false. */
  readonly overwrite?: boolean;
  /** true: not reachable by path. */
  readonly hiddenForPath?: boolean;
}

/** The file content service refused the upload or the file record; `step` says which. */
export class FileUploadError extends Error {
  override readonly name = "FileUploadError";
  constructor(
    readonly step: "upload" | "create file record",
    readonly status: number,
    /** The service's answer (a problem details object when it sent one). */
    readonly body: unknown,
    /** The upload, once the content was accepted. */
    readonly uploadId?: string,
  ) {
    const detail =
      (body as { detail?: unknown; title?: unknown } | undefined)?.detail ??
      (body as { title?: unknown } | undefined)?.title;
    super(
      `${step} answered ${status}` +
        `${typeof detail === "string" ? `: ${detail}` : ""}` +
        `${uploadId === undefined ? "" : ` (upload ${uploadId})`}`,
    );
  }
}

function partOf(options: UploadFileOptions): File {
  const { content } = options;
  const fileName = options.fileName ?? (content instanceof File ? content.name : undefined);
  if (fileName === undefined || fileName === "")
    throw new TypeError("uploadFile: fileName is required unless content is a File with a name");
  const type =
    options.contentType ?? (content instanceof Blob && content.type !== "" ? content.type : "application/octet-stream");
  return new File([content as BlobPart], fileName, { type });
}

/**
 * Uploads the content (`POST /api/v1/FileUpload`, multipart part `file`) and creates its file
 * record (`POST /api/v1/Files/{uploadId}`); resolves with the file's info. Throws
 * {@link FileUploadError} when either step is refused.
 */
export async function uploadFile(client: FileContentClient, options: UploadFileOptions): Promise<FileInfo> {
  const file = partOf(options);
  const accessLevel = options.accessLevel ?? "Private";
  const uploaded = await client.POST("/api/v1/FileUpload", { params: { query: { accessLevel } }, body: { file } });
  if (uploaded.data === undefined) throw new FileUploadError("upload", uploaded.response.status, uploaded.error);
  const { uploadId } = uploaded.data;
  const created = await client.POST("/api/v1/Files/{id}", {
    params: { path: { id: uploadId }, query: { accessLevel } },
    body: {
      sharingType: options.sharingType ?? "Restricted",
      folderId: options.folderId,
      ...(options.name === undefined ? {} : { name: options.name }),
      ...(options.appendExtension === undefined ? {} : { appendExtension: options.appendExtension }),
      overwrite: options.overwrite ?? false,
      ...(options.hiddenForPath === undefined ? {} : { hiddenForPath: options.hiddenForPath }),
    },
  });
  if (created.data === undefined)
    throw new FileUploadError("create file record", created.response.status, created.error, uploadId);
  return created.data;
}
