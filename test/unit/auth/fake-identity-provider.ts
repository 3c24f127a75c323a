import { reply, startServer, type ReceivedRequest, type TestServer } from "../http/test-server.js";
import type { ServerResponse } from "node:http";

/** How the fake token endpoint answers the n-th token request (0-based). */
export type TokenAnswer = (form: URLSearchParams, n: number, response: ServerResponse) => void;

export interface FakeIdentityProvider {
  issuer: string;
  server: TestServer;
  discoveryRequests(): ReceivedRequest[];
  tokenRequests(): ReceivedRequest[];
}

/** Issues `token-<tid or none>-<n>` with `expires_in` 600 unless told otherwise. */
export const defaultAnswer: TokenAnswer = (form, n, response) =>
  reply(
    response,
    200,
    {},
    { access_token: `token-${form.get("tid") ?? "none"}-${n}`, expires_in: 600, token_type: "Bearer" },
  );

/** An identity provider on 127.0.0.1: discovery at the issuer, the token endpoint at /connect/token. */
export async function startFakeIdentityProvider(answer: TokenAnswer = defaultAnswer): Promise<FakeIdentityProvider> {
  let issuer = "";
  let tokens = 0;
  const server = await startServer((request, response) => {
    if (request.method === "GET" && request.url === "/.well-known/openid-configuration") {
      reply(
        response,
        200,
        {},
        {
          issuer,
          token_endpoint: `${issuer}/connect/token`,
          scopes_supported: ["openid", "apiim"],
          grant_types_supported: ["client_credentials"],
        },
      );
    } else if (request.method === "POST" && request.url === "/connect/token") {
      answer(new URLSearchParams(request.body.toString("utf8")), tokens++, response);
    } else {
      reply(response, 404);
    }
  });
  issuer = server.origin;
  return {
    issuer,
    server,
    discoveryRequests: () => server.received.filter((request) => request.url.startsWith("/.well-known/")),
    tokenRequests: () => server.received.filter((request) => request.url === "/connect/token"),
  };
}
