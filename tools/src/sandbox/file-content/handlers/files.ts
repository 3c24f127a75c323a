// The file content service's operations: upload, create, info, content and copy, each in the
// store of its access level.
import type { operations } from "../../../../../generated/types/file-content.js";
import { problem } from "../../kernel/answer.js";
import type { HandlerMap, HandlerRequest } from "../../kernel/handler-map.js";
import type { PlatformContext } from "../../platform/platform-context.js";
import { contentAnswer } from "./content-answer.js";
import {
  fileStore,
  findByPath,
  placeFile,
  splitName,
  type AccessLevel,
  type FileStore,
  type StoredFile,
} from "../model/file-store.js";
import { fileNameRefusal } from "./multipart.js";
import { upload } from "./upload.js";

const privateNeedsTenant = () =>
  problem(403, "Forbidden", "Private files are tenant data and the token has no tenant context: request it with tid");
const notFound = (accessLevel: AccessLevel, what: string) => problem(404, "Not Found", `No ${accessLevel} ${what}.`);
const exists = (accessLevel: AccessLevel, fullName: string) =>
  problem(409, "Conflict", `A ${accessLevel} file ${fullName} exists; send overwrite true to replace it.`);

// The content answer is bytes in the file's own media type, which the generated types (a string of
// `*/*`) cannot name; the core still checks it against the spec.

export function createFileContentHandlers(
  runtime: PlatformContext,
  options: { readonly uploadLimitBytes: number },
): HandlerMap<operations> {
  const storeOf = (request: HandlerRequest, accessLevel: AccessLevel): FileStore | undefined =>
    accessLevel === "Public"
      ? fileStore(runtime.tenants.shared())
      : request.tenant === undefined
        ? undefined
        : fileStore(request.tenant);

  /** The file `find` picks in the store of `accessLevel`, or the refusal to answer (a problem answer). */
  const lookUp = (
    request: HandlerRequest,
    accessLevel: AccessLevel,
    what: string,
    find: (store: FileStore) => StoredFile | undefined,
  ) => {
    const store = storeOf(request, accessLevel);
    if (store === undefined) return privateNeedsTenant();
    return find(store) ?? notFound(accessLevel, what);
  };

  return {
    uploadFile(request) {
      const store = storeOf(request, request.parameters.accessLevel);
      return store === undefined ? privateNeedsTenant() : upload(store, request, options.uploadLimitBytes);
    },
    createFile(request) {
      const { accessLevel, id } = request.parameters;
      const store = storeOf(request, accessLevel);
      if (store === undefined) return privateNeedsTenant();
      const upload = store.uploads.get(id);
      if (upload === undefined) return notFound(accessLevel, `upload ${id}`);
      const badName = request.body.name === undefined ? undefined : fileNameRefusal("body $.name", request.body.name);
      if (badName !== undefined) return problem(400, "Bad Request", badName);
      const placed = placeFile(
        store,
        request.body,
        { ...splitName(upload.fileName), mimeType: upload.mimeType, content: upload.content },
        runtime.clock.now(),
      );
      return "exists" in placed ? exists(accessLevel, placed.exists) : { status: 200, body: placed.file.info };
    },
    copyFile(request) {
      const { accessLevel, id } = request.parameters;
      const original = lookUp(request, accessLevel, `file ${id}`, (store) => store.files.get(id));
      if ("status" in original) return original;
      const target = storeOf(request, request.body.targetAccess);
      if (target === undefined) return privateNeedsTenant();
      const { info, content } = original;
      const badName = request.body.name === undefined ? undefined : fileNameRefusal("body $.name", request.body.name);
      if (badName !== undefined) return problem(400, "Bad Request", badName);
      const placed = placeFile(
        target,
        request.body,
        { name: info.name!, extension: info.extension!, mimeType: info.metadata!.mimeType!, content },
        runtime.clock.now(),
      );
      return "exists" in placed
        ? exists(request.body.targetAccess, placed.exists)
        : { status: 200, body: placed.file.info };
    },
    getFileInfo(request) {
      const { accessLevel, id } = request.parameters;
      const found = lookUp(request, accessLevel, `file ${id}`, (store) => store.files.get(id));
      return "status" in found ? found : { status: 200, body: found.info };
    },
    getFileInfoByPath(request) {
      const { accessLevel, path } = request.parameters;
      const found = lookUp(request, accessLevel, `file at ${path}`, (store) => findByPath(store, path));
      return "status" in found ? found : { status: 200, body: found.info };
    },
    getFileContent(request) {
      const { accessLevel, id } = request.parameters;
      const found = lookUp(request, accessLevel, `file ${id}`, (store) => store.files.get(id));
      return "status" in found ? found : contentAnswer(found, request.headers["if-none-match"]);
    },
    getFileContentByPath(request) {
      const { accessLevel, path } = request.parameters;
      const found = lookUp(request, accessLevel, `file at ${path}`, (store) => findByPath(store, path));
      return "status" in found ? found : contentAnswer(found, request.headers["if-none-match"]);
    },
  };
}
