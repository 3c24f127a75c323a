// npm run image [-- --base <ref>] [--tarballs <dir>] [--tag <ref>]: the sandbox's image from deploy/Containerfile,
// built with podman or docker (scripts/container-engine.ts). Its context holds the packed packages of this
// version (npm run pack, or the tarballs of one already made: --tarballs, as npm test's image step reuses its
// pack) installed with production dependencies only, less those the sandbox never loads (LEFT_OUT), and
// nothing else of the repository. The last line printed is the image reference, tagged with the packages' version.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { containerEngine } from "./container-engine.js";

const root = resolve(fileURLToPath(import.meta.url), "../..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
/** The image's name; its tag is the packages' version. */
export const IMAGE_REPOSITORY = "localhost/integration-contracts-sandbox";
const TOOLS_TARBALL = /^integration-platform-contracts-tools-(.+)\.tgz$/;
const RUNTIME_TARBALL = /^integration-platform-contracts-\d.*\.tgz$/;
/**
 * Production dependencies of the tools that the sandbox never loads: only `mock` runs Prism and only `lint` runs
 * Spectral, each resolved when that command runs. With their own dependencies they are 136 of the 158 MB the two
 * packages install, so the image gets an empty package of each name instead (npm's overrides), and runs the
 * sandbox only.
 */
export const LEFT_OUT = [
  { name: "@stoplight/prism-cli", bin: "prism", command: "mock" },
  { name: "@stoplight/spectral-cli", bin: "spectral", command: "lint" },
];

function run(command: string, args: readonly string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed in ${cwd} (exit ${result.status})`);
  return result.stdout;
}

/** Type declarations and source maps: for compilers and debuggers, never read by the sandbox as it runs. */
const UNREAD = /\.(d\.[cm]?ts|map)$/;

/** Deletes the files under `dir` that the running sandbox never reads ({@link UNREAD}); returns their bytes. */
function removeUnread(dir: string): number {
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) bytes += removeUnread(path);
    else if (entry.isFile() && UNREAD.test(entry.name)) {
      bytes += statSync(path).size;
      rmSync(path);
    }
  }
  return bytes;
}

/** The runtime and tools tarballs in `dir` and their version, or an error naming the folder and what it holds. */
function tarballsIn(dir: string): { runtime: string; tools: string; version: string } {
  const names = readdirSync(dir);
  const tools = names.filter((name) => TOOLS_TARBALL.test(name));
  const runtime = names.filter((name) => RUNTIME_TARBALL.test(name));
  if (tools.length !== 1 || runtime.length !== 1)
    throw new Error(
      `--tarballs ${dir} must hold the two tarballs of one npm run pack; it holds ${names.join(", ") || "nothing"}`,
    );
  return {
    runtime: join(dir, runtime[0]!),
    tools: join(dir, tools[0]!),
    version: TOOLS_TARBALL.exec(tools[0]!)![1]!,
  };
}

export interface ImageOptions {
  /** The base image; default the Containerfile's pinned public Node 24. */
  readonly base?: string;
  /** A folder with the tarballs of one `npm run pack`; default packed now. */
  readonly tarballs?: string;
  /** The reference to tag; default {@link IMAGE_REPOSITORY}:<version>. */
  readonly tag?: string;
}

/** Builds the image in the scratch folder `work`; returns its reference. */
export function buildImage(options: ImageOptions, work: string): string {
  let folder = options.tarballs;
  if (folder === undefined) {
    folder = join(work, "tarballs");
    run(npm, ["run", "--silent", "pack", "--", folder], root);
  }
  const { runtime, tools, version } = tarballsIn(folder);
  const context = join(work, "context");
  const app = join(context, "app");
  mkdirSync(app, { recursive: true });
  const overrides: Record<string, string> = {};
  for (const { name, bin, command } of LEFT_OUT) {
    const stubName = name.replace("/", "+");
    const stub = join(app, "left-out", stubName);
    mkdirSync(stub, { recursive: true });
    const description = `left out of the sandbox's image (scripts/image.ts): the sandbox never runs it`;
    const manifest = { name, version: "0.0.0-left-out", description, bin: { [bin]: "left-out.cjs" } };
    writeFileSync(join(stub, "package.json"), JSON.stringify(manifest));
    // The command that would run it says so in one line, rather than failing somewhere inside.
    const refusal =
      `integration-contracts ${command}: ${name} is left out of the sandbox's image, which runs the sandbox ` +
      `only; run ${command} from the npm package (npx @integration-platform/contracts-tools ${command})`;
    writeFileSync(join(stub, "left-out.cjs"), `console.error(${JSON.stringify(refusal)});\nprocess.exit(1);\n`);
    overrides[name] = `file:./left-out/${stubName}`;
  }
  writeFileSync(join(app, "package.json"), JSON.stringify({ private: true, overrides }));
  // Optional dependencies are the breaking-change check's binary, which the sandbox never runs either.
  run(
    npm,
    [
      "install",
      "--omit=dev",
      "--omit=optional",
      "--omit=peer",
      "--ignore-scripts",
      "--no-audit",
      "--no-fund",
      "--no-package-lock",
      "--prefer-offline",
      runtime,
      tools,
    ],
    app,
  );
  // It names the tarballs by their paths on this machine; the image needs only node_modules and the stubs.
  rmSync(join(app, "package.json"));
  const unread = removeUnread(join(app, "node_modules"));
  console.error(`image: left out ${(unread / 1e6).toFixed(1)} MB of type declarations and source maps`);
  copyFileSync(join(root, "deploy", "Containerfile"), join(context, "Containerfile"));
  const reference = options.tag ?? `${IMAGE_REPOSITORY}:${version}`;
  const engine = containerEngine();
  engine.run([
    "build",
    // Podman's default OCI format has no HEALTHCHECK; the Docker format keeps it.
    ...(engine.program.endsWith("podman") ? ["--format", "docker"] : []),
    "--build-arg",
    `VERSION=${version}`,
    ...(options.base === undefined ? [] : ["--build-arg", `BASE=${options.base}`]),
    "--tag",
    reference,
    "--file",
    join(context, "Containerfile"),
    context,
  ]);
  return reference;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let code = 0;
  const work = mkdtempSync(join(tmpdir(), "image-"));
  try {
    const { values } = parseArgs({
      options: { base: { type: "string" }, tarballs: { type: "string" }, tag: { type: "string" } },
      strict: true,
    });
    const cwd = process.env.INIT_CWD ?? process.cwd();
    console.log(
      buildImage(
        {
          ...(values.base === undefined ? {} : { base: values.base }),
          ...(values.tarballs === undefined ? {} : { tarballs: resolve(cwd, values.tarballs) }),
          ...(values.tag === undefined ? {} : { tag: values.tag }),
        },
        work,
      ),
    );
  } catch (error) {
    console.error(`image: ${(error as Error).message}`);
    code = 1;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  process.exit(code);
}
