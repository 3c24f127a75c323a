// npm run bench: what a consuming team pays for using the package, next to the physical baseline
// of the same work, measured one figure after another. Writes bench/results.json and prints a table.
//
//   npm run bench                       build, every figure, results.json
//   npm run bench -- --only clientVsFetch,importMs   just those (results.json is left alone)
//   npm run bench -- --only heapBytesPerRecord --merge   just those, each written into results.json in its place
//   npm run bench -- --profile          also write CPU profiles under bench/profiles/
//   npm run bench -- --no-build         use the working tree's dist/ as it is
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { measureClientVsFetch } from "./client-vs-fetch.js";
import { measureFlushDeliveries } from "./flush-deliveries.js";
import { measureEventLoopBlock } from "./event-loop-block.js";
import { measureGenerateTime } from "./generate-time.js";
import { measureImportTime } from "./import-time.js";
import { measureInspectorBundle } from "./inspector-bundle.js";
import { machine, nowNs, root, round, runOk, targetMet, type BenchContext, type Figure } from "./lib.js";
import { measureMockReady } from "./mock-ready.js";
import { measurePublishRecords } from "./publish-records.js";
import { measureQueryStore } from "./query-store.js";
import { measureSandbox } from "./sandbox.js";
import { measureSandboxBroker } from "./sandbox-broker.js";
import { measureSandboxDeliveries } from "./sandbox-deliveries.js";
import { measureSandboxFairness } from "./sandbox-fairness.js";
import { measureSandboxInProcess } from "./sandbox-in-process.js";
import { measureSandboxPublish } from "./sandbox-publish.js";
import { measureSandboxRestartMillion, measureSandboxState } from "./sandbox-state.js";
import { measureSandboxSoak } from "./sandbox-soak.js";
import { measureSandboxVsNodeHttp } from "./sandbox-vs-node-http.js";
import { measureTriggerToDelivered } from "./trigger-to-delivered.js";
import { measureTypecheckRatio } from "./typecheck-ratio.js";
import { measureValidateVsParse } from "./validate-vs-parse.js";
import { measureVerifyService } from "./verify-service.js";

/** In the order they run: the in-process figures first, then the ones that load the machine. */
const FIGURES: { names: readonly string[]; measure: (context: BenchContext) => Promise<Figure[]> }[] = [
  { names: ["validateVsParse"], measure: measureValidateVsParse },
  { names: ["clientVsFetch", "openapiFetchVsFetch"], measure: measureClientVsFetch },
  { names: ["importMs", "importVsOpenapiFetch"], measure: measureImportTime },
  { names: ["publishRecordsPerSecond", "publishRetainedGrowthShare"], measure: measurePublishRecords },
  { names: ["inspectorBundleKiB"], measure: measureInspectorBundle },
  { names: ["typecheckRatio"], measure: measureTypecheckRatio },
  { names: ["generateSeconds"], measure: measureGenerateTime },
  { names: ["mockReadySeconds"], measure: measureMockReady },
  { names: ["sandboxReadySeconds", "sandboxRssMiB", "sandboxVsPrismThroughput"], measure: measureSandbox },
  { names: ["sandboxVsNodeHttp"], measure: measureSandboxVsNodeHttp },
  {
    names: ["inProcessVsHttpGetData", "createSandboxMs", "createSandboxRssGrowthMiBPer1k"],
    measure: measureSandboxInProcess,
  },
  { names: ["flushMsPer1kDeliveries"], measure: measureFlushDeliveries },
  { names: ["sandboxPublishRecordsPerSecond"], measure: measureSandboxPublish },
  {
    names: [
      "getDataByExternalId1MVs1k",
      "getDataFirstPage1MVs1k",
      "publish1MVs1kRatio",
      "heapBytesPerRecord",
      "heapBytesPerQueueItem",
    ],
    measure: measureQueryStore,
  },
  {
    names: ["sandboxStatePublishRatio", "sandboxRestartReadySeconds", "sandboxRestartReadyRatio"],
    measure: measureSandboxState,
  },
  { names: ["sandboxRestartReadyRatio1M"], measure: measureSandboxRestartMillion },
  {
    names: ["sandboxSoakErrors", "sandboxSoakP99VsIdleP50", "sandboxSoakRssGrowthMiBPer10k"],
    measure: measureSandboxSoak,
  },
  { names: ["sandboxPendingDeliveriesRssMiBPer10k"], measure: measureSandboxDeliveries },
  { names: ["sandboxBrokerVsOffPublishRatio"], measure: measureSandboxBroker },
  { names: ["triggerToDeliveredMs"], measure: measureTriggerToDelivered },
  { names: ["fairnessP99VsIdleP99"], measure: measureSandboxFairness },
  { names: ["maxEventLoopBlockMs"], measure: measureEventLoopBlock },
  { names: ["verifyServiceSeconds"], measure: measureVerifyService },
];

/**
 * `npm run build` in a private copy of what the build reads, so that the figures load one build of
 * the tree as it was when the bench started, and nobody else's dist/ is rebuilt under them (or
 * theirs under us). The copy links node_modules, as an installed package finds its dependencies,
 * and gives the tools package the copy's runtime as its `@integration-platform/contracts`.
 */
async function buildSnapshot(context: BenchContext): Promise<string> {
  const copy = mkdtempSync(join(tmpdir(), "ic-bench-package-"));
  for (const entry of [
    "package.json",
    "tsconfig.json",
    "tsconfig.build.json",
    "src",
    "generated",
    "scripts",
    "tools",
    "fixtures",
  ]) {
    cpSync(join(root, entry), join(copy, entry), { recursive: true });
  }
  symlinkSync(join(root, "node_modules"), join(copy, "node_modules"), "dir");
  // The tools package finds the runtime as an installed dependency, as it would in a team's project.
  mkdirSync(join(copy, "tools", "node_modules", "@integration-platform"), { recursive: true });
  symlinkSync(copy, join(copy, "tools", "node_modules", "@integration-platform", "contracts"), "dir");
  context.log(`npm run build (in ${copy})`);
  await runOk("npm", ["run", "build"], { cwd: copy });
  return copy;
}

function gitCommit(): string {
  try {
    const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
    const dirty = execFileSync(
      "git",
      ["status", "--porcelain", "--untracked-files=no", "--", "src", "tools/src", "generated", "generator", "specs"],
      { cwd: root, encoding: "utf8" },
    ).trim();
    return dirty === "" ? commit : `${commit} (with uncommitted changes)`;
  } catch {
    return "unknown";
  }
}

function formatValue(figure: Figure): string {
  return figure.unit === "ratio" ? `${figure.value}x` : `${figure.value} ${figure.unit}`;
}

function formatTarget(figure: Figure): string {
  if (figure.target === undefined) return "-";
  const unit = figure.unit === "ratio" ? "x" : ` ${figure.unit}`;
  if (figure.target.max !== undefined) return `<= ${figure.target.max}${unit}`;
  return `>= ${figure.target.min}${unit}`;
}

function table(figures: readonly Figure[], load: ReadonlyMap<string, number>): string {
  const rows = figures.map((f) => {
    const met = targetMet(f);
    return [
      f.name,
      formatValue(f),
      formatTarget(f),
      met === null ? "" : met ? "met" : "MISSED",
      String(load.get(f.name) ?? ""),
    ];
  });
  const header = ["figure", "value", "target", "", "load"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      only: { type: "string" },
      profile: { type: "boolean", default: false },
      "no-build": { type: "boolean", default: false },
      merge: { type: "boolean", default: false },
    },
  });
  const only = values.only
    ?.split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const known = FIGURES.flatMap((f) => f.names);
  const unknown = (only ?? []).filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    console.error(`bench: unknown figure ${unknown.join(", ")}; known: ${known.join(", ")}`);
    return 2;
  }
  if (values.merge && only === undefined) {
    console.error(
      "bench: --merge writes the figures of --only into results.json; a run of every figure writes it whole",
    );
    return 2;
  }
  const context: BenchContext = { profile: values.profile, log: (line) => console.error(line) };
  const started = nowNs();
  // The commit of the tree the build copies: the tree may move on while the figures run.
  const commitAtStart = gitCommit();
  const machineAtStart = machine();

  let snapshot: string | undefined;
  if (!values["no-build"]) {
    snapshot = await buildSnapshot(context);
    process.env.IC_BENCH_PACKAGE = snapshot;
  }

  const figures: Figure[] = [];
  /** The 1-minute load average as each figure started: the machine may be shared. */
  const loadAtStart = new Map<string, number>();
  const errors: { figures: readonly string[]; error: string }[] = [];
  for (const { names, measure } of FIGURES) {
    if (only !== undefined && !names.some((name) => only.includes(name))) continue;
    context.log(`${names[0]} ...`);
    const figureStarted = nowNs();
    const load = machine().loadAverage1m as number;
    try {
      const measured = await measure(context);
      figures.push(...measured);
      for (const figure of measured) loadAtStart.set(figure.name, load);
      context.log(
        `  ${measured.map((f) => `${f.name} ${formatValue(f)}`).join(", ")}` +
          ` (${((nowNs() - figureStarted) / 1e9).toFixed(1)} s)`,
      );
    } catch (error) {
      errors.push({ figures: names, error: (error as Error).message });
      context.log(`  failed: ${(error as Error).message}`);
    }
  }

  const seconds = (nowNs() - started) / 1e9;
  console.log(table(figures, loadAtStart));
  console.log(
    `\n${machineAtStart.cpuModel as string}, ${machineAtStart.cpuCount as number} CPUs, ` +
      `Node ${process.version}; load ${machineAtStart.loadAverage1m as number} at ` +
      `start; ${seconds.toFixed(0)} s`,
  );
  for (const { figures: names, error } of errors) console.log(`FAILED ${names.join(", ")}: ${error.split("\n")[0]}`);

  const recorded = (figure: Figure) => {
    const { name, ...rest } = figure;
    return { ...rest, met: targetMet(figure), loadAverage1mAtStart: loadAtStart.get(name) };
  };
  if (values.merge) {
    // Figures measured on their own carry their own moment and commit: the file's are those of its last full run.
    const file = join(root, "bench", "results.json");
    const results = JSON.parse(readFileSync(file, "utf8")) as { figures: Record<string, unknown> };
    for (const figure of figures)
      results.figures[figure.name] = {
        ...recorded(figure),
        measuredAt: new Date().toISOString(),
        commit: commitAtStart,
        machine: machineAtStart,
      };
    writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`bench/results.json: ${figures.map((figure) => figure.name).join(", ")} written`);
  }
  if (only === undefined) {
    const results = {
      measuredAt: new Date().toISOString(),
      commit: commitAtStart,
      machine: { ...machineAtStart, loadAverage1mAtEnd: machine().loadAverage1m },
      durationSeconds: round(seconds, 1),
      figures: Object.fromEntries(figures.map((figure) => [figure.name, recorded(figure)])),
      errors,
    };
    writeFileSync(join(root, "bench", "results.json"), `${JSON.stringify(results, null, 2)}\n`);
    console.log("bench/results.json written");
  }
  if (snapshot !== undefined) rmSync(snapshot, { recursive: true, force: true });
  return errors.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
