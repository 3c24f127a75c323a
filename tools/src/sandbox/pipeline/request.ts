// A request as every door (node:http today; a fetch handler and MSW next) hands it to the pipeline,
// and what the pipeline answers. Nothing in them belongs to a transport, so every door serves the
// same validation, authentication, limits, faults, state, events and answer checks.
import type { SandboxAnswer } from "../kernel/answer.js";
import type { Caller } from "../identity/index.js";
import type { BodyRules } from "../kernel/limits.js";
import type { SpecOperation } from "../kernel/route-table.js";

export interface SandboxRequest {
  readonly method: string;
  /** The request target as it came: a path with its query, or an absolute URL. */
  readonly target: string;
  /** Header values by lower-cased name. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /**
   * Reads the whole body against `rules`: the route's limit, which the pipeline chooses, and the
   * pace and budget of bodies, which a door enforces where its transport needs them. A body that
   * breaks them is refused with a `BodyLimitError`. `undefined` for a request without a body.
   */
  readonly body: ((rules: BodyRules) => Promise<Buffer>) | undefined;
  /** The caller's network address; `undefined` when the door knows none. */
  readonly source: string | undefined;
}

/** What the stages made of a request: the answer, and what they learnt on the way. */
export interface Exchange {
  readonly answer: SandboxAnswer;
  /** The operation the request matched, when one did. */
  readonly op?: SpecOperation;
  /** The authenticated caller, when the operation needs one and the token passed. */
  readonly caller?: Caller;
  /** The tenant whose state the call changes: its caller's, or the one a control call names. */
  readonly tenantId?: string;
}

/** A stage that answers for the stages after it (a refusal, a fault). */
export interface Answered {
  readonly answer: SandboxAnswer;
}

export function answered(value: object): value is Answered {
  return "answer" in value;
}
