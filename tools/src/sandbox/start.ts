// Starting a sandbox of a list of parts: the ports listen, the state folder is read into the state,
// the parts open in order over it, and the state is resumed or seeded; whatever fails closes what
// was opened before it, and stop closes the parts in reverse. startSandbox (start-sandbox.ts) starts the
// sandbox's parts (SANDBOX_PARTS); a test may add one of its own.
import { DISCOVERY_PATH, JWKS_PATH, type RedeliverySchedule } from "../../../src/webhooks/simulator/index.js";
import type { BrokerChannel } from "./broker/index.js";
import { brokerPart } from "./broker/part.js";
import { createControlAccess } from "./control/access.js";
import { createControlHandlers } from "./control/control-api.js";
import { createOverviewHandlers } from "./control/overview.js";
import { handlerRegistry } from "./handler-map.js";
import { openDatabasePersistence } from "./hosted/database-persistence.js";
import type { SandboxIdentity } from "./identity/index.js";
import type { AnswerViolation } from "./journal.js";
import { createRequestLimits } from "./limits.js";
import { openParts, type OpenParts, type SandboxPart } from "./part.js";
import { IN_MEMORY, openPersistence, type Persistence } from "./persistence/persistence.js";
import { SERVICE_MODULES } from "./services.js";
import { resumedState, type ResumedState } from "./resumed.js";
import { createSandboxRuntime, type SandboxRuntime } from "./runtime.js";
import type { SandboxSeed } from "./seed.js";
import { triggerSandboxEvent } from "./trigger-client.js";
import type { TriggerRequest, TriggerResult } from "./trigger/index.js";
import { listenAll, loadServedDocuments } from "./serving.js";
import {
  checkStartOptions,
  isLoopbackHost,
  SandboxStartError,
  type RunningService,
  type StartSandboxOptions,
} from "./start-options.js";
import { createSandboxState } from "./state.js";
import { createSpecValidator } from "./validation/index.js";

/**
 * Who the sandbox's message gateway is to a webhook, and how it redelivers: configure the webhook's
 * `issuer`, `jwksUrl`, `audience` and `clientId` with these. The same defaults as `send-event` and
 * `verify-webhook` (`GATEWAY_DEFAULTS`), so a webhook configured for one accepts the others.
 */
export interface MessageGatewayIdentity {
  /** `iss` of its tokens: the identity provider's address. */
  readonly issuer: string;
  /** The identity provider's keys, which sign its tokens. */
  readonly jwksUrl: string;
  readonly discoveryUrl: string;
  /** `client_id` and `sub` of its tokens. */
  readonly clientId: string;
  /** `aud` of its tokens. */
  readonly audience: string;
  readonly tokenLifetimeSeconds: number;
  /** After a non-2xx answer or a network error. */
  readonly redelivery: RedeliverySchedule;
  /** Real milliseconds one POST may take, answer included, before it counts as a `TIMEOUT`. */
  readonly attemptTimeoutMs: number;
}

export interface RunningSandbox {
  readonly services: readonly RunningService[];
  /** The identity provider: sign gateway tokens, add tenants and service accounts from code. */
  readonly identity: SandboxIdentity;
  /** Issuer, JWKS, client_id, audience and redelivery schedule of the message gateway's webhook deliveries. */
  readonly messageGateway: MessageGatewayIdentity;
  /** The sandbox's state, time, journal and faults (what the control API reaches over HTTP). */
  readonly control: SandboxRuntime;
  /** The seed in force (applied at the start and on every reset). */
  readonly seed: SandboxSeed;
  /** The message broker channel; undefined when the sandbox runs without `amqpUrl`. */
  readonly broker: BrokerChannel | undefined;
  /** What was taken back from a `stateDir` that held a saved state; undefined for a start from the seed. */
  readonly resumed: ResumedState | undefined;
  /**
   * Answers that broke the spec or failed since the start (the newest {@link VIOLATIONS_PER_TENANT} per tenant): a test
   * fails when this is not empty.
   */
  readonly violations: readonly AnswerViolation[];
  /**
   * Causes a platform event from the tenant's real state, as `POST /_sandbox/triggers` (over HTTP,
   * so it is what a test of another process would see); resolves with what was created or changed
   * and every event caused. @throws SandboxTriggerError naming why the sandbox refused it
   */
  trigger(request: TriggerRequest): Promise<TriggerResult>;
  /** Closes every port and cancels every timer; resolves when all are closed. */
  stop(): Promise<void>;
}

/**
 * Starts a sandbox of `parts` (SANDBOX_PARTS, or in a test those and one more): the
 * ports listen, the state folder is read into the state, the parts open in order, and the state
 * is resumed or seeded. Whatever fails closes what was opened before it.
 */
export async function startSandboxWith(
  options: StartSandboxOptions,
  parts: readonly SandboxPart<unknown>[],
): Promise<RunningSandbox> {
  const checked = await checkStartOptions(options);
  const { host, log, seed } = checked;
  const served = loadServedDocuments(checked);
  checkHandlers(options, served.knownOperations);
  const listening = await listenAll(checked);
  const state = createSandboxState(
    parts.flatMap((part) => part.stores),
    log,
  );
  let persistence: Persistence = IN_MEMORY;
  let open: OpenParts | undefined;
  const failed = async (message: string) => {
    await open?.close().catch(() => undefined);
    await persistence.close();
    await listening.close();
    return new SandboxStartError(message);
  };
  let restored = false;
  if (options.database !== undefined) {
    try {
      ({ persistence, restored } = await openDatabasePersistence(options.database, state, log));
    } catch (error) {
      throw await failed((error as Error).message);
    }
  } else if (options.stateDir !== undefined) {
    try {
      ({ persistence, restored } = await openPersistence(options.stateDir, state, {
        repair: options.repairStateDir === true,
        log,
      }));
    } catch (error) {
      throw await failed(`state folder ${options.stateDir}: ${(error as Error).message}`);
    }
  }
  const kept = persistence;
  try {
    open = await openParts(parts, {
      settings: { ...checked, running: listening.running },
      state,
      log,
      saved: options.stateDir === undefined && options.database === undefined ? undefined : () => kept.commit(),
    });
  } catch (error) {
    throw await failed((error as Error).message);
  }
  const runtime = createSandboxRuntime({
    state,
    parts: open,
    persistence,
    // The control API is the operator's: its bodies (a tenant state with its files) are bounded by its body limit only.
    validator: createSpecValidator(served.documents, {
      jsonDepth: checked.limits.jsonDepth,
      boundedText: new Set(checked.services.map((s) => s.name)),
      trustRecordValues: true,
    }),
    knownOperations: served.knownOperations,
    seed,
    uploadLimitBytes: checked.uploadLimitBytes,
    log,
    limits: createRequestLimits(checked.limits, checked.uploadLimitBytes),
    controlAccess: createControlAccess({
      token: options.controlToken,
      host,
      ports: listening.running.map((service) => service.port),
      publicUrl: options.publicUrl,
    }),
  });
  registerHandlers(runtime, listening.running, options);
  try {
    if (restored) open.resume(runtime);
    else {
      await runtime.applySeed(seed);
      await persistence.rewrite();
    }
  } catch (error) {
    throw await failed(
      `${restored ? `state folder ${options.stateDir}` : typeof options.seed === "string" ? options.seed : "seed"}` +
        `: ${(error as Error).message}`,
    );
  }
  listening.serve(runtime, served);
  if (!isLoopbackHost(host))
    log(`sandbox: listening on ${host}, reachable from other machines; the control API needs the control token`);
  return running(
    runtime,
    listening.running,
    { resumedFrom: restored ? options.stateDir : undefined, controlToken: options.controlToken },
    async () => {
      await open.close();
      await persistence.close();
      await listening.close();
    },
  );
}

/** Refuses, before anything listens, a caller's handler for no operation of the specs or one that is no function. */
export function checkHandlers(
  options: Pick<StartSandboxOptions, "handlers">,
  knownOperations: ReadonlySet<string>,
): void {
  const given = Object.entries(options.handlers ?? {});
  const strange = given
    .filter(([operationId]) => !knownOperations.has(operationId))
    .map(([operationId]) => JSON.stringify(operationId));
  if (strange.length > 0)
    throw new SandboxStartError(`handlers: ${strange.join(", ")} not an operation of the sandbox's specs`);
  const uncallable = given
    .filter(([, handler]) => handler !== undefined && typeof handler !== "function")
    .map(([operationId, handler]) => `handlers.${operationId} must be a function (found ${typeof handler})`);
  if (uncallable.length > 0) throw new SandboxStartError(uncallable.join("; "));
}

/** The sandbox's own handlers, the control API's, every service's, and then those the caller gave. */
export function registerHandlers(
  runtime: SandboxRuntime,
  services: readonly RunningService[],
  options: Pick<StartSandboxOptions, "handlers">,
): void {
  const handlers = handlerRegistry(
    createControlHandlers(runtime),
    createOverviewHandlers(runtime, services),
    ...SERVICE_MODULES.flatMap((module) => [
      module.handlers(runtime),
      module.controlHandlers?.(runtime) ?? {},
      module.inspectorReads?.(runtime) ?? {},
    ]),
  );
  for (const [operationId, handler] of handlers) runtime.handlers.set(operationId, handler);
  for (const [operationId, handler] of handlerRegistry(options.handlers ?? {}))
    runtime.handlers.set(operationId, handler);
}

/** Who the runtime's gateway is to a webhook. */
export function messageGatewayIdentity({ identity, gateway }: SandboxRuntime): MessageGatewayIdentity {
  const issuer = identity.issuer;
  return {
    issuer,
    jwksUrl: `${issuer}${JWKS_PATH}`,
    discoveryUrl: `${issuer}${DISCOVERY_PATH}`,
    clientId: gateway.settings.channel,
    audience: gateway.settings.audience,
    tokenLifetimeSeconds: identity.tokenLifetimeSeconds,
    redelivery: gateway.settings.redelivery,
    attemptTimeoutMs: gateway.settings.attemptTimeoutMs,
  };
}

function running(
  runtime: SandboxRuntime,
  services: readonly RunningService[],
  started: { resumedFrom: string | undefined; controlToken: string | undefined },
  stop: () => Promise<void>,
): RunningSandbox {
  const { resumedFrom, controlToken } = started;
  const { identity } = runtime;
  let stopped: Promise<void> | undefined;
  return {
    services,
    identity,
    messageGateway: messageGatewayIdentity(runtime),
    control: runtime,
    seed: runtime.seed,
    broker: runtime.parts.instance(brokerPart),
    resumed: resumedFrom === undefined ? undefined : resumedState(resumedFrom, runtime),
    get violations() {
      return runtime.violations;
    },
    trigger: (request) =>
      triggerSandboxEvent(
        { sandboxUrl: services[0]!.url, ...(controlToken === undefined ? {} : { controlToken }) },
        request,
      ),
    stop() {
      stopped ??= stop();
      return stopped;
    },
  };
}
