// The sandbox in process (createSandbox, made in create-sandbox.ts): what it offers, by module.
export { createSandbox, SandboxClosedError } from "./create-sandbox.js";
export type { CreateSandboxOptions } from "./options.js";
export type { InProcessSandbox, SandboxClockControl } from "./sandbox.js";
export { IN_PROCESS_DOMAIN, SandboxOriginError, serviceOrigin } from "./origins.js";
export { SNAPSHOT_KIND, SnapshotError, type SandboxSnapshot } from "./snapshot.js";
export type { InProcessBroker, InProcessBrokerMessage } from "./broker.js";
export type { WebhookReceiver } from "./webhooks.js";
