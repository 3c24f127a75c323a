import type { Client } from "openapi-fetch";
import type { paths } from "../../generated/types/identity-provider.js";
import { createApiClient, type ApiClientOptions } from "./api-client.js";

/** Typed client of the identity provider. */
export type IdentityClient = Client<paths>;

/**
 * Client of the identity provider (`{idp_url}`): discovery, signing keys and tenants. Tokens come
 * from `createTokenProvider`, which reads the same discovery document.
 */
export function createIdentityClient(options: ApiClientOptions): IdentityClient {
  return createApiClient<paths>(options);
}
