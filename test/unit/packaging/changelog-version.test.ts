// `npm run version` applies the changesets with CHANGELOG.md's introduction kept on top: changesets
// alone writes a new version's section under the file's first line, above the introduction.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { changesetVersionKeepingIntro, splitChangelog } from "../../../scripts/changelog-version.js";
import { projectRoot } from "../../support/openapi.js";

const INTRO =
  "Versions are made with changesets (`npx changeset` to describe a change, `npm run version` to\napply them).";
const folders: string[] = [];

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/**
 * A package of this repository's changesets configuration at 0.1.0, its changelog as this one's, and one pending minor
 * changeset.
 */
function project(changelog: string): string {
  const root = mkdtempSync(join(tmpdir(), "changelog-version-"));
  folders.push(root);
  writeFileSync(
    join(root, "package.json"),
    JSON.stringify({ name: "@integration-platform/contracts", version: "0.1.0" }),
  );
  mkdirSync(join(root, ".changeset"));
  cpSync(join(projectRoot, ".changeset", "config.json"), join(root, ".changeset", "config.json"));
  writeFileSync(
    join(root, ".changeset", "a-change.md"),
    '---\n"@integration-platform/contracts": minor\n---\n\nA new capability.\n',
  );
  writeFileSync(join(root, "CHANGELOG.md"), changelog);
  return root;
}

describe("npm run version keeps the changelog's introduction above every version", () => {
  it("the new version's section goes under the introduction, above the last release", () => {
    const root = project(
      `# @integration-platform/contracts\n\n${INTRO}\n\n## 0.1.0\n\n### Minor Changes\n\n- The first release.\n`,
    );
    changesetVersionKeepingIntro(root);
    const changelog = readFileSync(join(root, "CHANGELOG.md"), "utf8");
    expect(changelog).toBe(
      `# @integration-platform/contracts\n\n${INTRO}\n\n## 0.2.0\n\n### Minor Changes\n\n- ` +
        `A new capability.\n\n## 0.1.0\n\n### Minor Changes\n\n- The first release.\n`,
    );
    expect(JSON.parse(readFileSync(join(root, "package.json"), "utf8")).version).toBe("0.2.0");
  });

  it("this repository's CHANGELOG.md has its introduction between the title and the first version", () => {
    const parts = splitChangelog(readFileSync(join(projectRoot, "CHANGELOG.md"), "utf8"));
    expect(parts.title).toBe("# @integration-platform/contracts");
    expect(parts.intro).toMatch(/^Versions are made with changesets/);
    expect(parts.versions).toMatch(/^## \d+\.\d+\.\d+/);
  });

  it("a failed changeset version leaves the changelog as it was", () => {
    const original = `# @integration-platform/contracts\n\n${INTRO}\n\n## 0.1.0\n`;
    const root = project(original);
    writeFileSync(join(root, ".changeset", "config.json"), "{ not json");
    expect(() => changesetVersionKeepingIntro(root)).toThrow(/changeset version failed in/);
    expect(readFileSync(join(root, "CHANGELOG.md"), "utf8")).toBe(original);
  });
});
