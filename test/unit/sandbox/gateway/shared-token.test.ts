// The gateway's token of a POST (posting.ts): with the signing key's kid known, the POSTs of one
// second of sandbox time share one signed token while the key stays, as a gateway reusing its token
// does; a new second or a new key signs again, and a message that breaks its token on purpose still
// gets one of its own.
import { describe, expect, it } from "vitest";
import type { JWTPayload } from "jose";
import type { OutgoingMessage } from "../../../../tools/src/sandbox/gateway/outgoing-message.js";
import { createPoster } from "../../../../tools/src/sandbox/gateway/posting.js";

function poster(signingKid: (() => string) | undefined) {
  const state = { now: 1_800_000_000_000, kid: "key-1", signed: [] as JWTPayload[], sent: [] as string[] };
  const post = createPoster({
    signToken: (claims) => {
      state.signed.push(claims);
      return Promise.resolve(`header-${state.kid}.claims-${state.signed.length}.signature`);
    },
    channel: "message-gateway",
    audience: "apiim",
    fetch: (_url, init) => {
      state.sent.push(new Headers(init?.headers).get("authorization")!.slice("Bearer ".length));
      return Promise.resolve(new Response(null, { status: 200 }));
    },
    attemptTimeoutMs: 1_000,
    checkAddress: () => Promise.resolve(undefined),
    beforePost: undefined,
    now: () => state.now,
    ...(signingKid === undefined ? {} : { signingKid }),
  });
  const send = (invalid?: OutgoingMessage["invalid"]) =>
    post(
      {
        messageId: crypto.randomUUID(),
        messageType: "PLATFORM.PlatformStore.OrderReleased",
        contractType: "OrderReleasedEvent",
        tenantId: "t",
        webhookUrl: "https://erp.example.test/hooks",
        headers: {},
        body: "{}",
        rateLimit: undefined,
        expiresAt: undefined,
        ...(invalid === undefined ? {} : { invalid }),
      },
      new AbortController().signal,
    );
  return { state, send };
}

describe("the POSTs of one second and key share one gateway token", () => {
  it("two POSTs in the same second send the same token, signed once", async () => {
    const { state, send } = poster(() => "key-1");
    await Promise.all([send(), send()]);
    expect(state.signed).toHaveLength(1);
    expect(state.sent).toEqual(["header-key-1.claims-1.signature", "header-key-1.claims-1.signature"]);
  });

  it("the next second, or a rotated key in the same second, signs a new token", async () => {
    const { state, send } = poster(() => state.kid);
    await send();
    state.now += 1_000;
    await send();
    state.kid = "key-2";
    await send();
    expect(state.sent).toEqual([
      "header-key-1.claims-1.signature",
      "header-key-1.claims-2.signature",
      "header-key-2.claims-3.signature",
    ]);
  });

  it("a message breaking its audience gets a token of its own; a bad signature breaks the shared one", async () => {
    const { state, send } = poster(() => "key-1");
    await send();
    await send("wrong-audience");
    await send("bad-signature");
    expect(state.signed.map((claims) => claims.aud)).toEqual(["apiim", "not-apiim"]);
    expect(state.sent[2]).toBe("header-key-1.claims-1.Aignature");
  });

  it("without the kid, every POST signs its own token", async () => {
    const { state, send } = poster(undefined);
    await Promise.all([send(), send()]);
    expect(state.signed).toHaveLength(2);
  });
});
