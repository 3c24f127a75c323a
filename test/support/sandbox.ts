// Starting a sandbox on free ports, or in process where the port is not what a test checks, and
// asking it for tokens, as a consumer would.
import {
  createSandbox,
  type CreateSandboxOptions,
  type InProcessSandbox,
} from "../../tools/src/sandbox/doors/in-process/index.js";
import {
  DEFAULT_TENANT_ID,
  startSandbox,
  type RunningSandbox,
  type StartSandboxOptions,
} from "../../tools/src/sandbox/index.js";

export const OTHER_TENANT_ID = "9b2d4f6a-8c1e-4a3b-b5d7-e9f1a3c5e7b9";

/** Two tenants, an account in each, and an account without tenant context rights to apiim only. */
export const TWO_TENANTS: StartSandboxOptions["seed"] = {
  tenants: [
    { id: DEFAULT_TENANT_ID, name: "Acme Trading" },
    { id: OTHER_TENANT_ID, name: "Beta Retail" },
  ],
  serviceAccounts: [
    { clientId: "acme", clientSecret: "acme-secret", tenantIds: [DEFAULT_TENANT_ID] },
    { clientId: "beta", clientSecret: "beta-secret", tenantIds: [OTHER_TENANT_ID] },
  ],
};

export function startTestSandbox(options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  return startSandbox({ basePort: "free", seed: TWO_TENANTS, onLog: () => {}, ...options });
}

/** A sandbox behind either door: on free ports, or in process (its `fetch` serves its origins, no socket). */
export type TestSandbox = RunningSandbox | InProcessSandbox;

/** The sandbox in process with {@link TWO_TENANTS}: the same services and state, no port bound. */
export function createTestSandbox(options: CreateSandboxOptions = {}): Promise<InProcessSandbox> {
  return createSandbox({ seed: TWO_TENANTS, ...options });
}

/** The fetch that reaches `sandbox`: the global one over HTTP, the sandbox's own in process. */
export function fetchOf(sandbox: TestSandbox): typeof fetch {
  return "baseUrl" in sandbox ? sandbox.fetch : fetch;
}

export function serviceUrl(sandbox: TestSandbox, name: string): string {
  if ("baseUrl" in sandbox) return sandbox.baseUrl(name);
  const service = sandbox.services.find((s) => s.name === name);
  if (service === undefined) throw new Error(`the sandbox runs no ${name}`);
  return service.url;
}

/** POST /connect/token with HTTP Basic; resolves with the status and the parsed body. */
export async function requestToken(
  sandbox: TestSandbox,
  clientId: string,
  clientSecret: string,
  form: Record<string, string>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetchOf(sandbox)(`${serviceUrl(sandbox, "identity-provider")}/connect/token`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`,
    },
    body: new URLSearchParams(form),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** `Bearer <token>` of a tenant's account (acme or beta), scope apiim. */
export async function bearer(sandbox: TestSandbox, clientId: "acme" | "beta"): Promise<string> {
  const tid = clientId === "acme" ? DEFAULT_TENANT_ID : OTHER_TENANT_ID;
  const { status, body } = await requestToken(sandbox, clientId, `${clientId}-secret`, {
    grant_type: "client_credentials",
    tid,
    scope: "apiim",
  });
  if (status !== 200) throw new Error(`no token for ${clientId}: ${JSON.stringify(body)}`);
  return `Bearer ${String(body.access_token)}`;
}

export const MODEL_ID = "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b";
