// The file content service of the sandbox: uploads and files, public ones shared by every tenant,
// private ones in the caller's tenant.
import type { operations } from "../../../../generated/types/file-content.js";
import type { ServiceModule } from "../kernel/service-module.js";
import { createFileContentHandlers } from "./handlers/files.js";
import { FILES, UPLOADS } from "./model/file-store.js";

/** Default upload limit: 10 MiB ("File size and upload limits: not shown"). */
export const DEFAULT_UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

export const fileContentModule: ServiceModule<operations> = {
  service: "file-content",
  tenantContext: false,
  stores: [UPLOADS, FILES],
  handlers: createFileContentHandlers,
};
