import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A request as the test server received it, body read in full. */
export interface ReceivedRequest {
  method: string;
  /** Path and query. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export type Handler = (request: ReceivedRequest, response: ServerResponse) => void | Promise<void>;

export interface TestServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  received: ReceivedRequest[];
  close: () => Promise<void>;
}

/** An HTTP server on 127.0.0.1 and a free port; `close` also drops connections a handler left hanging. */
export async function startServer(handler: Handler): Promise<TestServer> {
  const received: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const request = {
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      received.push(request);
      void handler(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Answers with a status, optional headers and an optional JSON body. */
export function reply(
  response: ServerResponse,
  status: number,
  headers: Record<string, string> = {},
  body?: unknown,
): void {
  const payload = body === undefined ? "" : JSON.stringify(body);
  response.writeHead(status, { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers });
  response.end(payload);
}

/** Drops the connection without an answer: the client sees a network error. */
export function hangUp(response: ServerResponse): void {
  response.socket?.destroy();
}
