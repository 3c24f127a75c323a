// Stage 5's rules: an operation's parameters (coerced to their schemas' types) and its body (read as
// its media type) against the operation, every violation named with where it is.
import { isJsonMediaType, mediaTypeMatches } from "../kernel/answer.js";
import { deref, type Json, type SpecOperation } from "../kernel/route-table.js";
import { parseBody } from "./parse-body.js";
import type { SchemaChecks } from "./schema-checks.js";

/** One thing wrong with a request: where (`query limit`, `header X-Tenant-Id`, `body $.items[0].id`) and what. */
export interface RequestViolation {
  readonly where: string;
  readonly message: string;
  /** Set when the sandbox's own guard refused the request although the spec allows it: the title of that refusal. */
  readonly guard?: string;
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

/**
 * Bodies up to this size get every problem listed; a larger invalid body gets the first one.
 * Collecting all errors costs an error object for each failed branch of every anyOf, on every
 * item: an array of a million numbers in a record value took 26 s and 3.4 GiB that way, against
 * a fraction of a second when validation stops at the first problem.
 */
export const DETAILED_ERRORS_BYTES = 64 * 1024;

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

/** What request validation reads of its options. */
export interface RequestRules {
  /** Deepest nesting of arrays and objects in a JSON body. */
  readonly jsonDepth: number;
  /** The specs whose request bodies are checked against their bounded form. */
  readonly boundedText?: ReadonlySet<string> | undefined;
}

export async function validateRequest(
  op: SpecOperation,
  request: IncomingRequest,
  checks: SchemaChecks,
  options: RequestRules,
): Promise<ValidatedRequest | { violations: RequestViolation[] }> {
  if (!checks.loaded) await checks.load();
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
      if (parameter.required) violations.push({ where: `${parameter.in} parameter ${name}`, message: "is required" });
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
    for (const { path, message } of checks.check(op.spec, parameter.schema, value, true, "answer")) {
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
          for (const { path, message } of await checks.checkBody(
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
}
