// verifyService: the provider side's conformance kit. It checks any implementation of the
// platform's services (the platform itself, a staging deployment, the sandbox) against the
// reference's rules, run as flows through the package's own typed clients.
import { randomBytes } from "node:crypto";
import { CAPABILITIES, type ServiceCheckResult } from "./service-check.js";
import { exportArazzo } from "./arazzo.js";
import type { Flow } from "./flow.js";
import { basicAuthorization } from "./flows/token-requests.js";
import { FLOWS } from "./all-flows.js";
import { redacted, runFlow } from "./flow-runner.js";
import {
  readDiscovery,
  requireAnswer,
  requireBroker,
  requireCredentials,
  VerifyServiceInputError,
} from "./preflight.js";
import { sendBounded, type OwnSend } from "./provider-fetch.js";
import { createRecorder, type Recorder, type ServiceName } from "./recorder.js";
import { createRedactor, type Redactor } from "./redactor.js";
import { startWebhookReceiver, type WebhookReceiver } from "./receiver.js";
import type { ServiceVerificationReport } from "./service-report.js";
import { capabilityScores, meetsMinScore, scoreOf } from "./score.js";
import { createSession, type Discovery, type ServiceSession } from "./session.js";
import { NO_STATE_HOOK, openStateHook, StateHookUnusable, type StateHook } from "./state-hook.js";
import {
  checkNumbers,
  readTarget,
  SERVICE_OPTIONS,
  type VerifyServiceOptions,
  type VerifyTarget,
} from "./verify-options.js";

/** What the checks before any flow learned: the identity provider's discovery and the state hook, when one is given. */
interface Preflight {
  readonly discovery: Discovery;
  readonly stateHook: StateHook;
}

/**
 * Reads the discovery, sees every service answer and the credentials work, and opens the state hook: a provider that
 * cannot be checked ends the run here, its answers quoted with the run's secrets redacted.
 */
async function preflight(
  target: VerifyTarget,
  runPrefix: string,
  recorder: Recorder,
  redactor: Redactor,
): Promise<Preflight> {
  const { issuer, services, stateHookUrl, clientId, clientSecret, tenantId, endpointOrigins, fetcher, limits } = target;
  const { timeoutMs } = limits;
  const own: OwnSend = (url, init, cap) => sendBounded(fetcher, new URL(url), init, limits, cap);
  try {
    const discovery = await readDiscovery(issuer, timeoutMs, own, endpointOrigins);
    for (const [service, , option] of SERVICE_OPTIONS)
      if (services[service] !== undefined) await requireAnswer(option, services[service], timeoutMs, own);
    await requireCredentials(discovery, { clientId, clientSecret, tenantId }, timeoutMs, own);
    const stateHook =
      stateHookUrl === undefined
        ? NO_STATE_HOOK
        : await openStateHook(stateHookUrl, timeoutMs, { tenantId, runPrefix }, recorder.sendFor("state-hook"));
    return { discovery, stateHook };
  } catch (error) {
    // The provider's answers are quoted in the message, and it may echo the credentials it was sent.
    if (error instanceof VerifyServiceInputError) error.message = redactor.redact(error.message);
    if (error instanceof StateHookUnusable)
      throw new VerifyServiceInputError("--state-hook", redactor.redact(error.message.replace(/^--state-hook /, "")));
    throw error;
  }
}

/** The kit's webhook receiver, when a flow chosen needs one; a port it cannot listen on is bad input. */
async function startReceiver(
  flows: readonly Flow[],
  options: VerifyServiceOptions,
  target: VerifyTarget,
  runPrefix: string,
): Promise<WebhookReceiver | undefined> {
  if (!flows.some((flow) => flow.needs === "receiver")) return undefined;
  try {
    return await startWebhookReceiver({
      host: options.receiverHost,
      port: options.receiverPort,
      publicUrl: target.publicReceiverUrl,
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

/** Runs every flow, each result redacted before it is kept or told. */
async function runFlows(
  flows: readonly Flow[],
  session: ServiceSession,
  options: VerifyServiceOptions,
  target: VerifyTarget,
  receiver: WebhookReceiver | undefined,
  redactor: Redactor,
): Promise<ServiceCheckResult[]> {
  const given = Object.keys(target.services) as ServiceName[];
  const known = new Set(options.baseline ?? []);
  const results: ServiceCheckResult[] = [];
  const record = (result: ServiceCheckResult) => {
    const shown = redacted(result, redactor);
    results.push(shown);
    options.onResult?.(shown);
  };
  try {
    for (const flow of flows) await runFlow(flow, session, given, { amqpUrl: target.amqpUrl, receiver }, known, record);
  } finally {
    await receiver?.close();
  }
  return results;
}

/**
 * Verifies a provider of the platform's services: bad input ends the run before any check (an
 * {@link VerifyServiceInputError} naming the option), then every flow of the capabilities chosen
 * runs and the report scores them.
 */
export async function verifyService(options: VerifyServiceOptions): Promise<ServiceVerificationReport> {
  const started = Date.now();
  checkNumbers(options);
  const target = readTarget(options);
  const { issuer, clientId, clientSecret, tenantId, services, amqpUrl } = target;
  const ownBasic = basicAuthorization(clientId, clientSecret);
  const redactor = createRedactor([clientSecret, ownBasic, ownBasic.replace(/^Basic /, "")]);
  const runPrefix = options.runPrefix ?? `vs-${randomBytes(3).toString("hex")}`;
  const recorder = createRecorder(
    target.limits,
    target.fetcher,
    (secret) => redactor.add(secret),
    target.endpointOrigins,
  );
  const { discovery, stateHook } = await preflight(target, runPrefix, recorder, redactor);
  const chosen =
    options.only === undefined || options.only.length === 0
      ? CAPABILITIES
      : CAPABILITIES.filter((c) => options.only!.includes(c));
  const flows = FLOWS.filter((flow) => chosen.includes(flow.capability));
  if (amqpUrl !== undefined && flows.some((flow) => flow.needs === "broker"))
    await requireBroker(amqpUrl, target.limits.timeoutMs);
  const receiver = await startReceiver(flows, options, target, runPrefix);
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
  const results = await runFlows(flows, session, options, target, receiver, redactor);
  const overall = scoreOf(results);
  const minScore = options.minScore ?? 100;
  const known = new Set(options.baseline ?? []);
  const arazzo =
    options.exportArazzo === undefined
      ? undefined
      : exportArazzo(
          {
            exchanges: recorder.exchanges,
            services,
            runPrefix,
            tenantId,
            ownAuthorizations: { bearer: session.kitTokens, basic: ownBasic },
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
