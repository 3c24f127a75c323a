#!/usr/bin/env node
// The package's command line: `integration-contracts <mock|send-event|lint> ...`.
import { lintUsage, runLint } from "./lint.js";
import { mockUsage, runMock } from "./mock.js";
import { runSendEvent, sendEventUsage } from "./send-event.js";

const commands: Record<string, { usage: string; run: (args: string[]) => Promise<number> }> = {
  mock: { usage: mockUsage, run: runMock },
  "send-event": { usage: sendEventUsage, run: runSendEvent },
  lint: { usage: lintUsage, run: runLint },
};

const usage = `usage:\n${Object.values(commands).map((c) => `  ${c.usage.replace(/\n/g, "\n  ")}`).join("\n")}`;

const [name, ...args] = process.argv.slice(2);
const command = name === undefined ? undefined : commands[name];
if (name === undefined || name === "help" || name === "--help" || name === "-h") {
  console.log(usage);
  process.exit(name === undefined ? 2 : 0);
}
if (command === undefined) {
  console.error(`integration-contracts: unknown command ${JSON.stringify(name)}\n${usage}`);
  process.exit(2);
}
command.run(args).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`integration-contracts ${name}: ${(error as Error).message}`);
    process.exit(1);
  },
);
