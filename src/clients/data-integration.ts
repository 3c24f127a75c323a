import type { Client } from "openapi-fetch";
import type { paths } from "../../generated/types/data-integration.js";
import { createApiClient, type ApiClientOptions } from "./api-client.js";

/** Typed client of the data integration service. */
export type DataIntegrationClient = Client<paths>;

/**
 * Client of the data integration service (`{base_url}`): integration agents, publishing,
 * querying, integration profiles and the operating log. Every endpoint wants a bearer token with
 * scope `apiim` and tenant context, as `createTokenProvider({ ..., tenantId })` gives it.
 */
export function createDataIntegrationClient(options: ApiClientOptions): DataIntegrationClient {
  return createApiClient<paths>(options);
}
