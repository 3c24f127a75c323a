// Client-side validation errors in words: one line per problem, the JSON path, what was expected,
// and a business rule's own words where an if/then, a not or a "one of which is required" failed.
import { describe, expect, it } from "vitest";
import {
  businessRules,
  describeValidationErrors,
  formatValidationErrors,
  jsonPath,
  validators,
  type SchemaName,
} from "../../../src/validators/index.js";
import { findAllRules } from "../../support/business-rules.js";

function lines(schema: SchemaName, value: unknown): string {
  const validate = validators[schema];
  expect(validate(value)).toBe(false);
  return formatValidationErrors(validate.errors, { schema, value });
}

describe("a failed `not` is told in the rule's words, not as ajv's `must NOT be valid`", () => {
  it("an item with both fields and data, inside a request", () => {
    expect(lines("PublishingRequestV2", { items: [{ entityId: "A", recordId: "1", fields: [], data: {} }] })).toBe(
      "$.items[0] breaks a business rule: only one of fields and data may be set",
    );
  });
  it("the rule's words are a member of the problem", () => {
    const validate = validators.PublishingItemV1;
    const value = { entityId: "A", recordId: "1", fields: [], data: {} };
    validate(value);
    expect(describeValidationErrors(validate.errors, { schema: "PublishingItemV1", value })).toEqual([
      {
        path: "$",
        pointer: "",
        message: "breaks a business rule: only one of fields and data may be set",
        rule: "only one of fields and data may be set",
      },
    ]);
  });
});

describe("a value of several allowed forms says each form it could have had, not `must be string,null`", () => {
  it("a CurrencyNumber object without its code", () => {
    expect(
      lines("PublishingItemV1", {
        entityId: "A",
        recordId: "1",
        data: { Amount: { _type: "CurrencyNumber", value: "x" } },
      }),
    ).toBe('$.data.Amount must be string or null, or have property "currencyCode", or be array');
  });
  it("a type list is written with `or`", () => {
    expect(lines("QueueItemStatusRecord", { errorMessage: 5 })).toBe("$.errorMessage must be string or null");
  });
});

describe("an if/then rule that failed carries the rule's words after what was expected", () => {
  it("Begin without scopeId", () => {
    expect(
      lines("OperatingLogItemCreate", {
        operationId: "5a8d2f17-3c6e-4b90-a1d4-8e7f2c5b9a06",
        operationType: "InputData",
        activityType: "Application|Begin",
        severity: "Info",
        message: "x",
      }),
    ).toBe(
      '$ must have property "scopeId": `Application|Begin` and ' +
        "`Application|End` form a scoped pair and must share one scopeId",
    );
  });
  it("a lookup object inside published data: one line, in the words of the innermost rule", () => {
    expect(
      lines("PublishingItemV1", {
        entityId: "A",
        recordId: "1",
        data: { Country: { _type: "IncomingLookupObject", sourceRecordId: "CZ" } },
      }),
    ).toBe(
      '$.data.Country must have property "externalId", or have property ' +
        '"sourceEntityId": either `externalId` or the pair `sourceRecordId` and ' +
        "`sourceEntityId`",
    );
  });
});

describe("plain expectations", () => {
  it("required, additional and enum members are named; several problems are several lines", () => {
    const validate = validators.SandboxSeed;
    const value = {
      tenants: [{ name: "x" }],
      serviceAccounts: [{ clientId: "a", clientSecret: "b", tenantIds: [], extra: 1 }],
    };
    validate(value);
    expect(formatValidationErrors(validate.errors, { schema: "SandboxSeed", value, root: "seed $" })).toMatch(
      /^seed \$\.tenants\[0\] must have property "id"$/m,
    );
  });
  it("jsonPath quotes names that are no identifiers", () => {
    expect(jsonPath("/items/0/Field Name/a~1b")).toBe('$.items[0]["Field Name"]["a/b"]');
  });
});

describe("every business rule of the schemas has its words", () => {
  it("each if, not and one-of-which-is-required choice found in generated/schemas has an x-rule on its node", () => {
    const missing = findAllRules()
      .map((rule) => ({ ...rule, node: rule.at.slice(0, rule.at.lastIndexOf("/")) }))
      .filter(({ schema, node }) => businessRules[schema]?.[node] === undefined)
      .map(({ schema, at }) => `${schema}${at}`);
    expect(missing).toEqual([]);
  });
});
