// createSandbox: the sandbox in process, for unit tests. The parts startSandbox opens (identity
// provider, clock, gateway, journal, faults, every service module) over the same state, with the
// pipeline of every service behind a fetch door instead of ports: `sandbox.fetch` routes by origin,
// so validation, auth, limits, faults, state, events and answer checks are the HTTP sandbox's. Its
// broker is in process, its webhooks may be; no socket is opened and no timer keeps the process
// alive. Two sandboxes share nothing but what is immutable (shared-parts.ts).
import type { ControlAccess } from "../control/access.js";
import { DEFAULT_UPLOAD_LIMIT_BYTES } from "../file-content/index.js";
import { deliveryView } from "../gateway/index.js";
import { SIGNING_KEYS } from "../identity/model/signing-keys.js";
import { sequentialIds, withIds, type IdSource } from "../ids.js";
import type { JournalEntry } from "../journal.js";
import { createRequestLimits, DEFAULT_LIMITS } from "../limits.js";
import { openParts } from "../part.js";
import { IN_MEMORY } from "../persistence/index.js";
import { createPipeline, type Pipeline } from "../pipeline/index.js";
import { createSandboxRuntime } from "../runtime.js";
import { SANDBOX_PARTS } from "../sandbox-parts.js";
import { messageGatewayIdentity, registerHandlers } from "../start.js";
import type { SandboxSettings } from "../start-options.js";
import { createSandboxState, SANDBOX_UNIT } from "../state.js";
import { reportViolation } from "../violations.js";
import { brokerPart } from "../broker/part.js";
import { inProcessBrokerPart } from "./broker.js";
import { serveFetch } from "./fetch-door.js";
import { createFixedClock, type FixedClock } from "./fixed-clock.js";
import { checkOptions, type CreateSandboxOptions } from "./options.js";
import { createOriginTable, originOf, SandboxOriginError, serviceOrigin } from "./origins.js";
import type { InProcessSandbox } from "./sandbox.js";
import { sharedSigningKeys, sharedSpecs } from "./shared-parts.js";
import { restoreSnapshot, takeSnapshot } from "./snapshot.js";
import { createWebhookTransport } from "./webhooks.js";

export type { CreateSandboxOptions } from "./options.js";
export type { InProcessSandbox, SandboxClockControl } from "./sandbox.js";
export { IN_PROCESS_DOMAIN, SandboxOriginError, serviceOrigin } from "./origins.js";
export { SNAPSHOT_KIND, SnapshotError, type SandboxSnapshot } from "./snapshot.js";
export type { InProcessBroker, InProcessBrokerMessage } from "./broker.js";
export type { WebhookReceiver } from "./webhooks.js";

/** Thrown by every call of a sandbox that was closed. */
export class SandboxClosedError extends Error {
  override readonly name = "SandboxClosedError";
}

// In process, every caller is code of this process: there is no page of another site and no DNS
// name to rebind, which is what the control API's access rule guards the ports against.
const IN_PROCESS_ACCESS: ControlAccess = { protected: false, check: () => undefined };

/** The sandbox's parts, its broker in process in place of the AMQP channel. */
const IN_PROCESS_PARTS = SANDBOX_PARTS.map((part) => (part === brokerPart ? inProcessBrokerPart : part));

/** A sandbox in process, ready once the promise resolves. */
export async function createSandbox(options: CreateSandboxOptions = {}): Promise<InProcessSandbox> {
  const { seed, start, receivers, log, sequential } = await checkOptions(options);
  const specs = sharedSpecs();
  const given = Object.entries(options.handlers ?? {});
  const strange = given.filter(([operationId]) => !specs.knownOperations.has(operationId)).map(([operationId]) => JSON.stringify(operationId));
  if (strange.length > 0) throw new TypeError(`handlers: ${strange.join(", ")} not an operation of the sandbox's specs`);
  const uncallable = given.filter(([, handler]) => handler !== undefined && typeof handler !== "function").map(([operationId, handler]) => `handlers.${operationId} must be a function (found ${typeof handler})`);
  if (uncallable.length > 0) throw new TypeError(uncallable.join("; "));

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
      : createFixedClock(start, (error) => reportViolation(state.sandbox, { operationId: "sandbox timer", status: 500, violations: [`a timer failed: ${error instanceof Error ? error.message : String(error)}`], tenantId: null }));
  const transport = createWebhookTransport(receivers);
  const running = specs.services.map((service) => ({ ...service, port: 0, url: serviceOrigin(service.name) }));
  const settings: SandboxSettings = {
    options: {
      ...(fixed === undefined ? {} : { clock: fixed }),
      ...(options.tokenLifetimeSeconds === undefined ? {} : { tokenLifetimeSeconds: options.tokenLifetimeSeconds }),
      gateway: { ...options.gateway, fetch: transport.fetch },
    },
    host: "127.0.0.1",
    basePort: "free",
    log,
    limits: DEFAULT_LIMITS,
    uploadLimitBytes: DEFAULT_UPLOAD_LIMIT_BYTES,
    seed,
    specsDir: specs.specsDir,
    services: specs.services,
    running,
  };
  const parts = await inSandbox(() => openParts(IN_PROCESS_PARTS, { settings, state, log, saved: undefined }));
  const runtime = createSandboxRuntime({
    state,
    parts,
    persistence: IN_MEMORY,
    validator: specs.validator,
    knownOperations: specs.knownOperations,
    seed,
    uploadLimitBytes: DEFAULT_UPLOAD_LIMIT_BYTES,
    log,
    limits: createRequestLimits(DEFAULT_LIMITS, DEFAULT_UPLOAD_LIMIT_BYTES),
    controlAccess: IN_PROCESS_ACCESS,
  });
  registerHandlers(runtime, running, options);
  await inSandbox(() => runtime.applySeed(seed));
  const broker = parts.instance(inProcessBrokerPart);

  // The inspector is the HTTP sandbox's page: in process its files are not served (503 names how to build them).
  const origins = createOriginTable<Pipeline>(specs.services.map(({ name }) => [name, createPipeline(specs.served.get(name)!, runtime, log, undefined)]));
  // Every change a flush waits for: a request served, a POST to a webhook, a broker message handed over.
  let activity = 0;
  transport.onPost = () => void activity++;
  let closed = false;
  const refuseClosed = (call: string) => {
    if (closed) throw new SandboxClosedError(`sandbox.${call}: the sandbox was closed; create another with createSandbox()`);
  };

  return {
    fetch(input, init) {
      try {
        refuseClosed("fetch");
      } catch (error) {
        return Promise.reject(error);
      }
      const target = originOf(input);
      if ("refusal" in target) return Promise.reject(new SandboxOriginError(`sandbox.fetch: ${target.refusal}`));
      const pipeline = origins.at(target.origin);
      if (pipeline === undefined) return Promise.reject(new SandboxOriginError(origins.refusal(target.origin)));
      activity++;
      const request = new Request(input, init);
      return inSandbox(() => serveFetch(pipeline, request, target.url));
    },
    baseUrl: (service) => origins.baseUrl(service),
    origins: origins.origins(),
    issuer: runtime.identity.issuer,
    messageGateway: messageGatewayIdentity(runtime),
    clock: {
      now: () => runtime.clock.now(),
      advance(ms) {
        refuseClosed("clock.advance");
        if (typeof ms !== "number" || !Number.isFinite(ms) || ms < 0) throw new RangeError(`sandbox.clock.advance(ms): ms must be a finite number of milliseconds >= 0 (found ${String(ms)})`);
        inSandbox(() => runtime.clock.advance(ms / 1000));
      },
    },
    async flush() {
      refuseClosed("flush");
      // A receiver or consumer may call the sandbox again, publishing more: flush until a round changes nothing.
      for (;;) {
        const before = activity + broker.messages.length;
        await inSandbox(async () => {
          await runtime.gateway.idle();
          await broker.idle();
        });
        if (activity + broker.messages.length === before) return;
      }
    },
    snapshot() {
      refuseClosed("snapshot");
      return takeSnapshot(state, ids?.issued);
    },
    async restore(snapshot) {
      refuseClosed("restore");
      await restoreSnapshot(snapshot, state, {
        async clear() {
          await parts.reset();
          state.reset();
        },
        ...(fixed === undefined ? {} : { setClock: (advancedMs: number) => fixed.setAdvancedMs(advancedMs) }),
        ...(ids === undefined ? {} : { setIds: (issued: number) => ids.restart(issued) }),
        resume: () => inSandbox(() => parts.resume(runtime)),
      });
    },
    async reset() {
      refuseClosed("reset");
      await inSandbox(() => runtime.reset());
    },
    get deliveries() {
      return runtime.gateway.deliveries().map(deliveryView);
    },
    get requests() {
      const entries: JournalEntry[] = [];
      for (let after: number | null = 0; after !== null; ) {
        const page = runtime.journal.page({}, { after, limit: 1_000 });
        entries.push(...page.items);
        after = page.nextAfter;
      }
      return entries;
    },
    get violations() {
      return runtime.violations;
    },
    broker,
    control: runtime,
    async close() {
      if (closed) return;
      closed = true;
      await parts.close();
      transport.close();
    },
  };
}
