import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { toNodeListener } from "../../../src/webhooks/node-listener.js";
import { startGatewaySimulator, type GatewaySimulator } from "../../../src/webhooks/simulator/gateway-simulator.js";
import { buildWebhookHandler } from "../../../src/webhooks/webhook-handler.js";
import type { WebhookHandlerSettings } from "../../../src/webhooks/webhook-options.js";
import { exampleOf } from "./support/examples.js";
import { type EventPayloads } from "../../../generated/events/catalogue.js";
import { defaultCatalogue } from "../../../src/webhooks/default-catalogue.js";

interface Setup {
  readonly simulator: GatewaySimulator<EventPayloads>;
  readonly server: Server;
  readonly url: string;
  readonly port: number;
  readonly handled: unknown[];
}

let simulator: GatewaySimulator<EventPayloads>;
let setup: Setup | undefined;

beforeAll(async () => {
  simulator = await startGatewaySimulator(defaultCatalogue, { sleep: async () => undefined });
});

afterAll(() => simulator.close());

afterEach(async () => {
  if (setup === undefined) return;
  setup.server.closeAllConnections();
  await new Promise((resolve) => setup?.server.close(resolve));
  setup = undefined;
});

type Wrap = (
  listener: (request: IncomingMessage, response: ServerResponse) => void,
) => (request: IncomingMessage, response: ServerResponse) => void;

async function start(
  settings: Partial<WebhookHandlerSettings<EventPayloads>> = {},
  wrap: Wrap = (listener) => listener,
): Promise<Setup> {
  const handled: unknown[] = [];
  const handler = buildWebhookHandler(defaultCatalogue, {
    jwksUrl: simulator.jwksUrl,
    issuer: simulator.issuer,
    clientId: "message-gateway",
    basePath: "/hooks",
    allowInsecureHttp: true,
    maxBodyBytes: 1024,
    handlers: {
      "PLATFORM.DataService.RefreshSourceStatus": async (payload) => {
        handled.push(payload);
      },
    },
    ...settings,
  });
  const server = createServer(wrap(toNodeListener(handler)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  setup = { simulator, server, port, url: `http://127.0.0.1:${port}/hooks`, handled };
  return setup;
}

interface RawAnswer {
  readonly status: number;
  readonly headers: IncomingMessage["headers"];
  readonly body: string;
}

/** A request whose path and body reach the server exactly as written (no URL normalisation). */
function raw(
  port: number,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: Buffer; end?: boolean },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({
      host: "127.0.0.1",
      port,
      method: options.method ?? "POST",
      path: options.path,
      headers: options.headers,
    });
    outgoing.on("response", (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () =>
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
      incoming.on("error", reject);
    });
    // The server may close while a large body is still being written; the answer is what counts.
    outgoing.on("error", () => undefined);
    if (options.body !== undefined) outgoing.write(options.body);
    if (options.end !== false) outgoing.end();
  });
}

async function signedHeaders(simulator: GatewaySimulator<EventPayloads>): Promise<Record<string, string>> {
  return {
    Authorization: `Bearer ${await simulator.signToken()}`,
    "Content-Type": "application/json",
    "X-Tenant-Id": "tenant-1",
  };
}

const ROUTE = "/hooks/PLATFORM.DataService.RefreshSourceStatus/RefreshStatusEvent";
const PAYLOAD = exampleOf("PLATFORM.DataService.RefreshSourceStatus");

describe("toNodeListener", () => {
  it("receives a delivery of the simulated gateway over node:http and keeps the connection", async () => {
    const { simulator, url, port, handled } = await start();
    const result = await simulator.deliver(url, "PLATFORM.DataService.RefreshSourceStatus", PAYLOAD);
    expect(result.attempts).toEqual([{ attempt: 1, status: 204 }]);
    expect(handled).toEqual([PAYLOAD]);
    const answer = await raw(port, {
      path: `${ROUTE}/id-0`,
      headers: await signedHeaders(simulator),
      body: Buffer.from(JSON.stringify(PAYLOAD)),
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.connection).not.toBe("close");
  });

  it("refuses a raw path traversal that URL parsing would have resolved", async () => {
    const { port, simulator, handled } = await start();
    const answer = await raw(port, {
      path: `${ROUTE}/../../RefreshSourceStatus/RefreshStatusEvent/id`,
      headers: await signedHeaders(simulator),
      body: Buffer.from(JSON.stringify(PAYLOAD)),
    });
    expect(answer.status).toBe(400);
    expect(answer.headers["content-type"]).toBe("application/problem+json");
    expect(handled).toEqual([]);
  });

  it("refuses a raw backslash in the path", async () => {
    const { port, simulator } = await start();
    const answer = await raw(port, {
      path: `${ROUTE}\\..\\id`,
      headers: await signedHeaders(simulator),
      body: Buffer.from(JSON.stringify(PAYLOAD)),
    });
    expect(answer.status).toBe(400);
  });

  it("refuses an absolute-form request target that would choose its own scheme", async () => {
    const { port, simulator } = await start({ allowInsecureHttp: false });
    const answer = await raw(port, {
      path: `https://consumer.test${ROUTE}/id`,
      headers: await signedHeaders(simulator),
      body: Buffer.from(JSON.stringify(PAYLOAD)),
    });
    expect(answer.status).toBe(400);
  });

  it("refuses plain http without allowInsecureHttp", async () => {
    const { simulator, url } = await start({ allowInsecureHttp: false });
    const result = await simulator.deliver(url, "PLATFORM.DataService.RefreshSourceStatus", PAYLOAD, {
      maxAttempts: 1,
    });
    expect(result.attempts).toEqual([
      {
        attempt: 1,
        status: 403,
        reason: expect.stringMatching(
          /^Forbidden \(about:blank\): Webhook deliveries are accepted over HTTPS only\. .* set allowInsecureHttp: true\.$/,
        ),
      },
    ]);
  });

  it("takes https from the socket", async () => {
    const markEncrypted: Wrap = (listener) => (request, response) => {
      Object.defineProperty(request.socket, "encrypted", { value: true, configurable: true });
      listener(request, response);
    };
    const { simulator, url, handled } = await start({ allowInsecureHttp: false }, markEncrypted);
    const result = await simulator.deliver(url, "PLATFORM.DataService.RefreshSourceStatus", PAYLOAD);
    expect(result.delivered).toBe(true);
    expect(handled).toHaveLength(1);
  });

  it("answers 413 to a declared Content-Length past the cap and closes the connection", async () => {
    const { port, simulator } = await start();
    const answer = await raw(port, {
      path: `${ROUTE}/id-1`,
      headers: { ...(await signedHeaders(simulator)), "Content-Length": "10000000" },
      body: Buffer.alloc(100, 0x20),
      end: false,
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe("close");
  });

  it("answers 413 to a chunked body that grows past the cap and closes the connection", async () => {
    const { port, simulator, handled } = await start();
    const answer = await raw(port, {
      path: `${ROUTE}/id-2`,
      headers: { ...(await signedHeaders(simulator)), "Transfer-Encoding": "chunked" },
      body: Buffer.alloc(4096, 0x20),
      end: false,
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe("close");
    expect(handled).toEqual([]);
  });

  it("fails the body read of a sender that disconnects mid-body as a rejection, not an internal error", async () => {
    let reported!: (reason: string) => void;
    const rejected = new Promise<string>((resolve) => {
      reported = resolve;
    });
    const errors: unknown[] = [];
    const { port, simulator: sim } = await start({
      onRejection: ({ reason }) => reported(reason),
      onError: (error) => errors.push(error),
    });
    const outgoing = httpRequest({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: `${ROUTE}/id-4`,
      headers: { ...(await signedHeaders(sim)), "Content-Length": "500" },
    });
    outgoing.on("error", () => undefined);
    outgoing.write(Buffer.alloc(100, 0x20), () => outgoing.destroy());
    expect(await rejected).toBe("incomplete_body");
    expect(errors).toEqual([]);
  });

  it("answers 405 to TRACE", async () => {
    const { port } = await start();
    const answer = await raw(port, { method: "TRACE", path: `${ROUTE}/id-3` });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("POST");
  });

  it("answers 500 when a body parser consumed the body first, instead of seeing an empty body", async () => {
    const consumeFirst: Wrap = (listener) => (request, response) => {
      request.resume();
      request.on("end", () => listener(request, response));
    };
    const { simulator, url, handled } = await start({}, consumeFirst);
    const result = await simulator.deliver(url, "PLATFORM.DataService.RefreshSourceStatus", PAYLOAD, {
      maxAttempts: 1,
    });
    expect(result.attempts).toEqual([
      { attempt: 1, status: 500, reason: "Internal Server Error (about:blank): The message could not be processed." },
    ]);
    expect(handled).toEqual([]);
  });
});
