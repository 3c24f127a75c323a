// Request and answer validation against the bundled specs. One ajv per spec holds the whole
// document, so `#/components/...` references resolve inside it; a schema is compiled the first
// time an operation needs it and kept, and ajv itself is loaded by the first request that needs
// it, which keeps the start fast (compiling every operation of the data integration spec up front
// costs seconds, and loading ajv a quarter of the start).
import type { ValidateFunction } from "ajv";
import type { Ajv2020 } from "ajv/dist/2020.js";
import { isJsonMediaType, mediaTypeMatches, type SandboxAnswer } from "./answer.js";
import { jsonDepthBeyond } from "./limits.js";
import { deref, type Json, type SpecOperation } from "./route-table.js";
import { boundStoredText, boundStringSchemas, trustRecordValues } from "./stored-text.js";
import { describeValidationErrors } from "../../../src/validators/index.js";

/** One thing wrong with a request: where (`query limit`, `header X-Tenant-Id`, `body $.items[0].id`) and what. */
export interface RequestViolation {
  readonly where: string;
  readonly message: string;
  /** Set when the sandbox's own guard refused the request although the spec allows it: the title of that refusal. */
  readonly guard?: string;
}

/**
 * Title of the refusal of a body key that reaches an object's prototype: a guard of the sandbox, not a rule of the
 * spec.
 */
export const PROTOTYPE_KEY_TITLE = "The body uses a key the sandbox refuses";

/** A request as the router read it: path parameters, query, lower-cased headers and the raw body. */
export interface IncomingRequest {
  readonly pathParameters: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly contentType: string | undefined;
  readonly body: Buffer;
}

/** What request validation found: the parameters with their schema types, and the parsed body. */
export interface ValidatedRequest {
  readonly parameters: Readonly<Record<string, unknown>>;
  readonly body: unknown;
}

export interface SpecValidator {
  validateRequest(
    op: SpecOperation,
    request: IncomingRequest,
  ): Promise<ValidatedRequest | { violations: RequestViolation[] }>;
  /** Every way `answer` departs from the operation's documented answers; empty when it is documented. */
  validateAnswer(op: SpecOperation, answer: SandboxAnswer): Promise<string[]>;
}

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

/**
 * Bodies up to this size get every problem listed; a larger invalid body gets the first one.
 * Collecting all errors costs an error object for each failed branch of every anyOf, on every
 * item: an array of a million numbers in a record value took 26 s and 3.4 GiB that way, against
 * a fraction of a second when validation stops at the first problem.
 */
export const DETAILED_ERRORS_BYTES = 64 * 1024;

/** Most problems one value's answer lists, so a refusal stays small whatever the body holds. */
export const MAX_LISTED_PROBLEMS = 100;

const NONE: readonly { path: string; message: string }[] = [];

/** A parameter's text as its schema's type: numbers and booleans are sent as text. */
function coerce(schema: Json, raw: string): unknown {
  const types: string[] = Array.isArray(schema?.type) ? schema.type : [schema?.type];
  if ((types.includes("integer") || types.includes("number")) && raw.trim() !== "" && Number.isFinite(Number(raw)))
    return Number(raw);
  if (types.includes("boolean") && (raw === "true" || raw === "false")) return raw === "true";
  return raw;
}

function headerValue(headers: IncomingRequest["headers"], name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(", ") : value;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

// Keys that reach an object's prototype when a handler copies a body into an object (Object.assign,
// spreading into a plain object, a naive merge): refused wherever they appear in a JSON body.
const PROTOTYPE_KEYS = ["__proto__", "constructor", "prototype"];

/** The JSON path of the first prototype key in `value`, or `undefined`. */
function prototypeKeyPath(value: unknown, path = "$"): string | undefined {
  if (value === null || typeof value !== "object") return undefined;
  for (const [key, member] of Object.entries(value)) {
    const at = Array.isArray(value) ? `${path}[${key}]` : `${path}[${JSON.stringify(key)}]`;
    if (!Array.isArray(value) && PROTOTYPE_KEYS.includes(key)) return at;
    const inner = prototypeKeyPath(member, at);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

function parseBody(
  mediaType: string,
  body: Buffer,
  jsonDepth: number,
): { value: unknown } | { error: string; where?: string; guard?: string } {
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    return { error: "is not UTF-8 encoded text" };
  }
  if (isJsonMediaType(mediaType)) {
    const beyond = jsonDepthBeyond(text, jsonDepth);
    if (beyond !== undefined)
      return {
        error:
          `nests arrays and objects deeper than ${jsonDepth} levels ` +
          `(at character ${beyond}); the limit is ${jsonDepth}`,
      };
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      return { error: `is not JSON: ${(error as Error).message}` };
    }
    // The walk is skipped for text that cannot hold such a key: neither its plain spelling nor an
    // escape (`"\u005f_proto__"` is the same key once parsed).
    const prototypeKey =
      text.includes("\\u") || PROTOTYPE_KEYS.some((key) => text.includes(key)) ? prototypeKeyPath(value) : undefined;
    if (prototypeKey !== undefined) {
      return {
        where: `body ${prototypeKey}`,
        error:
          `is not accepted: ${PROTOTYPE_KEYS.join(", ")} are refused as ` +
          `keys (the spec allows them; the sandbox guards its objects)`,
        guard: PROTOTYPE_KEY_TITLE,
      };
    }
    return { value };
  }
  if (mediaType === "application/x-www-form-urlencoded")
    return { value: Object.fromEntries(new URLSearchParams(text)) };
  return { value: mediaType.startsWith("text/") ? text : body };
}

/** Options of {@link createSpecValidator}. */
export interface SpecValidatorOptions {
  /** Deepest nesting of arrays and objects in a JSON body; a deeper one is a violation. */
  readonly jsonDepth: number;
  /**
   * The specs whose request bodies hold strings of at most MAX_STORED_TEXT characters outside record values
   * (stored-text.ts). Default none.
   */
  readonly boundedText?: ReadonlySet<string>;
  /**
   * Answers take record values as published, unchecked: for the sandbox, which checked each value
   * when it was published. Default false, every value checked: a judge of another provider's
   * answers (verify-service) cannot know how its values were checked.
   */
  readonly trustRecordValues?: boolean;
}

const contents = new WeakMap<object, [string, Json][]>();

/** A documented answer's media types with their schemas, read once per answer of the spec. */
function contentOf(documented: Json): [string, Json][] {
  let content = contents.get(documented);
  if (content === undefined) contents.set(documented, (content = Object.entries<Json>(documented.content ?? {})));
  return content;
}

/** Validators for the bundled `documents` (spec name -> document). */
export function createSpecValidator(
  documents: ReadonlyMap<string, Json>,
  options: SpecValidatorOptions,
): SpecValidator {
  const ajvs = new Map<string, Ajv2020>();
  // Each document in three forms (stored-text.ts): request bodies of bounded specs against a copy
  // that bounds their strings, other request bodies (and answers, unless trustRecordValues) against
  // the document as it is, and parameters and the sandbox's answers against a copy that takes
  // record values as published (they were checked then).
  type Variant = "bounded" | "request" | "answer";
  // By variant, then fast (0) or detailed (1), then schema: found without a key made per check.
  const compiled = new Map<Variant, [WeakMap<object, ValidateFunction>, WeakMap<object, ValidateFunction>]>();
  let newAjv: ((allErrors: boolean) => Ajv2020) | undefined;
  const load = async () => {
    newAjv ??= await loadAjv();
  };

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
  /**
   * Stops at the first problem; lists every problem (where in `value`, and what) only when `detailed` (a small value).
   */
  const check = (
    spec: string,
    schema: Json,
    value: unknown,
    detailed: boolean,
    variant: Variant,
  ): readonly { path: string; message: string }[] => {
    const fast = validatorOf(spec, schema, false, variant);
    if (fast(value)) return NONE;
    const validate = detailed ? validatorOf(spec, schema, true, variant) : fast;
    if (detailed) validate(value);
    // The runtime's formatter: the same lines a client's own validation gives, rule words included.
    return describeValidationErrors(validate.errors, { value, root: "" }).slice(0, MAX_LISTED_PROBLEMS);
  };

  return {
    async validateRequest(op, request) {
      if (newAjv === undefined) await load();
      const violations: RequestViolation[] = [];
      const parameters: Record<string, unknown> = {};
      // Most parameters of an operation are absent from most requests: nothing is made for them.
      for (const parameter of op.parameters) {
        const name: string = parameter.name;
        const raw =
          parameter.in === "path"
            ? request.pathParameters[name]
            : parameter.in === "query"
              ? (request.query.get(name) ?? undefined)
              : parameter.in === "header"
                ? headerValue(request.headers, name)
                : undefined;
        if (raw === undefined) {
          if (parameter.required)
            violations.push({ where: `${parameter.in} parameter ${name}`, message: "is required" });
          continue;
        }
        const schema = parameter.schema === undefined ? undefined : deref(op.document, parameter.schema);
        const given = parameter.in === "query" ? request.query.getAll(name).length : 1;
        if (given > 1 && schema?.type !== "array") {
          violations.push({
            where: `${parameter.in} parameter ${name}`,
            message: `is given ${given} times; it takes one value`,
          });
          continue;
        }
        if (schema === undefined) {
          parameters[name] = raw;
          continue;
        }
        const value = coerce(schema, raw);
        parameters[name] = value;
        for (const { path, message } of check(op.spec, parameter.schema, value, true, "answer")) {
          violations.push({ where: `${parameter.in} parameter ${name}${path === "" ? "" : ` $${path}`}`, message });
        }
      }

      let body: unknown;
      const requestBody = op.operation.requestBody && deref(op.document, op.operation.requestBody);
      if (request.body.length === 0) {
        if (requestBody?.required) violations.push({ where: "body", message: "is required" });
      } else if (requestBody !== undefined) {
        const mediaType = (request.contentType ?? "").split(";")[0]!.trim().toLowerCase();
        const documented = Object.keys(requestBody.content ?? {});
        const exact = documented.find((m) => m.toLowerCase() === mediaType);
        const media = requestBody.content?.[exact ?? documented.find((m) => mediaTypeMatches(m, mediaType)) ?? ""];
        if (media === undefined) {
          violations.push({
            where: "header Content-Type",
            message: `${mediaType || "(none)"} is not accepted; accepted: ${documented.join(", ")}`,
          });
        } else if (mediaType !== "multipart/form-data") {
          const parsed = parseBody(mediaType, request.body, options.jsonDepth);
          if ("error" in parsed)
            violations.push({
              where: parsed.where ?? "body",
              message: parsed.error,
              ...(parsed.guard === undefined ? {} : { guard: parsed.guard }),
            });
          else {
            body = parsed.value;
            if (
              media.schema !== undefined &&
              (isJsonMediaType(mediaType) || mediaType === "application/x-www-form-urlencoded")
            ) {
              const variant = options.boundedText?.has(op.spec) === true ? "bounded" : "request";
              for (const { path, message } of check(
                op.spec,
                media.schema,
                body,
                request.body.length <= DETAILED_ERRORS_BYTES,
                variant,
              ))
                violations.push({ where: `body $${path}`, message });
            }
          }
        } else body = request.body;
      }
      return violations.length > 0 ? { violations } : { parameters, body };
    },

    async validateAnswer(op, answer) {
      if (newAjv === undefined) await load();
      const responses = op.operation.responses ?? {};
      const status = String(answer.status);
      const key =
        responses[status] !== undefined
          ? status
          : responses[`${status[0]}XX`] !== undefined
            ? `${status[0]}XX`
            : responses.default !== undefined
              ? "default"
              : undefined;
      if (key === undefined)
        return [
          `status ${answer.status} is not a documented answer ` +
            `of ${op.operationId} ` +
            `(documented: ${Object.keys(responses).join(", ")})`,
        ];
      const content = contentOf(deref(op.document, responses[key]));
      if (answer.body === undefined) {
        return content.length > 0 && op.method !== "head"
          ? [
              `the ${answer.status} answer of ${op.operationId} has no ` +
                `body; documented: ${content.map(([m]) => m).join(", ")}`,
            ]
          : [];
      }
      const mediaType = answer.contentType ?? "application/json";
      const essence = mediaType.split(";")[0]!.toLowerCase();
      const match =
        content.find(([m]) => m.toLowerCase() === essence) ?? content.find(([m]) => mediaTypeMatches(m, mediaType));
      if (match === undefined)
        return [
          `the ${answer.status} answer of ${op.operationId} is ${mediaType}; ` +
            `documented: ${content.map(([m]) => m).join(", ") || "no body"}`,
        ];
      const [, media] = match;
      // Bytes (file content) are no JSON value, whatever media type the file has.
      if (!isJsonMediaType(mediaType) || media.schema === undefined || answer.body instanceof Uint8Array) return [];
      const problems = check(
        op.spec,
        media.schema,
        answer.body,
        true,
        options.trustRecordValues === true ? "answer" : "request",
      );
      return problems.length === 0
        ? []
        : problems.map(
            ({ path, message }) => `the ${answer.status} answer of ${op.operationId}: body $${path} ${message}`,
          );
    },
  };
}
