// The stages of one request, in order: route, authenticate, fault, read the body, validate,
// handle or example, check the answer. Each is a small function of its own; the first that
// answers ends the request.
import type { SandboxRuntime } from "../control/sandbox-runtime.js";
import { authenticate } from "./authenticate.js";
import { checkAnswer } from "./check-answer.js";
import { fault } from "./fault.js";
import { handle } from "./handle.js";
import { readBody } from "./read-body.js";
import { answered, type Exchange, type SandboxRequest } from "./request.js";
import { route, type ServedSpecs } from "./route.js";
import { validate } from "./validate.js";

/** The tenant a control call names (`tenantId` of its path, query or body), whose state it changes. */
function controlTenantOf(validated: {
  parameters: Readonly<Record<string, unknown>>;
  body?: unknown;
}): string | undefined {
  const named = validated.parameters.tenantId ?? (validated.body as { tenantId?: unknown } | undefined)?.tenantId;
  return typeof named === "string" ? named : undefined;
}

/**
 * Answers one request: the answer, the operation (when one matched), the caller, and the tenant
 * whose state the call changes (a change that cannot be saved fails that tenant's calls only).
 */
export async function runStages(
  request: SandboxRequest,
  served: ServedSpecs,
  runtime: SandboxRuntime,
): Promise<Exchange> {
  const routed = route(request, served);
  if (answered(routed)) return routed;
  const { op } = routed;
  const admitted = await authenticate(request, routed, served, runtime);
  if (answered(admitted)) return { ...admitted, op };
  const { caller } = admitted;
  const faulting = fault(op, runtime);
  const faulted = faulting === undefined ? undefined : await faulting;
  if (faulted !== undefined) return { answer: faulted, op, caller };
  const body = await readBody(request, routed, runtime);
  if (answered(body)) return { ...body, op, caller };
  const handler = runtime.handlers.get(op.operationId);
  const validated = await validate(request, routed, body, handler, runtime);
  if (answered(validated)) return { ...validated, op, caller };
  const handled = await handle(request, routed, validated, caller, handler, runtime);
  if (answered(handled)) return { ...handled, op, caller };
  const answer = await checkAnswer(op, handled, caller, handler, runtime);
  const tenantId = routed.control ? controlTenantOf(validated) : caller?.tenantId;
  return { answer, op, caller, tenantId };
}
