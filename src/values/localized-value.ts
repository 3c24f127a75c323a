import type { components } from "../../generated/types/data-integration.js";
import { preview, ValueFormatError } from "./value-format-error.js";

type LocalizedText = NonNullable<Exclude<components["schemas"]["LocalizedValue"], unknown[]>>["values"][number];

const TYPE = "LocalizedValue";

const language = (locale: string) => locale.split("-")[0]?.toLowerCase() ?? "";

/**
 * Exact locale, else the bare language (`de` for `de-AT`), else another region of it (`de-DE`); case-insensitive, as
 * BCP 47 tags are.
 */
function find(values: LocalizedText[], locale: string): LocalizedText | undefined {
  const wanted = locale.toLowerCase();
  const lang = language(locale);
  return (
    values.find((text) => text.locale.toLowerCase() === wanted) ??
    values.find((text) => text.locale.toLowerCase() === lang) ??
    values.find((text) => language(text.locale) === lang)
  );
}

function checkedTexts(value: unknown, where?: string): LocalizedText[] {
  const values = typeof value === "object" && value !== null ? (value as { values?: unknown }).values : undefined;
  if (!Array.isArray(values))
    throw new ValueFormatError(TYPE, preview(value), "expected an object { values: [ { locale, value } ] }", where);
  values.forEach((text: unknown, index) => {
    const { locale, value: content } = (typeof text === "object" && text !== null ? text : {}) as Record<
      string,
      unknown
    >;
    if (typeof locale !== "string" || typeof content !== "string") {
      throw new ValueFormatError(TYPE, "object", `values[${index}] is not { locale: string, value: string }`, where);
    }
  });
  return values as LocalizedText[];
}

/**
 * The text of a localized value for a locale: the exact locale, then its language (`de` for
 * `de-AT`, then another `de-*`), then the fallback locale the same way, then the first text. A
 * plain string (Text that is not localized) is its own text; null and an empty list give
 * `undefined`.
 *
 * @param where names the value in errors, for example `items[0].Name`.
 * @throws {ValueFormatError} when the value is neither a string, null nor `{ values: [ { locale, value } ] }`.
 */
export function localizedText(
  value: unknown,
  locale: string,
  fallbackLocale?: string,
  where?: string,
): string | undefined {
  if (typeof value === "string") return value;
  if (value === null) return undefined;
  const texts = checkedTexts(value, where);
  const found =
    find(texts, locale) ?? (fallbackLocale === undefined ? undefined : find(texts, fallbackLocale)) ?? texts[0];
  return found?.value;
}
