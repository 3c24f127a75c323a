import type { Capability, ServiceRule, Verdicts } from "./service-check.js";
import type { ServiceName } from "./recorder.js";
import type { ServiceSession } from "./session.js";

/**
 * One flow of the reference's rules: calls in order through the typed clients, each step checking
 * the rules it can. A flow that throws fails the checks it had not reported yet, naming the error
 * (a provider that hangs fails by the per-request timeout); one whose provider state is not given
 * skips them.
 */
export interface Flow {
  /** Names the flow in errors. */
  readonly name: string;
  readonly capability: Capability;
  /** The checks it reports, or a function of the services given (checks per operation). */
  readonly checks: readonly ServiceRule[] | ((services: readonly ServiceName[]) => readonly ServiceRule[]);
  /** The services it calls: without the address of any one of them its checks are skipped. */
  readonly services: readonly ServiceName[];
  /** Something else it needs: the kit's webhook receiver or the message broker (`--amqp-url`). */
  readonly needs?: "receiver" | "broker";
  run(session: ServiceSession, verdicts: Verdicts): Promise<void>;
}

/** The checks of a flow when these services are given. */
export function checksOf(flow: Flow, services: readonly ServiceName[]): readonly ServiceRule[] {
  return typeof flow.checks === "function" ? flow.checks(services) : flow.checks;
}
