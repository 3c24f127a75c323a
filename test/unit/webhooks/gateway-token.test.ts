import { exportSPKI, SignJWT } from "jose";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { WebhookAuthError, type WebhookAuthReason } from "../../../src/webhooks/errors.js";
import { createGatewayKeySet } from "../../../src/webhooks/gateway-key-set.js";
import { verifyGatewayToken, type GatewayTokenOptions } from "../../../src/webhooks/gateway-token.js";
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
/** A key that is not the provider's but claims the provider's key id. */
let impostor: TestKey;
let options: GatewayTokenOptions;

const now = () => clock.now();

beforeAll(async () => {
  idp = await startTestIdentityProvider(now);
  [stranger, impostor] = await Promise.all([newTestKey(), newTestKey(idp.key.kid)]);
});

afterAll(() => idp.close());

beforeEach(() => {
  clock = testClock();
  options = {
    keySet: createGatewayKeySet({ jwksUrl: idp.jwksUrl, now }),
    issuer: idp.issuer,
    audience: idp.audience,
    now,
  };
});

function segment(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

/** The refusal reason, after checking that the error carries nothing of the header it refused. */
async function refusal(authorization: string | null | undefined, verifyOptions = options): Promise<WebhookAuthReason> {
  const error: unknown = await verifyGatewayToken(authorization, verifyOptions).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(WebhookAuthError);
  const authError = error as WebhookAuthError;
  expect(authError.cause).toBeUndefined();
  const token = authorization?.split(" ").at(-1);
  if (token !== undefined && token.length > 8) {
    expect(authError.message).not.toContain(token);
    expect(JSON.stringify(authError)).not.toContain(token);
    expect(String(authError.stack)).not.toContain(token);
  }
  return authError.reason;
}

describe("verifyGatewayToken accepts", () => {
  it("a token of the configured channel (client_id and sub)", async () => {
    const token = await idp.sign({ claims: { client_id: "message-gateway", sub: "message-gateway" } });
    const claims = await verifyGatewayToken(`Bearer ${token}`, {
      ...options,
      clientId: ["message-gateway"],
      subject: "message-gateway",
    });
    expect(claims.client_id).toBe("message-gateway");
  });

  it("a token signed with RS256 by the key its kid names, and returns its claims", async () => {
    const claims = await verifyGatewayToken(`Bearer ${await idp.sign({ claims: { client_id: "gateway" } })}`, options);
    expect(claims).toMatchObject({ iss: idp.issuer, aud: idp.audience, client_id: "gateway" });
  });

  it("the scheme in any casing (RFC 9110 schemes are case-insensitive)", async () => {
    await expect(verifyGatewayToken(`bearer ${await idp.sign()}`, options)).resolves.toBeDefined();
  });

  it("expiry and not-before within the clock tolerance", async () => {
    const seconds = Math.floor(clock.now() / 1000);
    const token = await idp.sign({ claims: { exp: seconds - 20, nbf: seconds + 20 } });
    await expect(
      verifyGatewayToken(`Bearer ${token}`, { ...options, clockToleranceSeconds: 30 }),
    ).resolves.toBeDefined();
  });

  it("any issuer and audience when none is configured", async () => {
    const token = await idp.sign({ claims: { iss: "https://other.test", aud: "other" } });
    const { issuer: _issuer, audience: _audience, ...unchecked } = options;
    await expect(verifyGatewayToken(`Bearer ${token}`, unchecked)).resolves.toBeDefined();
  });
});

describe("verifyGatewayToken refuses", () => {
  it("a missing Authorization header", async () => {
    expect(await refusal(undefined)).toBe("missing_authorization");
    expect(await refusal(null)).toBe("missing_authorization");
    expect(await refusal("  ")).toBe("missing_authorization");
  });

  it("a scheme other than Bearer", async () => {
    const token = await idp.sign();
    expect(await refusal(`Basic ${token}`)).toBe("invalid_scheme");
    expect(await refusal(token)).toBe("invalid_scheme");
  });

  it("a Bearer header without exactly one token", async () => {
    expect(await refusal("Bearer")).toBe("malformed_token");
    expect(await refusal(`Bearer ${await idp.sign()} extra`)).toBe("malformed_token");
  });

  it("an oversized token before decoding it", async () => {
    const token = await idp.sign({ claims: { padding: "x".repeat(9000) } });
    expect(await refusal(`Bearer ${token}`)).toBe("token_too_large");
    expect(await refusal(`Bearer ${"a".repeat(100_000)}`)).toBe("token_too_large");
    expect(options.keySet.requestCount).toBe(0);
  });

  it.each([
    ["two segments", "eyJhbGciOiJSUzI1NiJ9.e30"],
    ["five segments (a JWE)", "a.b.c.d.e"],
    ["characters outside base64url", `${segment({ alg: "RS256", kid: "k" })}.e30.sig+/=`],
    ["an empty header", ".e30.c2ln"],
    ["a header that is not JSON", `${Buffer.from("not json").toString("base64url")}.e30.c2ln`],
    ["a header that is a JSON array", `${segment(["RS256"])}.e30.c2ln`],
    ["an empty signature", `${segment({ alg: "RS256", kid: "k" })}.e30.`],
  ])("a malformed token: %s", async (_name, token) => {
    expect(await refusal(`Bearer ${token}`)).toBe("malformed_token");
  });

  it.each(["none", "None", "NONE", "nOnE"])("alg %s, signed or not", async (alg) => {
    const unsigned = `${segment({ alg, kid: idp.key.kid })}.${segment({ exp: 9_999_999_999 })}`;
    expect(await refusal(`Bearer ${unsigned}.`)).toBe("alg_not_allowed");
    expect(await refusal(`Bearer ${unsigned}.c2lnbmF0dXJl`)).toBe("alg_not_allowed");
  });

  it("HS256 signed with the RSA public key as the secret (key confusion)", async () => {
    const secret = new TextEncoder().encode(await exportSPKI(idp.key.publicKey));
    const token = await new SignJWT({ iss: idp.issuer, aud: idp.audience, exp: Math.floor(clock.now() / 1000) + 600 })
      .setProtectedHeader({ alg: "HS256", kid: idp.key.kid })
      .sign(secret);
    expect(await refusal(`Bearer ${token}`)).toBe("alg_not_allowed");
    expect(options.keySet.requestCount).toBe(0);
  });

  it.each(["HS384", "HS512", "RS384", "RS512", "PS256", "ES256", "EdDSA", "rs256"])("alg %s", async (alg) => {
    const token = `${segment({ alg, kid: idp.key.kid })}.${segment({ exp: 9_999_999_999 })}.c2ln`;
    expect(await refusal(`Bearer ${token}`)).toBe("alg_not_allowed");
  });

  it("a token without alg", async () => {
    expect(await refusal(`Bearer ${segment({ kid: idp.key.kid })}.e30.c2ln`)).toBe("alg_not_allowed");
  });

  it.each(["jku", "x5u"])("a %s header, even on an otherwise valid token, without fetching it", async (name) => {
    let fetched = 0;
    const keySet = createGatewayKeySet({
      jwksUrl: idp.jwksUrl,
      now,
      fetch: async (input, init) => {
        fetched += 1;
        return fetch(input, init);
      },
    });
    const token = await idp.sign({ header: { [name]: "https://attacker.test/keys" } });
    expect(await refusal(`Bearer ${token}`, { ...options, keySet })).toBe("forbidden_header");
    expect(fetched).toBe(0);
  });

  it("an embedded jwk header carrying the attacker's key", async () => {
    const token = await idp.sign({ key: impostor, header: { jwk: impostor.publicJwk } });
    expect(await refusal(`Bearer ${token}`)).toBe("forbidden_header");
  });

  it("an embedded x5c certificate chain", async () => {
    const token = await idp.sign({ header: { x5c: ["MIIBszCCAVmgAwIBAgIU"] } });
    expect(await refusal(`Bearer ${token}`)).toBe("forbidden_header");
  });

  it("a token without a key id, or with a non-string one", async () => {
    const untagged = `${segment({ alg: "RS256" })}.${segment({ exp: 9_999_999_999 })}.c2ln`;
    expect(await refusal(`Bearer ${untagged}`)).toBe("missing_kid");
    expect(await refusal(`Bearer ${await idp.sign({ header: { kid: 42 } })}`)).toBe("missing_kid");
  });

  it("a key id the key set does not have", async () => {
    expect(await refusal(`Bearer ${await idp.sign({ key: stranger })}`)).toBe("unknown_kid");
  });

  it("a signature made by another key under the right key id", async () => {
    expect(await refusal(`Bearer ${await idp.sign({ key: impostor })}`)).toBe("bad_signature");
  });

  it("claims changed after signing", async () => {
    const [header, , signature] = (await idp.sign()).split(".");
    const forged = segment({ iss: idp.issuer, aud: idp.audience, exp: 9_999_999_999, sub: "admin" });
    expect(await refusal(`Bearer ${header}.${forged}.${signature}`)).toBe("bad_signature");
  });

  it("a token without exp", async () => {
    expect(await refusal(`Bearer ${await idp.sign({ claims: { exp: undefined } })}`)).toBe("missing_exp");
  });

  it("an expired token", async () => {
    const token = await idp.sign();
    clock.advance(601_000 + 30_000);
    expect(await refusal(`Bearer ${token}`)).toBe("token_expired");
  });

  it("a token whose nbf is in the future", async () => {
    const nbf = Math.floor(clock.now() / 1000) + 3600;
    expect(await refusal(`Bearer ${await idp.sign({ claims: { nbf } })}`)).toBe("token_not_yet_valid");
  });

  it("a token from another issuer, or without one", async () => {
    expect(await refusal(`Bearer ${await idp.sign({ claims: { iss: "https://evil.test" } })}`)).toBe("issuer_mismatch");
    expect(await refusal(`Bearer ${await idp.sign({ claims: { iss: undefined } })}`)).toBe("issuer_mismatch");
  });

  it("a token for another audience", async () => {
    expect(await refusal(`Bearer ${await idp.sign({ claims: { aud: "someone-else" } })}`)).toBe("audience_mismatch");
  });

  it(
    "a token of another channel when client_id is configured " + "(any service account's API token has aud apiim too)",
    async () => {
      const token = await idp.sign({ claims: { client_id: "some-service-account" } });
      expect(await refusal(`Bearer ${token}`, { ...options, clientId: "message-gateway" })).toBe("channel_mismatch");
    },
  );

  it("a token without client_id when client_id is configured", async () => {
    expect(await refusal(`Bearer ${await idp.sign({})}`, { ...options, clientId: "message-gateway" })).toBe(
      "channel_mismatch",
    );
  });

  it("a token of another subject when sub is configured", async () => {
    const token = await idp.sign({ claims: { sub: "someone-else" } });
    expect(await refusal(`Bearer ${token}`, { ...options, subject: ["message-gateway", "message-gateway-2"] })).toBe(
      "channel_mismatch",
    );
  });

  it("an exp that is not a number", async () => {
    expect(await refusal(`Bearer ${await idp.sign({ claims: { exp: "tomorrow" as unknown as number } })}`)).toBe(
      "invalid_claims",
    );
  });

  it("a critical header parameter it does not understand", async () => {
    const header = { alg: "RS256", kid: idp.key.kid, crit: ["urn:example:policy"], "urn:example:policy": true };
    const token = await idp.signRaw(header, {
      exp: Math.floor(clock.now() / 1000) + 600,
      iss: idp.issuer,
      aud: idp.audience,
    });
    expect(await refusal(`Bearer ${token}`)).toBe("malformed_token");
  });
});
