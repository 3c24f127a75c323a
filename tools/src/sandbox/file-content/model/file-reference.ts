// Resolving a published FileReference to the file it names, for the data integration service's
// sandbox: "The file content is stored in the file content service (document 2) and is uploaded
// before the reference is published."
import type { TenantStates } from "../../kernel/store.js";
import { fileStore, findByPath, type AccessLevel, type FileInfo } from "./file-store.js";

/**
 * The `source` of a FileReference: "`accessLevel` ..., `fileId` (uuid) or `filePath` (string), one of which is
 * required".
 */
export interface FileReferenceSource {
  readonly accessLevel: AccessLevel;
  readonly fileId?: string;
  readonly filePath?: string;
}

/** A file found for a reference: its info as the file content service answers it, and its bytes. */
export interface ResolvedFile {
  readonly info: FileInfo;
  readonly content: Uint8Array;
}

/**
 * The file a FileReference published by `tenantId` names: a `Private` one in that tenant's files, a
 * `Public` one in the shared files; by `fileId`, else by `filePath` (a `hiddenForPath` file is "not
 * reachable by path"). `undefined` when there is no such file.
 */
export function resolveFileReference(
  tenants: TenantStates,
  tenantId: string,
  reference: { readonly source: FileReferenceSource },
): ResolvedFile | undefined {
  const { accessLevel, fileId, filePath } = reference.source;
  const store = fileStore(accessLevel === "Public" ? tenants.shared() : tenants.of(tenantId));
  const file =
    fileId !== undefined ? store.files.get(fileId) : filePath !== undefined ? findByPath(store, filePath) : undefined;
  return file === undefined ? undefined : { info: file.info, content: new Uint8Array(file.content) };
}
