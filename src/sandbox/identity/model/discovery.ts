/** The discovery document of `GET /.well-known/openid-configuration` (DiscoveryDocument in specs/). */
export interface DiscoveryDocumentBody {
  readonly issuer: string;
  readonly token_endpoint: string;
  /** Not among the members the reference lists, but the standard member that tells webhooks and clients where `/.well-known/jwks` is. */
  readonly jwks_uri: string;
  readonly scopes_supported: readonly string[];
  readonly grant_types_supported: readonly string[];
}

/**
 * "discovery document with issuer, token_endpoint, scopes_supported, grant_types_supported
 * (contains `client_credentials`)", naming the sandbox's own addresses so that a token provider
 * configured with the sandbox's issuer finds its token endpoint.
 */
export function discoveryDocument(issuer: string, scopesSupported: readonly string[]): DiscoveryDocumentBody {
  return {
    issuer,
    token_endpoint: `${issuer}/connect/token`,
    jwks_uri: `${issuer}/.well-known/jwks`,
    scopes_supported: scopesSupported,
    grant_types_supported: ["client_credentials"],
  };
}
