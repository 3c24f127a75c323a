// What a report shows of a long answer or value: its start, cut where a reader can tell where it
// stops (between JSON tokens, not inside an id), saying how much was left out; and which of the
// fields a check expects an answer lacks, named by JSON path.

const STRUCTURAL = new Set([",", "{", "}", "[", "]", ":", " ", "\n", "\t", "\r"]);

/** The end of the last whole token at or before `max`: after a structural character or a closed string. */
function cutAt(text: string, max: number): number {
  let inString = false;
  let lastOutside = 0;
  let lastSpace = 0;
  for (let i = 0; i < max; i++) {
    const char = text[i]!;
    if (inString) {
      if (char === "\\") i++;
      else if (char === '"') {
        inString = false;
        lastOutside = i + 1;
      } else if (char === " ") lastSpace = i + 1;
      continue;
    }
    if (char === '"') inString = true;
    else if (STRUCTURAL.has(char)) lastOutside = i + 1;
    if (char === " ") lastSpace = i + 1;
  }
  // A string longer than half the room (a long description) is cut at a space inside it rather than dropped whole.
  const end = lastOutside > max / 2 ? lastOutside : lastSpace > max / 2 ? lastSpace : lastOutside || max;
  const code = text.charCodeAt(end - 1);
  return code >= 0xd800 && code <= 0xdbff ? end - 1 : end;
}

/**
 * `text` when it has at most `max` characters, else its start cut at a token's end and how much was cut. A `text` that
 * is itself the start of something longer (`partial`) says only that it goes on.
 */
export function excerpt(text: string, max: number, partial = false): string {
  if (text.length <= max) return partial ? `${text}...` : text;
  const end = cutAt(text, max);
  return partial
    ? `${text.slice(0, end)}...`
    : `${text.slice(0, end)}... (${text.length - end} of ${text.length} characters cut)`;
}

/** A value as a report shows it: its JSON, cut by {@link excerpt}; `nothing` for undefined. */
export function shown(value: unknown, max = 300): string {
  const json = JSON.stringify(value) as string | undefined;
  return json === undefined ? "nothing" : excerpt(json, max);
}

/** `$.vendor.code` for `["vendor", "code"]`. */
export function jsonPath(keys: readonly string[]): string {
  return `$${keys.map((key) => (/^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`)).join("")}`;
}

/**
 * The fields of `expected` (dotted paths such as `vendor.code`) that `value` lacks or holds otherwise than `expected`
 * says, each named by its JSON path: `$.orderNumber missing`, `$.id is "b", expected "a"`. A test function checks
 * the field's value; any other expected value must equal it.
 */
export function fieldProblems(value: unknown, expected: Readonly<Record<string, unknown>>): string[] {
  const problems: string[] = [];
  for (const [path, want] of Object.entries(expected)) {
    const keys = path.split(".");
    let node: unknown = value;
    let found = true;
    for (const key of keys) {
      if (node === null || typeof node !== "object" || !Object.hasOwn(node, key)) {
        found = false;
        break;
      }
      node = (node as Record<string, unknown>)[key];
    }
    const where = jsonPath(keys);
    if (!found) problems.push(`${where} missing`);
    else if (typeof want === "function") {
      const test = want as (field: unknown) => string | undefined;
      const wrong = test(node);
      if (wrong !== undefined) problems.push(`${where} is ${shown(node, 80)}, expected ${wrong}`);
    } else if (JSON.stringify(node) !== JSON.stringify(want))
      problems.push(`${where} is ${shown(node, 80)}, expected ${shown(want, 80)}`);
  }
  return problems;
}

/** For {@link fieldProblems}: the field holds a string. */
export const aString = (value: unknown): string | undefined => (typeof value === "string" ? undefined : "a string");

/**
 * Why a 200 answer with `expected`'s fields was not that (its status, or each field it lacks or holds otherwise, by
 * JSON path), or undefined when it was.
 */
export function answeredFields(
  status: number,
  body: unknown,
  expected: Readonly<Record<string, unknown>>,
): string | undefined {
  if (status !== 200) return `answered ${status} ${shown(body)}`;
  const wrong = fieldProblems(body, expected);
  return wrong.length === 0 ? undefined : `answered 200 with ${wrong.join("; ")}`;
}
