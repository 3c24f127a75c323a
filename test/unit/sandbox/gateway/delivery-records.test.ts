// Deliveries that explain themselves: every attempt of the sandbox's gateway with its time, duration,
// answer (status, content type, first 512 bytes, a problem's title) or network error, the next
// attempt's time, what was sent, filters, and redelivery asked for by the control API.
import { describe, expect, it } from "vitest";
import { deliveryView, RedeliveryRefusedError } from "../../../../tools/src/sandbox/gateway/index.js";
import { deadPort } from "../../../support/ports.js";
import { ORDER_RELEASED, orderReleased, TENANT, useGatewayHarness } from "./harness.js";

const harness = useGatewayHarness();
const { clock, startGateway, released } = harness;
const instant = (epochMs: number) => new Date(epochMs).toISOString();

describe(
  "an attempt that got no answer records the network error's code and " +
    "message, its time and duration, and when the next one is due",
  () => {
    it("a dead receiver: ECONNREFUSED, and the redelivery 30 s later", async () => {
      const refusing = await deadPort();
      const events = startGateway();
      const record = events.publish(released({ webhookUrl: `http://127.0.0.1:${refusing}/hooks` }));
      await events.idle();
      const [attempt] = record.attempts;
      expect(attempt).toEqual({
        at: clock.now(),
        durationMs: expect.any(Number),
        errorCode: "ECONNREFUSED",
        error: expect.stringContaining(`ECONNREFUSED 127.0.0.1:${refusing}`),
        reason: "redelivery in 30000 ms",
      });
      expect(record).toMatchObject({ status: "Pending", lastStatusCode: null, nextAttemptAt: clock.now() + 30_000 });
      const view = deliveryView(record);
      expect(view).toMatchObject({ status: "Pending", attempts: 1, nextAttemptAt: instant(clock.now() + 30_000) });
      expect(view.history).toEqual([
        {
          attempt: 1,
          at: instant(clock.now()),
          durationMs: attempt?.durationMs,
          statusCode: null,
          errorCode: "ECONNREFUSED",
          error: attempt?.error,
          answer: null,
          outcome: "redelivery in 30000 ms",
        },
      ]);
    });

    it("a receiver that never answers: TIMEOUT once the attempt's time is up", async () => {
      const events = startGateway({ attemptTimeoutMs: 50 });
      harness.consumer.interfere.push("no-answer");
      const record = events.publish(released());
      await events.idle();
      expect(record.attempts[0]).toMatchObject({
        errorCode: "TIMEOUT",
        error: "no complete answer within 50 ms",
        reason: "redelivery in 30000 ms",
      });
      expect(record.attempts[0]?.statusCode).toBeUndefined();
      expect(deliveryView(record).history[0]).toMatchObject({ statusCode: null, errorCode: "TIMEOUT", answer: null });
    });

    it("a receiver that drops the connection: the socket's error code", async () => {
      const events = startGateway();
      harness.consumer.interfere.push("hang-up");
      const record = events.publish(released());
      await events.idle();
      expect(record.attempts[0]?.errorCode).toMatch(/^(ECONNRESET|UND_ERR_SOCKET)$/);
    });
  },
);

describe(
  "an attempt that got an answer records its status, content type, " +
    "the first 512 bytes of its body and a problem's title",
  () => {
    it("a receiver answering 500 with a problem body longer than 512 bytes", async () => {
      const problem = {
        type: "about:blank",
        title: "Order store unavailable",
        status: 500,
        detail: `the database did not answer: ${"x".repeat(600)}`,
      };
      const body = JSON.stringify(problem);
      const events = startGateway();
      harness.consumer.interfere.push({ status: 500, contentType: "application/problem+json", body });
      const record = events.publish(released());
      await events.idle();
      expect(record.attempts[0]).toMatchObject({
        statusCode: 500,
        answer: {
          statusCode: 500,
          contentType: "application/problem+json",
          body: body.slice(0, 512),
          bodyTruncated: true,
          problemTitle: "Order store unavailable",
        },
        reason: "redelivery in 30000 ms",
      });
      expect(record.lastStatusCode).toBe(500);
      expect(deliveryView(record).history[0]).toMatchObject({
        statusCode: 500,
        errorCode: null,
        error: null,
        answer: { problemTitle: "Order store unavailable", bodyTruncated: true },
      });
    });

    it("a plain-text refusal has no problem title, and a character cut at byte 512 is left out", async () => {
      const body = `${"a".repeat(511)}é and more`;
      const events = startGateway();
      harness.consumer.interfere.push({ status: 503, contentType: "text/plain; charset=utf-8", body });
      const record = events.publish(released());
      await events.idle();
      expect(record.attempts[0]?.answer).toEqual({
        statusCode: 503,
        contentType: "text/plain; charset=utf-8",
        body: "a".repeat(511),
        bodyTruncated: true,
        problemTitle: null,
      });
    });

    it("a problem+json body that is not JSON has no title, but its start is kept", async () => {
      const events = startGateway();
      harness.consumer.interfere.push({ status: 400, contentType: "application/problem+json", body: "{not json" });
      const record = events.publish(released());
      await events.idle();
      expect(record.attempts[0]?.answer).toEqual({
        statusCode: 400,
        contentType: "application/problem+json",
        body: "{not json",
        bodyTruncated: false,
        problemTitle: null,
      });
    });
  },
);

describe("a record keeps what every POST sends: payload and headers, Authorization aside", () => {
  it("shows the payload and the webhook headers, and no token", async () => {
    const events = startGateway();
    const record = events.publish(released());
    await events.idle();
    expect(record.payload).toEqual(orderReleased);
    expect(record.headers).toMatchObject({
      "X-Tenant-Id": TENANT,
      "X-VendorCode": "12345678|CZ",
      "X-UserClaim-tid": TENANT,
    });
    expect(Object.keys(record.headers).map((name) => name.toLowerCase())).not.toContain("authorization");
    expect(deliveryView(record)).toMatchObject({
      publishedAt: instant(clock.now()),
      payload: orderReleased,
      nextAttemptAt: null,
      expiresAt: null,
      status: "Delivered",
    });
  });
});

describe("the records can be filtered by status, message type and tenant, each filter narrowing the others", () => {
  it("lists Pending and Delivered records apart", async () => {
    const events = startGateway();
    const failing = events.publish(released({ webhookUrl: `http://127.0.0.1:${await deadPort()}/hooks` }));
    const delivered = events.publish(released({ tenantId: "other-tenant", userClaims: { tid: "other-tenant" } }));
    await events.idle();
    expect(events.deliveries({ status: "Pending" })).toEqual([failing]);
    expect(events.deliveries({ status: "Delivered" })).toEqual([delivered]);
    expect(events.deliveries({ status: "Delivered", tenantId: TENANT })).toEqual([]);
    expect(events.deliveries({ status: "Pending", messageType: ORDER_RELEASED, tenantId: TENANT })).toEqual([failing]);
    expect(events.deliveries({ status: "Failed" })).toEqual([]);
  });
});

describe("a redelivery asked for sends the message again with the same messageId", () => {
  it("gives a Failed message a new round of attempts, keeping the earlier ones", async () => {
    const events = startGateway({ maxAttempts: 2 });
    harness.consumer.interfere.push(500, 500, 500);
    const record = events.publish(released({ messageId: "failing-1" }));
    await events.idle();
    clock.advance(30);
    await events.idle();
    expect(record).toMatchObject({ status: "Failed" });
    expect(record.attempts.map((attempt) => attempt.reason)).toEqual([
      "redelivery in 30000 ms",
      "gave up after 2 attempts",
    ]);
    expect(events.redeliver("failing-1")).toBe(record);
    await events.idle();
    expect(record.status).toBe("Pending");
    clock.advance(30);
    await events.idle();
    expect(record.status).toBe("Delivered");
    expect(record.attempts.map((attempt) => attempt.reason)).toEqual([
      "redelivery in 30000 ms",
      "gave up after 2 attempts",
      "redelivery in 30000 ms",
      "acknowledged",
    ]);
    expect(deliveryView(record).history.map((attempt) => attempt.attempt)).toEqual([1, 2, 3, 4]);
    expect(new Set(harness.consumer.requests.map((request) => request.url))).toEqual(
      new Set([`/hooks/${ORDER_RELEASED}/OrderReleased/failing-1`]),
    );
  });

  it("sends a Pending message waiting for its redelivery now, without waiting for the clock", async () => {
    const events = startGateway();
    harness.consumer.interfere.push(503);
    const record = events.publish(released());
    await events.idle();
    expect(record.nextAttemptAt).toBe(clock.now() + 30_000);
    events.redeliver(record.messageId);
    await events.idle();
    expect(record).toMatchObject({ status: "Delivered", lastStatusCode: 204 });
    expect(record.attempts).toHaveLength(2);
    clock.advance(30);
    await events.idle();
    expect(harness.consumer.requests).toHaveLength(2);
  });

  it(
    "sends a Delivered message again, which the consumer's " + "idempotency acknowledges without processing it twice",
    async () => {
      const events = startGateway();
      const record = events.publish(released());
      await events.idle();
      events.redeliver(record.messageId);
      await events.idle();
      expect(record).toMatchObject({ status: "Delivered" });
      expect(record.attempts.map((attempt) => attempt.statusCode)).toEqual([204, 204]);
      expect(harness.consumer.requests).toHaveLength(2);
      expect(harness.consumer.handled).toHaveLength(1);
    },
  );

  it("refuses an unknown messageId, a message whose POST is in flight and an expired one, saying which", async () => {
    const events = startGateway({ attemptTimeoutMs: 50 });
    expect(() => events.redeliver("never-published")).toThrow(
      expect.objectContaining({
        name: "RedeliveryRefusedError",
        reason: "unknown",
        message: "no delivery with messageId never-published",
      }),
    );
    harness.consumer.interfere.push("no-answer");
    const hanging = events.publish(released());
    expect(() => events.redeliver(hanging.messageId)).toThrow(expect.objectContaining({ reason: "in-flight" }));
    await events.idle();
    const expiresAt = clock.now() + 1_000;
    const expiring = events.publish(released({ expiresAt }));
    await events.idle();
    clock.advance(2);
    await events.idle();
    let refusal: unknown;
    try {
      events.redeliver(expiring.messageId);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(RedeliveryRefusedError);
    expect(refusal).toMatchObject({
      reason: "expired",
      message: `delivery ${expiring.messageId} expired at ${instant(expiresAt)} and is not sent again`,
    });
  });
});
