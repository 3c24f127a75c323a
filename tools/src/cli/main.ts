#!/usr/bin/env node
// The package's command line: `integration-contracts <command> ...`; `--help` on any command.
// Only the Node check is imported statically: the commands load after it, so a user on a Node the
// package does not support reads one line, not the stack trace of a module that cannot load there.
import { unsupportedNode } from "./node-support.js";

const refusal = unsupportedNode(process.versions.node);
if (refusal !== undefined) {
  console.error(refusal);
  process.exit(1);
}
await import("./commands.js");
