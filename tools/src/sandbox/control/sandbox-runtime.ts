// Everything one sandbox holds, shared by the ports of all its services and reached by the control API:
// its state, its parts and how reset and the seed act on them. Reset, seed and resume loop over the parts
// (kernel/part.ts) and name none; the clock, the identity provider and the gateway are named here for the
// control API and `RunningSandbox.control`, while the parts themselves reach each other by instance.
import type { BoundedRecords } from "../kernel/bounded-records.js";
import { clockPart } from "../clock/clock-part.js";
import { checkImportKeys } from "./import-keys.js";
import { checkImportLimits } from "./import-limits.js";
import { importTenantState } from "./tenant-state.js";
import { FAULTS, type Faults } from "../faults/faults.js";
import { gatewayPart } from "../gateway/part.js";
import type { RegisteredHandler } from "./sandbox-handlers.js";
import { identityPart } from "../identity/module.js";
import { JOURNAL, type AnswerViolation, type Journal } from "../journal/journal.js";
import type { RequestLimits } from "../kernel/request-limits.js";
import type { OpenParts } from "../kernel/part.js";
import type { Persistence } from "../persistence/persistence.js";
import { SeedFileError, type SandboxSeed } from "../kernel/seed.js";
import type { PartContext } from "../kernel/part.js";
import type { SandboxClock } from "../kernel/clock.js";
import type { EventGateway } from "../gateway/index.js";
import type { SandboxIdentity } from "../identity/index.js";
import { fileContentPart } from "../file-content/index.js";
import type { ControlAccess } from "./access.js";
import type { SandboxState } from "../kernel/state.js";
import type { SpecValidator } from "../validation/index.js";
import { reportViolation, VIOLATIONS } from "../journal/violations.js";

export { VIOLATIONS_PER_TENANT } from "../journal/violations.js";

export interface SandboxRuntime extends PartContext {
  readonly clock: SandboxClock;
  readonly gateway: EventGateway;
  readonly identity: SandboxIdentity;
  /** Handlers by operationId; an operation without one answers from its spec's examples. */
  readonly handlers: Map<string, RegisteredHandler>;
  readonly validator: SpecValidator;
  readonly faults: Faults;
  /** Where the state is kept: in memory, or in the `--state-dir` folder. */
  readonly persistence: Persistence;
  readonly journal: Journal;
  /** Everything the sandbox holds, by scope and declared store. */
  readonly state: SandboxState;
  /** Its parts, open, in the order of SANDBOX_PARTS. */
  readonly parts: OpenParts;
  /**
   * Answers that broke the spec or failed since the start, the newest {@link VIOLATIONS_PER_TENANT} per tenant: each
   * one is a sandbox bug.
   */
  readonly violations: readonly AnswerViolation[];
  /** How many violations were dropped to keep {@link VIOLATIONS_PER_TENANT} per tenant. */
  readonly violationsEvicted: number;
  reportViolation(violation: AnswerViolation): void;
  /** Receives a line for every answer that breaks the spec and every failure. */
  readonly log: (line: string) => void;
  /** Body limits per route and the JSON depth limit. */
  readonly limits: RequestLimits;
  /** Who may call the control API. */
  readonly controlAccess: ControlAccess;
  /** Whether `operationId` names an operation of any spec the sandbox serves. */
  knowsOperation(operationId: string): boolean;
  /** Drops all state and applies the seed again. */
  reset(): Promise<void>;
  /** Applies a seed on top of the current state. */
  applySeed(seed: SandboxSeed): Promise<void>;
}

export interface SandboxRuntimeParts {
  readonly state: SandboxState;
  readonly parts: OpenParts;
  readonly persistence: Persistence;
  readonly validator: SpecValidator;
  /** operationIds of every spec served. */
  readonly knownOperations: ReadonlySet<string>;
  /** The seed applied at the start and on every reset. */
  readonly seed: SandboxSeed;
  readonly log: (line: string) => void;
  readonly limits: RequestLimits;
  readonly controlAccess: ControlAccess;
}

/** The sandbox over its open parts, with no handlers yet. */
export function createSandboxRuntime(made: SandboxRuntimeParts): SandboxRuntime {
  const { state, parts, knownOperations, seed } = made;
  const identity = parts.instance(identityPart);
  const violations = (): BoundedRecords<AnswerViolation> => state.sandbox.get(VIOLATIONS);
  const runtime: SandboxRuntime = {
    clock: parts.instance(clockPart),
    identity,
    gateway: parts.instance(gatewayPart).gateway,
    tenants: state.tenants,
    sandbox: state.sandbox,
    state,
    parts,
    instance: parts.instance,
    handlers: new Map(),
    seed,
    validator: made.validator,
    persistence: made.persistence,
    log: made.log,
    limits: made.limits,
    controlAccess: made.controlAccess,
    get faults() {
      return state.sandbox.get(FAULTS);
    },
    get journal() {
      return state.sandbox.get(JOURNAL);
    },
    get violations() {
      return violations().all();
    },
    get violationsEvicted() {
      return violations().evicted();
    },
    reportViolation: (violation) => reportViolation(state.sandbox, violation),
    knowsOperation: (operationId) => knownOperations.has(operationId),
    async reset() {
      await parts.reset();
      state.reset();
      await runtime.applySeed(seed);
      await runtime.persistence.rewrite();
    },
    async applySeed(value) {
      try {
        parts.applySeed(runtime, value);
      } catch (error) {
        throw error instanceof SeedFileError ? error : new SeedFileError((error as Error).message);
      }
      (value.tenantStates ?? []).forEach((tenantState, i) => {
        try {
          checkImportLimits(tenantState, parts.instance(fileContentPart).uploadLimitBytes, `$.tenantStates[${i}]`);
          checkImportKeys(tenantState, `$.tenantStates[${i}]`);
          importTenantState(runtime, parts.parts, tenantState.tenant.id, tenantState, `$.tenantStates[${i}]`);
        } catch (error) {
          throw new SeedFileError((error as Error).message);
        }
      });
    },
  };
  return runtime;
}
