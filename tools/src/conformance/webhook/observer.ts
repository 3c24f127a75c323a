import { createServer } from "node:http";

/**
 * Tells the kit how often the endpoint processed a message, which no answer shows: exactly-once
 * processing (validation rule 7) is checked only with one.
 */
export interface ProcessingObserver {
  /** How many times the endpoint's handler processed the message with this messageId so far. */
  timesProcessed(messageId: string): number | Promise<number>;
}

/** An observer the endpoint under test reports to over HTTP. */
export interface ObserveServer extends ProcessingObserver {
  readonly url: string;
  close(): Promise<void>;
}

const MAX_REPORT_BYTES = 4096;

/**
 * Listens at `url` (http, the host and port it names) for the endpoint's reports: one POST with
 * the JSON body `{"messageId": "..."}` each time its handler has processed a message, sent (and
 * awaited) before the handler returns so that the count is complete when the delivery is answered.
 */
export async function startObserveServer(url: string): Promise<ObserveServer> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`observe URL ${JSON.stringify(url)} is not an absolute URL`);
  }
  if (parsed.protocol !== "http:" || parsed.port === "") {
    throw new Error(`observe URL ${url} must be http with an explicit port, such as http://127.0.0.1:9411/processed`);
  }
  const counts = new Map<string, number>();
  const server = createServer((request, response) => {
    if (request.method !== "POST" || request.url !== parsed.pathname) {
      response.writeHead(404).end();
      return;
    }
    let text = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      text += chunk;
      if (text.length > MAX_REPORT_BYTES) request.destroy();
    });
    request.on("end", () => {
      let messageId: unknown;
      try {
        messageId = (JSON.parse(text) as { messageId?: unknown }).messageId;
      } catch {
        messageId = undefined;
      }
      if (typeof messageId !== "string" || messageId === "") {
        response
          .writeHead(400, { "Content-Type": "text/plain" })
          .end('expected {"messageId": "<the route\'s messageId>"}');
        return;
      }
      counts.set(messageId, (counts.get(messageId) ?? 0) + 1);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(Number(parsed.port), parsed.hostname.replace(/^\[(.*)\]$/, "$1"), () => resolve());
  });
  return {
    url: parsed.href,
    timesProcessed: (messageId) => counts.get(messageId) ?? 0,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
