// startSandbox: every service of the bundled specs in one Node process, each on base port + its
// x-mock-port-offset, with real tokens, state per tenant and the control API on every port. The
// sandbox is its parts (assembly/sandbox-parts.ts), opened in order over one state (kernel/state.ts);
// assembly/assemble.ts assembles them for every door (doors/).

export { startSandbox } from "./doors/node-http/start-sandbox.js";
export { DEFAULT_SEED, DEFAULT_TENANT_ID, SeedFileError, type SandboxSeed } from "./kernel/seed.js";
export {
  DEFAULT_BACKLOG_LIMIT,
  EXCHANGE_TYPE,
  type BrokerChannel,
  type BrokerRecord,
  type BrokerStatus,
} from "./broker/index.js";
export type { SandboxOperations } from "./kernel/handler-map.js";
export type {
  RegisteredHandler as AnyHandler,
  HandlerMap,
  HandlerRequest,
  OperationHandler,
  SandboxHandlers,
  TenantHandlerMap,
} from "./control/sandbox-handlers.js";
// A handler's request carries its tenant's state; the stores inside it are the sandbox's own.
export type { Tenant } from "./kernel/store.js";
export { DATA_BODY_BYTES, DEFAULT_LIMITS, MULTIPART_OVERHEAD_BYTES, type SandboxLimits } from "./kernel/limits.js";
export { DELIVERIES_PER_TENANT, DELIVERY_HISTORY_BYTES_PER_TENANT } from "./gateway/index.js";
export { VIOLATIONS_PER_TENANT } from "./control/sandbox-runtime.js";
export type { ResumedState } from "./assembly/resumed-state.js";
export {
  DEFAULT_UPLOAD_LIMIT_BYTES,
  resolveFileReference,
  type FileReferenceSource,
  type ResolvedFile,
} from "./file-content/index.js";
export {
  DEFAULT_BASE_PORT,
  isLoopbackHost,
  SandboxStartError,
  serviceAddress,
  type RunningService,
  type StartSandboxOptions,
} from "./assembly/sandbox-options.js";
export type { MessageGatewayIdentity } from "./assembly/message-gateway.js";
export type { RunningSandbox } from "./doors/node-http/running-sandbox.js";
export {
  createSandbox,
  IN_PROCESS_DOMAIN,
  SandboxClosedError,
  SandboxOriginError,
  SNAPSHOT_KIND,
  SnapshotError,
  type CreateSandboxOptions,
  type InProcessBroker,
  type InProcessBrokerMessage,
  type InProcessSandbox,
  type SandboxClockControl,
  type SandboxSnapshot,
  type WebhookReceiver,
} from "./doors/in-process/index.js";
export {
  SandboxTriggerError,
  triggerSandboxEvent,
  type TriggerSandboxEventOptions,
} from "./control/trigger-over-http.js";
export type { TriggerRequest, TriggerResult } from "./triggers/index.js";
