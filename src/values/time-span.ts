import { TimeSpanPattern } from "../../generated/facts.js";
import { preview, ValueFormatError } from "./value-format-error.js";

/** A time span in its parts, as `d.hh:mm:ss` writes it. */
export interface TimeSpanParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

// The layout of `d.hh:mm:ss` without the ranges of its parts: TimeSpan's pattern decides what is a
// time span, this only splits one into parts and names the part a refused one has out of range.
const LAYOUT = /^(\d+)\.(\d{2}):(\d{2}):(\d{2})$/;
const TYPE = "TimeSpan";
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Reads a time span written `d.hh:mm:ss` (the custom property `AutoRefreshStatusInterval`).
 *
 * @param where names the value in errors, for example `agent.customProperties.AutoRefreshStatusInterval`.
 * @throws {ValueFormatError} naming the input when the shape is wrong or hours pass 23, minutes or seconds 59.
 */
export function parseTimeSpan(text: unknown, where?: string): TimeSpanParts {
  const match = typeof text === "string" ? LAYOUT.exec(text) : null;
  if (match === null)
    throw new ValueFormatError(TYPE, preview(text), 'expected "d.hh:mm:ss", for example "0.00:05:00"', where);
  const [days, hours, minutes, seconds] = match.slice(1).map(Number) as [number, number, number, number];
  if (!TimeSpanPattern.test(match[0])) {
    const limits: Array<[string, number, number]> = [
      ["hours", hours, 23],
      ["minutes", minutes, 59],
      ["seconds", seconds, 59],
    ];
    const out = limits.find(([, part, most]) => part > most);
    throw new ValueFormatError(
      TYPE,
      preview(text),
      out === undefined ? "does not match the pattern of TimeSpan" : `${out[0]} ${out[1]} is out of range 0-${out[2]}`,
      where,
    );
  }
  return { days, hours, minutes, seconds };
}

/** Reads a `d.hh:mm:ss` time span as milliseconds. */
export function timeSpanToMilliseconds(text: unknown, where?: string): number {
  const { days, hours, minutes, seconds } = parseTimeSpan(text, where);
  return days * DAY + hours * HOUR + minutes * MINUTE + seconds * SECOND;
}

/**
 * Writes `d.hh:mm:ss` from milliseconds or from parts; parts may overflow (90 minutes is written
 * `0.01:30:00`).
 *
 * @throws {ValueFormatError} for a negative span or one with a fraction of a second, which the format cannot hold.
 */
export function formatTimeSpan(span: number | Partial<TimeSpanParts>): string {
  const ms =
    typeof span === "number"
      ? span
      : (span.days ?? 0) * DAY + (span.hours ?? 0) * HOUR + (span.minutes ?? 0) * MINUTE + (span.seconds ?? 0) * SECOND;
  const shown = typeof span === "number" ? `${span} ms` : JSON.stringify(span);
  if (!Number.isSafeInteger(ms) || ms < 0)
    throw new ValueFormatError(TYPE, shown, "is not a non-negative whole number of milliseconds");
  if (ms % SECOND !== 0)
    throw new ValueFormatError(TYPE, shown, 'has a fraction of a second, which "d.hh:mm:ss" cannot hold');
  const two = (value: number) => String(value).padStart(2, "0");
  return (
    `${Math.floor(ms / DAY)}.${two(Math.floor(ms / HOUR) % 24)}` +
    `:${two(Math.floor(ms / MINUTE) % 60)}:${two((ms / SECOND) % 60)}`
  );
}
