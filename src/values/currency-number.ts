import { CurrencyNumberCurrencyCodePattern, DecimalNumberPattern } from "../../generated/facts.js";
import type { components } from "../../generated/types/data-integration.js";
import { normalizeDecimal, numberToDecimal } from "./decimal.js";
import { preview, ValueFormatError } from "./value-format-error.js";

/** A CurrencyNumber read into its parts; the amount stays the exact decimal text, never a float. */
export interface CurrencyAmount {
  /** The amount as a decimal string (`-1234.50`), exactly as written. */
  amount: string;
  /** ISO 4217 currency code (`EUR`). */
  currencyCode: string;
}

/** The object form of a CurrencyNumber (query option `CN1`). */
export type CurrencyNumberObject = Extract<components["schemas"]["CurrencyNumber"], { _type: "CurrencyNumber" }>;

const TYPE = "CurrencyNumber";

function checked(amount: string, currencyCode: string, shown: string, where?: string): CurrencyAmount {
  // The amount is decimal text as DecimalNumber writes it, the code as CurrencyNumber's object form has it.
  if (!DecimalNumberPattern.test(amount)) {
    throw new ValueFormatError(
      TYPE,
      shown,
      `amount ${preview(amount)} is not a decimal number (digits, optionally "." and digits)`,
      where,
    );
  }
  if (!CurrencyNumberCurrencyCodePattern.test(currencyCode)) {
    throw new ValueFormatError(
      TYPE,
      shown,
      `currency code ${preview(currencyCode)} is not three capital letters (ISO 4217)`,
      where,
    );
  }
  return { amount, currencyCode };
}

function fromString(text: string, where?: string): CurrencyAmount {
  const parts = text.split("|");
  if (parts.length !== 2) {
    throw new ValueFormatError(
      TYPE,
      preview(text),
      'expected one "|" between amount and currency code, as in "15000.00|CZK"',
      where,
    );
  }
  const [amount = "", currencyCode = ""] = parts;
  return checked(amount, currencyCode, preview(text), where);
}

function fromObject(object: Record<string, unknown>, where?: string): CurrencyAmount {
  const shown = "object";
  if (object._type !== TYPE)
    throw new ValueFormatError(TYPE, shown, `_type is ${preview(object._type)}, expected "CurrencyNumber"`, where);
  if (typeof object.value !== "number" || !Number.isFinite(object.value)) {
    throw new ValueFormatError(TYPE, shown, `value is ${preview(object.value)}, expected a finite number`, where);
  }
  if (typeof object.currencyCode !== "string") {
    throw new ValueFormatError(
      TYPE,
      shown,
      `currencyCode is ${preview(object.currencyCode)}, expected a string`,
      where,
    );
  }
  return checked(numberToDecimal(object.value), object.currencyCode, shown, where);
}

/**
 * Reads a CurrencyNumber in either form: the string `<amount>|<ISO 4217 code>` (the query
 * default) or the object `{ _type: "CurrencyNumber", value, currencyCode }` (option `CN1`).
 *
 * @param where names the value in errors, for example `items[3].Price`.
 * @throws {ValueFormatError} when the value is neither form.
 */
export function parseCurrencyNumber(value: unknown, where?: string): CurrencyAmount {
  if (typeof value === "string") return fromString(value, where);
  if (typeof value === "object" && value !== null && !Array.isArray(value))
    return fromObject(value as Record<string, unknown>, where);
  throw new ValueFormatError(
    TYPE,
    preview(value),
    'expected a string "<amount>|<currency code>" or an object with _type "CurrencyNumber"',
    where,
  );
}

/** Writes the string form `<amount>|<currency code>`, the amount exactly as given. */
export function formatCurrencyNumber(value: CurrencyAmount): string {
  const text = `${value.amount}|${value.currencyCode}`;
  checked(value.amount, value.currencyCode, preview(text));
  return text;
}

/**
 * Writes the object form. Its `value` is a JSON number, which holds about 15 significant digits:
 * an amount it cannot hold exactly is refused rather than rounded; send the string form instead.
 */
export function toCurrencyNumberObject(value: CurrencyAmount): CurrencyNumberObject {
  const { amount, currencyCode } = checked(
    value.amount,
    value.currencyCode,
    preview(`${value.amount}|${value.currencyCode}`),
  );
  const number = Number(amount);
  if (normalizeDecimal(numberToDecimal(number)) !== normalizeDecimal(amount)) {
    throw new ValueFormatError(
      TYPE,
      preview(amount),
      "has more digits than a JSON number holds exactly; use the string form (formatCurrencyNumber)",
    );
  }
  return { _type: TYPE, value: number, currencyCode };
}
