import { describe, expect, it } from "vitest";
import {
  createMemoryIdempotencyStore,
  IdempotencyStoreFullError,
  type IdempotencyStore,
} from "../../../src/webhooks/idempotency-store.js";
import { expectRefused, sharedHarness, TENANT } from "./support/harness.js";
import { exampleOf } from "./support/examples.js";
import { testClock } from "./support/clock.js";

const { harness, own } = sharedHarness();

/** A promise the test resolves by hand, to hold a handler at a known point. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe("idempotency by tenant and messageId (validation rule 7, delivery rule 3)", () => {
  it("acknowledges a redelivery after success without running the handler again", async () => {
    const messageId = crypto.randomUUID();
    expect((await harness().send({ messageId })).response.status).toBe(204);
    expect((await harness().send({ messageId })).response.status).toBe(204);
    expect(harness().handled).toHaveLength(1);
  });

  it("runs the same messageId once per tenant", async () => {
    const messageId = crypto.randomUUID();
    await harness().send({ messageId });
    await harness().send({ messageId, headers: { "X-Tenant-Id": "another-tenant" } });
    expect(harness().handled.map((message) => message.context.tenantId)).toEqual([TENANT, "another-tenant"]);
  });

  it("answers 2xx only after the handler resolved", async () => {
    const release = gate();
    const started = gate();
    let settled = false;
    harness().behaviour = async () => {
      started.open();
      await release.opened;
    };
    const pending = harness()
      .send()
      .then((sent) => {
        settled = true;
        return sent;
      });
    await started.opened;
    expect(settled).toBe(false);
    release.open();
    expect((await pending).response.status).toBe(204);
  });

  it("runs concurrent duplicates once and answers the second 409 with Retry-After", async () => {
    const release = gate();
    const started = gate();
    let runs = 0;
    harness().behaviour = async () => {
      runs += 1;
      started.open();
      await release.opened;
    };
    const messageId = crypto.randomUUID();
    const first = harness().send({ messageId });
    await started.opened;
    const duplicate = await harness().send({ messageId });
    expectRefused(duplicate, 409);
    expect(duplicate.response.headers.get("retry-after")).toBe("10");
    release.open();
    expect((await first).response.status).toBe(204);
    expect((await harness().send({ messageId })).response.status).toBe(204);
    expect(runs).toBe(1);
    expect(harness().rejections).toEqual([{ status: 409, reason: "duplicate_in_progress" }]);
  });

  it("answers 500 with a generic body when the handler throws, and runs it again on redelivery", async () => {
    let runs = 0;
    harness().behaviour = async () => {
      runs += 1;
      if (runs === 1) throw new Error("database password is hunter2");
    };
    const messageId = crypto.randomUUID();
    const failed = await harness().send({ messageId });
    const problem = expectRefused(failed, 500);
    expect(failed.text).not.toContain("hunter2");
    expect(problem.detail).toBe("The message could not be processed.");
    expect(harness().errors).toEqual([
      {
        error: expect.objectContaining({ message: "database password is hunter2" }),
        info: expect.objectContaining({ phase: "handler", messageId, tenantId: TENANT }),
      },
    ]);
    expect((await harness().send({ messageId })).response.status).toBe(204);
    expect(runs).toBe(2);
  });

  it("lets the simulated gateway redeliver a failing message until the handler succeeds", async () => {
    let runs = 0;
    harness().behaviour = async () => {
      runs += 1;
      if (runs < 3) throw new Error("temporarily unavailable");
    };
    const messageType = "PLATFORM.DataService.RecordDeleted";
    const result = await harness().simulator.deliver(
      "https://consumer.test/hooks",
      messageType,
      exampleOf(messageType),
    );
    expect(result.attempts.map((attempt) => attempt.status)).toEqual([500, 500, 204]);
    expect(harness().backoffs).toEqual([1_000, 2_000]); // the gateway's schedule, GATEWAY_DEFAULTS.redelivery
    expect(runs).toBe(3);
  });

  it("answers 503 without running the handler when the store fails to claim", async () => {
    const store: IdempotencyStore = {
      claim: async () => {
        throw new Error("redis down");
      },
      complete: async () => undefined,
      release: async () => undefined,
    };
    await own({ idempotency: store });
    const sent = await harness().send();
    expectRefused(sent, 503);
    expect(sent.response.headers.get("retry-after")).toBe("10");
    expect(harness().handled).toEqual([]);
    expect(harness().errors.map((entry) => entry.info.phase)).toEqual(["idempotency"]);
  });

  it("answers 503 to a store that answers something else than the three claims", async () => {
    const store = {
      claim: async () => "maybe",
      complete: async () => undefined,
      release: async () => undefined,
    } as unknown as IdempotencyStore;
    await own({ idempotency: store });
    expectRefused(await harness().send(), 503);
    expect(harness().handled).toEqual([]);
  });

  it("still acknowledges a handled message when the store cannot mark it done", async () => {
    const store: IdempotencyStore = {
      claim: async () => "claimed",
      complete: () => {
        throw new Error("write failed");
      },
      release: async () => undefined,
    };
    await own({ idempotency: store });
    expect((await harness().send()).response.status).toBe(204);
    expect(harness().errors.map((entry) => entry.info.phase)).toEqual(["idempotency"]);
  });

  it("keeps the answer when onError or onRejection throw", async () => {
    await own({
      onError: () => {
        throw new Error("logger down");
      },
      onRejection: () => {
        throw new Error("metrics down");
      },
    });
    harness().behaviour = async () => {
      throw new Error("handler failed");
    };
    expectRefused(await harness().send(), 500);
    expectRefused(await harness().send({ headers: { Authorization: undefined } }), 401);
  });
});

describe("the memory idempotency store", () => {
  it("claims a key once, reports it in progress, then done until the TTL ends", async () => {
    const clock = testClock();
    const store = createMemoryIdempotencyStore({ ttlSeconds: 60, now: clock.now });
    expect(await store.claim("t/1")).toBe("claimed");
    expect(await store.claim("t/1")).toBe("in-progress");
    await store.complete("t/1");
    expect(await store.claim("t/1")).toBe("done");
    clock.advance(60_000);
    expect(await store.claim("t/1")).toBe("claimed");
  });

  it("forgets a released key so that it can be claimed again", async () => {
    const store = createMemoryIdempotencyStore();
    await store.claim("t/1");
    await store.release("t/1");
    expect(await store.claim("t/1")).toBe("claimed");
  });

  it("does not let release forget a completed key", async () => {
    const store = createMemoryIdempotencyStore();
    await store.claim("t/1");
    await store.complete("t/1");
    await store.release("t/1");
    expect(await store.claim("t/1")).toBe("done");
  });

  it("stays within maxEntries by forgetting the oldest completed keys first", async () => {
    const store = createMemoryIdempotencyStore({ maxEntries: 3 });
    for (const key of ["a", "b", "c"]) {
      await store.claim(key);
      await store.complete(key);
    }
    expect(await store.claim("d")).toBe("claimed");
    expect(await store.claim("b")).toBe("done");
    expect(await store.claim("c")).toBe("done");
    expect(await store.claim("a")).toBe("claimed");
  });

  it("refuses new claims rather than evict keys in progress", async () => {
    const store = createMemoryIdempotencyStore({ maxEntries: 2 });
    await store.claim("a");
    await store.claim("b");
    await expect(store.claim("c")).rejects.toBeInstanceOf(IdempotencyStoreFullError);
    expect(await store.claim("a")).toBe("in-progress");
  });
});
