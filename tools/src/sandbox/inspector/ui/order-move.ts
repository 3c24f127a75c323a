// The "move" cell of an order's history: a call that did not move the order shows the status it
// stayed in and the one it asked for, never a move from a status to itself.
import type { Schemas } from "./api.js";

type HistoryEntry = Schemas["SandboxOrder"]["history"][number];

export function moveText(entry: Pick<HistoryEntry, "from" | "to" | "requested" | "outcome">): string {
  const name = (status: string | null) => status ?? "(none)";
  if (entry.outcome === "moved") return `${name(entry.from)} → ${name(entry.to)}`;
  const asked = entry.requested === undefined || entry.requested === entry.from ? "" : `; asked ${entry.requested}`;
  return `${name(entry.from)} (stays${asked})`;
}
