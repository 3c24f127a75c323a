import { writeFileSync } from "node:fs";
import {
  CAPABILITIES,
  DEFAULT_MAX_ANSWER_BYTES,
  formatScoreTable,
  MAX_ANSWER_BYTES_LIMIT,
  MIN_ANSWER_BYTES,
  formatServiceResult,
  formatServiceSummary,
  toJsonReport,
  toServiceJUnitXml,
  verifyService,
  VerifyServiceInputError,
  type Capability,
} from "../conformance/index.js";
import { readInputFile } from "../input-file.js";
import { integerOption, UsageError, type Command } from "./command.js";

/** Check ids a baseline names: a JSON list of ids, or a `--json` report whose failed checks are the known failures. */
export function readBaseline(file: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(readInputFile(file));
  } catch (error) {
    throw new UsageError(`--baseline ${file}: ${(error as Error).message}`);
  }
  if (Array.isArray(value) && value.every((id) => typeof id === "string")) return value;
  const checks = (value as { checks?: unknown } | null)?.checks;
  if (Array.isArray(checks))
    return checks
      .filter((c: { status?: unknown; id?: unknown }) => c?.status === "fail" && typeof c.id === "string")
      .map((c: { id: string }) => c.id);
  throw new UsageError(`--baseline ${file}: expected a JSON list of check ids or a verify-service --json report`);
}

function capabilitiesOf(values: readonly string[] | undefined): Capability[] | undefined {
  if (values === undefined) return undefined;
  const names = values
    .flatMap((value) => value.split(","))
    .map((name) => name.trim())
    .filter((name) => name !== "");
  const unknown = names.filter((name) => !(CAPABILITIES as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new UsageError(`--only ${unknown.join(", ")} is no capability; accepted: ${CAPABILITIES.join(", ")}`);
  return names as Capability[];
}

function required(values: Record<string, unknown>, name: string): string {
  const value = values[name];
  if (typeof value !== "string" || value === "") throw new UsageError(`--${name} is required`);
  return value;
}

export const verifyServiceCommand: Command = {
  name: "verify-service",
  summary: "score any implementation of the platform's services against the contract's business rules",
  description: `Runs the reference's rules as flows through the package's own clients against a provider of the
platform's services (the platform, a staging deployment, the sandbox) and scores it per capability
(${CAPABILITIES.join(", ")}). Setup goes through the public API; what a
partner cannot create (an order released, a second tenant) is asked of --state-hook, Pact-style
({"state", "params"} POSTed to it; the sandbox's is <any service>/_sandbox/provider-states). A
check whose state or service is not given is skipped, never failed; skips lower the reachable
maximum printed beside the score. Every object the run creates carries its run prefix; nothing it
did not create is changed. The provider is untrusted: the kit sends only to the origins it was
given, follows no redirect to another origin, reads at most --max-answer-bytes of an answer and
shows no secret of the run in its reports. The client secret may also come from
VERIFY_SERVICE_CLIENT_SECRET.
Exit 0 when the score meets --min-score, 1 below it, 2 for bad input (named, before any check).`,
  positionals: [],
  options: {
    issuer: { type: "string", valueName: "URL", description: "the identity provider's issuer ({idp_url}; required)" },
    "client-id": {
      type: "string",
      valueName: "ID",
      description: "the kit's service account (required; give it the TenantAdmin role)",
    },
    "client-secret": {
      type: "string",
      valueName: "SECRET",
      description: "its secret (required, or VERIFY_SERVICE_CLIENT_SECRET)",
    },
    tenant: { type: "string", valueName: "TID", description: "the tenant the kit works in (required)" },
    "data-integration": { type: "string", valueName: "URL", description: "{base_url}, the data integration service" },
    "order-integration": {
      type: "string",
      valueName: "URL",
      description: "{order_url}, the order integration service",
    },
    "file-content": { type: "string", valueName: "URL", description: "{content_url}, the file content service" },
    "connector-catalogue": {
      type: "string",
      valueName: "URL",
      description: "{connector_url}, the connector catalogue",
    },
    "state-hook": { type: "string", valueName: "URL", description: "Pact-style provider states URL" },
    "amqp-url": { type: "string", valueName: "URL", description: "the message broker native sources' events go to" },
    "receiver-host": {
      type: "string",
      valueName: "HOST",
      description: "interface of the kit's webhook receiver (default 127.0.0.1)",
    },
    "receiver-port": {
      type: "string",
      valueName: "PORT",
      description: "port of the kit's webhook receiver (default: a free one)",
    },
    "public-receiver-url": {
      type: "string",
      valueName: "URL",
      description: "the receiver's address as the provider reaches it (a tunnel)",
    },
    only: {
      type: "string",
      valueName: "CAPABILITY,...",
      multiple: true,
      description: `only these capabilities (${CAPABILITIES.join(", ")})`,
    },
    "min-score": {
      type: "string",
      valueName: "N",
      description: "lowest overall score in percent that passes (default 100)",
    },
    baseline: {
      type: "string",
      valueName: "FILE",
      description: "known failures: a JSON list of check ids, or an earlier --json report",
    },
    json: { type: "string", valueName: "FILE", description: "also write the report as JSON" },
    junit: { type: "string", valueName: "FILE", description: "also write the report as JUnit XML" },
    "export-arazzo": {
      type: "string",
      valueName: "DIR",
      description: "also write the run's HTTP flows as Arazzo 1.0 workflows (for redocly respect)",
    },
    timeout: { type: "string", valueName: "MS", description: "milliseconds one request may take (default 10000)" },
    "event-timeout": {
      type: "string",
      valueName: "MS",
      description: "milliseconds to wait for an event the kit caused (default 20000)",
    },
    "max-answer-bytes": {
      type: "string",
      valueName: "BYTES",
      description: `the most of one answer the kit reads; the rest is cut (default ${DEFAULT_MAX_ANSWER_BYTES}, 8 MiB)`,
    },
    "allow-origin": {
      type: "string",
      valueName: "ORIGIN",
      multiple: true,
      description:
        "another origin the kit may send to: the only ones discovery's endpoints may name besides the issuer's",
    },
    "run-prefix": {
      type: "string",
      valueName: "PREFIX",
      description: "prefix of every name the run creates (default vs-<6 hex digits>)",
    },
  },
  async run({ values }) {
    const clientSecret = (values["client-secret"] as string | undefined) ?? process.env.VERIFY_SERVICE_CLIENT_SECRET;
    if (clientSecret === undefined || clientSecret === "")
      throw new UsageError("--client-secret (or VERIFY_SERVICE_CLIENT_SECRET) is required");
    const number = (name: string, min: number, max: number) =>
      values[name] === undefined ? undefined : integerOption(name, values[name] as string, min, max);
    const baselineFile = values.baseline as string | undefined;
    let report;
    try {
      report = await verifyService({
        issuer: required(values, "issuer"),
        clientId: required(values, "client-id"),
        clientSecret,
        tenantId: required(values, "tenant"),
        dataIntegrationUrl: values["data-integration"] as string | undefined,
        orderIntegrationUrl: values["order-integration"] as string | undefined,
        fileContentUrl: values["file-content"] as string | undefined,
        connectorCatalogueUrl: values["connector-catalogue"] as string | undefined,
        stateHookUrl: values["state-hook"] as string | undefined,
        amqpUrl: values["amqp-url"] as string | undefined,
        receiverHost: values["receiver-host"] as string | undefined,
        receiverPort: number("receiver-port", 0, 65535),
        publicReceiverUrl: values["public-receiver-url"] as string | undefined,
        only: capabilitiesOf(values.only as string[] | undefined),
        minScore: number("min-score", 0, 100),
        baseline: baselineFile === undefined ? undefined : readBaseline(baselineFile),
        timeoutMs: number("timeout", 1, 600_000),
        eventTimeoutMs: number("event-timeout", 1, 600_000),
        maxAnswerBytes: number("max-answer-bytes", MIN_ANSWER_BYTES, MAX_ANSWER_BYTES_LIMIT),
        allowOrigins: values["allow-origin"] as string[] | undefined,
        runPrefix: values["run-prefix"] as string | undefined,
        exportArazzo: values["export-arazzo"] as string | undefined,
        onResult: (result) => {
          if (result.status !== "pass") console.log(formatServiceResult(result));
        },
      });
    } catch (error) {
      if (error instanceof VerifyServiceInputError) throw new UsageError(error.message);
      throw error;
    }
    console.log("");
    console.log(formatScoreTable(report));
    console.log(formatServiceSummary(report));
    const write = (option: string, file: string | undefined, text: () => string) => {
      if (file === undefined) return;
      try {
        writeFileSync(file, text());
      } catch (error) {
        throw new UsageError(`--${option} ${file}: ${(error as Error).message}`);
      }
    };
    write("json", values.json as string | undefined, () => toJsonReport(report));
    write("junit", values.junit as string | undefined, () => toServiceJUnitXml(report));
    if (report.arazzo !== undefined) {
      console.log(`Arazzo: ${report.arazzo.files.join(", ")}: ${report.arazzo.workflows.length} workflows`);
      for (const flow of report.arazzo.leftOut) console.log(`  left out: ${flow}`);
    }
    return report.passed ? 0 : 1;
  },
};
