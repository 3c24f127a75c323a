import { decodeJwt, decodeProtectedHeader } from "jose";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createGatewayKeySet } from "../../../src/webhooks/gateway-key-set.js";
import { verifyGatewayToken } from "../../../src/webhooks/gateway-token.js";
import type { DeliveryTamper } from "../../../src/webhooks/simulator/gateway-simulator.js";
import { startGatewaySimulator, type GatewaySimulator } from "../../../src/webhooks/simulator/gateway-simulator.js";
import { sharedHarness } from "./support/harness.js";
import { exampleOf } from "./support/examples.js";
import { type EventPayloads } from "../../../generated/events/catalogue.js";
import { defaultCatalogue } from "../../../src/webhooks/default-catalogue.js";

interface Captured {
  readonly url: string;
  readonly init: RequestInit;
}

/** What the shared capturing simulator sent and waited, and the answers it gets in turn. */
const script = {
  statuses: [] as ReadonlyArray<number | Error>,
  index: 0,
  captured: [] as Captured[],
  waits: [] as number[],
};
let capturingSimulator: GatewaySimulator<EventPayloads>;
let simulator: GatewaySimulator<EventPayloads> | undefined;

beforeAll(async () => {
  capturingSimulator = await startGatewaySimulator(defaultCatalogue, {
    sleep: async (milliseconds) => {
      script.waits.push(milliseconds);
    },
    fetch: async (input, init = {}) => {
      script.captured.push({ url: input instanceof Request ? input.url : String(input), init });
      const next = script.statuses[Math.min(script.index, script.statuses.length - 1)];
      script.index += 1;
      if (next instanceof Error) throw next;
      return new Response(null, { status: next ?? 204 });
    },
  });
});

afterAll(() => capturingSimulator.close());

beforeEach(() => {
  Object.assign(script, { statuses: [], index: 0, captured: [], waits: [] });
});

afterEach(async () => {
  await simulator?.close();
  simulator = undefined;
});

const { harness } = sharedHarness();

/** The capturing simulator, answered by `statuses` in turn. */
function capturing(statuses: ReadonlyArray<number | Error>) {
  script.statuses = statuses;
  return { simulator: capturingSimulator, captured: script.captured, waits: script.waits };
}

describe("the gateway simulator", () => {
  it("POSTs the reference's route, headers and JSON body with a signed RS256 token", async () => {
    const { simulator: sim, captured } = capturing([204]);
    const payload = exampleOf("PLATFORM.PlatformStore.OrderReleased");
    const result = await sim.deliver("https://consumer.test/hooks/", "PLATFORM.PlatformStore.OrderReleased", payload, {
      tenantId: "tenant-7",
      extendedClaims: [{ Key: "role", Value: "admin" }],
    });
    expect(result.url).toBe(
      `https://consumer.test/hooks/PLATFORM.PlatformStore.OrderReleased/OrderReleased/${result.messageId}`,
    );
    expect(result.messageId).toMatch(/^[0-9a-f-]{36}$/);
    const [{ url, init }] = captured as [Captured];
    expect(url).toBe(result.url);
    expect(init.method).toBe("POST");
    expect(typeof init.body).toBe("string");
    expect(JSON.parse(init.body as string)).toEqual(payload);
    const headers = new Headers(init.headers);
    expect(headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(headers.get("x-tenant-id")).toBe("tenant-7");
    expect(headers.get("x-userclaim-tid")).toBe("tenant-7");
    expect(headers.get("x-userclaim-iss")).toBe(sim.issuer);
    expect(JSON.parse(Buffer.from(headers.get("x-userclaimsextended") ?? "", "base64").toString())).toEqual([
      { Key: "role", Value: "admin" },
    ]);
    const token = (headers.get("authorization") ?? "").replace(/^Bearer /, "");
    expect(decodeProtectedHeader(token)).toEqual({ alg: "RS256", kid: sim.kid, typ: "JWT" });
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ iss: sim.issuer, aud: "apiim" });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(600);
  });

  it("uses a fresh messageId per delivery unless one is given", async () => {
    const { simulator: sim } = capturing([204]);
    const example = exampleOf("PLATFORM.DataService.RefreshSourceConfig");
    const first = await sim.deliver("https://c.test", "PLATFORM.DataService.RefreshSourceConfig", example);
    const second = await sim.deliver("https://c.test", "PLATFORM.DataService.RefreshSourceConfig", example);
    const repeated = await sim.deliver("https://c.test", "PLATFORM.DataService.RefreshSourceConfig", example, {
      messageId: first.messageId,
    });
    expect(second.messageId).not.toBe(first.messageId);
    expect(repeated.messageId).toBe(first.messageId);
  });

  it("names the message type's last part as contractType where the catalogue has none", async () => {
    const { simulator: sim } = capturing([204]);
    const result = await sim.deliver(
      "https://c.test",
      "PLATFORM.DataService.EnqueueDataStatusChanged",
      exampleOf("PLATFORM.DataService.EnqueueDataStatusChanged"),
    );
    expect(result.url).toContain("/PLATFORM.DataService.EnqueueDataStatusChanged/EnqueueDataStatusChanged/");
  });

  it(
    "redelivers non-2xx answers and network errors with " + "doubling, capped backoff, a fresh token each time",
    async () => {
      const { simulator: sim, captured, waits } = capturing([503, new Error("socket hang up"), 500, 409, 204]);
      const attempts: unknown[] = [];
      const result = await sim.deliver(
        "https://c.test",
        "PLATFORM.DataService.RefreshSourceConfig",
        exampleOf("PLATFORM.DataService.RefreshSourceConfig"),
        {
          maxAttempts: 6,
          initialBackoffMs: 100,
          maxBackoffMs: 500,
          onAttempt: (attempt) => attempts.push(attempt),
        },
      );
      expect(result.attempts).toEqual([
        { attempt: 1, status: 503 },
        { attempt: 2, status: null, error: "socket hang up" },
        { attempt: 3, status: 500 },
        { attempt: 4, status: 409 },
        { attempt: 5, status: 204 },
      ]);
      expect(attempts).toEqual(result.attempts);
      expect(result.delivered).toBe(true);
      expect(waits).toEqual([100, 200, 400, 500]);
      const tokens = captured.map(({ init }) => new Headers(init.headers).get("authorization"));
      expect(new Set(tokens).size).toBe(5);
    },
  );

  it("gives up after maxAttempts, waiting on the gateway's schedule (1 s doubling) by default", async () => {
    const { simulator: sim, waits } = capturing([500]);
    const result = await sim.deliver(
      "https://c.test",
      "PLATFORM.DataService.RefreshSourceConfig",
      exampleOf("PLATFORM.DataService.RefreshSourceConfig"),
      { maxAttempts: 3 },
    );
    expect(result.delivered).toBe(false);
    expect(result.attempts).toHaveLength(3);
    expect(waits).toEqual([1_000, 2_000]);
  });

  it("serves its keys on 127.0.0.1 and keeps the old key published through a rotation unless retired", async () => {
    simulator = await startGatewaySimulator(defaultCatalogue);
    expect(simulator.jwksUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\.well-known\/jwks$/);
    const kids = async () =>
      ((await (await fetch(simulator?.jwksUrl ?? "")).json()) as { keys: Array<{ kid: string }> }).keys.map(
        (key) => key.kid,
      );
    const first = simulator.kid;
    expect(await kids()).toEqual([first]);
    const second = await simulator.rotateKey();
    expect(await kids()).toEqual([second, first]);
    const third = await simulator.rotateKey({ retirePrevious: true });
    expect(await kids()).toEqual([third]);
    expect(simulator.jwksRequestCount).toBe(3);
  });

  it("signs tokens that verifyGatewayToken accepts", async () => {
    simulator = await startGatewaySimulator(defaultCatalogue);
    const keySet = createGatewayKeySet({ jwksUrl: simulator.jwksUrl });
    const claims = await verifyGatewayToken(`Bearer ${await simulator.signToken()}`, {
      keySet,
      issuer: simulator.issuer,
      audience: simulator.audience,
    });
    expect(claims.sub).toBe("message-gateway");
  });

  it("stops its JWKS server on close", async () => {
    const started = await startGatewaySimulator(defaultCatalogue);
    await started.close();
    await expect(fetch(started.jwksUrl)).rejects.toThrow();
  });

  it.each<[DeliveryTamper, number]>([
    ["no-authorization", 401],
    ["basic-scheme", 401],
    ["wrong-route", 404],
    ["wrong-contract-type", 400],
    ["no-tenant", 400],
    ["wrong-content-type", 415],
    ["alg-none", 401],
  ])("makes a delivery with tamper %s that the webhook refuses with %s", async (tamper, status) => {
    const result = await harness().simulator.deliver(
      "https://consumer.test/hooks",
      "PLATFORM.DataService.RecordCreated",
      exampleOf("PLATFORM.DataService.RecordCreated"),
      {
        tamper,
        maxAttempts: 1,
      },
    );
    // The webhook's problem details name the refusal; the simulator reports their title and type.
    expect(result.attempts).toEqual([
      { attempt: 1, status, reason: expect.stringMatching(/^[A-Z][A-Za-z ]+ \(about:blank\): \S/) },
    ]);
    expect(harness().handled).toEqual([]);
  });
});
