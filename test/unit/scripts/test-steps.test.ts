// npm test's step runner (scripts/step-runner.ts) on small steps of its own: node -e programs in a
// temporary folder, so nothing of the real suite runs.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runSteps, selectSteps, summaryLines, type Step } from "../../../scripts/step-runner.js";
import { tarballsIn } from "../../support/packed.js";

let dir: string;
let printed: string;
const write = (text: string) => (printed += text);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "test-steps-"));
  printed = "";
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A step that appends `<name> start` and `<name> end` to the folder's log, printing `said`, exiting `code`. */
function logged(name: string, code = 0, needs?: string[]): Step {
  const log = JSON.stringify(join(dir, "log"));
  const body =
    `const fs = require("node:fs"); fs.appendFileSync(${log}, "${name} start\\n"); ` +
    `console.log("said by ${name}"); fs.appendFileSync(${log}, "${name} end\\n"); process.exit(${code});`;
  return { name, command: [process.execPath, "-e", body], needs };
}

const logLines = () => readFileSync(join(dir, "log"), "utf8").trim().split("\n");

describe("a failed step is named: its output under its name, its dependants not run, the last line counting it", () => {
  it("reports passed, failed (exit code) and not run (the failed need); the summary names the failed", async () => {
    const results = await runSteps([logged("lint"), logged("unit", 3), logged("after-unit", 0, ["unit"])], {
      concurrency: 1,
      write,
    });
    expect(results.map(({ name, outcome, reason }) => ({ name, outcome, reason }))).toEqual([
      { name: "lint", outcome: "passed", reason: undefined },
      { name: "unit", outcome: "failed", reason: "exit 3" },
      { name: "after-unit", outcome: "not run", reason: "unit did not pass" },
    ]);
    expect(printed).toMatch(/=== unit: FAILED \(exit 3\) in [\d.]+ s\nsaid by unit\n=== end of unit\n/);
    expect(printed).toContain("=== after-unit: not run, unit did not pass");
    expect(summaryLines(results, 65_000)).toEqual([
      "npm test took 1 min 5 s; failed: unit, after-unit (not run)",
      "steps: 1 passed, 2 failed",
    ]);
  });

  it("names a step whose program does not exist as failed with the spawn error, and runs the others", async () => {
    const missing: Step = { name: "ghost", command: [join(dir, "no-such-program")] };
    const results = await runSteps([missing, logged("lint")], { concurrency: 1, write });
    expect(results.map((r) => r.outcome)).toEqual(["failed", "passed"]);
    expect(results[0]!.reason).toContain("ENOENT");
    expect(summaryLines(results, 1_000)).toEqual(["npm test took 1.0 s; failed: ghost", "steps: 1 passed, 1 failed"]);
  });
});

describe("steps run side by side up to the concurrency, and a step only after the steps it needs passed", () => {
  it("with a concurrency of 1, each step ends before the next starts, in the list's order", async () => {
    await runSteps([logged("a"), logged("b"), logged("c")], { concurrency: 1, write });
    expect(logLines()).toEqual(["a start", "a end", "b start", "b end", "c start", "c end"]);
  });

  it("with a concurrency of 2, two independent steps run at once (each waits to see the other started)", async () => {
    const waitFor = (mine: string, other: string): Step => {
      const [me, them] = [JSON.stringify(join(dir, mine)), JSON.stringify(join(dir, other))];
      const body =
        `const fs = require("node:fs"); fs.writeFileSync(${me}, ""); const until = Date.now() + 60000; ` +
        `const poll = setInterval(() => { if (fs.existsSync(${them})) { clearInterval(poll); process.exit(0); } ` +
        `if (Date.now() > until) { console.log("${other} never started"); process.exit(1); } }, 20);`;
      return { name: mine, command: [process.execPath, "-e", body] };
    };
    const results = await runSteps([waitFor("x", "y"), waitFor("y", "x")], { concurrency: 2, write });
    expect(results.map((r) => r.outcome)).toEqual(["passed", "passed"]);
    expect(existsSync(join(dir, "x")) && existsSync(join(dir, "y"))).toBe(true);
  });

  it("with a concurrency of 2, a step that needs another starts after it ended, however early listed", async () => {
    await runSteps([logged("packed", 0, ["pack"]), logged("pack")], { concurrency: 2, write });
    expect(logLines()).toEqual(["pack start", "pack end", "packed start", "packed end"]);
  });
});

describe("npm test -- <step> runs those steps and what they need, and refuses a name that is no step", () => {
  const steps: Step[] = [
    { name: "pack", command: ["true"] },
    { name: "lint", command: ["true"] },
    { name: "package", command: ["true"], needs: ["pack"] },
  ];

  it("selects the named step with its needs, in the list's order", () => {
    expect(selectSteps(steps, ["package"]).map((s) => s.name)).toEqual(["pack", "package"]);
    expect(selectSteps(steps, []).map((s) => s.name)).toEqual(["pack", "lint", "package"]);
  });

  it("names the unknown step and the known ones", () => {
    expect(() => selectSteps(steps, ["packge"])).toThrow(
      "npm test: no step named packge; known steps: pack, lint, package",
    );
  });
});

describe("the packed tests take the pack step's folder only when it holds one runtime and one tools tarball", () => {
  it("finds both by their names", () => {
    for (const name of [
      "integration-platform-contracts-0.2.0-dev.gabc1234.tgz",
      "integration-platform-contracts-tools-0.2.0-dev.gabc1234.tgz",
    ])
      writeFileSync(join(dir, name), "");
    expect(tarballsIn(dir)).toEqual({
      runtime: join(dir, "integration-platform-contracts-0.2.0-dev.gabc1234.tgz"),
      tools: join(dir, "integration-platform-contracts-tools-0.2.0-dev.gabc1234.tgz"),
    });
  });

  it("names the variable, the folder and what it holds when the tools tarball is missing", () => {
    writeFileSync(join(dir, "integration-platform-contracts-0.2.0.tgz"), "");
    expect(() => tarballsIn(dir)).toThrow(
      `INTEGRATION_CONTRACTS_TARBALLS=${dir} must hold one runtime and one tools tarball of one npm run pack; ` +
        "it holds integration-platform-contracts-0.2.0.tgz",
    );
  });
});
