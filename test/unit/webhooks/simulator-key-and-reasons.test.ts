import { decodeProtectedHeader, exportJWK, generateKeyPair, type JWK } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { createGatewayKeySet } from "../../../src/webhooks/gateway-key-set.js";
import { verifyGatewayToken } from "../../../src/webhooks/gateway-token.js";
import { createGatewaySimulator } from "../../../src/webhooks/simulator/index.js";
import { exampleOf } from "./support/examples.js";

let kept: JWK;

beforeAll(async () => {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  kept = { ...(await exportJWK(privateKey)), kid: "kept-key" };
});

describe("a simulator given a signingKey signs with it, so a key kept between runs keeps its kid", () => {
  it("publishes and signs with the given kid, and tokens verify against the JWKS", async () => {
    const simulator = await createGatewaySimulator({ signingKey: kept });
    try {
      expect(simulator.kid).toBe("kept-key");
      const token = await simulator.signToken();
      expect(decodeProtectedHeader(token).kid).toBe("kept-key");
      const keySet = createGatewayKeySet({ jwksUrl: simulator.jwksUrl });
      await expect(
        verifyGatewayToken(`Bearer ${token}`, { keySet, issuer: simulator.issuer, audience: simulator.audience }),
      ).resolves.toBeDefined();
      const jwks = (await (await fetch(simulator.jwksUrl)).json()) as { keys: JWK[] };
      expect(jwks.keys).toEqual([{ kty: "RSA", n: kept.n, e: kept.e, kid: "kept-key", alg: "RS256", use: "sig" }]);
    } finally {
      await simulator.close();
    }
  });

  it.each<[string, () => JWK, string]>([
    ["an EC key", () => ({ kty: "EC", kid: "k" }), 'signingKey: kty must be "RSA" (found "EC")'],
    ["a key without kid", () => ({ ...kept, kid: undefined }), "signingKey: kid must be a non-empty string"],
    [
      "a public key",
      () => ({ kty: "RSA", kid: "k", n: kept.n, e: kept.e }),
      "signingKey: a private RSA JWK needs d, p, q, dp, dq, qi",
    ],
    ["a key for another algorithm", () => ({ ...kept, alg: "PS256" }), 'signingKey: alg must be RS256 (found "PS256")'],
    ["a key with an empty private exponent", () => ({ ...kept, d: "" }), "signingKey: not a usable RS256 key"],
    [
      "a key whose modulus was damaged",
      () => ({ ...kept, n: `A${kept.n!.slice(1)}` }),
      "signingKey: its public half (n, e) does not verify what its private half signs",
    ],
  ])("refuses %s, naming what is wrong", async (_, jwk, message) => {
    await expect(createGatewaySimulator({ signingKey: jwk() })).rejects.toThrow(message);
  });
});

describe("every refused POST carries the consumer's reason", () => {
  async function reasonFor(response: () => Response): Promise<string | undefined> {
    const simulator = await createGatewaySimulator({ fetch: async () => response() });
    try {
      const result = await simulator.deliver(
        "https://consumer.test/hooks",
        "PLATFORM.PlatformStore.OrderReleased",
        exampleOf("PLATFORM.PlatformStore.OrderReleased"),
        { maxAttempts: 1 },
      );
      return result.attempts[0]!.reason;
    } finally {
      await simulator.close();
    }
  }

  it("problem details give their title, type and detail", async () => {
    const body = {
      type: "https://consumer.test/problems/duplicate",
      title: "Conflict",
      status: 409,
      detail: "Message is being handled.",
    };
    expect(await reasonFor(() => Response.json(body, { status: 409 }))).toBe(
      "Conflict (https://consumer.test/problems/duplicate): Message is being handled.",
    );
  });

  it("problem details with a detail only give the detail", async () => {
    expect(await reasonFor(() => Response.json({ detail: "No." }, { status: 400 }))).toBe("No.");
  });

  it("any other body gives its start, white space collapsed, cut at 200 characters", async () => {
    expect(await reasonFor(() => new Response("Bad\n  gateway", { status: 502 }))).toBe("Bad gateway");
    expect(await reasonFor(() => new Response("x".repeat(300), { status: 500 }))).toBe(`${"x".repeat(200)}...`);
  });

  it("a body over 16 KiB is read no further and shows its start", async () => {
    expect(await reasonFor(() => new Response(`{"title":"${"y".repeat(20_000)}"}`, { status: 500 }))).toBe(
      `{"title":"${"y".repeat(190)}...`,
    );
  });

  it("an empty body gives no reason, and a 2xx answer none either", async () => {
    expect(await reasonFor(() => new Response(null, { status: 503 }))).toBeUndefined();
    expect(await reasonFor(() => new Response("fine", { status: 200 }))).toBeUndefined();
  });
});
