// Authentication on every operation: each operation that takes a bearer token is called with no
// token, a token whose signature was changed, an expired token (provider state), a token without
// the data service's scope or without tenant context, and on the catalogue a token without the role.
import type { TokenSource } from "../../../../../src/index.js";
import type { SpecOperation } from "../../../sandbox/kernel/route-table.js";
import { FlowSkipped, type Capability, type Evidence, type ServiceRule, type Verdicts } from "../service-check.js";
import type { Flow } from "../flow.js";
import type { ServiceName } from "../recorder.js";
import type { ServiceSession } from "../session.js";
import { needsBearer, sampleRequest, specOperations } from "../spec-operations.js";
import { stateText } from "../state-hook.js";

const CAPABILITY: Capability = "auth";

/** The reference's sentence on how each service's calls authenticate. */
const BEARER_RULE: Readonly<Record<ServiceName, string>> = {
  "data-integration":
    '"Every endpoint of this service uses OAuth 2.0 bearer authentication with ' +
    'the scope `apiim`. Header: `Authorization: Bearer <ACCESS_TOKEN>`."',
  "order-integration":
    '"Order and file service calls use a bearer token." "API calls send `Authorization: Bearer <ACCESS_TOKEN>`"',
  "file-content":
    '"Order and file service calls use a bearer token." "API calls send `Authorization: Bearer <ACCESS_TOKEN>`"',
  "identity-provider":
    '"API calls send `Authorization: Bearer <ACCESS_TOKEN>` (token_type and access_token of the response)"',
  "connector-catalogue":
    '"The caller needs the Admin application role of the connector ' +
    'catalogue application or the TenantAdmin platform role."',
};

const TENANT_RULE: Partial<Record<ServiceName, string>> = {
  "data-integration":
    '"Registration and data calls need tenant context." "A token has tenant ' +
    'context when the token request carries a tenant identifier."',
  "order-integration":
    '"The order service uses the tenant context of the vendor." "Without it the token has no tenant context"',
};

type Attack = "no-token" | "bad-signature" | "expired-token" | "no-apiim-scope" | "no-tenant-context" | "wrong-role";

const EXPECTED: Readonly<Record<Attack, readonly [string, (status: number) => boolean]>> = {
  "no-token": ["401 (no Authorization header)", (s) => s === 401],
  "bad-signature": ["401 (the kit's valid token with a changed signature)", (s) => s === 401],
  "expired-token": ["401 (a token of the provider that expired ten minutes ago)", (s) => s === 401],
  "no-apiim-scope": ["401 or 403 (a valid token with scope openid only)", (s) => s === 401 || s === 403],
  "no-tenant-context": ["401 or 403 (a valid token without tid)", (s) => s === 401 || s === 403],
  "wrong-role": ["403 (a valid token of an account with neither Admin nor TenantAdmin)", (s) => s === 403],
};

function attacksOf(service: ServiceName): Attack[] {
  return [
    "no-token",
    "bad-signature",
    "expired-token",
    ...(service === "data-integration" ? (["no-apiim-scope"] as const) : []),
    ...(TENANT_RULE[service] === undefined ? [] : (["no-tenant-context"] as const)),
    ...(service === "connector-catalogue" ? (["wrong-role"] as const) : []),
  ];
}

function ruleOf(service: ServiceName, op: SpecOperation, attack: Attack): ServiceRule {
  const rule =
    attack === "no-tenant-context"
      ? TENANT_RULE[service]!
      : attack === "no-apiim-scope"
        ? '"The scope `apiim` is required by the data service."'
        : BEARER_RULE[service];
  return {
    id: `auth/${op.operationId}/${attack}`,
    capability: CAPABILITY,
    rule: `${rule} (${op.method.toUpperCase()} ${op.path})`,
    expected: EXPECTED[attack][0],
  };
}

function securedOperations(service: ServiceName): SpecOperation[] {
  return specOperations(service).filter(needsBearer);
}

/** The token with one character of its signature changed (not the last, whose low bits base64url may ignore). */
export function withChangedSignature(token: string): string {
  const dot = token.lastIndexOf(".");
  const at = dot + 6;
  const changed = token[at] === "A" ? "B" : "A";
  return `${token.slice(0, at)}${changed}${token.slice(at + 1)}`;
}

async function sendEach(
  session: ServiceSession,
  service: ServiceName,
  attack: Attack,
  token: TokenSource | null,
  v: Verdicts,
): Promise<void> {
  const client = session.client(service, token) as unknown as {
    request(method: string, path: string, init: unknown): Promise<{ response: Response }>;
  };
  for (const op of securedOperations(service)) {
    const sample = sampleRequest(op);
    const result = await client.request(sample.method, sample.path, {
      params: sample.params,
      body: sample.body,
      headers: sample.headers,
    });
    const status = result.response.status;
    const evidence: Evidence = session.evidence(result);
    v.report(ruleOf(service, op, attack), evidence, EXPECTED[attack][1](status) ? undefined : `answered ${status}`);
  }
}

async function stateOrSkip<T>(
  service: ServiceName,
  attack: Attack,
  v: Verdicts,
  setUp: () => Promise<T>,
): Promise<T | undefined> {
  try {
    return await setUp();
  } catch (error) {
    if (!(error instanceof FlowSkipped)) throw error;
    for (const op of securedOperations(service)) v.skip(ruleOf(service, op, attack), error.message);
    return undefined;
  }
}

function authFlow(service: ServiceName): Flow {
  return {
    name: `authentication of ${service}`,
    capability: CAPABILITY,
    checks: (services) =>
      services.includes(service)
        ? securedOperations(service).flatMap((op) => attacksOf(service).map((attack) => ruleOf(service, op, attack)))
        : [],
    services: [service],
    async run(session, v) {
      const account = { ...session.account, tenantId: session.tenantId };
      await sendEach(session, service, "no-token", null, v);
      const valid = await session.kitToken();
      await sendEach(session, service, "bad-signature", () => withChangedSignature(valid), v);
      if (service === "data-integration")
        await sendEach(session, service, "no-apiim-scope", session.tokens({ ...account, scope: "openid" }), v);
      if (TENANT_RULE[service] !== undefined)
        await sendEach(session, service, "no-tenant-context", session.tokens({ ...account, tenantId: undefined }), v);
      const expired = await stateOrSkip(service, "expired-token", v, async () =>
        stateText(
          await session.state("an expired access token", { clientId: session.clientId }),
          "an expired access token",
          "accessToken",
        ),
      );
      if (expired !== undefined) await sendEach(session, service, "expired-token", () => expired, v);
      if (service !== "connector-catalogue") return;
      const state = "a service account without roles";
      const roleless = await stateOrSkip(service, "wrong-role", v, async () => {
        const values = await session.state(state);
        return {
          clientId: stateText(values, state, "clientId"),
          clientSecret: stateText(values, state, "clientSecret"),
          tenantId: session.tenantId,
        };
      });
      if (roleless !== undefined) await sendEach(session, service, "wrong-role", session.tokens(roleless), v);
    },
  };
}

export const AUTH_FLOWS: readonly Flow[] = (
  ["identity-provider", "data-integration", "order-integration", "file-content", "connector-catalogue"] as const
).map(authFlow);
