// The identity provider's operations (specs/openapi/identity-provider.yaml) answered by the
// sandbox's identity provider: discovery and JWKS name the sandbox itself, the token endpoint
// issues real tokens, and the tenants endpoints answer its registered tenants.
import type { operations } from "../../../generated/types/identity-provider.js";
import type { AnyHandler, HandlerMap, HandlerRequest } from "../handler-map.js";
import type { ServiceModule } from "../service-module.js";
import type { SandboxIdentity } from "./sandbox-identity.js";
import { createTenantHandlers } from "./tenants.js";

function createIdentityHandlers(identity: SandboxIdentity): HandlerMap<operations> {
  return {
    ...createTenantHandlers(identity),
    getOpenIdConfiguration: () => ({ status: 200, contentType: "application/json", body: { ...identity.discovery() } }),
    getJsonWebKeySet: () => ({
      status: 200,
      contentType: "application/json",
      // jose types `kty` as optional; a key it exported always has one, and a JWK without one is a bug.
      body: {
        keys: identity.jwks().keys.map((key) => {
          if (key.kty === undefined) throw new Error(`the signing key ${String(key.kid)} exported without kty`);
          return { ...key, kty: key.kty };
        }),
      },
    }),
  };
}

/** `POST /connect/token`: a protocol endpoint, answering RFC 6749 section 5.2 errors as they are. */
function createTokenEndpointHandler(identity: SandboxIdentity): { readonly requestToken: AnyHandler } {
  const header = (request: HandlerRequest, name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(", ") : value;
  };
  const requestToken = async (request: HandlerRequest) => {
    const answer = await identity.token({ contentType: header(request, "content-type"), authorization: header(request, "authorization"), body: String(request.body), source: request.source });
    return { status: answer.status, headers: answer.headers, contentType: "application/json", body: answer.body };
  };
  return { requestToken: Object.assign(requestToken, { protocol: "RFC 6749 section 5.2" }) };
}

/** The identity provider's tenants, service accounts and keys are its own state (identity/registry.ts, signing-keys.ts), not a tenant's. */
export const identityModule: ServiceModule = {
  service: "identity-provider",
  tenantContext: false,
  stores: [],
  handlers: ({ identity }) => ({ ...createIdentityHandlers(identity), ...createTokenEndpointHandler(identity) }),
};
