// The files capability's rules: what the file flow and the naming flow check.
import { defineRules } from "../service-check.js";

export const FILE_RULES = defineRules("files", {
  "upload-status": [
    '"POST /api/v1/FileUpload ... `multipart/form-data`, part `file` with filename and content type | upload ' +
      'status": "`uploadId` (uuid), `fileName`, `fileExtension`, `fileSize`, `mimeType`, `uploadedBytes`"',
    "200 with an uploadId, the size sent and the part's media type",
  ],
  "create-record": [
    '"POST /api/v1/Files/{uploadId} | uploadId from upload | `sharingType` ' +
      '(mandatory), `folderId` (mandatory uuid), `name` ... | file info"',
    "200 with the file's id, the name given, the folder and metadata.length",
  ],
  "content-bytes-equal": [
    '"GET /api/v1/Files/{id} | id | | file content with headers ' +
      "content-disposition, content-length, content-type, etag, " +
      'last-modified"',
    "200 with the bytes uploaded and the five headers",
  ],
  "etag-not-modified": [
    "The content answer carries an `etag` (RFC 9110: If-None-Match with the current etag is answered 304)",
    "304 for If-None-Match with the etag",
  ],
  "info-by-id": [
    '"GET /api/v1/Files/{id}/Info | id (file identifier) | | file info"',
    "200 with the same id, name and length",
  ],
  "info-by-path": [
    '"GET /api/v1/Files/Info/Path/{path} | path (file path) | | file info"',
    "200 with the same id for the file's fullName",
  ],
  "content-by-path": [
    '"GET /api/v1/Files/Path/{path} | path | | file content, same headers"',
    "200 with the bytes uploaded",
  ],
  "hidden-for-path": ['"hiddenForPath | bool; true means not reachable by path"', "by id 200; by path not 2xx"],
  copy: [
    '"POST /api/v1/Files/{id}/Copy ... | file info of the clone"; "Copy is used ' +
      'instead of download and upload when republishing consumed files."',
    "200 with a new id whose content is the original's bytes",
  ],
  "copy-without-overwrite-refused": [
    '"`overwrite` (bool)": a copy onto a name the folder has, without overwrite, replaces nothing',
    "4xx (the sandbox answers 409), the existing file unchanged",
  ],
  "unknown-file-refused": ['"id (file identifier)": an id of no file names no file', "4xx for an unknown file id"],
  "media-range-no-type": [
    'The part is uploaded "with filename and content type"; a media ' +
      "range such as `*/*` names no type (FileMetadata.mimeType)",
    "the file's mimeType is not */*",
  ],
});
