import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { JWKS_PATH } from "./gateway-defaults.js";

/** A JWKS endpoint on 127.0.0.1 that counts its requests. */
export interface JwksServer {
  /** Address of the JWKS. */
  readonly url: string;
  /** Address of the server itself, `http://127.0.0.1:<port>`. */
  readonly origin: string;
  /** Requests of the JWKS so far. */
  readonly requestCount: number;
  /** Requests of `path` so far, served or not. */
  requestsTo(path: string): number;
  close(): Promise<void>;
}

/** JSON documents served besides the JWKS, by path; each is computed per request. */
export type ServedDocuments = Readonly<Record<string, () => unknown>>;

/**
 * Serves `document()` at /.well-known/jwks (the identity provider's path) on 127.0.0.1, and
 * `others` at their paths, counting every request by path.
 */
export async function startJwksServer(
  document: () => unknown,
  port: number,
  others: ServedDocuments = {},
): Promise<JwksServer> {
  const documents = new Map<string, () => unknown>([...Object.entries(others), [JWKS_PATH, document]]);
  const counts = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const path = request.url ?? "";
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const served = documents.get(path);
    if (request.method !== "GET" || served === undefined) {
      response.writeHead(404).end();
      return;
    }
    Promise.resolve()
      .then(served)
      .then(
        (body) => {
          const type = path === JWKS_PATH ? "application/jwk-set+json" : "application/json";
          response.writeHead(200, { "Content-Type": type, "Cache-Control": "no-store" });
          response.end(JSON.stringify(body));
        },
        () => response.writeHead(500).end(),
      );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const { port: boundPort } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${boundPort}`;
  return {
    url: `${origin}${JWKS_PATH}`,
    origin,
    get requestCount() {
      return counts.get(JWKS_PATH) ?? 0;
    },
    requestsTo: (path) => counts.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
