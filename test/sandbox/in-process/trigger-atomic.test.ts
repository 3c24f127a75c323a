// A trigger is atomic: every check runs before the state changes, so a refused trigger leaves the
// tenant's state as it was and queues no event (issue 48). Found broken: a native data source
// (consumer type None, broker on) was counted as a receiver of EnqueueDataStatusChanged, which the
// broker has no exchange for; the trigger published a queue item (a record, RecordCreated on the
// broker, the operating log) and then failed with a 500 finding no event.
import { describe, expect, it } from "vitest";
import { createSandbox, SandboxTriggerError, type InProcessSandbox } from "../../../tools/src/sandbox/index.js";
import { bearerOf } from "./support.js";

const TENANT = "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61";
const STATUS_CHANGED = "PLATFORM.DataService.EnqueueDataStatusChanged";

async function tenantState(sandbox: InProcessSandbox): Promise<unknown> {
  return (await sandbox.fetch(`${sandbox.baseUrl("data-integration")}/_sandbox/state/${TENANT}`)).json();
}

describe("a refused trigger changes no state and queues no event", () => {
  it("EnqueueDataStatusChanged, only a native source: 409 naming the flag; state and broker as they were", async () => {
    const sandbox = await createSandbox({
      seed: {
        tenants: [{ id: TENANT, name: "Acme Trading" }],
        serviceAccounts: [{ clientId: "erp", clientSecret: "erp-secret", tenantIds: [TENANT] }],
      },
    });
    const registered = await sandbox.fetch(`${sandbox.baseUrl("data-integration")}/api/v2/IntegrationAgents/Settings`, {
      method: "POST",
      headers: {
        authorization: await bearerOf(sandbox.fetch, sandbox.issuer, "erp", TENANT),
        "content-type": "application/json",
      },
      body: "{}",
    });
    const { source } = (await registered.json()) as { source: { sourceId: string; consumerType: string } };
    expect(source.consumerType).toBe("None");
    const before = await tenantState(sandbox);
    const refusal = await sandbox
      .trigger({ tenantId: TENANT, messageType: STATUS_CHANGED })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SandboxTriggerError);
    expect((refusal as SandboxTriggerError).status).toBe(409);
    expect((refusal as SandboxTriggerError).message).toContain("ConfigureConsumer flag enqueueDataStatus on");
    expect(await tenantState(sandbox)).toEqual(before);
    expect(sandbox.broker.messages).toEqual([]);
    expect(sandbox.deliveries).toEqual([]);
    expect(sandbox.violations).toEqual([]);
    await sandbox.close();
  });
});
