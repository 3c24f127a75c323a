import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { createSpecAjv } from "../../generator/validators.js";
import { validators, type SchemaName } from "../../generated/validators/index.js";
import { findAllRules, findRules, generatedSchemasDir } from "../support/business-rules.js";
import { loadBundledSpecs, projectRoot, type Json } from "../support/openapi.js";

interface RuleFixture {
  readonly rule: string;
  readonly refuse: readonly unknown[];
  readonly accept: readonly unknown[];
}

const fixturesDir = join(projectRoot, "test", "fixtures", "business-rules");
const fixtures = new Map<string, Record<string, RuleFixture>>(
  readdirSync(fixturesDir)
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => [
      file.slice(0, -".yaml".length),
      parse(readFileSync(join(fixturesDir, file), "utf8")) as Record<string, RuleFixture>,
    ]),
);
const rules = findAllRules();
const key = (schema: string, at: string) => `${schema}#${at}`;

/** The package's validator's errors, as `<instancePath> <message>` lines, when it refuses; [] when it accepts. */
function errorsOf(schema: string, payload: unknown): string[] {
  const validate = validators[schema as SchemaName];
  return validate(payload)
    ? []
    : (validate.errors ?? []).map((error) => `${error.instancePath || "/"} ${error.message ?? ""}`);
}

/**
 * A validator of the same schema with the one rule taken out (an `if` with its `then` and `else`),
 * so a test can show that a payload is refused because of that rule and nothing else.
 */
function validatorWithout(schema: string, at: string): (payload: unknown) => boolean {
  const copy: Json = JSON.parse(readFileSync(join(generatedSchemasDir, `${schema}.schema.json`), "utf8"));
  const parts = at
    .split("/")
    .slice(1)
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"));
  const keyword = parts.pop() as string;
  const holder = parts.reduce((node: Json, part) => node[part], copy);
  for (const removed of keyword === "if" ? ["if", "then", "else"] : [keyword]) delete holder[removed];
  const validate = createSpecAjv([copy]).compile(copy);
  return (payload) => validate(payload);
}

describe("every business rule of the schemas has a payload it refuses and one it accepts", () => {
  it("finds the rules in the generated schemas (conditions, exclusions, required choices)", () => {
    expect(rules.map((rule) => key(rule.schema, rule.at))).toEqual(
      expect.arrayContaining([
        "SetOrderStatusRequest#/if",
        "PublishingItem#/not",
        "FileReference#/anyOf/1/properties/source/anyOf",
      ]),
    );
  });

  it("no rule is without a fixture in test/fixtures/business-rules/<Schema>.yaml", () => {
    const missing = rules
      .filter((rule) => fixtures.get(rule.schema)?.[rule.at] === undefined)
      .map((rule) => key(rule.schema, rule.at));
    expect(missing).toEqual([]);
  });

  it("no fixture names a rule that no longer exists", () => {
    const known = new Set(rules.map((rule) => key(rule.schema, rule.at)));
    const stale = [...fixtures]
      .flatMap(([schema, entries]) => Object.keys(entries).map((at) => key(schema, at)))
      .filter((name) => !known.has(name));
    expect(stale).toEqual([]);
  });

  it("no bundled spec states a rule outside its named schemas, where this test would not see it", () => {
    const inline: string[] = [];
    const visit = (spec: string, node: Json, at: string): void => {
      if (node === null || typeof node !== "object") return;
      for (const [name, child] of Object.entries(node)) {
        const path = `${at}/${name}`;
        if (path === "/components/schemas" || name === "example" || name === "examples") continue;
        if (
          ["schema", "payload", "headers"].includes(name) &&
          child !== null &&
          typeof child === "object" &&
          !Array.isArray(child)
        ) {
          inline.push(...findRules(spec, child).map((rule) => `${spec}#${path}${rule.at}`));
        }
        visit(spec, child, path);
      }
    };
    for (const { name, document } of [...loadBundledSpecs("openapi"), ...loadBundledSpecs("asyncapi")])
      visit(name, document, "");
    expect(inline).toEqual([]);
  });

  it("every fixture has at least one payload to refuse and one to accept", () => {
    const thin = [...fixtures].flatMap(([schema, entries]) =>
      Object.entries(entries)
        .filter(([, fixture]) => !(fixture.refuse?.length > 0 && fixture.accept?.length > 0))
        .map(([at]) => key(schema, at)),
    );
    expect(thin).toEqual([]);
  });
});

for (const [schema, entries] of fixtures) {
  for (const [at, fixture] of Object.entries(entries)) {
    describe(`${schema} ${at}: ${fixture.rule}`, () => {
      const withoutRule = validatorWithout(schema, at);
      fixture.refuse.forEach((payload, index) => {
        it(`refuses refuse[${index}], and only because of this rule`, () => {
          expect(errorsOf(schema, payload)).not.toEqual([]);
          expect(withoutRule(payload)).toBe(true);
        });
      });
      fixture.accept.forEach((payload, index) => {
        it(`accepts accept[${index}]`, () => {
          expect(errorsOf(schema, payload)).toEqual([]);
        });
      });
    });
  }
}

describe("the rule finder", () => {
  const schema: Json = {
    properties: { not: { type: "string" }, child: { if: { required: ["a"] }, then: { not: { required: ["b"] } } } },
    anyOf: [{ required: ["x"] }, { required: ["y"] }],
    allOf: [{ not: { required: ["z"] } }, { anyOf: [{ type: "string" }, { required: ["w"] }] }],
    $defs: { Other: { if: { required: ["q"] } } },
  };

  it("reports conditions, exclusions and required-only choices by their JSON pointer", () => {
    expect(
      findRules("Example", schema)
        .map((rule) => rule.at)
        .sort(),
    ).toEqual(["/allOf/0/not", "/anyOf", "/properties/child/if"]);
  });

  it(
    "does not mistake a property named `not` for a rule, nor count " +
      "a `not` inside a `then` or another schema's `$defs`",
    () => {
      expect(findRules("Example", schema).map((rule) => rule.at)).not.toContain("/properties/not");
      expect(findRules("Example", schema).map((rule) => rule.at)).not.toContain("/properties/child/then/not");
    },
  );
});
