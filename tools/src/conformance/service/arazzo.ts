// --export-arazzo: the HTTP part of the run's flows as one Arazzo 1.0 workflow per flow, for another
// engine (Redocly Respect) to run against a provider. Each step is a request the flow sent, its
// operation found in the bundled specs; a value a step took from an earlier answer becomes a step
// output (by the link the spec declares for it, when there is one); names carrying the run prefix
// take it from the `runPrefix` input, so each replay creates its own objects. Flows that act as
// someone the workflow cannot sign in as (another tenant, a role, an expired or broken token), upload
// multipart content or send a request of no spec operation are left out and listed.
import { securityScopes } from "../../../../generated/facts.js";
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { stringify } from "yaml";
import { deref, indexOperations, type Json, type OperationIndex } from "../../sandbox/kernel/route-table.js";
import { packageRoot } from "../../package-root.js";
import type { RecordedExchange, ServiceName } from "./recorder.js";
import { isSecretMember, REDACTED, type Redactor } from "./redactor.js";
import { specOperations } from "./spec-operations.js";

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

/** The files written and the flows left out, each with why. */
export interface ArazzoExport {
  readonly files: readonly string[];
  readonly workflows: readonly string[];
  readonly leftOut: readonly string[];
}

type Step = Record<string, Json>;
interface Source {
  readonly step: Step;
  readonly body: Json;
  /** The links the step's operation declares in its answers. */
  readonly links: Readonly<Record<string, Json>> | undefined;
}

const slug = (text: string) =>
  text
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase();

/** Every string of a JSON value with its JSON pointer. */
function strings(value: Json, pointer = ""): [string, string][] {
  if (typeof value === "string") return [[value, pointer]];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, member]) =>
    strings(member, `${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`),
  );
}

/**
 * `value` as a shared file may show it: every string redacted, and a secret member's literal value hidden. A runtime
 * expression (`$inputs.clientSecret`, `$response.body#/access_token`) names where a secret comes from, not the secret.
 */
function redacted(value: Json, redactor: Redactor, member?: string): Json {
  if (typeof value === "string")
    return member !== undefined && isSecretMember(member) && !value.startsWith("$") && value !== ""
      ? REDACTED
      : redactor.redact(value);
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item: Json) => redacted(item, redactor));
  return Object.fromEntries(Object.entries<Json>(value).map(([name, item]) => [name, redacted(item, redactor, name)]));
}

function jsonOf(bytes: Uint8Array | string | undefined): Json {
  if (bytes === undefined) return undefined;
  try {
    return JSON.parse(typeof bytes === "string" ? bytes : new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}

/** Builds the workflows of one run and writes them, with the specs they name, under `dir`. */
export function exportArazzo(run: ArazzoRun, dir: string): ArazzoExport {
  const indexes = new Map<ServiceName, OperationIndex>();
  const index = (service: ServiceName) =>
    indexes.get(service) ?? indexes.set(service, indexOperations(specOperations(service))).get(service)!;
  const flows = [
    ...new Set(
      run.exchanges
        .filter((e) => e.capability !== "auth" && e.capability !== "spec")
        .map((e) => e.flow)
        .filter((f): f is string => f !== undefined),
    ),
  ];
  const workflows: Json[] = [];
  const leftOut: string[] = [];
  const usedServices = new Set<ServiceName>();
  for (const flow of flows) {
    const exchanges = run.exchanges.filter((e) => e.flow === flow && e.role !== "token" && e.status !== null);
    const reason = exportable(run, exchanges, index);
    if (reason !== undefined) {
      leftOut.push(`${flow}: ${reason}`);
      continue;
    }
    const workflowId = slug(flow);
    const sources: Source[] = [];
    const steps: Step[] = [tokenStep()];
    exchanges.forEach((exchange, n) => {
      // Step ids unique in the whole document, not only in their workflow: Respect's lint resolves them document-wide.
      const { step, links } = stepOf(run, exchange, `w${workflows.length}s${n}`, index, sources);
      if (exchange.service !== "state-hook") usedServices.add(exchange.service);
      steps.push(step);
      sources.push({ step, body: jsonOf(exchange.responseBody), links });
    });
    workflows.push({
      workflowId,
      summary: `The ${flow} flow of integration-contracts verify-service`,
      inputs: INPUTS,
      steps,
    });
  }
  mkdirSync(join(dir, "specs"), { recursive: true });
  const sourceDescriptions = [...usedServices, "identity-provider" as const]
    .filter((s, i, all) => all.indexOf(s) === i)
    .map((service) => {
      copyFileSync(join(packageRoot(), "generated", "specs", `${service}.json`), join(dir, "specs", `${service}.json`));
      return {
        name: service.replace(/-/g, "_"),
        type: "openapi",
        url: `specs/${service}.json`,
        "x-serverUrl": run.services[service],
      };
    });
  const document = {
    arazzo: "1.0.1",
    info: { title: "integration-contracts verify-service flows", version: "1.0.0" },
    sourceDescriptions,
    workflows,
  };
  const file = join(dir, "verify-service.arazzo.yaml");
  writeFileSync(file, stringify(redacted(document, run.redactor), { lineWidth: 0, aliasDuplicateObjects: false }));
  return { files: [file], workflows: workflows.map((w) => w.workflowId as string), leftOut };
}

const INPUTS = {
  type: "object",
  required: ["clientId", "clientSecret", "tenantId", "runPrefix"],
  properties: {
    clientId: { type: "string" },
    clientSecret: { type: "string", format: "password" },
    tenantId: { type: "string" },
    runPrefix: { type: "string", description: "prefix of every name the workflow creates; give each replay its own" },
  },
};

function tokenStep(): Step {
  return {
    stepId: "token",
    operationId: "$sourceDescriptions.identity_provider.requestToken",
    "x-security": [
      {
        scheme: { type: "http", scheme: "basic" },
        values: { username: "$inputs.clientId", password: "$inputs.clientSecret" },
      },
    ],
    requestBody: {
      contentType: "application/x-www-form-urlencoded",
      payload: {
        grant_type: "client_credentials",
        tid: "$inputs.tenantId",
        scope: securityScopes["data-integration"][0],
      },
    },
    successCriteria: [{ condition: "$statusCode == 200" }],
    outputs: { accessToken: "$response.body#/access_token" },
  };
}

/** Why a flow's requests cannot be a workflow, or undefined. */
function exportable(
  run: ArazzoRun,
  exchanges: readonly RecordedExchange[],
  index: (s: ServiceName) => OperationIndex,
): string | undefined {
  if (exchanges.length === 0) return "it sent no request";
  for (const exchange of exchanges) {
    // A step names its operation: a request the specs do not have (an address a provider's discovery gave, such as
    // its own /token) has none to name.
    if (exchange.service !== "state-hook" && operationOf(run, exchange, index) === undefined)
      return `its request ${exchange.method} ${exchange.url.pathname} is no operation of the ${exchange.service} spec`;
    if (
      exchange.requestHeaders.get("content-type")?.startsWith("multipart/") === true ||
      exchange.requestBody?.startsWith("multipart/") === true
    )
      return "it uploads multipart content";
    const authorization = exchange.requestHeaders.get("authorization");
    if (authorization === null) continue;
    const own =
      authorization === run.ownAuthorizations.basic ||
      run.ownAuthorizations.bearer.has(authorization.replace(/^Bearer /, ""));
    if (!own)
      return "it calls with credentials other than the kit's own (another tenant, a role, a broken or expired token)";
  }
  return undefined;
}

/** The spec operation a request of a service went to, with its path parameters; undefined when it is none. */
function operationOf(run: ArazzoRun, exchange: RecordedExchange, index: (s: ServiceName) => OperationIndex) {
  const { service } = exchange;
  if (service === "state-hook") return undefined;
  const base = new URL(run.services[service]!).pathname.replace(/(?<!\/)\/+$/, "");
  const matched = index(service).match(exchange.method, exchange.url.pathname.slice(base.length) || "/");
  return matched === undefined || !("operation" in matched) ? undefined : matched;
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

function stepOf(
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
