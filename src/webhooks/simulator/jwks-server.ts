import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A JWKS endpoint on 127.0.0.1 that counts its requests. */
export interface JwksServer {
  readonly url: string;
  readonly requestCount: number;
  close(): Promise<void>;
}

export const JWKS_PATH = "/.well-known/jwks";

/** Serves `document()` at /.well-known/jwks (the identity provider's path) on 127.0.0.1. */
export async function startJwksServer(document: () => unknown, port: number): Promise<JwksServer> {
  let requestCount = 0;
  const server: Server = createServer((request, response) => {
    if (request.method !== "GET" || request.url !== JWKS_PATH) {
      response.writeHead(404).end();
      return;
    }
    requestCount += 1;
    response.writeHead(200, { "Content-Type": "application/jwk-set+json", "Cache-Control": "no-store" });
    response.end(JSON.stringify(document()));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const { port: boundPort } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${boundPort}${JWKS_PATH}`,
    get requestCount() {
      return requestCount;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
