// The journal is bounded in bytes and its reads are paged (issue 31): on main 20,000 404s with
// 16 KB paths kept 654 MiB (the path twice: as the path and in the detail), and one read of the
// journal answered 322 MB.
import { describe, expect, it } from "vitest";
import {
  createJournal,
  JOURNAL_BYTES,
  JOURNAL_FIELD_LIMITS,
  JOURNAL_LIMIT,
  JOURNAL_PAGE_BYTES,
  type ServedRequest,
} from "../../../tools/src/sandbox/journal/journal.js";

const served = (path: string, extra: Partial<ServedRequest> = {}): ServedRequest => ({
  time: "2026-11-23T10:15:00.000Z",
  service: "data-integration",
  method: "GET",
  path,
  operationId: null,
  tenantId: null,
  status: 404,
  ...extra,
});
const longPath = (n: number) => `/${"a".repeat(16_000)}/${n}`;

describe("an entry keeps at most a few KiB of what the caller chose, cut and marked", () => {
  it(
    "a 16 KB path and its 404 detail are cut to 2,048 and 4,096 characters, " +
      "end with the count of the rest, and the entry is marked truncated",
    () => {
      const journal = createJournal();
      journal.record(
        served(longPath(1), { title: "Not Found", detail: `data-integration has no operation at GET ${longPath(1)}` }),
      );
      const [entry] = journal.page().items;
      expect(entry!.path).toBe(
        `${longPath(1).slice(0, JOURNAL_FIELD_LIMITS.path)}... ` +
          `(${longPath(1).length - JOURNAL_FIELD_LIMITS.path} more ` +
          `characters)`,
      );
      expect(entry!.detail!.length).toBeLessThan(JOURNAL_FIELD_LIMITS.detail + 40);
      expect(entry!.detail!.endsWith(" more characters)")).toBe(true);
      expect(entry!.truncated).toBe(true);
    },
  );

  it("validation errors: at most 100, each where and message cut to 512 characters", () => {
    const journal = createJournal();
    const errors = Array.from({ length: 150 }, (_, i) => ({
      where: `body $["${"k".repeat(2_000)}${i}"]`,
      message: "is not accepted",
    }));
    journal.record(served("/api/v1/x", { status: 400, errors }));
    const [entry] = journal.page().items;
    expect(entry!.errors).toHaveLength(JOURNAL_FIELD_LIMITS.errors);
    expect(entry!.errors![0]!.where.startsWith(`body $["${"k".repeat(500)}`)).toBe(true);
    expect(entry!.errors![0]!.where.length).toBeLessThan(JOURNAL_FIELD_LIMITS.error + 40);
    expect(entry!.truncated).toBe(true);
  });

  it("an entry within its bounds is kept as it was, unmarked", () => {
    const journal = createJournal();
    journal.record(served("/api/v1/x", { status: 200, operationId: "getX" }));
    expect(journal.page().items).toEqual([
      { sequence: 1, ...served("/api/v1/x", { status: 200, operationId: "getX" }) },
    ]);
  });
});

describe(
  `the journal keeps the last ${JOURNAL_LIMIT} entries and at ` +
    `most ${JOURNAL_BYTES / 1024 / 1024} MiB of them, the oldest going first`,
  () => {
    it(
      "20,000 404s with 16 KB paths: the bytes kept stay under " + "the bound, the newest entries are the ones kept",
      () => {
        const journal = createJournal();
        for (let i = 1; i <= 20_000; i++)
          journal.record(served(longPath(i), { detail: `data-integration has no operation at GET ${longPath(i)}` }));
        expect(journal.size.bytes).toBeLessThanOrEqual(JOURNAL_BYTES);
        expect(journal.size.entries).toBeGreaterThan(1_000);
        expect(journal.size.entries).toBeLessThan(JOURNAL_LIMIT);
        expect(journal.page({}, { last: 1 }).items[0]!.sequence).toBe(20_000);
      },
    );

    it(`never more than ${JOURNAL_LIMIT} entries, whatever their size`, () => {
      const journal = createJournal();
      for (let i = 1; i <= JOURNAL_LIMIT + 5; i++) journal.record(served(`/${i}`));
      expect(journal.size.entries).toBe(JOURNAL_LIMIT);
      expect(journal.page().items[0]!.sequence).toBe(6);
    });
  },
);

describe("what the journal drops is counted, whichever bound dropped it, and logged once until it is cleared", () => {
  it("the entry bound: 5 over the limit are 5 dropped, and one log line", () => {
    const lines: string[] = [];
    const journal = createJournal({ limit: 10, log: (line) => lines.push(line) });
    for (let i = 1; i <= 15; i++) journal.record(served(`/${i}`));
    expect(journal.dropped).toBe(5);
    expect(lines).toEqual([
      `sandbox: the journal holds its limit (10 entries or ${JOURNAL_BYTES} bytes): ` +
        `from now on its oldest entries are dropped (counted in the overview)`,
    ]);
  });

  it("the byte bound: every entry that left for bytes is counted, so kept plus dropped is every entry recorded", () => {
    const journal = createJournal({ bytes: 64 * 1024 });
    for (let i = 1; i <= 200; i++) journal.record(served(longPath(i)));
    expect(journal.size.entries).toBeLessThan(200);
    expect(journal.dropped).toBe(200 - journal.size.entries);
  });

  it("clear counts from 0 again and logs the next first drop again", () => {
    const lines: string[] = [];
    const journal = createJournal({ limit: 1, log: (line) => lines.push(line) });
    journal.record(served("/1"));
    journal.record(served("/2"));
    journal.clear();
    expect(journal.dropped).toBe(0);
    journal.record(served("/3"));
    journal.record(served("/4"));
    expect(journal.dropped).toBe(1);
    expect(lines).toHaveLength(2);
  });

  it("a log that throws does not stop the entry from being recorded", () => {
    const failingLog = (): never => {
      throw new Error("the caller's onLog failed");
    };
    const journal = createJournal({ limit: 1, log: failingLog });
    journal.record(served("/1"));
    journal.record(served("/2"));
    expect(journal.page().items.map((entry) => entry.path)).toEqual(["/2"]);
    expect(journal.dropped).toBe(1);
  });
});

describe(
  "a read is a page: the first limit entries after `after` " +
    "(default 100), or the newest `last`, at most about 1 MiB",
  () => {
    const journal = createJournal();
    for (let i = 1; i <= 250; i++) journal.record(served(`/${i}`, { status: i % 2 === 0 ? 200 : 404 }));

    it("without paging: the oldest 100, totalCount of every match, nextAfter to read on", () => {
      const page = journal.page();
      expect(page.items.map((e) => e.sequence)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
      expect(page).toMatchObject({ totalCount: 250, nextAfter: 100 });
    });

    it("nextAfter reads on until the newest, where it is null; filters apply before paging", () => {
      expect(journal.page({}, { after: 200 })).toMatchObject({ totalCount: 50, nextAfter: null });
      const refused = journal.page({ refused: true }, { limit: 10 });
      expect(refused.items.map((e) => e.sequence)).toEqual([1, 3, 5, 7, 9, 11, 13, 15, 17, 19]);
      expect(refused).toMatchObject({ totalCount: 125, nextAfter: 19 });
    });

    it("last: the newest entries, still oldest first", () => {
      expect(journal.page({}, { last: 3 })).toMatchObject({
        totalCount: 250,
        nextAfter: null,
        items: [{ sequence: 248 }, { sequence: 249 }, { sequence: 250 }],
      });
    });

    it("a page of large entries stops at about 1 MiB, and nextAfter reads on from there", () => {
      const large = createJournal();
      for (let i = 1; i <= 1_000; i++) large.record(served(longPath(i), { detail: "x".repeat(5_000) }));
      const page = large.page({}, { limit: 1_000 });
      expect(page.items.length).toBeLessThan(1_000);
      expect(JSON.stringify(page).length).toBeLessThan(JOURNAL_PAGE_BYTES);
      expect(page.nextAfter).toBe(page.items.at(-1)!.sequence);
    });
  },
);
