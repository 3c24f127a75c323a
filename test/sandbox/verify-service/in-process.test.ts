// verify-service scores the sandbox in process: the kit's requests go through sandbox.fetch (its
// `fetch` option) to the same parts and pipeline as the ports, and the sandbox scores 100% there too.
// Its webhook receiver still listens on a port of its own: the in-process sandbox POSTs to an
// address that is no receiver of its `webhooks` over the network, as the HTTP sandbox does.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  verifyService,
  VerifyServiceInputError,
  type ServiceVerificationReport,
} from "../../../tools/src/conformance/index.js";
import { createSandbox, DEFAULT_TENANT_ID, type InProcessSandbox } from "../../../tools/src/sandbox/index.js";

let sandbox: InProcessSandbox;
let report: ServiceVerificationReport;
const ACCOUNT = { clientId: "sandbox-client", clientSecret: "sandbox-secret", tenantId: DEFAULT_TENANT_ID };

beforeAll(async () => {
  sandbox = await createSandbox();
  const url = (service: string) => sandbox.baseUrl(service);
  report = await verifyService({
    issuer: sandbox.issuer,
    ...ACCOUNT,
    dataIntegrationUrl: url("data-integration"),
    orderIntegrationUrl: url("order-integration"),
    fileContentUrl: url("file-content"),
    connectorCatalogueUrl: url("connector-catalogue"),
    stateHookUrl: `${url("data-integration")}/_sandbox/provider-states`,
    fetch: sandbox.fetch,
  });
});
afterAll(() => sandbox?.close());

describe("verify-service scores the sandbox in process through sandbox.fetch", () => {
  it("fails no check of any capability, and skips only the broker's, which need --amqp-url", () => {
    const failed = report.results
      .filter((result) => result.status === "fail")
      .map((result) => `${result.name}: ${result.why}`);
    expect(failed).toEqual([]);
    expect(report.overall.score).toBe(100);
    expect(report.results.filter((result) => result.status === "skip").map((result) => result.name)).toEqual([
      "broker/record-created-on-exchange",
      "broker/record-deleted-on-exchange",
      "broker/headers",
      "broker/payload-valid",
    ]);
  });

  it("every request went through the sandbox in process, which recorded no violation", () => {
    expect(report.target.services["data-integration"]).toBe("https://data-integration.sandbox.invalid");
    expect(sandbox.requests.filter((entry) => entry.service === "data-integration").length).toBeGreaterThan(100);
    expect(sandbox.violations).toEqual([]);
  });

  it("a fetch that is no function is refused by name before any check", async () => {
    await expect(verifyService({ issuer: sandbox.issuer, ...ACCOUNT, fetch: "sandbox" as never })).rejects.toThrow(
      new VerifyServiceInputError("fetch", "must be a function (found string)"),
    );
  });
});
