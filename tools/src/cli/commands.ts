// The commands of `integration-contracts <command> ...` and the overview; main.ts loads this once
// the Node is one the package supports.
import { breakingCommand } from "./breaking.js";
import { runCommand, type Command } from "./command.js";
import { lintCommand } from "./lint.js";
import { mockCommand } from "./mock.js";
import { sandboxCommand } from "./sandbox.js";
import { sendEventCommand } from "./send-event.js";
import { triggerCommand } from "./trigger-command.js";
import { verifyServiceCommand } from "./verify-service.js";
import { verifyWebhookCommand } from "./verify-webhook.js";

const commands: readonly Command[] = [
  sandboxCommand,
  mockCommand,
  triggerCommand,
  sendEventCommand,
  verifyWebhookCommand,
  verifyServiceCommand,
  lintCommand,
  breakingCommand,
];

const overview = [
  "usage: integration-contracts <command> [arguments] [options]",
  "",
  "commands:",
  ...commands.map((c) => `  ${c.name.padEnd(16)}${c.summary}`),
  "",
  "`integration-contracts <command> --help` describes a command.",
].join("\n");

const io = { out: (text: string) => console.log(text), err: (text: string) => console.error(text) };
const [name, ...args] = process.argv.slice(2);
const command = commands.find((c) => c.name === name);
if (name === undefined || name === "help" || name === "--help" || name === "-h") {
  if (name === undefined) io.err(overview);
  else io.out(overview);
  process.exit(name === undefined ? 2 : 0);
}
if (command === undefined) {
  io.err(
    `integration-contracts: unknown command ${JSON.stringify(name)}` +
      `; accepted: ${commands.map((c) => c.name).join(", ")}`,
  );
  process.exit(2);
}
runCommand(command, args, io).then(
  (code) => process.exit(code),
  (error: unknown) => {
    io.err(`integration-contracts ${command.name}: ${(error as Error).message}`);
    process.exit(1);
  },
);
