const EXPONENTIAL = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/;

/** A decimal in one spelling per value: no `+`, no leading or trailing zeros, no `-0`. */
export function normalizeDecimal(decimal: string): string {
  const negative = decimal.startsWith("-");
  const [whole = "", fraction = ""] = decimal.replace(/^[+-]/, "").split(".");
  const digits = whole.replace(/^0+(?=\d)/, "");
  const decimals = fraction.replace(/(?<!0)0+$/, "");
  const body = decimals === "" ? digits : `${digits}.${decimals}`;
  return negative && /[1-9]/.test(body) ? `-${body}` : body;
}

/** The decimal a finite JS number stands for, written out in full where `String` would use an exponent. */
export function numberToDecimal(value: number): string {
  const text = String(value);
  const match = EXPONENTIAL.exec(text);
  if (match === null) return text;
  const [, sign = "", whole = "", fraction = "", exponentText = "0"] = match;
  const digits = `${whole}${fraction}`;
  const point = whole.length + Number(exponentText);
  if (point <= 0) return `${sign}0.${"0".repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${"0".repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}
