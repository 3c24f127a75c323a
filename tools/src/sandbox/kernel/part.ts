// The one shape of a stateful part of the sandbox (the identity provider, the clock, the gateway, the
// broker channel, faults, the journal, and every service): the stores it declares, the settings it reads,
// how it lives with the sandbox and, for a service, the operations it answers. Start, reset, resume, stop,
// the seed, a tenant's export and import and the handlers' registration loop over the list of parts
// (SANDBOX_PARTS, assembly/sandbox-parts.ts) and name none, so adding a part or a service is its module
// and its place in the list. Parts reach each other through `instance(part)`, never through a context
// that names them, so this module names no part.
import type { components, operations as ControlOperations } from "../../../../generated/types/sandbox-control.js";
import type { HandlerMap } from "./handler-map.js";
import type { SandboxSeed } from "./seed.js";
import type { SandboxState } from "./state.js";
import type { SandboxScope, StoreDeclaration, TenantStates } from "./store.js";

type SandboxTenantState = components["schemas"]["SandboxTenantState"];

/**
 * What a part adds to a tenant's export besides its stores (the identity provider: the tenant and its service
 * accounts).
 */
export type TenantExport = Partial<Omit<SandboxTenantState, "layoutVersion" | "stores">>;

/**
 * The work (a pending delivery) of several processes on one database: each takes up only its own, and one process
 * takes over the work of a process that died.
 */
export interface WorkClaims {
  /** Whether the unit is this process's to take up when its part resumes: one it took over. */
  mine(store: string, key: string): boolean;
  /** Calls `resume` with the stores of the units this process took over, each time it took some over. */
  onTakeover(resume: (stores: ReadonlySet<string>) => void): void;
}

/** A tenant state document that cannot be imported; `path` is its JSON path in the document. */
export class TenantStateError extends Error {
  override readonly name = "TenantStateError";
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(`${path}: ${message}`);
  }
}

/** Where a service of the sandbox is reached: what a part may know of the others' addresses. */
export interface ServiceAddress {
  /** The spec's name (`identity-provider`, `data-integration`...). */
  readonly name: string;
  readonly port: number;
  readonly url: string;
}

/** The running instance of a part opened before the one asking; throws when it is not open. */
export type PartInstance = <I>(part: SandboxPart<I, never>) => I;

/**
 * What a part is opened with. `Settings` is what the part reads of the sandbox's options (each part declares its own
 * interface; the start options extend them all), so a setting belongs to the part it concerns.
 */
export interface PartOpening<Settings = object> {
  readonly settings: Settings;
  /** The interface the ports bind to, and every service as callers reach it. */
  readonly host: string;
  readonly services: readonly ServiceAddress[];
  readonly state: SandboxState;
  readonly log: (line: string) => void;
  /**
   * Resolves once every change made so far is kept in the state folder; undefined when the state is kept in memory
   * only.
   */
  readonly saved: (() => Promise<void>) | undefined;
  /** With several processes on one database, which work this process takes up as it resumes; else undefined: all. */
  readonly claims: WorkClaims | undefined;
  readonly instance: PartInstance;
}

/** What a part's hooks and a service's handlers are made with: the state, the seed and the other parts. */
export interface PartContext {
  readonly tenants: TenantStates;
  /** The sandbox's own stores (the identity provider's, the gateway's, the journal...). */
  readonly sandbox: SandboxScope;
  /** The seed in force (applied at the start and on every reset). */
  readonly seed: SandboxSeed;
  readonly instance: PartInstance;
}

/**
 * The operations a part answers, when it is a service: a folder with `module.ts` (its part), `handlers/` (thin,
 * typed by the spec's operations: one file per resource, `sandbox-control.ts` for its control API operations,
 * `inspector-reads.ts` for the inspector's) and `model/` (its stores and rules, no HTTP).
 */
export interface PartService<I> {
  /** The spec (`generated/specs/<service>.json`) whose operations it answers. */
  readonly spec: string;
  /**
   * Whether its calls need a token with tenant context (`tid`): the router refuses them without it, so its handlers
   * are typed with a tenant that is always there.
   */
  readonly tenantContext: boolean;
  /**
   * Its operations' handlers by operationId (a `HandlerMap` of its spec's `operations`, or a `TenantHandlerMap` with
   * tenant context).
   */
  handlers(context: PartContext, instance: I): object;
  /** Its part of the control API (`/_sandbox/...`) that sets up or drives its state, when it has one. */
  controlHandlers?(context: PartContext, instance: I): HandlerMap<ControlOperations>;
  /** The control API's reads of its state that the inspector (`/_sandbox/ui/`) shows, when it has any. */
  inspectorReads?(context: PartContext, instance: I): HandlerMap<ControlOperations>;
}

/**
 * A stateful part, declared once (a module-level constant) and opened once per sandbox: several
 * sandboxes in one process share declarations, never state.
 */
export interface SandboxPart<I = undefined, Settings = object> {
  /** Unique among the parts. */
  readonly name: string;
  /** What it holds, per tenant or once for the sandbox (store.ts), in load order. */
  readonly stores: readonly StoreDeclaration[];
  /** The operations it answers, when it is a service. */
  readonly service?: PartService<I>;
  /** Makes its running instance (timers, connections, the object other parts call); parts open in the list's order. */
  open?(opening: PartOpening<Settings>): I | Promise<I>;
  /**
   * Applies its part of a seed on top of the current state; throws an Error whose message starts with the seed's JSON
   * path.
   */
  applySeed?(context: PartContext, seed: SandboxSeed, instance: I): void;
  /** Takes up what its stores hold after a restart or an import: timers that were pending, deliveries, a backlog. */
  resume?(context: PartContext, instance: I): void;
  /**
   * Takes up the work (pending deliveries) this process took over from a process on the same database that died:
   * `WorkClaims.mine` names it. Without it, a part's work stays with the process that started it.
   */
  takeOver?(context: PartContext, instance: I): void;
  /** Stops the work under way before a reset drops its stores (timers, POSTs in flight, messages held). */
  reset?(instance: I): void | Promise<void>;
  /** Ends it: on stop, and on a start that failed after it was opened. */
  close?(instance: I): void | Promise<void>;
  /**
   * Its part of a tenant's export; undefined when the tenant is none of its (no part knows it: there is nothing to
   * export).
   */
  exportTenant?(context: PartContext, tenantId: string): TenantExport | undefined;
  /**
   * Checks its part of a tenant state document before anything changes (throws TenantStateError
   * naming the JSON path under `at`), and returns the change to make once every part and store agreed.
   */
  importTenant?(context: PartContext, tenantId: string, document: SandboxTenantState, at: string): () => void;
}

/** Any part, as the lists of parts hold them (what a part reads of the settings is its own open's business). */
export type AnyPart = SandboxPart<unknown, never>;

/** Whether a part holds state per tenant: after a tenant's import, these resume (the others' stores did not change). */
export function holdsTenantState(part: AnyPart): boolean {
  return part.stores.some((store) => store.scope === "tenant");
}

/** The parts of one running sandbox, with their instances. */
export interface OpenParts {
  readonly parts: readonly AnyPart[];
  readonly instance: PartInstance;
  /** Applies a seed part by part, in order. */
  applySeed(context: PartContext, seed: SandboxSeed): void;
  /** Every part (or each that `only` names) takes up what its stores hold, in order. */
  resume(context: PartContext, only?: (part: AnyPart) => boolean): void;
  /** Every part stops its work under way, the last opened first. */
  reset(): Promise<void>;
  /**
   * Closes every part, the last opened first; each is closed even when one before it fails, whose error is then thrown.
   */
  close(): Promise<void>;
}

/** Opens the parts in order; when one fails, those opened before it are closed and its error is thrown. */
export async function openParts(
  parts: readonly AnyPart[],
  opening: Omit<PartOpening<unknown>, "instance">,
): Promise<OpenParts> {
  // By name, so a part may stand in for another of its name (the sandbox in process puts its own broker where the AMQP
  // channel would be).
  const instances = new Map<string, { readonly part: AnyPart; readonly instance: unknown }>();
  const instance: PartInstance = <I>(part: SandboxPart<I, never>): I => {
    const held = instances.get(part.name);
    if (held === undefined)
      throw new Error(
        `the part ${part.name} is not open: a part may only use the parts before it in the list of parts`,
      );
    return held.instance as I;
  };
  const open: OpenParts = {
    parts,
    instance,
    applySeed(context, seed) {
      for (const part of parts) part.applySeed?.(context, seed, instance(part));
    },
    resume(context, only = () => true) {
      for (const part of parts) if (only(part)) part.resume?.(context, instance(part));
    },
    async reset() {
      for (const part of [...parts].reverse()) await part.reset?.(instance(part));
    },
    async close() {
      // The first failure, boxed: a part may throw anything, undefined included.
      let failure: { error: unknown } | undefined;
      for (const { part, instance: opened } of [...instances.values()].reverse()) {
        try {
          await part.close?.(opened);
        } catch (error) {
          failure ??= { error };
        }
      }
      instances.clear();
      if (failure !== undefined) throw failure.error;
    },
  };
  // The options are every part's settings at once (the start options extend each part's interface), which a list of
  // parts of different settings cannot say in its type.
  const given = { ...opening, instance } as PartOpening<never>;
  for (const part of parts) {
    try {
      instances.set(part.name, { part, instance: await part.open?.(given) });
    } catch (error) {
      await open.close().catch(() => undefined);
      throw error;
    }
  }
  return open;
}
