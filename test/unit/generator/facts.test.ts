// generated/facts.ts: a fact extension (`x-<name>: { value, description }`) becomes a constant of its
// schema or operation, a spec's fact holds for each operation without its own, patterns and lists
// are named by schema and property, and a fact the generator cannot take is refused naming where.
import { describe, expect, it } from "vitest";
import type { BundledSpec } from "../../../generator/bundle.js";
import { buildFacts } from "../../../generator/facts.js";
import type { NamedSchema } from "../../../generator/schemas.js";
import { SpecError } from "../../../generator/spec-error.js";
import {
  connectorCatalogueOperations,
  DecimalNumberPattern,
  parameterDefaults,
  QueueItemStatusRecordFacts,
  TimeSpanPattern,
} from "../../../generated/facts.js";

function api(document: Record<string, unknown>): BundledSpec {
  return { source: "openapi/t.yaml", name: "t-service", kind: "openapi", schemaFiles: new Map(), document };
}

function schema(title: string, body: Record<string, unknown>): NamedSchema {
  return { title, source: `schemas/${title}.yaml`, schema: { $id: `urn:t:${title}`, ...body } };
}

const fact = (value: unknown) => ({ value, description: '"As the reference says."' });

function refusal(specs: BundledSpec[], schemas: NamedSchema[]): SpecError {
  try {
    buildFacts(specs, schemas, []);
  } catch (error) {
    if (error instanceof SpecError) return error;
    throw error;
  }
  throw new Error("buildFacts accepted the specs");
}

describe("a fact extension becomes a constant of its schema or operation", () => {
  it("a schema's fact is a member of <Title>Facts, with its description", () => {
    const code = buildFacts([], [schema("Queue", { type: "object", "x-max-items": fact(4000) })], []);
    expect(code).toContain("export const QueueFacts = {");
    expect(code).toContain('/** "As the reference says." */\n  maxItems: 4000,');
  });
  it("an operation's fact is a member of its entry, and a spec's fact holds for each operation without its own", () => {
    const code = buildFacts(
      [
        api({
          "x-body-limit": fact("small"),
          paths: {
            "/a": { get: { operationId: "getA" }, post: { operationId: "postA", "x-body-limit": fact("large") } },
          },
        }),
      ],
      [],
      [],
    );
    expect(code).toContain('getA: { method: "get", path: "/a", bodyLimit: "small" },');
    expect(code).toContain('postA: { method: "post", path: "/a", bodyLimit: "large" },');
    expect(code).toContain('export const operationFacts = { "t-service": tServiceOperations } as const;');
  });
  it("an operation's query defaults are read through the shared parameters it refers to", () => {
    const shared = { Limit: { name: "limit", in: "query", schema: { type: "integer", default: 100 } } };
    const code = buildFacts(
      [
        api({
          components: { parameters: shared },
          paths: { "/a": { get: { operationId: "getA", parameters: [{ $ref: "#/components/parameters/Limit" }] } } },
        }),
      ],
      [],
      [],
    );
    expect(code).toContain('getA: { method: "get", path: "/a", defaults: { limit: 100 } },');
    expect(code).toContain("export const parameterDefaults = { Limit: 100 } as const;");
  });
});

describe("patterns, inline enums, contained values and property names are named by schema and property", () => {
  const code = buildFacts(
    [],
    [
      schema("Money", {
        anyOf: [
          { type: "string", pattern: "^\\d+\\|[A-Z]{3}$" },
          {
            type: "object",
            properties: { code: { type: "string", pattern: "^[A-Z]{3}$" }, kind: { enum: ["a", "b"] } },
          },
        ],
      }),
      schema("Doc", {
        type: "object",
        properties: { grants: { type: "array", contains: { const: "x" } }, name: { type: "string" } },
      }),
    ],
    [],
  );
  it("a pattern in an anyOf branch is its schema's, one in a property its property's", () => {
    expect(code).toContain('export const MoneyPattern = /* @__PURE__ */ new RegExp("^\\\\d+\\\\|[A-Z]{3}$", "u");');
    expect(code).toContain('export const MoneyCodePattern = /* @__PURE__ */ new RegExp("^[A-Z]{3}$", "u");');
  });
  it("an inline enum, the values an array contains and the property names are lists", () => {
    expect(code).toContain('export const MoneyKindValues = ["a","b"] as const;');
    expect(code).toContain('export const DocGrantsContains = ["x"] as const;');
    expect(code).toContain('export const DocProperties = ["grants","name"] as const;');
  });
});

describe("a fact the generator cannot take is refused naming the file and the JSON path", () => {
  it("a fact without a description", () => {
    const error = refusal([], [schema("Queue", { "x-max-items": { value: 4000 } })]);
    expect(error.message).toBe(
      "specs/schemas/Queue.yaml at $.x-max-items.description: a fact needs a " +
        "description quoting the reference (or saying why, where the sandbox chose)",
    );
  });
  it("a fact whose value is an object", () => {
    const error = refusal(
      [api({ paths: { "/a": { get: { operationId: "getA", "x-roles": fact({ admin: true }) } } } })],
      [],
    );
    expect(error.message).toBe(
      'specs/openapi/t.yaml at $.paths["/a"].get.x-roles.value: must be a number, a string or a list of strings',
    );
  });
  it("two different patterns that would get one name", () => {
    const error = refusal([], [schema("Code", { anyOf: [{ pattern: "^a$" }, { pattern: "^b$" }] })]);
    expect(error.message).toBe(
      "specs/schemas/Code.yaml at $: has two patterns named " +
        "CodePattern (^a$ and ^b$); they need a property of their own",
    );
  });
});

describe("generated/facts.ts holds the specs' facts", () => {
  it("the queue item's limits, the catalogue's roles and the paging defaults", () => {
    expect(QueueItemStatusRecordFacts).toEqual({ maxItems: 4000, synchronousBelow: 500 });
    expect(connectorCatalogueOperations.registerConnector.roles).toEqual(["Admin", "TenantAdmin"]);
    expect(parameterDefaults).toEqual({ Limit: 100, Offset: 0 });
  });
  it("the patterns are the ones the validators apply", () => {
    expect(DecimalNumberPattern.test("-1234.50")).toBe(true);
    expect(DecimalNumberPattern.test("1e3")).toBe(false);
    expect(TimeSpanPattern.test("0.23:59:59")).toBe(true);
    expect(TimeSpanPattern.test("0.24:00:00")).toBe(false);
  });
});
