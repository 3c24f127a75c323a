// The request listener of one service port, and the containment around it: whatever a request
// makes fail (the inspector's files, reading the clock, a handler, saving, serializing the answer,
// writing its headers, the journal, reporting the failure itself) becomes a 500 problem answer
// recorded as a violation, or a closed connection once headers are out, never an exception that
// ends the process with every tenant's state or leaves the port answering nobody.
import type { IncomingMessage, ServerResponse } from "node:http";
import { problem, send, type SandboxAnswer } from "../answer.js";
import { dispatch, type ServedSpecs } from "../dispatch.js";
import { inspectorAnswer, type loadInspectorAssets } from "../inspector/assets.js";
import { refusalOf } from "../journal.js";
import type { SandboxRuntime } from "../runtime.js";

type Outcome = Awaited<ReturnType<typeof dispatch>>;

function failure(what: string, error: unknown): SandboxAnswer {
  return problem(500, "Sandbox failure", `${what} failed: ${error instanceof Error ? error.message : String(error)}`);
}

/** Runs `task`, swallowing what it throws: for the reports of a failure, which must not fail the answer in turn. */
function quietly(task: () => void): void {
  try {
    task();
  } catch {
    // Nothing is left to tell: reporting the failure is what failed.
  }
}

/** Serves requests of one port, the inspector's files first (they need no control token; the calls they make do); the returned listener never throws and never rejects. */
export function createRequestListener(served: ServedSpecs, runtime: SandboxRuntime, log: (line: string) => void, inspectorAssets: ReturnType<typeof loadInspectorAssets>): (req: IncomingMessage, res: ServerResponse) => void {
  const report = (outcome: Partial<Outcome>, status: number, violation: string) =>
    quietly(() => runtime.reportViolation({ operationId: outcome.op?.operationId ?? `${served.service} request`, status, violations: [violation], tenantId: outcome.caller?.tenantId ?? null }));
  const logQuietly = (line: string) => quietly(() => log(line));

  /** Answers 500 for a failed step; once the answer is out it only reports, and a half-written answer ends its connection. */
  function contain(req: IncomingMessage, res: ServerResponse, outcome: Partial<Outcome>, step: string, error: unknown): void {
    logQuietly(`sandbox: ${served.service} ${req.method} ${req.url}: ${step} failed: ${(error as Error)?.stack ?? String(error)}`);
    const answer = failure(step, error);
    report(outcome, 500, (answer.body as { detail: string }).detail);
    if (res.writableEnded) return;
    if (res.headersSent) res.destroy();
    else void send(res, answer, req.method === "HEAD");
  }

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const head = req.method === "HEAD";
    const path = (req.url ?? "/").split("?")[0]!;
    let step = "serving the inspector's files";
    let outcome: Partial<Outcome> = {};
    try {
      const inspector = inspectorAnswer(req.method ?? "GET", path, inspectorAssets);
      if (inspector !== undefined) return await send(res, inspector, head);
      step = "reading the sandbox clock";
      const time = new Date(runtime.clock.now()).toISOString();
      step = `${req.method} ${req.url}`;
      let answered: Outcome;
      try {
        answered = await dispatch(req, served, runtime);
      } catch (error) {
        logQuietly(`sandbox: ${served.service} ${req.method} ${req.url} failed: ${(error as Error)?.stack ?? String(error)}`);
        answered = { answer: failure(`${req.method} ${req.url}`, error) };
        report(answered, 500, (answered.answer.body as { detail: string }).detail);
      }
      outcome = answered;
      // "A 2xx means the change is on disk": the answer waits for the batch that holds its changes.
      if (answered.answer.status >= 200 && answered.answer.status < 300 && req.method !== "GET" && !head) {
        try {
          await runtime.persistence.commit(answered.tenantId);
        } catch (error) {
          logQuietly(`sandbox: saving the state failed: ${(error as Error)?.message ?? String(error)}`);
          answered = { ...answered, answer: failure("saving the change", error) };
          report(answered, 500, (answered.answer.body as { detail: string }).detail);
        }
      }
      step = `writing the ${answered.answer.status} answer`;
      try {
        await send(res, answered.answer, head);
      } catch (error) {
        const answer = failure(step, error);
        report(answered, 500, (answer.body as { detail: string }).detail);
        if (res.headersSent) res.destroy();
        else await send(res, answer, head);
      }
      if (path.startsWith("/_sandbox/")) return;
      step = "recording the request in the journal";
      runtime.journal.record({
        time,
        service: served.service,
        method: req.method ?? "GET",
        path,
        operationId: answered.op?.operationId ?? null,
        tenantId: answered.caller?.tenantId ?? null,
        status: res.statusCode,
        ...refusalOf(answered.answer),
      });
    } catch (error) {
      contain(req, res, outcome, step, error);
    }
  }

  return (req, res) => {
    serve(req, res).catch((error: unknown) => {
      logQuietly(`sandbox: ${served.service} ${req.method} ${req.url}: the answer could not be written: ${(error as Error)?.stack ?? String(error)}`);
      res.destroy();
    });
  };
}
