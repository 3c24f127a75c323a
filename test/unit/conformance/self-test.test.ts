import { afterEach, describe, expect, it } from "vitest";
import {
  formatResult,
  startConformanceKit,
  type ConformanceKit,
  type ConformanceReport,
  type ConformanceRunOptions,
} from "../../../tools/src/conformance/index.js";
import { testClock } from "../webhooks/support/clock.js";
import { startEndpoint, type EndpointKind, type TestEndpoint } from "./endpoints.js";
import { scaled } from "../../support/time.js";

const started: Array<ConformanceKit | TestEndpoint> = [];

afterEach(async () => {
  await Promise.all(started.splice(0).map((item) => item.close()));
});

/** Runs the kit against one endpoint; kit and endpoint share a clock the kit's waits move. */
async function verify(
  kind: EndpointKind,
  options: Pick<ConformanceRunOptions, "messageTypes" | "skip"> = {},
): Promise<ConformanceReport> {
  const clock = testClock();
  const kit = await startConformanceKit({ now: clock.now, sleep: async (milliseconds) => clock.advance(milliseconds) });
  started.push(kit);
  const endpoint = await startEndpoint(kit, clock, kind);
  started.push(endpoint);
  return kit.run({ webhookUrl: endpoint.webhookUrl, observer: endpoint, ...options });
}

function named(report: ConformanceReport, status: "fail" | "skip"): string[] {
  return report.results.filter((result) => result.status === status).map((result) => result.name);
}

describe("the package's own createWebhookHandler", () => {
  it(
    "passes every check (transport skipped: the self-test runs over plain http)",
    async () => {
      const report = await verify("correct");
      expect(named(report, "fail")).toEqual([]);
      expect(named(report, "skip")).toEqual(["transport/plain-http-refused"]);
      expect(report.passed).toBe(true);
    },
    scaled(60_000),
  );
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
    [
      "no-route-check",
      ["route/wrong-contract-type", "route/unknown-message-type", "route/extra-segment", "route/dot-segments"],
    ],
    ["no-idempotency", ["redelivery/processed-once"]],
    ["jwks-fetch-per-token", ["token/unknown-kid-jwks-fetches"]],
    ["follows-jku", ["token/jku-header"]],
  ])(
    "an endpoint with %s fails %j",
    async (kind, failing) => {
      const report = await verify(kind);
      expect(named(report, "fail")).toEqual(failing);
      expect(report.passed).toBe(false);
    },
    scaled(60_000),
  );
});

describe("a delivery the endpoint refuses is reported with the reason the endpoint gave", () => {
  it(
    "an endpoint whose JWKS is on a port fetch refuses fails " + "its deliveries with that cause, not a bare 503",
    async () => {
      const report = await verify("jwks-on-a-bad-port", {
        messageTypes: ["PLATFORM.PlatformStore.OrderReleased"],
        skip: ["token", "route-and-payload", "redelivery", "key-rotation", "transport"],
      });
      const [delivery] = report.results;
      expect(delivery?.status).toBe("fail");
      expect(delivery?.received).toBe(
        '503 Retry-After: 10 ("The gateway token cannot be verified right now: the ' +
          "gateway key set could not be fetched (fetch refuses port 5060, which the " +
          'fetch standard blocks (bad port); serve the JWKS on another port).")',
      );
      expect(formatResult(delivery!)).toMatch(
        /^FAIL delivery\/PLATFORM\.PlatformStore\.OrderReleased: sent POST .* -> 503 Retry-After: 10 \("The gateway token cannot be verified right now: .*fetch refuses port 5060/,
      );
    },
  );
});
