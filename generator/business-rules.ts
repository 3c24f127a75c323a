// The business rules' words (`x-rule` on the node that holds an `if`, a `not` or a "one of which is
// required" choice), by schema and JSON pointer of that node, so a validation error that a rule
// raised is told in the rule's words rather than as ajv's "must NOT be valid".
import type { NamedSchema } from "./schemas.js";

const escape = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");

/**
 * `{ [schema]: { [pointer of the node]: words } }` of every named schema's own nodes (its `$defs` are named schemas of
 * their own).
 */
export function collectBusinessRules(schemas: readonly NamedSchema[]): Record<string, Record<string, string>> {
  const rules: Record<string, Record<string, string>> = {};
  for (const { title, schema } of schemas) {
    const found: Record<string, string> = {};
    const walk = (node: unknown, pointer: string): void => {
      if (Array.isArray(node)) return node.forEach((child, index) => walk(child, `${pointer}/${index}`));
      if (node === null || typeof node !== "object") return;
      for (const [key, value] of Object.entries(node)) {
        if (key === "x-rule" && typeof value === "string") found[pointer] = value;
        else if (
          key !== "$defs" &&
          !key.startsWith("x-") &&
          key !== "examples" &&
          key !== "const" &&
          key !== "enum" &&
          key !== "default"
        )
          walk(value, `${pointer}/${escape(key)}`);
      }
    };
    walk(schema, "");
    if (Object.keys(found).length > 0) rules[title] = found;
  }
  return rules;
}

/** The module `generated/validators/rules.js` and its declarations. */
export function buildBusinessRules(schemas: readonly NamedSchema[]): { js: string; dts: string } {
  const rules = collectBusinessRules(schemas);
  const js = [
    "// generated from specs/schemas; do not edit",
    `export const businessRules = ${JSON.stringify(rules, null, 2)};`,
    "",
  ].join("\n");
  const dts = [
    "// generated from specs/schemas; do not edit",
    "/** The words of each business rule (`x-rule`), by schema name " +
      "and JSON pointer of the node that holds the rule. */",
    "export declare const businessRules: { readonly [schema: string]: { readonly [pointer: string]: string } };",
    "",
  ].join("\n");
  return { js, dts };
}
