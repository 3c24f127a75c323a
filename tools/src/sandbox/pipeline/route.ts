// Stage 1, route: the request target as a URL, matched to an operation of the port's own spec, or
// of the control API under /_sandbox/. A target that is no URL is 400, a path of no operation 404,
// a method the path does not have 405 naming the ones it has.
import { problem } from "../kernel/answer.js";
import type { OperationIndex, SpecOperation } from "../kernel/route-table.js";
import type { Answered, SandboxRequest } from "./request.js";

/** What one service port serves: its own spec's operations, and the control API's. */
export interface ServedSpecs {
  readonly service: string;
  readonly operations: OperationIndex;
  readonly control: OperationIndex;
  /** Whether calls of this service need a token with tenant context (`tid`). */
  readonly tenantRequired: boolean;
}

export interface Routed {
  readonly url: URL;
  readonly op: SpecOperation;
  /** The path parameters as they came, decoded. */
  readonly pathParameters: Readonly<Record<string, string>>;
  /** Whether the operation is the control API's. */
  readonly control: boolean;
}

/** The request target as a URL; `undefined` when it is none (`http://[`), which is the client's error. */
function requestUrl(target: string): URL | undefined {
  try {
    return new URL(target, "http://sandbox");
  } catch {
    return undefined;
  }
}

export function route(request: SandboxRequest, served: ServedSpecs): Routed | Answered {
  const { method, target } = request;
  const url = requestUrl(target);
  if (url === undefined)
    return {
      answer: problem(
        400,
        "Bad Request",
        `the request target ${JSON.stringify(target)} is not a URL path or an absolute http URL`,
      ),
    };
  const control = url.pathname.startsWith("/_sandbox/");
  const matched = (control ? served.control : served.operations).match(method, url.pathname);
  if (matched === undefined)
    return { answer: problem(404, "Not Found", `${served.service} has no operation at ${method} ${url.pathname}`) };
  if (!("operation" in matched)) {
    const refusal = problem(
      405,
      "Method Not Allowed",
      `${method} ${url.pathname} is not an operation of ${served.service}; allowed: ${matched.allowed.join(", ")}`,
    );
    return { answer: { ...refusal, headers: { allow: matched.allowed.join(", ") } } };
  }
  return { url, op: matched.operation, pathParameters: matched.pathParameters, control };
}
