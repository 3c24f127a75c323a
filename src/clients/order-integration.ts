import type { Client } from "openapi-fetch";
import type { paths } from "../../generated/types/order-integration.js";
import { createApiClient, type ApiClientOptions } from "./api-client.js";

/** Typed client of the order integration service. */
export type OrderClient = Client<paths>;

/**
 * Client of the order integration service (`{order_url}`): integration settings, orders and their
 * status. SetStatus is a POST and so never retried automatically.
 */
export function createOrderClient(options: ApiClientOptions): OrderClient {
  return createApiClient<paths>(options);
}
