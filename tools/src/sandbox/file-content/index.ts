// The file content service as the rest of the sandbox sees it.
export {
  DEFAULT_UPLOAD_LIMIT_BYTES,
  fileContentPart,
  uploadLimitOf,
  type FileContentService,
  type FileContentSettings,
} from "./module.js";
export { resolveFileReference, type FileReferenceSource, type ResolvedFile } from "./model/file-reference.js";
