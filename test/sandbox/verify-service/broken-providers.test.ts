import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAPABILITIES } from "../../../tools/src/conformance/index.js";
import { BROKEN_PROVIDERS } from "./broken-providers.js";
import { startProviderHarness, type ProviderHarness } from "./harness.js";
import { scaled } from "../../support/time.js";

let harness: ProviderHarness;
beforeAll(async () => {
  harness = await startProviderHarness();
});
afterAll(async () => {
  await harness?.stop();
});

describe("the kit catches what it claims: each broken provider fails the check named for it", () => {
  it.each(BROKEN_PROVIDERS.map((broken) => [broken.caughtBy, broken.name, broken] as const))(
    "%s catches a provider where %s",
    async (_id, _name, broken) => {
      await harness.restore();
      await broken.breakIt(harness);
      try {
        const report = await harness.verify({
          only: [broken.capability, ...(broken.alsoRun ?? [])],
          eventTimeoutMs: scaled(3000),
        });
        const check = report.results.find((result) => result.name === broken.caughtBy);
        expect(check, `${broken.caughtBy} is a check of ${broken.capability}`).toBeDefined();
        expect({ id: check!.name, status: check!.status }).toEqual({ id: broken.caughtBy, status: "fail" });
        expect(check!.why).toBeTruthy();
        expect(report.passed).toBe(false);
      } finally {
        await harness.restore();
      }
    },
  );

  it("covers every capability but the broker (test/broker) in at least two ways", () => {
    const counts = new Map(
      CAPABILITIES.map((capability) => [
        capability,
        BROKEN_PROVIDERS.filter((broken) => broken.capability === capability).length,
      ]),
    );
    counts.delete("broker");
    expect([...counts].filter(([, count]) => count < 2)).toEqual([]);
    expect(BROKEN_PROVIDERS.length).toBeGreaterThanOrEqual(20);
  });
});
