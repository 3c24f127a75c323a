// A trigger is atomic: every check runs before the state changes, so a refused trigger leaves the
// tenant's state as it was and queues no event (issue 48). Found broken: a native data source
// (consumer type None, broker on) was counted as a receiver of EnqueueDataStatusChanged, which the
// broker has no exchange for; the trigger published a queue item (a record, RecordCreated on the
// broker, the operating log) and then failed with a 500 finding no event. Every message type is then
// run with every kind of override value (the tenant's ids, other ids, ids in capitals, enum values,
// other types, a field unset): none may fail, and none refused may change anything.
import { describe, expect, it } from "vitest";
import { eventCatalogue, type MessageType } from "../../../src/events/index.js";
import { createSandbox, SandboxTriggerError, type InProcessSandbox } from "../../../tools/src/sandbox/index.js";
import { TRIGGERS } from "../../../tools/src/sandbox/triggers/table.js";
import { scaled } from "../../support/time.js";
import { bearerOf } from "./support.js";

const TENANT = "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61";
const STATUS_CHANGED = "PLATFORM.DataService.EnqueueDataStatusChanged";
const HOOKS = "https://partner.example/hooks";
const FLAGS = {
  enqueueDataStatus: true,
  integrationDataChanges: true,
  integrationProfileStatus: true,
  dataRecordChanges: true,
  refreshSourceConfig: true,
};

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

/**
 * Overrides of every field of a trigger: the tenant's own ids, a fresh id, an id in capitals, the documented example's
 * value, the values of the enums, values of other types, the field unset; and `on` each id.
 */
function variants(messageType: MessageType, ids: readonly string[]): Record<string, unknown>[] {
  const example = (eventCatalogue[messageType].example?.payload ?? {}) as Record<string, unknown>;
  const out: Record<string, unknown>[] = [
    {},
    ...[...ids, "0badc0de-0000-4000-8000-000000000000"].map((on) => ({ on })),
  ];
  for (const field of Object.keys(TRIGGERS[messageType].fields)) {
    const values = [
      ...ids,
      "5d4c3b2a-1908-4f7e-8d6c-5b4a39281706",
      "ABCDEF01-2345-4678-89AB-CDEF01234567",
      example[field],
      ...["Pending", "Started", "Completed", "Running", "Success", "Failed", "Canceled"],
      true,
      false,
      7,
    ];
    for (const value of values) if (value !== undefined) out.push({ set: { [field]: value } });
    out.push({ unset: [field] });
  }
  return out;
}

describe("every trigger refused leaves the state, the deliveries and the broker as they were; none fails", () => {
  it(
    "every message type with every override variant: a 4xx changes nothing, and no answer is a 500",
    async () => {
      const sandbox = await createSandbox({
        seed: {
          tenants: [{ id: TENANT, name: "Acme Trading", vendorCode: "12345678|CZ" }],
          serviceAccounts: ["erp", "shop"].map((clientId) => ({
            clientId,
            clientSecret: `${clientId}-secret`,
            tenantIds: [TENANT],
          })),
        },
        ids: "sequential",
        clock: Date.UTC(2026, 10, 28, 9, 0, 0),
        webhooks: { [HOOKS]: () => Promise.resolve(new Response(null, { status: 204 })) },
      });
      const call = async (method: string, service: string, path: string, body: unknown, as = "erp") => {
        const answer = await sandbox.fetch(`${sandbox.baseUrl(service)}${path}`, {
          method,
          headers: {
            authorization: await bearerOf(sandbox.fetch, sandbox.issuer, as, TENANT),
            "content-type": "application/json",
          },
          body: JSON.stringify(body),
        });
        expect(answer.status, `${method} ${path}`).toBeLessThan(300);
        const text = await answer.text();
        return (text === "" ? {} : JSON.parse(text)) as Record<string, { sourceId: string }>;
      };
      const webhook = { sourceDefinition: { consumerType: "Webhook", consumerWebhookUrl: HOOKS } };
      const { sourceId } = (await call("POST", "data-integration", "/api/v2/IntegrationAgents/Settings", webhook))
        .source!;
      const native = (await call("POST", "data-integration", "/api/v2/IntegrationAgents/Settings", {}, "shop")).source!;
      await call("PATCH", "data-integration", "/api/v2/IntegrationAgents/ConfigureConsumer", FLAGS);
      await call("PATCH", "data-integration", `/api/v1/DataSources/${sourceId}/IntegrationSettings`, {
        useIntegrationProfile: true,
      });
      await call("PATCH", "order-integration", "/api/v1/Integration/Settings", {
        orderReleased: true,
        consumerChannel: "Webhook",
        webhookUrl: HOOKS,
      });
      await sandbox.fetch(`${sandbox.baseUrl("data-integration")}/_sandbox/integration-profiles`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          tenantId: TENANT,
          profile: {
            id: "aaaaaaaa-0000-4000-8000-000000000001",
            isSelected: true,
            items: [{ dataSourceId: sourceId }],
          },
          availableFeatures: [
            {
              id: "bbbbbbbb-0000-4000-8000-000000000002",
              code: "F",
              usage: "Input",
              inputSourceIds: [native.sourceId],
            },
          ],
        }),
      });
      const refused = new Set<number>();
      for (const messageType of Object.keys(TRIGGERS) as MessageType[]) {
        for (const variant of variants(messageType, [sourceId, native.sourceId])) {
          await sandbox.flush();
          const before = [await tenantState(sandbox), sandbox.deliveries.length, sandbox.broker.messages.length];
          const answer = await sandbox.trigger({ tenantId: TENANT, messageType, ...variant }).catch((e: unknown) => e);
          if (!(answer instanceof SandboxTriggerError)) continue;
          const asked = `${messageType} ${JSON.stringify(variant)}: ${answer.detail}`;
          expect(answer.status, asked).toBeLessThan(500);
          refused.add(answer.status);
          await sandbox.flush();
          expect(
            [await tenantState(sandbox), sandbox.deliveries.length, sandbox.broker.messages.length],
            asked,
          ).toEqual(before);
        }
      }
      expect([...refused].sort()).toEqual([400, 404, 409]);
      expect(sandbox.violations).toEqual([]);
      await sandbox.close();
    },
    scaled(300_000),
  );
});
