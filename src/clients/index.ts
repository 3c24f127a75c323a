export { createApiClient, type ApiClientOptions } from "./api-client.js";
export { withBearerToken, type TokenSource } from "./bearer-token.js";
export { createDataIntegrationClient, type DataIntegrationClient } from "./data-integration.js";
export { createIdentityClient, type IdentityClient } from "./identity-provider.js";
export { createOrderClient, type OrderClient } from "./order-integration.js";
export { createFileContentClient, type FileContentClient } from "./file-content.js";
export { createConnectorCatalogueClient, type ConnectorCatalogueClient } from "./connector-catalogue.js";
export {
  createSandboxControlClient,
  type SandboxControlClient,
  type SandboxControlClientOptions,
} from "./sandbox-control.js";
export {
  createRetryingFetch,
  RequestFailedError,
  RedirectRefusedError,
  ResponseStatusError,
  type Fetch,
  type RetryOptions,
  type RetryingFetchOptions,
} from "../http/index.js";
export { uploadFile, FileUploadError, type FileInfo, type UploadFileOptions } from "./upload-file.js";
