// Stage 4, read the body: against its route's limit (the refusal names the limit and the option
// that sets it), through the door, which adds its transport's pace and budget. A refused body
// closes the connection, and a body refused for the budget of bodies read at once says when to retry.
import { problem } from "../kernel/answer.js";
import { BodyLimitError } from "../kernel/limits.js";
import type { SandboxRuntime } from "../control/sandbox-runtime.js";
import type { Answered, SandboxRequest } from "./request.js";
import type { Routed } from "./route.js";

const NO_BODY = Buffer.alloc(0);

export async function readBody(
  request: SandboxRequest,
  routed: Routed,
  runtime: SandboxRuntime,
): Promise<Buffer | Answered> {
  if (request.body === undefined) return NO_BODY;
  try {
    return await request.body(runtime.limits.bodyRulesOf(routed.op, `${request.method} ${routed.url.pathname}`));
  } catch (error) {
    if (!(error instanceof BodyLimitError)) throw error;
    return {
      answer: {
        ...problem(error.status, error.title, error.message),
        headers: { connection: "close", ...(error.status === 503 ? { "retry-after": "1" } : {}) },
      },
    };
  }
}
