// The steps of an Arazzo workflow made from the requests a flow sent: each request's operation found in the bundled
// specs, and each value it took from an earlier answer, an input or the run prefix written as the expression that
// gives it.
import { deref, type Json, type OperationIndex } from "../../sandbox/kernel/route-table.js";
import type { RecordedExchange, ServiceName } from "./recorder.js";
import type { Redactor } from "./redactor.js";

/** What the export needs of the run. */
export interface ArazzoRun {
  readonly exchanges: readonly RecordedExchange[];
  readonly services: Readonly<Partial<Record<ServiceName, string>>>;
  readonly runPrefix: string;
  readonly tenantId: string;
  /** `Authorization` values the kit sent as itself: its bearer tokens and its HTTP Basic credentials. */
  readonly ownAuthorizations: { readonly bearer: ReadonlySet<string>; readonly basic: string };
  /** The run's redactor: the workflows are shared like the report, and carry what the kit sent. */
  readonly redactor: Redactor;
}

export type Step = Record<string, Json>;
export interface Source {
  readonly step: Step;
  readonly body: Json;
  /** The links the step's operation declares in its answers. */
  readonly links: Readonly<Record<string, Json>> | undefined;
}

/** The spec operation a request of a service went to, with its path parameters; undefined when it is none. */
export function operationOf(run: ArazzoRun, exchange: RecordedExchange, index: (s: ServiceName) => OperationIndex) {
  const { service } = exchange;
  if (service === "state-hook") return undefined;
  const base = new URL(run.services[service]!).pathname.replace(/(?<!\/)\/+$/, "");
  const matched = index(service).match(exchange.method, exchange.url.pathname.slice(base.length) || "/");
  return matched === undefined || !("operation" in matched) ? undefined : matched;
}

/** Every string of a JSON value with its JSON pointer. */
function strings(value: Json, pointer = ""): [string, string][] {
  if (typeof value === "string") return [[value, pointer]];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, member]) =>
    strings(member, `${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`),
  );
}

export function jsonOf(bytes: Uint8Array | string | undefined): Json {
  if (bytes === undefined) return undefined;
  try {
    return JSON.parse(typeof bytes === "string" ? bytes : new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}

/** A value of the request as the workflow writes it: from an earlier answer, an input, or as it was. */
function expression(
  run: ArazzoRun,
  value: string,
  sources: Source[],
  target: { operationId: string; parameter?: string },
): string {
  // A name the kit made carries the run prefix: each replay makes its own, so it is never taken from an answer.
  const madeByKit = value.includes(run.runPrefix);
  // The first answer that held the value is where it came from; later ones (lists) only repeat it.
  for (let i = 0; i < sources.length && !madeByKit; i++) {
    const found = value.length >= 8 ? strings(sources[i]!.body).find(([text]) => text === value) : undefined;
    if (found === undefined) continue;
    const { step, links } = sources[i]!;
    const outputs: Record<string, string> = (step.outputs ??= {});
    const wanted = linkExpression(links, target) ?? `$response.body#${found[1]}`;
    const name = Object.keys(outputs).find((key) => outputs[key] === wanted) ?? `o${Object.keys(outputs).length}`;
    outputs[name] = wanted;
    return `$steps.${step.stepId}.outputs.${name}`;
  }
  if (value === run.tenantId) return "$inputs.tenantId";
  return value.split(run.runPrefix).join("{$inputs.runPrefix}");
}

/** The expression the spec's link from the step's operation to the target's parameter declares, when one does. */
function linkExpression(
  links: Source["links"],
  target: { operationId: string; parameter?: string },
): string | undefined {
  if (target.parameter === undefined || links === undefined) return undefined;
  const link = Object.values(links).find(
    (l: Json) => l.operationId === target.operationId && typeof l.parameters?.[target.parameter!] === "string",
  );
  return link?.parameters[target.parameter];
}

function rewrite(run: ArazzoRun, value: Json, sources: Source[], operationId: string): Json {
  if (typeof value === "string") return expression(run, value, sources, { operationId });
  if (Array.isArray(value)) return value.map((item) => rewrite(run, item, sources, operationId));
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewrite(run, v, sources, operationId)]));
  return value;
}

/**
 * Respect (2.77) sends no body for an empty object payload, which is a request of its own here
 * (Settings `{}` "only ensures and returns the registration"): it is written with its first member
 * that takes null ("null means no change"), which asks the same.
 */
function noEmptyObject(
  payload: Json,
  exchange: RecordedExchange,
  index: (s: ServiceName) => OperationIndex,
  run: ArazzoRun,
): Json {
  if (payload === null || typeof payload !== "object" || Array.isArray(payload) || Object.keys(payload).length > 0)
    return payload;
  const matched = operationOf(run, exchange, index);
  if (matched === undefined) return payload;
  const { operation } = matched;
  const media = deref(operation.document, operation.operation.requestBody ?? {}).content?.["application/json"];
  const properties = Object.entries<Json>(deref(operation.document, media?.schema ?? {}).properties ?? {});
  const nullable = properties.find(([, schema]) => JSON.stringify(schema).includes('"type":"null"'));
  return nullable === undefined ? payload : { [nullable[0]]: null };
}

export function stepOf(
  run: ArazzoRun,
  exchange: RecordedExchange,
  id: string,
  index: (s: ServiceName) => OperationIndex,
  sources: Source[],
): { step: Step; links: Source["links"] } {
  const success = [{ condition: `$statusCode == ${exchange.status}` }];
  const payload = jsonOf(exchange.requestBody);
  const written =
    payload === undefined
      ? exchange.requestBody
      : rewrite(run, noEmptyObject(payload, exchange, index, run), sources, "");
  const body =
    exchange.requestBody === undefined
      ? {}
      : {
          requestBody: {
            contentType: exchange.requestHeaders.get("content-type") ?? "application/json",
            payload: written,
          },
        };
  if (exchange.service === "state-hook") {
    return {
      step: {
        stepId: `${id}-provider-state`,
        "x-operation": { url: exchange.url.href, method: exchange.method },
        ...body,
        successCriteria: success,
      },
      links: undefined,
    };
  }
  const matched = operationOf(run, exchange, index);
  // exportable() left out every flow with a request of no operation.
  if (matched === undefined) throw new Error(`${exchange.method} ${exchange.url.pathname} is no operation`);
  const { operation, pathParameters } = matched;
  const parameter = (inside: string, name: string, value: string) => ({
    name,
    in: inside,
    value: expression(run, value, sources, { operationId: operation.operationId, parameter: name }),
  });
  const documentedHeaders = operation.parameters
    .filter((p: Json) => p.in === "header")
    .map((p: Json) => p.name as string);
  const parameters = [
    ...Object.entries(pathParameters).map(([name, value]) => parameter("path", name, value)),
    ...[...exchange.url.searchParams].map(([name, value]) => parameter("query", name, value)),
    ...documentedHeaders
      .filter((name) => exchange.requestHeaders.has(name))
      .map((name) => parameter("header", name, exchange.requestHeaders.get(name)!)),
  ];
  const authorization = exchange.requestHeaders.get("authorization") ?? "";
  const answer =
    operation.operation.responses?.[String(exchange.status)] ??
    operation.operation.responses?.[`${String(exchange.status)[0]}XX`];
  const step: Step = {
    stepId: `${id}-${operation.operationId}`,
    operationId: `$sourceDescriptions.${exchange.service.replace(/-/g, "_")}.${operation.operationId}`,
    ...(authorization.startsWith("Bearer ")
      ? {
          "x-security": [
            { scheme: { type: "http", scheme: "bearer" }, values: { token: "$steps.token.outputs.accessToken" } },
          ],
        }
      : {}),
    ...(authorization.startsWith("Basic ")
      ? {
          "x-security": [
            {
              scheme: { type: "http", scheme: "basic" },
              values: { username: "$inputs.clientId", password: "$inputs.clientSecret" },
            },
          ],
        }
      : {}),
    ...(parameters.length === 0 ? {} : { parameters }),
    ...body,
    successCriteria: success,
  };
  return { step, links: answer === undefined ? undefined : deref(operation.document, answer).links };
}
