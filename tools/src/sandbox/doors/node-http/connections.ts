// The connections of every port, bounded: a cap on those open at once over all ports (one more is
// answered 503 and closed at once, so it holds no file descriptor), and headers that must arrive
// within seconds. About 21,000 idle connections, each sending a header byte every 5 s, once made
// every port refuse new connections for about 75 s a wave (Node's default waits 60 s for headers
// and checks every 30 s), and the process ran out of file descriptors.
import { createServer, type Server } from "node:http";
import type { Socket } from "node:net";

/** What {@link guardConnections} holds every port to. */
export interface ConnectionRules {
  /** Most connections open at once over all the servers. */
  readonly connections: number;
  /** Milliseconds a connection has to send a request's headers. */
  readonly headersTimeoutMs: number;
}

/** The answer to a connection over the cap, written before its request is read. */
function overCapAnswer(limit: number): string {
  const body = JSON.stringify({
    type: "about:blank",
    title: "Service Unavailable",
    status: 503,
    detail:
      `the sandbox has ${limit} connections open, its limit ` + `(limits.connections); close idle connections or retry`,
  });
  return (
    `HTTP/1.1 503 Service Unavailable\r\nContent-Type: ` +
    `application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nRetry-After: ` +
    `1\r\nConnection: close\r\n\r\n${body}`
  );
}

/**
 * `count` servers held to `rules`, and whether a socket was refused, so that the request listener
 * leaves a request that still arrives on it unanswered (it has its answer).
 */
export function createGuardedServers(
  count: number,
  rules: ConnectionRules,
): { servers: Server[]; refused: (socket: Socket) => boolean } {
  let open = 0;
  const refused = new WeakSet<Socket>();
  const servers = Array.from({ length: count }, () =>
    createServer({
      headersTimeout: rules.headersTimeoutMs,
      // The whole request, body included: bodies have their own rules of pace (readBody).
      requestTimeout: Math.max(rules.headersTimeoutMs, 120_000),
      // Node checks both timeouts only this often: a timeout of seconds needs a check of about one.
      connectionsCheckingInterval: Math.min(1_000, rules.headersTimeoutMs),
    }),
  );
  for (const server of servers) {
    server.prependListener("connection", (socket: Socket) => {
      if (open >= rules.connections) {
        refused.add(socket);
        socket.end(overCapAnswer(rules.connections));
        // Freed once the answer is handed over, whether or not the other side ever closes.
        socket.once("finish", () => socket.destroy());
        return;
      }
      open++;
      socket.once("close", () => open--);
    });
  }
  return { servers, refused: (socket) => refused.has(socket) };
}
