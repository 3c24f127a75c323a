import { afterEach, describe, expect, it } from "vitest";
import {
  formatResult,
  formatSummary,
  startConformanceKit,
  startObserveServer,
  toJUnitXml,
  type ConformanceReport,
  type ObserveServer,
} from "../../../tools/src/conformance/index.js";
import { randomBasePort } from "../../support/ports.js";

const report: ConformanceReport = {
  webhookUrl: "https://consumer.test/hooks?<&>",
  passed: false,
  counts: { pass: 1, fail: 1, skip: 1 },
  results: [
    { name: "token/alg-none", family: "token", status: "pass", sent: "POST /a", received: "401", expected: "non-2xx" },
    {
      name: "token/wrong-audience",
      family: "token",
      status: "fail",
      sent: 'POST /b with aud "x" & <y>',
      received: "204",
      expected: "non-2xx",
    },
    {
      name: "transport/plain-http-refused",
      family: "transport",
      status: "skip",
      sent: "nothing",
      received: "plain http \u0001endpoint",
      expected: "non-2xx",
    },
  ],
};

describe("the JUnit XML report", () => {
  it("has one testcase per check: a failure with what was sent and received, a skip with its reason", () => {
    expect(toJUnitXml(report)).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="verify-webhook" tests="3" failures="1" skipped="1">
  <testsuite name="verify-webhook https://consumer.test/hooks?&lt;&amp;&gt;" tests="3" failures="1" skipped="1" errors="0">
    <testcase classname="verify-webhook.token" name="token/alg-none"/>
    <testcase classname="verify-webhook.token" name="token/wrong-audience">
      <failure message="expected non-2xx, received 204" type="conformance">` +
        `sent: POST /b with aud &quot;x&quot; &amp; &lt;y&gt;
expected: non-2xx
received: 204</failure>
    </testcase>
    <testcase classname="verify-webhook.transport" name="transport/plain-http-refused">
      <skipped message="plain http endpoint"/>
    </testcase>
  </testsuite>
</testsuites>
`,
    );
  });
});

describe("the text report", () => {
  it("prints one line per check and a closing verdict", () => {
    expect(formatResult(report.results[1]!)).toBe(
      'FAIL token/wrong-audience: sent POST /b with aud "x" & <y> -> 204 (expected non-2xx)',
    );
    expect(formatSummary(report)).toBe("NOT conformant: 1 passed, 1 failed, 1 skipped");
  });
});

describe("the observe server counts the endpoint's processed-message reports", () => {
  let observer: ObserveServer | undefined;
  afterEach(async () => {
    await observer?.close();
    observer = undefined;
  });

  it("counts each POST of {messageId} at its path and refuses anything else", async () => {
    observer = await startObserveServer(`http://127.0.0.1:${randomBasePort(1)}/processed`);
    const post = (body: string, path = "/processed") =>
      fetch(new URL(path, observer!.url), { method: "POST", body }).then((response) => response.status);
    expect(await post(JSON.stringify({ messageId: "m1" }))).toBe(204);
    expect(await post(JSON.stringify({ messageId: "m1" }))).toBe(204);
    expect(await post(JSON.stringify({ messageId: "" }))).toBe(400);
    expect(await post("not json")).toBe(400);
    expect(await post(JSON.stringify({ messageId: "m2" }), "/elsewhere")).toBe(404);
    expect(await observer.timesProcessed("m1")).toBe(2);
    expect(await observer.timesProcessed("m2")).toBe(0);
  });

  it.each([
    ["not a url", 'observe URL "not a url" is not an absolute URL'],
    ["https://127.0.0.1:9/processed", "must be http with an explicit port"],
    ["http://127.0.0.1/processed", "must be http with an explicit port"],
  ])("refuses %s", async (url, message) => {
    await expect(startObserveServer(url)).rejects.toThrow(message);
  });
});

describe("the kit's identity provider", () => {
  it("serves discovery naming its issuer and JWKS, and refuses message types outside the catalogue", async () => {
    const kit = await startConformanceKit();
    try {
      const discovery = (await (await fetch(kit.discoveryUrl)).json()) as { issuer: string; jwks_uri: string };
      expect(discovery).toMatchObject({ issuer: kit.issuer, jwks_uri: kit.jwksUrl });
      expect(kit.issuer).toBe(new URL(kit.jwksUrl).origin);
      const jwks = (await (await fetch(kit.jwksUrl)).json()) as { keys: Array<{ alg: string; kid: string }> };
      expect(jwks.keys).toEqual([expect.objectContaining({ alg: "RS256", kid: expect.any(String) })]);
      await expect(
        kit.run({ webhookUrl: "http://127.0.0.1:9/hooks", messageTypes: ["PLATFORM.Nope"] }),
      ).rejects.toThrow('unknown message type "PLATFORM.Nope"');
      await expect(kit.run({ webhookUrl: "http://127.0.0.1:9/hooks?x=1" })).rejects.toThrow(
        "must have no query or fragment",
      );
    } finally {
      await kit.close();
    }
  });
});
