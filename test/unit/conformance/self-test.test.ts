import { afterEach, describe, expect, it } from "vitest";
import { startConformanceKit, type ConformanceKit, type ConformanceReport } from "../../../src/conformance/index.js";
import { testClock } from "../webhooks/support/clock.js";
import { startEndpoint, type EndpointKind, type TestEndpoint } from "./endpoints.js";
import { scaled } from "../../support/time.js";

const started: Array<ConformanceKit | TestEndpoint> = [];

afterEach(async () => {
  await Promise.all(started.splice(0).map((item) => item.close()));
});

/** Runs the kit against one endpoint; kit and endpoint share a clock the kit's waits move. */
async function verify(kind: EndpointKind): Promise<ConformanceReport> {
  const clock = testClock();
  const kit = await startConformanceKit({ now: clock.now, sleep: async (milliseconds) => clock.advance(milliseconds) });
  started.push(kit);
  const endpoint = await startEndpoint(kit, clock, kind);
  started.push(endpoint);
  return kit.run({ webhookUrl: endpoint.webhookUrl, observer: endpoint });
}

function named(report: ConformanceReport, status: "fail" | "skip"): string[] {
  return report.results.filter((result) => result.status === status).map((result) => result.name);
}

describe("the package's own createWebhookHandler", () => {
  it("passes every check (transport skipped: the self-test runs over plain http)", async () => {
    const report = await verify("correct");
    expect(named(report, "fail")).toEqual([]);
    expect(named(report, "skip")).toEqual(["transport/plain-http-refused"]);
    expect(report.passed).toBe(true);
  }, scaled(60_000));
});

describe("deliberately broken endpoints fail exactly the checks of what they skip", () => {
  it.each<[EndpointKind, string[]]>([
    [
      "no-signature-check",
      [
        "token/alg-none",
        "token/hs256-public-key",
        "token/unknown-kid",
        "token/foreign-key-known-kid",
        "token/bad-signature",
        "token/tampered-claims",
        "token/jku-header",
        "token/x5u-header",
        "token/embedded-jwk",
      ],
    ],
    ["no-expiry-check", ["token/expired", "token/not-yet-valid", "token/no-exp"]],
    ["no-audience-check", ["token/wrong-audience"]],
    ["no-payload-validation", ["payload/schema-invalid"]],
    ["no-route-check", ["route/wrong-contract-type", "route/unknown-message-type", "route/extra-segment", "route/dot-segments"]],
    ["no-idempotency", ["redelivery/processed-once"]],
    ["jwks-fetch-per-token", ["token/unknown-kid-jwks-fetches"]],
    ["follows-jku", ["token/jku-header"]],
  ])("an endpoint with %s fails %j", async (kind, failing) => {
    const report = await verify(kind);
    expect(named(report, "fail")).toEqual(failing);
    expect(report.passed).toBe(false);
  }, scaled(60_000));
});
