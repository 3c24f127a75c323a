// The node:http door to the request pipeline: one listener per service port. It hands the pipeline
// the request as plain values, reads the body with the transport's own rules (the pace of a body
// and the budget of bodies read at once; the connection cap and header timeout are the servers',
// connections.ts), and writes the answer. Writing is contained like every step of the pipeline: a
// failure is a 500 answer recorded as a violation, or a closed connection once headers are out,
// never an exception that ends the process or leaves the port answering nobody.
import type { IncomingMessage, ServerResponse } from "node:http";
import { readBody } from "../../kernel/limits.js";
import type { Pipeline, SandboxRequest } from "../../pipeline/pipeline.js";
import { send } from "./send-answer.js";

/**
 * The request as the pipeline takes it. A request that announces no body, neither Content-Length
 * nor Transfer-Encoding, has none (RFC 9112 section 6.3), so nothing is read and no timer is set.
 */
function sandboxRequest(req: IncomingMessage): SandboxRequest {
  const { headers } = req;
  const bodiless =
    headers["transfer-encoding"] === undefined &&
    (headers["content-length"] === undefined || headers["content-length"] === "0");
  return {
    method: req.method ?? "GET",
    target: req.url ?? "/",
    headers,
    body: bodiless ? undefined : (rules) => readBody(req, rules),
    source: req.socket.remoteAddress,
  };
}

/** Serves the requests of one port through `pipeline`; the returned listener never throws and never rejects. */
export function createRequestListener(
  pipeline: Pipeline,
  service: string,
  log: (line: string) => void,
): (req: IncomingMessage, res: ServerResponse) => void {
  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const head = req.method === "HEAD";
    const served = await pipeline.answer(sandboxRequest(req));
    try {
      await send(res, served.answer, head);
    } catch (error) {
      const answer = pipeline.failed(served, `writing the ${served.answer.status} answer`, error);
      if (res.headersSent) res.destroy();
      else await send(res, answer, head);
    }
    pipeline.record(served, res.statusCode);
  }

  return (req, res) => {
    serve(req, res).catch((error: unknown) => {
      try {
        log(
          `sandbox: ${service} ${req.method} ${req.url}: the answer could ` +
            `not be written: ${(error as Error)?.stack ?? String(error)}`,
        );
      } catch {
        // Nothing is left to tell: the connection ends below all the same.
      }
      res.destroy();
    });
  };
}
