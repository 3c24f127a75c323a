// Everything one sandbox holds, shared by the ports of all its services.
import type { SandboxClock } from "./clock.js";
import type { Faults } from "./faults.js";
import type { EventGateway } from "./gateway/index.js";
import type { AnyHandler } from "./handlers.js";
import type { SandboxIdentity } from "./identity/index.js";
import type { AnswerViolation, Journal } from "./journal.js";
import type { components } from "../../generated/types/sandbox-control.js";
import type { SandboxSeed } from "./seed.js";
import type { TenantStates } from "./tenant-state.js";
import type { SpecValidator } from "./validation.js";

export interface SandboxRuntime {
  readonly clock: SandboxClock;
  readonly identity: SandboxIdentity;
  /** The message gateway every service publishes its events through. */
  readonly gateway: EventGateway;
  readonly handlers: ReadonlyMap<string, AnyHandler>;
  readonly validator: SpecValidator;
  readonly tenants: TenantStates;
  readonly faults: Faults;
  readonly journal: Journal;
  /** Answers that broke the spec since the start (or the last reset): each one is a sandbox bug. */
  readonly violations: AnswerViolation[];
  reportViolation(violation: AnswerViolation): void;
  /** Whether `operationId` names an operation of any spec the sandbox serves. */
  knowsOperation(operationId: string): boolean;
  /** Adds a tenant to the identity provider; `false` when one with its id exists. */
  addTenant(tenant: components["schemas"]["SandboxTenant"]): boolean;
  /** Adds a service account to the identity provider; `false` when one with its client id exists; throws SandboxIdentityError naming a bad field (an unknown tenant). */
  addServiceAccount(account: components["schemas"]["SandboxServiceAccount"]): boolean;
  /** Drops all state and applies the seed again. */
  reset(): Promise<void>;
  /** Applies a seed on top of the current state. */
  applySeed(seed: SandboxSeed): Promise<void>;
}
