// Both packages the way a team gets them: published by `npm run release` to a real private registry
// (Verdaccio), then installed by name in a project whose .npmrc has only the README's scope line, and
// the sandbox run through `npx` from an empty folder. The release runs in a temporary git clone of this
// working tree (its own commits and tags, never this repository's), with the maintainer's token in a
// user config outside the clone, as a maintainer keeps it in ~/.npmrc.
import { spawn, spawnSync } from "node:child_process";
import {
  appendFileSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  consumerProject,
  freeBasePort,
  npm,
  run,
  RUNTIME,
  testTools,
  TOOLS,
  typeCheck,
  typeCheckers,
  writeDocExamples,
} from "../support/consumer-project.js";
import { docPages, typeScriptBlocks } from "../support/doc-pages.js";
import { projectRoot } from "../support/openapi.js";
import { portIsFree } from "../support/ports.js";
import { eventually, isRunning } from "../support/processes.js";
import { startRegistry, type Registry } from "../support/verdaccio.js";
import { scaled } from "../support/time.js";

const SCOPE = RUNTIME.split("/")[0]!;
const work = mkdtempSync(join(tmpdir(), "integration-contracts-registry-"));
const clone = join(work, "clone");
const teamDir = join(work, "team");
const emptyDir = join(work, "empty");
const maintainerConfig = join(work, "maintainer.npmrc");
const versionBefore = (JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")) as { version: string })
  .version;
const GIT_IDENTITY = {
  GIT_AUTHOR_NAME: "Release Test",
  GIT_AUTHOR_EMAIL: "release@example.invalid",
  GIT_COMMITTER_NAME: "Release Test",
  GIT_COMMITTER_EMAIL: "release@example.invalid",
};
// Tests never report installs to anyone: @scarf/scarf (through Spectral) reads this.
const NO_TELEMETRY = { SCARF_ANALYTICS: "false" };

let registry: Registry;

/**
 * The environment a user's shell would give npm: without the npm_* variables `npm test` sets for its
 * own project (its prefix and config would point a child npm at this repository), with the cache kept.
 */
function userEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) || key.toLowerCase() === "npm_config_cache"),
  );
  return { ...env, ...NO_TELEMETRY, ...extra };
}

function git(args: string[], cwd = clone): string {
  const result = spawnSync("git", args, { cwd, encoding: "utf8", env: { ...process.env, ...GIT_IDENTITY } });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")} failed: ${result.stderr}`);
  return result.stdout.trim();
}

/** The README's `.npmrc` line that maps the scope to a team's registry, pointed at this registry. */
function readmeScopeLine(): string {
  const readme = readFileSync(join(projectRoot, "README.md"), "utf8");
  const line = new RegExp(`^${SCOPE}:registry=\\S+$`, "m").exec(readme)?.[0];
  if (line === undefined) throw new Error(`README.md has no ${SCOPE}:registry= line`);
  return line.replace(/=.*$/, `=${registry.url}`);
}

/** A clone of this working tree as it is now (committed or not), with the team's .npmrc committed. */
function cloneWorkingTree(): void {
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: projectRoot,
    encoding: "utf8",
  }).stdout.split("\0");
  for (const file of listed.filter((f) => f !== "" && existsSync(join(projectRoot, f)))) {
    mkdirSync(dirname(join(clone, file)), { recursive: true });
    copyFileSync(join(projectRoot, file), join(clone, file));
  }
  symlinkSync(join(projectRoot, "node_modules"), join(clone, "node_modules"), "dir");
  writeFileSync(join(clone, ".npmrc"), `${readmeScopeLine()}\n`);
  // A change to release, whatever this tree's own changesets hold.
  writeFileSync(
    join(clone, ".changeset", "registry-test-release.md"),
    `---\n"${RUNTIME}": patch\n---\n\nReleased by the registry test.\n`,
  );
  git(["init", "--quiet", "--initial-branch=main"]);
  // .gitignore's node_modules/ matches a folder, not the link to one.
  appendFileSync(join(clone, ".git", "info", "exclude"), "/node_modules\n");
  git(["add", "--all"]);
  git(["commit", "--quiet", "--message", "The tree under test"]);
}

function release(args: string[] = []): { status: number | null; output: string } {
  return run(
    npm,
    ["run", "--silent", "release", "--", ...args],
    clone,
    userEnv({ npm_config_userconfig: maintainerConfig, ...GIT_IDENTITY }),
  );
}

/**
 * The registry's document of a package (every version, its manifest and publish time), or its status.
 * Over a connection of its own: Verdaccio closes idle ones, which a pooled fetch would reuse.
 */
function packument(name: string): Promise<{
  status: number;
  versions?: Record<string, { dependencies?: Record<string, string> }>;
  time?: Record<string, string>;
}> {
  return new Promise((resolve, reject) => {
    get(`${registry.url}${name.replace("/", "%2f")}`, { agent: false }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () =>
        resolve(
          response.statusCode === 200
            ? { status: 200, ...(JSON.parse(body) as object) }
            : { status: response.statusCode ?? 0 },
        ),
      );
    }).on("error", reject);
  });
}

const released = () => (JSON.parse(readFileSync(join(clone, "package.json"), "utf8")) as { version: string }).version;

beforeAll(async () => {
  registry = await startRegistry(join(work, "registry"), SCOPE);
  const token = await registry.addUser("maintainer");
  writeFileSync(maintainerConfig, `${registry.url.replace(/^https?:/, "")}:_authToken=${token}\n`, { mode: 0o600 });
  cloneWorkingTree();
}, scaled(120_000));

afterAll(async () => {
  await registry?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe("npm run release publishes only from a clean tree and only new versions", () => {
  it("refuses a dirty tree, naming what changed, and publishes nothing", async () => {
    appendFileSync(join(clone, "README.md"), "\nAn uncommitted line.\n");
    writeFileSync(join(clone, "notes.txt"), "untracked\n");
    const result = release();
    expect(result.output).toContain("release: the working tree is not clean; commit or stash these changes");
    expect(result.output).toContain(" M README.md");
    expect(result.output).toContain("?? notes.txt");
    expect(result.status).toBe(1);
    expect((await packument(RUNTIME)).status).toBe(404);
    git(["checkout", "--", "README.md"]);
    rmSync(join(clone, "notes.txt"));
  });

  it("refuses to go on when no .npmrc maps the scope to a registry, naming the line to add", async () => {
    git(["rm", "--quiet", ".npmrc"]);
    git(["commit", "--quiet", "--message", "No registry named"]);
    try {
      const result = release();
      expect(result.output).toContain(
        `release: no registry is named for ${SCOPE}: add the line ` +
          `\`${SCOPE}:registry=https://<your registry>/\` to .npmrc`,
      );
      expect(result.status).toBe(1);
      expect(git(["status", "--porcelain"])).toBe("");
    } finally {
      git(["reset", "--quiet", "--hard", "HEAD~1"]);
    }
    expect((await packument(RUNTIME)).status).toBe(404);
  });

  it(
    "--dry-run applies the changesets, builds and packs both, publishes nothing and leaves the tree as it was",
    async () => {
      const head = git(["rev-parse", "HEAD"]);
      const result = release(["--dry-run"]);
      expect(result.status, result.output).toBe(0);
      expect(result.output).toMatch(
        new RegExp(
          `release: dry run: ${RUNTIME}@\\S+ and ${TOOLS}@\\S+ would be ` +
            `published to ${registry.url}; nothing was published`,
        ),
      );
      expect((await packument(RUNTIME)).status).toBe(404);
      expect((await packument(TOOLS)).status).toBe(404);
      expect(git(["status", "--porcelain"])).toBe("");
      expect(git(["rev-parse", "HEAD"])).toBe(head);
      expect(released()).toBe(versionBefore);
    },
    scaled(300_000),
  );

  it(
    "applies the changesets, publishes the runtime and then the tools at the same new version, commits and tags",
    async () => {
      const result = release();
      expect(result.status, result.output).toBe(0);
      const version = released();
      expect(version).not.toBe(versionBefore);
      expect(result.output).toContain(
        `release: ${RUNTIME}@${version} and ${TOOLS}@${version} ` +
          `published to ${registry.url}; committed and tagged v${version}`,
      );

      const tools = JSON.parse(readFileSync(join(clone, "tools", "package.json"), "utf8")) as {
        version: string;
        dependencies: Record<string, string>;
      };
      expect({ version: tools.version, runtime: tools.dependencies[RUNTIME] }).toEqual({ version, runtime: version });
      // The new version's section, under the changelog's introduction (changesets alone puts it above).
      expect(readFileSync(join(clone, "CHANGELOG.md"), "utf8")).toMatch(
        new RegExp(
          `^# @integration-platform/contracts\n\nVersions are made with ` +
            `changesets[^#]*\n\n## ${version.replaceAll(".", "\\.")}\n`,
        ),
      );
      expect(git(["log", "-1", "--format=%s"])).toBe(`Release ${version}`);
      expect(git(["tag", "--points-at", "HEAD"])).toBe(`v${version}`);
      expect(git(["status", "--porcelain"])).toBe("");
      expect(
        readdirSync(join(clone, ".changeset")).filter((name) => name.endsWith(".md") && name !== "README.md"),
      ).toEqual([]);

      const [runtimeDoc, toolsDoc] = [await packument(RUNTIME), await packument(TOOLS)];
      expect(Object.keys(runtimeDoc.versions ?? {})).toEqual([version]);
      expect(Object.keys(toolsDoc.versions ?? {})).toEqual([version]);
      expect(toolsDoc.versions![version]!.dependencies![RUNTIME]).toBe(version);
      // The runtime first: the tools' exact dependency on it resolves from the moment they exist.
      expect(Date.parse(runtimeDoc.time![version]!)).toBeLessThan(Date.parse(toolsDoc.time![version]!));
    },
    scaled(300_000),
  );

  it(
    "refuses a version that already exists on the registry, and changes nothing",
    async () => {
      const head = git(["rev-parse", "HEAD"]);
      const version = released();
      const result = release();
      expect(result.output).toContain(
        `release: ${RUNTIME}@${version} and ${TOOLS}@${version} already ` +
          `exist on ${registry.url}; a version is published once`,
      );
      expect(result.status).toBe(1);
      expect(git(["rev-parse", "HEAD"])).toBe(head);
      expect(git(["status", "--porcelain"])).toBe("");
    },
    scaled(120_000),
  );
});

describe("a team's project with only the scope line in .npmrc installs both packages by name", () => {
  beforeAll(() => {
    consumerProject(teamDir, {});
    writeFileSync(join(teamDir, ".npmrc"), `${readmeScopeLine()}\n`);
    const install = (args: string[]) => {
      const result = run(npm, ["install", "--no-audit", "--no-fund", ...args], teamDir, userEnv());
      if (result.status !== 0) throw new Error(`npm install ${args.join(" ")} failed:\n${result.output}`);
    };
    install([RUNTIME]);
    install([
      "--save-dev",
      TOOLS,
      ...Object.entries({ ...typeCheckers, ...testTools }).map(([name, v]) => `${name}@${v}`),
    ]);
  }, scaled(600_000));

  it(
    "gets the released version of each from the team's " + "registry, and every other package from the public one",
    async () => {
      const installed = (name: string) =>
        (JSON.parse(readFileSync(join(teamDir, "node_modules", name, "package.json"), "utf8")) as { version: string })
          .version;
      expect({ runtime: installed(RUNTIME), tools: installed(TOOLS) }).toEqual({
        runtime: released(),
        tools: released(),
      });
      // The registry serves the scope alone: a public dependency was not fetched through it.
      expect((await packument("ajv")).status).toBe(404);
    },
  );

  it(
    "type-checks the TypeScript examples of README.md and docs/ against both",
    () => {
      for (const uses of ["runtime", "tools"] as const) {
        expect(writeDocExamples(teamDir, uses).length).toBeGreaterThan(0);
        const result = run(
          process.execPath,
          ["node_modules/typescript/bin/tsc", "-p", `tsconfig.docs-${uses}.json`],
          teamDir,
        );
        expect(result.output).toBe("");
        expect(result.status).toBe(0);
      }
    },
    scaled(120_000),
  );
});

/** Processes under `pid` (its children, theirs, ...), from /proc. */
function descendants(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // ended while listed
    }
  }
  const found: number[] = [];
  for (let queue = [pid], next = queue.shift(); next !== undefined; next = queue.shift()) {
    const children = [...parents].filter(([, parent]) => parent === next).map(([child]) => child);
    found.push(...children);
    queue.push(...children);
  }
  return found;
}

const commandLine = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    return "";
  }
};

describe(`npx ${TOOLS} sandbox from an empty folder`, () => {
  it(
    "installs the tools from the team's registry, answers as the platform (the README's " +
      "sandbox example gets a token and data from it), and is gone once npx is stopped",
    async () => {
      mkdirSync(emptyDir);
      // npx's own install folder starts empty (npm_config_cache/_npx); packages come from the machine's cache by
      // integrity.
      const npxCache = join(work, "npx-cache");
      mkdirSync(npxCache);
      const cache = spawnSync(npm, ["config", "get", "cache"], {
        cwd: emptyDir,
        env: userEnv(),
        encoding: "utf8",
      }).stdout.trim();
      symlinkSync(join(cache, "_cacache"), join(npxCache, "_cacache"), "dir");
      const basePort = await freeBasePort();
      const env = userEnv({ npm_config_cache: npxCache, [`npm_config_${SCOPE}:registry`]: registry.url });
      const npx = spawn("npx", ["--yes", TOOLS, "sandbox", "--base-port", String(basePort)], {
        cwd: emptyDir,
        env,
        stdio: ["ignore", "pipe", "pipe"],
        detached: true,
      });
      let output = "";
      npx.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      npx.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const pid = npx.pid!;
      let sandbox: number | undefined;
      try {
        await eventually(
          "the sandbox's table",
          () => {
            if (npx.exitCode !== null) throw new Error(`npx exited with ${npx.exitCode}:\n${output}`);
            return output.includes("Stop with Ctrl-C.");
          },
          scaled(300_000),
        );
        expect(readdirSync(emptyDir)).toEqual([]);
        [sandbox] = descendants(pid).filter(
          (child) =>
            commandLine(child).includes(`sandbox --base-port ${basePort}`) && commandLine(child).startsWith("node"),
        );
        expect(sandbox, `no sandbox process under npx (${pid}):\n${output}`).toBeDefined();
        expect(commandLine(sandbox!)).toContain("/_npx/");

        const identity = `http://127.0.0.1:${basePort + 2}`;
        const discovery = (await (await fetch(`${identity}/.well-known/openid-configuration`)).json()) as {
          issuer: string;
        };
        expect(discovery.issuer).toBe(identity);

        // The README's sandbox example, on this sandbox's ports, run from the team's project.
        const example = docPages()
          .flatMap(typeScriptBlocks)
          .find((block) => block.includes("const sandboxData"));
        expect(example).toBeDefined();
        const source = [
          example!
            .replaceAll("http://127.0.0.1:4012", identity)
            .replaceAll("http://127.0.0.1:4010", `http://127.0.0.1:${basePort}`),
          'const { data, response } = await sandboxData.GET("/api/v1/DataModels");',
          "console.log(JSON.stringify({ status: response.status, totalCount: data?.totalCount }));",
        ].join("\n");
        const compile = typeCheck(teamDir, "readme-sandbox", source, { emit: true });
        expect(compile.output).toBe("");
        const result = run(process.execPath, ["out/readme-sandbox.js"], teamDir);
        expect(result.status, result.output).toBe(0);
        expect(JSON.parse(result.output.trim().split("\n").at(-1)!)).toEqual({
          status: 200,
          totalCount: expect.any(Number),
        });

        process.kill(pid, "SIGTERM");
        await eventually(
          "npx and the sandbox it started ended",
          () => !isRunning(pid) && !isRunning(sandbox!),
          scaled(15_000),
        );
        for (let offset = 0; offset < 6; offset++) expect(await portIsFree(basePort + offset)).toBe(true);
      } finally {
        // Whatever failed above, nothing this test started outlives it.
        for (const child of [pid, ...descendants(pid), ...(sandbox === undefined ? [] : [sandbox])])
          if (isRunning(child)) process.kill(child, "SIGKILL");
      }
    },
    scaled(420_000),
  );
});
