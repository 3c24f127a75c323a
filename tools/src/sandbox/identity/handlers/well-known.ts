// GET /.well-known/openid-configuration and /.well-known/jwks: the discovery document and the key
// set of the sandbox's identity provider, naming the sandbox's own addresses.
import type { operations } from "../../../../../generated/types/identity-provider.js";
import type { HandlerMap } from "../../kernel/handler-map.js";
import type { SandboxIdentity } from "../model/sandbox-identity.js";

export function createWellKnownHandlers(
  identity: SandboxIdentity,
): Pick<HandlerMap<operations>, "getOpenIdConfiguration" | "getJsonWebKeySet"> {
  return {
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
