// A delivery's lifecycle (tools/src/sandbox/gateway/delivery-lifecycle.ts): every named transition, taken
// by the gateway as the reference's delivery rules say, and refused from every state the data does
// not list it from. The receiver is a fetch the test answers by hand, and sandbox time moves only
// when the test advances it, so each step is seen between two moves.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createSandboxClock } from "../../../../tools/src/sandbox/kernel/clock.js";
import {
  DELIVERY_LIFECYCLE,
  resumedPhase,
  type DeliveryPhase,
  type DeliveryTransition,
} from "../../../../tools/src/sandbox/gateway/delivery-lifecycle.js";
import type { Delivery } from "../../../../tools/src/sandbox/gateway/delivery-record.js";
import {
  createEventGateway,
  type DeliveryRecord,
  type EventGatewayOptions,
} from "../../../../tools/src/sandbox/gateway/index.js";
import { IllegalTransitionError } from "../../../../tools/src/sandbox/kernel/state-machine.js";
import { projectRoot } from "../../../support/openapi.js";
import { ORDER_RELEASED, orderReleased, TENANT } from "./harness.js";

const NOW = Date.UTC(2026, 10, 23, 10, 0, 0);

/** A receiver whose every POST waits until the test answers it. */
function handAnsweredReceiver() {
  const waiting: ((status: number) => void)[] = [];
  const fetch = ((_url: string | URL | Request) =>
    new Promise<Response>((resolve) =>
      waiting.push((status) => resolve(new Response(null, { status }))),
    )) as typeof globalThis.fetch;
  return {
    fetch,
    get posts() {
      return waiting.length;
    },
    /** Answers the oldest POST waiting. */
    answer(status: number) {
      const next = waiting.shift();
      if (next === undefined) throw new Error("no POST is waiting");
      next(status);
    },
  };
}

function gatewayWith(options: Partial<EventGatewayOptions> = {}) {
  const clock = createSandboxClock(() => NOW);
  const receiver = handAnsweredReceiver();
  const gateway = createEventGateway({
    clock,
    signToken: () => Promise.resolve("token"),
    fetch: receiver.fetch,
    firstRetryMs: 30_000,
    maxAttempts: 3,
    ...options,
  });
  const publish = (extra: Record<string, unknown> = {}) =>
    gateway.publish({
      tenantId: TENANT,
      webhookUrl: "http://receiver.test/hooks",
      messageType: ORDER_RELEASED,
      payload: orderReleased,
      headers: { "X-VendorCode": "12345678|CZ" },
      ...extra,
    });
  return { clock, receiver, gateway, publish };
}

const phaseOf = (record: DeliveryRecord) => (record as Delivery).phase;

/** Until the gateway's POST reached the receiver, or its outcome was recorded. */
async function settled(check: () => boolean): Promise<void> {
  await expect.poll(check).toBe(true);
}

describe("the lifecycle is data: each transition leads from the states it lists, and from no other", () => {
  const transitions = Object.entries(DELIVERY_LIFECYCLE.transitions) as [
    DeliveryTransition,
    { from: readonly DeliveryPhase[]; to: DeliveryPhase },
  ][];

  it.each(transitions)("%s", (name, transition) => {
    for (const state of DELIVERY_LIFECYCLE.states) {
      if (transition.from.includes(state)) expect(DELIVERY_LIFECYCLE.next(state, name)).toBe(transition.to);
      else expect(() => DELIVERY_LIFECYCLE.next(state, name)).toThrow(IllegalTransitionError);
    }
  });

  it("a delivery starts queued, and every state is reached by some transition", () => {
    expect(DELIVERY_LIFECYCLE.initial).toBe("queued");
    const reached = new Set(transitions.map(([, transition]) => transition.to));
    expect(DELIVERY_LIFECYCLE.states.filter((state) => !reached.has(state))).toEqual([]);
  });

  it(
    "a pending delivery read back waits for its redelivery when it is " +
      "due later, else it is queued; the others keep their end",
    () => {
      expect([
        resumedPhase("Pending", NOW + 1, NOW),
        resumedPhase("Pending", NOW, NOW),
        resumedPhase("Pending", undefined, NOW),
      ]).toEqual(["waiting", "queued", "queued"]);
      expect([
        resumedPhase("Delivered", undefined, NOW),
        resumedPhase("Failed", undefined, NOW),
        resumedPhase("Expired", undefined, NOW),
      ]).toEqual(["delivered", "failed", "expired"]);
    },
  );
});

describe("the gateway takes each transition where the delivery rules say", () => {
  it("send, then acknowledge: the queue starts its POST at once, and a 2xx makes it Delivered", async () => {
    const { receiver, gateway, publish } = gatewayWith();
    const record = publish();
    expect(phaseOf(record)).toBe("posting");
    await settled(() => receiver.posts === 1);
    receiver.answer(204);
    await gateway.idle();
    expect([phaseOf(record), record.status, record.lastStatusCode]).toEqual(["delivered", "Delivered", 204]);
    await gateway.close();
  });

  it(
    "retry, then due: a 500 with attempts left waits for the backoff, " +
      "and sandbox time reaching it queues and sends it again",
    async () => {
      const { clock, receiver, gateway, publish } = gatewayWith();
      const record = publish();
      await settled(() => receiver.posts === 1);
      receiver.answer(500);
      await gateway.idle();
      expect([phaseOf(record), record.status, record.nextAttemptAt]).toEqual(["waiting", "Pending", NOW + 30_000]);
      clock.advance(30);
      expect(phaseOf(record)).toBe("posting");
      await settled(() => receiver.posts === 1);
      receiver.answer(200);
      await gateway.idle();
      expect(record.attempts.map((attempt) => attempt.reason)).toEqual(["redelivery in 30000 ms", "acknowledged"]);
      await gateway.close();
    },
  );

  it("giveUp: the round's last attempt without a 2xx makes it Failed", async () => {
    const { receiver, gateway, publish } = gatewayWith({ maxAttempts: 1 });
    const record = publish();
    await settled(() => receiver.posts === 1);
    receiver.answer(503);
    await gateway.idle();
    expect([phaseOf(record), record.status, record.attempts.at(-1)?.reason]).toEqual([
      "failed",
      "Failed",
      "gave up after 1 attempts",
    ]);
    await gateway.close();
  });

  it("refuse: an address that may not be POSTed to makes it Failed without a POST", async () => {
    const { receiver, gateway, publish } = gatewayWith({
      checkAddress: () => Promise.resolve("webhookUrl: the sandbox's own port"),
    });
    const record = publish();
    await gateway.idle();
    expect([phaseOf(record), receiver.posts, record.attempts.at(-1)?.errorCode]).toEqual([
      "failed",
      0,
      "REFUSED_ADDRESS",
    ]);
    await gateway.close();
  });

  it(
    "expire from queued: a message whose expiry passed " + "before it could be sent is Expired and never POSTed",
    async () => {
      const { receiver, gateway, publish } = gatewayWith();
      const record = publish({ expiresAt: NOW });
      await gateway.idle();
      expect([phaseOf(record), record.status, receiver.posts]).toEqual(["expired", "Expired", 0]);
      await gateway.close();
    },
  );

  it(
    "expire from waiting: sandbox time passing its expiry " + "while it waits for its redelivery makes it Expired",
    async () => {
      const { clock, receiver, gateway, publish } = gatewayWith();
      const record = publish({ expiresAt: NOW + 10_000 });
      await settled(() => receiver.posts === 1);
      receiver.answer(500);
      await gateway.idle();
      expect(phaseOf(record)).toBe("waiting");
      clock.advance(10);
      expect([phaseOf(record), record.status]).toEqual(["expired", "Expired"]);
      await gateway.close();
    },
  );

  it(
    "expire from posting: a POST that ends after the expiry, " +
      "without a 2xx, makes it Expired rather than redelivered",
    async () => {
      const { clock, receiver, gateway, publish } = gatewayWith();
      const record = publish({ expiresAt: NOW + 10_000 });
      await settled(() => receiver.posts === 1);
      clock.advance(20);
      expect(phaseOf(record)).toBe("posting");
      receiver.answer(500);
      await gateway.idle();
      expect([phaseOf(record), record.attempts.at(-1)?.reason]).toEqual(["expired", "expired"]);
      await gateway.close();
    },
  );

  it("redeliver from failed and from delivered: a new round, queued and sent now", async () => {
    const { receiver, gateway, publish } = gatewayWith({ maxAttempts: 1 });
    const record = publish();
    await settled(() => receiver.posts === 1);
    receiver.answer(500);
    await gateway.idle();
    expect(phaseOf(gateway.redeliver(record.messageId))).toBe("posting");
    await settled(() => receiver.posts === 1);
    receiver.answer(200);
    await gateway.idle();
    expect(phaseOf(record)).toBe("delivered");
    expect(phaseOf(gateway.redeliver(record.messageId))).toBe("posting");
    await settled(() => receiver.posts === 1);
    receiver.answer(200);
    await gateway.idle();
    expect(record.attempts.map((attempt) => attempt.reason)).toEqual([
      "gave up after 1 attempts",
      "acknowledged",
      "acknowledged",
    ]);
    await gateway.close();
  });

  it("redeliver from waiting: the redelivery's timer is cancelled and it is sent now", async () => {
    const { receiver, gateway, publish } = gatewayWith();
    const record = publish();
    await settled(() => receiver.posts === 1);
    receiver.answer(500);
    await gateway.idle();
    expect(phaseOf(record)).toBe("waiting");
    gateway.redeliver(record.messageId);
    expect(phaseOf(record)).toBe("posting");
    await settled(() => receiver.posts === 1);
    receiver.answer(200);
    await gateway.idle();
    expect(phaseOf(record)).toBe("delivered");
    await gateway.close();
  });

  it(
    "redeliver from queued: a message its consumer's rate limit " + "holds back keeps its place and starts a new round",
    async () => {
      const { receiver, gateway, publish } = gatewayWith();
      const rateLimit = { limit: 1, interval: "Minute" };
      publish({ rateLimit });
      const held = publish({ rateLimit });
      expect(phaseOf(held)).toBe("queued");
      gateway.redeliver(held.messageId);
      expect([phaseOf(held), held.status, held.attempts]).toEqual(["queued", "Pending", []]);
      await settled(() => receiver.posts === 1);
      receiver.answer(200);
      await gateway.close();
    },
  );

  it("a redelivery of a POST in flight or of an expired message is refused, naming why", async () => {
    const { clock, receiver, gateway, publish } = gatewayWith();
    const record = publish({ expiresAt: NOW + 10_000 });
    expect(() => gateway.redeliver(record.messageId)).toThrow(/is in flight/);
    await settled(() => receiver.posts === 1);
    clock.advance(20);
    receiver.answer(500);
    await gateway.idle();
    expect(() => gateway.redeliver(record.messageId)).toThrow(/expired at/);
    await gateway.close();
  });
});

describe("docs/design.md shows the lifecycle as the data is", () => {
  it("its table lists every transition with the states it leads from and to", () => {
    const design = readFileSync(join(projectRoot, "docs", "design.md"), "utf8");
    const table = design.slice(design.indexOf("| delivery (`gateway/delivery-lifecycle.ts`)"));
    for (const [name, transition] of Object.entries(DELIVERY_LIFECYCLE.transitions)) {
      expect(table, name).toMatch(
        new RegExp(`^\\| \`${name}\`[^|]*\\| ${transition.from.join(", ")} \\| ${transition.to} \\|$`, "m"),
      );
    }
  });
});
