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
import { indexOperations, type Json, type OperationIndex } from "../../sandbox/kernel/route-table.js";
import { jsonOf, operationOf, stepOf, type ArazzoRun, type Source, type Step } from "./arazzo-steps.js";
import { packageRoot } from "../../package-root.js";
import type { RecordedExchange, ServiceName } from "./recorder.js";
import { isSecretMember, REDACTED, type Redactor } from "./redactor.js";
import { specOperations } from "./spec-operations.js";

/** The files written and the flows left out, each with why. */
export interface ArazzoExport {
  readonly files: readonly string[];
  readonly workflows: readonly string[];
  readonly leftOut: readonly string[];
}

const slug = (text: string) =>
  text
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase();

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
