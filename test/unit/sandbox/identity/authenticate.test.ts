import { createPublicKey, generateKeyPairSync } from "node:crypto";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import type { Refusal } from "../../../../tools/src/sandbox/identity/index.js";
import { accessToken, CLIENT, identityFixture, OTHER_TENANT, TENANT } from "./identity-fixture.js";

const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

async function refusalOf(header: string | undefined, options = {}): Promise<Refusal> {
  const { identity } = identityFixture();
  const result = await identity.authenticate(header, options);
  if (result.ok) throw new Error("the call was accepted");
  return result.refusal;
}

function expectInvalidToken(refusal: Refusal, claim: string): void {
  expect(refusal.status).toBe(401);
  expect(refusal.body).toMatchObject({ status: 401, title: "Unauthorized", claim });
  expect(refusal.headers["WWW-Authenticate"]).toMatch(
    /^Bearer realm="sandbox", error="invalid_token", error_description="[^"\\]+"$/,
  );
}

/**
 * Claims of a valid access token of CLIENT, signed with the sandbox key (iss, aud, iat, exp added by signGatewayToken).
 */
const accountClaims = { client_id: CLIENT.clientId, tid: TENANT, scope: "apiim" };

/** `token` with its payload swapped for one naming OTHER_TENANT, under the same header and signature. */
function tamperedTenant(token: string, issuer: string, iat: number): string {
  const [header, , signature] = token.split(".");
  const payload = segment({ ...accountClaims, tid: OTHER_TENANT, iss: issuer, aud: "apiim", iat, exp: iat + 600 });
  return `${header}.${payload}.${signature}`;
}

describe("a valid access token of the sandbox identity provider is accepted", () => {
  it("names the caller: client, tenant, scopes and roles from the token", async () => {
    const { identity } = identityFixture();
    const result = await identity.authenticate(`Bearer ${await accessToken(identity)}`, {
      scope: "apiim",
      tenantRequired: true,
    });
    expect(result).toEqual({
      ok: true,
      caller: { clientId: CLIENT.clientId, tenantId: TENANT, scopes: ["apiim"], roles: [] },
    });
  });

  it("accepts the scheme in any casing", async () => {
    const { identity } = identityFixture();
    expect((await identity.authenticate(`bearer ${await accessToken(identity)}`)).ok).toBe(true);
  });

  it("accepts a token without tid where no tenant is required, with tenantId undefined", async () => {
    const { identity } = identityFixture();
    const result = await identity.authenticate(
      `Bearer ${await accessToken(identity, "grant_type=client_credentials")}`,
    );
    expect(result).toMatchObject({ ok: true, caller: { tenantId: undefined } });
  });
});

describe("a call without credentials gets 401 with a bare Bearer challenge (RFC 6750 section 3.1)", () => {
  for (const header of [undefined, "", "   "]) {
    it(`refuses the Authorization header ${JSON.stringify(header)}`, async () => {
      const refusal = await refusalOf(header);
      expect(refusal.status).toBe(401);
      expect(refusal.headers["WWW-Authenticate"]).toBe('Bearer realm="sandbox"');
      expect(refusal.body.detail).toMatch(/Authorization header is missing/);
    });
  }
});

describe(
  "a token that is not an RS256 JWT of this identity " + "provider is refused as invalid_token, naming the claim",
  () => {
    it("refuses another scheme", async () => {
      const { identity } = identityFixture();
      expectInvalidToken(await refusalOf(`Basic ${await accessToken(identity)}`), "Authorization");
    });

    it("refuses a Bearer header with two credentials", async () => {
      expectInvalidToken(await refusalOf("Bearer a b"), "Authorization");
    });

    for (const garbage of ["abc", "a.b", "a.b.c.d", `${segment("x")}.e30.sig`, "!!!.e30.sig"]) {
      it(`refuses the garbage token ${garbage}`, async () => {
        expectInvalidToken(await refusalOf(`Bearer ${garbage}`), "token");
      });
    }

    it("refuses alg none", async () => {
      const { identity } = identityFixture();
      const kid = identity.jwks().keys[0]?.kid;
      const token =
        `${segment({ alg: "none", kid, typ: "JWT" })}` +
        `.${segment({ ...accountClaims, iss: identity.issuer, aud: "apiim", exp: 4102444800 })}.`;
      expectInvalidToken(await refusalOf(`Bearer ${token}`), "alg");
    });

    it("refuses HS256 signed with the published public key as the HMAC secret", async () => {
      const { identity, clock } = identityFixture();
      const jwk = identity.jwks().keys[0];
      const secret = new TextEncoder().encode(
        createPublicKey({ key: jwk as never, format: "jwk" }).export({ type: "spki", format: "pem" }) as string,
      );
      const iat = Math.floor(clock.now() / 1000);
      const token = await new SignJWT({ ...accountClaims, iss: identity.issuer, aud: "apiim", iat, exp: iat + 600 })
        .setProtectedHeader({ alg: "HS256", kid: jwk?.kid })
        .sign(secret);
      expectInvalidToken(await refusalOf(`Bearer ${token}`), "alg");
    });

    it("refuses an unknown kid, and a token without kid", async () => {
      const { identity, clock } = identityFixture();
      const stranger = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey;
      const iat = Math.floor(clock.now() / 1000);
      const claims = { ...accountClaims, iss: identity.issuer, aud: "apiim", iat, exp: iat + 600 };
      const unknown = await new SignJWT(claims)
        .setProtectedHeader({ alg: "RS256", kid: "not-a-sandbox-key" })
        .sign(stranger);
      expectInvalidToken(await refusalOf(`Bearer ${unknown}`), "kid");
      const noKid = await new SignJWT(claims).setProtectedHeader({ alg: "RS256" }).sign(stranger);
      expectInvalidToken(await refusalOf(`Bearer ${noKid}`), "kid");
    });

    it("refuses a stranger's signature under the sandbox's kid, and a tampered payload", async () => {
      const { identity, clock } = identityFixture();
      const stranger = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey;
      const iat = Math.floor(clock.now() / 1000);
      const forged = await new SignJWT({ ...accountClaims, iss: identity.issuer, aud: "apiim", iat, exp: iat + 600 })
        .setProtectedHeader({ alg: "RS256", kid: identity.jwks().keys[0]?.kid })
        .sign(stranger);
      expectInvalidToken(await refusalOf(`Bearer ${forged}`), "signature");
      expectInvalidToken(
        await refusalOf(`Bearer ${tamperedTenant(await accessToken(identity), identity.issuer, iat)}`),
        "signature",
      );
    });

    it("refuses a tampered payload under the signature of a token it accepted a moment before", async () => {
      // A verified token is remembered by the end of its signature: the tampered one ends alike.
      const { identity, clock } = identityFixture();
      const token = await accessToken(identity);
      expect((await identity.authenticate(`Bearer ${token}`, {})).ok).toBe(true);
      const tampered = tamperedTenant(token, identity.issuer, Math.floor(clock.now() / 1000));
      const result = await identity.authenticate(`Bearer ${tampered}`, {});
      if (result.ok) throw new Error(`the tampered token was accepted as ${JSON.stringify(result.caller)}`);
      expectInvalidToken(result.refusal, "signature");
      expect((await identity.authenticate(`Bearer ${token}`, {})).ok).toBe(true);
    });
  },
);

describe("exp is checked against the sandbox clock", () => {
  it("accepts a token up to its last second and refuses it once the clock reaches exp", async () => {
    const { identity, clock } = identityFixture();
    const header = `Bearer ${await accessToken(identity)}`;
    clock.advance(599);
    expect((await identity.authenticate(header)).ok).toBe(true);
    clock.advance(1);
    const result = await identity.authenticate(header);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expectInvalidToken(result.refusal, "exp");
      expect(result.refusal.body.detail).toBe("the token has expired");
    }
  });

  it("refuses a token without exp", async () => {
    const { identity } = identityFixture();
    const token = await identity.signGatewayToken({ ...accountClaims, exp: undefined });
    expectInvalidToken(await refusalOf(`Bearer ${token}`), "exp");
  });
});

describe("iss and aud must be the sandbox's", () => {
  it("refuses a wrong issuer, naming the expected one", async () => {
    const { identity } = identityFixture();
    const refusal = await refusalOf(
      `Bearer ${await identity.signGatewayToken({ ...accountClaims, iss: "https://idp.example.com" })}`,
    );
    expectInvalidToken(refusal, "iss");
    expect(refusal.body.detail).toBe(`the iss claim is not accepted (expected ${identity.issuer})`);
  });

  it("refuses a wrong audience", async () => {
    const { identity } = identityFixture();
    expectInvalidToken(
      await refusalOf(`Bearer ${await identity.signGatewayToken({ ...accountClaims, aud: "files" })}`),
      "aud",
    );
  });
});

describe("tenant context comes from tid, and only from a tenant the client is registered in", () => {
  it("refuses a token without tid where the call needs tenant context", async () => {
    const { identity } = identityFixture();
    const token = await accessToken(identity, "grant_type=client_credentials");
    expectInvalidToken(await refusalOf(`Bearer ${token}`, { tenantRequired: true }), "tid");
  });

  it("refuses a signed token whose tid is a tenant the client is not registered in", async () => {
    const { identity } = identityFixture();
    const token = await identity.signGatewayToken({ ...accountClaims, tid: OTHER_TENANT });
    expectInvalidToken(await refusalOf(`Bearer ${token}`), "tid");
  });

  it("refuses a token whose tenant is gone, and one whose client is gone", async () => {
    const { identity } = identityFixture();
    const header = `Bearer ${await accessToken(identity)}`;
    identity.serviceAccounts.add({ ...CLIENT, tenantIds: [OTHER_TENANT] });
    let result = await identity.authenticate(header);
    expect(result.ok || result.refusal.body.claim).toBe("tid");
    identity.clear();
    result = await identity.authenticate(header);
    expect(result.ok || result.refusal.body.claim).toBe("client_id");
  });

  it("refuses a gateway token used as an access token: its client is no service account", async () => {
    const { identity } = identityFixture();
    const token = await identity.signGatewayToken({ client_id: "message-gateway", sub: "message-gateway" });
    expectInvalidToken(await refusalOf(`Bearer ${token}`), "client_id");
  });
});

describe("a missing scope or role is 403 insufficient_scope", () => {
  it("refuses a token without the scope the call needs", async () => {
    const { identity } = identityFixture();
    const token = await accessToken(identity, `grant_type=client_credentials&tid=${TENANT}&scope=openid`);
    const refusal = await refusalOf(`Bearer ${token}`, { scope: "apiim" });
    expect(refusal.status).toBe(403);
    expect(refusal.body).toMatchObject({ status: 403, claim: "scope", detail: "this call needs scope apiim" });
    expect(refusal.headers["WWW-Authenticate"]).toBe(
      'Bearer realm="sandbox", error="insufficient_scope", error_description="this call needs scope apiim"',
    );
  });

  it("refuses a token without the role the call needs, and accepts one with it", async () => {
    const { identity } = identityFixture();
    const refusal = await refusalOf(`Bearer ${await accessToken(identity)}`, { role: "TenantAdmin" });
    expect(refusal).toMatchObject({ status: 403, body: { claim: "roles" } });
    identity.serviceAccounts.add({ ...CLIENT, tenantIds: [TENANT], roles: ["TenantAdmin"] });
    const result = await identity.authenticate(`Bearer ${await accessToken(identity)}`, { role: "TenantAdmin" });
    expect(result).toMatchObject({ ok: true, caller: { roles: ["TenantAdmin"] } });
  });
});

describe("keys rotate: old tokens verify until their key is retired", () => {
  it("keeps the previous key in the JWKS after a rotation and drops it when retired", async () => {
    const { identity } = identityFixture();
    const header = `Bearer ${await accessToken(identity)}`;
    const first = identity.jwks().keys[0]?.kid;
    const second = identity.rotateKey();
    expect(identity.jwks().keys.map((key) => key.kid)).toEqual([second, first]);
    expect((await identity.authenticate(header)).ok).toBe(true);
    identity.rotateKey({ retirePrevious: true });
    expect(identity.jwks().keys).toHaveLength(1);
    const result = await identity.authenticate(header);
    expect(result.ok || result.refusal.body.claim).toBe("kid");
  });
});
