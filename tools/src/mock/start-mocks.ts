import { createServer } from "node:net";
import { join } from "node:path";
import { packageRoot } from "../package-root.js";
import { listMockServices, type MockService } from "./services.js";
import { startPrism, type PrismProcess } from "./prism.js";

/** The port of the first mock when none is given: the data integration service answers there. */
export const DEFAULT_BASE_PORT = 4010;

export interface StartMocksOptions {
  /**
   * Port of the service with offset 0; each service listens on base port + its `x-mock-port-offset`. `"free"` picks
   * free ports. Default 4010.
   */
  basePort?: number | "free";
  /** Interface to bind. Default `127.0.0.1`. */
  host?: string;
  /** Only these services (spec names); default every bundled OpenAPI spec. */
  services?: readonly string[];
  /** Folder of the bundled specs. Default the package's generated/specs. */
  specsDir?: string;
  /** How long one Prism may take to listen. Default 60 000 ms. */
  readyTimeoutMs?: number;
  /** Receives every line Prism prints. */
  onLog?: (service: string, line: string) => void;
}

export interface RunningMock extends MockService {
  readonly port: number;
  readonly url: string;
}

export interface MockPlatform {
  readonly mocks: readonly RunningMock[];
  /** Stops every Prism process and resolves when all have exited. */
  stop(): Promise<void>;
}

/** Thrown when a port is taken, a spec does not load or a name is unknown; nothing is left running. */
export class MockStartError extends Error {
  override readonly name = "MockStartError";
}

function portIsFree(host: string, port: number): Promise<boolean> {
  return new Promise((resolvePort) => {
    const probe = createServer();
    probe.once("error", () => resolvePort(false));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolvePort(true)));
  });
}

function freePort(host: string): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen({ host, port: 0 }, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address !== null ? resolvePort(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** Starts one Prism mock per bundled OpenAPI spec and resolves once every one listens. */
export async function startMocks(options: StartMocksOptions = {}): Promise<MockPlatform> {
  const host = options.host ?? "127.0.0.1";
  const basePort = options.basePort ?? DEFAULT_BASE_PORT;
  const all = listMockServices(options.specsDir ?? join(packageRoot(), "generated", "specs"));
  const unknown = (options.services ?? []).filter((name) => !all.some((s) => s.name === name));
  if (unknown.length > 0) {
    throw new MockStartError(`unknown service ${unknown.join(", ")}; known: ${all.map((s) => s.name).join(", ")}`);
  }
  const chosen = options.services ? all.filter((s) => options.services!.includes(s.name)) : all;
  if (basePort !== "free" && (!Number.isInteger(basePort) || basePort < 1 || basePort + chosen.length > 65535)) {
    throw new MockStartError(`base port must be an integer from 1 to 65535 (found ${basePort})`);
  }

  const planned: { service: MockService; port: number }[] = [];
  for (const service of chosen) {
    const port = basePort === "free" ? await freePort(host) : basePort + service.portOffset;
    if (basePort !== "free" && !(await portIsFree(host, port))) {
      throw new MockStartError(
        `port ${port} on ${host} is already in use; ${service.name} cannot start there (choose another base port)`,
      );
    }
    planned.push({ service, port });
  }

  const started: PrismProcess[] = [];
  const stop = async () => {
    for (const prism of started) if (prism.child.exitCode === null) prism.child.kill("SIGTERM");
    await Promise.all(started.map((prism) => prism.exited));
  };
  const results = await Promise.allSettled(
    planned.map(async ({ service, port }) => {
      const prism = await startPrism({
        specFile: service.specFile,
        host,
        port,
        readyTimeoutMs: options.readyTimeoutMs ?? 60_000,
        onLog: options.onLog && ((line) => options.onLog!(service.name, line)),
      });
      started.push(prism);
      return prism;
    }),
  );
  const failures = results.flatMap((r) => (r.status === "rejected" ? [(r.reason as Error).message] : []));
  if (failures.length > 0) {
    await stop();
    throw new MockStartError(failures.join("\n"));
  }
  const urlHost = host.includes(":") ? `[${host}]` : host;
  return {
    mocks: planned.map(({ service, port }) => ({ ...service, port, url: `http://${urlHost}:${port}` })),
    stop,
  };
}
