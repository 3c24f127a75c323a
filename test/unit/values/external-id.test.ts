import { describe, expect, it } from "vitest";
import { formatExternalId, parseExternalId, ValueFormatError } from "../../../src/values/index.js";

const SOURCE = "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31";

describe("ExternalId <recordId>.<entityId>.<sourceId> is built and read back", () => {
  it.each([
    ["100234", "Customer"],
    ["A-7/2025", "SalesOrder"],
    ["ž", "Položka"],
  ])("%s / %s", (recordId, entityId) => {
    const text = formatExternalId({ recordId, entityId, sourceId: SOURCE });
    expect(text).toBe(`${recordId}.${entityId}.${SOURCE}`);
    expect(parseExternalId(text)).toEqual({ recordId, entityId, sourceId: SOURCE });
  });

  it("reads the reference's example", () => {
    expect(parseExternalId(`100234.Customer.${SOURCE}`)).toEqual({
      recordId: "100234",
      entityId: "Customer",
      sourceId: SOURCE,
    });
  });

  it("accepts an upper-case uuid", () => {
    expect(parseExternalId(`1.E.${SOURCE.toUpperCase()}`).sourceId).toBe(SOURCE.toUpperCase());
  });
});

describe(
  "dots inside recordId or entityId: the sourceId is read " + "from the right, the rest only when unambiguous",
  () => {
    it("a recordId with dots is written as the platform concatenates it", () => {
      expect(formatExternalId({ recordId: "2025.001", entityId: "Invoice", sourceId: SOURCE })).toBe(
        `2025.001.Invoice.${SOURCE}`,
      );
    });

    it("reading it without the entityId is refused as ambiguous", () => {
      expect(() => parseExternalId(`2025.001.Invoice.${SOURCE}`)).toThrow(
        `ExternalId "2025.001.Invoice.6f1d3c2a-8b4e-4f7a-9c1d"… (53 characters): recordId or ` +
          `entityId contains a dot, so where one ends is ambiguous; pass the entityId to read it`,
      );
    });

    it("reading it with the entityId splits it", () => {
      expect(parseExternalId(`2025.001.Invoice.${SOURCE}`, { entityId: "Invoice" })).toEqual({
        recordId: "2025.001",
        entityId: "Invoice",
        sourceId: SOURCE,
      });
    });

    it("an entityId with dots is read with the entityId", () => {
      expect(parseExternalId(`7.Sales.Order.${SOURCE}`, { entityId: "Sales.Order" })).toMatchObject({
        recordId: "7",
        entityId: "Sales.Order",
      });
    });

    it("an entityId that does not end the id is refused", () => {
      expect(() => parseExternalId(`7.Order.${SOURCE}`, { entityId: "Invoice" })).toThrow(
        'expected "<recordId>.Invoice.<sourceId>"',
      );
      expect(() => parseExternalId(`.Invoice.${SOURCE}`, { entityId: "Invoice" })).toThrow(
        'expected "<recordId>.Invoice.<sourceId>"',
      );
    });
  },
);

describe("bad ExternalId input gets a ValueFormatError naming the input and the part", () => {
  it.each([
    [`100234.Customer.not-a-uuid`, 'the part after the last "." ("not-a-uuid") is not a uuid (the sourceId)'],
    [SOURCE, 'the part after the last "." ("6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31") is not a uuid'],
    [`Customer.${SOURCE}`, 'expected "<recordId>.<entityId>.<sourceId>"'],
    [`.Customer.${SOURCE}`, "recordId is empty"],
    [`100234..${SOURCE}`, "entityId is empty"],
    [`100234.Customer.${SOURCE}.`, 'the part after the last "." ("") is not a uuid'],
    [42, "ExternalId 42: expected a string"],
  ])("%s", (input, message) => {
    expect(() => parseExternalId(input)).toThrow(ValueFormatError);
    expect(() => parseExternalId(input)).toThrow(message);
  });

  it("names where the value came from", () => {
    expect(() => parseExternalId("x", { where: "items[0].ExternalId" })).toThrow(
      /^items\[0\]\.ExternalId: ExternalId "x"/,
    );
  });

  it.each([
    [{ recordId: "", entityId: "E", sourceId: SOURCE }, "recordId is empty"],
    [{ recordId: "1", entityId: "", sourceId: SOURCE }, "entityId is empty"],
    [{ recordId: "1", entityId: "E", sourceId: "source-1" }, 'sourceId "source-1" is not a uuid'],
  ])("building %j is refused: %s", (parts, message) => {
    expect(() => formatExternalId(parts)).toThrow(message);
  });
});
