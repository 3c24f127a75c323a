// The reference docs site opened in headless Chromium (Debian's package): every page renders what
// its spec holds, and nothing leaves the page: every request stays on file:, data:, blob: or about:,
// none fails and the console shows no error. A full-page screenshot of each page is kept in
// test/.artifacts/docs/ to look at.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDocs } from "../../scripts/docs/build.js";
import type { DocsSite } from "../../scripts/docs/site.js";
import { launchChromium } from "../support/chromium.js";
import { bundledSpecsDir, listOperations, loadBundledSpecs, projectRoot } from "../support/openapi.js";
import { scaled } from "../support/time.js";

const artifacts = join(projectRoot, "test", ".artifacts", "docs");
const LOCAL_URL = /^(file|data|blob|about):/;

let outDir: string;
let site: DocsSite;
let browser: Browser;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), "integration-contracts-docs-"));
  mkdirSync(artifacts, { recursive: true });
  // launch() starts Chromium on a new temporary profile; each page then gets a context of its own.
  [site, browser] = await Promise.all([buildDocs(outDir), launchChromium()]);
}, scaled(300_000));

afterAll(async () => {
  await browser?.close();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

/** What a page did while it was open: requests leaving it, failed requests, console and page errors. */
interface Visit {
  readonly page: Page;
  readonly outside: string[];
  readonly failed: string[];
  readonly errors: string[];
}

async function open(file: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const visit: Visit = { page, outside: [], failed: [], errors: [] };
  page.on("request", (request) => {
    if (!LOCAL_URL.test(request.url())) visit.outside.push(request.url());
  });
  page.on("requestfailed", (request) => visit.failed.push(`${request.url()}: ${request.failure()?.errorText}`));
  page.on("console", (message) => {
    if (message.type() === "error") visit.errors.push(message.text());
  });
  page.on("pageerror", (error) => visit.errors.push(error.message));
  await page.goto(pathToFileURL(join(outDir, file)).href, { waitUntil: "load" });
  return visit;
}

async function screenshot(visit: Visit, name: string): Promise<void> {
  await visit.page.screenshot({ path: join(artifacts, `${name}.png`), fullPage: true });
}

/** The checks every page passes once it is done with; its browser context is closed whatever happens. */
async function finish(visit: Visit): Promise<void> {
  try {
    await visit.page.waitForLoadState("networkidle");
    expect(visit.outside, "requests that left the page").toEqual([]);
    expect(visit.failed, "failed requests").toEqual([]);
    expect(visit.errors, "console errors").toEqual([]);
  } finally {
    await visit.page.context().close();
  }
}

const normalize = (text: string) => text.replace(/\s+/g, " ").trim();

async function visibleText(page: Page): Promise<string> {
  return normalize(await page.locator("body").innerText());
}

async function missing(page: Page, expected: string[]): Promise<string[]> {
  const text = await visibleText(page);
  return expected.filter((item) => !text.includes(normalize(item)));
}

/** Operation summaries of a spec grouped by tag, in the order Redoc's sidebar lists the tags. */
function summariesByTag(spec: string): Map<string, string[]> {
  const bundled = loadBundledSpecs("openapi").find((s) => s.name === spec);
  if (!bundled) throw new Error(`no bundled spec ${spec}`);
  const byTag = new Map<string, string[]>();
  for (const { operation } of listOperations(bundled)) {
    for (const tag of operation.tags as string[])
      byTag.set(tag, [...(byTag.get(tag) ?? []), operation.summary as string]);
  }
  return byTag;
}

const openapiSpecs = loadBundledSpecs("openapi").map((spec) => spec.name);
const asyncapiSpecs = loadBundledSpecs("asyncapi");
const allSpecs = [...openapiSpecs, ...asyncapiSpecs.map((spec) => spec.name)].sort();

describe("reference docs in headless Chromium", () => {
  it("has one page per bundled spec", () => {
    expect(site.pages.map((page) => page.spec).sort()).toEqual(allSpecs);
  });

  it.each(openapiSpecs)("the Redoc page of %s shows every operation and loads nothing from outside", async (spec) => {
    const page = site.pages.find((p) => p.spec === spec)!;
    const visit = await open(page.file);
    try {
      const menu = visit.page.locator('[data-component-name="Menu/MenuItem"]');
      await menu.first().waitFor({ timeout: scaled(60_000) });
      expect(await visibleText(visit.page)).toContain(`${page.title} (${page.version})`);
      // Redoc lists a tag's operations once its menu entry is opened: open each, find every summary.
      // The screenshot shows the first tag opened: later ones scroll the page away from its top.
      for (const [index, [tag, summaries]] of [...summariesByTag(spec)].entries()) {
        await menu.getByRole("link", { name: tag, exact: true }).first().click();
        await expect
          .poll(() => missing(visit.page, summaries), {
            timeout: scaled(30_000),
            message: `operations of ${tag} not shown`,
          })
          .toEqual([]);
        if (index === 0) await screenshot(visit, spec);
      }
    } finally {
      await finish(visit);
    }
  });

  it.each(asyncapiSpecs.map((spec) => [spec.name, spec.document] as const))(
    "the events page of %s shows every message and loads nothing from outside",
    async (spec, document) => {
      const messages = Object.values<{ name: string; title?: string; "x-message-type": string }>(
        document.components.messages,
      );
      expect(messages.length).toBeGreaterThan(0);
      const visit = await open(`${spec}.html`);
      try {
        expect(
          await missing(
            visit.page,
            messages.map((m) => m["x-message-type"]),
          ),
        ).toEqual([]);
        expect(await visit.page.locator("section.message").count()).toBe(messages.length);
        expect(await visit.page.locator("section.message h2").allInnerTexts()).toEqual(
          messages.map((m) => m.title ?? m.name),
        );
        await screenshot(visit, spec);
      } finally {
        await finish(visit);
      }
    },
  );

  it("the index links every page and lists every x-not-shown gap", async () => {
    const visit = await open("index.html");
    try {
      const targets = await visit.page
        .locator("a[href]")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
      expect(targets.sort()).toEqual(site.pages.map((page) => page.file).sort());
      for (const target of targets) expect(existsSync(join(outDir, target)), `link target ${target}`).toBe(true);
      for (const page of site.pages) expect(await visibleText(visit.page)).toContain(`${page.title} ${page.version}`);
      // Every x-not-shown of the bundled specs, found here without the docs script's own walk.
      const recorded = allSpecs.flatMap((name) =>
        [
          ...readFileSync(join(bundledSpecsDir, `${name}.json`), "utf8").matchAll(
            /"x-not-shown":\s*("(?:[^"\\]|\\.)*")/g,
          ),
        ].map((m) => JSON.parse(m[1]!) as string),
      );
      expect(recorded.length).toBeGreaterThan(0);
      expect(site.gaps.length).toBe(recorded.length);
      expect(await missing(visit.page, recorded)).toEqual([]);
      // Each row reads back as spec, JSON path and text: nothing lost to HTML escaping.
      const rows = await visit.page
        .locator("tbody tr")
        .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent)));
      expect(rows).toEqual(site.gaps.map((gap) => [gap.spec, gap.path, gap.text]));
      await screenshot(visit, "index");
    } finally {
      await finish(visit);
    }
  });
});
