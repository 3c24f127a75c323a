// The hostile-input suite: every operation of every bundled OpenAPI spec the sandbox serves, times
// every bad-input family that applies to it (see families.ts), against one sandbox. Each request
// must be refused with a 4xx that names the problem, never a 5xx; the sandbox must still answer
// afterwards, and another tenant's state must be as it was. New operations are covered without
// new test code.
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_TENANT_ID, startSandbox, type RunningSandbox } from "../../tools/src/sandbox/index.js";
import { listOperations, loadBundledSpecs, type OperationCase } from "../support/openapi.js";
import { hostileCases, type HostileCase } from "./families.js";

const OTHER_TENANT_ID = "9b2d4f6a-8c1e-4a3b-b5d7-e9f1a3c5e7b9";
const SEED = {
  tenants: [
    { id: DEFAULT_TENANT_ID, name: "Acme Trading" },
    { id: OTHER_TENANT_ID, name: "Beta Retail" },
  ],
  serviceAccounts: [
    { clientId: "hostile", clientSecret: "hostile-secret", tenantIds: [DEFAULT_TENANT_ID], roles: ["TenantAdmin"] },
    { clientId: "bystander", clientSecret: "bystander-secret", tenantIds: [OTHER_TENANT_ID] },
  ],
};

let sandbox: RunningSandbox;
let hostileToken: string;
let bystanderToken: string;

const urlOf = (spec: string) =>
  (spec === "sandbox-control" ? sandbox.services[0]! : sandbox.services.find((s) => s.name === spec)!).url;

async function token(clientId: string, tenantId: string): Promise<string> {
  const answer = await sandbox.identity.token({
    contentType: "application/x-www-form-urlencoded",
    authorization: `Basic ${Buffer.from(`${clientId}:${clientId}-secret`).toString("base64")}`,
    body: `grant_type=client_credentials&tid=${tenantId}&scope=apiim`,
  });
  return `Bearer ${(answer.body as { access_token: string }).access_token}`;
}

/** Sends a case as it is (a Content-Length that lies included) and resolves with the answer. */
function send(spec: string, hostile: HostileCase): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${urlOf(spec)}${hostile.target}`,
      { method: hostile.method, headers: hostile.headers },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => {
          resolve({ status: res.statusCode ?? 0, text });
          req.destroy();
        });
      },
    );
    req.on("error", reject);
    if (hostile.body !== undefined) req.write(hostile.body);
    // A declared length the body never reaches: the headers go out now, the body never comes.
    if (hostile.headers["content-length"] === undefined) req.end();
    else req.flushHeaders();
  });
}

/** What the bystander tenant can see of its own state, over HTTP as it would. */
async function bystanderState(): Promise<unknown> {
  const read = async (spec: string, path: string) => {
    const response = await fetch(`${urlOf(spec)}${path}`, { headers: { authorization: bystanderToken } });
    return { status: response.status, body: await response.text() };
  };
  return {
    registration: await read("data-integration", "/api/v2/IntegrationAgents/Settings"),
    orderSettings: await read("order-integration", "/api/v1/Integration/Settings"),
    deliveries: sandbox.control.gateway.deliveries({ tenantId: OTHER_TENANT_ID }).length,
    tenants: sandbox.identity.tenants.get(OTHER_TENANT_ID),
  };
}

let bystanderBefore: unknown;

beforeAll(async () => {
  sandbox = await startSandbox({ basePort: "free", seed: SEED, tokenLifetimeSeconds: 86_400, onLog: () => {} });
  hostileToken = await token("hostile", DEFAULT_TENANT_ID);
  bystanderToken = await token("bystander", OTHER_TENANT_ID);
  const registered = await fetch(`${urlOf("data-integration")}/api/v2/IntegrationAgents/Settings`, {
    method: "POST",
    headers: { authorization: bystanderToken, "content-type": "application/json" },
    body: JSON.stringify({ agentDefinition: { description: "the bystander's agent" } }),
  });
  if (registered.status !== 200) throw new Error(`the bystander could not register: ${registered.status}`);
  await fetch(`${urlOf("order-integration")}/api/v1/Integration/Settings`, {
    method: "PATCH",
    headers: { authorization: bystanderToken, "content-type": "application/json" },
    body: JSON.stringify({ consumerCode: "bystander" }),
  });
  bystanderBefore = await bystanderState();
});

afterAll(async () => {
  await sandbox?.stop();
});

function authorizationFor(op: OperationCase): string | undefined {
  if (op.spec === "sandbox-control") return undefined;
  if (op.operationId === "requestToken") return `Basic ${Buffer.from("hostile:hostile-secret").toString("base64")}`;
  const requirements = op.operation.security ?? op.document.security ?? [];
  return requirements.length > 0 && Object.keys(requirements[0] ?? {}).length > 0 ? hostileToken : undefined;
}

const specs = loadBundledSpecs("openapi").filter(({ name }) => name !== "webhook-consumer");

for (const spec of specs) {
  describe(`${spec.name}: every operation refuses every bad input with a 4xx naming it`, () => {
    for (const op of listOperations(spec)) {
      describe(`${op.operationId} (${op.method.toUpperCase()} ${op.path})`, () => {
        it("refuses each family, and the sandbox still answers", async () => {
          const cases = hostileCases(op, {
            bodyLimit: sandbox.control.limits.bodyLimitOf(op),
            authorization: authorizationFor(op),
          });
          for (const hostile of cases) {
            const { status, text } = await send(op.spec, hostile);
            const where =
              `${hostile.family}: ${hostile.method}` +
              ` ${hostile.target} answered ${status}` +
              ` ${text.slice(0, 400)}`;
            expect(status, where).toBeLessThan(500);
            expect(hostile.statuses, where).toContain(status);
            // HEAD answers carry no body to name anything in.
            if (hostile.method === "HEAD") continue;
            expect(text, where).toContain(hostile.names);
            if (hostile.names === "")
              expect(
                (JSON.parse(text) as { detail?: string; error_description?: string }).detail ??
                  JSON.parse(text).error_description,
                where,
              ).toMatch(/\S/);
          }
          const alive = await fetch(`${urlOf("identity-provider")}/.well-known/openid-configuration`);
          expect(alive.status).toBe(200);
        });
      });
    }
    it("left the other tenant's state as it was and broke no answer of the spec", async () => {
      expect(await bystanderState()).toEqual(bystanderBefore);
      expect(sandbox.violations).toEqual([]);
    });
  });
}
