// The patch rule of Transformations and SupportedFeatures.
import { describe, expect, it } from "vitest";
import { applyCodePatch } from "../../../../tools/src/sandbox/data-integration/model/code-patch.js";

const patch = (
  entries: Map<string, string>,
  body: Parameters<typeof applyCodePatch<{ code?: string; v?: string }, string>>[1],
) =>
  applyCodePatch(
    entries,
    body,
    "code",
    (item) => item.code,
    (item) => item.v ?? "",
  );

describe("upsert inserts or updates by code; remove and removeAll spare what upsert preserves", () => {
  it("inserts and updates in place", () => {
    const entries = new Map([["A", "1"]]);
    expect(
      patch(entries, {
        upsert: [
          { code: "B", v: "2" },
          { code: "A", v: "3" },
        ],
      }),
    ).toBeUndefined();
    expect([...entries]).toEqual([
      ["A", "3"],
      ["B", "2"],
    ]);
  });
  it("remove lists codes to remove unless preserved by upsert", () => {
    const entries = new Map([
      ["A", "1"],
      ["B", "2"],
      ["C", "3"],
    ]);
    patch(entries, { upsert: [{ code: "A", v: "9" }], remove: ["A", "B", "unknown"] });
    expect([...entries]).toEqual([
      ["A", "9"],
      ["C", "3"],
    ]);
  });
  it("removeAll removes all except those preserved by upsert", () => {
    const entries = new Map([
      ["A", "1"],
      ["B", "2"],
    ]);
    patch(entries, {
      upsert: [
        { code: "B", v: "5" },
        { code: "D", v: "6" },
      ],
      removeAll: true,
    });
    expect([...entries]).toEqual([
      ["B", "5"],
      ["D", "6"],
    ]);
  });
  it("refuses an upsert item without a code, naming its index, and changes nothing", () => {
    const entries = new Map([["A", "1"]]);
    expect(patch(entries, { upsert: [{ code: "B" }, { v: "x" }], removeAll: true })).toBe(
      "body $.upsert[1].code is required: upsert works by code",
    );
    expect([...entries]).toEqual([["A", "1"]]);
  });
});
