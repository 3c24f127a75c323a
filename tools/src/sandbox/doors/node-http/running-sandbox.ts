// The sandbox behind node:http ports: the options checked, the ports listening (serving.ts), the
// state folder read into the state, then the one assembly (assembly/assemble.ts) over the parts;
// whatever fails closes what was opened before it, and stop closes the parts in reverse.
// startSandbox (start-sandbox.ts) starts the sandbox's parts (SANDBOX_PARTS); a test may add one of
// its own.
import type { BrokerChannel } from "../../broker/index.js";
import { brokerPart } from "../../broker/part.js";
import { AssemblyError, assembleSandbox, checkHandlers } from "../../assembly/assemble.js";
import { messageGatewayIdentity, type MessageGatewayIdentity } from "../../assembly/message-gateway.js";
import { resumedState, type ResumedState } from "../../assembly/resumed-state.js";
import { loadServedDocuments, sandboxValidator } from "../../assembly/served-documents.js";
import {
  checkStartOptions,
  isLoopbackHost,
  SandboxStartError,
  type RunningService,
  type StartSandboxOptions,
} from "../../assembly/sandbox-options.js";
import { createControlAccess } from "../../control/access.js";
import type { SandboxRuntime } from "../../control/sandbox-runtime.js";
import { triggerSandboxEvent } from "../../control/trigger-over-http.js";
import type { SandboxIdentity } from "../../identity/index.js";
import type { AnswerViolation } from "../../journal/journal.js";
import type { AnyPart, OpenParts } from "../../kernel/part.js";
import type { SandboxSeed } from "../../kernel/seed.js";
import { createSandboxState } from "../../kernel/state.js";
import { openDatabasePersistence } from "../../hosted/database-persistence.js";
import { IN_MEMORY, openPersistence, type Persistence } from "../../persistence/persistence.js";
import type { TriggerRequest, TriggerResult } from "../../triggers/index.js";
import { listenAll } from "./serving.js";

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
 * ports listen, the state folder is read into the state, and the assembly opens the parts and
 * resumes or seeds. Whatever fails closes what was opened before it.
 */
export async function startSandboxWith(
  options: StartSandboxOptions,
  parts: readonly AnyPart[],
): Promise<RunningSandbox> {
  const checked = await checkStartOptions(options);
  const { host, log, seed } = checked;
  const served = loadServedDocuments(checked);
  const refused = checkHandlers(options.handlers, served.knownOperations);
  if (refused.length > 0) throw new SandboxStartError(refused.join("; "));
  const listening = await listenAll(checked);
  const state = createSandboxState(
    parts.flatMap((part) => part.stores),
    log,
  );
  let persistence: Persistence = IN_MEMORY;
  const failed = async (message: string) => {
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
  let open: OpenParts;
  let runtime: SandboxRuntime;
  try {
    ({ parts: open, runtime } = await assembleSandbox({
      parts,
      settings: options,
      host,
      services: listening.running,
      state,
      persistence,
      restored,
      validator: sandboxValidator(served, checked.services, checked.limits.jsonDepth),
      knownOperations: served.knownOperations,
      seed,
      limits: checked.limits,
      controlAccess: createControlAccess({
        token: options.controlToken,
        host,
        ports: listening.running.map((service) => service.port),
        publicUrl: options.publicUrl,
      }),
      handlers: options.handlers,
      log,
      inSandbox: (work) => work(),
    }));
  } catch (error) {
    const source = restored
      ? `state folder ${options.stateDir}`
      : typeof options.seed === "string"
        ? options.seed
        : "seed";
    const message = (error as Error).message;
    throw await failed(error instanceof AssemblyError && error.step === "seed" ? `${source}: ${message}` : message);
  }
  listening.serve(runtime, served, parts);
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
