// Validation errors as people read them: one line per problem, the JSON path of the value, what
// was expected, and a business rule's own words where an `if`/`then`, a `not` or a "one of which is
// required" choice failed (ajv alone says "must NOT be valid"). The sandbox answers with the same
// lines, so a refusal reads the same on both sides.
import type { ErrorObject } from "ajv";
import { businessRules } from "../../generated/validators/rules.js";
import { validators, type SchemaName } from "../../generated/validators/index.js";

/** One thing wrong with a value: where (JSON path, `$.items[0].data`) and what. */
export interface ValidationProblem {
  readonly path: string;
  /** The same place as a JSON pointer (ajv's `instancePath`, `/items/0/data`). */
  readonly pointer: string;
  /** What was expected, ending with the rule's words when a business rule failed. */
  readonly message: string;
  /** The business rule's words, when one failed. */
  readonly rule?: string;
}

export interface DescribeOptions {
  /** The schema the value was checked against: its own rules are found first. */
  readonly schema?: SchemaName;
  /** The value that was checked: tells apart rules whose place in their schema is the same. */
  readonly value?: unknown;
  /** What stands for the value itself in paths. Default `$`. */
  readonly root?: string;
}

/** `$.items[0].name` from ajv's instance path `/items/0/name` (`root` instead of `$`). */
export function jsonPath(instancePath: string, root = "$"): string {
  return (
    root +
    instancePath
      .split("/")
      .slice(1)
      .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
      .map((part) =>
        /^\d+$/.test(part) ? `[${part}]` : /^[A-Za-z_$][\w$]*$/.test(part) ? `.${part}` : `[${JSON.stringify(part)}]`,
      )
      .join("")
  );
}

const RULE_KEYWORDS = new Set(["if", "not", "anyOf", "oneOf"]);

function valueAt(value: unknown, instancePath: string): unknown {
  let node = value;
  for (const part of instancePath.split("/").slice(1)) {
    const key = part.replace(/~1/g, "/").replace(/~0/g, "~");
    node = node !== null && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined;
  }
  return node;
}

/**
 * The words of the rule an error raised: an error of keyword `if`, `not`, `anyOf` or `oneOf` at
 * the rule's node, or an error inside the `then` of an `if` (ajv may report only that one). ajv
 * names the place inside the schema it was compiled in (`#/allOf/0/then/required`,
 * `#/$defs/PublishingItem/not`, `…/components/schemas/PublishingItem/not`); a place that several
 * schemas share is told apart by checking the value against each of them (an ajv with `verbose`,
 * as the sandbox's, hands over the node and needs no guess).
 */
function ruleOf(error: ErrorObject, options: DescribeOptions): string | undefined {
  // An ajv with `verbose` hands over the node itself.
  const own = RULE_KEYWORDS.has(error.keyword) ? error.parentSchema?.["x-rule"] : undefined;
  if (typeof own === "string") return own;
  const path = error.schemaPath.slice(error.schemaPath.indexOf("#") + 1);
  const thenAt = path.lastIndexOf("/then/");
  const node = RULE_KEYWORDS.has(error.keyword)
    ? path.slice(0, path.length - error.keyword.length - 1)
    : thenAt === -1
      ? undefined
      : path.slice(0, thenAt);
  if (node === undefined) return undefined;
  // dotAll: `.*` then reaches every character, so a path without the folder fails after one pass back.
  const named = /^(?:.*\/(?:\$defs|components\/schemas)\/([^/]+))(.*)$/s.exec(node);
  if (named !== null) return businessRules[named[1]!]?.[named[2]!];
  const candidates = Object.keys(businessRules).filter((schema) => businessRules[schema]![node] !== undefined);
  if (options.schema !== undefined && candidates.includes(options.schema)) return businessRules[options.schema]![node];
  if (candidates.length <= 1 || options.value === undefined)
    return candidates[0] === undefined ? undefined : businessRules[candidates[0]]![node];
  const value = valueAt(options.value, error.instancePath);
  const broken = candidates.find((schema) => {
    const validate = validators[schema as SchemaName];
    return (
      validate !== undefined &&
      !validate(value) &&
      (validate.errors ?? []).some((e) => e.schemaPath === error.schemaPath)
    );
  });
  if (broken === undefined && error.parentSchema !== undefined) return undefined;
  return businessRules[broken ?? candidates[0]!]![node];
}

/** What was expected, for one ajv error. */
function expected(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "required":
      return `must have property ${JSON.stringify(params.missingProperty)}`;
    case "additionalProperties":
      return `must not have property ${JSON.stringify(params.additionalProperty)}`;
    case "enum":
      return `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ")}`;
    case "const":
      return `must be ${JSON.stringify(params.allowedValue)}`;
    case "type":
      return `must be ${([] as unknown[]).concat(params.type).join(" or ")}`;
    case "not":
      return "must not match the form the schema excludes";
    default:
      return error.message ?? `must satisfy ${error.keyword}`;
  }
}

const within = (error: ErrorObject, node: string, instancePath: string) =>
  error.schemaPath.startsWith(`${node}/`) &&
  (error.instancePath === instancePath || error.instancePath.startsWith(`${instancePath}/`));

/**
 * One problem per failed expectation; the errors of an `anyOf`'s branches become one line, an `if`'s `then` errors
 * carry its rule.
 */
export function describeValidationErrors(
  errors: readonly ErrorObject[] | null | undefined,
  options: DescribeOptions = {},
): ValidationProblem[] {
  const list = [...(errors ?? [])];
  const consumed = new Set<ErrorObject>();
  const ruleOfThen = new Map<ErrorObject, string>();
  const problems: ValidationProblem[] = [];
  const choices = new Map<ErrorObject, string>();
  for (const error of list) {
    if (error.keyword === "anyOf" || error.keyword === "oneOf") {
      const node = error.schemaPath;
      const at = list.indexOf(error);
      // Branch errors are under the keyword's place, or (from a schema compiled on its own) right before it.
      let members = list.filter((other, index) => index < at && within(other, node, error.instancePath));
      if (members.length === 0) {
        const inside = (other: ErrorObject) =>
          other.instancePath === error.instancePath || other.instancePath.startsWith(`${error.instancePath}/`);
        let first = at;
        while (first > 0 && inside(list[first - 1]!) && !consumed.has(list[first - 1]!)) first--;
        members = list.slice(first, at);
      }
      const branches = new Map<string, string[]>();
      for (const other of members) {
        consumed.add(other);
        const branch = other.schemaPath.startsWith(`${node}/`)
          ? other.schemaPath.slice(node.length + 1).split("/")[0]!
          : other.schemaPath;
        const where =
          other.instancePath === error.instancePath
            ? ""
            : `${jsonPath(other.instancePath.slice(error.instancePath.length), "")} `;
        branches.set(branch, [
          ...(branches.get(branch) ?? []),
          where === "" ? expected(other).replace(/^must /, "") : `${where}${expected(other)}`,
        ]);
      }
      if (branches.size > 0)
        choices.set(error, [...branches.values()].map((messages) => messages.join(" and ")).join(", or "));
    }
    // An if whose then errors are reported says nothing they do not: they carry its rule.
    if (error.keyword === "if") {
      const at = list.indexOf(error);
      const previous = list[at - 1];
      if (
        previous !== undefined &&
        !consumed.has(previous) &&
        (previous.instancePath === error.instancePath || previous.instancePath.startsWith(`${error.instancePath}/`))
      ) {
        consumed.add(error);
        const words = ruleOf(error, options);
        if (words !== undefined && !ruleOfThen.has(previous)) ruleOfThen.set(previous, words);
      }
    }
  }
  for (const error of list) {
    if (consumed.has(error)) continue;
    const path = jsonPath(error.instancePath, options.root);
    const own = ruleOf(error, options);
    const rule = own ?? ruleOfThen.get(error);
    const choice = choices.get(error);
    const what =
      choice !== undefined
        ? `must ${choice}`
        : own !== undefined && RULE_KEYWORDS.has(error.keyword)
          ? "breaks a business rule"
          : expected(error);
    const message = rule === undefined ? what : `${what}: ${rule}`;
    const pointer = error.instancePath;
    if (!problems.some((p) => p.path === path && p.message === message))
      problems.push(rule === undefined ? { path, pointer, message } : { path, pointer, message, rule });
  }
  return problems;
}

/** The problems as text, one line each: `<path> <message>`. */
export function formatValidationErrors(
  errors: readonly ErrorObject[] | null | undefined,
  options: DescribeOptions = {},
): string {
  return describeValidationErrors(errors, options)
    .map((p) => `${p.path} ${p.message}`)
    .join("\n");
}
