// Stage 6, handle or example: the operation's handler answers, unless the caller's Prefer header
// asks for a documented example (or the operation has no handler). A Prefer that names no
// documented answer is 422, and a handler that throws is a sandbox bug, 500 and recorded as a
// violation: both are the sandbox's own refusals, answered without the answer check.
import { problem, type SandboxAnswer } from "../kernel/answer.js";
import { exampleAnswer, parsePrefer } from "../kernel/documented-examples.js";
import type { RegisteredHandler } from "../control/sandbox-handlers.js";
import type { Caller } from "../identity/index.js";
import type { SandboxRuntime } from "../control/sandbox-runtime.js";
import type { ValidatedRequest } from "../validation/index.js";
import type { Answered, SandboxRequest } from "./request.js";
import type { Routed } from "./route.js";

export async function handle(
  request: SandboxRequest,
  routed: Routed,
  validated: ValidatedRequest,
  caller: Caller | undefined,
  handler: RegisteredHandler | undefined,
  runtime: SandboxRuntime,
): Promise<SandboxAnswer | Answered> {
  const { op } = routed;
  const prefer = parsePrefer(typeof request.headers.prefer === "string" ? request.headers.prefer : undefined);
  if (handler === undefined || prefer.code !== undefined || prefer.example !== undefined) {
    const example = exampleAnswer(op, prefer);
    return "refusal" in example
      ? { answer: problem(422, "Prefer names no documented answer", example.refusal) }
      : example;
  }
  try {
    return await handler({
      operationId: op.operationId,
      parameters: validated.parameters,
      body: validated.body,
      headers: request.headers,
      source: request.source,
      caller,
      tenant: caller?.tenantId === undefined ? undefined : runtime.tenants.of(caller.tenantId),
      clock: runtime.clock,
      gateway: runtime.gateway,
    });
  } catch (error) {
    const violation = `the handler of ${op.operationId} failed: ${(error as Error).message}`;
    runtime.reportViolation({
      operationId: op.operationId,
      status: 500,
      violations: [violation],
      tenantId: caller?.tenantId ?? null,
    });
    return { answer: problem(500, "Sandbox failure", violation) };
  }
}
