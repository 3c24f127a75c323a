const SHOWN_CHARACTERS = 40;

/** The start of an input as an error may show it: quoted, and cut short so that errors stay small. */
export function preview(input: unknown, maxCharacters = SHOWN_CHARACTERS): string {
  if (input === null || input === undefined || typeof input === "number" || typeof input === "boolean")
    return String(input);
  if (typeof input !== "string")
    return Array.isArray(input) ? "an array" : typeof input === "object" ? "an object" : `a ${typeof input}`;
  if (input.length <= maxCharacters) return JSON.stringify(input);
  return `${JSON.stringify(input.slice(0, maxCharacters))}… (${input.length} characters)`;
}

/**
 * A value that does not have the shape its data type prescribes; the message names the type, the input and what is
 * wrong.
 */
export class ValueFormatError extends Error {
  override readonly name = "ValueFormatError";
  /** The data type or header that was expected (`CurrencyNumber`, `ExternalId`, ...). */
  readonly valueType: string;
  /** Where the value came from, as the caller named it (a field path, a header); `undefined` when not given. */
  readonly where: string | undefined;

  constructor(valueType: string, shown: string, reason: string, where?: string) {
    super(`${where === undefined ? "" : `${where}: `}${valueType} ${shown}: ${reason}`);
    this.valueType = valueType;
    this.where = where;
  }
}
