// Stage 3, fault: a fault set through POST /_sandbox/faults delays the operation's next calls, or
// answers them with its status, before the body is read.
import { problem, type SandboxAnswer } from "../answer.js";
import type { SpecOperation } from "../route-table.js";
import type { SandboxRuntime } from "../runtime.js";

export async function fault(op: SpecOperation, runtime: SandboxRuntime): Promise<SandboxAnswer | undefined> {
  const set = runtime.faults.take(op.operationId);
  if (set === undefined) return undefined;
  if (set.delayMs) await new Promise((resolve) => setTimeout(resolve, set.delayMs));
  if (set.status === undefined) return undefined;
  return problem(set.status, "Sandbox fault", `a fault set through POST /_sandbox/faults answers ${op.operationId} with ${set.status}`);
}
