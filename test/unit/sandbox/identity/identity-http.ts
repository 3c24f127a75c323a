import { createServer, type Server } from "node:http";
import type { SandboxClock } from "../../../../tools/src/sandbox/kernel/clock.js";
import { createSandboxIdentity, type SandboxIdentity } from "../../../../tools/src/sandbox/identity/index.js";

/**
 * The identity provider's three anonymous or Basic-authenticated routes on node:http, as the sandbox router will map
 * them.
 */
export interface IdentityServer {
  readonly identity: SandboxIdentity;
  readonly issuer: string;
  close(): Promise<void>;
}

function send(
  response: import("node:http").ServerResponse,
  status: number,
  headers: Readonly<Record<string, string>>,
  body: unknown,
): void {
  response.writeHead(status, { "Content-Type": "application/json", ...headers }).end(JSON.stringify(body));
}

/** Starts the sandbox identity on a port of 127.0.0.1 the system picks, its issuer being that address. */
export async function startIdentityServer(clock: SandboxClock): Promise<IdentityServer> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const identity = createSandboxIdentity({ clock, issuer });
  server.on("request", (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const route = `${request.method} ${request.url}`;
      if (route === "GET /.well-known/openid-configuration") return send(response, 200, {}, identity.discovery());
      if (route === "GET /.well-known/jwks") return send(response, 200, {}, identity.jwks());
      if (route !== "POST /connect/token") return send(response, 404, {}, {});
      const body = Buffer.concat(chunks).toString("utf8");
      void identity
        .token({ contentType: request.headers["content-type"], authorization: request.headers.authorization, body })
        .then((answer) => send(response, answer.status, answer.headers, answer.body));
    });
  });
  return {
    identity,
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
