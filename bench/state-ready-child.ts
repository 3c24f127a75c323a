// Run by bench/sandbox-state.ts in a fresh node process, as a restart is one:
//   state-ready-child.ts <state folder>
// Prints one JSON line: the seconds startSandbox took on the folder until every port answered,
// the first start of the process (specs, validators and the signing key made), as a user's is.
import type * as Sandbox from "../tools/src/sandbox/index.js";
import { importTools, nowNs } from "./lib.js";

const stateDir = process.argv[2];
if (stateDir === undefined) {
  console.error("usage: node --import tsx bench/state-ready-child.ts <state folder>");
  process.exit(2);
}
const { startSandbox } = await importTools<typeof Sandbox>("@integration-platform/contracts-tools/sandbox");
const started = nowNs();
const sandbox = await startSandbox({ basePort: "free", services: ["data-integration"], onLog: () => {}, stateDir });
const seconds = (nowNs() - started) / 1e9;
await sandbox.stop();
console.log(JSON.stringify({ seconds }));
