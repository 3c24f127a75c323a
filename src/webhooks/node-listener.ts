import type { IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { problemResponse, WebhookRejection } from "./problem.js";
import { hasUnsafePathSyntax } from "./route.js";
import type { WebhookHandler } from "./webhook-options.js";

/** A node:http request listener, also usable as Express middleware or route handler. */
export type NodeWebhookListener = (request: IncomingMessage, response: ServerResponse) => void;

// Methods a Web Request cannot carry; answered here like any other method but POST.
const UNSUPPORTED_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);

/**
 * The request body as a Web stream that reads from the socket only when the handler asks for the
 * next chunk, so nothing past the handler's maxBodyBytes is ever buffered here.
 */
function bodyStream(request: IncomingMessage): ReadableStream<Uint8Array> {
  // Settled once: ended, failed, or cancelled by a handler that has read enough.
  let settled = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        request.on("data", (chunk: Buffer) => {
          if (settled) return;
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          request.pause();
        });
        request.on("end", () => {
          if (settled) return;
          settled = true;
          controller.close();
        });
        // A sender that disconnects mid-body must fail the read, not leave it waiting forever.
        const fail = (error?: Error) => {
          if (settled) return;
          settled = true;
          controller.error(error ?? new Error("The request closed before its body ended"));
        };
        request.on("error", fail);
        request.on("close", () => fail());
        request.pause();
      },
      pull() {
        request.resume();
      },
      cancel() {
        settled = true;
        request.pause();
      },
    },
    { highWaterMark: 0 },
  );
}

function headersOf(request: IncomingMessage): Headers {
  const headers = new Headers();
  const raw = request.rawHeaders;
  for (let index = 0; index + 1 < raw.length; index += 2) {
    const name = raw[index];
    const value = raw[index + 1];
    // HTTP/2 pseudo-headers (":path") are not headers of the message.
    if (name !== undefined && value !== undefined && !name.startsWith(":")) headers.append(name, value);
  }
  return headers;
}

/**
 * Builds the Request the handler sees. The path is checked raw first: the URL parser would
 * resolve "/../" and turn "\" into "/", hiding a traversal from the route check. The scheme comes
 * from the socket, never from the request line, and the host is a placeholder because only the
 * path and scheme matter.
 */
function toRequest(request: IncomingMessage): Request {
  const target = request.url ?? "";
  const path = target.split("?", 1)[0] ?? "";
  if (!target.startsWith("/") || hasUnsafePathSyntax(path)) {
    throw new WebhookRejection(400, "invalid_route", {
      detail: "The path contains dot segments, backslashes or percent-encoding.",
    });
  }
  if (request.readableEnded) {
    // A body parser (express.json()) ran first: the raw body this module must check is gone.
    throw new WebhookRejection(500, "internal_error", { detail: "The message could not be processed." });
  }
  const method = request.method ?? "GET";
  if (UNSUPPORTED_METHODS.has(method)) {
    throw new WebhookRejection(405, "method_not_allowed", {
      detail: "The message gateway delivers with POST.",
      headers: { Allow: "POST" },
    });
  }
  const scheme = (request.socket as Partial<TLSSocket>).encrypted === true ? "https" : "http";
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(`${scheme}://webhook.invalid${target}`, {
    method,
    headers: headersOf(request),
    ...(hasBody ? { body: bodyStream(request), duplex: "half" } : {}),
  });
}

async function send(response: Response, incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  outgoing.statusCode = response.status;
  response.headers.forEach((value, name) => outgoing.setHeader(name, value));
  // A body not yet fully received (refused early, or too large) is not worth receiving: close instead.
  if (!incoming.complete) outgoing.setHeader("Connection", "close");
  outgoing.setHeader("Content-Length", body.byteLength);
  outgoing.end(body);
}

/**
 * Mounts a webhook handler on node:http (`http.createServer(listener)`, `https.createServer`) or
 * Express (`app.post("/webhooks/*", listener)`, before any body parser). Under an Express mount
 * path the handler's basePath is relative to it, as Express strips it from `req.url`.
 */
export function toNodeListener(handler: WebhookHandler): NodeWebhookListener {
  return (request, response) => {
    const answer = async (): Promise<Response> => {
      try {
        return await handler(toRequest(request));
      } catch (error) {
        return problemResponse(
          error instanceof WebhookRejection
            ? error
            : new WebhookRejection(500, "internal_error", { detail: "The message could not be processed." }),
        );
      }
    };
    void answer()
      .then((result) => send(result, request, response))
      .catch(() => response.destroy());
  };
}
