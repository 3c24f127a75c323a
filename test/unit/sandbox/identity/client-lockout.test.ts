// A lockout that cannot be flushed or turned on a victim (issue 31): on main 10,001 made-up client
// ids pushed a locked-out client out of the 10,000-entry table (about 500 guesses a minute instead
// of 10), and on a shared host anyone could keep a client locked out.
import { describe, expect, it } from "vitest";
import {
  createClientLockout,
  LOCKOUT_WINDOW_SECONDS,
  lockoutKey,
  MAX_COUNTED_CLIENTS,
  MAX_FAILED_AUTHENTICATIONS,
} from "../../../../tools/src/sandbox/identity/model/client-lockout.js";
import { basic, CLIENT, FORM, identityFixture } from "./identity-fixture.js";

const grant = "grant_type=client_credentials";
const attempt = (
  identity: ReturnType<typeof identityFixture>["identity"],
  clientId: string,
  secret: string,
  source?: string,
) => identity.token({ contentType: FORM, authorization: basic(clientId, secret), body: grant, source });

describe("a locked-out client id cannot be flushed out of the table with made-up ids", () => {
  it(`stays locked out while ${MAX_COUNTED_CLIENTS + 1} made-up client ids fail once each`, async () => {
    const { identity } = identityFixture();
    for (let i = 0; i < MAX_FAILED_AUTHENTICATIONS; i++)
      expect((await attempt(identity, CLIENT.clientId, `guess-${i}`)).status).toBe(401);
    for (let i = 0; i <= MAX_COUNTED_CLIENTS; i++) await attempt(identity, `made-up-${i}`, "x");
    expect((await attempt(identity, CLIENT.clientId, CLIENT.clientSecret)).status).toBe(429);
  });

  it(
    `a client's ${MAX_FAILED_AUTHENTICATIONS - 1} failures ` +
      `outlast ${MAX_COUNTED_CLIENTS + 1} made-up ids of one failure each: the next ` +
      `failure locks it out`,
    async () => {
      const { identity } = identityFixture();
      for (let i = 0; i < MAX_FAILED_AUTHENTICATIONS - 1; i++) await attempt(identity, CLIENT.clientId, `guess-${i}`);
      for (let i = 0; i <= MAX_COUNTED_CLIENTS; i++) await attempt(identity, `made-up-${i}`, "x");
      expect((await attempt(identity, CLIENT.clientId, "guess-last")).status).toBe(401);
      expect((await attempt(identity, CLIENT.clientId, CLIENT.clientSecret)).status).toBe(429);
    },
  );

  it(
    `keeps at most ${MAX_COUNTED_CLIENTS} counters besides the locked-out ` +
      `ones, and drops a locked-out one once its window has passed`,
    () => {
      const lockout = createClientLockout();
      const start = Date.UTC(2026, 10, 23, 10, 0, 0);
      for (let i = 0; i < MAX_FAILED_AUTHENTICATIONS; i++) lockout.failed("locked", start);
      for (let i = 0; i < MAX_COUNTED_CLIENTS + 500; i++) lockout.failed(`made-up-${i}`, start);
      expect(lockout.size).toBe(MAX_COUNTED_CLIENTS + 1);
      expect(lockout.retryAfter("locked", start)).toBe(LOCKOUT_WINDOW_SECONDS);
      lockout.failed("one-more", start + LOCKOUT_WINDOW_SECONDS * 1000);
      expect(lockout.size).toBe(MAX_COUNTED_CLIENTS);
      expect(lockout.retryAfter("locked", start + LOCKOUT_WINDOW_SECONDS * 1000)).toBeUndefined();
    },
  );
});

describe(
  "from the network, failures count per client id and source " + "address: a stranger cannot lock the real client out",
  () => {
    it(
      "10 failures from 192.0.2.7 lock out that address only; the " +
        "client from 198.51.100.4 and from this machine gets its token",
      async () => {
        const { identity } = identityFixture();
        for (let i = 0; i < MAX_FAILED_AUTHENTICATIONS; i++)
          await attempt(identity, CLIENT.clientId, `guess-${i}`, "192.0.2.7");
        expect((await attempt(identity, CLIENT.clientId, CLIENT.clientSecret, "192.0.2.7")).status).toBe(429);
        expect((await attempt(identity, CLIENT.clientId, CLIENT.clientSecret, "198.51.100.4")).status).toBe(200);
        expect((await attempt(identity, CLIENT.clientId, CLIENT.clientSecret, "127.0.0.1")).status).toBe(200);
      },
    );

    it("callers on this machine (every loopback address, or none known) share the client id's one count", () => {
      expect(
        ["127.0.0.1", "127.0.0.2", "::1", "::ffff:127.0.0.1", undefined].map((source) => lockoutKey("acme", source)),
      ).toEqual(["acme", "acme", "acme", "acme", "acme"]);
    });

    it(
      "an IPv6 caller counts by its /64 network, which one host " +
        "commonly holds whole; IPv4-mapped addresses as IPv4",
      () => {
        expect(lockoutKey("acme", "2001:db8:0:1::1")).toBe("acme from 2001:db8:0:1::/64");
        expect(lockoutKey("acme", "2001:db8:0:1:ffff:1:2:3")).toBe("acme from 2001:db8:0:1::/64");
        expect(lockoutKey("acme", "2001:db8::1")).toBe("acme from 2001:db8:0:0::/64");
        expect(lockoutKey("acme", "::ffff:192.0.2.7")).toBe("acme from 192.0.2.7");
      },
    );
  },
);
