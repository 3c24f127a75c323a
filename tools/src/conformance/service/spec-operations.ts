// The operations of the bundled specs the kit verifies, and a plausible request for each one (the
// spec's examples, fresh ids where a path takes one), for the checks that must reach every
// operation: authentication on each, and answers to hold to the spec.
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { packageRoot } from "../../package-root.js";
import {
  deref,
  listSpecOperations,
  loadSpecDocument,
  type Json,
  type SpecOperation,
} from "../../sandbox/kernel/route-table.js";
import type { ServiceName } from "./recorder.js";

const documents = new Map<ServiceName, Json>();

/** The bundled document of a service (`generated/specs/<service>.json`), read once. */
export function specDocument(service: ServiceName): Json {
  let document = documents.get(service);
  if (document === undefined) {
    document = loadSpecDocument(join(packageRoot(), "generated", "specs", `${service}.json`));
    documents.set(service, document);
  }
  return document;
}

/** Every operation of a service's spec, in document order. */
export function specOperations(service: ServiceName): readonly SpecOperation[] {
  return listSpecOperations(service, specDocument(service));
}

/** Whether the operation needs a bearer token (OAuth 2.0 or HTTP bearer): anonymous and Basic ones do not. */
export function needsBearer(op: SpecOperation): boolean {
  const requirements: Json[] = op.operation.security ?? op.document.security ?? [];
  const schemes = op.document.components?.securitySchemes ?? {};
  if (requirements.some((requirement: Json) => Object.keys(requirement).length === 0)) return false;
  return requirements.some((requirement: Json) =>
    Object.keys(requirement).some((name) => {
      const scheme = schemes[name];
      return scheme?.type === "oauth2" || (scheme?.type === "http" && String(scheme.scheme).toLowerCase() === "bearer");
    }),
  );
}

function exampleOf(document: Json, node: Json): unknown {
  const resolved = deref(document, node ?? {});
  if (resolved.example !== undefined) return resolved.example;
  if (resolved.examples !== undefined) {
    const first = Array.isArray(resolved.examples) ? resolved.examples[0] : Object.values<Json>(resolved.examples)[0];
    return Array.isArray(resolved.examples) ? first : deref(document, first)?.value;
  }
  return undefined;
}

function sampleValue(document: Json, parameter: Json): string {
  const schema = deref(document, parameter.schema ?? {});
  const example = parameter.example ?? exampleOf(document, parameter) ?? exampleOf(document, schema);
  if (schema.format === "uuid") return randomUUID();
  if (example !== undefined && example !== null) return String(example);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return String(schema.enum[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  return type === "integer" || type === "number" ? "0" : type === "boolean" ? "false" : "sample";
}

/** A request of an operation as a typed client's `request(method, path, init)` takes it. */
export interface SampleRequest {
  /** Upper-case method. */
  readonly method: string;
  /** The path template, as the client's paths name it. */
  readonly path: string;
  readonly params: {
    readonly path: Record<string, string>;
    readonly query: Record<string, string>;
    readonly header: Record<string, string>;
  };
  /** The body: JSON value, or a part map (a Blob part) for multipart bodies. */
  readonly body: unknown;
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * A request the operation documents: every path parameter (a fresh uuid where the schema says
 * uuid, so no existing object is named), required query and header parameters from the examples,
 * and the request body's example.
 */
export function sampleRequest(op: SpecOperation): SampleRequest {
  const params = {
    path: {} as Record<string, string>,
    query: {} as Record<string, string>,
    header: {} as Record<string, string>,
  };
  for (const parameter of op.parameters) {
    if (parameter.in === "path") params.path[parameter.name] = sampleValue(op.document, parameter);
    else if (parameter.required === true && (parameter.in === "query" || parameter.in === "header"))
      params[parameter.in as "query" | "header"][parameter.name] = sampleValue(op.document, parameter);
  }
  const requestBody = op.operation.requestBody === undefined ? undefined : deref(op.document, op.operation.requestBody);
  const [mediaType, media] = Object.entries<Json>(requestBody?.content ?? {})[0] ?? [];
  let body: unknown;
  const headers: Record<string, string> = {};
  if (mediaType !== undefined) {
    const example = exampleOf(op.document, media) ?? exampleOf(op.document, media.schema) ?? {};
    if (mediaType === "multipart/form-data") {
      body = Object.fromEntries(
        Object.entries(example as Record<string, unknown>).map(([name, value]) => [
          name,
          new File([String(value)], `${name}.txt`, { type: "text/plain" }),
        ]),
      );
    } else {
      headers["Content-Type"] = mediaType;
      body = example;
    }
  }
  return { method: op.method.toUpperCase(), path: op.path, params, body, headers };
}
