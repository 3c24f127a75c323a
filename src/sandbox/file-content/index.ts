export { DEFAULT_UPLOAD_LIMIT_BYTES, fileContentModule } from "./handlers.js";
export { resolveFileReference, type FileReferenceSource, type ResolvedFile } from "./file-reference.js";
