import { describe, expect, it } from "vitest";
import { normalizeDecimal, numberToDecimal } from "../../../src/values/decimal.js";

describe("a decimal has one normal spelling", () => {
  it.each([
    ["+007.500", "7.5"],
    ["-0.00", "0"],
    ["0.0", "0"],
    ["-0.10", "-0.1"],
    ["15000.00", "15000"],
    ["000", "0"],
    ["1234567890123.4567", "1234567890123.4567"],
  ])("%s is %s", (decimal, normal) => {
    expect(normalizeDecimal(decimal)).toBe(normal);
  });
});

describe("a JS number is written out without exponent", () => {
  it.each([
    [123, "123"],
    [-12.5, "-12.5"],
    [1e-7, "0.0000001"],
    [-2.5e-8, "-0.000000025"],
    [1.5e21, "1500000000000000000000"],
    [1.2345e22, "12345000000000000000000"],
    [0, "0"],
  ])("%d is %s", (value, decimal) => {
    expect(numberToDecimal(value)).toBe(decimal);
  });
});
