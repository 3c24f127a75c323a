// The one shape of a stateful part of the sandbox (the identity provider, the clock, the gateway, the
// broker channel, faults, the journal, and every service): the stores it declares and how it lives
// with the sandbox. Start, reset, resume, stop, the seed and a tenant's export and import loop over
// the list of parts (SANDBOX_PARTS, sandbox-parts.ts) and name none, so adding a part is its declaration and its
// module.
import type { components } from "../../../../generated/types/sandbox-control.js";
import type { SandboxSeed } from "./seed.js";
import type { ServiceContext } from "./service-module.js";
import type { SandboxSettings } from "../assembly/sandbox-options.js";
import type { SandboxState } from "./state.js";
import type { StoreDeclaration } from "./store.js";

type SandboxTenantState = components["schemas"]["SandboxTenantState"];

/**
 * What a part adds to a tenant's export besides its stores (the identity provider: the tenant and its service
 * accounts).
 */
export type TenantExport = Partial<Omit<SandboxTenantState, "layoutVersion" | "stores">>;

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

/** What a part is opened with: the sandbox's settings and state, and the parts opened before it. */
export interface PartOpening {
  readonly settings: SandboxSettings;
  readonly state: SandboxState;
  readonly log: (line: string) => void;
  /**
   * Resolves once every change made so far is kept in the state folder; undefined when the state is kept in memory
   * only.
   */
  readonly saved: (() => Promise<void>) | undefined;
  /** The running instance of a part before this one in the list of parts. */
  readonly instance: <J>(part: SandboxPart<J>) => J;
}

/**
 * A stateful part, declared once (a module-level constant) and opened once per sandbox: several
 * sandboxes in one process share declarations, never state.
 */
export interface SandboxPart<I = undefined> {
  /** Unique among the parts. */
  readonly name: string;
  /** What it holds, per tenant or once for the sandbox (store.ts), in load order. */
  readonly stores: readonly StoreDeclaration[];
  /** Makes its running instance (timers, connections, the object other parts call); parts open in the list's order. */
  open?(opening: PartOpening): I | Promise<I>;
  /**
   * Applies its part of a seed on top of the current state; throws an Error whose message starts with the seed's JSON
   * path.
   */
  applySeed?(context: ServiceContext, seed: SandboxSeed, instance: I): void;
  /** Takes up what its stores hold after a restart or an import: timers that were pending, deliveries, a backlog. */
  resume?(context: ServiceContext, instance: I): void;
  /** Stops the work under way before a reset drops its stores (timers, POSTs in flight, messages held). */
  reset?(instance: I): void | Promise<void>;
  /** Ends it: on stop, and on a start that failed after it was opened. */
  close?(instance: I): void | Promise<void>;
  /**
   * Its part of a tenant's export; undefined when the tenant is none of its (no part knows it: there is nothing to
   * export).
   */
  exportTenant?(context: ServiceContext, tenantId: string): TenantExport | undefined;
  /**
   * Checks its part of a tenant state document before anything changes (throws TenantStateError
   * naming the JSON path under `at`), and returns the change to make once every part and store agreed.
   */
  importTenant?(context: ServiceContext, tenantId: string, document: SandboxTenantState, at: string): () => void;
}

/** Whether a part holds state per tenant: after a tenant's import, these resume (the others' stores did not change). */
export function holdsTenantState(part: SandboxPart<unknown>): boolean {
  return part.stores.some((store) => store.scope === "tenant");
}

/** The parts of one running sandbox, with their instances. */
export interface OpenParts {
  readonly parts: readonly SandboxPart<unknown>[];
  readonly instance: <I>(part: SandboxPart<I>) => I;
  /** Applies a seed part by part, in order. */
  applySeed(context: ServiceContext, seed: SandboxSeed): void;
  /** Every part (or each that `only` names) takes up what its stores hold, in order. */
  resume(context: ServiceContext, only?: (part: SandboxPart<unknown>) => boolean): void;
  /** Every part stops its work under way, the last opened first. */
  reset(): Promise<void>;
  /**
   * Closes every part, the last opened first; each is closed even when one before it fails, whose error is then thrown.
   */
  close(): Promise<void>;
}

/** Opens the parts in order; when one fails, those opened before it are closed and its error is thrown. */
export async function openParts(
  parts: readonly SandboxPart<unknown>[],
  opening: Omit<PartOpening, "instance">,
): Promise<OpenParts> {
  // By name, so a part may stand in for another of its name (the sandbox in process puts its own broker where the AMQP
  // channel would be).
  const instances = new Map<string, { readonly part: SandboxPart<unknown>; readonly instance: unknown }>();
  const instance = <I>(part: SandboxPart<I>): I => {
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
  for (const part of parts) {
    try {
      instances.set(part.name, { part, instance: await part.open?.({ ...opening, instance }) });
    } catch (error) {
      await open.close().catch(() => undefined);
      throw error;
    }
  }
  return open;
}
