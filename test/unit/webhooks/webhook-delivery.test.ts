import { describe, expect, it } from "vitest";
import { BASE_PATH, ORIGIN, sharedHarness, TENANT, type HandledMessage } from "./support/harness.js";
import { exampleOf, messageTypes } from "./support/examples.js";
import { eventCatalogue } from "../../../generated/events/catalogue.js";

const { harness, own } = sharedHarness();

const WEBHOOK = `${ORIGIN}${BASE_PATH}`;

describe("a correct delivery", () => {
  it.each(messageTypes)("of %s reaches its handler once and is answered 204", async (messageType) => {
    const result = await harness().simulator.deliver(WEBHOOK, messageType, exampleOf(messageType), {
      tenantId: TENANT,
    });
    expect(result.attempts).toEqual([{ attempt: 1, status: 204 }]);
    expect(result.delivered).toBe(true);
    expect(harness().handled).toHaveLength(1);
    const [{ payload, context }] = harness().handled as [HandledMessage];
    expect(payload).toEqual(exampleOf(messageType));
    expect(context).toMatchObject({
      messageType,
      messageId: result.messageId,
      tenantId: TENANT,
      userClaims: {
        tid: TENANT,
        sub: "simulated-user",
        client_id: "simulated-client",
        iss: harness().simulator.issuer,
      },
      extendedClaims: [],
      token: { iss: harness().simulator.issuer, aud: harness().simulator.audience },
    });
    expect(context.contractType).toBe(eventCatalogue[messageType].contractType ?? "EnqueueDataStatusChanged");
    expect(harness().rejections).toEqual([]);
  });

  it("hands typed payloads and context to the handler of its message type", async () => {
    const received: string[] = [];
    await own({
      handlers: {
        "PLATFORM.PlatformStore.OrderReleased": async (order, context) => {
          received.push(`${context.messageType} ${order.orderId} ${order.vendorCode}`);
        },
      },
    });
    const order = exampleOf("PLATFORM.PlatformStore.OrderReleased");
    await harness().simulator.deliver(WEBHOOK, "PLATFORM.PlatformStore.OrderReleased", order);
    expect(received).toEqual([`PLATFORM.PlatformStore.OrderReleased ${order.orderId} ${order.vendorCode}`]);
  });

  it.each(["EnqueueDataStatusChanged", "EnqueueDataStatusChangedEvent", "Any-Safe_Segment.1"])(
    "of a message type without a documented contractType accepts the contractType %s",
    async (contractType) => {
      const sent = await harness().send({ messageType: "PLATFORM.DataService.EnqueueDataStatusChanged", contractType });
      expect(sent.response.status).toBe(204);
      expect(harness().handled[0]?.context.contractType).toBe(contractType);
    },
  );

  it("passes every X-UserClaim-* header as user claims, by lower-cased name", async () => {
    await harness().simulator.deliver(
      WEBHOOK,
      "PLATFORM.DataService.RecordCreated",
      exampleOf("PLATFORM.DataService.RecordCreated"),
      {
        userClaims: { Actort: "person-7", locale: "de-DE", orgs_codes: "12345678|DE", custom_claim: "x" },
      },
    );
    expect(harness().handled[0]?.context.userClaims).toMatchObject({
      actort: "person-7",
      locale: "de-DE",
      orgs_codes: "12345678|DE",
      custom_claim: "x",
    });
  });

  it.each([
    [
      "Base64 of a { Key, Value } array",
      Buffer.from(JSON.stringify([{ Key: "role", Value: "admin" }])).toString("base64"),
    ],
    ["a { Key, Value } array as JSON, as in the reference's sample", JSON.stringify([{ Key: "role", Value: "admin" }])],
    ["Base64url of it", Buffer.from(JSON.stringify([{ Key: "role", Value: "admin" }])).toString("base64url")],
    ["a JSON object of claims", JSON.stringify({ role: "admin" })],
  ])("decodes X-UserClaimsExtended given as %s", async (_name, value) => {
    const sent = await harness().send({ headers: { "X-UserClaimsExtended": value } });
    expect(sent.response.status).toBe(204);
    expect(harness().handled[0]?.context.extendedClaims).toEqual([{ key: "role", value: "admin" }]);
  });

  it("decodes UTF-8 in a JSON X-UserClaimsExtended header", async () => {
    const bytes = Buffer.from(JSON.stringify([{ Key: "name", Value: "Jürgen" }]), "utf8").toString("latin1");
    const sent = await harness().send({ headers: { "X-UserClaimsExtended": bytes } });
    expect(sent.response.status).toBe(204);
    expect(harness().handled[0]?.context.extendedClaims).toEqual([{ key: "name", value: "Jürgen" }]);
  });

  it("keeps X-Tenant-Id as the tenant when X-UserClaim-tid differs (impersonation)", async () => {
    const sent = await harness().send({ headers: { "X-UserClaim-tid": "another-tenant" } });
    expect(sent.response.status).toBe(204);
    expect(harness().handled[0]?.context).toMatchObject({ tenantId: TENANT, userClaims: { tid: "another-tenant" } });
  });

  it("is accepted over plain http with allowInsecureHttp", async () => {
    await own({ allowInsecureHttp: true });
    expect((await harness().send({ origin: "http://consumer.test" })).response.status).toBe(204);
  });

  it("is accepted over http behind a trusted proxy that says https", async () => {
    await own({ trustProxy: true });
    const sent = await harness().send({ origin: "http://consumer.test", headers: { "X-Forwarded-Proto": "https" } });
    expect(sent.response.status).toBe(204);
  });

  it("is accepted with a body of exactly maxBodyBytes", async () => {
    await own({ maxBodyBytes: 200 });
    const payload = JSON.stringify(exampleOf("PLATFORM.DataService.RefreshSourceStatus"));
    const sent = await harness().send({ body: payload.padEnd(200, " ") });
    expect(sent.response.status).toBe(204);
  });
});

describe("key rotation", () => {
  // Rotation moves the clock and the keys, so these tests get a harness of their own.
  it("accepts tokens of a rotated key after one more JWKS request", async () => {
    await own({});
    const example = exampleOf("PLATFORM.DataService.RecordUpdated");
    await harness().simulator.deliver(WEBHOOK, "PLATFORM.DataService.RecordUpdated", example);
    expect(harness().simulator.jwksRequestCount).toBe(1);
    await harness().simulator.rotateKey({ retirePrevious: true });
    harness().clock.advance(30_000);
    const result = await harness().simulator.deliver(WEBHOOK, "PLATFORM.DataService.RecordUpdated", example);
    expect(result.attempts.map((attempt) => attempt.status)).toEqual([204]);
    expect(harness().simulator.jwksRequestCount).toBe(2);
  });

  it(
    "refuses a rotated key within the cooldown without asking the " +
      "JWKS again, and the gateway's retry gets through later",
    async () => {
      await own({});
      const example = exampleOf("PLATFORM.DataService.RecordUpdated");
      await harness().simulator.deliver(WEBHOOK, "PLATFORM.DataService.RecordUpdated", example);
      await harness().simulator.rotateKey();
      const refused = await harness().simulator.deliver(WEBHOOK, "PLATFORM.DataService.RecordUpdated", example, {
        maxAttempts: 3,
      });
      expect(refused.attempts.map((attempt) => attempt.status)).toEqual([401, 401, 401]);
      expect(harness().simulator.jwksRequestCount).toBe(1);
      harness().clock.advance(30_000);
      const redelivered = await harness().simulator.deliver(WEBHOOK, "PLATFORM.DataService.RecordUpdated", example, {
        messageId: refused.messageId,
      });
      expect(redelivered.delivered).toBe(true);
      expect(harness().handled).toHaveLength(2);
    },
  );
});
