// "For PATCH-style bodies, null means no change and an empty string clears the value": every optional
// member of every PATCH-style body accepts null, and every optional string member accepts "".
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { validators, type SchemaName } from "../../generated/validators/index.js";
import {
  listOperations,
  loadBundledSpecs,
  mediaExamples,
  projectRoot,
  schemaName,
  type Json,
} from "../support/openapi.js";

/**
 * The PATCH-style bodies the reference names (issue: V2 Settings and OnPremiseSettings, V1 IntegrationSettings,
 * ConfigureConsumer V1 and V2, Transformations and SupportedFeatures patches, order Integration/Settings).
 */
const PATCH_STYLE = [
  "postIntegrationAgentSettings",
  "patchIntegrationAgentSettings",
  "patchIntegrationAgentOnPremiseSettings",
  "configureIntegrationAgentConsumer",
  "patchIntegrationAgentTransformations",
  "patchIntegrationAgentSupportedFeatures",
  "patchDataSourceIntegrationSettings",
  "configureDataSourceConsumer",
  "updateIntegrationSettings",
] as const;

const operations = loadBundledSpecs("openapi").flatMap(listOperations);

function resolve(root: Json, node: Json): Json {
  let current = node;
  while (current && typeof current.$ref === "string") {
    current = current.$ref
      .slice(2)
      .split("/")
      .reduce((value: Json, key: string) => value?.[key], root);
  }
  return current;
}

const typesOf = (node: Json): string[] =>
  Array.isArray(node.type) ? node.type : node.type === undefined ? [] : [node.type];

/** The members and required list of an object schema, through `$ref`, `allOf` and a nullable `anyOf`. */
function objectShape(root: Json, node: Json): { properties: Record<string, Json>; required: string[] } {
  const object = resolve(root, node) ?? {};
  const parts = [
    object,
    ...(object.allOf ?? []),
    ...(object.anyOf ?? []).filter((branch: Json) => !typesOf(resolve(root, branch)).includes("null")),
  ];
  const shapes = parts.map((part: Json) =>
    part === object
      ? { properties: object.properties ?? {}, required: object.required ?? [] }
      : objectShape(root, part),
  );
  return {
    properties: Object.assign({}, ...shapes.map((shape) => shape.properties)),
    required: shapes.flatMap((shape) => shape.required),
  };
}

/** Every optional member under `node` whose parent the example holds, as a path of member names. */
function optionalMembers(
  root: Json,
  node: Json,
  example: Json,
  path: string[] = [],
): { path: string[]; schema: Json }[] {
  if (example === null || typeof example !== "object" || Array.isArray(example)) return [];
  const { properties, required } = objectShape(root, node);
  return Object.entries(properties).flatMap(([name, member]) => {
    const schema = resolve(root, member);
    const own = required.includes(name) ? [] : [{ path: [...path, name], schema }];
    return [...own, ...optionalMembers(root, schema, example[name], [...path, name])];
  });
}

/**
 * The body that sets only this member (with its parents): "" clears a member in a body that does nothing else, where no
 * conditional rule of another member applies.
 */
function alone(path: readonly string[], value: unknown): Json {
  return path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value);
}

const isString = (root: Json, schema: Json): boolean =>
  typesOf(schema).includes("string") ||
  (schema.anyOf ?? []).some((branch: Json) => typesOf(resolve(root, branch)).includes("string"));

function withValue(example: Json, path: readonly string[], value: unknown): Json {
  const copy = structuredClone(example);
  const parent = path.slice(0, -1).reduce((node: Json, key) => node[key], copy);
  parent[path.at(-1)!] = value;
  return copy;
}

/** The members of `operationId`'s JSON body that refuse null, or "" where they are strings. */
function refusedMembers(operationId: string): string[] {
  const op = operations.find((o) => o.operationId === operationId);
  expect(op, `${operationId} is an operation of the bundled specs`).toBeDefined();
  const media = op!.operation.requestBody?.content?.["application/json"];
  const title = schemaName(media?.schema);
  expect(title, `${operationId} has a named JSON body`).toBeDefined();
  const example = mediaExamples(op!.document, media)[0]?.value ?? {};
  const validate = validators[title as SchemaName];
  expect(validate(example), `${operationId}'s example is valid`).toBe(true);
  const root = JSON.parse(readFileSync(join(projectRoot, "generated", "schemas", `${title}.schema.json`), "utf8"));
  const members = optionalMembers(root, root, example);
  expect(members.length).toBeGreaterThan(0);
  const refused: string[] = [];
  for (const { path, schema } of members) {
    if (!validate(withValue(example, path, null))) refused.push(`$.${path.join(".")}: null`);
    if (isString(root, schema) && !validate(withValue(example, path, "")) && !validate(alone(path, "")))
      refused.push(`$.${path.join(".")}: ""`);
  }
  return refused;
}

describe("PATCH-style bodies: null means no change and an empty string clears the value", () => {
  it.each(PATCH_STYLE)("%s", (operationId) => {
    expect(refusedMembers(operationId)).toEqual([]);
  });

  it("the check finds members that refuse null in a body that is not PATCH-style (setOrderStatus)", () => {
    expect(refusedMembers("setOrderStatus").length).toBeGreaterThan(0);
  });
});
