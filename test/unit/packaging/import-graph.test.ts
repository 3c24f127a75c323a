// The import graph of the sources, computed from every file's imports (type-only ones included, since
// they tie modules together for a reader as much as for the compiler): no module reaches itself
// through its imports, runtime code never imports tools code (scripts/package-layout.ts says which
// is which), and the generator and its output import nothing from src/, so the specs stay the one
// source of the facts.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, posix } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { isToolsSource } from "../../../scripts/package-layout.js";
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
  const candidates = [target.replace(/\.js$/, ".ts"), target.replace(/\.js$/, ".tsx"), target, `${target}.ts`, posix.join(target, "index.ts")];
  return candidates.find((c) => existsSync(join(projectRoot, c)) && statSync(join(projectRoot, c)).isFile()) ?? target;
}

/** Every file under `dirs`, with the repository files it imports. */
function importGraph(...dirs: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of dirs.flatMap(codeFiles)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(projectRoot, file), "utf8"), true, true);
    graph.set(
      file,
      importedFiles.map((i) => i.fileName).filter((s) => s.startsWith(".")).map((s) => resolve(file, s)),
    );
  }
  return graph;
}

/** The circles of the graph, each as the path that closes it (`a -> b -> a`), one per group of modules that reach each other. */
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
        for (let at: string | undefined = node; at !== undefined && at !== start; at = cameFrom.get(at)) way.unshift(at);
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

const sources = importGraph("src");

describe("the import graph of src/ has no circle", () => {
  it("no module of src/ reaches itself through its imports", () => {
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

describe("no import goes against the layers", () => {
  it("runtime code under src/ imports no tools code (scripts/package-layout.ts)", () => {
    const against = [...sources].flatMap(([file, targets]) => (isToolsSource(file) ? [] : targets.filter(isToolsSource).map((target) => `${file} imports ${target}`)));
    expect([...sources.keys()].filter((file) => !isToolsSource(file)).length).toBeGreaterThan(20);
    expect(against).toEqual([]);
  });

  it("generator/ and generated/ import nothing from src/", () => {
    const made = importGraph("generator", "generated");
    const against = [...made].flatMap(([file, targets]) => targets.filter((target) => target.startsWith("src/")).map((target) => `${file} imports ${target}`));
    expect(made.size).toBeGreaterThan(10);
    expect(against).toEqual([]);
  });
});
