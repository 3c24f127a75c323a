// The request listener of one service port, and the containment around it: whatever a request
// makes fail (a handler, serializing the answer, writing its headers, the journal) becomes a 500
// problem answer recorded as a violation, never an exception that ends the process with every
// tenant's state.
import type { IncomingMessage, ServerResponse } from "node:http";
import { problem, send, type SandboxAnswer } from "./answer.js";
import { dispatch, type ServedSpecs } from "./dispatch.js";
import { inspectorAnswer, type loadInspectorAssets } from "./inspector/assets.js";
import { refusalOf } from "./journal.js";
import type { SandboxRuntime } from "./runtime.js";

type Outcome = Awaited<ReturnType<typeof dispatch>>;

function failure(what: string, error: unknown): SandboxAnswer {
  return problem(500, "Sandbox failure", `${what} failed: ${error instanceof Error ? error.message : String(error)}`);
}

/** Serves requests of one port, the inspector's files first (they need no control token; the calls they make do); the returned listener never throws and never rejects. */
export function createRequestListener(served: ServedSpecs, runtime: SandboxRuntime, log: (line: string) => void, inspectorAssets: ReturnType<typeof loadInspectorAssets>): (req: IncomingMessage, res: ServerResponse) => void {
  const report = (outcome: Partial<Outcome>, status: number, violation: string) =>
    runtime.reportViolation({ operationId: outcome.op?.operationId ?? `${served.service} request`, status, violations: [violation], tenantId: outcome.caller?.tenantId ?? null });

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const inspector = inspectorAnswer(req.method ?? "GET", (req.url ?? "/").split("?")[0]!, inspectorAssets);
    if (inspector !== undefined) return send(res, inspector, req.method === "HEAD");
    const time = new Date(runtime.clock.now()).toISOString();
    let outcome: Outcome;
    try {
      outcome = await dispatch(req, served, runtime);
    } catch (error) {
      log(`sandbox: ${served.service} ${req.method} ${req.url} failed: ${(error as Error).stack ?? String(error)}`);
      outcome = { answer: failure(`${req.method} ${req.url}`, error) };
      report(outcome, 500, (outcome.answer.body as { detail: string }).detail);
    }
    // "A 2xx means the change is on disk": the answer waits for the batch that holds its changes.
    if (outcome.answer.status >= 200 && outcome.answer.status < 300 && req.method !== "GET" && req.method !== "HEAD") {
      try {
        await runtime.persistence.commit(outcome.tenantId);
      } catch (error) {
        log(`sandbox: saving the state failed: ${(error as Error).message}`);
        outcome = { ...outcome, answer: failure("saving the change", error) };
        report(outcome, 500, (outcome.answer.body as { detail: string }).detail);
      }
    }
    try {
      send(res, outcome.answer, req.method === "HEAD");
    } catch (error) {
      const answer = failure(`writing the ${outcome.answer.status} answer`, error);
      report(outcome, 500, (answer.body as { detail: string }).detail);
      if (res.headersSent) res.destroy();
      else send(res, answer, req.method === "HEAD");
    }
    const path = (req.url ?? "/").split("?")[0]!;
    if (path.startsWith("/_sandbox/")) return;
    runtime.journal.record({
      time,
      service: served.service,
      method: req.method ?? "GET",
      path,
      operationId: outcome.op?.operationId ?? null,
      tenantId: outcome.caller?.tenantId ?? null,
      status: res.statusCode,
      ...refusalOf(outcome.answer),
    });
  }

  return (req, res) => {
    serve(req, res).catch((error: unknown) => {
      log(`sandbox: ${served.service} ${req.method} ${req.url}: the answer could not be written: ${(error as Error).stack ?? String(error)}`);
      res.destroy();
    });
  };
}
