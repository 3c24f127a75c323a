// Request and answer validation against the bundled specs. One ajv per spec holds the whole
// document, so `#/components/...` references resolve inside it; a schema is compiled the first
// time an operation needs it and kept, and ajv itself is loaded by the first request that needs
// it, which keeps the start fast (compiling every operation of the data integration spec up front
// costs seconds, and loading ajv a quarter of the start).
import type { ValidateFunction } from "ajv";
import type { Ajv2020 } from "ajv/dist/2020.js";
import { isJsonMediaType, mediaTypeMatches, type SandboxAnswer } from "./answer.js";
import { deref, type Json, type SpecOperation } from "./operations.js";
import { describeValidationErrors } from "../validators/index.js";

/** One thing wrong with a request: where (`query limit`, `header X-Tenant-Id`, `body $.items[0].id`) and what. */
export interface RequestViolation {
  readonly where: string;
  readonly message: string;
}

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
  validateRequest(op: SpecOperation, request: IncomingRequest): Promise<ValidatedRequest | { violations: RequestViolation[] }>;
  /** Every way `answer` departs from the operation's documented answers; empty when it is documented. */
  validateAnswer(op: SpecOperation, answer: SandboxAnswer): Promise<string[]>;
}

let ajvFactory: Promise<() => Ajv2020> | undefined;

/** A new ajv for the specs' dialect (2020-12 with formats), ajv being loaded on the first call. */
function loadAjv(): Promise<() => Ajv2020> {
  ajvFactory ??= Promise.all([import("ajv/dist/2020.js"), import("ajv-formats")]).then(([ajvModule, formats]) => () => {
    // strict: false lets the specs' x- extensions stand as annotations.
    // verbose: each error carries its schema node, where a business rule's words (x-rule) are.
    const ajv = new ajvModule.Ajv2020({ strict: false, allErrors: true, verbose: true });
    formats.default.default(ajv);
    return ajv;
  });
  return ajvFactory;
}

/** A parameter's text as its schema's type: numbers and booleans are sent as text. */
function coerce(schema: Json, raw: string): unknown {
  const types: string[] = Array.isArray(schema?.type) ? schema.type : [schema?.type];
  if ((types.includes("integer") || types.includes("number")) && raw.trim() !== "" && Number.isFinite(Number(raw))) return Number(raw);
  if (types.includes("boolean") && (raw === "true" || raw === "false")) return raw === "true";
  return raw;
}

function headerValue(headers: IncomingRequest["headers"], name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(", ") : value;
}

function parseBody(mediaType: string, body: Buffer): { value: unknown } | { error: string } {
  const text = body.toString("utf8");
  if (isJsonMediaType(mediaType)) {
    try {
      return { value: JSON.parse(text) };
    } catch (error) {
      return { error: `is not JSON: ${(error as Error).message}` };
    }
  }
  if (mediaType === "application/x-www-form-urlencoded") return { value: Object.fromEntries(new URLSearchParams(text)) };
  return { value: mediaType.startsWith("text/") ? text : body };
}

/** Validators for the bundled `documents` (spec name -> document). */
export function createSpecValidator(documents: ReadonlyMap<string, Json>): SpecValidator {
  const ajvs = new Map<string, Ajv2020>();
  const compiled = new WeakMap<object, ValidateFunction>();
  let newAjv: (() => Ajv2020) | undefined;
  const load = async () => {
    newAjv ??= await loadAjv();
  };

  const idOf = (spec: string) => `urn:integration-contracts:sandbox:${spec}`;
  const ajvFor = (spec: string) => {
    let ajv = ajvs.get(spec);
    if (ajv === undefined) {
      const document = documents.get(spec);
      ajv = newAjv!();
      ajv.addSchema({ ...document, $id: idOf(spec) });
      ajvs.set(spec, ajv);
    }
    return ajv;
  };
  const pointTo = (base: string, node: Json): Json => {
    if (Array.isArray(node)) return node.map((item) => pointTo(base, item));
    if (node === null || typeof node !== "object") return node;
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, k === "$ref" && typeof v === "string" && v.startsWith("#/") ? `${base}${v}` : pointTo(base, v)]));
  };
  const validatorOf = (spec: string, schema: Json): ValidateFunction => {
    let validate = compiled.get(schema);
    if (validate === undefined) {
      const pointed = pointTo(idOf(spec), schema);
      validate = ajvFor(spec).compile(typeof pointed === "object" && pointed !== null ? pointed : {});
      compiled.set(schema, validate);
    }
    return validate;
  };
  const check = (spec: string, schema: Json, value: unknown, where: (path: string) => string): RequestViolation[] => {
    const validate = validatorOf(spec, schema);
    if (validate(value)) return [];
    // The runtime's formatter: the same lines a client's own validation gives, rule words included.
    return describeValidationErrors(validate.errors, { value, root: "" }).map((problem) => ({ where: where(problem.path), message: problem.message }));
  };

  return {
    async validateRequest(op, request) {
      await load();
      const violations: RequestViolation[] = [];
      const parameters: Record<string, unknown> = {};
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
        const where = `${parameter.in} parameter ${name}`;
        if (raw === undefined) {
          if (parameter.required) violations.push({ where, message: "is required" });
          continue;
        }
        if (parameter.schema === undefined) {
          parameters[name] = raw;
          continue;
        }
        const value = coerce(deref(op.document, parameter.schema), raw);
        parameters[name] = value;
        violations.push(...check(op.spec, parameter.schema, value, (path) => (path === "" ? where : `${where} $${path}`)));
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
          violations.push({ where: "header Content-Type", message: `${mediaType || "(none)"} is not accepted; accepted: ${documented.join(", ")}` });
        } else if (mediaType !== "multipart/form-data") {
          const parsed = parseBody(mediaType, request.body);
          if ("error" in parsed) violations.push({ where: "body", message: parsed.error });
          else {
            body = parsed.value;
            if (media.schema !== undefined && (isJsonMediaType(mediaType) || mediaType === "application/x-www-form-urlencoded")) {
              violations.push(...check(op.spec, media.schema, body, (path) => `body $${path}`));
            }
          }
        } else body = request.body;
      }
      return violations.length > 0 ? { violations } : { parameters, body };
    },

    async validateAnswer(op, answer) {
      await load();
      const responses = op.operation.responses ?? {};
      const key = [String(answer.status), `${String(answer.status)[0]}XX`, "default"].find((k) => responses[k] !== undefined);
      if (key === undefined) return [`status ${answer.status} is not a documented answer of ${op.operationId} (documented: ${Object.keys(responses).join(", ")})`];
      const documented = deref(op.document, responses[key]);
      const content = Object.entries<Json>(documented.content ?? {});
      if (answer.body === undefined) {
        return content.length > 0 && op.method !== "head" ? [`the ${answer.status} answer of ${op.operationId} has no body; documented: ${content.map(([m]) => m).join(", ")}`] : [];
      }
      const mediaType = answer.contentType ?? "application/json";
      const match = content.find(([m]) => m.toLowerCase() === mediaType.split(";")[0]!.toLowerCase()) ?? content.find(([m]) => mediaTypeMatches(m, mediaType));
      if (match === undefined) return [`the ${answer.status} answer of ${op.operationId} is ${mediaType}; documented: ${content.map(([m]) => m).join(", ") || "no body"}`];
      const [, media] = match;
      // Bytes (file content) are no JSON value, whatever media type the file has.
      if (!isJsonMediaType(mediaType) || media.schema === undefined || answer.body instanceof Uint8Array) return [];
      return check(op.spec, media.schema, answer.body, (path) => `body $${path}`).map(
        (v) => `the ${answer.status} answer of ${op.operationId}: ${v.where} ${v.message}`,
      );
    },
  };
}
