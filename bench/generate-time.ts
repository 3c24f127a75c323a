// generateSeconds: `npm run generate`, wall time, run in a temporary copy of specs/ and generator/
// so that the working tree (and anyone editing specs in it) is never touched.
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { median, round, root, runOk, type BenchContext, type Figure } from "./lib.js";

const MAX_RUNS = 3;
/** Stop adding runs once this much time went into them (a loaded machine makes a run slow). */
const BUDGET_MS = 40_000;

function countFiles(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (n, entry) => n + (entry.isDirectory() ? countFiles(join(dir, entry.name)) : 1),
    0,
  );
}

export async function measureGenerateTime(context: BenchContext): Promise<Figure[]> {
  const copy = mkdtempSync(join(tmpdir(), "ic-bench-generate-"));
  try {
    for (const entry of ["generator", "specs", "package.json", "tsconfig.json"]) {
      cpSync(join(root, entry), join(copy, entry), { recursive: true });
    }
    symlinkSync(join(root, "node_modules"), join(copy, "node_modules"), "dir");
    const seconds: number[] = [];
    const cpuSeconds: number[] = [];
    const timeBin = existsSync("/usr/bin/time") ? "/usr/bin/time" : undefined;
    let spent = 0;
    let files = 0;
    while (seconds.length < MAX_RUNS && (seconds.length === 0 || spent < BUDGET_MS)) {
      rmSync(join(copy, "generated"), { recursive: true, force: true });
      // GNU time (when present) adds the CPU seconds of the whole tree: on a loaded machine the
      // wall time says more about the neighbours than about the generator.
      const result = timeBin
        ? await runOk(timeBin, ["-f", "cpu %U %S", "npm", "run", "generate"], { cwd: copy })
        : await runOk("npm", ["run", "generate"], { cwd: copy });
      seconds.push(result.ms / 1000);
      spent += result.ms;
      const cpu = /cpu ([\d.]+) ([\d.]+)\s*$/.exec(result.stderr);
      if (cpu) cpuSeconds.push(Number(cpu[1]) + Number(cpu[2]));
      files = countFiles(join(copy, "generated"));
      context.log(
        `  npm run generate: ${(result.ms / 1000).toFixed(1)} ` +
          `s${cpu ? ` (${cpuSeconds.at(-1)!.toFixed(1)} CPU s)` : ""}, ${files} files`,
      );
    }
    if (context.profile) {
      context.log(
        "  profile: run `node --cpu-prof --cpu-prof-dir=bench/profiles/generate " +
          "--import tsx generator/main.ts --check` (the generator runs in-process)",
      );
    }
    return [
      {
        name: "generateSeconds",
        value: round(median(seconds), 2),
        unit: "s",
        target: { max: 15 },
        method:
          `npm run generate in a temporary copy of specs/ and generator/ (node_modules ` +
          `linked), wall time from spawn to exit; median of ${seconds.length} runs`,
        runs: seconds.length,
        detail: {
          allSeconds: seconds.map((s) => round(s, 2)),
          cpuSeconds: cpuSeconds.length > 0 ? round(median(cpuSeconds), 1) : null,
          filesWritten: files,
        },
      },
    ];
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
