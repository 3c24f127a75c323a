// Schemas of the bundled specs, checked. One ajv per spec holds the whole document, so
// `#/components/...` references resolve inside it; a schema is compiled the first time an
// operation needs it and kept, and ajv itself is loaded by the first request that needs it, which
// keeps the start fast (compiling every operation of the data integration spec up front costs
// seconds, and loading ajv a quarter of the start).
import type { ErrorObject, ValidateFunction } from "ajv";
import type { Ajv2020 } from "ajv/dist/2020.js";
import { describeValidationErrors } from "../../../../src/validators/index.js";
import type { Json } from "../kernel/route-table.js";
import {
  RECORD_VALUE_KEYWORD,
  type DeferredRecordValue,
  boundStoredText,
  boundStringSchemas,
  deferRecordValueRefs,
  deferRecordValues,
  trustRecordValues,
} from "../kernel/stored-text.js";
import { createSlicer, type Slicer } from "../kernel/time-slice.js";

/** What a body check that defers record values met: the keyword's value, its place (JSON pointer) and value. */
interface DeferredValue {
  readonly deferral: DeferredRecordValue;
  readonly path: string;
  readonly value: unknown;
}

// The record values the running body check met; set only while it runs (a check is synchronous).
let deferred: DeferredValue[] | undefined;

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
        ajv.addKeyword({
          keyword: RECORD_VALUE_KEYWORD,
          schemaType: "object",
          errors: false,
          validate: (
            deferral: DeferredRecordValue,
            value: unknown,
            _parent?: unknown,
            context?: { instancePath: string },
          ) => {
            deferred?.push({ deferral, path: context?.instancePath ?? "", value });
            return true;
          },
        });
        return ajv;
      },
  );
  return ajvFactory;
}

/** The record values a deferral met: the value itself, or the members of an object of record values (by name). */
function* recordValuesOf({ known }: DeferredRecordValue, met: unknown): Generator<[string | undefined, unknown]> {
  if (known === undefined) yield [undefined, met];
  else if (met !== null && typeof met === "object" && !Array.isArray(met)) {
    for (const name of Object.keys(met))
      if (!known.includes(name)) yield [name, (met as Record<string, unknown>)[name]];
  }
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
  /**
   * As {@link SchemaChecks.check} for a request body; when not `detailed` (a large body), its record values
   * are checked after the rest of it, a slice at a time, the event loop serving other requests in between.
   */
  checkBody(
    spec: string,
    schema: Json,
    value: unknown,
    detailed: boolean,
    variant: Variant,
  ): Promise<readonly SchemaProblem[]>;
}

/** Whether a check lists every problem (`detailed`), stops at the first (`fast`) or defers record values too. */
type Mode = "fast" | "detailed" | "deferring";
const MODES: readonly Mode[] = ["fast", "detailed", "deferring"];

const idOf = (spec: string) => `urn:integration-contracts:sandbox:${spec}`;

/** `node` with each local `$ref` (`#/...`) made absolute under `base`, so a schema compiles in its document's Ajv. */
function pointTo(base: string, node: Json): Json {
  if (Array.isArray(node)) return node.map((item) => pointTo(base, item));
  if (node === null || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => [
      k,
      k === "$ref" && typeof v === "string" && v.startsWith("#/") ? `${base}${v}` : pointTo(base, v),
    ]),
  );
}

// The runtime's formatter: the same lines a client's own validation gives, rule words included.
const describe = (errors: ValidateFunction["errors"], value: unknown) =>
  describeValidationErrors(errors, { value, root: "" }).slice(0, MAX_LISTED_PROBLEMS);

/** The checks of one sandbox: an Ajv per spec, mode and variant, and the validators compiled in each, on first use. */
class BundledSchemaChecks implements SchemaChecks {
  readonly #ajvs = new Map<string, Ajv2020>();
  // By variant, then mode, then schema: found without a key made per check.
  readonly #compiled = new Map<Variant, Map<Mode, WeakMap<object, ValidateFunction>>>();
  // By variant and spec, then reference: what a deferred record value is checked with.
  readonly #recordValueChecks = new Map<string, ValidateFunction>();
  #newAjv: ((allErrors: boolean) => Ajv2020) | undefined;

  constructor(
    private readonly documents: ReadonlyMap<string, Json>,
    private readonly newSlicer: () => Slicer,
  ) {}

  get loaded(): boolean {
    return this.#newAjv !== undefined;
  }

  async load(): Promise<void> {
    this.#newAjv ??= await loadAjv();
  }

  check(spec: string, schema: Json, value: unknown, detailed: boolean, variant: Variant): readonly SchemaProblem[] {
    const fast = this.#validatorOf(spec, schema, "fast", variant);
    if (fast(value)) return NONE;
    const validate = detailed ? this.#validatorOf(spec, schema, "detailed", variant) : fast;
    if (detailed) validate(value);
    return describe(validate.errors, value);
  }

  async checkBody(
    spec: string,
    schema: Json,
    value: unknown,
    detailed: boolean,
    variant: Variant,
  ): Promise<readonly SchemaProblem[]> {
    if (detailed) return this.check(spec, schema, value, detailed, variant);
    const metValues: DeferredValue[] = [];
    deferred = metValues;
    try {
      const validate = this.#validatorOf(spec, schema, "deferring", variant);
      if (!validate(value)) return describe(validate.errors, value);
    } finally {
      deferred = undefined;
    }
    const slicer = this.newSlicer();
    let steps = 0;
    for (const { deferral, path, value: met } of metValues) {
      const validate = this.#recordValueCheck(spec, deferral.ref, variant);
      for (const [name, recordValue] of recordValuesOf(deferral, met)) {
        // The clock is read once per 64 values: one value's check takes microseconds.
        if (++steps % 64 === 0 && slicer.due()) await slicer.pause();
        if (!validate(recordValue)) {
          const at = name === undefined ? path : `${path}/${name.replaceAll("~", "~0").replaceAll("/", "~1")}`;
          const placed = validate.errors!.map((e): ErrorObject => ({ ...e, instancePath: `${at}${e.instancePath}` }));
          return describe(placed, value);
        }
      }
    }
    return NONE;
  }

  #ajvFor(spec: string, mode: Mode, variant: Variant): Ajv2020 {
    const key = `${mode} ${variant} ${spec}`;
    let ajv = this.#ajvs.get(key);
    if (ajv === undefined) {
      const document = this.documents.get(spec);
      const form =
        variant === "bounded"
          ? boundStoredText(document)
          : variant === "answer"
            ? trustRecordValues(document)
            : document;
      ajv = this.#newAjv!(mode === "detailed");
      ajv.addSchema({ ...(mode === "deferring" ? deferRecordValues(form) : form), $id: idOf(spec) });
      this.#ajvs.set(key, ajv);
    }
    return ajv;
  }

  #validatorOf(spec: string, schema: Json, mode: Mode, variant: Variant): ValidateFunction {
    let caches = this.#compiled.get(variant);
    if (caches === undefined) this.#compiled.set(variant, (caches = new Map(MODES.map((m) => [m, new WeakMap()]))));
    const cache = caches.get(mode)!;
    let validate = cache.get(schema);
    if (validate === undefined) {
      const bounded = variant === "bounded" ? boundStringSchemas(schema) : schema;
      const form =
        mode === "deferring"
          ? deferRecordValueRefs(this.documents.get(spec)?.components?.schemas ?? {}, bounded)
          : bounded;
      const pointed = pointTo(idOf(spec), form);
      validate = this.#ajvFor(spec, mode, variant).compile(
        typeof pointed === "object" && pointed !== null ? pointed : {},
      );
      cache.set(schema, validate);
    }
    return validate;
  }

  #recordValueCheck(spec: string, ref: string, variant: Variant): ValidateFunction {
    const key = `${variant} ${spec} ${ref}`;
    let validate = this.#recordValueChecks.get(key);
    if (validate === undefined) {
      validate = this.#ajvFor(spec, "deferring", variant).compile({ $ref: `${idOf(spec)}${ref}` });
      this.#recordValueChecks.set(key, validate);
    }
    return validate;
  }
}

/** Checks against the bundled `documents` (spec name -> document); `newSlicer` paces the checks of record values. */
export function createSchemaChecks(
  documents: ReadonlyMap<string, Json>,
  newSlicer: () => Slicer = () => createSlicer(),
): SchemaChecks {
  return new BundledSchemaChecks(documents, newSlicer);
}
