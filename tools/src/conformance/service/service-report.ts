// The provider verification's report: a text table, a JSON document and (through ../junit.ts)
// JUnit XML, each naming every check by its stable id.
import { junitXml } from "../webhook/junit.js";
import type { ArazzoExport } from "./arazzo.js";
import type { Capability, ServiceCheckResult } from "./service-check.js";
import type { CapabilityScore, Score } from "./score.js";

/** How one run of `verify-service` went. */
export interface ServiceVerificationReport {
  /** The addresses verified and the account and tenant used. */
  readonly target: {
    readonly issuer: string;
    readonly services: Readonly<Record<string, string>>;
    readonly tenantId: string;
    readonly clientId: string;
  };
  /** Prefix of every name the run gave what it created. */
  readonly runPrefix: string;
  readonly startedAt: string;
  readonly durationMs: number;
  /** The capabilities run. */
  readonly capabilities: readonly Capability[];
  readonly minScore: number;
  readonly overall: Score;
  readonly scores: readonly CapabilityScore[];
  /** Whether the overall score meets `minScore`. */
  readonly passed: boolean;
  /** Ids the baseline accepted as failing that passed this time: take them out of the baseline. */
  readonly fixed: readonly string[];
  readonly results: readonly ServiceCheckResult[];
  /** What `exportArazzo` wrote, when it was asked for. */
  readonly arazzo?: ArazzoExport;
}

const cell = (value: number | null) => (value === null ? "-" : `${value.toFixed(1)}%`);

/** The score table: one row per capability and the overall row, the reachable maximum beside each score. */
export function formatScoreTable(report: ServiceVerificationReport): string {
  const header = ["capability", "score", "reachable", "passed", "failed", "known", "skipped"];
  const row = (name: string, s: Score) => [
    name,
    cell(s.score),
    cell(s.reachable),
    String(s.passed),
    String(s.failed),
    String(s.known),
    String(s.skipped),
  ];
  const rows = [header, ...report.scores.map((s) => row(s.capability, s)), row("overall", report.overall)];
  const widths = header.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows
    .map((r) => r.map((text, i) => (i === 0 ? text.padEnd(widths[i]!) : text.padStart(widths[i]!))).join("  "))
    .join("\n");
}

/** A failed or skipped check as the text report shows it (passes are counted, not listed). */
export function formatServiceResult(result: ServiceCheckResult): string {
  if (result.status === "skip") return `SKIP ${result.name}: ${result.received}`;
  if (result.status === "pass") return `PASS ${result.name}`;
  return [
    `${result.known === true ? "KNOWN" : "FAIL"} ${result.name}: ${result.why ?? "failed"}`,
    `  rule: ${result.rule}`,
    `  request: ${result.sent}`,
    `  answer: ${result.received}`,
    `  expected: ${result.expected}`,
  ].join("\n");
}

/** The closing line: the overall score, the reachable maximum and the verdict against --min-score. */
export function formatServiceSummary(report: ServiceVerificationReport): string {
  const { overall } = report;
  const verdict = report.passed ? "meets" : "is below";
  const fixed = report.fixed.length === 0 ? "" : `; passing now, take out of the baseline: ${report.fixed.join(", ")}`;
  return (
    `score ${cell(overall.score)} (reachable ${cell(overall.reachable)}) ${verdict} ` +
    `--min-score ${report.minScore}: ${overall.passed} passed, ${overall.failed} ` +
    `failed, ${overall.known} known, ${overall.skipped} skipped${fixed}`
  );
}

/** One check in the JSON report. */
export interface JsonCheck {
  readonly id: string;
  readonly capability: Capability;
  readonly status: "pass" | "fail" | "skip";
  readonly known?: true;
  readonly rule: string;
  readonly expected: string;
  readonly request: string;
  /** The answer judged, or why the check was skipped. */
  readonly answer: string;
  readonly why?: string;
}

/** The JSON report (`--json`): the scores and every check; `--baseline` reads its failed checks back. */
export function toJsonReport(report: ServiceVerificationReport): string {
  const checks: JsonCheck[] = report.results.map((r) => ({
    id: r.name,
    capability: r.family,
    status: r.status,
    ...(r.known === true ? { known: true as const } : {}),
    rule: r.rule,
    expected: r.expected,
    request: r.sent,
    answer: r.received,
    ...(r.why === undefined ? {} : { why: r.why }),
  }));
  const { results: _results, ...rest } = report;
  return `${JSON.stringify({ tool: "verify-service", ...rest, checks }, null, 2)}\n`;
}

/** The JUnit XML report (`--junit`): one testcase per check id, classname `verify-service.<capability>`. */
export function toServiceJUnitXml(report: ServiceVerificationReport): string {
  const target = Object.values(report.target.services).join(" ");
  return junitXml({
    tool: "verify-service",
    target,
    results: report.results.map((r) =>
      r.known === true
        ? { ...r, status: "skip" as const, received: `known failure (--baseline): ${r.why ?? r.received}` }
        : r,
    ),
  });
}
