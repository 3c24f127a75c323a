// Every answer the kit got, held to its operation's documented answers in the bundled specs: the
// status is documented, the content type is one documented for it, the body validates against its
// schema, and the documented headers it carries (and the required ones) match theirs.
import { createSpecValidator } from "../../sandbox/validation/index.js";
import { DEFAULT_LIMITS } from "../../sandbox/kernel/limits.js";
import {
  deref,
  indexOperations,
  type Json,
  type OperationIndex,
  type SpecOperation,
} from "../../sandbox/kernel/route-table.js";
import { capText } from "./provider-fetch.js";
import type { RecordedExchange, ServiceName } from "./recorder.js";
import { specDocument, specOperations } from "./spec-operations.js";

/** An answer matched to its operation, and every way it departs from the spec (empty when it keeps it). */
export interface JudgedAnswer {
  readonly operation: SpecOperation;
  readonly problems: readonly string[];
}

const JSON_TYPE = /^application\/([a-z0-9.+-]+\+)?json$/i;

function bodyOf(exchange: RecordedExchange): { body: unknown } | { problem: string } {
  if (exchange.cut !== undefined)
    return {
      problem:
        `the ${exchange.status} answer ran past ${capText(exchange.cut)}: ` +
        "the kit cut it, so its body cannot be judged",
    };
  if (exchange.responseBody.byteLength === 0) return { body: undefined };
  const type = (exchange.responseHeaders.get("content-type") ?? "application/json").split(";")[0]!.trim();
  if (!JSON_TYPE.test(type)) return { body: exchange.responseBody };
  try {
    return { body: JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(exchange.responseBody)) };
  } catch (error) {
    return {
      problem: `the ${exchange.status} answer says ${type} but its body is not JSON (${(error as Error).message})`,
    };
  }
}

/** Creates a judge over the specs of the services the kit verifies. */
export function createAnswerJudge(
  services: readonly ServiceName[],
): (exchange: RecordedExchange, baseUrl: string) => Promise<JudgedAnswer | undefined> {
  const documents = new Map<string, Json>(services.map((service) => [service, specDocument(service)]));
  const validator = createSpecValidator(documents, { jsonDepth: DEFAULT_LIMITS.jsonDepth });
  const indexes = new Map<ServiceName, OperationIndex>(
    services.map((service) => [service, indexOperations(specOperations(service))]),
  );
  return async (exchange, baseUrl) => {
    // An answer the run kept only the start of (its budget of kept answers spent) is no answer to judge.
    if (exchange.status === null || exchange.shortened === true) return undefined;
    const basePath = new URL(baseUrl).pathname.replace(/(?<!\/)\/+$/, "");
    const path = exchange.url.pathname.startsWith(basePath)
      ? exchange.url.pathname.slice(basePath.length) || "/"
      : exchange.url.pathname;
    const matched =
      exchange.service === "state-hook" ? undefined : indexes.get(exchange.service)?.match(exchange.method, path);
    if (matched === undefined || !("operation" in matched)) return undefined;
    const op = matched.operation;
    const read = bodyOf(exchange);
    if ("problem" in read) return { operation: op, problems: [read.problem] };
    const contentType = exchange.responseHeaders.get("content-type") ?? undefined;
    const problems = await validator.validateAnswer(op, {
      status: exchange.status,
      body: read.body,
      ...(contentType === undefined ? {} : { contentType }),
    });
    problems.push(...headerProblems(op, exchange));
    return { operation: op, problems };
  };
}

/**
 * The documented headers of the answer's status: the required ones present, each present one of its documented type.
 */
function headerProblems(op: SpecOperation, exchange: RecordedExchange): string[] {
  const responses = op.operation.responses ?? {};
  const key = [String(exchange.status), `${String(exchange.status)[0]}XX`, "default"].find(
    (k) => responses[k] !== undefined,
  );
  if (key === undefined) return [];
  const headers = deref(op.document, responses[key]).headers ?? {};
  const problems: string[] = [];
  for (const [name, declared] of Object.entries<Json>(headers)) {
    const header = deref(op.document, declared);
    const value = exchange.responseHeaders.get(name);
    if (value === null) {
      if (header.required === true)
        problems.push(
          `the ${exchange.status} answer of ${op.operationId} has no ${name} header, which the spec requires`,
        );
      continue;
    }
    const schema = deref(op.document, header.schema ?? {});
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    if ((type === "integer" || type === "number") && !/^-?\d+(\.\d+)?$/.test(value.trim()))
      problems.push(
        `the ${name} header of ${op.operationId}'s ${exchange.status} answer is ${JSON.stringify(value)}, not a number`,
      );
  }
  return problems;
}
