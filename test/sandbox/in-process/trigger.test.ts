// sandbox.trigger: the platform's own transitions on demand, in process, as POST /_sandbox/triggers
// through sandbox.fetch; the event it causes reaches a webhook receiver in process on flush.
import { describe, expect, it } from "vitest";
import { createSandbox, SandboxTriggerError } from "../../../tools/src/sandbox/index.js";
import { bearerOf } from "./support.js";

const VENDOR = "6a1f3c5e-7b9d-4e2f-8a0c-2e4f6a8b0c1d";
const HOOKS = "https://partner.example/hooks";
const RELEASED = "PLATFORM.PlatformStore.OrderReleased";

describe("sandbox.trigger causes an event from the tenant's real state, in process", () => {
  it("OrderReleased releases an order and delivers the event to the webhook receiver in process", async () => {
    const received: string[] = [];
    const sandbox = await createSandbox({
      seed: {
        tenants: [{ id: VENDOR, name: "Acme Software", vendorCode: "12345678|CZ" }],
        serviceAccounts: [{ clientId: "erp", clientSecret: "erp-secret", tenantIds: [VENDOR] }],
      },
      webhooks: {
        [HOOKS]: async (request) => (received.push(new URL(request.url).pathname), new Response(null, { status: 204 })),
      },
    });
    const bearer = await bearerOf(sandbox.fetch, sandbox.issuer, "erp", VENDOR);
    await sandbox.fetch(`${sandbox.baseUrl("order-integration")}/api/v1/Integration/Settings`, {
      method: "PATCH",
      headers: { authorization: bearer, "content-type": "application/json" },
      body: JSON.stringify({ orderReleased: true, consumerChannel: "Webhook", webhookUrl: HOOKS }),
    });
    const result = await sandbox.trigger({ tenantId: VENDOR, messageType: RELEASED });
    await sandbox.flush();
    expect(result.events.map((event) => event.messageType)).toEqual([RELEASED]);
    expect(received).toHaveLength(1);
    expect(received[0]!.startsWith(`/hooks/${RELEASED}/`)).toBe(true);
    await sandbox.close();
  });

  it("a message type the platform does not have is refused naming it", async () => {
    const sandbox = await createSandbox();
    const refusal = sandbox.trigger({
      tenantId: "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61",
      messageType: "PLATFORM.Nothing.Happened",
    });
    await expect(refusal).rejects.toBeInstanceOf(SandboxTriggerError);
    await expect(refusal).rejects.toThrow("PLATFORM.Nothing.Happened");
    await sandbox.close();
  });
});
