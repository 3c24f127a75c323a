import type { CheckResult } from "./webhook-check.js";
import type { ConformanceReport } from "./runner.js";

/** One line of the text report: `PASS token/alg-none  sent ... -> 401 (expected non-2xx)`. */
export function formatResult(result: CheckResult): string {
  return (
    `${result.status.toUpperCase().padEnd(4)} ${result.name}: ` +
    `sent ${result.sent} -> ${result.received} ` +
    `(expected ${result.expected})`
  );
}

/** The closing line of the text report. */
export function formatSummary(report: ConformanceReport): string {
  const { pass, fail, skip } = report.counts;
  return `${report.passed ? "conformant" : "NOT conformant"}: ${pass} passed, ${fail} failed, ${skip} skipped`;
}
