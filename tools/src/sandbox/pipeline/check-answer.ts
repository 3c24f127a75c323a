// Stage 7, check the answer: a handler's answer or an example against the operation's documented
// answers; one that breaks them is a sandbox bug, answered 500 and recorded as a violation. A
// protocol endpoint's own refusals follow its protocol, not the spec.
import { problem, type SandboxAnswer } from "../kernel/answer.js";
import type { RegisteredHandler } from "../control/sandbox-handlers.js";
import type { Caller } from "../identity/index.js";
import type { SpecOperation } from "../kernel/route-table.js";
import type { SandboxRuntime } from "../control/sandbox-runtime.js";

export async function checkAnswer(
  op: SpecOperation,
  answer: SandboxAnswer,
  caller: Caller | undefined,
  handler: RegisteredHandler | undefined,
  runtime: SandboxRuntime,
): Promise<SandboxAnswer> {
  if (handler?.protocol && answer.status >= 400) return answer;
  const violations = await runtime.validator.validateAnswer(op, answer);
  if (violations.length === 0) return answer;
  runtime.reportViolation({
    operationId: op.operationId,
    status: answer.status,
    violations,
    tenantId: caller?.tenantId ?? null,
  });
  return problem(500, "The sandbox's answer does not match the spec", violations.join("; "), { violations });
}
