// The one shape of a sandbox service (LocalStack's provider + store, moto's backend): its handlers,
// its part of the control API, its part of the seed, and the declaration of what a tenant holds in
// it. Reset drops the declared stores and applies every module's seed again; persistence and
// export/import save and load the same declarations. The registry (registry.ts) is the one list.
import type { operations as ControlOperations } from "../../generated/types/sandbox-control.js";
import type { SandboxClock } from "./clock.js";
import type { EventGateway } from "./gateway/index.js";
import type { HandlerMap } from "./handlers.js";
import type { SandboxIdentity } from "./identity/index.js";
import type { SandboxSeed } from "./seed.js";
import type { SandboxScope, StoreDeclaration, TenantStates } from "./store.js";

/** What a service is made with: the sandbox's one clock, gateway, identity provider and tenant states. */
export interface ServiceContext {
  readonly clock: SandboxClock;
  readonly gateway: EventGateway;
  readonly identity: SandboxIdentity;
  readonly tenants: TenantStates;
  /** The sandbox's own stores (the identity provider's, the gateway's, the journal...). */
  readonly sandbox: SandboxScope;
  /** The seed in force (applied at the start and on every reset). */
  readonly seed: SandboxSeed;
  /** Largest file `POST /api/v1/FileUpload` accepts, in bytes. */
  readonly uploadLimitBytes: number;
}

export interface ServiceModule {
  /** The spec (`generated/specs/<service>.json`) whose operations it answers. */
  readonly service: string;
  /**
   * Whether its calls need a token with tenant context (`tid`): the router refuses them without
   * it, so its handlers are typed with a tenant that is always there.
   */
  readonly tenantContext: boolean;
  /** What one tenant holds in this service, in load order. */
  readonly stores: readonly StoreDeclaration[];
  /** Its operations' handlers by operationId (typed by its generated `operations`). */
  handlers(context: ServiceContext): object;
  /** Its part of the control API (`/_sandbox/...`), when it has one. */
  controlHandlers?(context: ServiceContext): HandlerMap<ControlOperations>;
  /** Applies its part of a seed on top of the current state; throws an Error whose message starts with the seed's JSON path. */
  applySeed?(context: ServiceContext, seed: SandboxSeed): void;
  /** Picks up work that was under way when the state was saved (a restart): timers that were pending. */
  resume?(context: ServiceContext): void;
}
