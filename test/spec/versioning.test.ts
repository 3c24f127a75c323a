import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadBundledSpecs, projectRoot } from "../support/openapi.js";

const { version } = JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")) as { version: string };

describe("the package version is carried into every spec's info.version", () => {
  for (const { name, document } of [...loadBundledSpecs("openapi"), ...loadBundledSpecs("asyncapi")]) {
    it(`${name} says ${version}`, () => expect(document.info.version).toBe(version));
  }
});

describe("the changelog names the package version", () => {
  it(`CHANGELOG.md has a section for ${version}`, () => {
    expect(readFileSync(join(projectRoot, "CHANGELOG.md"), "utf8")).toContain(`\n## ${version}\n`);
  });
});
