// npm run release [-- --dry-run]: one release of both packages, from a clean tree, to the registry the
// scope is mapped to in .npmrc. It applies the pending changesets (`npm run version`: changeset
// version, the tools package's version and its exact runtime dependency, generate), refuses a version
// either package already has on that registry, builds and packs both into release/<version>/, and
// publishes the runtime first, then the tools (which depend on exactly that runtime), then commits the
// version changes as "Release <version>" and tags v<version>. --dry-run does all of it but publish,
// commit and tag (npm publish --dry-run instead), then puts the tree back as it found it.
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(fileURLToPath(import.meta.url), "../..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const tsx = join(root, "node_modules", "tsx", "dist", "cli.mjs");

interface Manifest {
  name: string;
  version: string;
}

function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as Manifest;
}

/** A command whose output the release reads or words itself. */
function ask(command: string, args: string[]): SpawnSyncReturns<string> {
  return spawnSync(command, args, {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 64 * 1024 * 1024,
  });
}

function runOk(what: string, command: string, args: string[]): string {
  const result = spawnSync(command, args, {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0)
    throw new Error(`${what} failed (${command} ${args.join(" ")}, exit ${result.status ?? result.signal})`);
  return result.stdout;
}

function git(args: string[]): string {
  const result = ask("git", args);
  if (result.status !== 0) throw new Error(`git ${args.join(" ")} failed in ${root}: ${result.stderr.trim()}`);
  return result.stdout;
}

/** A release is made from committed sources only, so what is published can be found again by its tag. */
function refuseDirtyTree(): void {
  const changes = git(["status", "--porcelain", "--untracked-files=all"]).trimEnd();
  if (changes !== "") {
    throw new Error(
      `the working tree is not clean; commit or stash these changes, then run npm run release again:\n${changes}`,
    );
  }
}

/** The registry npm publishes the scope to: `@scope:registry=` in .npmrc (the project's or the user's). */
function scopeRegistry(scope: string): string {
  const registry = ask(npm, ["config", "get", `${scope}:registry`]).stdout.trim();
  if (registry === "" || registry === "undefined") {
    throw new Error(
      `no registry is named for ${scope}: add the line \`${scope}:registry=https://<your ` +
        `registry>/\` to .npmrc (and the registry's auth token to your own ~/.npmrc)`,
    );
  }
  return registry;
}

function pendingChangesets(): string[] {
  return readdirSync(join(root, ".changeset")).filter((name) => name.endsWith(".md") && name !== "README.md");
}

/** Whether `name@version` is on the registry the scope maps to; any answer but found or not found stops the release. */
function published(name: string, version: string, registry: string): boolean {
  const result = ask(npm, ["view", `${name}@${version}`, "version", "--json"]);
  if (result.status === 0) return result.stdout.trim() !== "";
  // With --json npm reports its error on stdout: { error: { code, summary, detail } }.
  let error: { code?: string; summary?: string; detail?: string } = {};
  try {
    error = (JSON.parse(result.stdout) as { error?: typeof error }).error ?? {};
  } catch {
    error = { summary: `${result.stdout}${result.stderr}`.trim() };
  }
  if (error.code === "E404") return false;
  throw new Error(
    `cannot ask ${registry} whether ${name}@${version} ` +
      `exists: ${[error.code, error.summary, error.detail].filter(Boolean).join(": ")}`,
  );
}

/** Puts the tree back to HEAD: it was clean when the release started, so only the release's own changes go. */
function restoreTree(): void {
  git(["checkout", "--", "."]);
  git(["clean", "-fdq"]);
}

function release(dryRun: boolean): void {
  refuseDirtyTree();
  const runtime = readManifest(root);
  const scope = runtime.name.split("/")[0]!;
  const registry = scopeRegistry(scope);
  const changesets = pendingChangesets();
  let changed = false;
  let publishedAny = false;
  try {
    if (changesets.length > 0) {
      console.log(`release: applying ${changesets.length} changeset(s): ${changesets.join(", ")}`);
      changed = true;
      runOk("npm run version", npm, ["run", "--silent", "version"]);
    }
    const { version } = readManifest(root);
    const tools = readManifest(join(root, "tools"));
    if (tools.version !== version)
      throw new Error(`tools/package.json has version ${tools.version}, the runtime ${version}: run npm run version`);
    const names = [runtime.name, tools.name];
    const taken = names.filter((name) => published(name, version, registry));
    if (taken.length > 0) {
      throw new Error(
        `${taken.map((name) => `${name}@${version}`).join(" and ")} already ` +
          `exist${taken.length === 1 ? "s" : ""} on ${registry}; a version is ` +
          `published once: add a changeset (npx changeset) and release the next ` +
          `version`,
      );
    }

    const folder = join(root, "release", version);
    const packed = runOk("npm run pack", process.execPath, [tsx, join(root, "scripts", "pack.ts"), folder]);
    // pack.ts prints the runtime's tarball first, then the tools': the order they must be published in.
    const tarballs = packed.split("\n").filter((line) => line.endsWith(".tgz"));
    if (tarballs.length !== names.length)
      throw new Error(`npm run pack wrote ${tarballs.length} tarball(s), not one per package:\n${packed}`);
    console.log(
      `release: ${names.map((name) => `${name}@${version}`).join(", ")} packed into ${relative(root, folder)}/`,
    );

    const tag = version.includes("-") ? ["--tag", "next"] : [];
    for (const tarball of tarballs) {
      const result = spawnSync(
        npm,
        ["publish", tarball, "--ignore-scripts", ...tag, ...(dryRun ? ["--dry-run"] : [])],
        { cwd: root, stdio: "inherit" },
      );
      if (result.status !== 0) {
        throw new Error(
          `npm publish ${relative(root, tarball)} to ${registry} failed` +
            (publishedAny
              ? `; the runtime is published: publish the tools with npm ` +
                `publish ${relative(root, tarball)}, then commit the version changes and tag ` +
                `v${version}`
              : ""),
        );
      }
      publishedAny = !dryRun;
    }
    if (dryRun) {
      console.log(
        `release: dry ` +
          `run: ${names.map((name) => `${name}@${version}`).join(" and ")} would ` +
          `be published to ${registry}; nothing was published`,
      );
      return;
    }
    if (changed) {
      git(["add", "--all"]);
      git(["commit", "--quiet", "--message", `Release ${version}`]);
    }
    git(["tag", `v${version}`]);
    console.log(
      `release: ${names.map((name) => `${name}@${version}`).join(" and ")} published ` +
        `to ${registry}; committed and tagged v${version} (push with git push --follow-tags)`,
    );
  } finally {
    // Until something is published the release's changes are only a proposal: put the tree back so
    // that a fixed cause can be released again. After a publish they are the record of it: kept.
    if (changed && !publishedAny) restoreTree();
  }
}

const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== "--dry-run");
if (unknown.length > 0) {
  console.error(`release: unknown argument ${unknown.join(" ")}; usage: npm run release [-- --dry-run]`);
  process.exit(2);
}
try {
  release(args.includes("--dry-run"));
} catch (error) {
  console.error(`release: ${(error as Error).message}`);
  process.exit(1);
}
