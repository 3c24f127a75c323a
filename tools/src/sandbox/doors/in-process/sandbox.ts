// What createSandbox gives: the sandbox in process, its doors and its state as data.
import type { JournalEntry, AnswerViolation } from "../../journal/journal.js";
import type { components } from "../../../../../generated/types/sandbox-control.js";
import type { MessageGatewayIdentity } from "../../assembly/message-gateway.js";
import type { SandboxRuntime } from "../../control/sandbox-runtime.js";
import type { TriggerRequest, TriggerResult } from "../../triggers/index.js";
import type { InProcessBroker } from "./broker.js";
import type { SandboxSnapshot } from "./snapshot.js";

/** The sandbox clock as a test moves it. */
export interface SandboxClockControl {
  /** Sandbox time in epoch milliseconds. */
  now(): number;
  /**
   * Moves sandbox time forward by `ms` milliseconds and runs every timer then due (redelivery, expiry, queue items);
   * `await sandbox.flush()` then waits for what they started.
   */
  advance(ms: number): void;
}

export interface InProcessSandbox {
  /**
   * The global fetch's signature, served in process: routes by origin ({@link InProcessSandbox.baseUrl}) and opens no
   * socket. An origin it does not serve is rejected, naming the ones it does.
   */
  readonly fetch: (input: string | URL | Request, init?: RequestInit) => Promise<Response>;
  /** The origin that `fetch` serves for `service` (`https://data-integration.sandbox.invalid`): a client's base URL. */
  baseUrl(service: string): string;
  /** Every origin `fetch` serves, one per service. */
  readonly origins: readonly string[];
  /** The identity provider's issuer, for `createTokenProvider({ issuer, fetch: sandbox.fetch })`. */
  readonly issuer: string;
  /**
   * Issuer, JWKS, client_id, audience and redelivery schedule of the gateway's webhook deliveries, for
   * `createWebhookHandler`.
   */
  readonly messageGateway: MessageGatewayIdentity;
  /**
   * Causes a platform event from the tenant's real state, as `POST /_sandbox/triggers` through `sandbox.fetch`; a
   * refusal rejects with SandboxTriggerError naming why.
   */
  trigger(request: TriggerRequest): Promise<TriggerResult>;
  /** Runs every webhook delivery and broker message that is due (and what they cause in turn), then resolves. */
  flush(): Promise<void>;
  readonly clock: SandboxClockControl;
  /** The whole state now, as a value that {@link InProcessSandbox.restore} takes back. */
  snapshot(): SandboxSnapshot;
  /**
   * Replaces the state with a snapshot's; one of another version or shape is refused naming the path of its first
   * mismatch, and nothing changes. The broker's queues and the journal start empty.
   */
  restore(snapshot: SandboxSnapshot): Promise<void>;
  /** Drops all state and applies the seed again. */
  reset(): Promise<void>;
  /** Every webhook delivery, oldest first, as `GET /_sandbox/deliveries` shows it. */
  readonly deliveries: readonly components["schemas"]["SandboxDelivery"][];
  /** Every request served, oldest first, as `GET /_sandbox/journal` shows it (its newest 10,000). */
  readonly requests: readonly JournalEntry[];
  /** Answers that broke the spec or failed: a test fails when this is not empty. */
  readonly violations: readonly AnswerViolation[];
  /** The messages `--amqp-url` would publish, and a channel to consume them with `createBrokerConsumer`. */
  readonly broker: InProcessBroker;
  /** The sandbox's state, time, journal and faults, as startSandbox's `control`. */
  readonly control: SandboxRuntime;
  /** Cancels every timer and delivery; every later call is refused naming that the sandbox was closed. */
  close(): Promise<void>;
}
