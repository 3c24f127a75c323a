// The gateway's sockets are bounded (issue 31): on main a receiver that never answered, sent 6
// publishes of 3,999 records, got about 20,000 POSTs open at once, the process ran out of file
// descriptors and new clients got no answer. A POST ends with its delivery: a pending delivery is
// never dropped for space (issue 30), so only a reset or a stop aborts an open POST.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createSandboxClock } from "../../../tools/src/sandbox/kernel/clock.js";
import { createEventGateway, type EventGateway } from "../../../tools/src/sandbox/gateway/index.js";
import { POSTS_PER_RECEIVER, POSTS_PER_TENANT } from "../../../tools/src/sandbox/gateway/post-slots.js";

const ACME = "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61";
const BETA = "9b2d4f6a-8c1e-4a3b-b5d7-e9f1a3c5e7b9";

/** A receiver on 127.0.0.1 that never answers: it counts the POSTs open on it and those whose connection was closed. */
interface Sink {
  readonly url: string;
  readonly open: ServerResponse[];
  closed: number;
  received: number;
  /** Answers every open POST 204, and those to come. */
  answerAll(): void;
}
const sinks: Server[] = [];
async function sink(): Promise<Sink> {
  let answering = false;
  const state: Sink = {
    url: "",
    open: [],
    closed: 0,
    received: 0,
    answerAll() {
      answering = true;
      for (const res of state.open.splice(0)) res.writeHead(204).end();
    },
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    state.received++;
    req.resume();
    if (answering) return void res.writeHead(204).end();
    state.open.push(res);
    res.on("close", () => {
      const at = state.open.indexOf(res);
      if (at >= 0) {
        state.open.splice(at, 1);
        state.closed++;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  sinks.push(server);
  return Object.assign(state, { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/in` });
}

let gateway: EventGateway | undefined;
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
  for (const server of sinks.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

const clock = createSandboxClock(() => Date.UTC(2026, 10, 23, 10, 0, 0));
function startGateway(deliveriesPerTenant = 1_000): EventGateway {
  gateway = createEventGateway({
    clock,
    signToken: () => Promise.resolve("token"),
    attemptTimeoutMs: 60_000,
    deliveriesPerTenant,
  });
  return gateway;
}
const message = (tenantId: string, webhookUrl: string) => ({
  tenantId,
  webhookUrl,
  messageType: "PLATFORM.PlatformStore.OrderReleased",
  payload: {
    orderId: "5b7e2c1a-9d4f-4e8a-b3c6-0f1e2d3c4b5a",
    productId: "83a4b5c6-d7e8-4f90-a1b2-c3d4e5f6a7b8",
    vendorCode: "12345678|CZ",
  },
  headers: { "X-VendorCode": "12345678|CZ" },
});
/** Resolves once `count()` reaches `expected`, polling the event loop (no timer decides the outcome). */
async function reach(count: () => number, expected: number): Promise<void> {
  while (count() < expected) await new Promise((resolve) => setImmediate(resolve));
}

describe(
  `at most ${POSTS_PER_RECEIVER} POSTs are open to one receiver; ` +
    `the rest wait in its queue and start as open ones end`,
  () => {
    it(
      "300 messages to a receiver that never answers open 10 " + "POSTs; answering them sends the rest, each once",
      async () => {
        const receiver = await sink();
        const gw = startGateway();
        for (let i = 0; i < 300; i++) gw.publish(message(ACME, receiver.url));
        await reach(() => receiver.open.length, POSTS_PER_RECEIVER);
        for (let i = 0; i < 50; i++) await new Promise((resolve) => setImmediate(resolve));
        expect(receiver.received).toBe(POSTS_PER_RECEIVER);
        expect(gw.deliveries({ status: "Pending" })).toHaveLength(300);
        receiver.answerAll();
        await gw.idle();
        expect(receiver.received).toBe(300);
        expect(gw.deliveries({ status: "Delivered" })).toHaveLength(300);
      },
    );
  },
);

describe(
  `at most ${POSTS_PER_TENANT} POSTs are open for one tenant over ` +
    `all its receivers, and another tenant's are not held back`,
  () => {
    it(
      "six receivers that never answer hold 50 of the tenant's " +
        "POSTs; the other tenant's message is delivered at once",
      async () => {
        const receivers = await Promise.all(Array.from({ length: 6 }, () => sink()));
        const gw = startGateway();
        for (const receiver of receivers) for (let i = 0; i < 20; i++) gw.publish(message(ACME, receiver.url));
        const open = () => receivers.reduce((sum, r) => sum + r.open.length, 0);
        await reach(open, POSTS_PER_TENANT);
        for (let i = 0; i < 50; i++) await new Promise((resolve) => setImmediate(resolve));
        expect(open()).toBe(POSTS_PER_TENANT);
        const other = await sink();
        other.answerAll();
        const record = gw.publish(message(BETA, other.url));
        await reach(() => (record.status === "Delivered" ? 1 : 0), 1);
        expect(record.attempts).toHaveLength(1);
      },
    );
  },
);

/**
 * One receiver origin that two tenants share: `hangs` says which POSTs it never answers (by path or header); it answers
 * the others 204 and counts them by the webhook address's path (the first segment: the gateway adds the message type)
 * and X-VendorCode.
 */
async function sharedReceiver(hangs: (req: IncomingMessage) => boolean) {
  const answered = new Map<string, number>();
  let held = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    if (hangs(req)) return void (held += 1);
    const key = `/${req.url!.split("/")[1]} ${String(req.headers["x-vendorcode"])}`;
    answered.set(key, (answered.get(key) ?? 0) + 1);
    res.writeHead(204).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  sinks.push(server);
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answered: (path: string, vendorCode: string) => answered.get(`${path} ${vendorCode}`) ?? 0,
    held: () => held,
  };
}
const vendorMessage = (tenantId: string, webhookUrl: string, vendorCode: string) => {
  const sent = message(tenantId, webhookUrl);
  return { ...sent, payload: { ...sent.payload, vendorCode }, headers: { "X-VendorCode": vendorCode } };
};

describe("a receiver's slots are shared per tenant: a tenant's hanging receiver delays only that tenant", () => {
  it("tenant A's path hangs with 40 messages queued; tenant B's 25 on the same origin are all delivered", async () => {
    const receiver = await sharedReceiver((req) => req.url!.startsWith("/acme/"));
    const gw = startGateway();
    for (let i = 0; i < 40; i++) gw.publish(message(ACME, `${receiver.origin}/acme`));
    await reach(receiver.held, POSTS_PER_RECEIVER);
    for (let i = 0; i < 25; i++) gw.publish(message(BETA, `${receiver.origin}/beta`));
    // The gateway marks a delivery Delivered after the receiver's answer reaches it: waiting on the receiver's count
    // alone left the 25th answer on its way back on a loaded machine.
    await expect
      .poll(() => gw.deliveries({ tenantId: BETA, status: "Delivered" }).length, { timeout: 30_000 })
      .toBe(25);
    expect(receiver.answered("/beta", "12345678|CZ")).toBe(25);
    expect(receiver.held()).toBe(POSTS_PER_RECEIVER);
    expect(gw.deliveries({ tenantId: ACME, status: "Pending" })).toHaveLength(40);
  });

  it("tenants registering one address have a queue each: A's backlog there holds none of B's messages", async () => {
    const receiver = await sharedReceiver((req) => req.headers["x-vendorcode"] === "11111111|CZ");
    const gw = startGateway();
    const address = `${receiver.origin}/hooks`;
    for (let i = 0; i < 40; i++) gw.publish(vendorMessage(ACME, address, "11111111|CZ"));
    await reach(receiver.held, POSTS_PER_RECEIVER);
    for (let i = 0; i < 25; i++) gw.publish(vendorMessage(BETA, address, "22222222|CZ"));
    await expect.poll(() => receiver.answered("/hooks", "22222222|CZ"), { timeout: 30_000 }).toBe(25);
    expect(receiver.held()).toBe(POSTS_PER_RECEIVER);
    expect(gw.deliveries({ tenantId: ACME, status: "Pending" })).toHaveLength(40);
  });
});

describe(
  "a POST is aborted only with its delivery: a reset closes every " +
    "open POST, and a full history never closes a pending one's",
  () => {
    it(
      "with 2 finished deliveries kept per tenant, 3 pending ones keep their " +
        "open POSTs; once answered, the oldest finished one is dropped",
      async () => {
        const receiver = await sink();
        const gw = startGateway(2);
        for (let i = 0; i < 3; i++) gw.publish(message(ACME, receiver.url));
        await reach(() => receiver.open.length, 3);
        for (let i = 0; i < 50; i++) await new Promise((resolve) => setImmediate(resolve));
        expect(receiver.closed).toBe(0);
        expect(gw.deliveries({ status: "Pending" })).toHaveLength(3);
        expect(gw.evicted(ACME)).toBe(0);
        receiver.answerAll();
        await gw.idle();
        expect(receiver.closed).toBe(0);
        expect(gw.deliveries({ status: "Delivered" })).toHaveLength(2);
        expect(gw.evicted(ACME)).toBe(1);
      },
    );

    it("clear (a reset) closes the connection of every open POST and keeps no delivery", async () => {
      const receiver = await sink();
      const gw = startGateway();
      for (let i = 0; i < 3; i++) gw.publish(message(ACME, receiver.url));
      await reach(() => receiver.open.length, 3);
      await gw.clear();
      await reach(() => receiver.closed, 3);
      expect(receiver.closed).toBe(3);
      expect(gw.deliveries()).toEqual([]);
    });
  },
);
