// Stage 3, fault: a fault set through POST /_sandbox/faults delays the operation's next calls, or
// answers them with its status, before the body is read. Without a fault set, nothing is awaited.
import { problem, type SandboxAnswer } from "../kernel/answer.js";
import type { Fault } from "../faults/faults.js";
import type { SpecOperation } from "../kernel/route-table.js";
import type { SandboxRuntime } from "../control/sandbox-runtime.js";

async function applied(op: SpecOperation, set: Fault): Promise<SandboxAnswer | undefined> {
  if (set.delayMs) await new Promise((resolve) => setTimeout(resolve, set.delayMs));
  if (set.status === undefined) return undefined;
  return problem(
    set.status,
    "Sandbox fault",
    `a fault set through POST /_sandbox/faults answers ${op.operationId} with ${set.status}`,
  );
}

/** The fault's answer (or its delay), when one is set for the operation's next call. */
export function fault(op: SpecOperation, runtime: SandboxRuntime): Promise<SandboxAnswer | undefined> | undefined {
  const set = runtime.faults.take(op.operationId);
  return set === undefined ? undefined : applied(op, set);
}
