// Schemas of the bundled specs, checked. One ajv per spec holds the whole document, so
// `#/components/...` references resolve inside it; a schema is compiled the first time an
// operation needs it and kept, and ajv itself is loaded by the first request that needs it, which
// keeps the start fast (compiling every operation of the data integration spec up front costs
// seconds, and loading ajv a quarter of the start).
import type { ValidateFunction } from "ajv";
import type { Ajv2020 } from "ajv/dist/2020.js";
import { describeValidationErrors } from "../../../../src/validators/index.js";
import type { Json } from "../route-table.js";
import { boundStoredText, boundStringSchemas, trustRecordValues } from "../stored-text.js";

let ajvFactory: Promise<(allErrors: boolean) => Ajv2020> | undefined;

/** A new ajv for the specs' dialect (2020-12 with formats), ajv being loaded on the first call. */
function loadAjv(): Promise<(allErrors: boolean) => Ajv2020> {
  ajvFactory ??= Promise.all([import("ajv/dist/2020.js"), import("ajv-formats")]).then(
    ([ajvModule, formats]) =>
      (allErrors: boolean) => {
        // strict: false lets the specs' x- extensions stand as annotations.
        // verbose: each error carries its schema node, where a business rule's words (x-rule) are.
        const ajv = new ajvModule.Ajv2020({ strict: false, allErrors, verbose: true });
        formats.default.default(ajv);
        return ajv;
      },
  );
  return ajvFactory;
}

/** Most problems one value's answer lists, so a refusal stays small whatever the body holds. */
export const MAX_LISTED_PROBLEMS = 100;

/** One problem of a value: where in it (a JSON path below the value) and what. */
export interface SchemaProblem {
  readonly path: string;
  readonly message: string;
}

const NONE: readonly SchemaProblem[] = [];

/**
 * Which form of a document a schema is checked against (stored-text.ts): request bodies of bounded
 * specs against a copy that bounds their strings (`bounded`), other request bodies (and answers,
 * unless record values are trusted) against the document as it is (`request`), and parameters and
 * the sandbox's answers against a copy that takes record values as published, which were checked
 * then (`answer`).
 */
export type Variant = "bounded" | "request" | "answer";

export interface SchemaChecks {
  /** Whether ajv is loaded; {@link SchemaChecks.load} before the first check. */
  readonly loaded: boolean;
  load(): Promise<void>;
  /**
   * The problems of `value` against `schema` (a node of `spec`'s document). Stops at the first
   * problem; lists every problem only when `detailed` (a small value).
   */
  check(spec: string, schema: Json, value: unknown, detailed: boolean, variant: Variant): readonly SchemaProblem[];
}

/** Checks against the bundled `documents` (spec name -> document). */
export function createSchemaChecks(documents: ReadonlyMap<string, Json>): SchemaChecks {
  const ajvs = new Map<string, Ajv2020>();
  // By variant, then fast (0) or detailed (1), then schema: found without a key made per check.
  const compiled = new Map<Variant, [WeakMap<object, ValidateFunction>, WeakMap<object, ValidateFunction>]>();
  let newAjv: ((allErrors: boolean) => Ajv2020) | undefined;

  const idOf = (spec: string) => `urn:integration-contracts:sandbox:${spec}`;
  const ajvFor = (spec: string, detailed: boolean, variant: Variant) => {
    const key = `${detailed ? "detailed" : "fast"} ${variant} ${spec}`;
    let ajv = ajvs.get(key);
    if (ajv === undefined) {
      const document = documents.get(spec);
      ajv = newAjv!(detailed);
      ajv.addSchema({
        ...(variant === "bounded"
          ? boundStoredText(document)
          : variant === "answer"
            ? trustRecordValues(document)
            : document),
        $id: idOf(spec),
      });
      ajvs.set(key, ajv);
    }
    return ajv;
  };
  const pointTo = (base: string, node: Json): Json => {
    if (Array.isArray(node)) return node.map((item) => pointTo(base, item));
    if (node === null || typeof node !== "object") return node;
    return Object.fromEntries(
      Object.entries(node).map(([k, v]) => [
        k,
        k === "$ref" && typeof v === "string" && v.startsWith("#/") ? `${base}${v}` : pointTo(base, v),
      ]),
    );
  };
  const validatorOf = (spec: string, schema: Json, detailed: boolean, variant: Variant): ValidateFunction => {
    let caches = compiled.get(variant);
    if (caches === undefined) compiled.set(variant, (caches = [new WeakMap(), new WeakMap()]));
    const cache = caches[detailed ? 1 : 0];
    let validate = cache.get(schema);
    if (validate === undefined) {
      const pointed = pointTo(idOf(spec), variant === "bounded" ? boundStringSchemas(schema) : schema);
      validate = ajvFor(spec, detailed, variant).compile(
        typeof pointed === "object" && pointed !== null ? pointed : {},
      );
      cache.set(schema, validate);
    }
    return validate;
  };
  const check = (
    spec: string,
    schema: Json,
    value: unknown,
    detailed: boolean,
    variant: Variant,
  ): readonly SchemaProblem[] => {
    const fast = validatorOf(spec, schema, false, variant);
    if (fast(value)) return NONE;
    const validate = detailed ? validatorOf(spec, schema, true, variant) : fast;
    if (detailed) validate(value);
    // The runtime's formatter: the same lines a client's own validation gives, rule words included.
    return describeValidationErrors(validate.errors, { value, root: "" }).slice(0, MAX_LISTED_PROBLEMS);
  };

  return {
    get loaded() {
      return newAjv !== undefined;
    },
    async load() {
      newAjv ??= await loadAjv();
    },
    check,
  };
}
