// Part of `npm run pack`: between two releases the tree holds changes its package.json version does
// not, so tarballs packed from it under that version would carry the last release's number and
// CHANGELOG over newer code. A preview tree is a copy of the working tree (committed, changed and
// untracked files alike; the original is never written) with the pending changesets applied as
// `npm run version` applies them, labelled `<next version>-dev.g<commit>` (`.dirty` when the tree
// has uncommitted changes): a pre-release below the version it previews, its CHANGELOG saying what
// it holds so far.
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { changesetVersionKeepingIntro } from "./changelog-version.js";

/** The changesets not yet applied by a release. */
export function pendingChangesets(root: string): string[] {
  const folder = join(root, ".changeset");
  return existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => name.endsWith(".md") && name !== "README.md")
        .sort()
    : [];
}

function git(root: string, args: string[]): string {
  const result = spawnSync("git", args, { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")} failed in ${root}: ${result.stderr.trim()}`);
  return result.stdout;
}

function runScript(dir: string, script: string): void {
  const result = spawnSync(process.execPath, [join(dir, "node_modules", "tsx", "dist", "cli.mjs"), join(dir, script)], {
    cwd: dir,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error(`${script} failed in the preview tree ${dir}`);
}

/** `0.2.0-dev.g2cf3345`, `.dirty` added for a tree with uncommitted changes. */
export function previewVersion(next: string, commit: string, dirty: boolean): string {
  return `${next}-dev.g${commit}${dirty ? ".dirty" : ""}`;
}

/** The tree at `root` copied, its pending changesets applied and its version a preview; the caller removes `dir`. */
export function previewTree(root: string): { readonly dir: string; readonly version: string } {
  const dir = mkdtempSync(join(tmpdir(), "integration-contracts-pack-"));
  for (const file of git(root, ["ls-files", "-z", "--cached", "--others", "--exclude-standard"]).split("\0")) {
    if (file === "" || !existsSync(join(root, file))) continue;
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(root, file), join(dir, file));
  }
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
  changesetVersionKeepingIntro(dir);
  const manifestFile = join(dir, "package.json");
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as { version: string };
  const next = manifest.version;
  const dirty = git(root, ["status", "--porcelain"]).trim() !== "";
  const version = previewVersion(next, git(root, ["rev-parse", "--short=7", "HEAD"]).trim(), dirty);
  writeFileSync(manifestFile, `${JSON.stringify({ ...manifest, version }, null, 2)}\n`);
  const changelogFile = join(dir, "CHANGELOG.md");
  const heading = `## ${next}\n`;
  writeFileSync(
    changelogFile,
    readFileSync(changelogFile, "utf8").replace(heading, `## ${version}\n\nNot released: what ${next} holds so far.\n`),
  );
  runScript(dir, "scripts/tools-version.ts");
  runScript(dir, "generator/main.ts");
  return { dir, version };
}
