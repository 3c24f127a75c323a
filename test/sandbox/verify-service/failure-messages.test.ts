// What a failed check says (issue 42): the field a provider dropped, by its JSON path, and the
// answer cut between tokens with how much was cut, never in the middle of an id.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatServiceResult, type ServiceCheckResult } from "../../../tools/src/conformance/index.js";
import { startProviderHarness, type ProviderHarness } from "./harness.js";

let harness: ProviderHarness;
let orderRead: ServiceCheckResult;

beforeAll(async () => {
  harness = await startProviderHarness();
  harness.proxies["order-integration"].current = {
    answer: (request, answer) => {
      if (request.method === "GET" && request.target.startsWith("/api/v1/Order/") && answer.status === 200) {
        const { orderNumber: _dropped, ...order } = JSON.parse(answer.body.toString("utf8")) as Record<string, unknown>;
        answer.body = Buffer.from(JSON.stringify({ ...order, note: "x".repeat(500) }));
      }
    },
  };
  const report = await harness.verify({ only: ["orders"] });
  orderRead = report.results.find((result) => result.name === "orders/order-read")!;
});

afterAll(async () => {
  await harness.stop();
});

describe("a failure for a dropped field names the field and shows the answer cut at a token's end", () => {
  it("names $.orderNumber, and only it", () => {
    expect(orderRead.status).toBe("fail");
    expect(orderRead.why).toBe("answered 200 with $.orderNumber missing");
  });

  it("the answer line ends at a whole token and says how many characters were cut", () => {
    const answer = formatServiceResult(orderRead)
      .split("\n")
      .find((line) => line.startsWith("  answer: "))!;
    const [shown, note] = answer.split("... (");
    expect(shown!.split('"').length % 2).toBe(1);
    expect(shown).toMatch(/[,:{[]$|"$/);
    expect(note).toMatch(/^\d+ of \d+ characters cut\)$/);
  });
});
