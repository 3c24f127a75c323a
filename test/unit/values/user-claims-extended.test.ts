import { describe, expect, it } from "vitest";
import { decodeUserClaimsExtended, ValueFormatError } from "../../../src/values/index.js";

const base64 = (text: string) => Buffer.from(text, "utf8").toString("base64");
const base64url = (text: string) => Buffer.from(text, "utf8").toString("base64url");
const pairs = JSON.stringify([
  { Key: "department", Value: "Účtárna" },
  { Key: "role", Value: "approver" },
]);

describe("X-UserClaimsExtended is read from Base64 JSON or raw JSON", () => {
  it.each([
    ["Base64 of a { Key, Value } array (the sample)", base64(pairs)],
    ["URL-safe Base64 without padding", base64url(pairs)],
    ["raw JSON array", pairs],
    ["raw JSON with surrounding spaces", `  ${pairs} `],
  ])("%s", (_case, header) => {
    expect(decodeUserClaimsExtended(header)).toEqual({ department: "Účtárna", role: "approver" });
  });

  it("an object is returned as its claims (Base64 or raw)", () => {
    const object = { department: "Sales", level: 3, tags: ["a"] };
    expect(decodeUserClaimsExtended(base64(JSON.stringify(object)))).toEqual(object);
    expect(decodeUserClaimsExtended(JSON.stringify(object))).toEqual(object);
  });

  it("camelCase { key, value } pairs are read too, and any JSON value is kept", () => {
    expect(
      decodeUserClaimsExtended(
        JSON.stringify([
          { key: "n", value: 1 },
          { key: "x", value: null },
        ]),
      ),
    ).toEqual({ n: 1, x: null });
  });

  it("a claim named more than once keeps all its values in order", () => {
    const repeated = JSON.stringify([
      { Key: "role", Value: "a" },
      { Key: "org", Value: "o" },
      { Key: "role", Value: "b" },
      { Key: "role", Value: "c" },
    ]);
    expect(decodeUserClaimsExtended(repeated)).toEqual({ role: ["a", "b", "c"], org: "o" });
  });

  it("an empty header or an empty array has no claims", () => {
    expect(decodeUserClaimsExtended("")).toEqual({});
    expect(decodeUserClaimsExtended(base64("[]"))).toEqual({});
  });

  it("a __proto__ claim is data, not a prototype", () => {
    const claims = decodeUserClaimsExtended(JSON.stringify([{ Key: "__proto__", Value: { polluted: true } }]));
    expect(Object.getPrototypeOf(claims)).toBe(Object.prototype);
    expect(Object.keys(claims)).toEqual(["__proto__"]);
  });
});

describe("malformed X-UserClaimsExtended gets a ValueFormatError that shows at most 8 characters", () => {
  const secretish = "Personal-Data-Do-Not-Echo";
  it.each([
    ["neither JSON nor Base64", `!!${secretish}!!`, "is neither JSON nor Base64-encoded JSON"],
    [
      "Base64 of non-JSON text",
      base64(`${secretish} plain text`),
      "decodes from Base64 to text that is not valid JSON",
    ],
    [
      "Base64 of bytes that are not UTF-8",
      Buffer.from([0xff, 0xfe, 0xfd, 0x41, 0x42, 0x43, 0x44, 0x45, 0x46]).toString("base64"),
      "is neither JSON nor Base64-encoded JSON",
    ],
    ["broken raw JSON", `[{"Key":"${secretish}"`, "is not valid JSON"],
    [
      "a JSON number",
      base64("1234567890"),
      "holds JSON that is neither an object nor an array of { Key, Value } pairs",
    ],
    ["a JSON string", base64(JSON.stringify(secretish)), "holds JSON that is neither an object nor an array"],
    [
      "a pair without Key",
      JSON.stringify([{ Key: "a", Value: 1 }, { Value: secretish }]),
      "item 1 of the array has no string Key",
    ],
    ["a pair that is no object", JSON.stringify([secretish]), "item 0 of the array has no string Key"],
  ])("%s", (_case, header, reason) => {
    let failure: unknown;
    try {
      decodeUserClaimsExtended(header);
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(ValueFormatError);
    const error = failure as ValueFormatError;
    expect(error.message).toContain(reason);
    expect(error.message).toContain(`X-UserClaimsExtended ${JSON.stringify(header.slice(0, 8))}`);
    expect(error.message).not.toContain(header.slice(0, 9));
    expect(error.message).not.toContain(secretish);
    expect(error.cause).toBeUndefined();
  });

  it("a value that is not text is refused without a crash", () => {
    expect(() => decodeUserClaimsExtended(undefined)).toThrow(
      "X-UserClaimsExtended (undefined): expected the header's text",
    );
    expect(() => decodeUserClaimsExtended(["a"])).toThrow(ValueFormatError);
  });

  it("names where the header came from", () => {
    expect(() => decodeUserClaimsExtended("%%", "message 42")).toThrow(/^message 42: X-UserClaimsExtended "%%"/);
  });
});
