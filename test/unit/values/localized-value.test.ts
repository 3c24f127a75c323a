import { describe, expect, it } from "vitest";
import { localizedText, ValueFormatError } from "../../../src/values/index.js";

const name = {
  values: [
    { locale: "cs-CZ", value: "Velkoobchod" },
    { locale: "de", value: "Großhandel" },
    { locale: "de-DE", value: "Großhandel (DE)" },
    { locale: "en-US", value: "Wholesale" },
  ],
};

describe("a localized value is looked up: exact locale, its language, the fallback, the first", () => {
  it.each([
    ["cs-CZ", undefined, "Velkoobchod"],
    ["de-DE", undefined, "Großhandel (DE)"],
    ["de-AT", undefined, "Großhandel"],
    ["en-GB", undefined, "Wholesale"],
    ["EN-us", undefined, "Wholesale"],
    ["fr-FR", "en-US", "Wholesale"],
    ["fr-FR", "en", "Wholesale"],
    ["fr-FR", "it-IT", "Velkoobchod"],
    ["fr-FR", undefined, "Velkoobchod"],
  ])("%s with fallback %s gives %s", (locale, fallback, text) => {
    expect(localizedText(name, locale, fallback)).toBe(text);
  });

  it("the bare language wins over another region of it", () => {
    expect(
      localizedText(
        {
          values: [
            { locale: "de-DE", value: "DE" },
            { locale: "de", value: "de" },
          ],
        },
        "de-AT",
      ),
    ).toBe("de");
  });

  it("a region of the language is taken when there is no bare language", () => {
    expect(
      localizedText(
        {
          values: [
            { locale: "en-US", value: "US" },
            { locale: "de-CH", value: "CH" },
          ],
        },
        "de-AT",
      ),
    ).toBe("CH");
  });

  it("a plain string is its own text; null and an empty list give undefined", () => {
    expect(localizedText("Wholesale", "de-AT")).toBe("Wholesale");
    expect(localizedText(null, "de-AT")).toBeUndefined();
    expect(localizedText({ values: [] }, "de-AT", "en")).toBeUndefined();
  });
});

describe("a malformed localized value gets a ValueFormatError naming where", () => {
  it.each([
    [{ value: "x" }, "LocalizedValue an object: expected an object { values: [ { locale, value } ] }"],
    [42, "LocalizedValue 42: expected an object { values: [ { locale, value } ] }"],
    [
      { values: [{ locale: "en", value: "a" }, { locale: "de" }] },
      "LocalizedValue object: values[1] is not { locale: string, value: string }",
    ],
    [{ values: ["en"] }, "LocalizedValue object: values[0] is not { locale: string, value: string }"],
  ])("%j", (input, message) => {
    expect(() => localizedText(input, "en")).toThrow(ValueFormatError);
    expect(() => localizedText(input, "en")).toThrow(message);
  });

  it("names where the value came from", () => {
    expect(() => localizedText({}, "en", undefined, "items[0].Name")).toThrow(/^items\[0\]\.Name: LocalizedValue/);
  });
});
