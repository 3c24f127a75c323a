// Part of `npm run version`: `changeset version` with CHANGELOG.md's introduction held aside.
// Changesets writes a new version's section straight under the file's first line, which put
// `## 0.2.0` above the paragraph that introduces the file; the introduction is taken out before and
// put back under the title after, so it stays on top release after release.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** A changelog as its title line, the introduction before the first `## ` heading, and the versions from it on. */
export interface ChangelogParts {
  readonly title: string;
  readonly intro: string;
  readonly versions: string;
}

export function splitChangelog(text: string): ChangelogParts {
  const newline = text.indexOf("\n");
  const title = newline < 0 ? text : text.slice(0, newline);
  const body = newline < 0 ? "" : text.slice(newline + 1);
  const heading = body.search(/^## /m);
  return {
    title,
    intro: (heading < 0 ? body : body.slice(0, heading)).trim(),
    versions: heading < 0 ? "" : body.slice(heading),
  };
}

function joinChangelog({ title, intro, versions }: ChangelogParts): string {
  return [title, intro, versions]
    .filter((part) => part !== "")
    .join("\n\n")
    .replace(/\n*$/, "\n");
}

function changesetBin(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve("@changesets/cli/package.json");
  const { bin } = JSON.parse(readFileSync(manifest, "utf8")) as { bin: Record<string, string> };
  return join(dirname(manifest), bin["changeset"]!);
}

/** Runs `changeset version` in `root`; CHANGELOG.md's introduction ends where it was, above every version. */
export function changesetVersionKeepingIntro(root: string): void {
  const file = join(root, "CHANGELOG.md");
  const original = readFileSync(file, "utf8");
  const { intro } = splitChangelog(original);
  writeFileSync(file, joinChangelog({ ...splitChangelog(original), intro: "" }));
  // Its progress lines are a log: stdout stays free for what a caller reads (pack prints tarball paths).
  const result = spawnSync(process.execPath, [changesetBin(), "version"], { cwd: root, stdio: ["ignore", 2, 2] });
  if (result.status !== 0) {
    writeFileSync(file, original);
    throw new Error(`changeset version failed in ${root} (exit ${result.status ?? result.signal})`);
  }
  writeFileSync(file, joinChangelog({ ...splitChangelog(readFileSync(file, "utf8")), intro }));
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    changesetVersionKeepingIntro(resolve(fileURLToPath(import.meta.url), "../.."));
  } catch (error) {
    console.error(`version: ${(error as Error).message}`);
    process.exit(1);
  }
}
