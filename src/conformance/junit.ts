import type { ConformanceReport } from "./runner.js";

function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/**
 * The report as JUnit XML, which CI servers show as test results: one testsuite per run, one
 * testcase per check (classname its family), failures and skips with what was sent and received.
 */
export function toJUnitXml(report: ConformanceReport): string {
  const { pass, fail, skip } = report.counts;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="verify-webhook" tests="${pass + fail + skip}" failures="${fail}" skipped="${skip}">`,
    `  <testsuite name="${escapeXml(`verify-webhook ${report.webhookUrl}`)}" tests="${pass + fail + skip}" failures="${fail}" skipped="${skip}" errors="0">`,
  ];
  for (const result of report.results) {
    const open = `    <testcase classname="${escapeXml(`verify-webhook.${result.family}`)}" name="${escapeXml(result.name)}"`;
    const text = `sent: ${result.sent}\nexpected: ${result.expected}\nreceived: ${result.received}`;
    if (result.status === "pass") {
      lines.push(`${open}/>`);
    } else if (result.status === "skip") {
      lines.push(`${open}>`, `      <skipped message="${escapeXml(result.received)}"/>`, "    </testcase>");
    } else {
      lines.push(
        `${open}>`,
        `      <failure message="${escapeXml(`expected ${result.expected}, received ${result.received}`)}" type="conformance">${escapeXml(text)}</failure>`,
        "    </testcase>",
      );
    }
  }
  lines.push("  </testsuite>", "</testsuites>", "");
  return lines.join("\n");
}
