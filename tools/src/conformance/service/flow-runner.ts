import { checksOf, type Flow } from "./flow.js";
import { ProviderTimeoutError, type ServiceName } from "./recorder.js";
import type { WebhookReceiver } from "./receiver.js";
import type { Redactor } from "./redactor.js";
import { FlowSkipped, type ServiceCheckResult, type ServiceRule, type Verdicts } from "./service-check.js";
import type { ServiceSession } from "./session.js";
import { SERVICE_OPTIONS } from "./verify-options.js";

/** A result as the report may show it: what the provider answered may echo a secret of the run. */
export function redacted(result: ServiceCheckResult, redactor: Redactor): ServiceCheckResult {
  return {
    ...result,
    sent: redactor.redact(result.sent),
    received: redactor.redact(result.received),
    ...(result.why === undefined ? {} : { why: redactor.redact(result.why) }),
  };
}

/** What a flow may need besides its services: the broker's address and the kit's webhook receiver. */
export interface FlowExtras {
  readonly amqpUrl: string | undefined;
  readonly receiver: WebhookReceiver | undefined;
}

function missingReason(flow: Flow, given: readonly ServiceName[], extras: FlowExtras): string | undefined {
  const option = (service: ServiceName) => SERVICE_OPTIONS.find(([s]) => s === service)?.[2] ?? service;
  const missing = flow.services.filter((service) => !given.includes(service));
  if (missing.length > 0) return `no ${missing.map(option).join(" or ")} given`;
  if (flow.needs === "broker" && extras.amqpUrl === undefined)
    return "no --amqp-url given: the broker's messages cannot be read";
  if (flow.needs === "receiver" && extras.receiver === undefined) return "the kit's webhook receiver is not running";
  return undefined;
}

export async function runFlow(
  flow: Flow,
  session: ServiceSession,
  given: readonly ServiceName[],
  extras: FlowExtras,
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
