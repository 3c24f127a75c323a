// The identity provider's operations (specs/openapi/identity-provider.yaml) answered by the
// sandbox's identity provider: discovery and JWKS name the sandbox itself, and the token endpoint
// issues real tokens. The tenants endpoints answer from the spec's examples until they are modelled.
import type { operations } from "../../../generated/types/identity-provider.js";
import type { AnyHandler, HandlerMap } from "../handlers.js";
import type { SandboxIdentity } from "./sandbox-identity.js";

export function createIdentityHandlers(identity: SandboxIdentity): HandlerMap<operations> {
  const requestToken: AnyHandler = Object.assign(
    async (request: Parameters<AnyHandler>[0]) => {
      const header = (name: string) => {
        const value = request.headers[name];
        return Array.isArray(value) ? value.join(", ") : value;
      };
      const answer = await identity.token({ contentType: header("content-type"), authorization: header("authorization"), body: String(request.body) });
      return { status: answer.status, headers: answer.headers, contentType: "application/json", body: answer.body };
    },
    { protocol: "RFC 6749 section 5.2" },
  );
  return {
    getOpenIdConfiguration: () => ({ status: 200, contentType: "application/json", body: identity.discovery() as never }),
    getJsonWebKeySet: () => ({ status: 200, contentType: "application/json", body: identity.jwks() as never }),
    requestToken: requestToken as never,
  };
}
