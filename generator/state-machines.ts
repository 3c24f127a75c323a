import type { BundledSpec } from "./bundle.js";
import { isObject } from "./bundle.js";
import { SpecError } from "./spec-error.js";

/**
 * Every `x-state-machine` of a spec as a typed constant, so that code checks moves against the
 * spec's machine and never lists states or transitions of its own.
 */
export function buildStateMachines(spec: BundledSpec): string | undefined {
  const machines = spec.document["x-state-machine"];
  if (machines === undefined) return undefined;
  if (!isObject(machines))
    throw new SpecError(`specs/${spec.source}`, "$.x-state-machine", "must be a mapping of machine name to machine");
  const lines = [`// generated from specs/${spec.source}; do not edit`];
  for (const [name, machine] of Object.entries(machines)) {
    const at = `$.x-state-machine.${name}`;
    if (!/^[a-z][A-Za-z0-9]*$/.test(name))
      throw new SpecError(`specs/${spec.source}`, at, "a machine's name is a camelCase identifier");
    if (!isObject(machine) || !Array.isArray(machine.states) || !Array.isArray(machine.transitions)) {
      throw new SpecError(`specs/${spec.source}`, at, "needs `states` and `transitions` lists");
    }
    const states = machine.states.map((state, i) => {
      if (!isObject(state) || !(state.name === null || typeof state.name === "string")) {
        throw new SpecError(
          `specs/${spec.source}`,
          `${at}.states[${i}]`,
          "needs a `name` (a string, or null for no state)",
        );
      }
      return state.name;
    });
    machine.transitions.forEach((transition, i) => {
      for (const end of ["from", "to"] as const) {
        if (!isObject(transition) || !states.includes(transition[end] as string | null)) {
          throw new SpecError(
            `specs/${spec.source}`,
            `${at}.transitions[${i}].${end}`,
            `is not one of the machine's states`,
          );
        }
      }
    });
    // A rule tied to a state (`requiredFor`) names one of the machine's states: a misspelt one would
    // silently switch the rule off.
    for (const [member, rule] of Object.entries(machine)) {
      if (isObject(rule) && "requiredFor" in rule && !states.includes(rule.requiredFor as string | null)) {
        throw new SpecError(
          `specs/${spec.source}`,
          `${at}.${member}.requiredFor`,
          "is not one of the machine's states",
        );
      }
    }
    lines.push(`export const ${name} = ${JSON.stringify(machine, null, 2)} as const;`);
  }
  return `${lines.join("\n")}\n`;
}
