// The core of a sandbox in process: the one assembly (assembly/assemble.ts) over the sandbox's own
// parts and a state of its own, with its broker in process standing in for the AMQP channel's part
// (parts are found by name). What differs from startSandbox is what a process has instead of ports:
// origins instead of addresses, a webhook transport that may call receivers in process, an optional
// fixed clock and count of ids.
import { AssemblyError, assembleSandbox, checkHandlers } from "../../assembly/assemble.js";
import { SANDBOX_PARTS } from "../../assembly/sandbox-parts.js";
import { SandboxStartError, type RunningService } from "../../assembly/sandbox-options.js";
import type { ControlAccess } from "../../control/access.js";
import type { SandboxRuntime } from "../../control/sandbox-runtime.js";
import { brokerPart } from "../../broker/part.js";
import { SIGNING_KEYS } from "../../identity/model/signing-keys.js";
import { reportViolation } from "../../journal/violations.js";
import { sequentialIds, withIds, type IdSource } from "../../kernel/ids.js";
import { DEFAULT_LIMITS } from "../../kernel/limits.js";
import type { OpenParts } from "../../kernel/part.js";
import { createSandboxState, SANDBOX_UNIT, type SandboxState } from "../../kernel/state.js";
import { IN_MEMORY } from "../../persistence/persistence.js";
import { inProcessBrokerPart, type InProcessBrokerCore } from "./broker.js";
import { createFixedClock, type FixedClock } from "./fixed-clock.js";
import { checkOptions, type CreateSandboxOptions } from "./options.js";
import { serviceOrigin } from "./origins.js";
import { sharedSigningKeys, sharedSpecs, type LoadedSpecs } from "./shared-parts.js";
import { createWebhookTransport, type WebhookTransport } from "./webhooks.js";

// In process, every caller is code of this process: there is no page of another site and no DNS
// name to rebind, which is what the control API's access rule guards the ports against.
const IN_PROCESS_ACCESS: ControlAccess = { protected: false, check: () => undefined };

/** The sandbox's parts, its broker in process in place of the AMQP channel. */
const IN_PROCESS_PARTS = SANDBOX_PARTS.map((part) => (part === brokerPart ? inProcessBrokerPart : part));

/** One sandbox in process, open and seeded, before its doors. */
export interface InProcessCore {
  readonly specs: LoadedSpecs;
  readonly runtime: SandboxRuntime;
  readonly state: SandboxState;
  readonly parts: OpenParts;
  readonly broker: InProcessBrokerCore;
  readonly transport: WebhookTransport;
  /** The fixed clock, when the sandbox has one. */
  readonly fixed: FixedClock | undefined;
  /** The count of ids, with `ids: "sequential"`. */
  readonly ids: IdSource | undefined;
  readonly log: (line: string) => void;
  /** Runs `work` as this sandbox's: inside its count of ids, when it has one. */
  readonly inSandbox: <T>(work: () => T) => T;
}

export async function openCore(options: CreateSandboxOptions): Promise<InProcessCore> {
  const { seed, start, receivers, log, sequential } = await checkOptions(options);
  const specs = sharedSpecs();
  const refused = checkHandlers(options.handlers, specs.knownOperations);
  if (refused.length > 0) throw new SandboxStartError(refused.join("; "));
  const ids: IdSource | undefined = sequential ? sequentialIds() : undefined;
  const inSandbox = <T>(work: () => T): T => withIds(ids, work);
  const state = createSandboxState(
    IN_PROCESS_PARTS.flatMap((part) => part.stores),
    log,
  );
  if (options.freshSigningKey !== true) {
    const keys = state.reader();
    keys.take([SANDBOX_UNIT, SIGNING_KEYS.name, null, sharedSigningKeys()]);
    keys.finish();
  }
  // A timer that fails is a sandbox bug, recorded as a violation like a failed request.
  const fixed: FixedClock | undefined =
    start === undefined
      ? undefined
      : createFixedClock(start, (error) =>
          reportViolation(state.sandbox, {
            operationId: "sandbox timer",
            status: 500,
            violations: [`a timer failed: ${error instanceof Error ? error.message : String(error)}`],
            tenantId: null,
          }),
        );
  const transport = createWebhookTransport(receivers);
  const running: RunningService[] = specs.services.map((service) => ({
    ...service,
    port: 0,
    url: serviceOrigin(service.name),
  }));
  const { runtime, parts } = await assembleSandbox({
    parts: IN_PROCESS_PARTS,
    settings: {
      ...(fixed === undefined ? {} : { clock: fixed }),
      ...(options.tokenLifetimeSeconds === undefined ? {} : { tokenLifetimeSeconds: options.tokenLifetimeSeconds }),
      gateway: { ...options.gateway, fetch: transport.fetch },
    },
    host: "127.0.0.1",
    services: running,
    state,
    persistence: IN_MEMORY,
    restored: false,
    validator: specs.validator,
    knownOperations: specs.knownOperations,
    seed,
    limits: DEFAULT_LIMITS,
    controlAccess: IN_PROCESS_ACCESS,
    handlers: options.handlers,
    log,
    inSandbox,
  }).catch((error: unknown) => {
    // In process the part's or the seed's own error is thrown, as the caller's code would throw it.
    throw error instanceof AssemblyError ? error.error : error;
  });
  const broker = parts.instance(inProcessBrokerPart);

  return { specs, runtime, state, parts, broker, transport, fixed, ids, log, inSandbox };
}
