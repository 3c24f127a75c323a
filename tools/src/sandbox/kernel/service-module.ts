// The one shape of a sandbox service (LocalStack's provider + store, moto's backend): its handlers,
// its part of the control API, what the inspector reads of it, its part of the seed, and the
// declaration of what a tenant holds in it. Reset drops the declared stores and applies every
// module's seed again; persistence and export/import save and load the same declarations. The
// list of services (services.ts) names every module.
//
// A service is a folder: `module.ts` (this declaration), `handlers/` (thin, typed by the spec's
// operations: one file per resource, `sandbox-control.ts` for its control API operations,
// `inspector-reads.ts` for the inspector's) and `model/` (its stores and rules, no HTTP).
import type { operations as ControlOperations } from "../../../../generated/types/sandbox-control.js";
import type { SandboxClock } from "./clock.js";
import type { EventGateway } from "../gateway/index.js";
import type { HandlerMap, TenantHandlerMap } from "./handler-map.js";
import type { SandboxIdentity } from "../identity/index.js";
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

/** A service's declaration; `Operations` is its spec's generated `operations`, which its handlers are typed by. */
export interface ServiceModule<Operations = unknown> {
  /** The spec (`generated/specs/<service>.json`) whose operations it answers. */
  readonly service: string;
  /**
   * Whether its calls need a token with tenant context (`tid`): the router refuses them without
   * it, so its handlers are typed with a tenant that is always there.
   */
  readonly tenantContext: boolean;
  /** What one tenant holds in this service, in load order. */
  readonly stores: readonly StoreDeclaration[];
  /** Its operations' handlers by operationId; with tenant context, the tenant of each request is always there. */
  handlers(context: ServiceContext): HandlerMap<Operations> | TenantHandlerMap<Operations>;
  /** Its part of the control API (`/_sandbox/...`) that sets up or drives its state, when it has one. */
  controlHandlers?(context: ServiceContext): HandlerMap<ControlOperations>;
  /** The control API's reads of its state that the inspector (`/_sandbox/ui/`) shows, when it has any. */
  inspectorReads?(context: ServiceContext): HandlerMap<ControlOperations>;
  /**
   * Applies its part of a seed on top of the current state; throws an Error whose message starts with the seed's JSON
   * path.
   */
  applySeed?(context: ServiceContext, seed: SandboxSeed): void;
  /** Picks up work that was under way when the state was saved (a restart): timers that were pending. */
  resume?(context: ServiceContext): void;
}
