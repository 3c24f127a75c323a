import type { Client } from "openapi-fetch";
import type { paths } from "../../generated/types/file-content.js";
import { createApiClient, type ApiClientOptions } from "./api-client.js";

/** Typed client of the file content service. */
export type FileContentClient = Client<paths>;

/**
 * Client of the file content service (`{content_url}`): file info, content, upload and copy. For
 * large downloads, `timeoutMs` bounds the wait for the headers, not the reading of the body.
 */
export function createFileContentClient(options: ApiClientOptions): FileContentClient {
  return createApiClient<paths>(options);
}
