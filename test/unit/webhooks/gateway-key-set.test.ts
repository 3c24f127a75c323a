import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createRemoteJWKSet } from "jose";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { WebhookAuthError, WebhookConfigError } from "../../../src/webhooks/errors.js";
import { createGatewayKeySet, type GatewayKeySet } from "../../../src/webhooks/gateway-key-set.js";
import { verifyGatewayToken } from "../../../src/webhooks/gateway-token.js";
import { testClock, type TestClock } from "./support/clock.js";
import {
  newTestKey,
  startTestIdentityProvider,
  type TestIdentityProvider,
  type TestKey,
} from "./support/identity-provider.js";

let clock: TestClock = testClock();
let idp: TestIdentityProvider;
/** A key the identity provider does not publish. */
let stranger: TestKey;
const now = () => clock.now();

beforeAll(async () => {
  idp = await startTestIdentityProvider(now);
  stranger = await newTestKey();
});

afterAll(() => idp.close());

beforeEach(() => {
  clock = testClock();
  idp.reset();
});

const COOLDOWN_MS = 30_000;

function keySet(): GatewayKeySet {
  return createGatewayKeySet({
    jwksUrl: idp.jwksUrl,
    now,
    cooldownSeconds: COOLDOWN_MS / 1000,
    cacheMaxAgeSeconds: 600,
  });
}

async function reason(token: string, keys: GatewayKeySet): Promise<string> {
  return verifyGatewayToken(`Bearer ${token}`, { keySet: keys, now }).then(
    () => "accepted",
    (error: unknown) => (error instanceof WebhookAuthError ? error.reason : `unexpected ${String(error)}`),
  );
}

async function randomKidTokens(count: number): Promise<string[]> {
  return Promise.all(Array.from({ length: count }, () => idp.sign({ key: stranger, header: { kid: randomUUID() } })));
}

describe("the gateway key set", () => {
  it("fetches the JWKS once for many verifications while it is fresh", async () => {
    const keys = keySet();
    for (let index = 0; index < 5; index += 1) expect(await reason(await idp.sign(), keys)).toBe("accepted");
    expect(idp.requestCount).toBe(1);
    expect(keys.requestCount).toBe(1);
  });

  it("shares one request among concurrent lookups on a cold cache", async () => {
    const keys = keySet();
    const token = await idp.sign();
    const results = await Promise.all(Array.from({ length: 20 }, () => reason(token, keys)));
    expect(new Set(results)).toEqual(new Set(["accepted"]));
    expect(idp.requestCount).toBe(1);
  });

  it("fetches again once the cache is older than its maximum age", async () => {
    const keys = keySet();
    expect(await reason(await idp.sign(), keys)).toBe("accepted");
    clock.advance(600_000);
    expect(await reason(await idp.sign(), keys)).toBe("accepted");
    expect(idp.requestCount).toBe(2);
  });

  it("follows a key rotation: a new kid refetches once the cooldown has passed", async () => {
    const keys = keySet();
    expect(await reason(await idp.sign(), keys)).toBe("accepted");
    await idp.rotate();
    const rotated = await idp.sign();
    expect(await reason(rotated, keys)).toBe("unknown_kid");
    expect(idp.requestCount).toBe(1);
    clock.advance(COOLDOWN_MS);
    expect(await reason(rotated, keys)).toBe("accepted");
    expect(idp.requestCount).toBe(2);
  });

  it("keeps JWKS requests bounded under a flood of tokens with random kids", async () => {
    const keys = keySet();
    expect(await reason(await idp.sign(), keys)).toBe("accepted");
    clock.advance(COOLDOWN_MS);
    const flood = await randomKidTokens(200);
    const concurrent = await Promise.all(flood.slice(0, 100).map((token) => reason(token, keys)));
    for (const token of flood.slice(100)) expect(await reason(token, keys)).toBe("unknown_kid");
    expect(new Set(concurrent)).toEqual(new Set(["unknown_kid"]));
    expect(idp.requestCount).toBe(2);
    clock.advance(COOLDOWN_MS);
    await Promise.all(flood.map((token) => reason(token, keys)));
    expect(idp.requestCount).toBe(3);
  });

  it("keeps JWKS requests bounded while the JWKS endpoint is failing", async () => {
    idp.setStatus(500);
    const keys = keySet();
    const flood = await randomKidTokens(50);
    const token = await idp.sign();
    const results = await Promise.all([token, ...flood].map((each) => reason(each, keys)));
    for (const each of flood) expect(await reason(each, keys)).toBe("jwks_unavailable");
    expect(new Set(results)).toEqual(new Set(["jwks_unavailable"]));
    expect(idp.requestCount).toBe(1);
    clock.advance(COOLDOWN_MS);
    await Promise.all(flood.map((each) => reason(each, keys)));
    expect(idp.requestCount).toBe(2);
    idp.setStatus(200);
    clock.advance(COOLDOWN_MS);
    expect(await reason(token, keys)).toBe("accepted");
  });

  it("keeps verifying with the last good keys when a refresh fails", async () => {
    const keys = keySet();
    expect(await reason(await idp.sign(), keys)).toBe("accepted");
    idp.setStatus(503);
    clock.advance(600_000);
    expect(await reason(await idp.sign(), keys)).toBe("accepted");
    expect(await reason(await idp.sign(), keys)).toBe("accepted");
    expect(idp.requestCount).toBe(2);
  });

  it("answers jwks_unavailable for an unknown kid whose refresh fails, so the gateway retries", async () => {
    const keys = keySet();
    expect(await reason(await idp.sign(), keys)).toBe("accepted");
    await idp.rotate();
    idp.setStatus(500);
    clock.advance(COOLDOWN_MS);
    expect(await reason(await idp.sign(), keys)).toBe("jwks_unavailable");
  });

  it("says why the JWKS could not be fetched: its status, or the connection's error code", async () => {
    idp.setStatus(404);
    const keys = keySet();
    const refused = await verifyGatewayToken(`Bearer ${await idp.sign()}`, { keySet: keys, now }).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({
      reason: "jwks_unavailable",
      message: "The gateway key set could not be fetched: the JWKS answered 404",
    });
    expect((refused as Error).cause).toMatchObject({
      name: "JwksFetchError",
      url: idp.jwksUrl,
      summary: "the JWKS answered 404",
    });
    // Within the cooldown no request is made, and the last failure is still the reason given.
    const again = await verifyGatewayToken(`Bearer ${await idp.sign()}`, { keySet: keys, now }).catch(
      (error: unknown) => error,
    );
    expect((again as Error).message).toBe("The gateway key set could not be fetched: the JWKS answered 404");
    expect(idp.requestCount).toBe(1);

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const refusedConnection = await verifyGatewayToken(`Bearer ${await idp.sign()}`, {
      keySet: createGatewayKeySet({ jwksUrl: `http://127.0.0.1:${port}/jwks`, now }),
      now,
    }).catch((error: unknown) => error);
    expect((refusedConnection as Error).message).toBe("The gateway key set could not be fetched: ECONNREFUSED");
  });

  it.each([
    ["not JSON", "<html>"],
    ["not a key set", JSON.stringify({ keys: "none" })],
    ["larger than the cap", JSON.stringify({ keys: [], padding: "x".repeat(70_000) })],
  ])("refuses a JWKS document that is %s", async (_name, body) => {
    idp.setBody(body);
    expect(await reason(await idp.sign(), keySet())).toBe("jwks_unavailable");
  });

  it("does not follow a redirect of the JWKS address", async () => {
    const redirector = createServer((_request, response) => {
      response.writeHead(302, { Location: idp.jwksUrl }).end();
    });
    await new Promise<void>((resolve) => redirector.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = redirector.address() as AddressInfo;
      const keys = createGatewayKeySet({ jwksUrl: `http://127.0.0.1:${port}/.well-known/jwks`, now });
      expect(await reason(await idp.sign(), keys)).toBe("jwks_unavailable");
      expect(idp.requestCount).toBe(0);
    } finally {
      redirector.closeAllConnections();
      await new Promise((resolve) => redirector.close(resolve));
    }
  });

  it.each([
    ["plain http to a remote host", "http://identity.example/.well-known/jwks"],
    ["not a URL", "identity/.well-known/jwks"],
    ["another scheme", "file:///etc/jwks.json"],
  ])("refuses a jwksUrl that is %s", (_name, jwksUrl) => {
    expect(() => createGatewayKeySet({ jwksUrl })).toThrow(WebhookConfigError);
  });

  it("accepts https anywhere and http on loopback addresses", () => {
    for (const jwksUrl of [
      "https://identity.example/.well-known/jwks",
      "http://localhost:8080/jwks",
      "http://[::1]:8080/jwks",
    ]) {
      expect(() => createGatewayKeySet({ jwksUrl })).not.toThrow();
    }
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])("refuses a cooldown of %s", (cooldownSeconds) => {
    expect(() => createGatewayKeySet({ jwksUrl: idp.jwksUrl, cooldownSeconds })).toThrow(WebhookConfigError);
  });
});

describe("jose's createRemoteJWKSet (why the key set wraps its own cache)", () => {
  it("requests the JWKS again on every lookup while the endpoint fails", async () => {
    idp.setStatus(500);
    const remote = createRemoteJWKSet(new URL(idp.jwksUrl), { cooldownDuration: 30_000 });
    for (let index = 0; index < 5; index += 1) {
      await remote({ alg: "RS256", kid: randomUUID() }).catch(() => undefined);
    }
    expect(idp.requestCount).toBe(5);
  });
});
