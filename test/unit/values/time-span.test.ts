import { describe, expect, it } from "vitest";
import { formatTimeSpan, parseTimeSpan, timeSpanToMilliseconds, ValueFormatError } from "../../../src/values/index.js";

describe("d.hh:mm:ss is read into parts and milliseconds", () => {
  it.each([
    ["0.00:05:00", { days: 0, hours: 0, minutes: 5, seconds: 0 }, 300_000],
    ["1.00:00:00", { days: 1, hours: 0, minutes: 0, seconds: 0 }, 86_400_000],
    ["0.23:59:59", { days: 0, hours: 23, minutes: 59, seconds: 59 }, 86_399_000],
    ["12.01:02:03", { days: 12, hours: 1, minutes: 2, seconds: 3 }, 12 * 86_400_000 + 3_723_000],
    ["0.00:00:00", { days: 0, hours: 0, minutes: 0, seconds: 0 }, 0],
  ])("%s", (text, parts, ms) => {
    expect(parseTimeSpan(text)).toEqual(parts);
    expect(timeSpanToMilliseconds(text)).toBe(ms);
  });
});

describe("d.hh:mm:ss is written from milliseconds or parts", () => {
  it.each([
    [300_000, "0.00:05:00"],
    [86_400_000, "1.00:00:00"],
    [86_399_000, "0.23:59:59"],
    [100 * 86_400_000 + 1000, "100.00:00:01"],
    [0, "0.00:00:00"],
  ])("%d ms is %s", (ms, text) => {
    expect(formatTimeSpan(ms)).toBe(text);
    expect(timeSpanToMilliseconds(formatTimeSpan(ms))).toBe(ms);
  });

  it.each([
    [{ minutes: 5 }, "0.00:05:00"],
    [{ days: 2, hours: 3, minutes: 4, seconds: 5 }, "2.03:04:05"],
    [{ minutes: 90 }, "0.01:30:00"],
    [{ hours: 24 }, "1.00:00:00"],
  ])("%j is %s", (parts, text) => {
    expect(formatTimeSpan(parts)).toBe(text);
  });

  it.each([
    [-1000, "TimeSpan -1000 ms: is not a non-negative whole number of milliseconds"],
    [1500, 'TimeSpan 1500 ms: has a fraction of a second, which "d.hh:mm:ss" cannot hold'],
    [Number.NaN, "TimeSpan NaN ms: is not a non-negative whole number of milliseconds"],
  ])("%d is refused", (ms, message) => {
    expect(() => formatTimeSpan(ms)).toThrow(ValueFormatError);
    expect(() => formatTimeSpan(ms)).toThrow(message);
  });

  it("parts that add up to a fraction of a second are refused", () => {
    expect(() => formatTimeSpan({ seconds: 0.5 })).toThrow('TimeSpan {"seconds":0.5}: has a fraction of a second');
  });
});

describe("bad d.hh:mm:ss input gets a ValueFormatError naming the input and the field", () => {
  it.each([
    ["1.24:00:00", 'TimeSpan "1.24:00:00": hours 24 is out of range 0-23'],
    ["0.99:00:00", 'TimeSpan "0.99:00:00": hours 99 is out of range 0-23'],
    ["0.00:60:00", 'TimeSpan "0.00:60:00": minutes 60 is out of range 0-59'],
    ["0.00:00:60", 'TimeSpan "0.00:00:60": seconds 60 is out of range 0-59'],
    ["00:05:00", 'TimeSpan "00:05:00": expected "d.hh:mm:ss", for example "0.00:05:00"'],
    ["0.5:00:00", 'TimeSpan "0.5:00:00": expected "d.hh:mm:ss"'],
    ["0.00:05:00.500", 'TimeSpan "0.00:05:00.500": expected "d.hh:mm:ss"'],
    ["-1.00:00:00", 'TimeSpan "-1.00:00:00": expected "d.hh:mm:ss"'],
    ["", 'TimeSpan "": expected "d.hh:mm:ss"'],
    [300, 'TimeSpan 300: expected "d.hh:mm:ss"'],
    [null, 'TimeSpan null: expected "d.hh:mm:ss"'],
  ])("%j", (input, message) => {
    expect(() => parseTimeSpan(input)).toThrow(ValueFormatError);
    expect(() => parseTimeSpan(input)).toThrow(message);
  });

  it("names where the value came from", () => {
    expect(() => parseTimeSpan("1.25:00:00", "AutoRefreshStatusInterval")).toThrow(
      'AutoRefreshStatusInterval: TimeSpan "1.25:00:00": hours 25 is out of range 0-23',
    );
  });
});
