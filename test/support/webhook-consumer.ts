import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { SandboxClock } from "../../tools/src/sandbox/kernel/clock.js";
import type { EventPayloads } from "../../generated/events/catalogue.js";
import {
  createWebhookHandler,
  toNodeListener,
  type WebhookContext,
  type WebhookHandlers,
  type WebhookRejectionInfo,
} from "../../src/webhooks/index.js";
import { eventCatalogue } from "../../src/events/index.js";

/**
 * How the consumer treats the next POST before its webhook sees it: answer a status (with a body),
 * drop the connection, or never answer.
 */
export type Interference =
  number | { readonly status: number; readonly contentType: string; readonly body: string } | "hang-up" | "no-answer";

/** A consumer's webhook, built with the package's own createWebhookHandler, on 127.0.0.1. */
export interface Consumer {
  readonly webhookUrl: string;
  /** POSTs as they arrived, interfered with or not. */
  readonly requests: Array<{ readonly url: string; readonly headers: IncomingHttpHeaders }>;
  /** Messages the webhook accepted, verified token and all. */
  readonly handled: Array<{ readonly payload: unknown; readonly context: WebhookContext }>;
  readonly rejections: WebhookRejectionInfo[];
  /** What happens to the next POSTs, in order; once empty, the webhook answers. */
  readonly interfere: Interference[];
  close(): Promise<void>;
}

/**
 * A webhook trusting the sandbox identity at `issuer` (JWKS at `{issuer}/.well-known/jwks`) for gateway tokens of
 * channel message-gateway.
 */
export async function startConsumer(issuer: string, clock: SandboxClock): Promise<Consumer> {
  const handled: Consumer["handled"] = [];
  const rejections: WebhookRejectionInfo[] = [];
  const record = (payload: unknown, context: WebhookContext) => {
    handled.push({ payload, context });
  };
  const handlers = Object.fromEntries(
    Object.keys(eventCatalogue).map((messageType) => [messageType, record]),
  ) as WebhookHandlers<EventPayloads>;
  const webhook = toNodeListener(
    createWebhookHandler({
      jwksUrl: `${issuer}/.well-known/jwks`,
      issuer,
      audience: "apiim",
      clientId: "message-gateway",
      subject: "message-gateway",
      handlers,
      allowInsecureHttp: true,
      basePath: "/hooks",
      now: clock.now,
      onRejection: (info) => rejections.push(info),
    }),
  );
  const requests: Consumer["requests"] = [];
  const interfere: Interference[] = [];
  const server: Server = createServer((request, response) => {
    requests.push({ url: request.url ?? "", headers: request.headers });
    const next = interfere.shift();
    if (next === "hang-up") return void request.socket.destroy();
    if (next === "no-answer") return;
    if (typeof next === "number") return void response.writeHead(next).end();
    if (next !== undefined)
      return void response.writeHead(next.status, { "content-type": next.contentType }).end(next.body);
    webhook(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    webhookUrl: `http://127.0.0.1:${port}/hooks`,
    requests,
    handled,
    rejections,
    interfere,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
