// startSandbox: every service of the bundled specs in one Node process, each on base port + its
// x-mock-port-offset, with real tokens, state per tenant and the control API on every port.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { listMockServices, type MockService } from "../mock/services.js";
import { packageRoot } from "../package-root.js";
import { openBrokerChannel, type BrokerChannel, type BrokerChannelOptions } from "./broker/index.js";
import { createSandboxClock, type SandboxClock } from "./clock.js";
import { createGuardedServers } from "./node-http/connections.js";
import { createControlAccess } from "./control/access.js";
import { DEFAULT_UPLOAD_LIMIT_BYTES } from "./file-content/index.js";
import { DISCOVERY_PATH, JWKS_PATH, type RedeliverySchedule } from "../webhooks/simulator/index.js";
import { createEventGateway, createPinnedFetch, createWebhookAddressCheck, createWebhookAddressResolver, type EventGatewayOptions } from "./gateway/index.js";
import type { SandboxHandlers } from "./handler-map.js";
import { createSandboxIdentity, type SandboxIdentity } from "./identity/index.js";
import type { AnswerViolation } from "./journal.js";
import { checkLimits, createRequestLimits, type SandboxLimits } from "./limits.js";
import { createRequestListener } from "./node-http/listener.js";
import { createPipeline, type ServedSpecs } from "./pipeline/index.js";
import { loadInspectorAssets } from "./inspector/assets.js";
import { indexOperations, listSpecOperations, loadSpecDocument, type Json, type SpecOperation } from "./route-table.js";
import { createControlHandlers } from "./control/control-api.js";
import { triggerSandboxEvent } from "./trigger-client.js";
import type { TriggerRequest, TriggerResult } from "./trigger/index.js";
import { createOverviewHandlers } from "./control/overview.js";
import { handlerRegistry } from "./handler-map.js";
import { openPersistence } from "./persistence/index.js";
import { needsTenantContext, SERVICE_MODULES, TENANT_STORES } from "./services.js";
import { resumedState, type ResumedState } from "./resumed.js";
import { createSandboxRuntime, type SandboxRuntime } from "./runtime.js";
import { DEFAULT_SEED, loadSeedFile, validateSeed, type SandboxSeed } from "./seed.js";
import { createSpecValidator } from "./validation.js";

export { DEFAULT_SEED, DEFAULT_TENANT_ID, SeedFileError, type SandboxSeed } from "./seed.js";
export { DEFAULT_BACKLOG_LIMIT, EXCHANGE_TYPE, type BrokerChannel, type BrokerRecord, type BrokerStatus } from "./broker/index.js";
export type { AnyHandler, HandlerMap, HandlerRequest, OperationHandler, SandboxHandlers, SandboxOperations, TenantHandlerMap } from "./handler-map.js";
export { declareDocument, declareTable, Table, type DocumentStore, type TableStore, type Tenant } from "./store.js";
export { PROTOTYPE_KEY_TITLE } from "./validation.js";
export { DATA_BODY_BYTES, DEFAULT_LIMITS, MULTIPART_OVERHEAD_BYTES, type SandboxLimits } from "./limits.js";
export { DELIVERIES_PER_TENANT, DELIVERY_HISTORY_BYTES_PER_TENANT } from "./gateway/index.js";
export { VIOLATIONS_PER_TENANT } from "./runtime.js";
export type { ResumedState } from "./resumed.js";
export { SandboxTriggerError, triggerSandboxEvent, type TriggerSandboxEventOptions } from "./trigger-client.js";
export { runTrigger, TriggerRefusal, type TriggerContext, type TriggerRequest, type TriggerResult } from "./trigger/index.js";
export { DEFAULT_UPLOAD_LIMIT_BYTES, resolveFileReference, type FileReferenceSource, type ResolvedFile } from "./file-content/index.js";

/** The port of the service with offset 0 when none is given, as for the mock. */
export const DEFAULT_BASE_PORT = 4010;

/** The service whose port answers discovery, JWKS and tokens; it runs whatever `services` says. */
const IDENTITY_SERVICE = "identity-provider";

export interface StartSandboxOptions {
  /** Port of the service with offset 0; each service listens on base port + its `x-mock-port-offset`. `"free"` picks free ports. Default 4010. */
  basePort?: number | "free";
  /** Interface to bind. Default `127.0.0.1`. */
  host?: string;
  /** Only these services (spec names); the identity provider always runs, since every other service needs its tokens. Default all. */
  services?: readonly string[];
  /** The seed applied at the start and on every reset: a seed object, or a YAML or JSON file. Default {@link DEFAULT_SEED}. */
  seed?: SandboxSeed | string;
  /** The sandbox's clock. Default a clock over `Date.now`. */
  clock?: SandboxClock;
  /**
   * Redelivery, timeout and history settings of the message gateway. Default `GATEWAY_DEFAULTS.redelivery` (1 s doubling to 60 s,
   * 10 attempts; 10 s per POST); pending deliveries are always kept, finished ones up to {@link DELIVERIES_PER_TENANT} and
   * {@link DELIVERY_HISTORY_BYTES_PER_TENANT} bytes per tenant.
   */
  gateway?: Pick<EventGatewayOptions, "firstRetryMs" | "maxBackoffMs" | "maxAttempts" | "attemptTimeoutMs" | "fetch" | "deliveriesPerTenant" | "deliveryHistoryBytes">;
  /** Body size limits per route and the JSON nesting limit; each one not given keeps its default ({@link DEFAULT_LIMITS}). */
  limits?: Partial<SandboxLimits>;
  /**
   * Secret the control API (`/_sandbox/...`) then requires as `Authorization: Bearer <secret>`.
   * Required when `host` is not a loopback address, since the control API resets every tenant and
   * mints accounts. Default none (loopback only).
   */
  controlToken?: string;
  /** The identity provider's address as callers reach it (behind a proxy, a container port or another host name): discovery and the tokens' `iss` name it. Default the address it listens on. */
  publicUrl?: string;
  /**
   * URL of an AMQP 0-9-1 broker (`amqp://user:password@host:port/vhost`): events for native data
   * sources (consumer type `None`) are published there. Default none: the broker channel is off.
   */
  amqpUrl?: string;
  /** Backlog and reconnection settings of the broker channel (default 10000 messages held per tenant, first reconnection after 250 ms, doubling up to 10 s). */
  broker?: Pick<BrokerChannelOptions, "backlogLimit" | "firstReconnectMs" | "maxReconnectMs">;
  /** Lifetime of access tokens in seconds. Default 600. */
  tokenLifetimeSeconds?: number;
  /** Largest file `POST /api/v1/FileUpload` accepts, in bytes; a larger one is refused with 413. Default {@link DEFAULT_UPLOAD_LIMIT_BYTES} (10 MiB). */
  uploadLimitBytes?: number;
  /** Handlers by operationId that replace the sandbox's own (or its example answers) for those operations, each typed by its operation's spec. */
  handlers?: SandboxHandlers;
  /**
   * A folder that keeps the whole state across restarts: tenants, service accounts, every service's
   * stores, files, deliveries and their pending redeliveries, the clock and the signing keys. A 2xx
   * answer is sent once its change is on disk. A folder with a saved state is resumed and the seed
   * is not applied; an empty or new folder starts from the seed. Default none: state in memory only.
   * Restart on the same ports: the issuer (and so every token's `iss`) is the identity provider's address.
   */
  stateDir?: string;
  /**
   * Starts on a damaged `stateDir` anyway (`--repair`): what is whole is kept, what could not be read
   * is logged as dropped, and a whole generation is written at once. Default false: a damaged
   * folder is refused, naming the file, the line and what to do.
   */
  repairStateDir?: boolean;
  /** Receives a line for every answer that breaks the spec and every handler failure. Default `console.error`. */
  onLog?: (line: string) => void;
}

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

export interface RunningService extends MockService {
  readonly port: number;
  readonly url: string;
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
  /** Answers that broke the spec or failed since the start (the newest {@link VIOLATIONS_PER_TENANT} per tenant): a test fails when this is not empty. */
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

/** Thrown when a port is taken, a service is unknown or the seed does not validate; nothing is left running. */
export class SandboxStartError extends Error {
  override readonly name = "SandboxStartError";
}

/** Whether `host` is an address only this machine reaches. */
export function isLoopbackHost(host: string): boolean {
  const plain = host.replace(/^\[|\]$/g, "").toLowerCase();
  return plain === "localhost" || plain === "::1" || /^127\.\d+\.\d+\.\d+$/.test(plain) || /^::ffff:127\./.test(plain);
}

/**
 * The address of a service bound to `host` and `port`. 0.0.0.0 and :: say where to listen, not
 * where to connect (browsers refuse them), so they are named by the loopback address of their
 * family, which such a listener also takes.
 */
export function serviceAddress(host: string, port: number): string {
  const reachable = host === "0.0.0.0" ? "127.0.0.1" : host === "::" || host === "[::]" ? "::1" : host.replace(/^\[|\]$/g, "");
  return `http://${reachable.includes(":") ? `[${reachable}]` : reachable}:${port}`;
}

function listen(server: Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen({ host, port, exclusive: true }, () => {
      server.off("error", reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** Starts the sandbox and resolves once every port listens. */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  const host = options.host ?? "127.0.0.1";
  const basePort = options.basePort ?? DEFAULT_BASE_PORT;
  const log = options.onLog ?? ((line: string) => console.error(line));
  if (options.controlToken !== undefined && (typeof options.controlToken !== "string" || options.controlToken.length < 16 || /\s/.test(options.controlToken))) {
    throw new SandboxStartError("controlToken must be at least 16 characters without white space");
  }
  if (!isLoopbackHost(host) && options.controlToken === undefined) {
    throw new SandboxStartError(
      `host ${host} is not a loopback address: anyone who reaches it could reset every tenant and mint accounts through the control API; give a control token (--control-token-file <file>, SANDBOX_CONTROL_TOKEN, controlToken) to bind it`,
    );
  }
  if (options.publicUrl !== undefined && (!URL.canParse(options.publicUrl) || !/^https?:$/.test(new URL(options.publicUrl).protocol) || new URL(options.publicUrl).hash !== "")) {
    throw new SandboxStartError(`publicUrl must be an absolute http or https URL without a fragment (found ${JSON.stringify(options.publicUrl)})`);
  }
  let limits: SandboxLimits;
  try {
    limits = checkLimits(options.limits);
  } catch (error) {
    throw new SandboxStartError((error as Error).message);
  }
  const specsDir = join(packageRoot(), "generated", "specs");
  const all = listMockServices(specsDir);
  const unknown = (options.services ?? []).filter((name) => !all.some((s) => s.name === name));
  if (unknown.length > 0) throw new SandboxStartError(`unknown service ${unknown.join(", ")}; known: ${all.map((s) => s.name).join(", ")}`);
  const chosen = options.services ? all.filter((s) => s.name === IDENTITY_SERVICE || options.services!.includes(s.name)) : all;
  if (basePort !== "free" && (!Number.isInteger(basePort) || basePort < 1 || basePort + Math.max(...chosen.map((s) => s.portOffset)) > 65535)) {
    throw new SandboxStartError(`base port must be an integer from 1 to ${65535 - Math.max(...chosen.map((s) => s.portOffset))} (found ${basePort})`);
  }
  let seed: SandboxSeed;
  try {
    seed = typeof options.seed === "string" ? await loadSeedFile(options.seed) : validateSeed(options.seed ?? DEFAULT_SEED, "seed");
  } catch (error) {
    throw new SandboxStartError((error as Error).message);
  }

  const documents = new Map<string, Json>(chosen.map((s) => [s.name, loadSpecDocument(s.specFile)]));
  const controlDocument = loadSpecDocument(join(specsDir, "sandbox-control.json"));
  documents.set("sandbox-control", controlDocument);
  const control = indexOperations(listSpecOperations("sandbox-control", controlDocument));
  const knownOperations = new Set<string>();
  const servedSpecs = new Map<string, { service: MockService; operations: SpecOperation[] }>();
  for (const service of chosen) {
    const operations = listSpecOperations(service.name, documents.get(service.name));
    for (const op of operations) knownOperations.add(op.operationId);
    servedSpecs.set(service.name, { service, operations });
  }

  const given = Object.entries(options.handlers ?? {});
  const strange = given.filter(([operationId]) => !knownOperations.has(operationId)).map(([operationId]) => JSON.stringify(operationId));
  if (strange.length > 0) throw new SandboxStartError(`handlers: ${strange.join(", ")} not an operation of the sandbox's specs`);
  const uncallable = given.filter(([, handler]) => handler !== undefined && typeof handler !== "function").map(([operationId, handler]) => `handlers.${operationId} must be a function (found ${typeof handler})`);
  if (uncallable.length > 0) throw new SandboxStartError(uncallable.join("; "));

  const { servers, refused: refusedConnection } = createGuardedServers(chosen.length, limits);
  const stopAll = () => Promise.all(servers.map(close));
  const ports: number[] = [];
  for (const [i, service] of chosen.entries()) {
    const port = basePort === "free" ? 0 : basePort + service.portOffset;
    try {
      ports.push(await listen(servers[i]!, host, port));
    } catch (error) {
      await stopAll();
      const code = (error as NodeJS.ErrnoException).code;
      throw new SandboxStartError(
        code === "EADDRINUSE" ? `port ${port} on ${host} is already in use; ${service.name} cannot start there (choose another base port)` : `${service.name} cannot listen on ${host}:${port}: ${(error as Error).message}`,
      );
    }
  }
  const running: RunningService[] = chosen.map((service, i) => ({ ...service, port: ports[i]!, url: serviceAddress(host, ports[i]!) }));

  const uploadLimitBytes = options.uploadLimitBytes ?? DEFAULT_UPLOAD_LIMIT_BYTES;
  if (!Number.isInteger(uploadLimitBytes) || uploadLimitBytes < 0) throw new SandboxStartError(`uploadLimitBytes must be a whole number of bytes (found ${uploadLimitBytes})`);
  // A timer that fails is a sandbox bug, recorded as a violation like a failed request.
  let runtimeOf: (() => SandboxRuntime) | undefined;
  const clock =
    options.clock ??
    createSandboxClock(Date.now, (error) => {
      const message = `a timer failed: ${error instanceof Error ? error.message : String(error)}`;
      if (runtimeOf === undefined) log(`sandbox: ${message}`);
      else runtimeOf().reportViolation({ operationId: "sandbox timer", status: 500, violations: [message], tenantId: null });
    });
  const identity = createSandboxIdentity({
    clock,
    issuer: options.publicUrl ?? running.find((s) => s.name === IDENTITY_SERVICE)!.url,
    ...(options.tokenLifetimeSeconds === undefined ? {} : { tokenLifetimeSeconds: options.tokenLifetimeSeconds }),
  });
  let broker: BrokerChannel | undefined;
  let brokerMessageChanged: ((messageId: string) => void) | undefined;
  if (options.amqpUrl !== undefined) {
    // With a state folder the backlog is kept there, and a message is sent only once it is saved.
    const kept: Pick<BrokerChannelOptions, "onChange" | "beforePublish"> =
      options.stateDir === undefined ? {} : { onChange: (messageId) => brokerMessageChanged?.(messageId), beforePublish: async () => runtimeOf?.().persistence.commit() };
    try {
      broker = await openBrokerChannel({
        ...options.broker,
        ...kept,
        url: options.amqpUrl,
        clock,
        log,
        // An event that breaks its schema is a sandbox bug, recorded as a violation like a failed answer.
        onInvalid: (error, record) =>
          runtimeOf?.().reportViolation({ operationId: `message broker ${record.messageType}`, status: 500, violations: [`${record.messageId} is not published: ${error.message}`], tenantId: record.tenantId }),
      });
    } catch (error) {
      await stopAll();
      throw new SandboxStartError((error as Error).message);
    }
  }
  let deliveryChanged: ((messageId: string) => void) | undefined;
  let deliveryPublished: ((messageId: string) => void) | undefined;
  const checkAddress = createWebhookAddressCheck(() => ({ ports, host }));
  // The POSTs connect to the address that was checked, and follow no redirect.
  const transport = createPinnedFetch(createWebhookAddressResolver(() => ({ ports, host })));
  const gateway = createEventGateway({
    ...options.gateway,
    fetch: options.gateway?.fetch ?? transport.fetch,
    clock,
    checkAddress,
    signToken: (claims) => identity.signGatewayToken(claims),
    onChange: (messageId) => deliveryChanged?.(messageId),
    onPublish: (messageId) => deliveryPublished?.(messageId),
    log,
    beforePost: async () => runtimeOf?.().persistence.commit(),
    ...(broker === undefined ? {} : { broker }),
  });
  const runtime = createSandboxRuntime({
    clock,
    identity,
    gateway,
    // The control API is the operator's: its bodies (a tenant state with its files) are bounded by its body limit only.
    validator: createSpecValidator(documents, { jsonDepth: limits.jsonDepth, boundedText: new Set(chosen.map((s) => s.name)), trustRecordValues: true }),
    knownOperations,
    seed,
    uploadLimitBytes,
    log,
    limits: createRequestLimits(limits, uploadLimitBytes),
    controlAccess: createControlAccess({ token: options.controlToken, host, ports, publicUrl: options.publicUrl }),
    ...(broker === undefined ? {} : { broker }),
  });
  runtimeOf = () => runtime;
  const handlers = handlerRegistry(
    createControlHandlers(runtime),
    createOverviewHandlers(runtime, running),
    ...SERVICE_MODULES.flatMap((module) => [module.handlers(runtime), module.controlHandlers?.(runtime) ?? {}, module.inspectorReads?.(runtime) ?? {}]),
  );
  for (const [operationId, handler] of handlers) runtime.handlers.set(operationId, handler);
  for (const [operationId, handler] of handlerRegistry(options.handlers ?? {})) runtime.handlers.set(operationId, handler);
  const failedStart = async (message: string) => {
    await gateway.close();
    transport.close();
    await broker?.close();
    await runtime.persistence.close();
    clock.clear();
    await stopAll();
    return new SandboxStartError(message);
  };
  let restored = false;
  if (options.stateDir !== undefined) {
    try {
      const opened = await openPersistence(options.stateDir, { identity, clock, gateway, broker, tenants: runtime.tenants, stores: TENANT_STORES, log }, { repair: options.repairStateDir === true });
      runtime.persistence = opened.persistence;
      deliveryChanged = opened.persistence.deliveryChanged;
      deliveryPublished = opened.persistence.deliveryPublished;
      brokerMessageChanged = opened.persistence.brokerMessageChanged;
      restored = opened.restored;
    } catch (error) {
      throw await failedStart(`state folder ${options.stateDir}: ${(error as Error).message}`);
    }
  }
  try {
    if (restored) for (const module of SERVICE_MODULES) module.resume?.(runtime);
    else {
      await runtime.applySeed(seed);
      await runtime.persistence.rewrite();
    }
  } catch (error) {
    throw await failedStart(`${typeof options.seed === "string" ? options.seed : "seed"}: ${(error as Error).message}`);
  }

  const inspectorAssets = loadInspectorAssets();
  for (const [i, service] of chosen.entries()) {
    const served: ServedSpecs = {
      service: service.name,
      operations: indexOperations(servedSpecs.get(service.name)!.operations),
      control,
      tenantRequired: needsTenantContext(service.name),
    };
    const listener = createRequestListener(createPipeline(served, runtime, log, inspectorAssets), service.name, log);
    // A connection over the cap was answered 503 before its request arrived.
    servers[i]!.on("request", (req, res) => {
      if (!refusedConnection(req.socket)) listener(req, res);
    });
  }
  if (!isLoopbackHost(host)) log(`sandbox: listening on ${host}, reachable from other machines; the control API needs the control token`);

  // The identity provider's own issuer, a publicUrl's path included: discovery and the keys are below it.
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
    services: running,
    identity,
    messageGateway,
    control: runtime,
    seed,
    broker,
    resumed: restored && options.stateDir !== undefined ? resumedState(options.stateDir, runtime) : undefined,
    get violations() {
      return runtime.violations;
    },
    trigger: (request) => triggerSandboxEvent({ sandboxUrl: running[0]!.url, ...(options.controlToken === undefined ? {} : { controlToken: options.controlToken }) }, request),
    async stop() {
      await gateway.close();
      transport.close();
      await broker?.close();
      await runtime.persistence.close();
      clock.clear();
      await stopAll();
    },
  };
}
