// The gateway sends one token with many deliveries: a webhook checks its RS256 signature once per key, and on every
// delivery what can change (its times, its key still published), so remembering it lets nothing through that a full
// verification would refuse.
import { afterEach, describe, expect, it, vi } from "vitest";
import { sharedHarness } from "./support/harness.js";

const { harness, own } = sharedHarness();

afterEach(() => {
  vi.restoreAllMocks();
});

/** Counts the RSA signature checks made from now on (jose verifies through WebCrypto). */
function countSignatureChecks(): { readonly count: () => number } {
  const verify = vi.spyOn(crypto.subtle, "verify");
  return { count: () => verify.mock.calls.length };
}

/** The token with the first character of its signature changed; its end, which finds a remembered token, stays. */
function withOtherSignatureStart(token: string): string {
  const [header, payload, signature = ""] = token.split(".");
  return `${header}.${payload}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
}

describe("a webhook checks a gateway token's signature once per key, and its times and key on every delivery", () => {
  it("five deliveries with one token: one signature check, and each handler gets the token's claims", async () => {
    const token = await harness().simulator.signToken();
    const checks = countSignatureChecks();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await harness().send({ token })).response.status);
    expect(statuses).toEqual([204, 204, 204, 204, 204]);
    expect(checks.count()).toBe(1);
    const claims = harness().handled.map(({ context }) => context.token);
    expect(claims).toHaveLength(5);
    for (const each of claims) expect(each).toEqual(claims[0]);
    expect(claims[0]).toMatchObject({ iss: harness().simulator.issuer, client_id: "message-gateway" });
  });

  it("a token it verified is refused as token_expired once its exp is past, as on its first delivery", async () => {
    await own({ clockToleranceSeconds: 0 });
    const token = await harness().simulator.signToken();
    expect((await harness().send({ token })).response.status).toBe(204);
    harness().clock.advance(600_000);
    expect((await harness().send({ token })).response.status).toBe(401);
    expect(harness().rejections).toEqual([{ status: 401, reason: "token_expired" }]);
  });

  it("a token differing from a verified one in its signature alone is refused as bad_signature", async () => {
    const token = await harness().simulator.signToken();
    expect((await harness().send({ token })).response.status).toBe(204);
    expect((await harness().send({ token: withOtherSignatureStart(token) })).response.status).toBe(401);
    expect(harness().rejections).toEqual([{ status: 401, reason: "bad_signature" }]);
    expect(harness().handled).toHaveLength(1);
  });

  it("a token it verified is refused as unknown_kid once its key left the JWKS", async () => {
    const webhook = await own({});
    // Valid for two hours: the key set is fetched again after its 600 s, and the token still has time left then.
    const token = await webhook.simulator.signToken({ claims: { exp: Math.floor(webhook.clock.now() / 1000) + 7200 } });
    expect((await webhook.send({ token })).response.status).toBe(204);
    await webhook.simulator.rotateKey({ retirePrevious: true });
    webhook.clock.advance(601_000);
    expect((await webhook.send({ token })).response.status).toBe(401);
    expect(webhook.rejections).toEqual([{ status: 401, reason: "unknown_kid" }]);
  });

  it("a handler that changes its token claims changes nothing for the next delivery of that token", async () => {
    const token = await harness().simulator.signToken();
    harness().behaviour = async (_payload, context) => {
      (context.token as Record<string, unknown>)["client_id"] = "changed-by-a-handler";
      await Promise.resolve();
    };
    await harness().send({ token });
    harness().behaviour = undefined;
    await harness().send({ token });
    expect(harness().handled[1]?.context.token["client_id"]).toBe("message-gateway");
  });
});
