// npm run lint's ReDoS check: every `pattern` of the specs (and every `patternProperties` key) and every
// regular expression of the code with a constant source goes through recheck, and one whose matching
// time can grow faster than the length of its input fails the lint. Such a regex lets one request with
// a long crafted string hold the event loop of a process that every tenant shares. A regex built from
// parts at run time is not seen here; docs/sandbox-security.md says how those are kept linear.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { checkSync, type Diagnostics, type Parameters } from "recheck";
import ts from "typescript";
import { parse } from "yaml";

/** Where a regex is written and what it is. */
export interface RegexSite {
  /** `file:line` for code, `file $.json.path` for a spec. */
  readonly where: string;
  readonly source: string;
  readonly flags: string;
}

/** A regex recheck did not find safe, with what it reports. */
export interface RegexFinding extends RegexSite {
  /** recheck's words: the complexity and its attack string, or why it could not decide. */
  readonly verdict: string;
}

/**
 * Ajv compiles the specs' patterns with the `u` flag (its unicodeRegExp default), which is how they
 * run in the validators and the sandbox, so that is how they are checked.
 */
export const SPEC_PATTERN_FLAGS = "u";

/** The folders of code that sees outside input: the runtime, the tools (sandbox, mock, CLI) and the generator. */
export const CODE_FOLDERS = ["src", "tools/src", "generator"] as const;

/** Values that hold data, not schemas: a `pattern` key inside one is an example's field. */
const DATA_KEYWORDS = new Set(["example", "examples", "default", "const", "enum"]);

function pathStep(key: string | number): string {
  if (typeof key === "number") return `[${key}]`;
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
}

/** The patterns of one parsed spec or schema document, each named by `file $.path`. */
export function specPatterns(file: string, document: unknown): RegexSite[] {
  const sites: RegexSite[] = [];
  // `names`: the keys of this object are property names (of `properties`), not keywords.
  const walk = (node: unknown, path: string, names = false) => {
    if (Array.isArray(node)) node.forEach((item, i) => walk(item, path + pathStep(i)));
    else if (typeof node === "object" && node !== null) {
      for (const [key, value] of Object.entries(node)) {
        const at = path + pathStep(key);
        if (names) walk(value, at);
        else if (DATA_KEYWORDS.has(key)) continue;
        else if (key === "pattern" && typeof value === "string")
          sites.push({ where: `${file} ${at}`, source: value, flags: SPEC_PATTERN_FLAGS });
        else if (key === "patternProperties" && typeof value === "object" && value !== null) {
          for (const name of Object.keys(value))
            sites.push({ where: `${file} ${at}${pathStep(name)} (the key)`, source: name, flags: SPEC_PATTERN_FLAGS });
          walk(value, at, true);
        } else walk(value, at, key === "properties");
      }
    }
  };
  walk(document, "$");
  return sites;
}

/** The text of a string literal or a template without substitutions, else undefined. */
function constantText(node: ts.Node | undefined): string | undefined {
  if (node === undefined) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (
    ts.isTaggedTemplateExpression(node) &&
    node.tag.getText() === "String.raw" &&
    ts.isNoSubstitutionTemplateLiteral(node.template)
  )
    return node.template.rawText;
  return undefined;
}

function isRegExpConstructor(node: ts.Node): node is ts.NewExpression | ts.CallExpression {
  if (!ts.isNewExpression(node) && !ts.isCallExpression(node)) return false;
  const callee = node.expression;
  return (
    (ts.isIdentifier(callee) && callee.text === "RegExp") ||
    (ts.isPropertyAccessExpression(callee) &&
      callee.name.text === "RegExp" &&
      callee.expression.getText() === "globalThis")
  );
}

/**
 * The regular expressions of one source file: its literals, and each `RegExp(...)` whose source and
 * flags are constants (a source built from parts at run time is not known here).
 */
export function codeRegexes(file: string, text: string): RegexSite[] {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const sites: RegexSite[] = [];
  const lineOf = (node: ts.Node) => sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = (node as ts.RegularExpressionLiteral).text;
      const end = literal.lastIndexOf("/");
      sites.push({ where: `${file}:${lineOf(node)}`, source: literal.slice(1, end), flags: literal.slice(end + 1) });
    } else if (isRegExpConstructor(node)) {
      const [sourceArgument, flagsArgument] = node.arguments ?? [];
      const source = constantText(sourceArgument);
      const flags = flagsArgument === undefined ? "" : constantText(flagsArgument);
      if (source !== undefined && flags !== undefined) sites.push({ where: `${file}:${lineOf(node)}`, source, flags });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return sites;
}

function filesUnder(dir: string, endings: readonly string[]): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "node_modules" ? [] : filesUnder(path, endings);
      return endings.some((ending) => entry.name.endsWith(ending)) && !entry.name.endsWith(".d.ts") ? [path] : [];
    })
    .sort();
}

/** Every regex the check covers in a repository: the specs' patterns, then the code's regexes. */
export function regexSites(root: string): RegexSite[] {
  const specs = filesUnder(join(root, "specs"), [".yaml", ".yml"]).flatMap((path) =>
    specPatterns(relative(root, path), parse(readFileSync(path, "utf8"))),
  );
  const code = CODE_FOLDERS.flatMap((folder) => filesUnder(join(root, folder), [".ts", ".tsx", ".js", ".mjs"])).flatMap(
    (path) => codeRegexes(relative(root, path), readFileSync(path, "utf8")),
  );
  return [...specs, ...code];
}

/** recheck's verdict in words, or undefined when it finds the regex safe. */
function verdictOf(diagnostics: Diagnostics): string | undefined {
  switch (diagnostics.status) {
    case "safe":
      return undefined;
    case "vulnerable": {
      const { complexity, attack } = diagnostics;
      const length = attack.string.length.toLocaleString("en-US");
      return `${complexity.summary} matching time; attack string ${attack.pattern} (${length} characters)`;
    }
    case "unknown": {
      const { error } = diagnostics;
      const why = "message" in error ? `${error.kind}: ${error.message}` : error.kind;
      return `recheck could not decide whether it is safe (${why}); write it so that it can`;
    }
  }
}

/**
 * recheck's settings, chosen so that its verdict does not depend on how busy the machine is. By default
 * it fuzzes (measures matching steps on generated strings) where a pattern has more than 30 repetitions
 * in all, and a fuzz run's phases stop on time limits, so a loaded machine can turn "safe" into
 * "vulnerable": a uuid alone has 32, so up to 64 the automaton checker (exact, from the pattern's
 * structure) decides, and the fuzzer left for the rest (lookbehinds, long counts) stops on step counts
 * only. The whole check of one regex still has a limit, far above the few seconds the slowest takes.
 */
const PARAMETERS = {
  maxRepeatCount: 64,
  incubationTimeout: null,
  seedingTimeout: null,
  attackTimeout: null,
  timeout: 120_000,
} as const satisfies Parameters;

const VERDICT_KEY = JSON.stringify({
  recheck: (createRequire(import.meta.url)("recheck/package.json") as { version: string }).version,
  parameters: PARAMETERS,
});

/**
 * recheck's diagnostics of one regex. Its synchronous entry point otherwise starts a worker thread that
 * runs a native binary from an optional dependency; its pure JavaScript backend answers in-process, the
 * same on every machine and with no process left behind.
 */
export function diagnose(source: string, flags: string): Diagnostics {
  const previous = process.env.RECHECK_SYNC_BACKEND;
  process.env.RECHECK_SYNC_BACKEND = "pure";
  try {
    return checkSync(source, flags, PARAMETERS);
  } finally {
    if (previous === undefined) delete process.env.RECHECK_SYNC_BACKEND;
    else process.env.RECHECK_SYNC_BACKEND = previous;
  }
}

/** Verdicts kept between runs: recheck's answer depends only on its version, its settings, the source and the flags. */
interface VerdictCache {
  readonly key: string;
  readonly verdicts: Record<string, string | null>;
}

function readCache(file: string): Map<string, string | undefined> {
  try {
    const cache = JSON.parse(readFileSync(file, "utf8")) as VerdictCache;
    if (cache.key !== VERDICT_KEY) return new Map();
    return new Map(Object.entries(cache.verdicts).map(([key, verdict]) => [key, verdict ?? undefined]));
  } catch {
    // No file yet, or one this code did not write: every verdict is made anew.
    return new Map();
  }
}

/** Options of {@link checkRegexes}. */
export interface CheckOptions {
  /** A file that keeps the verdicts between runs (the lint's is in node_modules/.cache); none by default. */
  readonly cacheFile?: string;
}

/**
 * A regex with no repetition (no `*`, `+` or `{...}`) does a bounded amount of work at each place it
 * is tried, so its time is linear in the input: recheck is not asked (it would take a second or so on
 * each of the 50-odd such regexes of the code).
 */
const hasRepetition = (source: string) => /[*+{]/.test(source);

/** recheck's verdict on each regex, once per source and flags. */
export function checkRegexes(sites: readonly RegexSite[], options: CheckOptions = {}): RegexFinding[] {
  const known = options.cacheFile === undefined ? new Map<string, string | undefined>() : readCache(options.cacheFile);
  const verdicts = new Map<string, string | undefined>();
  for (const { source, flags } of sites) {
    const key = `/${source}/${flags}`;
    if (verdicts.has(key)) continue;
    if (!hasRepetition(source)) verdicts.set(key, undefined);
    else verdicts.set(key, known.has(key) ? known.get(key) : verdictOf(diagnose(source, flags)));
  }
  if (options.cacheFile !== undefined) {
    const cache: VerdictCache = {
      key: VERDICT_KEY,
      verdicts: Object.fromEntries([...verdicts].map(([key, verdict]) => [key, verdict ?? null])),
    };
    mkdirSync(dirname(options.cacheFile), { recursive: true });
    writeFileSync(options.cacheFile, JSON.stringify(cache));
  }
  return sites.flatMap((site) => {
    const verdict = verdicts.get(`/${site.source}/${site.flags}`);
    return verdict === undefined ? [] : [{ ...site, verdict }];
  });
}

/** One line per finding: where, the regex, and recheck's verdict. */
export function describeFinding(finding: RegexFinding): string {
  return `${finding.where}: /${finding.source}/${finding.flags} backtracks: ${finding.verdict}`;
}
