// The journal of served requests (GET /_sandbox/journal) and the answers that broke the spec.
import type { components } from "../../generated/types/sandbox-control.js";
import type { SandboxAnswer } from "./answer.js";

/** One thing wrong with a refused request, as validation names it. */
export type JournalError = components["schemas"]["SandboxJournalEntry"]["errors"] extends (infer E)[] | undefined ? E : never;

/** One served request (SandboxJournalEntry). */
export type JournalEntry = Readonly<components["schemas"]["SandboxJournalEntry"]>;

/** Which entries GET /_sandbox/journal answers; every member left out matches all. */
export interface JournalFilter {
  readonly service?: string | undefined;
  readonly tenantId?: string | undefined;
  readonly operationId?: string | undefined;
  readonly status?: number | undefined;
  /** `true`: only answers of 400 or more; `false`: only the others. */
  readonly refused?: boolean | undefined;
}

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
  entries(filter?: JournalFilter): readonly JournalEntry[];
  clear(): void;
}

function matches(entry: JournalEntry, filter: JournalFilter): boolean {
  return (
    (filter.service === undefined || entry.service === filter.service) &&
    (filter.tenantId === undefined || entry.tenantId === filter.tenantId) &&
    (filter.operationId === undefined || entry.operationId === filter.operationId) &&
    (filter.status === undefined || entry.status === filter.status) &&
    (filter.refused === undefined || entry.status >= 400 === filter.refused)
  );
}

/** What the journal keeps of a refusal's problem body: its title, detail and validation errors. */
export function refusalOf(answer: SandboxAnswer): Pick<JournalEntry, "title" | "detail" | "errors"> {
  const body = answer.body;
  if (answer.status < 400 || typeof body !== "object" || body === null || Array.isArray(body) || body instanceof Uint8Array) return {};
  const { title, detail, errors } = body as { title?: unknown; detail?: unknown; errors?: unknown };
  const listed = Array.isArray(errors)
    ? errors.filter((e): e is JournalError => typeof e === "object" && e !== null && typeof e.where === "string" && typeof e.message === "string").map(({ where, message }) => ({ where, message }))
    : [];
  return {
    ...(typeof title === "string" ? { title } : {}),
    ...(typeof detail === "string" ? { detail } : {}),
    ...(listed.length > 0 ? { errors: listed } : {}),
  };
}

export function createJournal(limit: number = JOURNAL_LIMIT): Journal {
  let entries: JournalEntry[] = [];
  return {
    record(entry) {
      entries.push(entry);
      if (entries.length > limit * 2) entries = entries.slice(-limit);
    },
    entries(filter = {}) {
      return entries.slice(-limit).filter((entry) => matches(entry, filter));
    },
    clear() {
      entries = [];
    },
  };
}
