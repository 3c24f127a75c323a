import type { CheckResult } from "./webhook-check.js";
import type { ConformanceReport } from "./runner.js";

function escapeXml(text: string): string {
  return (
    text
      // XML 1.0 has no way to write these control characters, escaped or not: they are dropped.
      // eslint-disable-next-line no-control-regex -- the control characters are what is matched
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, "")
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
  );
}

/** One run of a kit as JUnit sees it: the tool (`verify-webhook`), what it checked, and a line per check. */
export interface JUnitRun {
  readonly tool: string;
  readonly target: string;
  readonly results: readonly (CheckResult<string> & { readonly rule?: string; readonly why?: string })[];
}

/**
 * A run as JUnit XML, which CI servers show as test results: one testsuite per run, one testcase
 * per check (classname the tool and the check's family), failures and skips with what was sent and
 * received, and the rule checked when the check names one.
 */
export function junitXml(run: JUnitRun): string {
  const count = (status: string) => run.results.filter((result) => result.status === status).length;
  const [fail, skip] = [count("fail"), count("skip")];
  const tests = run.results.length;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${escapeXml(run.tool)}" tests="${tests}" failures="${fail}" skipped="${skip}">`,
    `  <testsuite name="${escapeXml(`${run.tool} ${run.target}`)}" ` +
      `tests="${tests}" failures="${fail}" skipped="${skip}" errors="0">`,
  ];
  for (const result of run.results) {
    const open =
      `    <testcase ` +
      `classname="${escapeXml(`${run.tool}.${result.family}`)}" ` +
      `name="${escapeXml(result.name)}"`;
    const rule = result.rule === undefined ? "" : `rule: ${result.rule}\n`;
    const text =
      `${rule}sent: ${result.sent}\nexpected: ${result.expected}` +
      `\nreceived: ${result.received}` +
      `${result.why === undefined ? "" : `\nwhy: ${result.why}`}`;
    if (result.status === "pass") {
      lines.push(`${open}/>`);
    } else if (result.status === "skip") {
      lines.push(`${open}>`, `      <skipped message="${escapeXml(result.received)}"/>`, "    </testcase>");
    } else {
      const message = result.why ?? `expected ${result.expected}, received ${result.received}`;
      lines.push(
        `${open}>`,
        `      <failure message="${escapeXml(message)}" type="conformance">${escapeXml(text)}</failure>`,
        "    </testcase>",
      );
    }
  }
  lines.push("  </testsuite>", "</testsuites>", "");
  return lines.join("\n");
}

/** The webhook kit's report as JUnit XML (see {@link junitXml}). */
export function toJUnitXml(report: ConformanceReport): string {
  return junitXml({ tool: "verify-webhook", target: report.webhookUrl, results: report.results });
}
