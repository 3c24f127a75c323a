// generated/state-machines: an `x-state-machine` becomes a typed constant, and a machine whose
// transitions or rules name a state it does not have is refused naming the JSON path.
import { describe, expect, it } from "vitest";
import type { BundledSpec } from "../../../generator/bundle.js";
import { SpecError } from "../../../generator/spec-error.js";
import { buildStateMachines } from "../../../generator/state-machines.js";

function api(machine: Record<string, unknown>): BundledSpec {
  return {
    source: "openapi/t.yaml",
    name: "t-service",
    kind: "openapi",
    schemaFiles: new Map(),
    document: { "x-state-machine": { orderStatus: machine } },
  };
}

const machine = {
  states: [{ name: null }, { name: "Confirmed" }, { name: "Done" }],
  transitions: [
    { from: null, to: "Confirmed" },
    { from: "Confirmed", to: "Done" },
  ],
  applicationUrl: { key: "ApplicationUrl", requiredFor: "Done" },
};

function refusal(spec: BundledSpec): SpecError {
  try {
    buildStateMachines(spec);
  } catch (error) {
    if (error instanceof SpecError) return error;
    throw error;
  }
  throw new Error("buildStateMachines accepted the machine");
}

describe("a state machine's rules name its own states", () => {
  it("a rule required for a state of the machine is kept in the constant", () => {
    expect(buildStateMachines(api(machine))).toContain('"requiredFor": "Done"');
  });
  it("a rule required for a state the machine does not have is refused, naming where", () => {
    const error = refusal(api({ ...machine, applicationUrl: { key: "ApplicationUrl", requiredFor: "Dne" } }));
    expect(error.message).toContain("$.x-state-machine.orderStatus.applicationUrl.requiredFor");
    expect(error.message).toContain("is not one of the machine's states");
  });
  it("a transition to a state the machine does not have is refused, naming where", () => {
    const error = refusal(api({ ...machine, transitions: [{ from: null, to: "Shipped" }] }));
    expect(error.message).toContain("$.x-state-machine.orderStatus.transitions[0].to");
  });
});
