// importMs: a cold `import("@integration-platform/contracts")` in a fresh node process (the package's
// module graph resolved, read, compiled and evaluated; node's own start-up not counted), against
// the same for openapi-fetch alone, which the package cannot load without.
import { join } from "node:path";
import {
  ensureProfilesDir,
  lastJsonLine,
  median,
  packageRoot,
  round,
  runOk,
  type BenchContext,
  type Figure,
} from "./lib.js";

const RUNS = 10;
const CHILD =
  "const t = performance.now(); await import(process.argv[1]); " +
  "console.log(JSON.stringify({ ms: performance.now() - t }));";

async function importOnce(specifier: string, extraArgs: readonly string[] = []): Promise<number> {
  const result = await runOk(process.execPath, [...extraArgs, "--input-type=module", "-e", CHILD, specifier], {
    cwd: packageRoot(),
  });
  return lastJsonLine<{ ms: number }>(result.stdout).ms;
}

export async function measureImportTime(context: BenchContext): Promise<Figure[]> {
  const packageMs: number[] = [];
  const openapiFetchMs: number[] = [];
  // A first run of each warms the file cache: "cold" is a fresh process, not a cold disk.
  await importOnce("@integration-platform/contracts");
  await importOnce("openapi-fetch");
  for (let run = 0; run < RUNS; run++) {
    packageMs.push(await importOnce("@integration-platform/contracts"));
    openapiFetchMs.push(await importOnce("openapi-fetch"));
  }
  if (context.profile) {
    await importOnce("@integration-platform/contracts", [
      "--cpu-prof",
      "--cpu-prof-interval",
      "100",
      "--cpu-prof-dir",
      join(ensureProfilesDir(), "import"),
    ]);
    context.log(`  profile: ${join(ensureProfilesDir(), "import")}/`);
  }
  const pkg = median(packageMs);
  const bare = median(openapiFetchMs);
  return [
    {
      name: "importMs",
      value: round(pkg, 1),
      unit: "ms",
      target: { max: 100 },
      method:
        `import("@integration-platform/contracts") timed inside a ` + `fresh node process; median of ${RUNS} processes`,
      runs: RUNS,
      detail: { allMs: packageMs.map((ms) => round(ms, 1)) },
    },
    {
      name: "importVsOpenapiFetch",
      value: round(pkg / bare, 2),
      unit: "ratio",
      method:
        `importMs / the same for import("openapi-fetch") ` +
        `(median ${round(bare, 1)} ms of ${RUNS} processes, ` +
        `interleaved)`,
      runs: RUNS,
      detail: { openapiFetchMs: round(bare, 1) },
    },
  ];
}
