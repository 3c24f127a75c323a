// createSandbox: the sandbox in process, for unit tests. The same core as startSandbox (identity
// provider, gateway, runtime, service modules, the pipeline of every service) behind a fetch door
// instead of ports: `sandbox.fetch` routes by origin to each service's pipeline, so validation,
// auth, limits, faults, state, events and answer checks are the HTTP sandbox's. No socket is opened
// and no timer keeps the process alive; two sandboxes share nothing but what is immutable.
import { createSandboxClock } from "../clock.js";
import type { ControlAccess } from "../control/access.js";
import { createControlHandlers } from "../control/control-api.js";
import { createOverviewHandlers } from "../control/overview.js";
import { DEFAULT_UPLOAD_LIMIT_BYTES } from "../file-content/index.js";
import { createEventGateway, createWebhookAddressCheck, deliveryView } from "../gateway/index.js";
import { handlerRegistry } from "../handler-map.js";
import { createSandboxIdentity } from "../identity/index.js";
import { createRequestLimits, DEFAULT_LIMITS } from "../limits.js";
import { createPipeline, type Pipeline } from "../pipeline/index.js";
import { createSandboxRuntime, type SandboxRuntime } from "../runtime.js";
import { SERVICE_MODULES, TENANT_STORES } from "../services.js";
import type { PersistedParts } from "../persistence/index.js";
import { DISCOVERY_PATH, JWKS_PATH } from "../../webhooks/simulator/index.js";
import type { MessageGatewayIdentity } from "../index.js";
import { createInProcessBroker } from "./broker.js";
import { createFixedClock, type FixedClock } from "./fixed-clock.js";
import { serveFetch } from "./fetch-door.js";
import { checkOptions, type CreateSandboxOptions } from "./options.js";
import { createOriginTable, originOf, SandboxOriginError, serviceOrigin } from "./origins.js";
import { sharedSigningKeys, sharedSpecs } from "./shared-parts.js";
import { restoreSnapshot, takeSnapshot } from "./snapshot.js";
import type { InProcessSandbox } from "./sandbox.js";
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

const IDENTITY_SERVICE = "identity-provider";

/** A sandbox in process, ready once the promise resolves. */
export async function createSandbox(options: CreateSandboxOptions = {}): Promise<InProcessSandbox> {
  const { seed, start, receivers, log } = await checkOptions(options);
  const specs = sharedSpecs();
  const given = Object.entries(options.handlers ?? {});
  const strange = given.filter(([operationId]) => !specs.knownOperations.has(operationId)).map(([operationId]) => JSON.stringify(operationId));
  if (strange.length > 0) throw new TypeError(`handlers: ${strange.join(", ")} not an operation of the sandbox's specs`);
  const uncallable = given.filter(([, handler]) => handler !== undefined && typeof handler !== "function").map(([operationId, handler]) => `handlers.${operationId} must be a function (found ${typeof handler})`);
  if (uncallable.length > 0) throw new TypeError(uncallable.join("; "));

  let runtimeOf: (() => SandboxRuntime) | undefined;
  const report = (operationId: string, violation: string, tenantId: string | null) => runtimeOf?.().reportViolation({ operationId, status: 500, violations: [violation], tenantId });
  const onTimerError = (error: unknown) => report("sandbox timer", `a timer failed: ${error instanceof Error ? error.message : String(error)}`, null);
  const fixed: FixedClock | undefined = start === undefined ? undefined : createFixedClock(start, onTimerError);
  const clock = fixed ?? createSandboxClock(Date.now, onTimerError);
  const identity = createSandboxIdentity({ clock, issuer: serviceOrigin(IDENTITY_SERVICE), ...(options.tokenLifetimeSeconds === undefined ? {} : { tokenLifetimeSeconds: options.tokenLifetimeSeconds }) });
  if (options.freshSigningKey !== true) identity.keys.restore(sharedSigningKeys());
  const broker = createInProcessBroker(clock, (error, record) => report(`message broker ${record.messageType}`, `${record.messageId} is not published: ${error.message}`, record.tenantId));
  const transport = createWebhookTransport(receivers);
  // Every change a flush waits for: a request served, a delivery that moved, a broker message handed over.
  let activity = 0;
  const gateway = createEventGateway({
    ...options.gateway,
    fetch: transport.fetch,
    clock,
    checkAddress: createWebhookAddressCheck(() => ({ ports: [], host: "127.0.0.1" })),
    signToken: (claims) => identity.signGatewayToken(claims),
    onChange: () => void activity++,
    log,
    broker,
  });
  const runtime = createSandboxRuntime({
    clock,
    identity,
    gateway,
    validator: specs.validator,
    knownOperations: specs.knownOperations,
    seed,
    uploadLimitBytes: DEFAULT_UPLOAD_LIMIT_BYTES,
    log,
    limits: createRequestLimits(DEFAULT_LIMITS, DEFAULT_UPLOAD_LIMIT_BYTES),
    controlAccess: IN_PROCESS_ACCESS,
    broker,
  });
  runtimeOf = () => runtime;
  const services = specs.services.map(({ name }) => ({ name, port: 443, url: serviceOrigin(name) }));
  const handlers = handlerRegistry(
    createControlHandlers(runtime),
    createOverviewHandlers(runtime, services),
    ...SERVICE_MODULES.flatMap((module) => [module.handlers(runtime), module.controlHandlers?.(runtime) ?? {}, module.inspectorReads?.(runtime) ?? {}]),
  );
  for (const [operationId, handler] of handlers) runtime.handlers.set(operationId, handler);
  for (const [operationId, handler] of handlerRegistry(options.handlers ?? {})) runtime.handlers.set(operationId, handler);
  await runtime.applySeed(seed);

  // The inspector is the HTTP sandbox's page: in process its files are not served (503 names how to build them).
  const origins = createOriginTable<Pipeline>(specs.services.map(({ name }) => [name, createPipeline(specs.served.get(name)!, runtime, log, undefined)]));
  const parts: PersistedParts = { identity, clock, gateway, broker: undefined, tenants: runtime.tenants, stores: TENANT_STORES, log };
  let closed = false;
  const refuseClosed = (call: string) => {
    if (closed) throw new SandboxClosedError(`sandbox.${call}: the sandbox was closed; create another with createSandbox()`);
  };
  const dropState = async () => {
    runtime.tenants.clear();
    runtime.faults.clear();
    runtime.journal.clear();
    clock.clear();
    await gateway.clear();
    broker.clear();
    identity.clear();
  };
  const issuer = identity.issuer;
  const messageGateway: MessageGatewayIdentity = {
    issuer,
    jwksUrl: `${issuer}${JWKS_PATH}`,
    discoveryUrl: `${issuer}${DISCOVERY_PATH}`,
    clientId: gateway.settings.channel,
    audience: gateway.settings.audience,
    tokenLifetimeSeconds: identity.tokenLifetimeSeconds,
    redelivery: gateway.settings.redelivery,
    attemptTimeoutMs: gateway.settings.attemptTimeoutMs,
  };

  return {
    async fetch(input, init) {
      refuseClosed("fetch");
      const target = originOf(input);
      if ("refusal" in target) throw new SandboxOriginError(`sandbox.fetch: ${target.refusal}`);
      const pipeline = origins.at(target.origin);
      if (pipeline === undefined) throw new SandboxOriginError(origins.refusal(target.origin));
      activity++;
      const request = new Request(input, init);
      return serveFetch(pipeline, request, target.url);
    },
    baseUrl: (service) => origins.baseUrl(service),
    origins: origins.origins(),
    issuer,
    messageGateway,
    clock: {
      now: () => clock.now(),
      advance(ms) {
        refuseClosed("clock.advance");
        if (typeof ms !== "number" || !Number.isFinite(ms) || ms < 0) throw new RangeError(`sandbox.clock.advance(ms): ms must be a finite number of milliseconds >= 0 (found ${String(ms)})`);
        clock.advance(ms / 1000);
      },
    },
    async flush() {
      refuseClosed("flush");
      // A receiver or consumer may call the sandbox again, publishing more: flush until a round changes nothing.
      for (;;) {
        const before = activity + broker.messages.length;
        await gateway.idle();
        await broker.idle();
        if (activity + broker.messages.length === before) return;
      }
    },
    snapshot() {
      refuseClosed("snapshot");
      return takeSnapshot(parts);
    },
    async restore(snapshot) {
      refuseClosed("restore");
      await restoreSnapshot(snapshot, parts, dropState, fixed === undefined ? undefined : (advancedMs) => fixed.setAdvancedMs(advancedMs));
      for (const module of SERVICE_MODULES) module.resume?.(runtime);
    },
    async reset() {
      refuseClosed("reset");
      await runtime.reset();
    },
    get deliveries() {
      return gateway.deliveries().map(deliveryView);
    },
    get requests() {
      const entries = [];
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
      await gateway.close();
      transport.close();
      broker.clear();
      clock.clear();
    },
  };
}
