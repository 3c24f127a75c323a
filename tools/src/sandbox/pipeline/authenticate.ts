// Stage 2, authenticate: a control call is checked by the control API's access rule; a call of an
// operation secured by a bearer scheme by the identity provider, whose refusal is the scheme's own
// answer (RFC 6750), sent as it is since no operation documents its 401; an anonymous one passes.
import type { Caller } from "../identity/index.js";
import type { Json, SpecOperation } from "../kernel/route-table.js";
import type { SandboxRuntime } from "../control/sandbox-runtime.js";
import type { Answered, SandboxRequest } from "./request.js";
import type { Routed, ServedSpecs } from "./route.js";

/** The scope an operation's bearer requirement names, or `null` for an anonymous or not bearer-secured operation. */
type BearerRequirement = { readonly scope: string | undefined } | null;

const requirements = new WeakMap<SpecOperation, BearerRequirement>();

function bearerRequirementOf(op: SpecOperation): BearerRequirement {
  for (const requirement of (op.operation.security ?? op.document.security ?? []) as Json[]) {
    for (const [name, scopes] of Object.entries<Json>(requirement)) {
      const scheme = op.document.components?.securitySchemes?.[name];
      const bearer =
        scheme?.type === "oauth2" ||
        scheme?.type === "openIdConnect" ||
        (scheme?.type === "http" && String(scheme.scheme).toLowerCase() === "bearer");
      if (bearer) return { scope: (scopes as string[])[0] };
    }
  }
  return null;
}

/** An operation's requirement is read from its spec once. */
function bearerRequirement(op: SpecOperation): BearerRequirement {
  let requirement = requirements.get(op);
  if (requirement === undefined) requirements.set(op, (requirement = bearerRequirementOf(op)));
  return requirement;
}

function header(request: SandboxRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

export async function authenticate(
  request: SandboxRequest,
  routed: Routed,
  served: ServedSpecs,
  runtime: SandboxRuntime,
): Promise<{ caller: Caller | undefined } | Answered> {
  if (routed.control) {
    const refusal = runtime.controlAccess.check({ method: request.method, headers: request.headers });
    return refusal === undefined ? { caller: undefined } : { answer: refusal };
  }
  const bearer = bearerRequirement(routed.op);
  if (bearer === null) return { caller: undefined };
  const result = await runtime.identity.authenticate(header(request, "authorization"), {
    scope: bearer.scope,
    tenantRequired: served.tenantRequired,
  });
  if (result.ok) return { caller: result.caller };
  const { status, headers, body } = result.refusal;
  return { answer: { status, headers, contentType: "application/problem+json", body } };
}
