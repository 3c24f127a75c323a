// The kit's webhook receiver: the consumer address it registers through the provider's API. It
// keeps every delivery as it came (raw path, headers and body) for the events checks, answers 2xx,
// and refuses the first delivery a check asks it to refuse, to see the message redelivered.
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** A delivery as the receiver got it. */
export interface ReceivedDelivery {
  readonly method: string;
  /** The request target as sent, undecoded. */
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
  /** The status the receiver answered. */
  readonly answered: number;
}

export interface WebhookReceiver {
  /** The address registered with the provider (the public one when given), without a trailing slash. */
  readonly url: string;
  /** Path of `url`, which every delivery's path starts with. */
  readonly basePath: string;
  readonly deliveries: readonly ReceivedDelivery[];
  /** Answers 503 to the next delivery `match` accepts, once. */
  refuseNext(match: (delivery: Omit<ReceivedDelivery, "answered">) => boolean): void;
  /** The first delivery (past or future) `match` accepts, or undefined after `timeoutMs`. */
  waitFor(match: (delivery: ReceivedDelivery) => boolean, timeoutMs: number): Promise<ReceivedDelivery | undefined>;
  close(): Promise<void>;
}

export interface ReceiverOptions {
  /** Interface to listen on. Default 127.0.0.1. */
  readonly host?: string;
  /** Port to listen on. Default 0: a free one. */
  readonly port?: number;
  /** The address the provider reaches the receiver at (a tunnel, a public host); default http://<host>:<port>. */
  readonly publicUrl?: string;
  /** Path below the address, so that one run's deliveries are told from another's. */
  readonly basePath: string;
}

const MAX_BODY_BYTES = 1024 * 1024;

export async function startWebhookReceiver(options: ReceiverOptions): Promise<WebhookReceiver> {
  const deliveries: ReceivedDelivery[] = [];
  const refusals: ((delivery: Omit<ReceivedDelivery, "answered">) => boolean)[] = [];
  const waiters = new Set<(delivery: ReceivedDelivery) => void>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on("end", () => {
      const seen = {
        method: request.method ?? "",
        path: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks),
      };
      const refusal = refusals.findIndex((match) => match(seen));
      if (refusal !== -1) refusals.splice(refusal, 1);
      const answered = refusal !== -1 ? 503 : 204;
      const delivery = { ...seen, answered };
      deliveries.push(delivery);
      response.writeHead(answered).end();
      for (const waiter of waiters) waiter(delivery);
    });
  });
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const origin = (options.publicUrl ?? `http://${host.includes(":") ? `[${host}]` : host}:${port}`).replace(
    /(?<!\/)\/+$/,
    "",
  );
  const basePath = `${new URL(origin).pathname.replace(/(?<!\/)\/+$/, "")}${options.basePath}`;
  return {
    url: `${origin}${options.basePath}`,
    basePath,
    deliveries,
    refuseNext: (match) => void refusals.push(match),
    waitFor(match, timeoutMs) {
      const found = deliveries.find(match);
      if (found !== undefined) return Promise.resolve(found);
      return new Promise((resolve) => {
        const done = (delivery: ReceivedDelivery | undefined) => {
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(delivery);
        };
        const waiter = (delivery: ReceivedDelivery) => {
          if (match(delivery)) done(delivery);
        };
        const timer = setTimeout(() => done(undefined), timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
