/** How a check ended. */
export type CheckStatus = "pass" | "fail" | "skip";

/** A family of checks. */
export type CheckFamily = "delivery" | "token" | "route-and-payload" | "redelivery" | "key-rotation" | "transport";

/** One line of the report. */
export interface CheckResult<Family extends string = CheckFamily> {
  /** Stable name, `<area>/<what>`, such as `token/alg-none`. */
  readonly name: string;
  /** The family it belongs to. */
  readonly family: Family;
  readonly status: CheckStatus;
  /** What the kit sent. */
  readonly sent: string;
  /** What came back, or why the check was skipped. */
  readonly received: string;
  /** What the check expected. */
  readonly expected: string;
}

/** An answer of the endpoint under test: its status, or why none came. */
export interface Answer {
  /** HTTP status; null when no answer came. */
  readonly status: number | null;
  /** Retry-After of the answer, when it had one. */
  readonly retryAfter: string | null;
  /** The network error, when no answer came. */
  readonly error?: string;
  /** The `detail` of a problem details answer (RFC 9457), when it had one: why the endpoint refused. */
  readonly detail?: string;
}

export function isSuccess(answer: Answer): boolean {
  return answer.status !== null && answer.status >= 200 && answer.status < 300;
}

/** An answer as the report shows it: `401`, `409 Retry-After: 10`, `no answer (ECONNRESET)`. */
export function describeAnswer(answer: Answer): string {
  if (answer.status === null) return `no answer (${answer.error ?? "network error"})`;
  return answer.retryAfter === null ? String(answer.status) : `${answer.status} Retry-After: ${answer.retryAfter}`;
}

/** An answer where a 2xx was expected: a refusal also shows the endpoint's problem detail, the reason it gave. */
export function explainAnswer(answer: Answer): string {
  const described = describeAnswer(answer);
  return answer.detail === undefined || isSuccess(answer)
    ? described
    : `${described} (${JSON.stringify(answer.detail)})`;
}

/** PASS when no answer is 2xx: the gateway redelivers anything else, so the message was refused. */
export function refusedCheck(family: CheckFamily, name: string, sent: string, answers: readonly Answer[]): CheckResult {
  const accepted = answers.some(isSuccess);
  return {
    name,
    family,
    status: accepted ? "fail" : "pass",
    sent,
    received: answers.map(describeAnswer).join(", "),
    expected: "non-2xx",
  };
}
