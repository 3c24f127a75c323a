import type { NamedSchema } from "./schemas.js";
import { SpecError } from "./spec-error.js";

/**
 * Every named enumeration as a constant list, and the terminal states a schema marks with
 * `x-terminal-states`, so that runtime code tests values against the spec's own lists.
 */
export function buildEnums(schemas: readonly NamedSchema[]): string {
  const lines = ["// generated from specs/schemas; do not edit"];
  const terminal: string[] = [];
  for (const { title, source, schema } of schemas) {
    if (!Array.isArray(schema.enum)) continue;
    lines.push(
      `/** The values of ${title}. */`,
      `export const ${title}Values = ${JSON.stringify(schema.enum)} as const;`,
    );
    const states = schema["x-terminal-states"];
    if (Array.isArray(states)) {
      for (const state of states) {
        if (!schema.enum.includes(state))
          throw new SpecError(
            `specs/${source}`,
            "$.x-terminal-states",
            `lists ${JSON.stringify(state)}, which is not one of its values`,
          );
      }
      terminal.push(
        `/** The states of ${title} that end its flow. */`,
        `export const ${title}Terminal = ${JSON.stringify(states)} as const;`,
      );
    }
  }
  return `${[...lines, ...terminal].join("\n")}\n`;
}
