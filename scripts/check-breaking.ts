// npm run check:breaking -- <git-ref>: regenerates generated/ from specs/ (so a spec edit counts
// before `npm run generate` was run), then compares generated/specs at <git-ref> with it through
// `integration-contracts breaking`: exit 0 compatible, 1 breaking, 2 bad input.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { breakingCommand } from "../tools/src/cli/breaking.js";
import { runCommand } from "../tools/src/cli/command.js";

const SPECS_DIR = "generated/specs";
const root = resolve(fileURLToPath(import.meta.url), "../..");
process.chdir(root);

const ref = process.argv[2];
if (ref === undefined || ref.startsWith("-")) {
  console.error("usage: npm run check:breaking -- <git-ref>");
  process.exit(2);
}
try {
  execFileSync("git", ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], { stdio: "ignore" });
} catch {
  console.error(`check:breaking: ${ref} is not a commit of this repository`);
  process.exit(2);
}

const generate = spawnSync(
  process.execPath,
  [join(root, "node_modules", "tsx", "dist", "cli.mjs"), join(root, "generator", "main.ts")],
  { stdio: ["ignore", "ignore", "inherit"] },
);
if (generate.status !== 0) {
  console.error("check:breaking: npm run generate failed (see above)");
  process.exit(2);
}

const base = mkdtempSync(join(tmpdir(), `check-breaking-${ref.replace(/[^\w.-]+/g, "_")}-`));
try {
  mkdirSync(join(base, SPECS_DIR), { recursive: true });
  const hasSpecs = spawnSync("git", ["cat-file", "-e", `${ref}:${SPECS_DIR}`], { stdio: "ignore" }).status === 0;
  if (hasSpecs) execFileSync("sh", ["-c", `git archive "$1" "$2" | tar -x -C "$3"`, "sh", ref, SPECS_DIR, base]);
  const io = { out: (text: string) => console.log(text), err: (text: string) => console.error(text) };
  process.exitCode = await runCommand(breakingCommand, [join(base, SPECS_DIR), SPECS_DIR], io);
} finally {
  rmSync(base, { recursive: true, force: true });
}
