// The pages a user reads (README.md, docs/*.md, tools/README.md): the README stays a page for users
// that leads to the topic pages, every relative link lands on a file and heading that exist, and every
// TypeScript block compiles against this checkout's sources, imported by the packages' names (the
// package test compiles them again against the packed and installed packages).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import { describe, expect, it } from "vitest";
import {
  docPages,
  headingAnchors,
  pageSlug,
  relativeLinks,
  typeScriptBlocks,
  type DocPage,
} from "../support/doc-pages.js";
import { projectRoot } from "../support/openapi.js";
import { scaled } from "../support/time.js";

const README_MAX_LINES = 300;

const pages = docPages();
const linkedPages: DocPage[] = [
  ...pages,
  { file: "tools/README.md", text: readFileSync(join(projectRoot, "tools", "README.md"), "utf8") },
];

interface Manifest {
  name: string;
  exports: Record<string, string | { types?: string }>;
}

/**
 * `paths` that send each public subpath of both packages to its source: the `types` file of the
 * export without `dist/` (and the tools' `types/`), as `.ts` where that source exists.
 */
function sourcePaths(): Record<string, string[]> {
  const paths: Record<string, string[]> = {};
  for (const manifestFile of ["package.json", "tools/package.json"]) {
    const manifest = JSON.parse(readFileSync(join(projectRoot, manifestFile), "utf8")) as Manifest;
    for (const [subpath, target] of Object.entries(manifest.exports)) {
      if (typeof target === "string" || !target.types) continue;
      const declaration = target.types.replace(/^\.\/dist\/(types\/)?/, "");
      const source = declaration.replace(/\.d\.ts$/, ".ts");
      const chosen = source.includes("*") || existsSync(join(projectRoot, source)) ? source : declaration;
      paths[`${manifest.name}${subpath.slice(1)}`] = [join(projectRoot, chosen)];
    }
  }
  return paths;
}

describe("the README is a page for users", () => {
  const readme = pages.find((page) => page.file === "README.md")!;

  it(`has at most ${README_MAX_LINES} lines`, () => {
    expect(readme.text.split("\n").length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it("says what the package is, how to set it up, its three uses and where to go next", () => {
    const headings = [...readme.text.matchAll(/^##+ (.+)$/gm)].map((m) => m[1]);
    expect(headings).toEqual(expect.arrayContaining(["Set-up", "Three ways to use it", "Where to go next"]));
    expect(headings.filter((heading) => /^\d\. /.test(heading!))).toHaveLength(3);
  });

  it("links every docs/ page, so none is left where no user finds it", () => {
    const targets = new Set(relativeLinks(readme.text).map((target) => target.split("#")[0]));
    expect(
      pages.filter((page) => page.file !== "README.md" && !targets.has(page.file)).map((page) => page.file),
    ).toEqual([]);
  });

  it("links every project in examples/ by its README, so the examples, which no package holds, are found", () => {
    const targets = new Set(relativeLinks(readme.text).map((target) => target.split("#")[0]));
    const examples = readdirSync(join(projectRoot, "examples"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `examples/${entry.name}/README.md`);
    expect(examples.length).toBeGreaterThan(0);
    expect(examples.filter((file) => !targets.has(file))).toEqual([]);
  });

  it("keeps the maintainers' notes in docs/: no design notes, generator outputs or benchmark figures", () => {
    expect(readme.text).not.toMatch(/^## (Design notes|What the generator makes|Performance|Layout)/m);
    expect(readme.text).not.toMatch(/clientVsFetch|V8/);
  });
});

describe("the pages name each package by its npm name", () => {
  it.each(linkedPages.map((page) => [page.file, page] as const))(
    "%s calls no package integration-contracts, the command's name",
    (_file, page) => {
      expect(page.text.match(/(runtime|tools) package `integration-contracts(-tools)?`/g) ?? []).toEqual([]);
    },
  );
});

describe("every relative link of the pages resolves", () => {
  it.each(linkedPages.map((page) => [page.file, page] as const))("%s", (file, page) => {
    const broken: string[] = [];
    for (const target of relativeLinks(page.text)) {
      const [path, anchor] = target.split("#") as [string, string | undefined];
      const resolved = path === "" ? file : posix.normalize(posix.join(posix.dirname(file), path));
      const absolute = join(projectRoot, resolved);
      if (!existsSync(absolute)) {
        broken.push(`${target}: no file ${resolved}`);
        continue;
      }
      if (anchor !== undefined && !headingAnchors(readFileSync(absolute, "utf8")).has(anchor))
        broken.push(`${target}: no heading #${anchor} in ${resolved}`);
    }
    expect(broken).toEqual([]);
  });
});

describe("every TypeScript block of the pages compiles", () => {
  it(
    "against the sources, imported by the packages' names",
    () => {
      const dir = join(projectRoot, "test", ".artifacts", "doc-blocks");
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      const files: string[] = [];
      for (const page of pages) {
        const blocks = typeScriptBlocks(page);
        if (blocks.length === 0) continue;
        const file = `${pageSlug(page)}.ts`;
        writeFileSync(join(dir, file), `// ${page.file}\n${blocks.join("\n")}`);
        files.push(file);
      }
      expect(files).toEqual(
        expect.arrayContaining(["readme.ts", "docs-clients.ts", "docs-sandbox.ts", "docs-webhooks.ts"]),
      );
      const tsconfig = {
        extends: join(projectRoot, "tsconfig.json"),
        compilerOptions: { paths: sourcePaths() },
        include: [],
        files,
      };
      writeFileSync(join(dir, "tsconfig.json"), JSON.stringify(tsconfig, null, 2));
      const tsc = join(projectRoot, "node_modules", "typescript", "bin", "tsc");
      const result = spawnSync(process.execPath, [tsc, "-p", join(dir, "tsconfig.json")], {
        cwd: dirname(dir),
        encoding: "utf8",
      });
      expect(`${result.stdout}${result.stderr}`).toBe("");
      expect(result.status).toBe(0);
    },
    scaled(180_000),
  );
});
