// The handlers a caller gives startSandbox or createSandbox (`handlers`), and the router's map of
// every handler: the kernel's request with the message gateway beside it, so a call such a handler
// answers can cause events. The sandbox's own services reach the gateway through their part's
// context instead, which keeps the kernel free of it.
import type { EventGateway } from "../gateway/index.js";
import type { AnswerOf, AnyHandler, HandlerRequest as PartRequest, SandboxOperations } from "../kernel/handler-map.js";
import type { Tenant } from "../kernel/store.js";

/** A request that passed authentication and validation against its operation, with the message gateway. */
export interface HandlerRequest<
  Op = unknown,
  Scope extends Tenant | undefined = Tenant | undefined,
> extends PartRequest<Op, Scope> {
  /** The message gateway: events a call causes are published here. */
  readonly gateway: EventGateway;
}

/** Any handler the router calls: the sandbox's own (which need no gateway) and the caller's. */
export type RegisteredHandler = AnyHandler<HandlerRequest>;

/** The handler of one operation. */
export type OperationHandler<Op = unknown, Scope extends Tenant | undefined = Tenant | undefined> = (
  request: HandlerRequest<Op, Scope>,
) => AnswerOf<Op> | Promise<AnswerOf<Op>>;

/** Handlers of one spec's operations, keyed by operationId. */
export type HandlerMap<Operations, Scope extends Tenant | undefined = Tenant | undefined> = {
  readonly [K in keyof Operations]?: OperationHandler<Operations[K], Scope>;
};

/** Handlers of a service whose calls need tenant context: the tenant is always there. */
export type TenantHandlerMap<Operations> = HandlerMap<Operations, Tenant>;

/** Handlers that replace the sandbox's own for some of its operations, each typed by its operation's spec. */
export type SandboxHandlers = Partial<HandlerMap<SandboxOperations>>;
