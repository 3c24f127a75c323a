export { createFileContentHandlers, DEFAULT_UPLOAD_LIMIT_BYTES, type FileContentOptions } from "./handlers.js";
export { resolveFileReference, type FileReferenceSource, type ResolvedFile } from "./file-reference.js";
