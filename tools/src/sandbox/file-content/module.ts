// The file content service of the sandbox: uploads and files, public ones shared by every tenant,
// private ones in the caller's tenant. The upload limit is its own setting: no other part reads it
// but through this part's instance.
import type { SandboxPart } from "../kernel/part.js";
import { platformOf } from "../platform/platform-context.js";
import { createFileContentHandlers } from "./handlers/files.js";
import { FILES, UPLOADS } from "./model/file-store.js";

/** Default upload limit: 10 MiB ("File size and upload limits: not shown"). */
export const DEFAULT_UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

/** What the file content service reads of the sandbox's options. */
export interface FileContentSettings {
  /**
   * Largest file `POST /api/v1/FileUpload` accepts, in bytes; a larger one is refused with 413. Default {@link
   * DEFAULT_UPLOAD_LIMIT_BYTES} (10 MiB).
   */
  uploadLimitBytes?: number;
}

/** The file content service of one sandbox: its upload limit. */
export interface FileContentService {
  readonly uploadLimitBytes: number;
}

/** The upload limit of `settings`; throws naming the option when it is no whole number of bytes. */
export function uploadLimitOf(settings: FileContentSettings): number {
  const limit = settings.uploadLimitBytes ?? DEFAULT_UPLOAD_LIMIT_BYTES;
  if (!Number.isInteger(limit) || limit < 0)
    throw new Error(`uploadLimitBytes must be a whole number of bytes (found ${limit})`);
  return limit;
}

export const fileContentPart: SandboxPart<FileContentService, FileContentSettings> = {
  name: "file-content",
  stores: [UPLOADS, FILES],
  service: {
    spec: "file-content",
    tenantContext: false,
    handlers: (context, service) => createFileContentHandlers(platformOf(context), service),
  },
  open: ({ settings }) => ({ uploadLimitBytes: uploadLimitOf(settings) }),
};
