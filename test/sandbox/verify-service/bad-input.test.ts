import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  VerifyServiceInputError,
  type ServiceCheckResult,
  type VerifyServiceOptions,
} from "../../../tools/src/conformance/index.js";
import { deadPort } from "../../support/ports.js";
import { startProviderHarness, type ProviderHarness } from "./harness.js";

let harness: ProviderHarness;
let refusingHook: Server;
const url = (name: string) => harness.sandbox.services.find((s) => s.name === name)!.url;

beforeAll(async () => {
  harness = await startProviderHarness();
  refusingHook = createServer((_request, response) =>
    response.writeHead(503, { "content-type": "text/plain" }).end("hook is down"),
  );
  await new Promise<void>((resolve) => refusingHook.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  await harness?.stop();
  await new Promise((resolve) => refusingHook?.close(resolve));
});

/** Runs the kit with one option changed; resolves with the input error and the checks that ran before it. */
async function refusal(
  change: Partial<VerifyServiceOptions>,
): Promise<{ error: VerifyServiceInputError; checks: ServiceCheckResult[] }> {
  const checks: ServiceCheckResult[] = [];
  const error = await harness.verify({ ...change, onResult: (result) => checks.push(result) }).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(VerifyServiceInputError);
  return { error: error as VerifyServiceInputError, checks };
}

describe("bad input ends the run before any check, naming the option and what came back", () => {
  it("a service address that does not answer names its option and the connection's error", async () => {
    const port = await deadPort();
    const { error, checks } = await refusal({ orderIntegrationUrl: `http://127.0.0.1:${port}` });
    expect(error.option).toBe("--order-integration");
    expect(error.message).toBe(`--order-integration http://127.0.0.1:${port} does not answer: ECONNREFUSED`);
    expect(checks).toEqual([]);
  });

  it("an issuer without a discovery document names --issuer and the answer", async () => {
    const { error, checks } = await refusal({ issuer: url("data-integration") });
    expect(error.option).toBe("--issuer");
    expect(error.message).toContain("/.well-known/openid-configuration answered 404");
    expect(checks).toEqual([]);
  });

  it("a wrong secret names --client-secret and the identity provider's refusal", async () => {
    const { error, checks } = await refusal({ clientSecret: "not-the-secret" });
    expect(error.option).toBe("--client-secret");
    expect(error.message).toContain(
      "the identity provider did not give a token for the client credentials: answered 401",
    );
    expect(error.message).toContain("invalid_client");
    expect(error.message).not.toContain("not-the-secret");
    expect(checks).toEqual([]);
  });

  it("a tenant the client is not in names --tenant", async () => {
    const { error, checks } = await refusal({ tenantId: "9b2d4f6a-8c1e-4a3b-b5d7-e9f1a3c5e7b9" });
    expect(error.option).toBe("--tenant");
    expect(error.message).toContain("did not give client sandbox-client a token for this tenant");
    expect(checks).toEqual([]);
  });

  it("a state hook that answers non-2xx names --state-hook and its answer", async () => {
    const hook = `http://127.0.0.1:${(refusingHook.address() as AddressInfo).port}/states`;
    const { error, checks } = await refusal({ stateHookUrl: hook });
    expect(error.option).toBe("--state-hook");
    expect(error.message).toBe(
      `--state-hook ${hook} answered the "verification run" state with 503 hook ` +
        `is down; a state hook answers 2xx with a JSON object (or no body) of at most 65536 bytes`,
    );
    expect(checks).toEqual([]);
  });

  it("an address that is no http URL names its option", async () => {
    const { error } = await refusal({ fileContentUrl: "ftp://files.example" });
    expect(error.message).toBe('--file-content "ftp://files.example" is not an absolute http or https URL');
  });

  it("a baseline naming a check the kit does not have names --baseline and the id", async () => {
    const { error } = await refusal({ baseline: ["orders/disallowed-move-412", "orders/no-such-check"] });
    expect(error.message).toBe("--baseline names checks the kit does not have: orders/no-such-check");
  });
});

describe("a provider that hangs is cut by the per-request timeout, and the check fails naming it", () => {
  it("fails the order checks whose request got no answer within --timeout", async () => {
    await harness.restore();
    harness.proxies["order-integration"].current = {
      hang: (request) => request.target.startsWith("/api/v1/Order/") && request.method === "GET",
    };
    try {
      const report = await harness.verify({ only: ["orders"], timeoutMs: 1500 });
      const read = report.results.find((result) => result.name === "orders/order-read")!;
      expect(read.status).toBe("fail");
      expect(read.why).toMatch(
        /^the order read flow stopped before this check: GET http:\/\/127\.0\.0\.1:\d+\/api\/v1\/Order\/[0-9a-f-]+: no answer within 1500 ms \(the kit's per-request timeout\)$/,
      );
    } finally {
      await harness.restore();
    }
  });
});

describe("without a state hook, checks that need a provider state are skipped with the reason, never failed", () => {
  it("skips the order flow's checks and says which state was missing", async () => {
    const report = await harness.verify({ only: ["orders"], stateHookUrl: undefined });
    const flow = report.results.find((result) => result.name === "orders/allowed-moves")!;
    expect(flow.status).toBe("skip");
    expect(flow.received).toBe('the provider state "an order released" is needed and no --state-hook was given');
    expect(report.results.filter((result) => result.status === "fail")).toEqual([]);
    expect(report.overall.reachable).toBeLessThan(100);
  });
});
