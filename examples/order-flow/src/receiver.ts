// The connector's webhook: the gateway's token is verified against the identity provider's keys
// before any handler runs; each verified event is kept so the flow can wait for the ones it expects.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createWebhookHandler, toNodeListener } from "@integration-platform/contracts/webhooks";

export interface ReceivedEvent {
  readonly messageType: string;
  readonly payload: unknown;
}

export interface Receiver {
  /** The address to register as the data source's consumerWebhookUrl. */
  readonly url: string;
  readonly events: readonly ReceivedEvent[];
  /** Resolves with the first event `matches` accepts, received before or after the call. */
  waitFor(matches: (event: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  close(): Promise<void>;
}

export async function startReceiver(idpUrl: string, messageTypes: readonly string[]): Promise<Receiver> {
  const events: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  const keep = async (payload: unknown, context: { messageType: string }) => {
    events.push({ messageType: context.messageType, payload });
    for (const wake of waiters) wake();
  };
  const handler = createWebhookHandler({
    jwksUrl: `${idpUrl}/.well-known/jwks`,
    issuer: idpUrl,
    audience: "apiim",
    clientId: "message-gateway",
    // The sandbox delivers over plain http on 127.0.0.1; a production endpoint sits behind TLS.
    allowInsecureHttp: idpUrl.startsWith("http://127.0.0.1") || idpUrl.startsWith("http://localhost"),
    handlers: Object.fromEntries(messageTypes.map((messageType) => [messageType, keep])),
  });
  const server = createServer(toNodeListener(handler));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    events,
    waitFor(matches, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(matches);
          if (found === undefined) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `no matching event within ${timeoutMs} ms; ` +
                `received: ${events.map((e) => e.messageType).join(", ") || "none"}`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
