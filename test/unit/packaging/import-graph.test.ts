// The import graph of the sources, computed from every file's imports (type-only ones included, since
// they tie modules together for a reader as much as for the compiler): no module reaches itself
// through its imports, the runtime's code (src/) never imports the tools' code (tools/src/), the
// generator and its output import nothing from either, so the specs stay the one source of the facts,
// and an index.ts only re-exports, so what a folder offers is read in one place and done elsewhere.
// The sandbox's folders are layers too: no circle between them, its kernel imports no other folder,
// its doors import nothing from each other, and its root holds a handful of files.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, posix } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { isRuntimeSource, isToolsSource } from "../../../scripts/package-layout.js";
import { projectRoot } from "../../support/openapi.js";

const CODE = /\.(ts|tsx|js|mjs)$/;

function codeFiles(dir: string): string[] {
  if (!existsSync(join(projectRoot, dir))) return [];
  return readdirSync(join(projectRoot, dir)).flatMap((name) => {
    const path = posix.join(dir, name);
    if (statSync(join(projectRoot, path)).isDirectory()) return codeFiles(path);
    return CODE.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** A relative import as the repository file it names (`./x.js` is x.ts or x.tsx in the sources). */
function resolve(from: string, specifier: string): string {
  const target = posix.normalize(posix.join(posix.dirname(from), specifier));
  const candidates = [
    target.replace(/\.js$/, ".ts"),
    target.replace(/\.js$/, ".tsx"),
    target,
    `${target}.ts`,
    posix.join(target, "index.ts"),
  ];
  return candidates.find((c) => existsSync(join(projectRoot, c)) && statSync(join(projectRoot, c)).isFile()) ?? target;
}

/** Every file under `dirs`, with the repository files it imports. */
function importGraph(...dirs: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of dirs.flatMap(codeFiles)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(projectRoot, file), "utf8"), true, true);
    graph.set(
      file,
      importedFiles
        .map((i) => i.fileName)
        .filter((s) => s.startsWith("."))
        .map((s) => resolve(file, s)),
    );
  }
  return graph;
}

/**
 * The circles of the graph, each as the path that closes it (`a -> b -> a`), one per group of modules that reach each
 * other.
 */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[] {
  // Tarjan's strongly connected components, iterative so a deep graph cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];
  let next = 0;
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work: { node: string; edge: number }[] = [{ node: root, edge: 0 }];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work.at(-1)!;
      const targets = (graph.get(frame.node) ?? []).filter((target) => graph.has(target));
      if (frame.edge < targets.length) {
        const target = targets[frame.edge++]!;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, edge: 0 });
        } else if (onStack.has(target)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent !== undefined) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const group: string[] = [];
      for (let member = stack.pop()!; ; member = stack.pop()!) {
        onStack.delete(member);
        group.push(member);
        if (member === frame.node) break;
      }
      if (group.length > 1 || (graph.get(frame.node) ?? []).includes(frame.node)) groups.push(group);
    }
  }
  return groups.map((group) => closingPath(graph, new Set(group)));
}

/** A shortest way from the group's first module (by name) back to itself, inside the group. */
function closingPath(graph: ReadonlyMap<string, readonly string[]>, group: ReadonlySet<string>): string {
  const start = [...group].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let node = queue.shift(); node !== undefined; node = queue.shift()) {
    for (const target of graph.get(node) ?? []) {
      if (!group.has(target)) continue;
      if (target === start) {
        const way: string[] = [];
        for (let at: string | undefined = node; at !== undefined && at !== start; at = cameFrom.get(at))
          way.unshift(at);
        return [start, ...way, start].join(" -> ");
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [...group].join(", ");
}

/** Each import of runtime code (src/) that reaches tools code (tools/src/), as `from imports to`. */
function againstTheLayers(graph: ReadonlyMap<string, readonly string[]>): string[] {
  return [...graph].flatMap(([file, targets]) =>
    isRuntimeSource(file) ? targets.filter(isToolsSource).map((target) => `${file} imports ${target}`) : [],
  );
}

/** The statements of a module that are not `export ... from "..."`, each as its first line. */
function notReExports(text: string): string[] {
  const module = ts.createSourceFile("index.ts", text, ts.ScriptTarget.Latest, true);
  return module.statements
    .filter((statement) => !(ts.isExportDeclaration(statement) && statement.moduleSpecifier !== undefined))
    .map((statement) => statement.getText(module).split("\n")[0]!);
}

const SANDBOX = "tools/src/sandbox";

/** The most files the sandbox's root may hold: the public entry, not a drawer for what has no folder. */
const SANDBOX_ROOT_FILES = 6;

/**
 * The folder of a sandbox module as the folder rule reads it: its first folder under the sandbox (a service's
 * handlers/ and model/ are the service's), a door's own folder under doors/; undefined for the root's files and
 * modules outside the sandbox.
 */
function sandboxFolder(file: string): string | undefined {
  if (!file.startsWith(`${SANDBOX}/`)) return undefined;
  const steps = file.slice(SANDBOX.length + 1).split("/");
  if (steps.length === 1) return undefined;
  return steps[0] === "doors" && steps.length > 2 ? `doors/${steps[1]}` : steps[0];
}

/** The sandbox's folders, each with the folders its modules import (type-only imports included). */
function folderGraph(graph: ReadonlyMap<string, readonly string[]>): Map<string, string[]> {
  const folders = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = sandboxFolder(file);
    if (from === undefined) continue;
    const reached = folders.get(from) ?? new Set<string>();
    folders.set(from, reached);
    for (const target of targets) {
      const to = sandboxFolder(target);
      if (to !== undefined && to !== from) reached.add(to);
    }
  }
  return new Map([...folders].map(([folder, reached]) => [folder, [...reached].sort()]));
}

/** Each import of a sandbox module from `folder` into another folder that `allowed` refuses, as `from imports to`. */
function importsOutOf(
  graph: ReadonlyMap<string, readonly string[]>,
  folder: (file: string) => boolean,
  allowed: (from: string, to: string) => boolean,
): string[] {
  return [...graph].flatMap(([file, targets]) =>
    folder(file)
      ? targets
          .filter((target) => sandboxFolder(target) !== undefined && !allowed(file, target))
          .map((target) => `${file} imports ${target}`)
      : [],
  );
}

const inKernel = (file: string) => sandboxFolder(file) === "kernel";
const aDoor = (file: string) => sandboxFolder(file)?.startsWith("doors/") === true;

const sources = importGraph("src", "tools/src");

describe("the import graph of src/ and tools/src/ has no circle", () => {
  it("no module reaches itself through its imports", () => {
    expect(sources.size).toBeGreaterThan(100);
    expect(circles(sources)).toEqual([]);
  });

  it("the check finds a circle where there is one, naming the path that closes it", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts", "d.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", ["d.ts"]],
      ["e.ts", ["a.ts"]],
    ]);
    expect(circles(graph).sort()).toEqual(["a.ts -> b.ts -> c.ts -> a.ts", "d.ts -> d.ts"]);
  });
});

describe("the scripts' import graph has no circle", () => {
  it("no module of scripts/ reaches itself through its imports, type-only ones included", () => {
    const scripts = importGraph("scripts");
    expect(scripts.size).toBeGreaterThan(10);
    expect(circles(scripts)).toEqual([]);
  });
});

describe("no import goes against the layers", () => {
  it("the runtime's code (src/) imports nothing of the tools' code (tools/src/)", () => {
    expect([...sources.keys()].filter(isRuntimeSource).length).toBeGreaterThan(20);
    expect([...sources.keys()].filter(isToolsSource).length).toBeGreaterThan(100);
    expect(againstTheLayers(sources)).toEqual([]);
  });

  it("the check finds a runtime module importing a tools module, type-only or not", () => {
    const graph = new Map([
      ["src/clients/index.ts", ["src/http/index.ts", "tools/src/sandbox/kernel/store.ts"]],
      ["tools/src/cli/main.ts", ["src/webhooks/index.ts"]],
    ]);
    expect(againstTheLayers(graph)).toEqual(["src/clients/index.ts imports tools/src/sandbox/kernel/store.ts"]);
  });

  it("generator/ and generated/ import nothing from src/ or tools/src/", () => {
    const made = importGraph("generator", "generated");
    const against = [...made].flatMap(([file, targets]) =>
      targets
        .filter((target) => isRuntimeSource(target) || isToolsSource(target))
        .map((target) => `${file} imports ${target}`),
    );
    expect(made.size).toBeGreaterThan(10);
    expect(against).toEqual([]);
  });
});

describe("an index.ts only re-exports: what a folder offers is listed there and made in named modules", () => {
  const indexes = [...sources.keys()].filter((file) => posix.basename(file) === "index.ts");

  it("every index.ts of src/ and tools/src/ holds nothing but export ... from", () => {
    expect(indexes.length).toBeGreaterThan(15);
    const made = indexes.flatMap((file) =>
      notReExports(readFileSync(join(projectRoot, file), "utf8")).map((line) => `${file}: ${line}`),
    );
    expect(made).toEqual([]);
  });

  it("the check finds an import, a declaration and a local export in an index", () => {
    const text = [
      'export { a } from "./a.js";',
      'export type * from "./types.js";',
      'import { b } from "./b.js";',
      "export function start() {}",
      "export { b };",
    ].join("\n");
    expect(notReExports(text)).toEqual(['import { b } from "./b.js";', "export function start() {}", "export { b };"]);
  });
});

describe("no import circle between the sandbox's folders", () => {
  it("no folder of tools/src/sandbox reaches itself through the imports of its modules", () => {
    const folders = folderGraph(sources);
    expect(folders.size).toBeGreaterThan(15);
    expect(circles(folders)).toEqual([]);
  });

  it("the check finds a circle of folders that no module's own imports close", () => {
    const graph = new Map([
      [`${SANDBOX}/kernel/part.ts`, [`${SANDBOX}/kernel/store.ts`, `${SANDBOX}/assembly/options.ts`]],
      [`${SANDBOX}/kernel/store.ts`, []],
      [`${SANDBOX}/assembly/options.ts`, [`${SANDBOX}/gateway/settings.ts`]],
      [`${SANDBOX}/gateway/settings.ts`, [`${SANDBOX}/kernel/store.ts`]],
      [`${SANDBOX}/doors/in-process/core.ts`, [`${SANDBOX}/doors/node-http/start.ts`]],
      [`${SANDBOX}/doors/node-http/start.ts`, [`${SANDBOX}/assembly/options.ts`]],
    ]);
    expect(circles(graph)).toEqual([]);
    expect(circles(folderGraph(graph))).toEqual(["assembly -> gateway -> kernel -> assembly"]);
  });
});

describe(`the sandbox's root holds at most ${SANDBOX_ROOT_FILES} files, the rest in folders by role`, () => {
  it("tools/src/sandbox's own files are its index and a few more", () => {
    const root = codeFiles(SANDBOX).filter((file) => sandboxFolder(file) === undefined);
    expect(root).toContain(`${SANDBOX}/index.ts`);
    expect(root.length).toBeLessThanOrEqual(SANDBOX_ROOT_FILES);
  });
});

describe("the sandbox's kernel imports no other folder of the sandbox: it names no part", () => {
  it("kernel/ (stores, parts, state, handler types) imports only kernel/ of the sandbox", () => {
    expect([...sources.keys()].filter(inKernel).length).toBeGreaterThan(10);
    expect(importsOutOf(sources, inKernel, (_from, to) => inKernel(to))).toEqual([]);
  });

  it("the check finds a kernel module that imports a part", () => {
    const graph = new Map([
      [`${SANDBOX}/kernel/part.ts`, [`${SANDBOX}/kernel/store.ts`, `${SANDBOX}/gateway/index.ts`]],
    ]);
    expect(importsOutOf(graph, inKernel, (_from, to) => inKernel(to))).toEqual([
      `${SANDBOX}/kernel/part.ts imports ${SANDBOX}/gateway/index.ts`,
    ]);
  });
});

describe("a door of the sandbox imports nothing from another door", () => {
  const sameDoor = (from: string, to: string) => !aDoor(to) || sandboxFolder(to) === sandboxFolder(from);

  it("node:http, in process, MSW and undici each import only their own door and what is below the doors", () => {
    expect(new Set([...sources.keys()].filter(aDoor).map(sandboxFolder)).size).toBe(4);
    expect(importsOutOf(sources, aDoor, sameDoor)).toEqual([]);
  });

  it("the check finds a door importing another door", () => {
    const graph = new Map([
      [`${SANDBOX}/doors/msw/msw.ts`, [`${SANDBOX}/doors/in-process/sandbox.ts`, `${SANDBOX}/kernel/answer.ts`]],
    ]);
    expect(importsOutOf(graph, aDoor, sameDoor)).toEqual([
      `${SANDBOX}/doors/msw/msw.ts imports ${SANDBOX}/doors/in-process/sandbox.ts`,
    ]);
  });
});

describe("the two conformance kits are folders of their own, with distinct file names", () => {
  it("holds its index, webhook/ (the webhook kit) and service/ (the service kit), with no file name twice", () => {
    const files = codeFiles("tools/src/conformance");
    const loose = files.filter((file) => posix.dirname(file) === "tools/src/conformance");
    expect(loose).toEqual(["tools/src/conformance/index.ts"]);
    expect(files.some((file) => file.startsWith("tools/src/conformance/webhook/"))).toBe(true);
    expect(files.some((file) => file.startsWith("tools/src/conformance/service/"))).toBe(true);
    const names = files.map((file) => posix.basename(file));
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });
});

/** Each optional peer of the tools package -> the one folder or module whose entry adapts to it. */
const OPTIONAL_PEER_HOMES: Record<string, string> = {
  msw: "tools/src/sandbox/doors/msw/",
  undici: "tools/src/sandbox/doors/undici/",
  testcontainers: "tools/src/testcontainers/",
};

/** `file imports peer` for every import of an optional peer outside its home, type-only imports included. */
function peersAwayFromHome(files: readonly string[], read: (file: string) => string): string[] {
  return files.flatMap((file) =>
    ts
      .preProcessFile(read(file), true, true)
      .importedFiles.map((imported) => imported.fileName.split("/")[0]!)
      .filter((name) => name in OPTIONAL_PEER_HOMES && !file.startsWith(OPTIONAL_PEER_HOMES[name]!))
      .map((name) => `${file} imports ${name}`),
  );
}

describe("an optional peer is imported only by the entry that adapts to it: no other entry needs it", () => {
  it("msw, undici and testcontainers are imported only by their own entries' modules", () => {
    const manifest = JSON.parse(readFileSync(join(projectRoot, "tools", "package.json"), "utf8")) as {
      peerDependenciesMeta: Record<string, { optional?: boolean }>;
    };
    const optional = Object.keys(manifest.peerDependenciesMeta).filter(
      (name) => manifest.peerDependenciesMeta[name]!.optional,
    );
    expect(optional.sort()).toEqual(Object.keys(OPTIONAL_PEER_HOMES).sort());
    expect(peersAwayFromHome([...sources.keys()], (file) => readFileSync(join(projectRoot, file), "utf8"))).toEqual([]);
  });

  it("the check finds an optional peer imported elsewhere, type-only or not", () => {
    const texts: Record<string, string> = {
      "tools/src/sandbox/start.ts": 'import type { StartedTestContainer } from "testcontainers";',
      "tools/src/testcontainers/sandbox-container.ts": 'import { GenericContainer } from "testcontainers";',
      "tools/src/cli/main.ts": 'import { http } from "msw";',
    };
    expect(peersAwayFromHome(Object.keys(texts), (file) => texts[file]!)).toEqual([
      "tools/src/sandbox/start.ts imports testcontainers",
      "tools/src/cli/main.ts imports msw",
    ]);
  });
});
