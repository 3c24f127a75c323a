// generated from specs/openapi/file-content.yaml; do not edit
export interface paths {
    "/api/v1/Files/{id}/Info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * File info by file id
         * @description "id (file identifier)"; response: "file info".
         */
        get: operations["getFileInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Files/Info/Path/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * File info by file path
         * @description "path (file path)"; response: "file info". The path is sent URL-encoded as one path segment, for example `acme/erp-sync/12345678|CZ/invoices/2026-11.pdf` as `acme%2Ferp-sync%2F12345678%7CCZ%2Finvoices%2F2026-11.pdf`. A file with `hiddenForPath` true is "not reachable by path".
         */
        get: operations["getFileInfoByPath"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description For GET, the file identifier (`id` of the file info). For POST, the `uploadId` of the upload status answered by `POST /api/v1/FileUpload` ("uploadId from upload"). The reference writes the two templates as `/api/v1/Files/{id}` and `/api/v1/Files/{uploadId}`; they are one path here.
                 * @example 6e5d4c3b-2a19-4f08-b7e6-d5c4b3a29180
                 */
                id: string;
            };
            cookie?: never;
        };
        /**
         * File content by file id
         * @description "id"; response: "file content with headers content-disposition, content-length, content-type, etag, last-modified". `id` is the file identifier.
         */
        get: operations["getFileContent"];
        put?: never;
        /**
         * Create the file record of an upload
         * @description "uploadId from upload"; body: "`sharingType` (mandatory), `folderId` (mandatory uuid), `name` (with or without extension; the uploaded name when absent), `appendExtension` (bool), `overwrite` (bool), `hiddenForPath` (bool)"; response: "file info". Here the path parameter `id` is the `uploadId`. "Publishing a file: upload the content, create the file record from the uploadId, then put a FileReference into the published data."
         */
        post: operations["createFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Files/Path/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * File content by file path
         * @description "path"; response: "file content, same headers" (content-disposition, content-length, content-type, etag, last-modified). The path is sent URL-encoded as one path segment, for example `acme/erp-sync/12345678|CZ/invoices/2026-11.pdf` as `acme%2Ferp-sync%2F12345678%7CCZ%2Finvoices%2F2026-11.pdf`.
         */
        get: operations["getFileContentByPath"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/FileUpload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload file content
         * @description "accessLevel; a file identifier parameter is described as mandatory"; body: "`multipart/form-data`, part `file` with filename and content type"; response: "upload status". The `uploadId` of the answer creates the file record (`POST /api/v1/Files/{id}`). "File size and upload limits: not shown."
         */
        post: operations["uploadFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Files/{id}/Copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copy a file
         * @description "id (original file); query accessLevel of the original"; body: "`targetAccess` (mandatory), `sharingType` (mandatory), `folderId` (mandatory), `name` (the original when absent), `appendExtension`, `overwrite`, `hiddenForPath`"; response: "file info of the clone". "Copy is used instead of download and upload when republishing consumed files."
         */
        post: operations["copyFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * AccessLevel
         * @description "`Public` shared, `Private` tenant; `Private` is used for data integration."
         * @enum {string}
         */
        AccessLevel: "Public" | "Private";
        /**
         * CopyFileRequest
         * @description Body of `POST /api/v1/Files/{id}/Copy`: "`targetAccess` (mandatory), `sharingType` (mandatory), `folderId` (mandatory), `name` (the original when absent), `appendExtension`, `overwrite`, `hiddenForPath`". "Copy is used instead of download and upload when republishing consumed files." `targetAccess` takes the access levels the reference defines (`Public`, `Private`); other values are not shown.
         * @example {
         *       "targetAccess": "Private",
         *       "sharingType": "Restricted",
         *       "folderId": "1d2e3f40-5a6b-4c7d-8e9f-a0b1c2d3e4f5",
         *       "name": "2026-11-copy",
         *       "appendExtension": true,
         *       "overwrite": false,
         *       "hiddenForPath": false
         *     }
         */
        CopyFileRequest: {
            /** @description Mandatory; the access level of the clone (the query `accessLevel` is that of the original). The reference lists no values for it; the access levels are `Public` and `Private`. */
            targetAccess: components["schemas"]["AccessLevel"];
            sharingType: components["schemas"]["SharingType"];
            /** Format: uuid */
            folderId: string;
            /** @description The original name when absent. */
            name?: string;
            appendExtension?: boolean;
            overwrite?: boolean;
            /** @description true means not reachable by path. */
            hiddenForPath?: boolean;
        };
        /**
         * CreateFileRequest
         * @description Body of `POST /api/v1/Files/{uploadId}`, which creates the file record of an upload: "`sharingType` (mandatory), `folderId` (mandatory uuid), `name` (with or without extension; the uploaded name when absent), `appendExtension` (bool), `overwrite` (bool), `hiddenForPath` (bool)".
         * @example {
         *       "sharingType": "Restricted",
         *       "folderId": "1d2e3f40-5a6b-4c7d-8e9f-a0b1c2d3e4f5",
         *       "name": "2026-11",
         *       "appendExtension": true,
         *       "overwrite": false,
         *       "hiddenForPath": false
         *     }
         */
        CreateFileRequest: {
            sharingType: components["schemas"]["SharingType"];
            /** Format: uuid */
            folderId: string;
            /** @description With or without extension; the uploaded name when absent. */
            name?: string;
            appendExtension?: boolean;
            overwrite?: boolean;
            /** @description true means not reachable by path. */
            hiddenForPath?: boolean;
        };
        /**
         * FileContent
         * @description The content of a file, answered as bytes with the headers content-disposition, content-length, content-type, etag and last-modified. Its media type is that of the file (the content-type header).
         */
        FileContent: string;
        /**
         * FileFolder
         * @description `folder` of a file: "id, name, fullName". "file folder resources have no shape here" beyond this object; "The paths of the folder search and folder creation endpoints: not shown."
         * @example {
         *       "id": "1d2e3f40-5a6b-4c7d-8e9f-a0b1c2d3e4f5",
         *       "name": "invoices",
         *       "fullName": "acme/erp-sync/12345678|CZ/invoices"
         *     }
         */
        FileFolder: {
            /** Format: uuid */
            id?: string;
            name?: string;
            fullName?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * FileInfo
         * @description File info, answered by the info, create and copy calls of the file content service. The file content service "stores the content of files referenced by FileReference values of published data". Only `id` is required: it is the identifier every other file call is addressed by; every other member is optional.
         * @example {
         *       "id": "6e5d4c3b-2a19-4f08-b7e6-d5c4b3a29180",
         *       "name": "2026-11",
         *       "extension": ".pdf",
         *       "fullName": "acme/erp-sync/12345678|CZ/invoices/2026-11.pdf",
         *       "metadata": {
         *         "mimeType": "application/pdf",
         *         "length": 48213,
         *         "hashCode": "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"
         *       },
         *       "sharingType": "Restricted",
         *       "folderId": "1d2e3f40-5a6b-4c7d-8e9f-a0b1c2d3e4f5",
         *       "folder": {
         *         "id": "1d2e3f40-5a6b-4c7d-8e9f-a0b1c2d3e4f5",
         *         "name": "invoices",
         *         "fullName": "acme/erp-sync/12345678|CZ/invoices"
         *       },
         *       "hiddenForPath": false
         *     }
         */
        FileInfo: {
            /** Format: uuid */
            id: string;
            name?: string;
            extension?: string;
            fullName?: string;
            metadata?: components["schemas"]["FileMetadata"];
            sharingType?: components["schemas"]["SharingType"];
            /** Format: uuid */
            folderId?: string;
            folder?: components["schemas"]["FileFolder"];
            /** @description true means not reachable by path. */
            hiddenForPath?: boolean;
        };
        /**
         * FileMetadata
         * @description `metadata` of a file: "mimeType, length (bytes), hashCode".
         * @example {
         *       "mimeType": "application/pdf",
         *       "length": 48213,
         *       "hashCode": "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"
         *     }
         */
        FileMetadata: {
            /** @description The file's media type, as the uploaded part named it. A media range (`*\/*`, `image/*`) names no type; the type of a file uploaded so, or without a Content-Type, is not shown (the sandbox answers `application/octet-stream`). */
            mimeType?: string;
            /**
             * Format: int64
             * @description Length in bytes; never negative. int64 because a file may pass 2 GiB (the width is not shown).
             */
            length?: number;
            hashCode?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * FileUploadRequest
         * @description Multipart body of `POST /api/v1/FileUpload` (`multipart/form-data`): "part `file` with filename and content type".
         */
        FileUploadRequest: {
            /** @description The file content; the part carries a filename and a content type. */
            file: Blob;
        };
        /**
         * SharingType
         * @description Sharing type of a file: "`Restricted` means authenticated access (used for data integration)". `Restricted` is the only value the reference shows, so the type stays an open string.
         * @example Restricted
         */
        SharingType: string;
        /**
         * UploadStatus
         * @description Upload status, the answer of `POST /api/v1/FileUpload`: "`uploadId` (uuid), `fileName`, `fileExtension`, `fileSize`, `mimeType`, `uploadedBytes`". The `uploadId` is then used to create the file record (`POST /api/v1/Files/{uploadId}`). Only `uploadId` is required: the next call (`POST /api/v1/Files/{uploadId}`) cannot be made without it; every other member is optional.
         * @example {
         *       "uploadId": "c0ffee00-1234-4abc-8def-0123456789ab",
         *       "fileName": "2026-11.pdf",
         *       "fileExtension": ".pdf",
         *       "fileSize": 48213,
         *       "mimeType": "application/pdf",
         *       "uploadedBytes": 48213
         *     }
         */
        UploadStatus: {
            /** Format: uuid */
            uploadId: string;
            fileName?: string;
            fileExtension?: string;
            /** Format: int64 */
            fileSize?: number;
            mimeType?: string;
            /** Format: int64 */
            uploadedBytes?: number;
        };
    };
    responses: {
        /** @description "file content with headers content-disposition, content-length, content-type, etag, last-modified". The content is answered as bytes in the media type of the file, so the answer is described as `*\/*`: its `content-type` header is the media type of the file (a PDF comes as `application/pdf`, a text file as `text/plain`), declared by that content rather than as a header, which OpenAPI 3.1 says tools ignore; a client reads it as bytes whatever the type. The status code of the answer is not shown; 200 is assumed. */
        FileContent: {
            headers: {
                /**
                 * @description Content disposition of the file, with its file name.
                 * @example attachment; filename="2026-11.pdf"
                 */
                "content-disposition"?: string;
                /**
                 * @description Length of the content in bytes.
                 * @example 48213
                 */
                "content-length"?: number;
                /**
                 * @description Entity tag of the content.
                 * @example "9f86d081884c7d65"
                 */
                etag?: string;
                /**
                 * @description Time of the last modification (HTTP date).
                 * @example Tue, 03 Nov 2026 09:15:00 GMT
                 */
                "last-modified"?: string;
                [name: string]: unknown;
            };
            content: {
                /** @example %PDF-1.7 sample file content */
                "*/*": components["schemas"]["FileContent"];
            };
        };
        /** @description "file info" (for a copy, "file info of the clone"). The status code of the answer is not shown; 200 is assumed. */
        FileInfo: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "id": "6e5d4c3b-2a19-4f08-b7e6-d5c4b3a29180",
                 *       "name": "2026-11",
                 *       "extension": ".pdf",
                 *       "fullName": "acme/erp-sync/12345678|CZ/invoices/2026-11.pdf",
                 *       "metadata": {
                 *         "mimeType": "application/pdf",
                 *         "length": 48213,
                 *         "hashCode": "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"
                 *       },
                 *       "sharingType": "Restricted",
                 *       "folderId": "1d2e3f40-5a6b-4c7d-8e9f-a0b1c2d3e4f5",
                 *       "folder": {
                 *         "id": "1d2e3f40-5a6b-4c7d-8e9f-a0b1c2d3e4f5",
                 *         "name": "invoices",
                 *         "fullName": "acme/erp-sync/12345678|CZ/invoices"
                 *       },
                 *       "hiddenForPath": false
                 *     }
                 */
                "application/json": components["schemas"]["FileInfo"];
            };
        };
        /** @description The content has not changed: the request's `If-None-Match` names the file's current etag (RFC 9110 section 13.1.2), so no body is sent. The reference shows the etag header of file content, not this answer; a client sending If-None-Match reads the content it kept. */
        NotModified: {
            headers: {
                /**
                 * @description Entity tag of the content.
                 * @example "9f86d081884c7d65"
                 */
                etag?: string;
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description The bearer token is missing or refused. "All endpoints need a bearer token" (data integration service); "Order and file service calls use a bearer token"; a webhook consumer must "Require the `Bearer` scheme" and "Validate the signature (RS256 only)". The reference shows neither the status nor the body of this answer: 401 is the status RFC 6750 (section 3.1) gives a request without a valid bearer token, and the body is left open. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /** @example  */
                "*/*": unknown;
            };
        };
        /** @description Any other error answer. The reference shows no further status codes or bodies for this operation, so the status and the body are left open: a client reads the status from the answer and the body as whatever the service sent. */
        UndocumentedError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /** @example An error answer the reference does not show (status and body not shown). */
                "*/*": unknown;
            };
        };
    };
    parameters: {
        /**
         * @description "All calls take the query `accessLevel` (`Public` shared, `Private` tenant; `Private` is used for data integration)." Required, since the reference says all calls take it and gives no value for its absence (unlike the data agents' optional `accessLevel`, "chosen automatically when unset").
         * @example Private
         */
        FileAccessLevel: components["schemas"]["AccessLevel"];
        /**
         * @description The file path (the `fullName` of the file), sent URL-encoded as one path segment: the folder path `acme/erp-sync/12345678|CZ/invoices/2026-11.pdf` is sent as `acme%2Ferp-sync%2F12345678%7CCZ%2Finvoices%2F2026-11.pdf`. A client encodes the whole value with `encodeURIComponent` (the typed clients of this package do); a client that puts the value into the address unencoded sends several segments and an unencoded `|`. A recommended folder path for an application is `<owner>/<application code>/<mandant code>/<area>`. The reference names the parameter "path (file path)"; how the service expects the slashes to be encoded is not shown.
         * @example acme/erp-sync/12345678|CZ/invoices/2026-11.pdf
         */
        FilePath: string;
        /**
         * @description The etag of the content the client kept (the `etag` header of an earlier answer); when it is still the file's etag the answer is 304 without a body (RFC 9110 section 13.1.2). The reference shows the etag header of file content, not conditional requests.
         * @example "9f86d081884c7d65"
         */
        IfNoneMatch: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getFileInfo: {
        parameters: {
            query: {
                /**
                 * @description "All calls take the query `accessLevel` (`Public` shared, `Private` tenant; `Private` is used for data integration)." Required, since the reference says all calls take it and gives no value for its absence (unlike the data agents' optional `accessLevel`, "chosen automatically when unset").
                 * @example Private
                 */
                accessLevel: components["parameters"]["FileAccessLevel"];
            };
            header?: never;
            path: {
                /**
                 * @description File identifier.
                 * @example 6e5d4c3b-2a19-4f08-b7e6-d5c4b3a29180
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FileInfo"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["UndocumentedError"];
        };
    };
    getFileInfoByPath: {
        parameters: {
            query: {
                /**
                 * @description "All calls take the query `accessLevel` (`Public` shared, `Private` tenant; `Private` is used for data integration)." Required, since the reference says all calls take it and gives no value for its absence (unlike the data agents' optional `accessLevel`, "chosen automatically when unset").
                 * @example Private
                 */
                accessLevel: components["parameters"]["FileAccessLevel"];
            };
            header?: never;
            path: {
                /**
                 * @description The file path (the `fullName` of the file), sent URL-encoded as one path segment: the folder path `acme/erp-sync/12345678|CZ/invoices/2026-11.pdf` is sent as `acme%2Ferp-sync%2F12345678%7CCZ%2Finvoices%2F2026-11.pdf`. A client encodes the whole value with `encodeURIComponent` (the typed clients of this package do); a client that puts the value into the address unencoded sends several segments and an unencoded `|`. A recommended folder path for an application is `<owner>/<application code>/<mandant code>/<area>`. The reference names the parameter "path (file path)"; how the service expects the slashes to be encoded is not shown.
                 * @example acme/erp-sync/12345678|CZ/invoices/2026-11.pdf
                 */
                path: components["parameters"]["FilePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FileInfo"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["UndocumentedError"];
        };
    };
    getFileContent: {
        parameters: {
            query: {
                /**
                 * @description "All calls take the query `accessLevel` (`Public` shared, `Private` tenant; `Private` is used for data integration)." Required, since the reference says all calls take it and gives no value for its absence (unlike the data agents' optional `accessLevel`, "chosen automatically when unset").
                 * @example Private
                 */
                accessLevel: components["parameters"]["FileAccessLevel"];
            };
            header?: {
                /**
                 * @description The etag of the content the client kept (the `etag` header of an earlier answer); when it is still the file's etag the answer is 304 without a body (RFC 9110 section 13.1.2). The reference shows the etag header of file content, not conditional requests.
                 * @example "9f86d081884c7d65"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description For GET, the file identifier (`id` of the file info). For POST, the `uploadId` of the upload status answered by `POST /api/v1/FileUpload` ("uploadId from upload"). The reference writes the two templates as `/api/v1/Files/{id}` and `/api/v1/Files/{uploadId}`; they are one path here.
                 * @example 6e5d4c3b-2a19-4f08-b7e6-d5c4b3a29180
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FileContent"];
            304: components["responses"]["NotModified"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["UndocumentedError"];
        };
    };
    createFile: {
        parameters: {
            query: {
                /**
                 * @description "All calls take the query `accessLevel` (`Public` shared, `Private` tenant; `Private` is used for data integration)." Required, since the reference says all calls take it and gives no value for its absence (unlike the data agents' optional `accessLevel`, "chosen automatically when unset").
                 * @example Private
                 */
                accessLevel: components["parameters"]["FileAccessLevel"];
            };
            header?: never;
            path: {
                /**
                 * @description For GET, the file identifier (`id` of the file info). For POST, the `uploadId` of the upload status answered by `POST /api/v1/FileUpload` ("uploadId from upload"). The reference writes the two templates as `/api/v1/Files/{id}` and `/api/v1/Files/{uploadId}`; they are one path here.
                 * @example 6e5d4c3b-2a19-4f08-b7e6-d5c4b3a29180
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "sharingType": "Restricted",
                 *       "folderId": "1d2e3f40-5a6b-4c7d-8e9f-a0b1c2d3e4f5",
                 *       "name": "2026-11",
                 *       "appendExtension": true,
                 *       "overwrite": false,
                 *       "hiddenForPath": false
                 *     }
                 */
                "application/json": components["schemas"]["CreateFileRequest"];
            };
        };
        responses: {
            200: components["responses"]["FileInfo"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["UndocumentedError"];
        };
    };
    getFileContentByPath: {
        parameters: {
            query: {
                /**
                 * @description "All calls take the query `accessLevel` (`Public` shared, `Private` tenant; `Private` is used for data integration)." Required, since the reference says all calls take it and gives no value for its absence (unlike the data agents' optional `accessLevel`, "chosen automatically when unset").
                 * @example Private
                 */
                accessLevel: components["parameters"]["FileAccessLevel"];
            };
            header?: {
                /**
                 * @description The etag of the content the client kept (the `etag` header of an earlier answer); when it is still the file's etag the answer is 304 without a body (RFC 9110 section 13.1.2). The reference shows the etag header of file content, not conditional requests.
                 * @example "9f86d081884c7d65"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                /**
                 * @description The file path (the `fullName` of the file), sent URL-encoded as one path segment: the folder path `acme/erp-sync/12345678|CZ/invoices/2026-11.pdf` is sent as `acme%2Ferp-sync%2F12345678%7CCZ%2Finvoices%2F2026-11.pdf`. A client encodes the whole value with `encodeURIComponent` (the typed clients of this package do); a client that puts the value into the address unencoded sends several segments and an unencoded `|`. A recommended folder path for an application is `<owner>/<application code>/<mandant code>/<area>`. The reference names the parameter "path (file path)"; how the service expects the slashes to be encoded is not shown.
                 * @example acme/erp-sync/12345678|CZ/invoices/2026-11.pdf
                 */
                path: components["parameters"]["FilePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["FileContent"];
            304: components["responses"]["NotModified"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["UndocumentedError"];
        };
    };
    uploadFile: {
        parameters: {
            query: {
                /**
                 * @description "All calls take the query `accessLevel` (`Public` shared, `Private` tenant; `Private` is used for data integration)." Required, since the reference says all calls take it and gives no value for its absence (unlike the data agents' optional `accessLevel`, "chosen automatically when unset").
                 * @example Private
                 */
                accessLevel: components["parameters"]["FileAccessLevel"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "file": "%PDF-1.7 sample file content"
                 *     }
                 */
                "multipart/form-data": components["schemas"]["FileUploadRequest"];
            };
        };
        responses: {
            /** @description "upload status". The status code is not shown; 200 is assumed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "uploadId": "c0ffee00-1234-4abc-8def-0123456789ab",
                     *       "fileName": "2026-11.pdf",
                     *       "fileExtension": ".pdf",
                     *       "fileSize": 48213,
                     *       "mimeType": "application/pdf",
                     *       "uploadedBytes": 48213
                     *     }
                     */
                    "application/json": components["schemas"]["UploadStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["UndocumentedError"];
        };
    };
    copyFile: {
        parameters: {
            query: {
                /**
                 * @description "All calls take the query `accessLevel` (`Public` shared, `Private` tenant; `Private` is used for data integration)." Required, since the reference says all calls take it and gives no value for its absence (unlike the data agents' optional `accessLevel`, "chosen automatically when unset").
                 * @example Private
                 */
                accessLevel: components["parameters"]["FileAccessLevel"];
            };
            header?: never;
            path: {
                /**
                 * @description Identifier of the original file.
                 * @example 6e5d4c3b-2a19-4f08-b7e6-d5c4b3a29180
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "targetAccess": "Private",
                 *       "sharingType": "Restricted",
                 *       "folderId": "1d2e3f40-5a6b-4c7d-8e9f-a0b1c2d3e4f5",
                 *       "name": "2026-11-copy",
                 *       "appendExtension": true,
                 *       "overwrite": false,
                 *       "hiddenForPath": false
                 *     }
                 */
                "application/json": components["schemas"]["CopyFileRequest"];
            };
        };
        responses: {
            200: components["responses"]["FileInfo"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["UndocumentedError"];
        };
    };
}
