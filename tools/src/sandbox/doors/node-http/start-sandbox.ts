import { SANDBOX_PARTS } from "../../assembly/sandbox-parts.js";
import { startSandboxWith, type RunningSandbox } from "./running-sandbox.js";
import type { StartSandboxOptions } from "../../assembly/sandbox-options.js";

/** Starts the sandbox and resolves once every port listens. */
export function startSandbox(options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  return startSandboxWith(options, SANDBOX_PARTS);
}
