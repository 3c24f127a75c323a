// startSandbox: every service of the bundled specs in one Node process, each on base port + its
// x-mock-port-offset, with real tokens, state per tenant and the control API on every port. The
// sandbox is its parts (sandbox-parts.ts), opened in order over one state (state.ts); start.ts runs them.

export { startSandbox } from "./start-sandbox.js";
export { DEFAULT_SEED, DEFAULT_TENANT_ID, SeedFileError, type SandboxSeed } from "./seed.js";
export {
  DEFAULT_BACKLOG_LIMIT,
  EXCHANGE_TYPE,
  type BrokerChannel,
  type BrokerRecord,
  type BrokerStatus,
} from "./broker/index.js";
export type {
  AnyHandler,
  HandlerMap,
  HandlerRequest,
  OperationHandler,
  SandboxHandlers,
  SandboxOperations,
  TenantHandlerMap,
} from "./handler-map.js";
// A handler's request carries its tenant's state; the stores inside it are the sandbox's own.
export type { Tenant } from "./store.js";
export { DATA_BODY_BYTES, DEFAULT_LIMITS, MULTIPART_OVERHEAD_BYTES, type SandboxLimits } from "./limits.js";
export { DELIVERIES_PER_TENANT, DELIVERY_HISTORY_BYTES_PER_TENANT } from "./gateway/index.js";
export { VIOLATIONS_PER_TENANT } from "./runtime.js";
export type { ResumedState } from "./resumed.js";
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
} from "./start-options.js";
export type { MessageGatewayIdentity, RunningSandbox } from "./start.js";
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
} from "./in-process/index.js";
export { SandboxTriggerError, triggerSandboxEvent, type TriggerSandboxEventOptions } from "./trigger-client.js";
export type { TriggerRequest, TriggerResult } from "./trigger/index.js";
