// The journal of served requests (GET /_sandbox/journal) and the answers that broke the spec.

import type { components } from "../../generated/types/sandbox-control.js";

/** One served request (SandboxJournalEntry). */
export type JournalEntry = Readonly<components["schemas"]["SandboxJournalEntry"]>;

/** An answer the sandbox produced that its spec does not document: a sandbox bug. */
export interface AnswerViolation {
  readonly operationId: string;
  readonly status: number;
  readonly violations: readonly string[];
  /** The caller's tenant; `null` or absent for calls without tenant context. */
  readonly tenantId?: string | null;
}

/** How many entries the journal keeps: the oldest go first, so a long-running sandbox stays small. */
export const JOURNAL_LIMIT = 10_000;

export interface Journal {
  record(entry: JournalEntry): void;
  entries(): readonly JournalEntry[];
  clear(): void;
}

export function createJournal(limit: number = JOURNAL_LIMIT): Journal {
  let entries: JournalEntry[] = [];
  return {
    record(entry) {
      entries.push(entry);
      if (entries.length > limit * 2) entries = entries.slice(-limit);
    },
    entries: () => entries.slice(-limit),
    clear() {
      entries = [];
    },
  };
}
