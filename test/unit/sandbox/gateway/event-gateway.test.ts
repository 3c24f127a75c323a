import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { eventCatalogue, EventValidationError } from "../../../../src/events/index.js";
import { validators } from "../../../../generated/validators/index.js";
import { ORDER_RELEASED, orderReleased, TENANT, useGatewayHarness } from "./harness.js";

const harness = useGatewayHarness();
const { clock, startGateway, released } = harness;

describe("the gateway POSTs {webhook_url}/{messageType}/{contractType}/{messageId} as the message gateway does", () => {
  it(
    "is accepted by the package's webhook handler: route, " +
      "headers, payload and a token signed with the sandbox key",
    async () => {
      const events = startGateway();
      const record = events.publish(released({ messageId: "m-1" }));
      await events.idle();
      expect(record).toMatchObject({
        messageId: "m-1",
        messageType: ORDER_RELEASED,
        contractType: "OrderReleased",
        tenantId: TENANT,
        status: "Delivered",
        lastStatusCode: 204,
      });
      expect(record.url).toBe(`${harness.consumer.webhookUrl}/${ORDER_RELEASED}/OrderReleased/m-1`);
      expect(harness.consumer.rejections).toEqual([]);
      expect(harness.consumer.handled).toHaveLength(1);
      expect(harness.consumer.handled[0]?.payload).toEqual(orderReleased);
      expect(harness.consumer.handled[0]?.context).toMatchObject({
        tenantId: TENANT,
        messageId: "m-1",
        token: { iss: harness.idp.issuer, aud: "apiim", client_id: "message-gateway" },
      });
      const headers = harness.consumer.requests[0]?.headers;
      expect(headers).toMatchObject({
        "content-type": "application/json; charset=utf-8",
        "x-tenant-id": TENANT,
        "x-userclaim-tid": TENANT,
        "x-vendorcode": "12345678|CZ",
      });
      expect(decodeJwt(String(headers?.authorization).replace("Bearer ", "")).iat).toBe(Math.floor(clock.now() / 1000));
    },
  );

  it("derives the contractType segment from the message type where the catalogue shows none", async () => {
    const events = startGateway();
    const record = events.publish({
      tenantId: TENANT,
      webhookUrl: harness.consumer.webhookUrl,
      messageType: "PLATFORM.DataService.EnqueueDataStatusChanged",
      payload: eventCatalogue["PLATFORM.DataService.EnqueueDataStatusChanged"].example.payload,
    });
    expect(record.contractType).toBe("EnqueueDataStatusChanged");
    await events.idle();
    expect(record.status).toBe("Delivered");
  });
});

describe("what a receiver is sent is saved first: every POST waits for beforePost", () => {
  it("no POST leaves before beforePost resolves, and it leaves once it has", async () => {
    let save!: () => void;
    const saved = new Promise<void>((resolve) => (save = resolve));
    const waits: string[] = [];
    const events = startGateway({ beforePost: () => (waits.push("beforePost"), saved) });
    events.publish(released({ messageId: "m-saved-first" }));
    await expect.poll(() => waits).toEqual(["beforePost"]);
    expect(harness.consumer.requests).toEqual([]);
    save();
    await events.idle();
    expect(harness.consumer.handled.map((h) => h.context.messageId)).toEqual(["m-saved-first"]);
  });
});

describe("keys may rotate: the consumer selects the key by kid", () => {
  it("keeps verifying deliveries after the identity provider rotates its signing key", async () => {
    const events = startGateway();
    events.publish(released());
    await events.idle();
    harness.idp.identity.rotateKey({ retirePrevious: true });
    // The webhook refetches its JWKS for an unknown kid only after its 30 s cooldown.
    clock.advance(31);
    const afterRotation = events.publish(released());
    await events.idle();
    expect(afterRotation.status).toBe("Delivered");
    expect(harness.consumer.rejections).toEqual([]);
    expect(harness.consumer.handled).toHaveLength(2);
  });
});

describe("every POST carries the reference's webhook headers", () => {
  it(
    "sends headers valid against WebhookHeaders, user claims " + "as X-UserClaim-*, and a fresh token per attempt",
    async () => {
      const sent: Array<Record<string, string>> = [];
      const events = startGateway({
        fetch: async (_url, init) => {
          sent.push(init?.headers as Record<string, string>);
          return new Response(null, { status: sent.length === 1 ? 500 : 202 });
        },
      });
      const userClaims = {
        tid: TENANT,
        sub: "user-7",
        client_id: "acme.sync",
        iss: harness.idp.issuer,
        locale: "cs-CZ",
      };
      const record = events.publish(released({ userClaims }));
      await events.idle();
      clock.advance(30);
      await events.idle();
      expect(record).toMatchObject({ status: "Delivered", lastStatusCode: 202 });
      for (const headers of sent) expect(validators.WebhookHeaders(headers)).toBe(true);
      expect(sent[0]).toMatchObject({
        "X-UserClaim-sub": "user-7",
        "X-UserClaim-client_id": "acme.sync",
        "X-UserClaim-iss": harness.idp.issuer,
        "X-UserClaim-locale": "cs-CZ",
      });
      expect(decodeJwt(String(sent[1]?.["Authorization"]).slice("Bearer ".length)).iat).toBe(
        Math.floor(clock.now() / 1000),
      );
      expect(sent[1]?.["Authorization"]).not.toBe(sent[0]?.["Authorization"]);
    },
  );
});

describe("a message that does not validate is a sandbox bug: publish throws naming the JSON path", () => {
  it("refuses a payload off its schema", () => {
    const events = startGateway();
    expect(() => events.publish(released({ payload: { ...orderReleased, orderId: "not-a-uuid" } }))).toThrow(
      EventValidationError,
    );
    expect(() => events.publish(released({ payload: { ...orderReleased, orderId: "not-a-uuid" } }))).toThrow(
      /\/orderId/,
    );
    expect(events.deliveries()).toEqual([]);
  });

  it("refuses a message type outside the catalogue, missing catalogue headers, and headers the gateway sets", () => {
    const events = startGateway();
    expect(() => events.publish(released({ messageType: "PLATFORM.Nope" }))).toThrow(
      /unknown message type "PLATFORM.Nope"/,
    );
    expect(() => events.publish(released({ headers: {} }))).toThrow(/OrderReleased headers: .*X-VendorCode/);
    expect(() => events.publish(released({ headers: { "X-VendorCode": "1|CZ", "x-tenant-id": "other" } }))).toThrow(
      /headers.x-tenant-id is set by the gateway/,
    );
    expect(() => events.publish(released({ headers: { "X-VendorCode": "1|CZ", "X-UserClaim-tid": "other" } }))).toThrow(
      /headers.X-UserClaim-tid is set by the gateway/,
    );
  });

  it("refuses a bad address, messageId, rate limit and expiry, naming each", () => {
    const events = startGateway();
    expect(() => events.publish(released({ webhookUrl: "ftp://consumer" }))).toThrow(
      /webhookUrl must be an absolute http or https URL/,
    );
    expect(() => events.publish(released({ messageId: "a/b" }))).toThrow(/messageId must use only/);
    expect(() => events.publish(released({ rateLimit: { limit: 0, interval: "Minute" } }))).toThrow(
      /rateLimit.limit must be a positive whole number, got 0/,
    );
    expect(() => events.publish(released({ rateLimit: { limit: 1, interval: "Week" as never } }))).toThrow(
      /rateLimit.interval must be one of Second, Minute, Hour, Day, got Week/,
    );
    expect(() => events.publish(released({ expiresAt: Number.NaN }))).toThrow(/expiresAt/);
  });

  it("refuses publishing a messageId twice", async () => {
    const events = startGateway();
    events.publish(released({ messageId: "twice" }));
    expect(() => events.publish(released({ messageId: "twice" }))).toThrow(/messageId twice was already published/);
    await events.idle();
  });
});

describe(
  "a non-2xx answer or a network error is redelivered with the " +
    "same messageId after a backoff on the sandbox clock",
  () => {
    it("redelivers after 503 when the clock reaches the retry, then records Delivered with both attempts", async () => {
      const events = startGateway();
      harness.consumer.interfere.push(503);
      const record = events.publish(released());
      await events.idle();
      expect(record.status).toBe("Pending");
      expect(record.attempts).toEqual([
        {
          at: expect.any(Number),
          durationMs: expect.any(Number),
          statusCode: 503,
          answer: { statusCode: 503, contentType: null, body: "", bodyTruncated: false, problemTitle: null },
          reason: "redelivery in 30000 ms",
        },
      ]);
      expect(record.nextAttemptAt).toBe((record.attempts[0]?.at ?? 0) + 30_000);
      clock.advance(30);
      await events.idle();
      expect(record.status).toBe("Delivered");
      expect(record.attempts.map((attempt) => attempt.statusCode)).toEqual([503, 204]);
      expect(record.attempts[1]?.reason).toBe("acknowledged");
      expect(record.nextAttemptAt).toBeUndefined();
      expect(harness.consumer.requests.map((request) => request.url)).toEqual([
        `/hooks/${ORDER_RELEASED}/OrderReleased/${record.messageId}`,
        `/hooks/${ORDER_RELEASED}/OrderReleased/${record.messageId}`,
      ]);
      expect(harness.consumer.handled).toHaveLength(1);
    });

    it("redelivers after a dropped connection, recording the network error", async () => {
      const events = startGateway();
      harness.consumer.interfere.push("hang-up");
      const record = events.publish(released());
      await events.idle();
      expect(record.attempts[0]).toMatchObject({ error: expect.any(String), reason: "redelivery in 30000 ms" });
      expect(record.attempts[0]?.statusCode).toBeUndefined();
      expect(record.lastStatusCode).toBeNull();
      clock.advance(30);
      await events.idle();
      expect(record).toMatchObject({ status: "Delivered", lastStatusCode: 204 });
    });

    it("schedules the first retry within 2 s by default and doubles the wait up to maxBackoffMs", async () => {
      const events = startGateway({ firstRetryMs: undefined, maxBackoffMs: 3_000, maxAttempts: 4 });
      harness.consumer.interfere.push(500, 500, 500, 500);
      const record = events.publish(released());
      await events.idle();
      const firstWait = (record.nextAttemptAt ?? Infinity) - (record.attempts[0]?.at ?? 0);
      expect(firstWait).toBeLessThanOrEqual(2_000);
      clock.advance(1);
      await events.idle();
      clock.advance(2);
      await events.idle();
      clock.advance(3);
      await events.idle();
      expect(record.attempts.map((attempt) => attempt.reason)).toEqual([
        "redelivery in 1000 ms",
        "redelivery in 2000 ms",
        "redelivery in 3000 ms",
        "gave up after 4 attempts",
      ]);
      expect(record).toMatchObject({ status: "Failed", lastStatusCode: 500 });
    });
  },
);

describe("the consumer's rate limit holds POSTs back to the next free slot", () => {
  it(
    "sends two messages at once with limit 2 per Minute, and " + "the third only when the clock reaches the next slot",
    async () => {
      const events = startGateway();
      const rateLimit = { limit: 2, interval: "Minute" } as const;
      const records = [1, 2, 3].map(() => events.publish(released({ rateLimit })));
      await events.idle();
      expect(records.map((record) => record.status)).toEqual(["Delivered", "Delivered", "Pending"]);
      expect(records[2]?.attempts).toEqual([]);
      expect(records[2]?.nextAttemptAt).toBe((records[0]?.attempts[0]?.at ?? 0) + 60_000);
      clock.advance(59);
      await events.idle();
      expect(records[2]?.status).toBe("Pending");
      clock.advance(1);
      await events.idle();
      expect(records[2]?.status).toBe("Delivered");
      expect(harness.consumer.handled).toHaveLength(3);
    },
  );

  it("counts each consumer's POSTs separately", async () => {
    const events = startGateway();
    const rateLimit = { limit: 1, interval: "Day" } as const;
    const first = events.publish(released({ rateLimit }));
    const elsewhere = events.publish(
      released({ rateLimit, webhookUrl: `${harness.consumer.webhookUrl.replace("/hooks", "")}/other-hooks` }),
    );
    await events.idle();
    expect(first.status).toBe("Delivered");
    expect(elsewhere.attempts).toHaveLength(1);
  });
});

describe("a message not delivered by its expiry is recorded Expired and dropped", () => {
  it("drops a message awaiting redelivery when the clock passes expiresAt, and never POSTs it again", async () => {
    const events = startGateway();
    harness.consumer.interfere.push(503);
    const record = events.publish(released({ expiresAt: clock.now() + 10_000 }));
    await events.idle();
    clock.advance(10);
    await events.idle();
    expect(record).toMatchObject({ status: "Expired", lastStatusCode: 503 });
    expect(record.nextAttemptAt).toBeUndefined();
    clock.advance(60);
    await events.idle();
    expect(harness.consumer.requests).toHaveLength(1);
  });

  it("drops a message held back by the rate limit past its expiry without sending it", async () => {
    const events = startGateway();
    const rateLimit = { limit: 1, interval: "Hour" } as const;
    events.publish(released({ rateLimit }));
    const late = events.publish(released({ rateLimit, expiresAt: clock.now() + 60_000 }));
    await events.idle();
    clock.advance(3600);
    await events.idle();
    expect(late).toMatchObject({ status: "Expired", attempts: [] });
    expect(harness.consumer.requests).toHaveLength(1);
  });

  it("records a message published after its expiry as Expired at once", () => {
    const events = startGateway();
    expect(events.publish(released({ expiresAt: clock.now() - 1 })).status).toBe("Expired");
  });
});

describe("the records can be listed, filtered and cleared", () => {
  it("filters by messageType and tenantId, and forgets everything on clear", async () => {
    const events = startGateway();
    events.publish(released());
    events.publish(released({ tenantId: "other-tenant", userClaims: { tid: "other-tenant" } }));
    await events.idle();
    expect(events.deliveries({ tenantId: TENANT })).toHaveLength(1);
    expect(events.deliveries({ messageType: ORDER_RELEASED })).toHaveLength(2);
    expect(events.deliveries({ messageType: "PLATFORM.DataService.RecordCreated" })).toEqual([]);
    await events.clear();
    expect(events.deliveries()).toEqual([]);
  });

  it("cancels a pending redelivery on clear and refuses publishing after close", async () => {
    const events = startGateway();
    harness.consumer.interfere.push(503);
    events.publish(released());
    await events.idle();
    await events.clear();
    clock.advance(60);
    await events.idle();
    expect(harness.consumer.requests).toHaveLength(1);
    await events.close();
    expect(() => events.publish(released())).toThrow(/closed/);
  });
});
