// The tests are laid out by rule (docs/design.md, "Test folders"): a suite is named by the rule it checks, never by
// the issue item that brought it; a helper that more than one folder uses lives in test/support; and a suite that
// opens with a service's operation sits in that operation's folder, test/sandbox/<spec>/<operation>/, so the tests
// of GET /api/v2/QueryingData/GetData are found from its name. Each check runs on planted files first, so it is known
// to find what it looks for, then on the repository's tests.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, posix } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { bundledSpecsDir, projectRoot } from "../../support/openapi.js";

interface TestFile {
  /** Repository-relative, `/`-separated. */
  readonly path: string;
  readonly text: string;
}

interface Operation {
  readonly spec: string;
  readonly method: string;
  readonly path: string;
  readonly operationId: string;
}

/** The control API and the partner's webhook belong to no service, so their operations have no service folder. */
const NO_SERVICE = new Set(["sandbox-control", "webhook-consumer"]);
const METHODS = new Set(["get", "put", "post", "delete", "patch", "head", "options"]);

function testFiles(dir = "test"): TestFile[] {
  return readdirSync(join(projectRoot, dir)).flatMap((name) => {
    const path = posix.join(dir, name);
    // Fixtures are inputs the tests read (partner projects among them), not the project's own tests.
    if (path === "test/fixtures") return [];
    if (statSync(join(projectRoot, path)).isDirectory()) return testFiles(path);
    return name.endsWith(".ts") ? [{ path, text: readFileSync(join(projectRoot, path), "utf8") }] : [];
  });
}

/** Every operation of the bundled OpenAPI specs of a service. */
function serviceOperations(): Operation[] {
  return readdirSync(bundledSpecsDir)
    .map((name) => name.replace(/\.json$/, ""))
    .filter((spec) => !NO_SERVICE.has(spec))
    .flatMap((spec) => {
      const document = JSON.parse(readFileSync(join(bundledSpecsDir, `${spec}.json`), "utf8")) as {
        paths?: Record<string, Record<string, { operationId?: string }>>;
      };
      return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
        Object.entries(item)
          .filter(([method, operation]) => METHODS.has(method) && operation.operationId !== undefined)
          .map(([method, operation]) => ({
            spec,
            method: method.toUpperCase(),
            path,
            operationId: operation.operationId!,
          })),
      );
    });
}

/** `getData` as `get-data`: the name of an operation's test folder. */
const folderOf = (operationId: string) => operationId.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** A title written as a literal, literals joined by `+`, or a template (its placeholders kept as `${…}`). */
function staticText(node: ts.Expression): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span) => `\${…}${span.literal.text}`).join("");
  if (ts.isParenthesizedExpression(node)) return staticText(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const [left, right] = [staticText(node.left), staticText(node.right)];
    return left === undefined || right === undefined ? undefined : left + right;
  }
  return undefined;
}

/** The title and line of every `describe(...)` (and `describe.each`, `.skip`, ...) of a file. */
function suites(file: TestFile): { title: string; line: number }[] {
  const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true);
  const found: { title: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.arguments.length > 0) {
      let callee: ts.Expression = node.expression;
      while (ts.isPropertyAccessExpression(callee) || ts.isCallExpression(callee))
        callee = ts.isCallExpression(callee) ? callee.expression : callee.expression;
      const title = staticText(node.arguments[0]!);
      if (ts.isIdentifier(callee) && callee.text === "describe" && title !== undefined)
        found.push({ title, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Suites named by the issue item that brought them ("item 3: ...") instead of by their rule. */
function issueNamedSuites(files: readonly TestFile[]): string[] {
  return files.flatMap((file) =>
    suites(file)
      .filter((suite) => /^item \d/i.test(suite.title))
      .map((suite) => `${file.path}:${suite.line} "${suite.title}" names an issue item, not its rule`),
  );
}

/**
 * Imports of a test file that reach into another test folder: a file imports, of the test tree, only its own folder
 * (test/unit, test/sandbox, test/broker, ...: one vitest project each), test/support and test/fixtures.
 */
function crossFolderImports(files: readonly TestFile[]): string[] {
  return files.flatMap((file) => {
    const folder = file.path.split("/")[1];
    return ts
      .preProcessFile(file.text, true, true)
      .importedFiles.map((i) => i.fileName)
      .filter((specifier) => specifier.startsWith("."))
      .map((specifier) => posix.normalize(posix.join(posix.dirname(file.path), specifier)))
      .filter(
        (target) =>
          target.startsWith("test/") &&
          target.split("/")[1] !== folder &&
          !target.startsWith("test/support/") &&
          !target.startsWith("test/fixtures/"),
      )
      .map((target) => `${file.path} imports ${target}; a helper shared between folders belongs in test/support`);
  });
}

/**
 * Service tests out of place: a suite of test/sandbox that opens with a service operation's method and path outside
 * that operation's folder, and a folder of a service's tests that names none of its operations.
 */
function misplacedServiceTests(files: readonly TestFile[], operations: readonly Operation[]): string[] {
  const specs = new Set(operations.map((o) => o.spec));
  const misplaced: string[] = [];
  for (const file of files.filter((f) => f.path.startsWith("test/sandbox/"))) {
    for (const suite of suites(file)) {
      const [method, path] = suite.title.split(" ");
      const operation = operations.find((o) => o.method === method && o.path === path);
      if (operation === undefined) continue;
      const home = `test/sandbox/${operation.spec}/${folderOf(operation.operationId)}/`;
      if (!file.path.startsWith(home))
        misplaced.push(`${file.path}:${suite.line} "${suite.title}" is a suite of ${operation.operationId}: ${home}`);
    }
    const [, , spec, folder, name] = file.path.split("/");
    if (spec === undefined || !specs.has(spec) || name === undefined) continue;
    const own = operations.filter((o) => o.spec === spec && folderOf(o.operationId) === folder);
    if (own.length === 0) misplaced.push(`${file.path}: ${folder} names no operation of ${spec}`);
    else if (file.path.endsWith(".test.ts") && !own.some((o) => file.text.includes(o.path)))
      misplaced.push(`${file.path}: no request to ${own[0]!.method} ${own[0]!.path}, the operation of its folder`);
  }
  return misplaced;
}

const repository = testFiles();
const operations = serviceOperations();

describe("a suite is named by the rule it checks, not by the issue item that brought it", () => {
  it("no describe of the tests opens with 'item N'", () => {
    expect(repository.length).toBeGreaterThan(150);
    expect(issueNamedSuites(repository)).toEqual([]);
  });

  it("the check finds an issue-named suite whose title is written in pieces", () => {
    const planted = [
      { path: "test/sandbox/a.test.ts", text: 'describe(\n  "item 3: start, " + "append", () => {});' },
      { path: "test/sandbox/b.test.ts", text: 'describe.each([1])(`Item 5: ${"x"}`, () => {});' },
      {
        path: "test/sandbox/c.test.ts",
        text: 'describe("a queue item is started, appended and completed", () => {});',
      },
    ];
    expect(issueNamedSuites(planted)).toEqual([
      'test/sandbox/a.test.ts:1 "item 3: start, append" names an issue item, not its rule',
      'test/sandbox/b.test.ts:1 "Item 5: ${…}" names an issue item, not its rule',
    ]);
  });
});

describe("helpers shared between test folders live in test/support", () => {
  it("no test file imports from another test folder than its own, test/support and test/fixtures", () => {
    expect(crossFolderImports(repository)).toEqual([]);
  });

  it("the check finds a helper imported from another folder, and lets its own folder's and support's pass", () => {
    const planted = [
      {
        path: "test/broker/restart.test.ts",
        text: [
          'import { startDataSandbox } from "../sandbox/data-integration/support.js";',
          'import type { Consumer } from "../unit/sandbox/gateway/consumer.js";',
          'import { tapExchanges } from "./support.js";',
          'import { dataClient } from "../support/data-sandbox.js";',
          'import { VENDORS } from "../fixtures/sandbox/vendors.js";',
          'import { startSandbox } from "../../tools/src/sandbox/index.js";',
        ].join("\n"),
      },
    ];
    expect(crossFolderImports(planted)).toEqual([
      "test/broker/restart.test.ts imports test/sandbox/data-integration/support.js; " +
        "a helper shared between folders belongs in test/support",
      "test/broker/restart.test.ts imports test/unit/sandbox/gateway/consumer.js; " +
        "a helper shared between folders belongs in test/support",
    ]);
  });
});

describe("a service's tests are found from its name and the operation they check", () => {
  it("a suite opening with a service operation is in test/sandbox/<spec>/<operation>/, its folders name one", () => {
    expect(operations.find((o) => o.operationId === "getData")).toMatchObject({
      spec: "data-integration",
      method: "GET",
      path: "/api/v2/QueryingData/GetData",
    });
    expect(
      repository.filter((f) => f.path.startsWith("test/sandbox/data-integration/get-data/")).length,
    ).toBeGreaterThan(3);
    expect(misplacedServiceTests(repository, operations)).toEqual([]);
  });

  it("the check finds an operation's suite elsewhere, a folder naming no operation, a file off its operation", () => {
    const planted = [
      {
        path: "test/sandbox/querying.test.ts",
        text: 'describe("GET /api/v2/QueryingData/GetData answers the records of a model", () => {});',
      },
      {
        path: "test/sandbox/data-integration/get-data/paging.test.ts",
        text: 'describe("GET /api/v2/QueryingData/GetData pages by offset and limit", () => {});',
      },
      { path: "test/sandbox/data-integration/get-everything/all.test.ts", text: "" },
      {
        path: "test/sandbox/data-integration/get-data/tenants.test.ts",
        text: 'describe("a tenant is listed", () => { it("lists", () => fetch("/api/v2/Tenants")); });',
      },
      { path: "test/sandbox/data-integration/get-data/support.ts", text: "" },
    ];
    expect(misplacedServiceTests(planted, operations)).toEqual([
      'test/sandbox/querying.test.ts:1 "GET /api/v2/QueryingData/GetData answers the records of a model" ' +
        "is a suite of getData: test/sandbox/data-integration/get-data/",
      "test/sandbox/data-integration/get-everything/all.test.ts: get-everything names no operation of data-integration",
      "test/sandbox/data-integration/get-data/tenants.test.ts: no request to GET /api/v2/QueryingData/GetData, " +
        "the operation of its folder",
    ]);
  });
});
