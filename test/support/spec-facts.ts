// What the specs state that code could copy (limits, patterns, lists of names), and a scan of
// source text for copies: numeric literals equal to a limit, regex literals equal to or cut from a
// pattern, and lists of strings equal to an enum, a schema's property names or a listed fact.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { projectRoot } from "./openapi.js";

const specsDir = join(projectRoot, "generated", "specs");

/** Keywords whose number is a limit or a default of the specs. */
const LIMIT_KEYWORDS = new Set([
  ...["maxItems", "minItems", "maxLength", "minLength", "maxProperties", "minProperties"],
  ...["maximum", "minimum", "exclusiveMaximum", "exclusiveMinimum", "multipleOf", "default"],
]);

/** What the specs state, each value with the first place that states it. */
export interface SpecFacts {
  readonly numbers: Map<number, string>;
  readonly patterns: Map<string, string>;
  /**
   * Sorted lists of strings (JSON) -> where: enums, property names of an object, `contains` consts, x- facts that are
   * lists.
   */
  readonly lists: Map<string, string>;
  /** Names the specs give a rule, which code must read rather than write: scopes that `security` requires, and the
   * custom property keys a state machine requires (`x-state-machine.*.*.key`). */
  readonly names: Map<string, string>;
}

const listKey = (values: readonly string[]) => JSON.stringify([...values].sort());

/** Every limit, pattern and list of every bundled spec (examples left out: they state no rule). */
export function specFacts(): SpecFacts {
  const facts: SpecFacts = { numbers: new Map(), patterns: new Map(), lists: new Map(), names: new Map() };
  const add = <K>(map: Map<K, string>, key: K, where: string) => {
    if (!map.has(key)) map.set(key, where);
  };
  const strings = (value: unknown): value is string[] =>
    Array.isArray(value) && value.length > 1 && value.every((v) => typeof v === "string");
  const visit = (node: unknown, where: string): void => {
    if (Array.isArray(node)) return node.forEach((item, i) => visit(item, `${where}[${i}]`));
    if (typeof node !== "object" || node === null) return;
    const record = node as Record<string, unknown>;
    for (const [key, value] of Object.entries(record)) {
      const at = `${where}.${key}`;
      if (key === "examples" || key === "example") continue;
      if (key === "security" && Array.isArray(value))
        for (const requirement of value)
          for (const scopes of Object.values((requirement ?? {}) as Record<string, unknown>))
            for (const scope of Array.isArray(scopes) ? scopes : [])
              if (typeof scope === "string") add(facts.names, scope, at);
      if (key === "key" && typeof value === "string" && where.includes(".x-state-machine."))
        add(facts.names, value, at);
      if (LIMIT_KEYWORDS.has(key) && typeof value === "number") add(facts.numbers, value, at);
      else if (key === "pattern" && typeof value === "string") add(facts.patterns, value, at);
      else if (key === "enum" && strings(value)) add(facts.lists, listKey(value), at);
      else if (key === "properties" && typeof value === "object" && value !== null && Object.keys(value).length > 1)
        add(facts.lists, listKey(Object.keys(value)), at);
      else if (key.startsWith("x-") && typeof value === "object" && value !== null && "value" in value) {
        const fact = value.value;
        if (typeof fact === "number") add(facts.numbers, fact, at);
        if (strings(fact)) add(facts.lists, listKey(fact), at);
      }
      visit(value, at);
    }
    const contains = [record, ...(Array.isArray(record.allOf) ? record.allOf : [])].flatMap((part) => {
      const constant = (part as { contains?: { const?: unknown } } | null)?.contains?.const;
      return typeof constant === "string" ? [constant] : [];
    });
    if (contains.length > 1) add(facts.lists, listKey(contains), `${where}.contains`);
  };
  for (const file of readdirSync(specsDir).sort()) visit(JSON.parse(readFileSync(join(specsDir, file), "utf8")), file);
  return facts;
}

/**
 * One copy of a spec fact in source text: where (`file:line`, and the declaration it sits in), what, and the spec's
 * place of it.
 */
export interface Restatement {
  readonly at: string;
  /** The variable, parameter, property or function the literal belongs to (`MAX_ITEMS`), or `""`. */
  readonly owner: string;
  readonly text: string;
  readonly spec: string;
}

// Numbers every program has for its own reasons: counts of none, one and a pair, milliseconds in a
// second, and the largest TCP port (which SandboxOverview also states of its ports).
const ORDINARY_NUMBERS = new Set([0, 1, 2, 1000, 65535]);

const {
  AsteriskToken,
  SlashToken,
  PlusToken,
  MinusToken,
  LessThanToken,
  LessThanEqualsToken,
  GreaterThanToken,
  GreaterThanEqualsToken,
} = ts.SyntaxKind;
const ARITHMETIC = new Set([AsteriskToken, SlashToken, PlusToken, MinusToken]);
const COMPARISONS = new Set([LessThanToken, LessThanEqualsToken, GreaterThanToken, GreaterThanEqualsToken]);

/**
 * Whether a numeric literal is stated as a value of its own: a constant's value (or part of its arithmetic), a default,
 * or a bound compared against.
 */
function standsAsValue(node: ts.Node): boolean {
  let at: ts.Node = node;
  while (ts.isBinaryExpression(at.parent) && ARITHMETIC.has(at.parent.operatorToken.kind) && isArithmetic(at.parent))
    at = at.parent;
  while (ts.isParenthesizedExpression(at.parent) || ts.isAsExpression(at.parent) || ts.isSatisfiesExpression(at.parent))
    at = at.parent;
  const parent = at.parent;
  if (
    (ts.isVariableDeclaration(parent) || ts.isParameter(parent) || ts.isPropertyDeclaration(parent)) &&
    parent.initializer === at
  )
    return true;
  if (ts.isBinaryExpression(parent)) {
    const kind = parent.operatorToken.kind;
    const other = parent.left === at ? parent.right : parent.left;
    // A bound of an HTTP status (`response.status < 500`) is a status class, not a limit.
    const compared = COMPARISONS.has(kind) && !/status$/i.test(other.getText());
    return (
      compared ||
      ((kind === ts.SyntaxKind.QuestionQuestionToken || kind === ts.SyntaxKind.BarBarToken) && parent.right === at)
    );
  }
  return false;
}

/** `4_000 * 2 * 1024`: arithmetic of literals only, a number written out rather than computed from anything named. */
function isArithmetic(node: ts.Node): boolean {
  if (ts.isNumericLiteral(node)) return true;
  if (ts.isParenthesizedExpression(node)) return isArithmetic(node.expression);
  return (
    ts.isBinaryExpression(node) &&
    ARITHMETIC.has(node.operatorToken.kind) &&
    isArithmetic(node.left) &&
    isArithmetic(node.right)
  );
}

/** The name a declaration gives, when it is one that can hold a literal. */
function declaredName(node: ts.Node): ts.Node | undefined {
  if (
    ts.isVariableDeclaration(node) ||
    ts.isParameter(node) ||
    ts.isPropertyDeclaration(node) ||
    ts.isPropertyAssignment(node)
  )
    return node.name;
  if (
    ts.isPropertySignature(node) ||
    ts.isTypeAliasDeclaration(node) ||
    ts.isFunctionDeclaration(node) ||
    ts.isMethodDeclaration(node)
  )
    return node.name;
  return undefined;
}

function ownerOf(node: ts.Node): string {
  for (let at: ts.Node | undefined = node; at !== undefined; at = at.parent) {
    const name = declaredName(at);
    if (name !== undefined && ts.isIdentifier(name)) return name.text;
  }
  return "";
}

const unanchored = (pattern: string) => pattern.replace(/^\^/, "").replace(/\$$/, "");

/**
 * The spec pattern a regex literal copies: the same, a piece of one (12 characters or more), or one inside it (8 or
 * more).
 */
function copiedPattern(source: string, patterns: ReadonlyMap<string, string>): string | undefined {
  const own = unanchored(source);
  for (const [pattern, where] of patterns) {
    const theirs = unanchored(pattern);
    if (
      source === pattern ||
      (own.length >= 12 && theirs.includes(own)) ||
      (theirs.length >= 8 && own.includes(theirs))
    )
      return `${where}: ${pattern}`;
  }
  return undefined;
}

/**
 * The strings of an array literal or a union of string literal types, when it is made of nothing
 * else. A union given to a generic type (`Pick<Item, "recordId" | "entityId">`) chooses members of
 * a generated type, which the type check holds to it, so it is no copy.
 */
function stringList(node: ts.Node): string[] | undefined {
  if (ts.isUnionTypeNode(node) && ts.isTypeReferenceNode(node.parent)) return undefined;
  const members: readonly ts.Node[] | undefined = ts.isArrayLiteralExpression(node)
    ? node.elements
    : ts.isUnionTypeNode(node)
      ? node.types.map((type) => (ts.isLiteralTypeNode(type) ? type.literal : type))
      : undefined;
  if (members === undefined || members.length < 2 || !members.every((member) => ts.isStringLiteral(member)))
    return undefined;
  return members.map((member) => member.text);
}

/** Every copy of a spec fact in one source text. */
export function restatementsIn(file: string, text: string, facts: SpecFacts): Restatement[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: Restatement[] = [];
  const report = (node: ts.Node, spec: string) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push({ at: `${file}:${line}`, owner: ownerOf(node), text: node.getText(source), spec });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isNumericLiteral(node)) {
      const value = Number(node.text.replace(/_/g, ""));
      const spec = facts.numbers.get(value);
      if (spec !== undefined && !ORDINARY_NUMBERS.has(value) && standsAsValue(node)) report(node, spec);
    } else if (ts.isRegularExpressionLiteral(node)) {
      const spec = copiedPattern(node.text.slice(1, node.text.lastIndexOf("/")), facts.patterns);
      if (spec !== undefined) report(node, spec);
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const spec = facts.names.get(node.text);
      if (spec !== undefined && !ts.isImportDeclaration(node.parent) && !ts.isLiteralTypeNode(node.parent))
        report(node, spec);
    } else {
      const list = stringList(node);
      const spec = list === undefined ? undefined : facts.lists.get(listKey(list));
      if (spec !== undefined) report(node, spec);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every `.ts`/`.tsx` file under `dir`, relative to the project root. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(join(projectRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
