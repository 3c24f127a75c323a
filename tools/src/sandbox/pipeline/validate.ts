// Stage 5, validate: parameters and body against the operation, with the schema types they name.
// A request that breaks them is the operation's documented 400 (else 422), listing every violation
// with where it is. A protocol endpoint (the token endpoint, RFC 6749 section 5.2) gets the raw body
// and words its own refusals.
import { problem } from "../kernel/answer.js";
import type { RegisteredHandler } from "../control/sandbox-handlers.js";
import type { SandboxRuntime } from "../control/sandbox-runtime.js";
import type { ValidatedRequest } from "../validation/index.js";
import type { Answered, SandboxRequest } from "./request.js";
import type { Routed } from "./route.js";

export async function validate(
  request: SandboxRequest,
  routed: Routed,
  body: Buffer,
  handler: RegisteredHandler | undefined,
  runtime: SandboxRuntime,
): Promise<ValidatedRequest | Answered> {
  if (handler?.protocol) return { parameters: {}, body };
  const contentType = request.headers["content-type"];
  const validated = await runtime.validator.validateRequest(routed.op, {
    pathParameters: routed.pathParameters,
    query: routed.url.searchParams,
    headers: request.headers,
    contentType: Array.isArray(contentType) ? contentType.join(", ") : contentType,
    body,
  });
  if (!("violations" in validated)) return validated;
  const { op } = routed;
  const status = op.operation.responses?.["400"] !== undefined ? 400 : 422;
  const detail = validated.violations.map((v) => `${v.where} ${v.message}`).join("; ");
  // A guard of the sandbox's own (a prototype key) is no spec rule: its title says so.
  const title = validated.violations.find((v) => v.guard !== undefined)?.guard ?? "The request does not match the spec";
  const errors = validated.violations.map(({ where, message }) => ({ where, message }));
  return { answer: problem(status, title, `${op.operationId}: ${detail}`, { errors }) };
}
