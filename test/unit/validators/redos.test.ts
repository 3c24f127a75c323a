// No pattern of the specs backtracks: recheck finds every one safe, and the validator that checks it
// answers its worst case, a string of about 100,000 characters made to have a backtracking pattern try
// every split of it (docs/sandbox-security.md). ExternalId's pattern was rewritten to be safe and keeps
// the language of the one it replaced, which every short string shows.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ExternalIdPattern } from "../../../generated/facts.js";
import { createSpecAjv } from "../../../generator/validators.js";
import { diagnose, specPatterns, SPEC_PATTERN_FLAGS } from "../../../scripts/lint/redos.js";
import { validators, type SchemaName } from "../../../src/validators/index.js";
import { bundledSpecsDir, projectRoot, type Json } from "../../support/openapi.js";

const LENGTH = 100_000;
const UUID = "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31";
const HEX_UUID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";
const OLD_EXTERNAL_ID = String.raw`^.+\..+\.${HEX_UUID}$`;

function exampleOf(schema: SchemaName): Json {
  const file = join(projectRoot, "generated", "schemas", `${schema}.schema.json`);
  const document: Json = JSON.parse(readFileSync(file, "utf8"));
  return structuredClone(document.examples[0]);
}

/** The example of a schema with one of its fields set to the text. */
const withField =
  (schema: SchemaName, ...path: string[]) =>
  (text: string): Json => {
    const example = exampleOf(schema);
    let node = example;
    for (const key of path.slice(0, -1)) node = node[key];
    node[path.at(-1)!] = text;
    return example;
  };

/** The query parameter `options` of the querying operations, compiled as the sandbox compiles parameters. */
function queryingOptions() {
  const document: Json = JSON.parse(readFileSync(join(bundledSpecsDir, "data-integration.json"), "utf8"));
  return createSpecAjv([]).compile(document.components.parameters.QueryingOptions.schema);
}

interface WorstCase {
  /** What checks the pattern: a named schema's validator, or the compiled schema of a parameter. */
  readonly check: SchemaName | "QueryingOptions";
  /** The value the validator is given for a text: the text itself, or an example holding it. */
  readonly value?: (text: string) => unknown;
  /** Long texts made to make a backtracking form of the pattern try every split, and whether each is valid. */
  readonly texts: readonly (readonly [text: string, valid: boolean])[];
}

/** Each pattern of the specs with its worst cases. A new pattern needs its own here. */
const WORST_CASES: Record<string, WorstCase> = {
  [ExternalIdPattern.source]: {
    check: "ExternalId",
    texts: [
      // recheck's attack string on `^.+\..+\.<uuid>$`: 12 s for 40,000 characters there.
      [`0${".-".repeat(LENGTH / 2)}\n`, false],
      [`${"a.".repeat(LENGTH / 2)}${UUID}`, true],
      [`${"a.".repeat(LENGTH / 2)}${UUID}.`, false],
    ],
  },
  [String.raw`^[^|]+\|[^|]+$`]: {
    check: "OrganizationCode",
    texts: [
      [`${"1".repeat(LENGTH)}|`, false],
      [`${"1".repeat(LENGTH)}|CZ`, true],
    ],
  },
  "^/": {
    check: "SandboxFixtureCallStep",
    value: withField("SandboxFixtureCallStep", "call", "path"),
    texts: [
      [" /".repeat(LENGTH / 2), false],
      ["/".repeat(LENGTH), true],
    ],
  },
  "^[A-Za-z_][A-Za-z0-9_]*$": {
    check: "SandboxFixtureStepName",
    texts: [
      [`${"a".repeat(LENGTH)}-`, false],
      ["a".repeat(LENGTH), true],
    ],
  },
  [String.raw`^[+-]?\d+(\.\d+)?\|[A-Z]{3}$`]: {
    check: "CurrencyNumber",
    texts: [
      [`${"1".repeat(LENGTH)}.1|CZ`, false],
      [`${"1".repeat(LENGTH)}.5|CZK`, true],
    ],
  },
  "^[A-Z]{3}$": {
    check: "CurrencyNumber",
    value: (text) => ({ _type: "CurrencyNumber", value: 1, currencyCode: text }),
    texts: [
      ["A".repeat(LENGTH), false],
      ["CZK", true],
    ],
  },
  "([Zz]|[+-]00:00)$": {
    check: "UtcDateTime",
    texts: [[`2026-11-20T08:15:30${"+00:0".repeat(LENGTH / 5)}`, false]],
  },
  [String.raw`^[+-]?\d+(\.\d+)?$`]: {
    check: "DecimalNumber",
    texts: [
      [`${"1".repeat(LENGTH)}.1x`, false],
      [`${"1".repeat(LENGTH)}.5`, true],
    ],
  },
  "^([Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee])$": {
    check: "TwoOptions",
    texts: [
      ["true".repeat(LENGTH / 4), false],
      ["FALSE", true],
    ],
  },
  [String.raw`^[+-]?\d+$`]: {
    check: "WholeNumber",
    texts: [
      [`${"1".repeat(LENGTH)}x`, false],
      ["1".repeat(LENGTH), true],
    ],
  },
  [String.raw`^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$`]: {
    check: "Date",
    texts: [
      [`1998-04-17T10:00:00.${"1".repeat(LENGTH)}x`, false],
      [`1998-04-17T10:00:00.${"1".repeat(LENGTH)}`, true],
    ],
  },
  [String.raw`^\d+\.([01]\d|2[0-3]):[0-5]\d:[0-5]\d$`]: {
    check: "TimeSpan",
    texts: [
      [`${"1".repeat(LENGTH)}.24:00:00`, false],
      [`${"1".repeat(LENGTH)}.23:59:59`, true],
    ],
  },
  [String.raw`^[^.]+\..+$`]: {
    check: "ImportDataAgentRequest",
    value: withField("ImportDataAgentRequest", "code"),
    texts: [
      ["a".repeat(LENGTH), false],
      [`a${".".repeat(LENGTH)}`, true],
    ],
  },
  [String.raw`^Custom(\|.+)?$`]: {
    check: "OperatingLogCategory",
    texts: [
      [`Custom${"|".repeat(LENGTH)}\n`, false],
      [`Custom${"|".repeat(LENGTH)}`, true],
    ],
  },
  [String.raw`^[Hh][Tt][Tt][Pp][Ss]?://[^/?#:@\s]+`]: {
    check: "WebhookAddress",
    texts: [
      ["http:/".repeat(LENGTH / 6), false],
      [`https://${"a".repeat(LENGTH)}`, true],
    ],
  },
  "^Bearer .+$": {
    check: "WebhookHeaders",
    value: withField("WebhookHeaders", "Authorization"),
    texts: [
      [`Bearer ${" ".repeat(LENGTH)}\n`, false],
      [`Bearer ${"a".repeat(LENGTH)}`, true],
    ],
  },
  [String.raw`^\s*(CC1|cc1|CN1|cn1)\s*(,\s*(CC1|cc1|CN1|cn1)\s*)*$`]: {
    check: "QueryingOptions",
    texts: [
      [`CC1${" , CN1 ".repeat(LENGTH / 7)},`, false],
      [`CC1${" , CN1 ".repeat(LENGTH / 7)}`, true],
    ],
  },
};

function bundledPatterns(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const name of readdirSync(bundledSpecsDir).filter((file) => file.endsWith(".json"))) {
    const document: unknown = JSON.parse(readFileSync(join(bundledSpecsDir, name), "utf8"));
    for (const { source, where } of specPatterns(`generated/specs/${name}`, document))
      found.set(source, [...(found.get(source) ?? []), where]);
  }
  return found;
}

const patterns = bundledPatterns();

describe("every pattern of the bundled specs has a worst case here", () => {
  it("the specs have patterns, and each is listed in WORST_CASES", () => {
    expect(patterns.size).toBeGreaterThan(10);
    expect([...patterns.keys()].filter((source) => WORST_CASES[source] === undefined)).toEqual([]);
  });
});

describe("recheck finds every pattern of the bundled specs safe, as Ajv compiles it", () => {
  it.each([...patterns.keys()])("/%s/ is safe", (source) => {
    const diagnostics = diagnose(source, SPEC_PATTERN_FLAGS);
    expect({ source, status: diagnostics.status }).toEqual({ source, status: "safe" });
  });

  it("the pattern ExternalId had is vulnerable, so the check can tell", () => {
    const diagnostics = diagnose(OLD_EXTERNAL_ID, SPEC_PATTERN_FLAGS);
    expect(diagnostics).toMatchObject({ status: "vulnerable", complexity: { type: "polynomial", degree: 2 } });
  });
});

describe("the validator of each pattern answers its worst case, and rightly", () => {
  const querying = queryingOptions();
  const cases = Object.entries(WORST_CASES).flatMap(([source, worst]) =>
    worst.texts.map(([text, valid]) => ({ source, worst, text, valid, length: text.length })),
  );

  it.each(cases)("$worst.check, /$source/, $length characters: valid $valid", ({ worst, text, valid }) => {
    const validate = worst.check === "QueryingOptions" ? querying : validators[worst.check];
    const value = worst.value === undefined ? text : worst.value(text);
    expect(validate(value)).toBe(valid);
    if (!valid) expect((validate.errors ?? []).map((e) => e.keyword)).toContain("pattern");
  });
});

describe("ExternalId's pattern accepts exactly what `^.+\\..+\\.<uuid>$` accepted", () => {
  const ALPHABET = ["a", ".", "-", "\n", "\u2028", "😀"];
  const SUFFIXES = [
    "",
    UUID,
    `.${UUID}`,
    `.${UUID.toUpperCase()}`,
    `..${UUID}`,
    `.${UUID}\n`,
    `.${UUID.slice(1)}`,
    `.${UUID}a`,
  ];

  function* prefixes(length: number): Generator<string> {
    if (length === 0) {
      yield "";
      return;
    }
    for (const shorter of prefixes(length - 1)) for (const letter of ALPHABET) yield shorter + letter;
  }

  it.each(["u", ""])("every string of up to 5 letters and dots, before a uuid or not, flags %j", (flags) => {
    const before = new RegExp(OLD_EXTERNAL_ID, flags);
    const after = new RegExp(ExternalIdPattern.source, flags);
    const differ: string[] = [];
    let accepted = 0;
    let tried = 0;
    for (let length = 0; length <= 5; length++) {
      for (const prefix of prefixes(length)) {
        for (const suffix of SUFFIXES) {
          const text = prefix + suffix;
          tried++;
          if (before.test(text)) accepted++;
          if (before.test(text) !== after.test(text)) differ.push(JSON.stringify(text));
        }
      }
    }
    expect(differ).toEqual([]);
    expect(tried).toBeGreaterThan(70_000);
    expect(accepted).toBeGreaterThan(1_000);
  });

  it("the spec's own example and a record key with dots match; an id without a source does not", () => {
    expect(ExternalIdPattern.test(`100234.Customer.${UUID}`)).toBe(true);
    expect(ExternalIdPattern.test(`10.02.34.Customer.${UUID}`)).toBe(true);
    expect(ExternalIdPattern.test(`.${UUID}`)).toBe(false);
    expect(ExternalIdPattern.test(`a.${UUID}`)).toBe(false);
  });
});
