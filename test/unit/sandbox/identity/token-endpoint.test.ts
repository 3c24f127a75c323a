import { decodeJwt, decodeProtectedHeader } from "jose";
import { describe, expect, it } from "vitest";
import { basic, CLIENT, FORM, identityFixture, ISSUER, OTHER_TENANT, TENANT } from "./identity-fixture.js";

const authorization = basic(CLIENT.clientId, CLIENT.clientSecret);
const grant = `grant_type=client_credentials&tid=${TENANT}&scope=apiim`;

describe("POST /connect/token issues RS256 JWTs by the client credentials grant", () => {
  it(
    "answers the token response with a JWT carrying kid, iss, " + "aud, iat, exp (600 s), tid, client_id and scope",
    async () => {
      const { identity, clock } = identityFixture();
      const answer = await identity.token({ contentType: FORM, authorization, body: grant });
      expect(answer.status).toBe(200);
      expect(answer.headers["Cache-Control"]).toBe("no-store");
      const body = answer.body as { access_token: string };
      expect(answer.body).toEqual({
        access_token: body.access_token,
        expires_in: 600,
        token_type: "Bearer",
        scope: "apiim",
      });
      expect(decodeProtectedHeader(body.access_token)).toEqual({
        alg: "RS256",
        kid: identity.jwks().keys[0]?.kid,
        typ: "JWT",
      });
      const claims = decodeJwt(body.access_token);
      const now = Math.floor(clock.now() / 1000);
      expect(claims).toMatchObject({
        iss: ISSUER,
        aud: "apiim",
        iat: now,
        exp: now + 600,
        tid: TENANT,
        client_id: CLIENT.clientId,
        scope: "apiim",
      });
      expect(claims.roles).toBeUndefined();
    },
  );

  it("reads iat and exp from the sandbox clock, so advancing it moves new tokens too", async () => {
    const { identity, clock } = identityFixture();
    clock.advance(3600);
    const answer = await identity.token({ contentType: FORM, authorization, body: grant });
    const claims = decodeJwt((answer.body as { access_token: string }).access_token);
    expect(claims.iat).toBe(Math.floor(clock.now() / 1000));
  });

  it("takes the form already parsed as well as text, and a Content-Type with a charset", async () => {
    const { identity } = identityFixture();
    const answer = await identity.token({
      contentType: `${FORM}; charset=utf-8`,
      authorization,
      body: new URLSearchParams(grant),
    });
    expect(answer.status).toBe(200);
  });

  it("issues a token without tenant context when tid is not sent", async () => {
    const { identity } = identityFixture();
    const answer = await identity.token({ contentType: FORM, authorization, body: "grant_type=client_credentials" });
    expect(answer.status).toBe(200);
    expect(decodeJwt((answer.body as { access_token: string }).access_token).tid).toBeUndefined();
  });

  it("grants the default scope apiim when scope is not sent, and every supported scope asked for", async () => {
    const { identity } = identityFixture();
    const none = await identity.token({
      contentType: FORM,
      authorization,
      body: "grant_type=client_credentials&scope=",
    });
    expect((none.body as { scope: string }).scope).toBe("apiim");
    const both = await identity.token({
      contentType: FORM,
      authorization,
      body: "grant_type=client_credentials&scope=openid+apiim",
    });
    expect((both.body as { scope: string }).scope).toBe("openid apiim");
  });

  it("puts the account's roles in the token", async () => {
    const { identity } = identityFixture();
    identity.serviceAccounts.add({
      clientId: "admin",
      clientSecret: "pw",
      tenantIds: [TENANT],
      roles: ["TenantAdmin"],
    });
    const answer = await identity.token({ contentType: FORM, authorization: basic("admin", "pw"), body: grant });
    expect(decodeJwt((answer.body as { access_token: string }).access_token).roles).toEqual(["TenantAdmin"]);
  });
});

describe("token requests that fail client authentication are invalid_client, 401 with a Basic challenge", () => {
  const cases: [string, string | undefined][] = [
    ["no Authorization header", undefined],
    ["a Bearer header", "Bearer abc"],
    ["Basic credentials that are not base64", "Basic !!!"],
    ["Basic credentials without a colon", `Basic ${Buffer.from("acme.sync").toString("base64")}`],
    ["an unknown client id", basic("nobody", CLIENT.clientSecret)],
    ["a wrong secret", basic(CLIENT.clientId, "wrong")],
    [
      "the secret unencoded where form encoding was needed",
      `Basic ${Buffer.from(`${CLIENT.clientId}:s3cret:with%odd chars`).toString("base64")}`,
    ],
  ];
  for (const [name, header] of cases) {
    it(`refuses ${name}`, async () => {
      const { identity } = identityFixture();
      const answer = await identity.token({ contentType: FORM, authorization: header, body: grant });
      expect(answer.status).toBe(401);
      expect(answer.headers["WWW-Authenticate"]).toMatch(/^Basic realm="token", error="invalid_client"/);
      expect(answer.body).toMatchObject({ error: "invalid_client" });
    });
  }

  it("does not tell an unknown client from a wrong secret", async () => {
    const { identity } = identityFixture();
    const unknown = await identity.token({ contentType: FORM, authorization: basic("nobody", "x"), body: grant });
    const wrong = await identity.token({ contentType: FORM, authorization: basic(CLIENT.clientId, "x"), body: grant });
    expect(unknown.body).toEqual(wrong.body);
  });

  it("refuses every client after clear()", async () => {
    const { identity } = identityFixture();
    identity.clear();
    const answer = await identity.token({ contentType: FORM, authorization, body: grant });
    expect(answer.body).toMatchObject({ error: "invalid_client" });
  });
});

describe("malformed token requests are RFC 6749 errors (400) naming the parameter", () => {
  const cases: [string, { contentType?: string; body: string; authorization?: string }, string, RegExp][] = [
    [
      "a JSON body",
      { contentType: "application/json", body: "{}" },
      "invalid_request",
      /Content-Type must be application\/x-www-form-urlencoded, got application\/json/,
    ],
    ["no grant_type", { body: `tid=${TENANT}` }, "invalid_request", /grant_type is missing/],
    [
      "grant_type twice",
      { body: "grant_type=client_credentials&grant_type=client_credentials" },
      "invalid_request",
      /grant_type is sent more than once/,
    ],
    [
      "another grant",
      { body: "grant_type=password" },
      "unsupported_grant_type",
      /grant_type "password" is not supported/,
    ],
    [
      "an unknown scope",
      { body: "grant_type=client_credentials&scope=apiim+admin" },
      "invalid_scope",
      /scope "admin" is not supported; supported: openid apiim/,
    ],
    [
      "a tid of a tenant the client is not registered in",
      { body: `grant_type=client_credentials&tid=${OTHER_TENANT}` },
      "invalid_request",
      /tid "9d3e7b20-.*" is not a tenant this client is registered in/,
    ],
    ["a tid of no tenant", { body: "grant_type=client_credentials&tid=nope" }, "invalid_request", /tid "nope"/],
    [
      "client_secret in the form",
      { body: `grant_type=client_credentials&client_secret=${CLIENT.clientSecret}` },
      "invalid_request",
      /client_secret in the form is not accepted/,
    ],
    [
      "a form client_id other than the Basic one",
      { body: "grant_type=client_credentials&client_id=other" },
      "invalid_request",
      /client_id in the form differs/,
    ],
  ];
  for (const [name, request, error, description] of cases) {
    it(`refuses ${name} with ${error}`, async () => {
      const { identity } = identityFixture();
      const answer = await identity.token({
        contentType: request.contentType ?? FORM,
        authorization,
        body: request.body,
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error });
      expect((answer.body as { error_description: string }).error_description).toMatch(description);
      expect(answer.headers["WWW-Authenticate"]).toBeUndefined();
    });
  }
});
