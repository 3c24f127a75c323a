// What `integration-contracts trigger` prints: a table of what was created or changed and of every
// event caused, with its messageId, channel, status and address (or the result as JSON).
import type { TriggerResult } from "../sandbox/index.js";

function table(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) =>
    row.map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]!))).join("  "),
  );
}

/** The human table of one trigger's result. */
export function triggerLines(result: TriggerResult): string[] {
  const lines = [
    `${result.messageType} in tenant ${result.tenantId}` +
      `${result.invalid === null ? "" : `, invalid on purpose: ${result.invalid}`}`,
  ];
  const subjects = [
    ...result.created.map((s) => ["created", s] as const),
    ...result.changed.map((s) => ["changed", s] as const),
  ];
  if (subjects.length === 0) lines.push("", "nothing created or changed");
  else
    lines.push(
      "",
      ...table([["", "kind", "id", "state"], ...subjects.map(([what, s]) => [what, s.kind, s.id, s.state ?? "-"])]),
    );
  const deliveries = result.events.flatMap((event) =>
    event.deliveries.map((d) => [event.messageType, d.messageId, d.channel, d.status, d.address]),
  );
  const unsent = result.events.filter((event) => event.deliveries.length === 0).length;
  lines.push("");
  if (deliveries.length === 0) lines.push("no event delivered");
  else lines.push(...table([["event", "messageId", "channel", "status", "address"], ...deliveries]));
  if (unsent > 0) lines.push(`${unsent} event(s) went to no consumer`);
  return lines;
}
