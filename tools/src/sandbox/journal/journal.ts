// The journal of served requests (GET /_sandbox/journal) and the answers that broke the spec. What
// a caller chooses (the path, the words of a refusal) is cut to a bound and the whole journal is
// bounded in bytes as well as in entries, so unauthenticated requests cannot grow it (20,000 404s
// with 16 KB paths kept 654 MiB), and a read of it is paged, so no answer of it is huge.
import { sandboxControlOperations } from "../../../../generated/facts.js";
import type { components } from "../../../../generated/types/sandbox-control.js";
import type { SandboxAnswer } from "../kernel/answer.js";
import type { SandboxPart } from "../kernel/part.js";
import { declareMemory, type SandboxScope } from "../kernel/store.js";

/** One thing wrong with a refused request, as validation names it. */
export type JournalError = components["schemas"]["SandboxJournalEntry"]["errors"] extends (infer E)[] | undefined
  ? E
  : never;

/** One served request (SandboxJournalEntry). */
export type JournalEntry = Readonly<components["schemas"]["SandboxJournalEntry"]>;

/** A served request as the listener hands it over; the journal numbers it and cuts it to its bounds. */
export type ServedRequest = Omit<JournalEntry, "sequence" | "truncated">;

/** Which entries GET /_sandbox/journal answers; every member left out matches all. */
export interface JournalFilter {
  readonly service?: string | undefined;
  readonly tenantId?: string | undefined;
  readonly operationId?: string | undefined;
  readonly status?: number | undefined;
  /** `true`: only answers of 400 or more; `false`: only the others. */
  readonly refused?: boolean | undefined;
}

/** Which page of the matching entries: the first `limit` after `after`, or the newest `last`. */
export interface JournalPaging {
  readonly after?: number | undefined;
  readonly limit?: number | undefined;
  readonly last?: number | undefined;
}

/** A page of the journal (SandboxJournalEntryCollection). */
export interface JournalPage {
  readonly totalCount: number;
  readonly items: readonly JournalEntry[];
  readonly nextAfter: number | null;
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
/** How many bytes of entries the journal keeps (estimated: two bytes a character, and each entry's own cost). */
export const JOURNAL_BYTES = 32 * 1024 * 1024;
/** About how many bytes of entries one page of GET /_sandbox/journal holds (at least one entry). */
export const JOURNAL_PAGE_BYTES = 1024 * 1024;
/** The page size of GET /_sandbox/journal without `limit`. */
export const JOURNAL_PAGE_DEFAULT = sandboxControlOperations.getSandboxJournal.defaults.limit;

/** Longest kept value of each field a caller chooses, in characters. */
export const JOURNAL_FIELD_LIMITS = { path: 2_048, title: 256, detail: 4_096, error: 512, errors: 100 } as const;

export interface Journal {
  record(entry: ServedRequest): void;
  page(filter?: JournalFilter, paging?: JournalPaging): JournalPage;
  /** Entries and estimated bytes kept now. */
  readonly size: { readonly entries: number; readonly bytes: number };
  /** Entries dropped to keep the bounds since the journal was made or last cleared. */
  readonly dropped: number;
  /** Forgets every entry and the count of dropped ones (a reset). */
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
  if (
    answer.status < 400 ||
    typeof body !== "object" ||
    body === null ||
    Array.isArray(body) ||
    body instanceof Uint8Array
  )
    return {};
  const { title, detail, errors } = body as { title?: unknown; detail?: unknown; errors?: unknown };
  const listed = Array.isArray(errors)
    ? errors
        .filter(
          (e): e is JournalError =>
            typeof e === "object" && e !== null && typeof e.where === "string" && typeof e.message === "string",
        )
        .map(({ where, message }) => ({ where, message }))
    : [];
  return {
    ...(typeof title === "string" ? { title } : {}),
    ...(typeof detail === "string" ? { detail } : {}),
    ...(listed.length > 0 ? { errors: listed } : {}),
  };
}

/**
 * `text` cut to `limit` characters and marked, as a string of its own: a slice would keep the
 * whole original (the request's target) alive with it.
 */
function cut(text: string, limit: number, note: () => void): string {
  if (text.length <= limit) return text;
  note();
  return Buffer.from(`${text.slice(0, limit)}... (${text.length - limit} more characters)`, "utf8").toString("utf8");
}

/** The entry numbered and cut to {@link JOURNAL_FIELD_LIMITS}. */
function bounded(entry: ServedRequest, sequence: number): JournalEntry {
  // Nearly every entry is an answered request with a short path: nothing to cut.
  if (
    entry.title === undefined &&
    entry.detail === undefined &&
    entry.errors === undefined &&
    entry.path.length <= JOURNAL_FIELD_LIMITS.path
  )
    return { sequence, ...entry };
  let truncated = false;
  const note = () => (truncated = true);
  const limits = JOURNAL_FIELD_LIMITS;
  const errors = entry.errors
    ?.slice(0, limits.errors)
    .map((e) => ({ where: cut(e.where, limits.error, note), message: cut(e.message, limits.error, note) }));
  if ((entry.errors?.length ?? 0) > limits.errors) truncated = true;
  const kept: JournalEntry = {
    sequence,
    ...entry,
    path: cut(entry.path, limits.path, note),
    ...(entry.title === undefined ? {} : { title: cut(entry.title, limits.title, note) }),
    ...(entry.detail === undefined ? {} : { detail: cut(entry.detail, limits.detail, note) }),
    ...(errors === undefined ? {} : { errors }),
  };
  return truncated ? { ...kept, truncated } : kept;
}

/** Estimated bytes an entry holds: two bytes a character of its texts, and its objects' own cost. */
function bytesOf(entry: JournalEntry): number {
  let characters =
    entry.time.length +
    entry.service.length +
    entry.method.length +
    entry.path.length +
    (entry.operationId?.length ?? 0) +
    (entry.tenantId?.length ?? 0);
  characters += (entry.title?.length ?? 0) + (entry.detail?.length ?? 0);
  for (const error of entry.errors ?? []) characters += error.where.length + error.message.length + 32;
  return 2 * characters + 200;
}

/** Options of {@link createJournal}. */
export interface JournalOptions {
  /** Entries kept. Default {@link JOURNAL_LIMIT}. */
  readonly limit?: number;
  /** Estimated bytes of entries kept. Default {@link JOURNAL_BYTES}. */
  readonly bytes?: number;
  /** Receives a line when the journal first drops an entry (again after a clear). Default none. */
  readonly log?: (line: string) => void;
}

export function createJournal(options: JournalOptions = {}): Journal {
  const limit = options.limit ?? JOURNAL_LIMIT;
  const budget = options.bytes ?? JOURNAL_BYTES;
  // A queue over an array: `head` is the oldest kept entry; the array is compacted now and then.
  let entries: { entry: JournalEntry; bytes: number }[] = [];
  let head = 0;
  let bytes = 0;
  let sequence = 0;
  let dropped = 0;

  function dropOldest(): void {
    if (dropped++ === 0) {
      try {
        options.log?.(
          `sandbox: the journal holds its limit (${limit} entries or ${budget} bytes): ` +
            `from now on its oldest entries are dropped (counted in the overview)`,
        );
      } catch {
        // A log that fails (a caller's onLog) must not fail the request being recorded.
      }
    }
    bytes -= entries[head]!.bytes;
    entries[head] = undefined as never;
    head++;
    if (head > 1024 && head * 2 > entries.length) {
      entries = entries.slice(head);
      head = 0;
    }
  }

  return {
    record(served) {
      const entry = bounded(served, ++sequence);
      const size = bytesOf(entry);
      entries.push({ entry, bytes: size });
      bytes += size;
      while (entries.length - head > limit || (bytes > budget && entries.length - head > 1)) dropOldest();
    },
    page(filter = {}, paging = {}) {
      const after = paging.after ?? 0;
      const matching: JournalEntry[] = [];
      for (let i = head; i < entries.length; i++) {
        const { entry } = entries[i]!;
        if (entry.sequence > after && matches(entry, filter)) matching.push(entry);
      }
      const wanted =
        paging.last === undefined
          ? matching.slice(0, paging.limit ?? JOURNAL_PAGE_DEFAULT)
          : matching.slice(-paging.last);
      // Cut to the page's bytes: from the end for the first `limit`, from the start for the newest `last`.
      const ordered = paging.last === undefined ? wanted : [...wanted].reverse();
      const page: JournalEntry[] = [];
      let pageBytes = 0;
      for (const entry of ordered) {
        pageBytes += bytesOf(entry);
        if (page.length > 0 && pageBytes > JOURNAL_PAGE_BYTES) break;
        page.push(entry);
      }
      if (paging.last !== undefined) page.reverse();
      const lastShown = page.at(-1);
      const more = lastShown !== undefined && matching.at(-1) !== lastShown;
      return { totalCount: matching.length, items: page, nextAfter: more ? lastShown.sequence : null };
    },
    get size() {
      return { entries: entries.length - head, bytes };
    },
    get dropped() {
      return dropped;
    },
    clear() {
      entries = [];
      head = 0;
      bytes = 0;
      sequence = 0;
      dropped = 0;
    },
  };
}

/** The journal of one run: reset starts it anew, and the state folder does not keep it. */
export const JOURNAL = declareMemory<Journal, SandboxScope>("journal", {
  scope: "sandbox",
  create: ({ log }) => createJournal({ log }),
});

export const journalPart: SandboxPart = { name: "journal", stores: [JOURNAL] };
