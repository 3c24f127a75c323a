// Finds every example in a bundled spec (media types, parameters, schema `examples`, AsyncAPI message
// examples) and checks it against the schema it illustrates.
import { createSpecAjv } from "../../generator/validators.js";
import type { Json } from "./openapi.js";

export interface InvalidExample {
  /** JSON path of the example in the bundled document. */
  readonly location: string;
  readonly errors: string;
}

interface ExampleCase {
  readonly location: string;
  readonly schema: Json;
  readonly value: unknown;
}

const DOC_ID = "urn:integration-contracts:spec-under-test";

function pointTo(document: Json): (node: Json) => Json {
  const rewrite = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (node === null || typeof node !== "object") return node;
    return Object.fromEntries(
      Object.entries(node).map(([k, v]) => [
        k,
        k === "$ref" && typeof v === "string" && v.startsWith("#/") ? `${DOC_ID}${v}` : rewrite(v),
      ]),
    );
  };
  void document;
  return rewrite;
}

function collect(document: Json): ExampleCase[] {
  const cases: ExampleCase[] = [];
  const walk = (node: Json, path: string, inSchema: boolean): void => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => walk(item, `${path}[${i}]`, inSchema));
      return;
    }
    if (node === null || typeof node !== "object") return;
    if (!inSchema && node.schema !== undefined && typeof node.schema === "object") {
      if (node.example !== undefined)
        cases.push({ location: `${path}.example`, schema: node.schema, value: node.example });
      if (node.examples && typeof node.examples === "object" && !Array.isArray(node.examples)) {
        for (const [name, example] of Object.entries<Json>(node.examples)) {
          if (example && "value" in example)
            cases.push({ location: `${path}.examples.${name}.value`, schema: node.schema, value: example.value });
        }
      }
    }
    if (inSchema && Array.isArray(node.examples)) {
      node.examples.forEach((value: unknown, i: number) =>
        cases.push({ location: `${path}.examples[${i}]`, schema: node, value }),
      );
    }
    if (!inSchema && node.payload !== undefined && Array.isArray(node.examples)) {
      node.examples.forEach((example: Json, i: number) => {
        if (example?.payload !== undefined)
          cases.push({ location: `${path}.examples[${i}].payload`, schema: node.payload, value: example.payload });
        if (example?.headers !== undefined && node.headers !== undefined) {
          cases.push({ location: `${path}.examples[${i}].headers`, schema: node.headers, value: example.headers });
        }
      });
    }
    for (const [key, value] of Object.entries<Json>(node)) {
      if (key === "examples" || key === "example") continue;
      const entersSchema =
        inSchema ||
        key === "schema" ||
        key === "payload" ||
        key === "headers" ||
        (key === "schemas" && path.endsWith(".components"));
      walk(value, `${path}.${key}`, entersSchema && !(key === "headers" && !inSchema && !isSchemaLike(value)));
    }
  };
  walk(document, "$", false);
  return cases;
}

function isSchemaLike(node: Json): boolean {
  return node !== null && typeof node === "object" && ("type" in node || "$ref" in node || "properties" in node);
}

/** Every example of the document that does not validate against its schema. */
export function findInvalidExamples(document: Json): InvalidExample[] {
  const ajv = createSpecAjv([document]);
  ajv.addSchema({ ...document, $id: DOC_ID });
  const rewrite = pointTo(document);
  const invalid: InvalidExample[] = [];
  // Many examples illustrate the same schema node: compile each node once.
  const compiled = new Map<Json, ReturnType<typeof ajv.compile> | Error>();
  for (const { location, schema, value } of collect(document)) {
    if (!compiled.has(schema)) {
      try {
        const pointed = rewrite(schema);
        compiled.set(
          schema,
          ajv.compile(typeof pointed === "object" && pointed !== null ? { ...pointed, $id: undefined } : pointed),
        );
      } catch (error) {
        compiled.set(schema, error as Error);
      }
    }
    const validate = compiled.get(schema)!;
    if (validate instanceof Error) {
      invalid.push({ location, errors: `its schema does not compile: ${validate.message}` });
      continue;
    }
    if (!validate(value)) {
      invalid.push({
        location,
        errors: (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message}`).join("; "),
      });
    }
  }
  return invalid;
}
