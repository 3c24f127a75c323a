// Guessing secrets (issue 21 finding 8): repeated failed client authentication answers 429 with
// Retry-After per client id, the right secret included, until the window has passed on the
// sandbox clock (moved here through the control API, so nothing waits). The clock stands still between
// the moves: on a loaded machine a second of real time between the lockout and the check made
// Retry-After 18 where the rule says 19 or 20.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSandboxClock } from "../../../tools/src/sandbox/kernel/clock.js";
import {
  LOCKOUT_WINDOW_SECONDS,
  MAX_FAILED_AUTHENTICATIONS,
} from "../../../tools/src/sandbox/identity/model/client-lockout.js";
import type { RunningSandbox } from "../../../tools/src/sandbox/index.js";
import { serviceUrl, startTestSandbox } from "../../support/sandbox.js";

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({
    services: ["identity-provider"],
    clock: createSandboxClock(() => Date.parse("2026-01-01T00:00:00Z")),
  });
});
afterAll(() => sandbox.stop());

async function token(clientId: string, secret: string) {
  const response = await fetch(`${serviceUrl(sandbox, "identity-provider")}/connect/token`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString("base64")}`,
    },
    body: "grant_type=client_credentials",
  });
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    body: (await response.json()) as Record<string, string>,
  };
}

const advance = (seconds: number) =>
  fetch(`${serviceUrl(sandbox, "identity-provider")}/_sandbox/clock`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ advanceSeconds: seconds }),
  });

describe(
  `after ${MAX_FAILED_AUTHENTICATIONS} failed client authentications ` +
    `within ${LOCKOUT_WINDOW_SECONDS} s a client id gets 429 with Retry-After`,
  () => {
    it("the failures themselves are 401 invalid_client; the next attempt, right secret included, is 429", async () => {
      for (let i = 0; i < MAX_FAILED_AUTHENTICATIONS; i++) expect((await token("acme", `guess-${i}`)).status).toBe(401);
      const wrong = await token("acme", "guess-again");
      expect(wrong.status).toBe(429);
      expect(wrong.retryAfter).toBe(String(LOCKOUT_WINDOW_SECONDS));
      expect(wrong.body).toEqual({
        error: "invalid_client",
        error_description: `client acme failed authentication 10 times within 60 s; retry after 60 s`,
      });
      const right = await token("acme", "acme-secret");
      expect(right.status).toBe(429);
    });
    it("another client id is not affected", async () => {
      expect((await token("beta", "beta-secret")).status).toBe(200);
    });
    it("a made-up client id is counted the same way, so the answer does not tell which ids exist", async () => {
      for (let i = 0; i < MAX_FAILED_AUTHENTICATIONS; i++)
        expect((await token("nobody", `guess-${i}`)).status).toBe(401);
      expect((await token("nobody", "guess")).status).toBe(429);
    });
    it(
      "Retry-After counts down with the sandbox clock, and the " + "right secret works once the window has passed",
      async () => {
        await advance(LOCKOUT_WINDOW_SECONDS - 20);
        const waiting = await token("acme", "acme-secret");
        expect(waiting.status).toBe(429);
        expect(waiting.retryAfter).toBe("20");
        await advance(20);
        expect((await token("acme", "acme-secret")).status).toBe(200);
      },
    );
    it("fewer failures than the limit never lock a client out", async () => {
      for (let i = 0; i < MAX_FAILED_AUTHENTICATIONS - 1; i++)
        expect((await token("beta", `guess-${i}`)).status).toBe(401);
      expect((await token("beta", "beta-secret")).status).toBe(200);
    });
  },
);
