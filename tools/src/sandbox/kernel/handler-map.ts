// The registry the service issues fill in: one handler per operationId, typed by the generated
// `operations` of its spec, so a handler that answers an undocumented status or body shape does not
// compile. Operations without a handler answer from the spec's examples.
import type { operations as ConnectorCatalogue } from "../../../../generated/types/connector-catalogue.js";
import type { operations as DataIntegration } from "../../../../generated/types/data-integration.js";
import type { operations as FileContent } from "../../../../generated/types/file-content.js";
import type { operations as IdentityProvider } from "../../../../generated/types/identity-provider.js";
import type { operations as OrderIntegration } from "../../../../generated/types/order-integration.js";
import type { operations as WebhookConsumer } from "../../../../generated/types/webhook-consumer.js";
import type { SandboxAnswer } from "./answer.js";
import type { SandboxClock } from "./clock.js";
import type { Caller } from "./caller.js";
import type { Tenant } from "./store.js";

/**
 * A request that passed authentication and validation against its operation. `Scope` is the
 * caller's tenant: {@link Tenant} for services that need tenant context (the router refuses their
 * calls without it), possibly `undefined` for the others.
 */
export interface HandlerRequest<Op = unknown, Scope extends Tenant | undefined = Tenant | undefined> {
  readonly operationId: string;
  /** Path, query and header parameters by name, as their schemas type them. */
  readonly parameters: Op extends { parameters: infer P } ? FlatParameters<P> : Readonly<Record<string, unknown>>;
  /** The parsed body (JSON value, form fields, or bytes). */
  readonly body: Op extends { requestBody?: { content: infer C } } ? C[keyof C] : unknown;
  /** Lower-cased request headers. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The caller's network address (the connection's remote address); `undefined` when it is not known. */
  readonly source?: string | undefined;
  /** The caller; `undefined` for anonymous operations. */
  readonly caller: Caller | undefined;
  /** The state of the caller's tenant; `undefined` without tenant context. */
  readonly tenant: Scope;
  readonly clock: SandboxClock;
}

type Present<T> = [NonNullable<T>] extends [never] ? unknown : NonNullable<T>;
type FlatParameters<P> = Readonly<
  (P extends { path?: infer A } ? Present<A> : unknown) &
    (P extends { query?: infer B } ? Present<B> : unknown) &
    (P extends { header?: infer H } ? Present<H> : unknown)
>;

type StatusNumber<S> = S extends number
  ? S
  : S extends `${infer D extends 1 | 2 | 3 | 4 | 5}XX`
    ? `${D}XX` extends `2XX`
      ? 200 | 201 | 202 | 203 | 204 | 206
      : number
    : number;

/** Bodies are only serialized, so a handler may answer with readonly data. */
type DeepReadonly<T> = T extends (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

/** The media types a documented media type or range (`*\/*`, `text/*`) admits. */
type MediaTypeIn<M> = M extends "*/*" ? string : M extends `${infer T}/*` ? `${T}/${string}` : M & string;

/** The answers an operation documents: each status with the body its content allows. */
export type AnswerOf<Op> = Op extends { responses: infer R }
  ? {
      [S in keyof R]: R[S] extends { content: infer C }
        ? {
            [M in keyof C]: {
              status: StatusNumber<S>;
              contentType?: MediaTypeIn<M>;
              body: DeepReadonly<C[M]>;
              headers?: Readonly<Record<string, string>>;
            };
          }[keyof C]
        : { status: StatusNumber<S>; headers?: Readonly<Record<string, string>>; body?: undefined };
    }[keyof R]
  : SandboxAnswer;

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

/** Every operation of the specs the sandbox serves, by operationId (operationIds are unique across them). */
export type SandboxOperations = DataIntegration &
  OrderIntegration &
  FileContent &
  ConnectorCatalogue &
  IdentityProvider &
  WebhookConsumer;

/** Any handler, as the router calls it. */
export interface AnyHandler<Request extends HandlerRequest = HandlerRequest> {
  (request: Request): SandboxAnswer | Promise<SandboxAnswer>;
  /**
   * Set on a protocol endpoint whose refusals the protocol defines (the token endpoint: RFC 6749
   * section 5.2): it gets the raw body, validates the request itself, and its 4xx answers are not
   * checked against the spec.
   */
  readonly protocol?: string;
}

/** One handler map of several (a service's resources); an operationId answered twice is a bug. */
export function combineHandlers<T extends object>(...maps: readonly T[]): T {
  return Object.fromEntries(handlerRegistry(...maps)) as T;
}

/** Every registered handler by operationId (operationIds are unique across the specs). */
export function handlerRegistry(...maps: readonly object[]): ReadonlyMap<string, AnyHandler> {
  const registry = new Map<string, AnyHandler>();
  for (const map of maps) {
    for (const [operationId, handler] of Object.entries(map as Record<string, AnyHandler | undefined>)) {
      if (handler === undefined) continue;
      if (registry.has(operationId)) throw new Error(`two sandbox handlers for ${operationId}`);
      registry.set(operationId, handler);
    }
  }
  return registry;
}
