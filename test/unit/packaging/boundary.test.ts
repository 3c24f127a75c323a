// The line between the two packages: the runtime (everything the root package exports) must run with
// only its own dependencies installed, and the tools package reaches runtime code the way any other
// consumer does, through a public entry point, so the build can import it from the installed runtime.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import { join, posix } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { isToolsSource, packageName, runtimeEntryPoints } from "../../../scripts/package-layout.js";
import { projectRoot } from "../../support/openapi.js";

const manifest = JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")) as {
  version: string;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const entries = runtimeEntryPoints(projectRoot);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(projectRoot, dir)).flatMap((name) => {
    const path = posix.join(dir, name);
    if (statSync(join(projectRoot, path)).isDirectory()) return sourceFiles(path);
    return /\.(ts|js)$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** A relative import resolved to a repository file (`./x.js` is x.ts in the sources). */
function resolveRelative(from: string, specifier: string): string {
  const target = posix.normalize(posix.join(posix.dirname(from), specifier));
  const candidates = [target.replace(/\.js$/, ".ts"), target, `${target}.ts`, posix.join(target, "index.ts")];
  return candidates.find((c) => existsSync(join(projectRoot, c)) && statSync(join(projectRoot, c)).isFile()) ?? target;
}

function importsOf(file: string): { relative: string[]; packages: string[] } {
  const { importedFiles } = ts.preProcessFile(readFileSync(join(projectRoot, file), "utf8"), true, true);
  const specifiers = importedFiles.map((i) => i.fileName);
  return {
    relative: specifiers.filter((s) => s.startsWith(".")).map((s) => resolveRelative(file, s)),
    packages: specifiers.filter((s) => !s.startsWith(".")),
  };
}

/** Every module reachable from the exports map, with who imports it. */
function runtimeClosure(): Map<string, string> {
  const importedBy = new Map<string, string>([...entries.keys()].map((entry) => [entry, "package.json exports"]));
  const queue = [...entries.keys()];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const target of importsOf(file).relative) {
      if (importedBy.has(target)) continue;
      importedBy.set(target, file);
      queue.push(target);
    }
  }
  return importedBy;
}

const runtime = runtimeClosure();
const builtins = new Set(builtinModules);

describe("runtime modules never import tools code", () => {
  it(
    "no module the root package exports reaches tools/src/ " + "(the command line, mocks, sandbox, conformance kit)",
    () => {
      const reached = [...runtime].filter(([file]) => isToolsSource(file)).map(([file, by]) => `${by} imports ${file}`);
      expect(reached).toEqual([]);
      expect(runtime.size).toBeGreaterThan(entries.size);
    },
  );

  it(
    "runtime modules import only Node built-ins and the root " + "package's dependencies (no Prism, Spectral, oasdiff)",
    () => {
      const undeclared = [...runtime.keys()].flatMap((file) =>
        importsOf(file)
          .packages.map(packageName)
          .filter(
            (name): name is string => name !== undefined && !builtins.has(name) && !(name in manifest.dependencies),
          )
          .map((name) => `${file} imports ${name}`),
      );
      expect(undeclared).toEqual([]);
    },
  );
});

describe("tools code imports runtime code only through an area's index module (a public entry point)", () => {
  const tools = sourceFiles("tools/src");

  it("every import from tools code into runtime code names an entry of package.json exports", () => {
    const outside = tools.flatMap((file) =>
      importsOf(file)
        .relative.filter((target) => !isToolsSource(target) && !entries.has(target))
        .map((target) => `${file} imports ${target}`),
    );
    expect(tools.length).toBeGreaterThan(100);
    expect(tools.every(isToolsSource)).toBe(true);
    expect(outside).toEqual([]);
  });
});

describe("the tools package is released with the runtime of the same version", () => {
  const tools = JSON.parse(readFileSync(join(projectRoot, "tools", "package.json"), "utf8")) as {
    version: string;
    dependencies: Record<string, string>;
    optionalDependencies: Record<string, string>;
  };

  it(
    `tools/package.json has version ${manifest.version} and depends on ` +
      `exactly @integration-platform/contracts ${manifest.version}`,
    () => {
      expect(tools.version).toBe(manifest.version);
      expect(tools.dependencies["@integration-platform/contracts"]).toBe(manifest.version);
    },
  );

  it("every other tools dependency has the range this repository develops and tests with", () => {
    const ranges = Object.entries({ ...tools.dependencies, ...tools.optionalDependencies }).filter(
      ([name]) => name !== "@integration-platform/contracts",
    );
    expect(ranges.length).toBeGreaterThanOrEqual(4);
    for (const [name, range] of ranges)
      expect(`${name}@${manifest.devDependencies[name] ?? manifest.dependencies[name]}`).toBe(`${name}@${range}`);
  });

  it("the runtime package depends on none of Prism, Spectral, oasdiff or faker", () => {
    const heavy = Object.keys(manifest.dependencies).filter((name) => /prism|spectral|oasdiff|faker/.test(name));
    expect(heavy).toEqual([]);
  });
});

describe(
  "both packages live under one npm scope, so a team's registry " +
    "mapping covers them and no public package can take their place",
  () => {
    const manifests = ["package.json", "tools/package.json"].map((file) => ({
      file,
      ...(JSON.parse(readFileSync(join(projectRoot, file), "utf8")) as {
        name: string;
        publishConfig?: Record<string, unknown>;
      }),
    }));
    const scopeOf = (name: string) => /^(@[a-z0-9][a-z0-9._-]*)\/[a-z0-9][a-z0-9._-]*$/.exec(name)?.[1];

    it("each package's name has a scope", () => {
      expect(
        manifests.filter(({ name }) => scopeOf(name) === undefined).map(({ file, name }) => `${file}: ${name}`),
      ).toEqual([]);
    });

    it("the runtime and the tools have the same scope", () => {
      expect(new Set(manifests.map(({ name }) => scopeOf(name))).size).toBe(1);
    });

    it("each publishes restricted and leaves the registry to the team's .npmrc", () => {
      for (const { file, publishConfig } of manifests)
        expect({ file, publishConfig }).toEqual({ file, publishConfig: { access: "restricted" } });
    });
  },
);

describe(
  "every pending changeset bumps the runtime by its name (changeset " +
    "version refuses any other name, which stops a release)",
  () => {
    const changesetDir = join(projectRoot, ".changeset");
    const changesets = readdirSync(changesetDir).filter((name) => name.endsWith(".md") && name !== "README.md");

    it.each(changesets)("%s names the runtime package", (file) => {
      const frontmatter = /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(changesetDir, file), "utf8"))?.[1] ?? "";
      const names = [...frontmatter.matchAll(/^["']?([^"':]+(?:\/[^"':]+)?)["']?\s*:\s*(patch|minor|major)\s*$/gm)].map(
        (m) => m[1],
      );
      expect(names).toEqual([
        (JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")) as { name: string }).name,
      ]);
    });
  },
);
