// A proxy in front of a service that can break what passes through it: the request before it is
// forwarded, or the answer before it is returned. The broken providers of the verify-service suite
// are the sandbox behind one.
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** A request on its way to the service. */
export interface ProxiedRequest {
  readonly method: string;
  /** Path and query. */
  readonly target: string;
  headers: Record<string, string>;
  body: Buffer;
}

/** An answer on its way back. */
export interface ProxiedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** How a broken provider changes the traffic; `hang` keeps the request unanswered. */
export interface Break {
  request?(request: ProxiedRequest): void | Promise<void>;
  answer?(request: ProxiedRequest, answer: ProxiedAnswer): void | Promise<void>;
  hang?(request: ProxiedRequest): boolean;
}

export interface BreakingProxy {
  readonly url: string;
  /** The break applied now; undefined passes everything through. */
  current: Break | undefined;
  close(): Promise<void>;
}

const HOP = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "host"]);

function plainHeaders(headers: IncomingHttpHeaders | Headers): Record<string, string> {
  const entries =
    headers instanceof Headers
      ? [...headers]
      : Object.entries(headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(", ") : (v ?? "")]);
  return Object.fromEntries(entries.filter(([name]) => !HOP.has(name!.toLowerCase())));
}

/** A proxy on a free port of 127.0.0.1 forwarding to `upstream` (an origin). */
export async function startBreakingProxy(upstream: string): Promise<BreakingProxy> {
  const proxy: { current: Break | undefined } = { current: undefined };
  const hanging = new Set<() => void>();
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    // The answer runs detached: a stream listener's return is ignored, and every failure is answered 502 inside.
    incoming.on(
      "end",
      () =>
        void (async () => {
          const request: ProxiedRequest = {
            method: incoming.method ?? "GET",
            target: incoming.url ?? "/",
            headers: plainHeaders(incoming.headers),
            body: Buffer.concat(chunks),
          };
          const current = proxy.current;
          if (current?.hang?.(request) === true) {
            hanging.add(() => outgoing.destroy());
            return;
          }
          try {
            await current?.request?.(request);
            const response = await fetch(`${upstream}${request.target}`, {
              method: request.method,
              headers: request.headers,
              ...(request.body.length === 0 || request.method === "GET" || request.method === "HEAD"
                ? {}
                : { body: new Uint8Array(request.body) }),
              redirect: "manual",
            });
            const answer: ProxiedAnswer = {
              status: response.status,
              headers: plainHeaders(response.headers),
              body: Buffer.from(await response.arrayBuffer()),
            };
            await current?.answer?.(request, answer);
            outgoing
              .writeHead(answer.status, { ...answer.headers, "content-length": String(answer.body.length) })
              .end(request.method === "HEAD" ? undefined : answer.body);
          } catch (error) {
            outgoing.writeHead(502, { "content-type": "text/plain" }).end(`proxy: ${(error as Error).message}`);
          }
        })(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get current() {
      return proxy.current;
    },
    set current(value) {
      proxy.current = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const end of hanging) end();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
