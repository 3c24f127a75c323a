// Faults set through POST /_sandbox/faults: the next calls of an operation fail or slow down. They
// are a test aid of one run: reset drops them, and the state folder does not keep them.
import type { components } from "../../../../generated/types/sandbox-control.js";
import type { SandboxPart } from "../kernel/part.js";
import { declareMemory, type SandboxScope } from "../kernel/store.js";

/** One fault as the control API takes it (SandboxFault). */
export type Fault = Readonly<components["schemas"]["SandboxFault"]>;

export interface Faults {
  add(fault: Fault): void;
  /** The fault for this call of `operationId`, counting it; `undefined` when none is set. */
  take(operationId: string): Fault | undefined;
  /** The faults still waiting, each with the calls it still applies to, in the order they apply per operation. */
  list(): { fault: Fault; left: number }[];
  clear(): void;
}

export function createFaults(): Faults {
  const pending = new Map<string, { fault: Fault; left: number }[]>();
  return {
    add(fault) {
      const list = pending.get(fault.operationId) ?? [];
      list.push({ fault, left: fault.times ?? 1 });
      pending.set(fault.operationId, list);
    },
    take(operationId) {
      const list = pending.get(operationId);
      const first = list?.[0];
      if (first === undefined) return undefined;
      first.left -= 1;
      if (first.left <= 0) list!.shift();
      if (list!.length === 0) pending.delete(operationId);
      return first.fault;
    },
    list: () => [...pending.values()].flat().map(({ fault, left }) => ({ fault, left })),
    clear: () => pending.clear(),
  };
}

export const FAULTS = declareMemory<Faults, SandboxScope>("faults", { scope: "sandbox", create: createFaults });

export const faultsPart: SandboxPart = { name: "faults", stores: [FAULTS] };
