// The bad-input families of the hostile-input suite, each derived from an operation of the bundled
// specs: which input of the operation it attacks, the request, and the words its refusal must use.
import {
  buildRequest,
  deref,
  isJsonMediaType,
  sampleParameterValue,
  type Json,
  type OperationCase,
} from "../support/openapi.js";

/** One hostile request: raw parts, so a family can send what fetch would not. */
export interface HostileCase {
  readonly family: string;
  readonly method: string;
  /** Path and query, as sent on the request line. */
  readonly target: string;
  readonly headers: Record<string, string>;
  readonly body?: Buffer;
  /** Statuses that refuse it correctly. */
  readonly statuses: readonly number[];
  /**
   * Text the refusal must contain (it names the problem); "" where any refusal with a detail names it (a path that
   * matches nothing).
   */
  readonly names: string;
}

/** What a family needs besides the operation: the route's body limit and valid credentials. */
export interface CaseContext {
  readonly bodyLimit: number;
  /** Authorization header of a caller the operation accepts, or undefined for an anonymous operation. */
  readonly authorization: string | undefined;
}

const REFUSALS = [400, 404, 405, 413, 415, 422];

function base(
  op: OperationCase,
  context: CaseContext,
): { target: string; headers: Record<string, string>; body: Buffer | undefined; mediaType: string | undefined } {
  const request = buildRequest(op, "http://sandbox.invalid");
  const url = new URL(request.url);
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    if (name !== "content-type" || !value.startsWith("multipart/")) headers[name] = value;
  });
  if (context.authorization !== undefined) headers.authorization = context.authorization;
  else delete headers.authorization;
  const requestBody = op.operation.requestBody && deref(op.document, op.operation.requestBody);
  const mediaType = requestBody === undefined ? undefined : Object.keys(requestBody.content ?? {})[0];
  return { target: `${url.pathname}${url.search}`, headers, body: undefined, mediaType };
}

function exampleBodyText(op: OperationCase): string | undefined {
  const requestBody = op.operation.requestBody && deref(op.document, op.operation.requestBody);
  if (requestBody === undefined) return undefined;
  const [mediaType, media] = Object.entries<Json>(requestBody.content ?? {})[0] ?? [];
  if (mediaType === undefined || !isJsonMediaType(mediaType)) return undefined;
  const example =
    media.example ??
    (Object.values<Json>(media.examples ?? {})[0] && deref(op.document, Object.values<Json>(media.examples)[0]).value);
  return example === undefined ? undefined : JSON.stringify(example);
}

function typedParameter(op: OperationCase): Json {
  return op.parameters.find((p: Json) => {
    if (p.in !== "query" && p.in !== "path") return false;
    const schema = deref(op.document, p.schema ?? {});
    return (
      ["integer", "number", "boolean"].includes(schema.type) || schema.format === "uuid" || Array.isArray(schema.enum)
    );
  });
}

/** Every family that applies to `op`: the body families to a JSON body, the parameter families to its parameters. */
export function hostileCases(op: OperationCase, context: CaseContext): HostileCase[] {
  const method = op.method.toUpperCase();
  const valid = base(op, context);
  const cases: HostileCase[] = [];
  const json = { ...valid.headers, "content-type": valid.mediaType ?? "application/json" };

  cases.push({
    family: "oversize body",
    method,
    target: valid.target,
    headers: {
      ...valid.headers,
      "content-type": valid.mediaType ?? "application/octet-stream",
      "content-length": String(context.bodyLimit + 1),
    },
    statuses: [413],
    names: `the limit is ${context.bodyLimit} bytes`,
  });

  const pathParameter = op.parameters.find((p: Json) => p.in === "path");
  const tricked = pathParameter
    ? valid.target.replace(
        encodeURIComponent(String(sampleParameterValue(op.document, pathParameter))),
        "..%2F..%2F_sandbox%2Freset%00%E0%A4%A",
      )
    : `${valid.target.split("?")[0]}/..%2F_sandbox/reset`;
  cases.push({
    family: "path and percent-encoding tricks",
    method,
    target: tricked,
    headers: valid.headers,
    body: valid.body,
    statuses: REFUSALS,
    names: "",
  });

  const query = op.parameters.find(
    (p: Json) => p.in === "query" && deref(op.document, p.schema ?? {}).type !== "array",
  );
  if (query !== undefined) {
    const url = new URL(valid.target, "http://sandbox.invalid");
    const value = String(sampleParameterValue(op.document, query));
    url.searchParams.delete(query.name);
    url.searchParams.append(query.name, value);
    url.searchParams.append(query.name, value);
    cases.push({
      family: "duplicate parameters",
      method,
      target: `${url.pathname}${url.search}`,
      headers: valid.headers,
      statuses: [400, 422],
      names: `query parameter ${query.name} is given 2 times`,
    });
  }

  const typed = typedParameter(op);
  if (typed !== undefined) {
    const url = new URL(valid.target, "http://sandbox.invalid");
    let target: string;
    if (typed.in === "path")
      target =
        url.pathname.replace(
          encodeURIComponent(String(sampleParameterValue(op.document, typed))),
          "not%20a%20value%C3%28",
        ) + url.search;
    else {
      url.searchParams.set(typed.name, "not a value\u00e9");
      target = `${url.pathname}${url.search}`;
    }
    cases.push({
      family: "wrong types (parameter)",
      method,
      target,
      headers: valid.headers,
      statuses: [400, 422],
      names: `${typed.in} parameter ${typed.name}`,
    });
  }

  const text = exampleBodyText(op);
  if (text !== undefined) {
    cases.push({
      family: "malformed JSON",
      method,
      target: valid.target,
      headers: json,
      body: Buffer.from(text.slice(0, -1)),
      statuses: [400, 422],
      names: "is not JSON",
    });
    cases.push({
      family: "deep nesting",
      method,
      target: valid.target,
      headers: json,
      body: Buffer.from(`${"[".repeat(100)}${"]".repeat(100)}`),
      statuses: [400, 422],
      names: "the limit is 64",
    });
    const utf8 = Buffer.from(text);
    cases.push({
      family: "bad encodings",
      method,
      target: valid.target,
      headers: json,
      body: Buffer.concat([Buffer.from("["), utf8, Buffer.from(',"\xff\xfe"]', "latin1")]),
      statuses: [400, 422],
      names: "is not UTF-8",
    });
    const brace = text.indexOf("{");
    if (brace >= 0) {
      const key = cases.length % 2 === 0 ? "__proto__" : "constructor";
      const polluted =
        `${text.slice(0, brace + 1)}"${key}` +
        `":{"polluted":true}${text[brace + 1] === "}" ? "" : ","}` +
        `${text.slice(brace + 1)}`;
      cases.push({
        family: "__proto__/constructor keys",
        method,
        target: valid.target,
        headers: json,
        body: Buffer.from(polluted),
        statuses: [400, 422],
        names: JSON.stringify(`body $["${key}"] is not accepted`).slice(1, -1),
      });
      // The same key spelled with an escape: a check of the raw text for "__proto__" misses it.
      const escaped =
        `${text.slice(0, brace + 1)}` +
        `"\\u005f_proto__":{"polluted":true}${text[brace + 1] === "}" ? "" : ","}` +
        `${text.slice(brace + 1)}`;
      cases.push({
        family: "escaped __proto__ key",
        method,
        target: valid.target,
        headers: json,
        body: Buffer.from(escaped),
        statuses: [400, 422],
        names: JSON.stringify('body $["__proto__"] is not accepted').slice(1, -1),
      });
    }
    const schema = deref(
      op.document,
      deref(op.document, op.operation.requestBody).content[valid.mediaType!].schema ?? {},
    );
    if (
      schema.type === "object" ||
      schema.type === "array" ||
      schema.$ref !== undefined ||
      schema.allOf !== undefined
    ) {
      cases.push({
        family: "wrong types (body)",
        method,
        target: valid.target,
        headers: json,
        body: Buffer.from(schema.type === "array" ? '{"not":"a list"}' : "[1,true,null]"),
        statuses: [400, 422],
        names: "body $",
      });
    }
  }
  return cases;
}
