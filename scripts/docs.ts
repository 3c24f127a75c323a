// npm run docs: builds the reference docs site into site/ (see docs/build.ts) and says what it holds.
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildDocs } from "./docs/build.js";

const outDir = join(resolve(fileURLToPath(import.meta.url), "../.."), "site");
const started = performance.now();
try {
  const { pages, gaps } = await buildDocs(outDir);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `docs: ${pages.length} pages and index.html with ${gaps.length} gaps ` +
      `in ${relative(process.cwd(), outDir) || "."}/ (${seconds} s)`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
