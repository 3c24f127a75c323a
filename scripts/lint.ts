// npm run lint: the specs, then the code. The specs: Spectral with the project's ruleset over every
// spec, Redocly's rules that Spectral lacks over the OpenAPI specs (redocly.yaml), then the AsyncAPI
// parser's own diagnostics (it checks AsyncAPI 3.0 semantics that Spectral's rules do not). The code:
// Prettier's check and ESLint (lint/code.ts). Both: recheck over every spec pattern and every regex of
// the code (lint/redos.ts), which fails on one that backtracks. Zero errors allowed.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Parser, fromFile } from "@asyncapi/parser";
import { binOf, checkFormat, checkLint } from "./lint/code.js";
import { checkRegexes, describeFinding, regexSites } from "./lint/redos.js";

const root = resolve(fileURLToPath(import.meta.url), "../..");

function specFiles(folder: string): string[] {
  const dir = join(root, "specs", folder);
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith(".yaml"))
      .sort()
      .map((name) => join(dir, name));
  } catch {
    return [];
  }
}

function spectral(files: string[]): boolean {
  const result = spawnSync(
    process.execPath,
    [
      binOf("@stoplight/spectral-cli", "spectral"),
      "lint",
      ...files.map((f) => relative(root, f)),
      "--ruleset",
      ".spectral.yaml",
      "--fail-severity",
      "error",
    ],
    { cwd: root, stdio: "inherit" },
  );
  return result.status === 0;
}

function redocly(files: string[]): boolean {
  const result = spawnSync(
    process.execPath,
    [
      binOf("@redocly/cli", "redocly"),
      "lint",
      "--config",
      "redocly.yaml",
      "--format",
      "stylish",
      ...files.map((f) => relative(root, f)),
    ],
    // No telemetry or update check: the lint runs offline and its output is only the findings.
    {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
    },
  );
  return result.status === 0;
}

async function asyncapiDiagnostics(files: string[]): Promise<boolean> {
  const parser = new Parser();
  let clean = true;
  for (const file of files) {
    const diagnostics = await fromFile(parser, file).validate();
    for (const d of diagnostics) {
      // The severities of @stoplight/types, whose enum the parser's own types name from another copy.
      const severity = Number(d.severity);
      const level = severity === 0 ? "error" : severity === 1 ? "warning" : "info";
      const where = d.path.length > 0 ? ` at $.${d.path.join(".")}` : "";
      console.log(`${relative(root, file)}${where}: ${level} ${d.code}: ${d.message}`);
      if (severity === 0) clean = false;
    }
  }
  return clean;
}

const openapi = specFiles("openapi");
const asyncapi = specFiles("asyncapi");
const spectralClean = spectral([...openapi, ...asyncapi]);
const redoclyClean = redocly(openapi);
const parserClean = await asyncapiDiagnostics(asyncapi);
const cache = join(root, "node_modules/.cache/contracts-lint");
const format = checkFormat(root, { cacheFile: join(cache, "prettier.json") });
if (!format.clean)
  console.log(
    `${format.output}\nlint: Prettier would lay out these files otherwise; npx prettier --write . formats them`,
  );
const code = checkLint(root);
if (!code.clean) console.log(code.output);
const regexes = regexSites(root);
const backtracking = checkRegexes(regexes, { cacheFile: join(cache, "redos.json") });
for (const finding of backtracking) console.log(describeFinding(finding));
if (backtracking.length > 0)
  console.log(
    "lint: a regex that backtracks lets one long input hold the event loop; docs/sandbox-security.md says what to do",
  );
if (!spectralClean || !redoclyClean || !parserClean || !format.clean || !code.clean || backtracking.length > 0) {
  console.error("lint: errors found (see above)");
  process.exit(1);
}
console.log(
  `lint: ${openapi.length + asyncapi.length} specs, no errors; the code is formatted and ESLint finds nothing; ` +
    `none of ${regexes.length} patterns and regexes backtracks`,
);
