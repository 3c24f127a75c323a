// The sandbox's request pipeline, transport-free: a door (the node:http listener; a fetch handler
// and MSW next) hands it a plain request, writes the answer it gives, and tells it the status it
// wrote for the journal. Around the stages it serves the inspector's files, saves a change before
// its 2xx goes out, and contains every step: whatever fails (the inspector's files, reading the
// clock, a stage, saving, the journal, reporting the failure itself) becomes a 500 problem answer
// recorded as a violation, never an exception that ends the process with every tenant's state.
import { problem, type SandboxAnswer } from "../kernel/answer.js";
import { inspectorAnswer, type loadInspectorAssets } from "../inspector/assets.js";
import { healthAnswer } from "../control/health.js";
import { refusalOf } from "../journal/journal.js";
import type { SandboxRuntime } from "../control/sandbox-runtime.js";
import type { Exchange, SandboxRequest } from "./request.js";
import type { ServedSpecs } from "./route.js";
import { runStages } from "./stages.js";

export type { Exchange, SandboxRequest } from "./request.js";
export type { ServedSpecs } from "./route.js";

/** A request the pipeline answered, and what its journal entry needs once the door wrote the answer. */
export interface Served extends Exchange {
  /** Set for a request the journal records (not the inspector's files, not the control API). */
  readonly journal?: { readonly time: string; readonly method: string; readonly target: string };
}

export interface Pipeline {
  /** Answers a request; never rejects. */
  answer(request: SandboxRequest): Promise<Served>;
  /** Reports that the door failed at `step` (writing the answer): the 500 to send if nothing is out yet. */
  failed(served: Partial<Exchange>, step: string, error: unknown): SandboxAnswer;
  /** Records the request in the journal with the status the door wrote; never throws. */
  record(served: Served, status: number): void;
}

function failure(what: string, error: unknown): SandboxAnswer {
  return problem(500, "Sandbox failure", `${what} failed: ${error instanceof Error ? error.message : String(error)}`);
}

/** The request target without its query. */
function pathOf(target: string): string {
  const query = target.indexOf("?");
  return query === -1 ? target : target.slice(0, query);
}

/**
 * The ISO form of a sandbox time, remembered for the last millisecond asked for: the thousands of
 * requests a second a busy sandbox journals share a few milliseconds, and making the string took
 * as long as routing a request.
 */
const isoTime = (() => {
  let lastMs = Number.NaN;
  let lastIso = "";
  return (ms: number): string => {
    if (ms !== lastMs) {
      lastIso = new Date(ms).toISOString();
      lastMs = ms;
    }
    return lastIso;
  };
})();

/** Runs `task`, swallowing what it throws: for the reports of a failure, which must not fail the answer in turn. */
function quietly(task: () => void): void {
  try {
    task();
  } catch {
    // Nothing is left to tell: reporting the failure is what failed.
  }
}

/** The pipeline of one service port: what it serves, and where it records, logs and reports. */
class ServicePipeline implements Pipeline {
  constructor(
    private readonly served: ServedSpecs,
    private readonly runtime: SandboxRuntime,
    private readonly log: (line: string) => void,
    private readonly inspectorAssets: ReturnType<typeof loadInspectorAssets>,
  ) {}

  async answer(request: SandboxRequest): Promise<Served> {
    const { method, target } = request;
    const path = pathOf(target);
    let step = "serving the inspector's files";
    try {
      // The inspector's files and the readiness are the sandbox's own, answered before any spec routes them.
      const own = inspectorAnswer(method, path, this.inspectorAssets) ?? healthAnswer(method, path);
      if (own !== undefined) return { answer: own };
      step = "reading the sandbox clock";
      const time = isoTime(this.runtime.clock.now());
      const writes = method !== "GET" && method !== "HEAD";
      step = "taking the changes of the sandbox's other processes";
      const exchange = await this.runtime.persistence.serve(writes, async () => {
        let answered: Exchange;
        try {
          answered = await runStages(request, this.served, this.runtime);
        } catch (error) {
          answered = { answer: this.#contain(method, target, {}, `${method} ${target}`, error, "failed") };
        }
        const changed = answered.answer.status >= 200 && answered.answer.status < 300 && writes;
        return changed ? await this.#saved(answered) : answered;
      });
      if (path.startsWith("/_sandbox/")) return exchange;
      const { answer, op, caller, tenantId } = exchange;
      return { answer, op, caller, tenantId, journal: { time, method, target } };
    } catch (error) {
      return { answer: this.#contain(method, target, {}, step, error) };
    }
  }

  failed(exchange: Partial<Exchange>, step: string, error: unknown): SandboxAnswer {
    const answer = failure(step, error);
    this.#report(exchange, answer);
    return answer;
  }

  record(exchange: Served, status: number): void {
    if (exchange.journal === undefined) return;
    const { time, method, target } = exchange.journal;
    const path = pathOf(target);
    try {
      this.runtime.journal.record({
        time,
        service: this.served.service,
        method,
        path,
        operationId: exchange.op?.operationId ?? null,
        tenantId: exchange.caller?.tenantId ?? null,
        status,
        ...refusalOf(exchange.answer),
      });
    } catch (error) {
      this.#contain(method, target, exchange, "recording the request in the journal", error);
    }
  }

  #report(exchange: Partial<Exchange>, answer: SandboxAnswer): void {
    quietly(() =>
      this.runtime.reportViolation({
        operationId: exchange.op?.operationId ?? `${this.served.service} request`,
        status: 500,
        violations: [(answer.body as { detail: string }).detail],
        tenantId: exchange.caller?.tenantId ?? null,
      }),
    );
  }

  #logQuietly(line: string): void {
    quietly(() => this.log(line));
  }

  /** The 500 of a failed step of `method target`, logged with its stack and recorded as a violation. */
  #contain(
    method: string,
    target: string,
    exchange: Partial<Exchange>,
    step: string,
    error: unknown,
    logged = `${step} failed`,
  ): SandboxAnswer {
    this.#logQuietly(
      `sandbox: ${this.served.service} ${method} ${target}: ${logged}: ${(error as Error)?.stack ?? String(error)}`,
    );
    const answer = failure(step, error);
    this.#report(exchange, answer);
    return answer;
  }

  /** "A 2xx means the change is on disk": the answer waits for the batch that holds its changes. */
  async #saved(exchange: Exchange): Promise<Exchange> {
    try {
      await this.runtime.persistence.commit(exchange.tenantId);
      return exchange;
    } catch (error) {
      this.#logQuietly(`sandbox: saving the state failed: ${(error as Error)?.message ?? String(error)}`);
      const answer = failure("saving the change", error);
      this.#report(exchange, answer);
      return { ...exchange, answer };
    }
  }
}

/** The pipeline of one service port. */
export function createPipeline(
  served: ServedSpecs,
  runtime: SandboxRuntime,
  log: (line: string) => void,
  inspectorAssets: ReturnType<typeof loadInspectorAssets>,
): Pipeline {
  return new ServicePipeline(served, runtime, log, inspectorAssets);
}
