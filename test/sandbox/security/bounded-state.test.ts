// Bounded state (issue 21 finding 6, issue 30): a pending delivery is never dropped for space, the
// history of finished ones and the violations are kept up to a limit per tenant, the journal up to
// its entries and bytes, and what is dropped is counted, logged once and shown in the overview.
import { describe, expect, it } from "vitest";
import { createBoundedRecords } from "../../../tools/src/sandbox/kernel/bounded-records.js";
import { createSandboxClock } from "../../../tools/src/sandbox/kernel/clock.js";
import { createEventGateway, type PublishedMessage } from "../../../tools/src/sandbox/gateway/index.js";
import {
  DELIVERIES_PER_TENANT,
  DELIVERY_HISTORY_BYTES_PER_TENANT,
  VIOLATIONS_PER_TENANT,
} from "../../../tools/src/sandbox/index.js";
import { JOURNAL_BYTES, JOURNAL_LIMIT } from "../../../tools/src/sandbox/journal/journal.js";
import { serviceUrl, startTestSandbox } from "../../support/sandbox.js";

const ACME = "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61";
const BETA = "9b2d4f6a-8c1e-4a3b-b5d7-e9f1a3c5e7b9";

describe("a bounded store keeps a count per tenant, evicting finished records first", () => {
  it("evicts the oldest finished record of the tenant over its count, not another tenant's", () => {
    const evicted: string[] = [];
    const store = createBoundedRecords<{ id: string; tenant: string; done: boolean }>({
      limitPerTenant: 2,
      tenantOf: (r) => r.tenant,
      isFinished: (r) => r.done,
      onEvict: (r) => evicted.push(r.id),
    });
    store.add({ id: "a1", tenant: "a", done: false });
    store.add({ id: "b1", tenant: "b", done: true });
    store.add({ id: "a2", tenant: "a", done: true });
    store.add({ id: "a3", tenant: "a", done: false });
    expect(evicted).toEqual(["a2"]);
    expect(store.all().map((r) => r.id)).toEqual(["a1", "b1", "a3"]);
    store.add({ id: "a4", tenant: "a", done: false });
    expect(evicted).toEqual(["a2", "a1"]);
    expect([store.evicted("a"), store.evicted("b"), store.evicted()]).toEqual([2, 0, 2]);
  });
});

describe(
  "the gateway never drops a pending delivery for space; its history " +
    "of finished ones is bounded per tenant by count and by bytes",
  () => {
    const message = (tenantId: string, webhookUrl: string): PublishedMessage => ({
      tenantId,
      webhookUrl,
      messageType: "PLATFORM.PlatformStore.OrderReleased",
      payload: {
        orderId: "5b7e2c1a-9d4f-4e8a-b3c6-0f1e2d3c4b5a",
        productId: "83a4b5c6-d7e8-4f90-a1b2-c3d4e5f6a7b8",
        vendorCode: "12345678|CZ",
      },
      headers: { "X-VendorCode": "12345678|CZ" },
      userClaims: { tid: tenantId },
    });
    const answering = (input: string | URL | Request) =>
      Promise.resolve(
        new Response(null, {
          status: (input instanceof Request ? input.url : String(input)).startsWith("http://alive.test") ? 204 : 503,
        }),
      );
    const states = (gateway: ReturnType<typeof createEventGateway>, tenantId: string) =>
      gateway.deliveries({ tenantId }).map((r) => `${r.url.split("/")[2]} ${r.status}`);

    it("keeps at least 50,000 finished deliveries per tenant by default, enough for a partner's real test", () => {
      expect(DELIVERIES_PER_TENANT).toBeGreaterThanOrEqual(50_000);
    });

    it(
      "a dead receiver's pending deliveries stay, however many: the count bounds " +
        "only the finished ones, the oldest going first, and the log says so once",
      async () => {
        const clock = createSandboxClock(() => Date.UTC(2026, 10, 23, 10, 0, 0));
        const logged: string[] = [];
        const gateway = createEventGateway({
          clock,
          signToken: () => Promise.resolve("token"),
          firstRetryMs: 60_000,
          deliveriesPerTenant: 3,
          log: (line) => logged.push(line),
          fetch: answering,
        });
        try {
          gateway.publish(message(ACME, "http://alive.test/in"));
          gateway.publish(message(ACME, "http://alive.test/in"));
          for (let i = 0; i < 5; i++) gateway.publish(message(ACME, "http://dead.test/in"));
          await gateway.idle();
          expect(states(gateway, ACME)).toEqual([
            "alive.test Delivered",
            "alive.test Delivered",
            ...Array<string>(5).fill("dead.test Pending"),
          ]);
          expect(gateway.evicted(ACME)).toBe(0);
          for (let i = 0; i < 3; i++) gateway.publish(message(ACME, "http://alive.test/in"));
          gateway.publish(message(BETA, "http://alive.test/in"));
          await gateway.idle();
          expect(states(gateway, ACME)).toEqual([
            ...Array<string>(5).fill("dead.test Pending"),
            "alive.test Delivered",
            "alive.test Delivered",
            "alive.test Delivered",
          ]);
          expect([gateway.evicted(ACME), gateway.evicted(BETA)]).toEqual([2, 0]);
          expect(logged).toEqual([
            `sandbox: the delivery history of tenant ${ACME} is full (3 finished deliveries ` +
              `or ${DELIVERY_HISTORY_BYTES_PER_TENANT} bytes; --deliveries-per-tenant, ` +
              `--delivery-history-bytes): from now on its oldest finished deliveries are dropped, ` +
              `counted as evicted by GET /_sandbox/deliveries and the overview; pending ones are kept`,
          ]);
        } finally {
          await gateway.close();
        }
      },
    );

    it(
      "the history is bounded by bytes as well: large finished " +
        "deliveries go first when their bytes pass the limit",
      async () => {
        const clock = createSandboxClock(() => Date.UTC(2026, 10, 23, 10, 0, 0));
        const gateway = createEventGateway({
          clock,
          signToken: () => Promise.resolve("token"),
          deliveryHistoryBytes: 4_000,
          fetch: answering,
        });
        try {
          for (let i = 0; i < 10; i++) gateway.publish(message(ACME, "http://alive.test/in"));
          await gateway.idle();
          const kept = gateway.deliveries({ tenantId: ACME }).length;
          expect(kept).toBeGreaterThan(0);
          expect(kept).toBeLessThan(10);
          expect(gateway.evicted(ACME)).toBe(10 - kept);
        } finally {
          await gateway.close();
        }
      },
    );

    it(
      "the control API reports the evicted count with the " +
        "deliveries, and the overview every limit with what it dropped",
      async () => {
        const sandbox = await startTestSandbox({
          services: ["identity-provider"],
          gateway: { deliveriesPerTenant: 1, fetch: () => Promise.resolve(new Response(null, { status: 204 })) },
        });
        try {
          sandbox.control.gateway.publish(message(ACME, "http://alive.test/in"));
          sandbox.control.gateway.publish(message(ACME, "http://alive.test/in"));
          await sandbox.control.gateway.idle();
          const answer = await (
            await fetch(`${serviceUrl(sandbox, "identity-provider")}/_sandbox/deliveries?tenantId=${ACME}`)
          ).json();
          expect(answer).toMatchObject({ totalCount: 1, evicted: 1, items: [{ status: "Delivered" }] });
          const other = await (
            await fetch(`${serviceUrl(sandbox, "identity-provider")}/_sandbox/deliveries?tenantId=${BETA}`)
          ).json();
          expect(other).toMatchObject({ totalCount: 0, evicted: 0 });
          const overview = (await (
            await fetch(`${serviceUrl(sandbox, "identity-provider")}/_sandbox/overview`)
          ).json()) as { limits: unknown[] };
          expect(overview.limits).toEqual([
            {
              what: "finished deliveries (Delivered, Failed, Expired)",
              limit: `1 or ${DELIVERY_HISTORY_BYTES_PER_TENANT} bytes per tenant`,
              option: "--deliveries-per-tenant, --delivery-history-bytes",
              dropped: 1,
            },
            {
              what: "answers that broke the spec (violations)",
              limit: `${VIOLATIONS_PER_TENANT} per tenant`,
              option: null,
              dropped: 0,
            },
            {
              what: "journal entries (GET /_sandbox/journal)",
              limit: `the newest ${JOURNAL_LIMIT} or ${JOURNAL_BYTES} bytes`,
              option: null,
              dropped: 0,
            },
          ]);
        } finally {
          await sandbox.stop();
        }
      },
    );
  },
);

describe(`violations are kept up to ${VIOLATIONS_PER_TENANT} per tenant, the oldest going first`, () => {
  it("one tenant's flood of violations leaves another tenant's in place", async () => {
    const sandbox = await startTestSandbox({ services: ["identity-provider"] });
    try {
      sandbox.control.reportViolation({ operationId: "getData", status: 500, violations: ["beta's"], tenantId: BETA });
      for (let i = 0; i <= VIOLATIONS_PER_TENANT; i++)
        sandbox.control.reportViolation({
          operationId: "getData",
          status: 500,
          violations: [`acme ${i}`],
          tenantId: ACME,
        });
      expect(sandbox.violations).toHaveLength(VIOLATIONS_PER_TENANT + 1);
      expect(sandbox.violations[0]!.violations).toEqual(["beta's"]);
      expect(sandbox.violations[1]!.violations).toEqual(["acme 1"]);
      expect(sandbox.control.violationsEvicted).toBe(1);
    } finally {
      await sandbox.stop();
    }
  });
});

describe(
  `the journal keeps ${JOURNAL_LIMIT} entries and ${JOURNAL_BYTES} bytes; what ` +
    `it drops is logged once and counted in the overview until a reset`,
  () => {
    it(
      "3 entries over the limit: one log line, dropped 3 in the " +
        "overview's journal row; a reset counts from 0 again",
      async () => {
        const lines: string[] = [];
        const sandbox = await startTestSandbox({ services: ["identity-provider"], onLog: (line) => lines.push(line) });
        try {
          for (let i = 1; i <= JOURNAL_LIMIT + 3; i++) {
            sandbox.control.journal.record({
              time: "2026-11-23T10:15:00.000Z",
              service: "data-integration",
              method: "GET",
              path: `/${i}`,
              operationId: null,
              tenantId: null,
              status: 404,
            });
          }
          const journalRow = async () => {
            const overview = (await (
              await fetch(`${serviceUrl(sandbox, "identity-provider")}/_sandbox/overview`)
            ).json()) as { limits: { what: string; dropped: number }[] };
            return overview.limits.find((limit) => limit.what.startsWith("journal entries"));
          };
          expect(await journalRow()).toEqual({
            what: "journal entries (GET /_sandbox/journal)",
            limit: `the newest ${JOURNAL_LIMIT} or ${JOURNAL_BYTES} bytes`,
            option: null,
            dropped: 3,
          });
          expect(lines.filter((line) => line.includes("journal"))).toEqual([
            `sandbox: the journal holds its limit (${JOURNAL_LIMIT} entries or ${JOURNAL_BYTES} ` +
              `bytes): from now on its oldest entries are dropped (counted in the overview)`,
          ]);
          const reset = await fetch(`${serviceUrl(sandbox, "identity-provider")}/_sandbox/reset`, {
            method: "POST",
            headers: { "content-type": "application/json" },
          });
          expect(reset.status).toBe(204);
          expect((await journalRow())?.dropped).toBe(0);
        } finally {
          await sandbox.stop();
        }
      },
    );
  },
);
