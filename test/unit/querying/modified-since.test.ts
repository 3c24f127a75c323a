import { describe, expect, it } from "vitest";
import {
  createModifiedSincePoller,
  PagingError,
  type ModifiedSinceRequest,
  type Page,
} from "../../../src/querying/index.js";
import { compareInstants } from "../../../src/querying/instants.js";

interface DataRecord {
  Id: { ModelId: string; RecordId: string };
  UtcModifiedOn: string;
  Name?: string;
}

const at = (second: number, fraction = "") => `2025-03-01T10:00:${String(second).padStart(2, "0")}${fraction}Z`;
const record = (id: string, modifiedOn: string): DataRecord => ({
  Id: { ModelId: "m", RecordId: id },
  UtcModifiedOn: modifiedOn,
});

/**
 * The query store as the reference describes it: newest modification first, `modifiedFrom`
 * inclusive. `exclusive` and `ignoreModifiedFrom` model servers that read the bound differently.
 */
function store(initial: DataRecord[], behaviour: { exclusive?: boolean; ignoreModifiedFrom?: boolean } = {}) {
  let records = [...initial];
  const asked: ModifiedSinceRequest[] = [];
  const sorted = () => [...records].sort((a, b) => compareInstants(b.UtcModifiedOn, a.UtcModifiedOn));
  return {
    asked,
    upsert(...changed: DataRecord[]) {
      const ids = new Set(changed.map((item) => item.Id.RecordId));
      records = [...records.filter((item) => !ids.has(item.Id.RecordId)), ...changed];
    },
    fetchPage: async (request: ModifiedSinceRequest): Promise<Page<DataRecord>> => {
      asked.push(request);
      const { modifiedFrom } = request;
      const matching = sorted().filter((item) => {
        if (modifiedFrom === undefined || behaviour.ignoreModifiedFrom) return true;
        const order = compareInstants(item.UtcModifiedOn, modifiedFrom);
        return behaviour.exclusive ? order > 0 : order >= 0;
      });
      return { totalCount: matching.length, items: matching.slice(request.offset, request.offset + request.limit) };
    },
  };
}

const idsOf = (records: DataRecord[]) => records.map((item) => item.Id.RecordId);

describe("the first poll reads everything and keeps the newest UtcModifiedOn as watermark", () => {
  it("returns all records newest first and remembers the newest time with the ids modified then", async () => {
    const data = store([record("a", at(1)), record("b", at(3)), record("c", at(3)), record("d", at(2))]);
    const poller = createModifiedSincePoller({ fetchPage: data.fetchPage });
    expect(poller.watermark).toBeUndefined();
    expect(idsOf(await poller.poll())).toEqual(["b", "c", "d", "a"]);
    expect(poller.watermark).toEqual({ modifiedOn: at(3), ids: ["b", "c"] });
    expect(data.asked[0]).toEqual({ offset: 0, limit: 100 });
  });

  it("an empty store leaves no watermark", async () => {
    const poller = createModifiedSincePoller({ fetchPage: store([]).fetchPage });
    expect(await poller.poll()).toEqual([]);
    expect(poller.watermark).toBeUndefined();
  });
});

describe("later polls ask with modifiedFrom = watermark and return only what is new", () => {
  it("nothing new returns nothing and keeps the watermark", async () => {
    const data = store([record("a", at(1)), record("b", at(2))]);
    const poller = createModifiedSincePoller({ fetchPage: data.fetchPage });
    await poller.poll();
    expect(await poller.poll()).toEqual([]);
    expect(data.asked[1]).toEqual({ offset: 0, limit: 100, modifiedFrom: at(2) });
    expect(poller.watermark).toEqual({ modifiedOn: at(2), ids: ["b"] });
  });

  it("newer records are returned and the watermark moves to the newest", async () => {
    const data = store([record("a", at(1)), record("b", at(2))]);
    const poller = createModifiedSincePoller({ fetchPage: data.fetchPage });
    await poller.poll();
    data.upsert(record("c", at(4)), record("a", at(5)));
    expect(idsOf(await poller.poll())).toEqual(["a", "c"]);
    expect(poller.watermark).toEqual({ modifiedOn: at(5), ids: ["a"] });
  });

  it("works across several pages", async () => {
    const data = store(Array.from({ length: 25 }, (_, index) => record(`r${index}`, at(index))));
    const poller = createModifiedSincePoller({ fetchPage: data.fetchPage, limit: 10 });
    expect(await poller.poll()).toHaveLength(25);
    data.upsert(...Array.from({ length: 12 }, (_, index) => record(`n${index}`, at(30 + index))));
    expect(await poller.poll()).toHaveLength(12);
    expect(data.asked.filter((request) => request.modifiedFrom === at(24)).map((request) => request.offset)).toEqual([
      0, 10,
    ]);
  });
});

describe("records that share the watermark's timestamp are told apart by id", () => {
  it(
    "a record modified at exactly the watermark after the " + "last poll is returned; the ones read before are not",
    async () => {
      const data = store([record("a", at(2)), record("b", at(2))]);
      const poller = createModifiedSincePoller({ fetchPage: data.fetchPage });
      await poller.poll();
      data.upsert(record("late", at(2)));
      expect(idsOf(await poller.poll())).toEqual(["late"]);
      expect(poller.watermark).toEqual({ modifiedOn: at(2), ids: ["a", "b", "late"] });
      expect(await poller.poll()).toEqual([]);
    },
  );

  it("seven fractional digits are compared exactly: 100 ns later is newer", async () => {
    const data = store([record("a", at(2, ".1234567"))]);
    const poller = createModifiedSincePoller({ fetchPage: data.fetchPage });
    await poller.poll();
    data.upsert(record("b", at(2, ".1234568")));
    expect(idsOf(await poller.poll())).toEqual(["b"]);
    expect(poller.watermark).toEqual({ modifiedOn: at(2, ".1234568"), ids: ["b"] });
  });
});

describe("reading stops at records before the watermark", () => {
  it("a server that ignores modifiedFrom is read only down to the watermark", async () => {
    const data = store(
      Array.from({ length: 30 }, (_, index) => record(`r${index}`, at(index))),
      { ignoreModifiedFrom: true },
    );
    const poller = createModifiedSincePoller({ fetchPage: data.fetchPage, limit: 10 });
    await poller.poll();
    data.upsert(record("new", at(40)));
    data.asked.length = 0;
    expect(idsOf(await poller.poll())).toEqual(["new"]);
    expect(data.asked).toHaveLength(1);
  });

  it("a server whose modifiedFrom is exclusive loses nothing newer", async () => {
    const data = store([record("a", at(1))], { exclusive: true });
    const poller = createModifiedSincePoller({ fetchPage: data.fetchPage });
    await poller.poll();
    data.upsert(record("b", at(2)));
    expect(idsOf(await poller.poll())).toEqual(["b"]);
  });
});

describe("a record pushed down a page during a poll is returned once", () => {
  it("a modification between two pages shifts a record onto the next page; it is not returned twice", async () => {
    const data = store(Array.from({ length: 4 }, (_, index) => record(`r${index}`, at(index))));
    const fetchPage = async (request: ModifiedSinceRequest) => {
      if (request.offset === 2) data.upsert(record("inserted", at(50)));
      return data.fetchPage(request);
    };
    const poller = createModifiedSincePoller({ fetchPage, limit: 2 });
    expect(idsOf(await poller.poll())).toEqual(["r3", "r2", "r1", "r0"]);
    expect(idsOf(await poller.poll())).toEqual(["inserted"]);
  });
});

describe("the watermark can be saved and resumed, and a failed poll does not move it", () => {
  it("since resumes from a saved watermark", async () => {
    const data = store([record("a", at(1)), record("b", at(2)), record("c", at(3))]);
    const poller = createModifiedSincePoller({ fetchPage: data.fetchPage, since: { modifiedOn: at(2), ids: ["b"] } });
    expect(idsOf(await poller.poll())).toEqual(["c"]);
  });

  it("a failed poll rejects and leaves the watermark; the next poll reads the same records", async () => {
    const data = store([record("a", at(1))]);
    let fail = false;
    const poller = createModifiedSincePoller({
      fetchPage: async (request: ModifiedSinceRequest) => {
        if (fail) throw new Error("network down");
        return data.fetchPage(request);
      },
    });
    await poller.poll();
    data.upsert(record("b", at(2)));
    fail = true;
    await expect(poller.poll()).rejects.toThrow("network down");
    expect(poller.watermark).toEqual({ modifiedOn: at(1), ids: ["a"] });
    fail = false;
    expect(idsOf(await poller.poll())).toEqual(["b"]);
  });

  it("concurrent polls share one run", async () => {
    const data = store([record("a", at(1))]);
    const poller = createModifiedSincePoller({ fetchPage: data.fetchPage });
    const [first, second] = await Promise.all([poller.poll(), poller.poll()]);
    expect(second).toBe(first);
    expect(data.asked).toHaveLength(1);
  });

  it("the watermark handed out is a copy", async () => {
    const poller = createModifiedSincePoller({ fetchPage: store([record("a", at(1))]).fetchPage });
    await poller.poll();
    poller.watermark?.ids.push("tampered");
    expect(poller.watermark).toEqual({ modifiedOn: at(1), ids: ["a"] });
  });
});

describe("records are read in PascalCase, camelCase (option CC1) or through given accessors", () => {
  it("camelCase records", async () => {
    const camel = [{ id: { recordId: "x" }, utcModifiedOn: at(1) }];
    const poller = createModifiedSincePoller({ fetchPage: async () => ({ totalCount: 1, items: camel }) });
    expect(await poller.poll()).toEqual(camel);
    expect(poller.watermark).toEqual({ modifiedOn: at(1), ids: ["x"] });
  });

  it("custom accessors", async () => {
    const items = [{ key: "k1", changed: at(1) }];
    const poller = createModifiedSincePoller({
      fetchPage: async () => ({ totalCount: 1, items }),
      idOf: (item) => item.key,
      modifiedOnOf: (item) => item.changed,
    });
    await poller.poll();
    expect(poller.watermark).toEqual({ modifiedOn: at(1), ids: ["k1"] });
  });

  it.each([
    [{ Id: { RecordId: "a" } }, "record 0 of this poll has no readable modification time (UtcModifiedOn)"],
    [
      { Id: { RecordId: "a" }, UtcModifiedOn: "yesterday" },
      "record 0 of this poll has no readable modification time (UtcModifiedOn)",
    ],
    [{ UtcModifiedOn: at(1) }, "record 0 of this poll has no identifier (Id.RecordId)"],
  ])("%j gives PagingError", async (broken, message) => {
    const poller = createModifiedSincePoller({ fetchPage: async () => ({ totalCount: 1, items: [broken] }) });
    await expect(poller.poll()).rejects.toThrow(new PagingError(message));
  });
});

describe("compareInstants orders ISO 8601 date-times exactly", () => {
  it.each([
    ["2025-03-01T10:00:00Z", "2025-03-01T10:00:00.000Z", 0],
    ["2025-03-01T10:00:00.1234567Z", "2025-03-01T10:00:00.1234568Z", -1],
    ["2025-03-01T11:00:00+01:00", "2025-03-01T10:00:00Z", 0],
    ["2025-03-01T10:00:00", "2025-03-01T10:00:00Z", 0],
    ["2025-03-01T10:00:01Z", "2025-03-01T10:00:00.9999999Z", 1],
  ])("%s vs %s", (a, b, sign) => {
    expect(Math.sign(compareInstants(a, b))).toBe(sign);
  });

  it("refuses a text that is no date-time, naming it", () => {
    expect(() => compareInstants("soon", "2025-03-01T10:00:00Z")).toThrow('"soon" is not an ISO 8601 date-time');
  });
});
