// The contract suite against the sandbox: every request carries a real access token of the
// sandbox's identity provider (tid and scope apiim) for the default account, and the token
// endpoint's own example authenticates as the contract client.
import type { TestProject } from "vitest/node";
import { DEFAULT_SEED, DEFAULT_TENANT_ID, startSandbox, type RunningSandbox } from "../../tools/src/sandbox/index.js";

let sandbox: RunningSandbox | undefined;

export async function setup(project: TestProject): Promise<void> {
  sandbox = await startSandbox({
    basePort: "free",
    // The control API's own example moves the clock 601 s on; the tokens must outlive it.
    tokenLifetimeSeconds: 86_400,
    seed: {
      tenants: DEFAULT_SEED.tenants,
      providers: DEFAULT_SEED.providers,
      serviceAccounts: [
        ...DEFAULT_SEED.serviceAccounts!,
        {
          clientId: "contract-client",
          clientSecret: "contract-secret",
          tenantIds: [DEFAULT_TENANT_ID],
          roles: ["TenantAdmin"],
        },
      ],
    },
  });
  // The tenant state import's example names the default account, and an import removes the accounts it leaves out.
  const answer = await sandbox.identity.token({
    contentType: "application/x-www-form-urlencoded",
    authorization: `Basic ${Buffer.from("sandbox-client:sandbox-secret").toString("base64")}`,
    body: `grant_type=client_credentials&tid=${DEFAULT_TENANT_ID}&scope=apiim`,
  });
  if (answer.status !== 200)
    throw new Error(`the sandbox refused the default account a token: ${JSON.stringify(answer.body)}`);
  const access = `Bearer ${(answer.body as { access_token: string }).access_token}`;
  const services = sandbox.services.map(({ name, url }) => ({ name, url }));
  project.provide("target", {
    kind: "sandbox",
    // The control API is served on every port; the first one stands for it.
    services: [...services, { name: "sandbox-control", url: services[0]!.url }],
    bearer: Object.fromEntries(services.map(({ name }) => [name, access])),
  });
}

export async function teardown(): Promise<void> {
  if (sandbox === undefined) return;
  const { violations } = sandbox;
  await sandbox.stop();
  if (violations.length > 0)
    throw new Error(`the sandbox answered against its specs:\n${JSON.stringify(violations, null, 2)}`);
}
