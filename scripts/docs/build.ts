// The reference docs site, made from generated/specs and nothing else: a Redoc page per OpenAPI
// spec, an events page per AsyncAPI spec and an index that links them and lists every x-not-shown
// gap. Every page is self-contained: nothing is loaded from outside the file.
import { execFile } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { eventsPage } from "./events-page.js";
import { indexPage } from "./index-page.js";
import type { DocsPage, DocsSite, Gap } from "./site.js";

const root = resolve(fileURLToPath(import.meta.url), "../../..");
const specsDir = join(root, "generated", "specs");
const require = createRequire(import.meta.url);
const run = promisify(execFile);

interface BundledSpec {
  readonly name: string;
  readonly file: string;
  readonly document: { openapi?: string; asyncapi?: string; info: { title: string; version: string } };
}

/** Builds the site into outDir (created; earlier .html files in it are replaced) and says what it holds. */
export async function buildDocs(outDir: string): Promise<DocsSite> {
  mkdirSync(outDir, { recursive: true });
  for (const file of readdirSync(outDir)) if (file.endsWith(".html")) rmSync(join(outDir, file));
  const specs = loadSpecs();
  await buildRedocPages(
    specs.filter((spec) => spec.document.openapi !== undefined),
    outDir,
  );
  for (const spec of specs.filter((s) => s.document.asyncapi !== undefined)) {
    writeFileSync(join(outDir, `${spec.name}.html`), eventsPage(spec.document));
  }
  const site: DocsSite = { pages: specs.map(pageOf), gaps: specs.flatMap(findGaps) };
  writeFileSync(join(outDir, "index.html"), indexPage(site));
  return site;
}

function loadSpecs(): BundledSpec[] {
  return readdirSync(specsDir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => {
      const document = JSON.parse(readFileSync(join(specsDir, file), "utf8")) as BundledSpec["document"];
      if (!(document?.openapi || document?.asyncapi) || !document.info) {
        throw new Error(`docs: generated/specs/${file} is neither an OpenAPI nor an AsyncAPI document with info`);
      }
      return { name: file.slice(0, -".json".length), file: join(specsDir, file), document };
    });
}

function pageOf(spec: BundledSpec): DocsPage {
  const { openapi, info } = spec.document;
  return {
    spec: spec.name,
    file: `${spec.name}.html`,
    kind: openapi ? "openapi" : "asyncapi",
    title: info.title,
    version: info.version,
  };
}

/** Builds every page at once (one redocly process each) and names every spec whose page failed. */
async function buildRedocPages(specs: BundledSpec[], outDir: string): Promise<void> {
  const results = await Promise.allSettled(
    specs.map((spec) => buildRedocPage(spec, join(outDir, `${spec.name}.html`))),
  );
  const failures = results.flatMap((result) =>
    result.status === "rejected" ? [String((result.reason as Error).message)] : [],
  );
  if (failures.length > 0) throw new Error(failures.join("\n"));
}

async function buildRedocPage(spec: BundledSpec, outFile: string): Promise<void> {
  const args = [redoclyBin(), "build-docs", spec.file, "--inlineBundle", "--output", outFile];
  try {
    await run(process.execPath, args, {
      cwd: root,
      maxBuffer: 16 * 1024 * 1024,
      // Telemetry off also sets Redoc's disableTelemetry in the page; no update check either.
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", NO_COLOR: "1" },
    });
    writeFileSync(outFile, selfContained(readFileSync(outFile, "utf8"), spec.name));
  } catch (error) {
    throw new Error(
      `docs: the page of ${spec.name} (${relative(root, spec.file)}) did not build: ${failureDetail(error)}`,
      { cause: error },
    );
  }
}

/** What redocly said on stderr, without its boxed notices (Node.js version, Redoc 3), else the error. */
function failureDetail(error: unknown): string {
  const stderr = (error as { stderr?: string }).stderr ?? "";
  const lines = stderr.split("\n").filter((line) => line.trim() !== "" && !/[║╔╚═]/.test(line));
  return lines.join("\n").trim() || (error as Error).message;
}

function redoclyBin(): string {
  const manifest = require.resolve("@redocly/cli/package.json");
  const { bin } = JSON.parse(readFileSync(manifest, "utf8")) as { bin: Record<string, string> };
  return join(dirname(manifest), bin.redocly!);
}

// The inline bundle still shows Redocly's logo from its CDN; an inline image takes its place.
const REDOCLY_LOGOS = ["https://cdn.redoc.ly/redoc/logo-mini-full.svg", "https://cdn.redoc.ly/redoc/logo-mini.svg"];
const INLINE_LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="56" height="14"><text x="0" ' +
    'y="11" font-family="sans-serif" font-size="11">Redocly</text></svg>',
)}`;

function selfContained(html: string, spec: string): string {
  if (!html.includes('"disableTelemetry":true'))
    throw new Error(`Redoc telemetry is not disabled in the page of ${spec}`);
  return REDOCLY_LOGOS.reduce((page, url) => page.replaceAll(url, INLINE_LOGO), html);
}

/** Every x-not-shown of a spec, in document order, with the JSON path of the object that holds it. */
function findGaps(spec: BundledSpec): Gap[] {
  const gaps: Gap[] = [];
  const visit = (node: unknown, path: string): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, `${path}[${index}]`));
    } else if (node !== null && typeof node === "object") {
      for (const [key, value] of Object.entries(node)) {
        if (key === "x-not-shown")
          gaps.push({ spec: spec.name, path, text: typeof value === "string" ? value : JSON.stringify(value) });
        else visit(value, `${path}${/^[A-Za-z_][A-Za-z0-9_]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`}`);
      }
    }
  };
  visit(spec.document, "$");
  return gaps;
}
