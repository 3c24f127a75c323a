// The user-facing pages (README.md, docs/*.md, tools/README.md) as tests read them: their TypeScript
// blocks, which must compile, and their relative links, which must resolve.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "./openapi.js";

export interface DocPage {
  /** Path from the project root, with forward slashes. */
  readonly file: string;
  readonly text: string;
}

/** README.md and every docs/*.md page, the pages whose code blocks are type-checked. */
export function docPages(): DocPage[] {
  const docsDir = join(projectRoot, "docs");
  const docs = existsSync(docsDir)
    ? readdirSync(docsDir)
        .filter((name) => name.endsWith(".md"))
        .sort()
        .map((name) => `docs/${name}`)
    : [];
  return ["README.md", ...docs].map((file) => ({ file, text: readFileSync(join(projectRoot, file), "utf8") }));
}

/** The ```ts blocks of a page, in order. */
export function typeScriptBlocks(page: DocPage): string[] {
  return [...page.text.matchAll(/^```ts\n([\s\S]*?)^```/gm)].map((m) => m[1]!);
}

/** A page's name as a file name: `docs/sandbox.md` → `docs-sandbox`. */
export function pageSlug(page: DocPage): string {
  return page.file
    .replace(/\.md$/, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .toLowerCase();
}

/** The text of a page outside its fenced code blocks and inline code spans. */
function prose(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "");
}

/** Markdown links `[text](target)` of a page's prose whose target is relative (not http:, https:, mailto:). */
export function relativeLinks(text: string): string[] {
  return [...prose(text).matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of text.replace(/^```[\s\S]*?^```/gm, "").matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const base = heading!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}
