import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readBaseline, verifyServiceCommand } from "../../../tools/src/cli/verify-service.js";
import { runCommand } from "../../../tools/src/cli/command.js";
import {
  formatScoreTable,
  formatServiceResult,
  formatServiceSummary,
  toJsonReport,
  toServiceJUnitXml,
  type ServiceCheckResult,
  type ServiceVerificationReport,
} from "../../../tools/src/conformance/index.js";
import { capabilityScores, meetsMinScore, scoreOf } from "../../../tools/src/conformance/service/score.js";

const result = (
  name: string,
  status: ServiceCheckResult["status"],
  extra: Partial<ServiceCheckResult> = {},
): ServiceCheckResult => ({
  name,
  family: name.split("/")[0] as ServiceCheckResult["family"],
  status,
  rule: '"the rule"',
  expected: "412",
  sent: "POST /api/v1/Order/1/SetStatus",
  received: status === "skip" ? "no --state-hook given" : "200",
  ...(status === "fail" ? { why: "answered 200" } : {}),
  ...extra,
});

const results = [
  result("orders/allowed-moves", "pass"),
  result("orders/disallowed-move-412", "fail"),
  result("orders/terminal-final", "fail", { known: true }),
  result("orders/order-read", "skip"),
  result("files/copy", "pass"),
];

function reportOf(list: readonly ServiceCheckResult[], minScore = 100): ServiceVerificationReport {
  const overall = scoreOf(list);
  return {
    target: {
      issuer: "http://idp",
      services: { "order-integration": "http://orders", "file-content": "http://files" },
      tenantId: "t",
      clientId: "c",
    },
    runPrefix: "vs-000001",
    startedAt: "2026-11-23T10:00:00.000Z",
    durationMs: 1234,
    capabilities: ["orders", "files"],
    minScore,
    overall,
    scores: capabilityScores(list),
    passed: meetsMinScore(overall, minScore),
    fixed: [],
    results: list,
  };
}

describe("the score is passed / (passed + failed), the reachable maximum beside it", () => {
  it("leaves skips out of the score and known failures out of both, but both lower the reachable maximum", () => {
    expect(scoreOf(results)).toEqual({ passed: 2, failed: 1, known: 1, skipped: 1, score: 66.6, reachable: 80 });
  });

  it("scores each capability on its own", () => {
    expect(capabilityScores(results).map((s) => [s.capability, s.score, s.reachable])).toEqual([
      ["orders", 50, 75],
      ["files", 100, 100],
    ]);
  });

  it("meets --min-score only at or above it, and a run that checked nothing meets only 0", () => {
    expect(meetsMinScore(scoreOf(results), 66)).toBe(true);
    expect(meetsMinScore(scoreOf(results), 67)).toBe(false);
    expect(meetsMinScore(scoreOf([result("orders/order-read", "skip")]), 50)).toBe(false);
    expect(meetsMinScore(scoreOf([result("orders/order-read", "skip")]), 0)).toBe(true);
  });
});

describe("the reports name every check by its stable id", () => {
  it("prints a table with the reachable maximum beside each score", () => {
    expect(formatScoreTable(reportOf(results))).toBe(
      [
        "capability   score  reachable  passed  failed  known  skipped",
        "orders       50.0%      75.0%       1       1      1        1",
        "files       100.0%     100.0%       1       0      0        0",
        "overall      66.6%      80.0%       2       1      1        1",
      ].join("\n"),
    );
    expect(formatServiceSummary(reportOf(results))).toBe(
      "score 66.6% (reachable 80.0%) is below --min-score 100: 2 passed, 1 failed, 1 known, 1 skipped",
    );
  });

  it("shows a failure with its rule, request, answer and why; a known one as KNOWN", () => {
    expect(formatServiceResult(results[1]!)).toBe(
      [
        "FAIL orders/disallowed-move-412: answered 200",
        '  rule: "the rule"',
        "  request: POST /api/v1/Order/1/SetStatus",
        "  answer: 200",
        "  expected: 412",
      ].join("\n"),
    );
    expect(formatServiceResult(results[2]!).startsWith("KNOWN orders/terminal-final")).toBe(true);
    expect(formatServiceResult(results[3]!)).toBe("SKIP orders/order-read: no --state-hook given");
  });

  it("writes JSON with every check's id, status, rule, request, answer and why", () => {
    const json = JSON.parse(toJsonReport(reportOf(results))) as {
      tool: string;
      checks: Record<string, unknown>[];
      overall: { score: number };
    };
    expect(json.tool).toBe("verify-service");
    expect(json.overall.score).toBe(66.6);
    expect(json.checks[1]).toEqual({
      id: "orders/disallowed-move-412",
      capability: "orders",
      status: "fail",
      rule: '"the rule"',
      expected: "412",
      request: "POST /api/v1/Order/1/SetStatus",
      answer: "200",
      why: "answered 200",
    });
    expect(json.checks[2]).toMatchObject({ id: "orders/terminal-final", status: "fail", known: true });
  });

  it("writes JUnit with a testcase per check id, a known failure as skipped", () => {
    const xml = toServiceJUnitXml(reportOf(results));
    expect(xml).toContain('<testsuites name="verify-service" tests="5" failures="1" skipped="2">');
    expect(xml).toContain('<testcase classname="verify-service.orders" name="orders/disallowed-move-412">');
    expect(xml).toContain(
      '<failure message="answered 200" type="conformance">rule: ' +
        "&quot;the rule&quot;\nsent: POST /api/v1/Order/1/SetStatus",
    );
    expect(xml).toContain('<skipped message="known failure (--baseline): answered 200"/>');
  });
});

describe("--baseline reads known failures as check ids", () => {
  const folder = mkdtempSync(join(tmpdir(), "baseline-"));

  it("from a JSON list of ids", () => {
    writeFileSync(join(folder, "list.json"), JSON.stringify(["orders/terminal-final"]));
    expect(readBaseline(join(folder, "list.json"))).toEqual(["orders/terminal-final"]);
  });

  it("from an earlier --json report: its failed checks", () => {
    writeFileSync(join(folder, "report.json"), toJsonReport(reportOf(results)));
    expect(readBaseline(join(folder, "report.json"))).toEqual(["orders/disallowed-move-412", "orders/terminal-final"]);
  });

  it("refuses anything else, naming the file", () => {
    writeFileSync(join(folder, "other.json"), JSON.stringify({ ids: 1 }));
    expect(() => readBaseline(join(folder, "other.json"))).toThrow(
      `--baseline ${join(folder, "other.json")}: expected a JSON list of check ids or a verify-service --json report`,
    );
  });
});

describe("the command line refuses a missing or wrong option with exit 2, naming it", () => {
  const run = async (args: string[]) => {
    const errors: string[] = [];
    const code = await runCommand(verifyServiceCommand, args, {
      out: () => undefined,
      err: (text) => errors.push(text),
    });
    return { code, errors };
  };

  it("names the required option left out", async () => {
    expect(await run(["--client-id", "c", "--client-secret", "s", "--tenant", "t"])).toEqual({
      code: 2,
      errors: [
        "integration-contracts verify-service: --issuer is required (see integration-contracts verify-service --help)",
      ],
    });
  });

  it("names a capability --only does not know", async () => {
    const { code, errors } = await run([
      "--issuer",
      "http://127.0.0.1:9",
      "--client-id",
      "c",
      "--client-secret",
      "s",
      "--tenant",
      "t",
      "--only",
      "orders,billing",
    ]);
    expect(code).toBe(2);
    expect(errors[0]).toContain(
      "--only billing is no capability; accepted: identity, auth, " +
        "data-integration, orders, files, catalogue, events, broker, spec",
    );
  });
});
