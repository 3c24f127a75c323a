import {
  DiscoveryDocumentGrantTypesSupportedContains,
  identityProviderOperations,
} from "../../../../../generated/facts.js";
import type { components } from "../../../../../generated/types/identity-provider.js";

/**
 * The discovery document of `GET /.well-known/openid-configuration` (DiscoveryDocument in specs/),
 * with `jwks_uri`: not among the members the reference lists, but the standard member that tells
 * webhooks and clients where the signing keys are.
 */
export type DiscoveryDocumentBody = components["schemas"]["DiscoveryDocument"] & { readonly jwks_uri: string };

/**
 * "discovery document with issuer, token_endpoint, scopes_supported, grant_types_supported
 * (contains `client_credentials`)", naming the sandbox's own addresses so that a token provider
 * configured with the sandbox's issuer finds its token endpoint.
 */
export function discoveryDocument(issuer: string, scopesSupported: readonly string[]): DiscoveryDocumentBody {
  return {
    issuer,
    token_endpoint: `${issuer}${identityProviderOperations.requestToken.path}`,
    jwks_uri: `${issuer}${identityProviderOperations.getJsonWebKeySet.path}`,
    scopes_supported: [...scopesSupported],
    grant_types_supported: [...DiscoveryDocumentGrantTypesSupportedContains],
  };
}
