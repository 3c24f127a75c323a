// Finds the business rules of the JSON Schemas: conditions (`if`/`then`), exclusions (`not`) and
// "one of which is required" choices. Generated types and most client generators drop them, so each
// one needs its own test.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot, type Json } from "./openapi.js";

export const generatedSchemasDir = join(projectRoot, "generated", "schemas");

export interface BusinessRule {
  /** Title of the schema that holds the rule (`generated/schemas/<schema>.schema.json`). */
  readonly schema: string;
  /** JSON pointer of the `if` or `not` keyword inside that schema, for example `/allOf/0/if`. */
  readonly at: string;
}

const SUBSCHEMA = ["items", "additionalProperties", "contains", "propertyNames"];
const SUBSCHEMA_LISTS = ["allOf", "anyOf", "oneOf"];
const SUBSCHEMA_MAPS = ["properties", "patternProperties"];

const escape = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");

/** `anyOf`/`oneOf` whose branches only list required members: "one of which is required" rules. */
function isRequiredChoice(list: Json): boolean {
  return (
    Array.isArray(list) &&
    list.every(
      (branch: Json) => Array.isArray(branch?.required) && branch.type === undefined && branch.$ref === undefined,
    )
  );
}

/**
 * The rules a schema states itself: every `if`, every `not`, and every `anyOf`/`oneOf` made only of
 * `required` lists. `$defs` are skipped: each is a named schema of its own, walked from its own file.
 * A `not` inside an `if`, `then` or `else` is part of that rule, not a rule of its own.
 */
export function findRules(schema: string, root: Json): BusinessRule[] {
  const rules: BusinessRule[] = [];
  const walk = (node: Json, at: string, insideRule: boolean): void => {
    if (node === null || typeof node !== "object" || Array.isArray(node)) return;
    if (node.if !== undefined) rules.push({ schema, at: `${at}/if` });
    if (node.not !== undefined && !insideRule) rules.push({ schema, at: `${at}/not` });
    for (const key of ["anyOf", "oneOf"]) if (isRequiredChoice(node[key])) rules.push({ schema, at: `${at}/${key}` });
    for (const key of ["then", "else"]) walk(node[key], `${at}/${key}`, true);
    for (const key of SUBSCHEMA) walk(node[key], `${at}/${key}`, insideRule);
    for (const key of SUBSCHEMA_LISTS)
      (node[key] ?? []).forEach((child: Json, index: number) => walk(child, `${at}/${key}/${index}`, insideRule));
    for (const key of SUBSCHEMA_MAPS)
      for (const [name, child] of Object.entries(node[key] ?? {}))
        walk(child, `${at}/${key}/${escape(name)}`, insideRule);
  };
  walk(root, "", false);
  return rules;
}

/** Every rule of every generated JSON Schema, in file order. */
export function findAllRules(): BusinessRule[] {
  return readdirSync(generatedSchemasDir)
    .filter((file) => file.endsWith(".schema.json"))
    .sort()
    .flatMap((file) =>
      findRules(
        file.slice(0, -".schema.json".length),
        JSON.parse(readFileSync(join(generatedSchemasDir, file), "utf8")),
      ),
    );
}
