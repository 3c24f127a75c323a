import { SANDBOX_PARTS } from "./sandbox-parts.js";
import { startSandboxWith, type RunningSandbox } from "./start.js";
import type { StartSandboxOptions } from "./start-options.js";

/** Starts the sandbox and resolves once every port listens. */
export function startSandbox(options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  return startSandboxWith(options, SANDBOX_PARTS);
}
