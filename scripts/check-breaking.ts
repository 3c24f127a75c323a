// npm run check:breaking -- <git-ref>: compares every bundled spec in generated/specs with the same
// file at <git-ref> and fails when a change breaks consumers (oasdiff for OpenAPI, JSON Schema
// comparison for event payloads and headers).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { compareSpecs, type BreakingChange } from "../src/breaking/compare-specs.js";

const SPECS_DIR = "generated/specs";

function atRef(ref: string, file: string): unknown {
  try {
    return JSON.parse(execFileSync("git", ["show", `${ref}:${file}`], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], maxBuffer: 64 * 1024 * 1024 }));
  } catch {
    return undefined;
  }
}

function filesAtRef(ref: string): string[] {
  const listing = execFileSync("git", ["ls-tree", "--name-only", `${ref}:${SPECS_DIR}`], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  return listing.split("\n").filter((name) => name.endsWith(".json"));
}

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

const current = existsSync(SPECS_DIR) ? readdirSync(SPECS_DIR).filter((name) => name.endsWith(".json")) : [];
let previous: string[];
try {
  previous = filesAtRef(ref);
} catch {
  previous = [];
}
const changes: BreakingChange[] = [];
for (const file of [...new Set([...previous, ...current])].sort()) {
  const spec = file.replace(/\.json$/, "");
  const revision = current.includes(file) ? (JSON.parse(readFileSync(join(SPECS_DIR, file), "utf8")) as unknown) : undefined;
  changes.push(...(await compareSpecs(spec, atRef(ref, `${SPECS_DIR}/${file}`), revision)));
}
for (const change of changes) console.log(`${change.level.padEnd(7)} ${change.spec}: ${change.location}: ${change.text}`);
const breaking = changes.filter((c) => c.level === "error").length;
console.log(`check:breaking against ${ref}: ${breaking} breaking change(s), ${changes.length - breaking} warning(s)`);
process.exit(breaking > 0 ? 1 : 0);
