import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { bundleSpec } from "../../generator/bundle.js";
import { findInvalidExamples } from "../support/examples.js";
import { loadBundledSpecs, projectRoot } from "../support/openapi.js";

describe("every example in every spec validates against its schema", () => {
  for (const { name, document } of [...loadBundledSpecs("openapi"), ...loadBundledSpecs("asyncapi")]) {
    it(`${name}: request, response, parameter, message and schema-level examples are valid`, () => {
      expect(findInvalidExamples(document)).toEqual([]);
    });
  }
});

describe("the example check catches a wrong example", () => {
  const root = join(projectRoot, "test", "fixtures", "bad-example");
  const { document } = bundleSpec(root, join(root, "openapi", "bad-example.yaml"));
  const invalid = findInvalidExamples(document);

  it("names the wrong named response example by its JSON path", () => {
    expect(invalid.map((i) => i.location)).toContain(
      "$.paths./things/{id}.get.responses.200.content.application/json.examples.wrongType.value",
    );
  });

  it("names a wrong schema-level example by its index", () => {
    expect(invalid.map((i) => i.location)).toContain("$.components.schemas.Thing.examples[1]");
  });

  it("says what is wrong with it", () => {
    const wrongType = invalid.find((i) => i.location.endsWith("wrongType.value"));
    expect(wrongType?.errors).toMatch(/\/count must be integer/);
  });

  it("passes the valid ones", () => {
    expect(invalid).toHaveLength(2);
  });
});
