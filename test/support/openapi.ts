// Reads the bundled OpenAPI specs the way a client would: operations, parameters, examples and the
// named schema of every body. Tests build requests and expectations from this, never by hand.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { deref, listSpecOperations, type SpecOperation } from "../../tools/src/sandbox/kernel/route-table.js";

export type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- spec documents are open JSON

export const projectRoot = resolve(fileURLToPath(import.meta.url), "../../..");
export const bundledSpecsDir = join(projectRoot, "generated", "specs");

export interface BundledDocument {
  readonly name: string;
  readonly document: Json;
}

export function loadBundledSpecs(kind: "openapi" | "asyncapi"): BundledDocument[] {
  return readdirSync(bundledSpecsDir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => ({
      name: file.slice(0, -5),
      document: JSON.parse(readFileSync(join(bundledSpecsDir, file), "utf8")),
    }))
    .filter(({ document }) => kind in document);
}

/** One operation of a bundled spec, as the sandbox's router lists it. */
export type OperationCase = SpecOperation;

export { deref };

export function listOperations({ name, document }: BundledDocument): OperationCase[] {
  return listSpecOperations(name, document);
}

/** A value for a parameter, from the spec: its example, then its schema's examples, default, enum. */
export function sampleParameterValue(document: Json, parameter: Json): unknown {
  if (parameter.example !== undefined) return parameter.example;
  const named = Object.values(parameter.examples ?? {})[0];
  if (named !== undefined) return deref(document, named).value;
  const schema = deref(document, parameter.schema ?? {});
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  throw new Error(
    `parameter ${parameter.in} ${parameter.name} has no example, default or enum to build a request from`,
  );
}

export interface MediaExample {
  readonly name: string | undefined;
  readonly value: unknown;
}

/** Every example of a media type object: the `example`, or each named example. */
export function mediaExamples(document: Json, media: Json): MediaExample[] {
  if (media.example !== undefined) return [{ name: undefined, value: media.example }];
  return Object.entries(media.examples ?? {}).map(([name, example]) => ({
    name,
    value: deref(document, example).value,
  }));
}

/** The name of the component a schema refers to (`#/components/schemas/<Name>`). */
export function schemaName(schema: Json): string | undefined {
  const ref: unknown = schema?.$ref;
  return typeof ref === "string" && ref.startsWith("#/components/schemas/")
    ? ref.slice("#/components/schemas/".length)
    : undefined;
}

export function isJsonMediaType(mediaType: string): boolean {
  return /^application\/([\w.+-]+\+)?json\b/i.test(mediaType);
}

function authorizationFor(document: Json, operation: Json): Record<string, string> {
  const requirement = (operation.security ?? document.security ?? [])[0] ?? {};
  const headers: Record<string, string> = {};
  for (const schemeName of Object.keys(requirement)) {
    const scheme = deref(document, document.components?.securitySchemes?.[schemeName]);
    if (scheme.type === "http" && scheme.scheme?.toLowerCase() === "basic") {
      headers.authorization = `Basic ${Buffer.from("contract-client:contract-secret").toString("base64")}`;
    } else if (scheme.type === "http" || scheme.type === "oauth2" || scheme.type === "openIdConnect") {
      headers.authorization = "Bearer contract-test-token";
    } else if (scheme.type === "apiKey" && scheme.in === "header") {
      headers[scheme.name.toLowerCase()] = "contract-test-key";
    }
  }
  return headers;
}

function encodeBody(mediaType: string, value: unknown): BodyInit {
  if (isJsonMediaType(mediaType)) return JSON.stringify(value);
  if (mediaType === "application/x-www-form-urlencoded") {
    return new URLSearchParams(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
  }
  if (mediaType === "multipart/form-data") {
    const form = new FormData();
    for (const [key, part] of Object.entries(value as Record<string, unknown>)) {
      if (typeof part === "string") form.append(key, new Blob([part], { type: "application/octet-stream" }), key);
      else form.append(key, JSON.stringify(part));
    }
    return form;
  }
  return typeof value === "string" ? value : JSON.stringify(value);
}

export interface RequestPlan {
  /** Leave out this parameter (`in:name`) or the body. */
  readonly omit?: string;
  /** Extra headers, such as Prism's `Prefer`. */
  readonly headers?: Record<string, string>;
  /** The named request body example to send (default the first). */
  readonly example?: string;
  /** Changes the example before it is sent (an identifier the platform generated, say). */
  readonly rewriteBody?: (example: unknown) => unknown;
  /** Parameter values (`in:name`) that replace the spec's examples or add optional parameters. */
  readonly parameters?: Readonly<Record<string, string>>;
}

/** A valid request for the operation, built only from what its spec documents. */
export function buildRequest(op: OperationCase, baseUrl: string, plan: RequestPlan = {}): Request {
  let path = op.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = { ...authorizationFor(op.document, op.operation), ...plan.headers };
  for (const parameter of op.parameters) {
    const key = `${parameter.in}:${parameter.name}`;
    if (key === plan.omit) continue;
    const given = plan.parameters?.[key];
    if (parameter.in === "path") {
      path = path.replace(
        `{${parameter.name}}`,
        encodeURIComponent(given ?? String(sampleParameterValue(op.document, parameter))),
      );
    } else if (parameter.required || given !== undefined) {
      const value = given ?? String(sampleParameterValue(op.document, parameter));
      if (parameter.in === "query") query.set(parameter.name, value);
      else if (parameter.in === "header" && parameter.name.toLowerCase() !== "authorization")
        headers[parameter.name] = value;
    }
  }
  const init: RequestInit = { method: op.method.toUpperCase(), headers };
  const requestBody = op.operation.requestBody && deref(op.document, op.operation.requestBody);
  if (requestBody && plan.omit !== "body") {
    const [mediaType, media] = Object.entries(requestBody.content ?? {})[0] as [string, Json];
    const examples = mediaExamples(op.document, media);
    const example = plan.example === undefined ? examples[0] : examples.find((e) => e.name === plan.example);
    if (example === undefined)
      throw new Error(
        `${op.operationId}: the request body has no ` +
          `example${plan.example === undefined ? "" : ` named ${plan.example}`}`,
      );
    init.body = encodeBody(mediaType, plan.rewriteBody === undefined ? example.value : plan.rewriteBody(example.value));
    if (mediaType !== "multipart/form-data") headers["content-type"] = mediaType;
  } else if (requestBody && isJsonMediaType(Object.keys(requestBody.content ?? {})[0] ?? "")) {
    // Without its body the request still says the type it would have: only the body is missing.
    headers["content-type"] = Object.keys(requestBody.content)[0]!;
  }
  const search = query.toString();
  return new Request(`${baseUrl}${path}${search ? `?${search}` : ""}`, init);
}

/** The documented response for a status: exact, then `2XX`-style ranges, then `default`. */
export function documentedResponse(op: OperationCase, status: number): Json {
  const responses = op.operation.responses ?? {};
  const found = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
  return found && deref(op.document, found);
}

/** Parameters and body the request cannot do without (path parameters are part of the address). */
export function omittableRequirements(op: OperationCase): string[] {
  const required = op.parameters
    .filter((p) => p.required && (p.in === "query" || p.in === "header") && p.name.toLowerCase() !== "authorization")
    .map((p) => `${p.in}:${p.name}`);
  const body = op.operation.requestBody && deref(op.document, op.operation.requestBody);
  return body?.required ? [...required, "body"] : required;
}
