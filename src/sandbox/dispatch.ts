// One request through the sandbox: match the operation in the specs, check the token, apply a
// fault, validate the request, answer (handler or documented example), validate the answer.
import type { IncomingMessage } from "node:http";
import { problem, type SandboxAnswer } from "./answer.js";
import { exampleAnswer, parsePrefer } from "./examples.js";
import type { AnyHandler } from "./handlers.js";
import type { Caller } from "./identity/index.js";
import type { Json, OperationIndex, SpecOperation } from "./operations.js";
import type { SandboxRuntime } from "./runtime.js";
import { BodyLimitError, readBody } from "./limits.js";
import type { IncomingRequest } from "./validation.js";

/** What one service port serves: its own spec's operations, and the control API's. */
export interface ServedSpecs {
  readonly service: string;
  readonly operations: OperationIndex;
  readonly control: OperationIndex;
  /** Whether calls of this service need a token with tenant context (`tid`). */
  readonly tenantRequired: boolean;
}

/** The request target as a URL; `undefined` when it is none (`http://[`), which is the client's error. */
function requestUrl(target: string): URL | undefined {
  try {
    return new URL(target, "http://sandbox");
  } catch {
    return undefined;
  }
}

/** The bearer requirement of an operation: `undefined` when it is anonymous or not bearer-secured. */
function bearerRequirement(op: SpecOperation): { scope: string | undefined } | undefined {
  const requirements: Json[] = op.operation.security ?? op.document.security ?? [];
  for (const requirement of requirements) {
    for (const [name, scopes] of Object.entries<Json>(requirement)) {
      const scheme = op.document.components?.securitySchemes?.[name];
      const bearer = scheme?.type === "oauth2" || scheme?.type === "openIdConnect" || (scheme?.type === "http" && String(scheme.scheme).toLowerCase() === "bearer");
      if (bearer) return { scope: (scopes as string[])[0] };
    }
  }
  return undefined;
}

/** The tenant a control call names (`tenantId` of its path, query or body), whose state it changes. */
function controlTenantOf(validated: { parameters: Record<string, unknown>; body?: unknown }): string | undefined {
  const named = validated.parameters.tenantId ?? (validated.body as { tenantId?: unknown } | undefined)?.tenantId;
  return typeof named === "string" ? named : undefined;
}

/**
 * Answers one request: the answer, the operation (when one matched), the caller, and the tenant
 * whose state a control call names (a change that cannot be saved fails that tenant's calls only).
 */
export async function dispatch(
  req: IncomingMessage,
  served: ServedSpecs,
  runtime: SandboxRuntime,
): Promise<{ answer: SandboxAnswer; op?: SpecOperation; caller?: Caller; tenantId?: string }> {
  const url = requestUrl(req.url ?? "/");
  const method = req.method ?? "GET";
  if (url === undefined) return { answer: problem(400, "Bad Request", `the request target ${JSON.stringify(req.url)} is not a URL path or an absolute http URL`) };
  const index = url.pathname.startsWith("/_sandbox/") ? served.control : served.operations;
  const matched = index.match(method, url.pathname);
  if (matched === undefined) {
    return { answer: problem(404, "Not Found", `${served.service} has no operation at ${method} ${url.pathname}`) };
  }
  if (!("operation" in matched)) {
    const answer = problem(405, "Method Not Allowed", `${method} ${url.pathname} is not an operation of ${served.service}; allowed: ${matched.allowed.join(", ")}`);
    return { answer: { ...answer, headers: { allow: matched.allowed.join(", ") } } };
  }
  const op = matched.operation;

  let caller: Caller | undefined;
  const isControl = index === served.control;
  const bearer = isControl ? undefined : bearerRequirement(op);
  if (isControl) {
    const refusal = runtime.controlAccess.check({ method, headers: req.headers });
    if (refusal !== undefined) return { answer: refusal, op };
  }
  if (bearer !== undefined) {
    const result = await runtime.identity.authenticate(req.headers.authorization, { scope: bearer.scope, tenantRequired: served.tenantRequired });
    // The refusal is the security scheme's answer (RFC 6750), sent as it is: no operation documents its 401.
    if (!result.ok) return { answer: { status: result.refusal.status, headers: result.refusal.headers, contentType: "application/problem+json", body: result.refusal.body }, op };
    caller = result.caller;
  }

  const fault = runtime.faults.take(op.operationId);
  if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
  if (fault?.status !== undefined) {
    return { answer: problem(fault.status, "Sandbox fault", `a fault set through POST /_sandbox/faults answers ${op.operationId} with ${fault.status}`), op, caller };
  }

  let body: Buffer;
  try {
    body = await readBody(req, runtime.limits.bodyRulesOf(op, `${method} ${url.pathname}`));
  } catch (error) {
    if (!(error instanceof BodyLimitError)) throw error;
    return { answer: { ...problem(error.status, error.title, error.message), headers: { connection: "close", ...(error.status === 503 ? { "retry-after": "1" } : {}) } }, op, caller };
  }
  const handler: AnyHandler | undefined = runtime.handlers.get(op.operationId);
  const incoming: IncomingRequest = {
    pathParameters: matched.pathParameters,
    query: url.searchParams,
    headers: req.headers,
    contentType: req.headers["content-type"],
    body,
  };

  const prefer = parsePrefer(typeof req.headers.prefer === "string" ? req.headers.prefer : undefined);
  // A protocol endpoint (the token endpoint: RFC 6749 section 5.2) words its own refusals.
  const validated = handler?.protocol ? { parameters: {}, body } : await runtime.validator.validateRequest(op, incoming);
  if ("violations" in validated) {
    const status = op.operation.responses?.["400"] !== undefined ? 400 : 422;
    const detail = validated.violations.map((v) => `${v.where} ${v.message}`).join("; ");
    // A guard of the sandbox's own (a prototype key) is no spec rule: its title says so.
    const title = validated.violations.find((v) => v.guard !== undefined)?.guard ?? "The request does not match the spec";
    const errors = validated.violations.map(({ where, message }) => ({ where, message }));
    return { answer: problem(status, title, `${op.operationId}: ${detail}`, { errors }), op, caller };
  }

  let answer: SandboxAnswer;
  if (handler !== undefined && prefer.code === undefined && prefer.example === undefined) {
    const request = {
      operationId: op.operationId,
      parameters: validated.parameters,
      body: validated.body,
      headers: req.headers,
      source: req.socket.remoteAddress,
      caller,
      tenant: caller?.tenantId === undefined ? undefined : runtime.tenants.of(caller.tenantId),
      clock: runtime.clock,
      gateway: runtime.gateway,
    };
    try {
      answer = await handler(request);
    } catch (error) {
      // A handler that throws is a sandbox bug, recorded as one.
      const violation = `the handler of ${op.operationId} failed: ${(error as Error).message}`;
      runtime.reportViolation({ operationId: op.operationId, status: 500, violations: [violation], tenantId: caller?.tenantId ?? null });
      return { answer: problem(500, "Sandbox failure", violation), op, caller };
    }
  } else {
    const example = exampleAnswer(op, prefer);
    if ("refusal" in example) return { answer: problem(422, "Prefer names no documented answer", example.refusal), op, caller };
    answer = example;
  }

  const violations = handler?.protocol && answer.status >= 400 ? [] : await runtime.validator.validateAnswer(op, answer);
  if (violations.length > 0) {
    runtime.reportViolation({ operationId: op.operationId, status: answer.status, violations, tenantId: caller?.tenantId ?? null });
    return { answer: problem(500, "The sandbox's answer does not match the spec", violations.join("; "), { violations }), op, caller };
  }
  const tenantId = isControl ? controlTenantOf(validated as { parameters: Record<string, unknown>; body?: unknown }) : caller?.tenantId;
  return { answer, op, caller, ...(tenantId === undefined ? {} : { tenantId }) };
}
