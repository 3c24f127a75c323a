import type { Client } from "openapi-fetch";
import type { paths } from "../../generated/types/connector-catalogue.js";
import { createApiClient, type ApiClientOptions } from "./api-client.js";

/** Typed client of the connector catalogue. */
export type ConnectorCatalogueClient = Client<paths>;

/**
 * Client of the connector catalogue (`{connector_url}`) of on-premise integrations: providers,
 * connectors and agents. Its calls need the Admin application role or the TenantAdmin role.
 */
export function createConnectorCatalogueClient(options: ApiClientOptions): ConnectorCatalogueClient {
  return createApiClient<paths>(options);
}
