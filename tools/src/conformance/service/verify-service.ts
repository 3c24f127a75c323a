// verifyService: the provider side's conformance kit. It checks any implementation of the
// platform's services (the platform itself, a staging deployment, the sandbox) against the
// reference's rules, run as flows through the package's own typed clients.
import { randomBytes } from "node:crypto";
import {
  CAPABILITIES,
  FlowSkipped,
  type Capability,
  type ServiceCheckResult,
  type ServiceRule,
  type Verdicts,
} from "./service-check.js";
import { exportArazzo } from "./arazzo.js";
import { checksOf, type Flow } from "./flow.js";
import { basicAuthorization } from "./flows/token-requests.js";
import { FLOWS } from "./all-flows.js";
import {
  addressOption,
  readDiscovery,
  requireAnswer,
  requireBroker,
  requireCredentials,
  VerifyServiceInputError,
} from "./preflight.js";
import {
  DEFAULT_MAX_ANSWER_BYTES,
  MAX_ANSWER_BYTES_LIMIT,
  MIN_ANSWER_BYTES,
  sendBounded,
  type OwnSend,
  type ProviderLimits,
} from "./provider-fetch.js";
import { createRecorder, ProviderTimeoutError, type ServiceName } from "./recorder.js";
import { createRedactor, type Redactor } from "./redactor.js";
import { startWebhookReceiver, type WebhookReceiver } from "./receiver.js";
import type { ServiceVerificationReport } from "./service-report.js";
import { capabilityScores, meetsMinScore, scoreOf } from "./score.js";
import { createSession, type Discovery } from "./session.js";
import { NO_STATE_HOOK, openStateHook, StateHookUnusable } from "./state-hook.js";

/** Options of {@link verifyService}; the command line's flags in camelCase. */
export interface VerifyServiceOptions {
  /** The identity provider's issuer (`{idp_url}`): discovery, tokens and keys are read from it. */
  readonly issuer: string;
  /** The kit's service account; it needs the TenantAdmin role for the catalogue checks. */
  readonly clientId: string;
  readonly clientSecret: string;
  /** The tenant the kit works in (the client must be registered in it). */
  readonly tenantId: string;
  /** `{base_url}`; without it the data integration checks are skipped. */
  readonly dataIntegrationUrl?: string | undefined;
  /** `{order_url}`; without it the order checks are skipped. */
  readonly orderIntegrationUrl?: string | undefined;
  /** `{content_url}`; without it the file checks are skipped. */
  readonly fileContentUrl?: string | undefined;
  /** `{connector_url}`; without it the catalogue checks are skipped. */
  readonly connectorCatalogueUrl?: string | undefined;
  /**
   * Pact-style provider states URL (the sandbox's is `<any service>/_sandbox/provider-states`); without it checks that
   * need a state are skipped.
   */
  readonly stateHookUrl?: string | undefined;
  /**
   * An AMQP 0-9-1 broker the provider publishes native sources' events to; without it the broker checks are skipped.
   */
  readonly amqpUrl?: string | undefined;
  /** Interface of the kit's webhook receiver. Default 127.0.0.1. */
  readonly receiverHost?: string | undefined;
  /** Port of the kit's webhook receiver. Default 0: a free one. */
  readonly receiverPort?: number | undefined;
  /** The receiver's address as the provider reaches it (a tunnel); default `http://<receiver host>:<port>`. */
  readonly publicReceiverUrl?: string | undefined;
  /** Only these capabilities. Default every one. */
  readonly only?: readonly Capability[] | undefined;
  /** Lowest overall score, in percent, that passes. Default 100. */
  readonly minScore?: number | undefined;
  /** Ids of checks known to fail: their failures count neither way. */
  readonly baseline?: readonly string[] | undefined;
  /** Milliseconds one request may take. Default 10000. */
  readonly timeoutMs?: number | undefined;
  /** Milliseconds the kit waits for an event it caused (redelivery included). Default 20000. */
  readonly eventTimeoutMs?: number | undefined;
  /** Prefix of every name the run gives what it creates. Default `vs-` and six random hex digits. */
  readonly runPrefix?: string | undefined;
  /**
   * Also write the run's HTTP flows as Arazzo 1.0 workflows into this folder (`verify-service.arazzo.yaml` and the
   * specs it names).
   */
  readonly exportArazzo?: string | undefined;
  /** Told about each check as it ends. */
  readonly onResult?: ((result: ServiceCheckResult) => void) | undefined;
  /**
   * The most bytes of one answer the kit reads (`--max-answer-bytes`); the rest is cancelled unread and the report
   * says the answer was cut. Default 8 MiB.
   */
  readonly maxAnswerBytes?: number | undefined;
  /**
   * Origins the kit may send to besides the issuer's, the services' and the state hook's (`--allow-origin`): the only
   * ones a discovery document's token_endpoint and jwks_uri may name besides the issuer's.
   */
  readonly allowOrigins?: readonly string[] | undefined;
  /**
   * The fetch every request of the kit goes through: a sandbox in process's `sandbox.fetch` scores it without ports.
   * Default the global fetch.
   */
  readonly fetch?: typeof fetch | undefined;
}

const SERVICE_OPTIONS: readonly (readonly [ServiceName, keyof VerifyServiceOptions, string])[] = [
  ["data-integration", "dataIntegrationUrl", "--data-integration"],
  ["order-integration", "orderIntegrationUrl", "--order-integration"],
  ["file-content", "fileContentUrl", "--file-content"],
  ["connector-catalogue", "connectorCatalogueUrl", "--connector-catalogue"],
];

const ALL_SERVICES: readonly ServiceName[] = ["identity-provider", ...SERVICE_OPTIONS.map(([service]) => service)];

/** Every check id of the kit, in the order they run (with every service given). */
export function serviceCheckIds(): string[] {
  return FLOWS.flatMap((flow) => checksOf(flow, ALL_SERVICES).map((rule) => rule.id));
}

/** `http://host:port` from `--allow-origin`: an origin alone, no path, query or credentials. */
function originOption(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (
    url === undefined ||
    (url.protocol !== "http:" && url.protocol !== "https:") ||
    url.username !== "" ||
    url.password !== "" ||
    url.search !== "" ||
    url.hash !== "" ||
    url.pathname !== "/"
  )
    throw new VerifyServiceInputError(
      "--allow-origin",
      `${JSON.stringify(value)} is no origin: give the scheme, host and port only, such as https://idp.example:8443`,
    );
  return url.origin;
}

function requireText(option: string, value: unknown): string {
  if (typeof value !== "string" || value.trim() === "")
    throw new VerifyServiceInputError(option, "must be a non-empty string");
  return value;
}

function checkNumbers(options: VerifyServiceOptions): void {
  const within = (option: string, value: number | undefined, min: number, max: number) => {
    if (value !== undefined && (!Number.isFinite(value) || value < min || value > max))
      throw new VerifyServiceInputError(option, `must be a number from ${min} to ${max} (found ${value})`);
  };
  within("--min-score", options.minScore, 0, 100);
  within("--timeout", options.timeoutMs, 1, 600_000);
  within("--event-timeout", options.eventTimeoutMs, 1, 600_000);
  within("--receiver-port", options.receiverPort, 0, 65535);
  within("--max-answer-bytes", options.maxAnswerBytes, MIN_ANSWER_BYTES, MAX_ANSWER_BYTES_LIMIT);
  if (options.maxAnswerBytes !== undefined && !Number.isInteger(options.maxAnswerBytes))
    throw new VerifyServiceInputError("--max-answer-bytes", `must be a whole number (found ${options.maxAnswerBytes})`);
  const unknown = (options.only ?? []).filter((capability) => !CAPABILITIES.includes(capability));
  if (unknown.length > 0)
    throw new VerifyServiceInputError(
      "--only",
      `${unknown.join(", ")} is no capability; capabilities: ${CAPABILITIES.join(", ")}`,
    );
  const ids = new Set(serviceCheckIds());
  const strangers = (options.baseline ?? []).filter((id) => !ids.has(id));
  if (strangers.length > 0)
    throw new VerifyServiceInputError("--baseline", `names checks the kit does not have: ${strangers.join(", ")}`);
  if (options.runPrefix !== undefined && !/^[A-Za-z0-9][A-Za-z0-9-]{0,23}$/.test(options.runPrefix))
    throw new VerifyServiceInputError(
      "--run-prefix",
      "must be 1 to 24 letters, digits and dashes, starting with a letter or digit",
    );
}

/**
 * Verifies a provider of the platform's services: bad input ends the run before any check (an
 * {@link VerifyServiceInputError} naming the option), then every flow of the capabilities chosen
 * runs and the report scores them.
 */
export async function verifyService(options: VerifyServiceOptions): Promise<ServiceVerificationReport> {
  const started = Date.now();
  checkNumbers(options);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const issuer = addressOption("--issuer", requireText("--issuer", options.issuer));
  const clientId = requireText("--client-id", options.clientId);
  const clientSecret = requireText("--client-secret", options.clientSecret);
  const tenantId = requireText("--tenant", options.tenantId);
  const services: Partial<Record<ServiceName, string>> = { "identity-provider": issuer };
  for (const [service, key, option] of SERVICE_OPTIONS) {
    const value = options[key] as string | undefined;
    if (value !== undefined) services[service] = addressOption(option, value);
  }
  const stateHookUrl =
    options.stateHookUrl === undefined ? undefined : addressOption("--state-hook", options.stateHookUrl);
  const publicReceiverUrl =
    options.publicReceiverUrl === undefined
      ? undefined
      : addressOption("--public-receiver-url", options.publicReceiverUrl);
  const amqpUrl = options.amqpUrl;
  if (amqpUrl !== undefined && !/^amqps?:\/\//.test(amqpUrl))
    throw new VerifyServiceInputError("--amqp-url", "must be an amqp:// or amqps:// URL");

  if (options.fetch !== undefined && typeof options.fetch !== "function")
    throw new VerifyServiceInputError("fetch", `must be a function (found ${typeof options.fetch})`);
  const fetcher = options.fetch ?? fetch;
  const extraOrigins = (options.allowOrigins ?? []).map(originOption);
  const endpointOrigins = new Set([new URL(issuer).origin, ...extraOrigins]);
  const limits: ProviderLimits = {
    timeoutMs,
    maxAnswerBytes: options.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES,
    origins: new Set([
      ...endpointOrigins,
      ...Object.values(services).map((url) => new URL(url).origin),
      ...(stateHookUrl === undefined ? [] : [new URL(stateHookUrl).origin]),
    ]),
  };
  const ownBasic = basicAuthorization(clientId, clientSecret);
  const redactor = createRedactor([clientSecret, ownBasic, ownBasic.replace(/^Basic /, "")]);
  const own: OwnSend = (url, init, cap) => sendBounded(fetcher, new URL(url), init, limits, cap);
  const runPrefix = options.runPrefix ?? `vs-${randomBytes(3).toString("hex")}`;
  const recorder = createRecorder(limits, fetcher, (secret) => redactor.add(secret), endpointOrigins);
  let discovery: Discovery;
  let stateHook = NO_STATE_HOOK;
  try {
    discovery = await readDiscovery(issuer, timeoutMs, own, endpointOrigins);
    for (const [service, , option] of SERVICE_OPTIONS)
      if (services[service] !== undefined) await requireAnswer(option, services[service], timeoutMs, own);
    await requireCredentials(discovery, { clientId, clientSecret, tenantId }, timeoutMs, own);
    if (stateHookUrl !== undefined) {
      stateHook = await openStateHook(stateHookUrl, timeoutMs, { tenantId, runPrefix }, recorder.sendFor("state-hook"));
    }
  } catch (error) {
    // The provider's answers are quoted in the message, and it may echo the credentials it was sent.
    if (error instanceof VerifyServiceInputError) error.message = redactor.redact(error.message);
    if (error instanceof StateHookUnusable)
      throw new VerifyServiceInputError("--state-hook", redactor.redact(error.message.replace(/^--state-hook /, "")));
    throw error;
  }
  const chosen =
    options.only === undefined || options.only.length === 0
      ? CAPABILITIES
      : CAPABILITIES.filter((c) => options.only!.includes(c));
  const flows = FLOWS.filter((flow) => chosen.includes(flow.capability));
  if (amqpUrl !== undefined && flows.some((flow) => flow.needs === "broker")) await requireBroker(amqpUrl, timeoutMs);
  let receiver: WebhookReceiver | undefined;
  if (flows.some((flow) => flow.needs === "receiver")) {
    try {
      receiver = await startWebhookReceiver({
        host: options.receiverHost,
        port: options.receiverPort,
        publicUrl: publicReceiverUrl,
        basePath: `/verify-service/${runPrefix}`,
      });
    } catch (error) {
      throw new VerifyServiceInputError(
        "--receiver-port",
        `cannot listen on ${options.receiverHost ?? "127.0.0.1"}` +
          `:${options.receiverPort ?? 0}: ${(error as Error).message}`,
      );
    }
  }
  const session = createSession({
    runPrefix,
    tenantId,
    clientId,
    clientSecret,
    discovery,
    issuer,
    services,
    recorder,
    stateHook,
    eventTimeoutMs: options.eventTimeoutMs ?? 20_000,
    receiver,
    amqpUrl,
  });
  const given = Object.keys(services) as ServiceName[];
  const known = new Set(options.baseline ?? []);
  const results: ServiceCheckResult[] = [];
  const record = (result: ServiceCheckResult) => {
    const shown = redacted(result, redactor);
    results.push(shown);
    options.onResult?.(shown);
  };
  try {
    for (const flow of flows) await runFlow(flow, session, given, { amqpUrl, receiver }, known, record);
  } finally {
    await receiver?.close();
  }
  const overall = scoreOf(results);
  const minScore = options.minScore ?? 100;
  const arazzo =
    options.exportArazzo === undefined
      ? undefined
      : exportArazzo(
          {
            exchanges: recorder.exchanges,
            services,
            runPrefix,
            tenantId,
            ownAuthorizations: { bearer: session.kitTokens, basic: basicAuthorization(clientId, clientSecret) },
            redactor,
          },
          options.exportArazzo,
        );
  return {
    target: { issuer, services: Object.fromEntries(Object.entries(services)), tenantId, clientId },
    runPrefix,
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    capabilities: chosen,
    minScore,
    overall,
    scores: capabilityScores(results),
    passed: meetsMinScore(overall, minScore),
    fixed: results.filter((r) => r.status === "pass" && known.has(r.name)).map((r) => r.name),
    results,
    ...(arazzo === undefined ? {} : { arazzo }),
  };
}

/** A result as the report may show it: what the provider answered may echo a secret of the run. */
function redacted(result: ServiceCheckResult, redactor: Redactor): ServiceCheckResult {
  return {
    ...result,
    sent: redactor.redact(result.sent),
    received: redactor.redact(result.received),
    ...(result.why === undefined ? {} : { why: redactor.redact(result.why) }),
  };
}

function missingReason(
  flow: Flow,
  given: readonly ServiceName[],
  extras: { amqpUrl: string | undefined; receiver: WebhookReceiver | undefined },
): string | undefined {
  const option = (service: ServiceName) => SERVICE_OPTIONS.find(([s]) => s === service)?.[2] ?? service;
  const missing = flow.services.filter((service) => !given.includes(service));
  if (missing.length > 0) return `no ${missing.map(option).join(" or ")} given`;
  if (flow.needs === "broker" && extras.amqpUrl === undefined)
    return "no --amqp-url given: the broker's messages cannot be read";
  if (flow.needs === "receiver" && extras.receiver === undefined) return "the kit's webhook receiver is not running";
  return undefined;
}

async function runFlow(
  flow: Flow,
  session: ReturnType<typeof createSession>,
  given: readonly ServiceName[],
  extras: { amqpUrl: string | undefined; receiver: WebhookReceiver | undefined },
  known: ReadonlySet<string>,
  record: (result: ServiceCheckResult) => void,
): Promise<void> {
  const checks = checksOf(flow, given);
  const reported = new Set<string>();
  const base = (rule: ServiceRule) => ({
    name: rule.id,
    family: rule.capability,
    rule: rule.rule,
    expected: rule.expected,
  });
  const verdicts: Verdicts = {
    report(rule, evidence, why) {
      if (reported.has(rule.id)) return;
      reported.add(rule.id);
      const failed = why !== undefined;
      record({
        ...base(rule),
        status: failed ? "fail" : "pass",
        sent: evidence.request,
        received: evidence.answer,
        ...(failed ? { why, ...(known.has(rule.id) ? { known: true } : {}) } : {}),
      });
    },
    skip(rule, reason) {
      if (reported.has(rule.id)) return;
      reported.add(rule.id);
      record({ ...base(rule), status: "skip", sent: "nothing", received: reason });
    },
  };
  const unreported = () => checks.filter((rule) => !reported.has(rule.id));
  const skipped = missingReason(flow, given, extras);
  if (skipped !== undefined) {
    for (const rule of checks) verdicts.skip(rule, skipped);
    return;
  }
  session.recorder.flow = { name: flow.name, capability: flow.capability };
  try {
    await flow.run(session, verdicts);
  } catch (error) {
    if (error instanceof FlowSkipped) {
      for (const rule of unreported()) verdicts.skip(rule, error.message);
      return;
    }
    // A request the clients gave up on wraps the timeout, which already names the request.
    const cause = (error as Error).cause;
    const why =
      `the ${flow.name} flow stopped before this ` +
      `check: ${cause instanceof ProviderTimeoutError ? cause.message : (error as Error).message}`;
    for (const rule of unreported()) verdicts.report(rule, { request: "see why", answer: "none" }, why);
    return;
  } finally {
    session.recorder.flow = undefined;
  }
  for (const rule of unreported())
    verdicts.report(
      rule,
      { request: "nothing", answer: "none" },
      `the ${flow.name} flow ended without checking this (a bug of the kit)`,
    );
}
