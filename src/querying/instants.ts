const DATE_TIME = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?)(?:\.(\d+))?(Z|[+-]\d{2}:?\d{2})?$/i;

/** An ISO 8601 date-time as whole epoch milliseconds of its second plus nanoseconds. */
interface Instant {
  secondMs: number;
  nanos: number;
}

/**
 * Reads an ISO 8601 date-time keeping up to nine fractional digits, because the platform writes
 * seven (.NET ticks) and `Date` keeps three: two modifications 100 ns apart must not look equal.
 * A time without offset is taken as UTC, as the `Utc*` fields are.
 */
function parseInstant(text: string): Instant | undefined {
  const match = DATE_TIME.exec(text.trim());
  if (match === null) return undefined;
  const [, wholeSeconds = "", fraction = "", zone = "Z"] = match;
  const secondMs = Date.parse(`${wholeSeconds}${zone}`);
  if (Number.isNaN(secondMs)) return undefined;
  return { secondMs, nanos: Number(fraction.slice(0, 9).padEnd(9, "0")) };
}

/** Orders two ISO 8601 date-times: negative when `a` is earlier, zero when equal, positive when later. */
export function compareInstants(a: string, b: string): number {
  const left = parseInstant(a);
  const right = parseInstant(b);
  if (left === undefined) throw new RangeError(`"${a}" is not an ISO 8601 date-time`);
  if (right === undefined) throw new RangeError(`"${b}" is not an ISO 8601 date-time`);
  return left.secondMs - right.secondMs || left.nanos - right.nanos;
}

/** Whether a text is an ISO 8601 date-time that {@link compareInstants} can order. */
export function isInstant(text: string): boolean {
  return parseInstant(text) !== undefined;
}
