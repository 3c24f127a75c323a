import { describe, expect, expectTypeOf, it } from "vitest";
import {
  formatCurrencyNumber,
  parseCurrencyNumber,
  toCurrencyNumberObject,
  ValueFormatError,
  type CurrencyNumberObject,
} from "../../../src/values/index.js";

describe("the string form <amount>|<ISO 4217 code> round-trips exactly", () => {
  it.each([
    "1234567890123.4567|EUR",
    "15000.00|CZK",
    "0|USD",
    "-12.50|EUR",
    "+3|GBP",
    "0.000000001|JPY",
    "99999999999999999999.99|EUR",
  ])("%s", (text) => {
    expect(formatCurrencyNumber(parseCurrencyNumber(text))).toBe(text);
  });

  it("keeps the amount as the decimal text, not a float", () => {
    expect(parseCurrencyNumber("1234567890123.4567|EUR")).toEqual({
      amount: "1234567890123.4567",
      currencyCode: "EUR",
    });
  });
});

describe("the object form { _type: CurrencyNumber, value, currencyCode } is read into the same parts", () => {
  it.each([
    [
      { _type: "CurrencyNumber", value: 15000, currencyCode: "CZK" },
      { amount: "15000", currencyCode: "CZK" },
    ],
    [
      { _type: "CurrencyNumber", value: -0.5, currencyCode: "EUR" },
      { amount: "-0.5", currencyCode: "EUR" },
    ],
    [
      { _type: "CurrencyNumber", value: 1e-7, currencyCode: "EUR" },
      { amount: "0.0000001", currencyCode: "EUR" },
    ],
    [
      { _type: "CurrencyNumber", value: 1.5e21, currencyCode: "EUR" },
      { amount: "1500000000000000000000", currencyCode: "EUR" },
    ],
  ])("%j", (object, parts) => {
    expect(parseCurrencyNumber(object)).toEqual(parts);
  });
});

describe("writing the object form refuses amounts a JSON number cannot hold exactly", () => {
  it.each([
    ["15000.00", 15000],
    ["-12.5", -12.5],
    ["0.1", 0.1],
    ["0.0000001", 1e-7],
  ])("%s becomes value %d", (amount, value) => {
    expect(toCurrencyNumberObject({ amount, currencyCode: "EUR" })).toEqual({
      _type: "CurrencyNumber",
      value,
      currencyCode: "EUR",
    });
  });

  it("the object is the object member of the spec's CurrencyNumber", () => {
    expectTypeOf<CurrencyNumberObject>().toEqualTypeOf<{
      _type: "CurrencyNumber";
      value: number;
      currencyCode: string;
    }>();
  });

  it("1234567890123.4567 is refused, pointing to the string form", () => {
    expect(() => toCurrencyNumberObject({ amount: "1234567890123.4567", currencyCode: "EUR" })).toThrow(
      new ValueFormatError(
        "CurrencyNumber",
        '"1234567890123.4567"',
        "has more digits than a JSON number holds exactly; use the string form (formatCurrencyNumber)",
      ),
    );
  });
});

describe("bad CurrencyNumber input gets a ValueFormatError naming the input and the part", () => {
  it.each([
    [
      "12,50|EUR",
      'CurrencyNumber "12,50|EUR": amount "12,50" is not a decimal number (digits, optionally "." and digits)',
    ],
    ["12.50", 'CurrencyNumber "12.50": expected one "|" between amount and currency code, as in "15000.00|CZK"'],
    ["1|2|EUR", 'CurrencyNumber "1|2|EUR": expected one "|" between amount and currency code, as in "15000.00|CZK"'],
    ["12.50|eur", 'CurrencyNumber "12.50|eur": currency code "eur" is not three capital letters (ISO 4217)'],
    ["12.50|EURO", 'CurrencyNumber "12.50|EURO": currency code "EURO" is not three capital letters (ISO 4217)'],
    ["|EUR", 'CurrencyNumber "|EUR": amount "" is not a decimal number (digits, optionally "." and digits)'],
    ["1e5|EUR", 'CurrencyNumber "1e5|EUR": amount "1e5" is not a decimal number (digits, optionally "." and digits)'],
    [".5|EUR", 'CurrencyNumber ".5|EUR": amount ".5" is not a decimal number (digits, optionally "." and digits)'],
    [
      12.5,
      'CurrencyNumber 12.5: expected a string "<amount>|<currency code>" or an object with _type "CurrencyNumber"',
    ],
    [
      null,
      'CurrencyNumber null: expected a string "<amount>|<currency code>" or an object with _type "CurrencyNumber"',
    ],
    [
      ["1|EUR"],
      'CurrencyNumber an array: expected a string "<amount>|<currency code>" or an object with _type "CurrencyNumber"',
    ],
    [
      { _type: "Money", value: 1, currencyCode: "EUR" },
      'CurrencyNumber object: _type is "Money", expected "CurrencyNumber"',
    ],
    [
      { _type: "CurrencyNumber", value: "1", currencyCode: "EUR" },
      'CurrencyNumber object: value is "1", expected a finite number',
    ],
    [
      { _type: "CurrencyNumber", value: Number.NaN, currencyCode: "EUR" },
      "CurrencyNumber object: value is NaN, expected a finite number",
    ],
    [{ _type: "CurrencyNumber", value: 1 }, "CurrencyNumber object: currencyCode is undefined, expected a string"],
    [
      { _type: "CurrencyNumber", value: 1, currencyCode: "€" },
      'CurrencyNumber object: currency code "€" is not three capital letters (ISO 4217)',
    ],
  ])("%j", (input, message) => {
    expect(() => parseCurrencyNumber(input)).toThrow(ValueFormatError);
    expect(() => parseCurrencyNumber(input)).toThrow(message);
  });

  it("names where the value came from", () => {
    const failure = (() => {
      try {
        return parseCurrencyNumber("x|EUR", "items[3].Price");
      } catch (error) {
        return error;
      }
    })();
    expect(failure).toBeInstanceOf(ValueFormatError);
    expect(failure).toMatchObject({ valueType: "CurrencyNumber", where: "items[3].Price" });
    expect((failure as Error).message).toMatch(/^items\[3\]\.Price: CurrencyNumber "x\|EUR": amount "x"/);
  });

  it("shows only the start of a long input", () => {
    const long = `${"9".repeat(200)}|EURO`;
    expect(() => parseCurrencyNumber(long)).toThrow(`CurrencyNumber "${"9".repeat(40)}"… (205 characters)`);
  });

  it("formatting checks its parts too", () => {
    expect(() => formatCurrencyNumber({ amount: "1,5", currencyCode: "EUR" })).toThrow(
      'CurrencyNumber "1,5|EUR": amount "1,5" is not a decimal number',
    );
  });
});
