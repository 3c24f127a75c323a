// The sandbox's ports: a guarded server per service on its port, and the request listener behind
// each once the sandbox is ready.
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { MockService } from "../../../mock/services.js";
import { loadInspectorAssets } from "../../inspector/assets.js";
import { createGuardedServers } from "./connections.js";
import { createRequestListener } from "./listener.js";
import { createPipeline } from "../../pipeline/pipeline.js";
import { servedSpecs, type ServedDocuments } from "../../assembly/served-documents.js";
import type { SandboxRuntime } from "../../control/sandbox-runtime.js";
import type { AnyPart } from "../../kernel/part.js";
import {
  SandboxStartError,
  serviceAddress,
  type CheckedStart,
  type RunningService,
} from "../../assembly/sandbox-options.js";

/** A server per service, listening; `close` closes every one. */
export interface Listening {
  readonly running: readonly RunningService[];
  /** Serves each port with the sandbox's request listener, first the requests held until now. */
  serve(runtime: SandboxRuntime, served: ServedDocuments, parts: readonly AnyPart[]): void;
  /** Requests that arrived before {@link Listening.serve}, waiting for it. */
  readonly held: number;
  close(): Promise<void>;
}

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

function listen(server: Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen({ host, port, exclusive: true }, () => {
      server.off("error", reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** Listens on every service's port; when one cannot, closes the others and throws SandboxStartError naming it. */
export async function listenAll(checked: CheckedStart): Promise<Listening> {
  const { host, basePort, services, limits, log } = checked;
  const { servers, refused } = createGuardedServers(services.length, limits);
  const closeAll = () => Promise.all(servers.map(close)).then(() => undefined);
  // The ports listen before the sandbox is ready (its identity provider names them): a request that
  // comes in between, on any port listening yet, waits for the listener rather than going
  // unanswered. One whose client leaves in the meantime is forgotten, never run (a POST its client
  // retried would change the state twice). A failed start closes the servers and held connections.
  const listeners: (RequestListener | undefined)[] = services.map(() => undefined);
  const held = new Set<() => void>();
  for (const [i, server] of servers.entries()) {
    server.on("request", (req: IncomingMessage, res: ServerResponse) => {
      // A connection over the cap was answered 503 before its request arrived.
      if (refused(req.socket)) return;
      const listener = listeners[i];
      if (listener !== undefined) return listener(req, res);
      const socket = req.socket;
      const forget = () => void held.delete(run);
      const run = () => {
        socket.off("close", forget);
        listeners[i]!(req, res);
      };
      held.add(run);
      socket.once("close", forget);
    });
  }
  const ports: number[] = [];
  for (const [i, service] of services.entries()) {
    const port = basePort === "free" ? 0 : basePort + service.portOffset;
    try {
      ports.push(await listen(servers[i]!, host, port));
    } catch (error) {
      await closeAll();
      const code = (error as NodeJS.ErrnoException).code;
      throw new SandboxStartError(
        code === "EADDRINUSE"
          ? `port ${port} on ${host} is already in use; ${service.name} cannot start there (choose another base port)`
          : `${service.name} cannot listen on ${host}:${port}: ${(error as Error).message}`,
      );
    }
  }
  const running: RunningService[] = services.map((service: MockService, i) => ({
    ...service,
    port: ports[i]!,
    url: serviceAddress(host, ports[i]!),
  }));
  return {
    running,
    get held() {
      return held.size;
    },
    serve(runtime, served, parts) {
      const inspectorAssets = loadInspectorAssets();
      for (const [i, service] of services.entries()) {
        const pipeline = createPipeline(servedSpecs(served, service.name, parts), runtime, log, inspectorAssets);
        listeners[i] = createRequestListener(pipeline, service.name, log);
      }
      const waiting = [...held];
      held.clear();
      for (const run of waiting) run();
    },
    close: closeAll,
  };
}
