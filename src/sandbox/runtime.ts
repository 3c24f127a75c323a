// Everything one sandbox holds, shared by the ports of all its services, and how reset and the
// seed act on it.
import type { components } from "../../generated/types/sandbox-control.js";
import { createBoundedRecords } from "./bounded-records.js";
import type { SandboxClock } from "./clock.js";
import type { ControlAccess } from "./control/access.js";
import { createFaults, type Faults } from "./faults.js";
import type { EventGateway } from "./gateway/index.js";
import type { AnyHandler } from "./handler-map.js";
import { SandboxIdentityError, type SandboxIdentity } from "./identity/index.js";
import { createJournal, type AnswerViolation, type Journal } from "./journal.js";
import { importTenantState } from "./control/tenant-state.js";
import { SERVICE_MODULES } from "./services.js";
import type { RequestLimits } from "./limits.js";
import { SeedFileError, type SandboxSeed } from "./seed.js";
import { IN_MEMORY, type Persistence } from "./persistence/index.js";
import type { ServiceContext } from "./service-module.js";
import { createTenantStates } from "./store.js";
import type { SpecValidator } from "./validation.js";

export interface SandboxRuntime extends ServiceContext {
  /** Handlers by operationId; an operation without one answers from its spec's examples. */
  readonly handlers: Map<string, AnyHandler>;
  readonly validator: SpecValidator;
  readonly faults: Faults;
  /** Where the state is kept: in memory, or in the `--state-dir` folder once it is opened. */
  persistence: Persistence;
  readonly journal: Journal;
  /** Answers that broke the spec or failed since the start, the newest {@link VIOLATIONS_PER_TENANT} per tenant: each one is a sandbox bug. */
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
  /** The message broker channel's status now; null when the sandbox runs without `--amqp-url` (the channel is off). */
  brokerStatus(): components["schemas"]["SandboxBrokerStatus"] | null;
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

export interface SandboxRuntimeParts {
  readonly clock: SandboxClock;
  readonly identity: SandboxIdentity;
  readonly gateway: EventGateway;
  readonly validator: SpecValidator;
  /** operationIds of every spec served. */
  readonly knownOperations: ReadonlySet<string>;
  /** The seed applied at the start and on every reset. */
  readonly seed: SandboxSeed;
  readonly uploadLimitBytes: number;
  readonly log: (line: string) => void;
  readonly limits: RequestLimits;
  readonly controlAccess: ControlAccess;
  /** The message broker channel: its status, and its backlog dropped on reset. Default none: the channel is off. */
  readonly broker?: { status(): components["schemas"]["SandboxBrokerStatus"]; clear(): void };
}

/** Violations kept per tenant (calls without tenant context count as one more tenant); the oldest go first. */
export const VIOLATIONS_PER_TENANT = 1_000;

/** The sandbox's state around its identity provider and gateway, with no handlers yet. */
export function createSandboxRuntime(parts: SandboxRuntimeParts): SandboxRuntime {
  const { clock, identity, gateway, knownOperations, seed, log } = parts;
  const full = new Set<string | null>();
  const violations = createBoundedRecords<AnswerViolation>({
    limitPerTenant: VIOLATIONS_PER_TENANT,
    tenantOf: (violation) => violation.tenantId ?? null,
    onEvict(violation) {
      const tenantId = violation.tenantId ?? null;
      if (full.has(tenantId)) return;
      full.add(tenantId);
      log(`sandbox: ${VIOLATIONS_PER_TENANT} violations of ${tenantId === null ? "calls without tenant context" : `tenant ${tenantId}`} are kept: from now on the oldest are dropped (counted in the overview)`);
    },
  });
  const runtime: SandboxRuntime = {
    clock,
    identity,
    gateway,
    handlers: new Map(),
    seed,
    uploadLimitBytes: parts.uploadLimitBytes,
    validator: parts.validator,
    tenants: createTenantStates(),
    faults: createFaults(),
    persistence: IN_MEMORY,
    journal: createJournal({ log }),
    log,
    limits: parts.limits,
    controlAccess: parts.controlAccess,
    get violations() {
      return violations.all();
    },
    get violationsEvicted() {
      return violations.evicted();
    },
    reportViolation(violation) {
      violations.add(violation);
      try {
        log(`sandbox: the ${violation.status} answer of ${violation.operationId} breaks the spec: ${violation.violations.join("; ")}`);
      } catch {
        // A log that fails (a caller's onLog) must not turn the report into a failure of its own: the violation is kept.
      }
    },
    brokerStatus: () => parts.broker?.status() ?? null,
    knowsOperation: (operationId) => knownOperations.has(operationId),
    addTenant(tenant) {
      if (identity.tenants.get(tenant.id) !== undefined) return false;
      identity.tenants.add(tenant);
      return true;
    },
    addServiceAccount(account) {
      if (identity.serviceAccounts.get(account.clientId) !== undefined) return false;
      identity.serviceAccounts.add(account);
      return true;
    },
    async reset() {
      runtime.tenants.clear();
      runtime.faults.clear();
      runtime.journal.clear();
      clock.clear();
      await gateway.clear();
      parts.broker?.clear();
      identity.clear();
      await runtime.applySeed(seed);
      await runtime.persistence.reset();
    },
    async applySeed(value) {
      const at = (path: string, add: () => void) => {
        try {
          add();
        } catch (error) {
          throw error instanceof SandboxIdentityError ? new SeedFileError(`${path}.${error.field}: ${error.message.slice(error.field.length + 2)}`) : error;
        }
      };
      (value.tenants ?? []).forEach((tenant, i) => at(`$.tenants[${i}]`, () => identity.tenants.add(tenant)));
      (value.serviceAccounts ?? []).forEach((account, i) => at(`$.serviceAccounts[${i}]`, () => identity.serviceAccounts.add(account)));
      for (const module of SERVICE_MODULES) {
        try {
          module.applySeed?.(runtime, value);
        } catch (error) {
          throw new SeedFileError((error as Error).message);
        }
      }
      (value.tenantStates ?? []).forEach((state, i) => {
        try {
          importTenantState(runtime, state.tenant.id, state, `$.tenantStates[${i}]`);
        } catch (error) {
          throw new SeedFileError((error as Error).message);
        }
      });
    },
  };
  return runtime;
}
