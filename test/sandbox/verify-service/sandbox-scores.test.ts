import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  serviceCheckIds,
  toJsonReport,
  toServiceJUnitXml,
  verifyService,
  type ServiceVerificationReport,
} from "../../../tools/src/conformance/index.js";
import { DEFAULT_TENANT_ID, startSandbox, type RunningSandbox } from "../../../tools/src/sandbox/index.js";
import { scaled } from "../../support/time.js";

let sandbox: RunningSandbox;
let report: ServiceVerificationReport;
let folder: string;
const url = (name: string) => sandbox.services.find((s) => s.name === name)!.url;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "verify-service-"));
  sandbox = await startSandbox({ basePort: "free", onLog: () => {} });
  report = await verifyService({
    issuer: url("identity-provider"),
    clientId: "sandbox-client",
    clientSecret: "sandbox-secret",
    tenantId: DEFAULT_TENANT_ID,
    dataIntegrationUrl: url("data-integration"),
    orderIntegrationUrl: url("order-integration"),
    fileContentUrl: url("file-content"),
    connectorCatalogueUrl: url("connector-catalogue"),
    stateHookUrl: `${url("data-integration")}/_sandbox/provider-states`,
    exportArazzo: folder,
  });
});
afterAll(async () => {
  await sandbox?.stop();
  if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
});

describe("the sandbox keeps the contract: verify-service scores it 100% through its HTTP doors", () => {
  it("fails no check of any capability", () => {
    const failed = report.results
      .filter((result) => result.status === "fail")
      .map((result) => `${result.name}: ${result.why}`);
    expect(failed).toEqual([]);
    expect(report.overall.score).toBe(100);
    expect(report.passed).toBe(true);
  });

  it("skips only the broker's checks, which need --amqp-url (test/broker runs them)", () => {
    const skipped = report.results.filter((result) => result.status === "skip");
    expect(skipped.map((result) => result.name)).toEqual([
      "broker/record-created-on-exchange",
      "broker/record-deleted-on-exchange",
      "broker/headers",
      "broker/payload-valid",
    ]);
    expect(skipped.every((result) => result.received.includes("--amqp-url"))).toBe(true);
  });

  it("runs every check the kit has, each once, by its stable id", () => {
    expect(report.results.map((result) => result.name).sort()).toEqual(serviceCheckIds().sort());
    expect(new Set(serviceCheckIds()).size).toBe(serviceCheckIds().length);
  });

  it("answers every request within the spec: the sandbox recorded no violation", () => {
    expect(sandbox.violations).toEqual([]);
  });

  it("scores each capability that ran, with the reachable maximum beside the score", () => {
    expect(report.scores.map((s) => [s.capability, s.score, s.reachable])).toEqual([
      ["identity", 100, 100],
      ["auth", 100, 100],
      ["data-integration", 100, 100],
      ["orders", 100, 100],
      ["files", 100, 100],
      ["catalogue", 100, 100],
      ["events", 100, 100],
      ["broker", null, 0],
      ["spec", 100, 100],
    ]);
    expect(report.overall.reachable).toBe(
      Math.floor(((report.results.length - 4) / report.results.length) * 1000) / 10,
    );
  });

  it("names every check in the JSON and JUnit reports by its id", () => {
    const json = JSON.parse(toJsonReport(report)) as {
      checks: { id: string; status: string }[];
      overall: { score: number };
    };
    expect(json.checks.map((check) => check.id)).toEqual(report.results.map((result) => result.name));
    expect(json.overall.score).toBe(100);
    const junit = toServiceJUnitXml(report);
    expect(junit).toContain('<testcase classname="verify-service.orders" name="orders/disallowed-move-412"/>');
    expect(junit.match(/<testcase /g)?.length).toBe(report.results.length);
  });
});

describe("the flows' Arazzo workflows run in another engine: Redocly Respect replays them against the sandbox", () => {
  it(
    "passes every workflow the kit exported",
    async () => {
      expect(report.arazzo?.workflows.length).toBeGreaterThanOrEqual(15);
      await sandbox.control.reset();
      const cli = join(dirname(createRequire(import.meta.url).resolve("@redocly/cli/package.json")), "bin", "cli.js");
      const input = (name: string, value: string) => ["--input", `${name}=${value}`];
      // Respect's status code check is a warning, as docs/verify-service.md runs it: each step's success
      // criteria hold the exact status the kit saw.
      const args = [
        cli,
        "respect",
        join(folder, "verify-service.arazzo.yaml"),
        ...input("clientId", "sandbox-client"),
        ...input("clientSecret", "sandbox-secret"),
        ...input("tenantId", DEFAULT_TENANT_ID),
        ...input("runPrefix", "respect-1"),
        "--severity",
        "STATUS_CODE_CHECK=warn",
        "--json-output",
        join(folder, "respect.json"),
      ];
      await promisify(execFile)(process.execPath, args, {
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
        maxBuffer: 64 * 1024 * 1024,
      }).catch((error: { stdout?: string }) => {
        throw new Error(`redocly respect failed:\n${error.stdout?.slice(-4000)}`);
      });
      const result = JSON.parse(readFileSync(join(folder, "respect.json"), "utf8")) as {
        files: Record<string, { executedWorkflows: { workflowId: string; status: string }[] }>;
      };
      const [file] = Object.values(result.files);
      // "warn": a workflow whose only findings are the status code warnings above.
      expect(file!.executedWorkflows.filter((w) => w.status !== "success" && w.status !== "warn")).toEqual([]);
      expect(file!.executedWorkflows.map((w) => w.workflowId)).toEqual(report.arazzo!.workflows);
    },
    scaled(120_000),
  );
});
