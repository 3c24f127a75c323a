// The one assembly of a sandbox, whatever its door: the parts open in order over a state the door
// made (from a state folder or not), the runtime over them, the handlers registered (the control
// API's, every service part's, then the caller's), and the state resumed or seeded. startSandbox
// (doors/node-http) and createSandbox (doors/in-process) differ only in what they hand it: addresses
// or origins, a state folder or memory, the access rule of the control API.
import { createControlHandlers } from "../control/control-api.js";
import type { ControlAccess } from "../control/access.js";
import { createOverviewHandlers } from "../control/overview.js";
import { createSandboxRuntime, type SandboxRuntime } from "../control/sandbox-runtime.js";
import { fileContentPart } from "../file-content/index.js";
import { handlerRegistry } from "../kernel/handler-map.js";
import type { SandboxLimits } from "../kernel/limits.js";
import { createRequestLimits } from "../kernel/request-limits.js";
import { openParts, type AnyPart, type OpenParts } from "../kernel/part.js";
import type { SandboxSeed } from "../kernel/seed.js";
import type { SandboxState } from "../kernel/state.js";
import { IN_MEMORY, type Persistence } from "../persistence/persistence.js";
import type { SpecValidator } from "../validation/index.js";
import type { SandboxHandlers } from "../control/sandbox-handlers.js";
import type { RunningService } from "./sandbox-options.js";

/** What a door hands the assembly. */
export interface SandboxAssembly {
  readonly parts: readonly AnyPart[];
  /** The options the parts read, each its own settings (part.ts). */
  readonly settings: object;
  readonly host: string;
  /** Every service as callers reach it: addresses of ports, or origins in process. */
  readonly services: readonly RunningService[];
  readonly state: SandboxState;
  readonly persistence: Persistence;
  /** Whether the state was read back from a state folder: the parts then resume instead of the seed applying. */
  readonly restored: boolean;
  readonly validator: SpecValidator;
  readonly knownOperations: ReadonlySet<string>;
  readonly seed: SandboxSeed;
  readonly limits: SandboxLimits;
  readonly controlAccess: ControlAccess;
  /** The caller's handlers, which replace the sandbox's own for their operations. */
  readonly handlers: SandboxHandlers | undefined;
  readonly log: (line: string) => void;
  /** Runs the opening and the seed as this sandbox's work (in process: inside its count of ids). */
  readonly inSandbox: <T>(work: () => T) => T;
}

/** Which step of the assembly failed, with the part's or the seed's error. */
export class AssemblyError extends Error {
  override readonly name = "AssemblyError";
  constructor(
    readonly step: "open" | "seed",
    readonly error: unknown,
  ) {
    super(error instanceof Error ? error.message : String(error));
  }
}

/** A sandbox assembled: its runtime over its open parts. */
export interface AssembledSandbox {
  readonly runtime: SandboxRuntime;
  readonly parts: OpenParts;
}

/** Refuses, before anything opens, a caller's handler for no operation of the specs or one that is no function. */
export function checkHandlers(handlers: SandboxHandlers | undefined, knownOperations: ReadonlySet<string>): string[] {
  const given = Object.entries(handlers ?? {});
  const strange = given
    .filter(([operationId]) => !knownOperations.has(operationId))
    .map(([operationId]) => JSON.stringify(operationId));
  if (strange.length > 0) return [`handlers: ${strange.join(", ")} not an operation of the sandbox's specs`];
  return given
    .filter(([, handler]) => handler !== undefined && typeof handler !== "function")
    .map(([operationId, handler]) => `handlers.${operationId} must be a function (found ${typeof handler})`);
}

/**
 * Opens the parts, makes the runtime, registers the handlers and resumes or seeds. When a step fails, the parts opened
 * are closed and an AssemblyError names the step.
 */
export async function assembleSandbox(assembly: SandboxAssembly): Promise<AssembledSandbox> {
  const { state, persistence, log, seed, inSandbox } = assembly;
  let parts: OpenParts;
  try {
    parts = await inSandbox(() =>
      openParts(assembly.parts, {
        settings: assembly.settings,
        host: assembly.host,
        services: assembly.services,
        state,
        log,
        saved: persistence === IN_MEMORY ? undefined : () => persistence.commit(),
        claims: persistence.claims,
      }),
    );
  } catch (error) {
    throw new AssemblyError("open", error);
  }
  const runtime = createSandboxRuntime({
    state,
    parts,
    persistence,
    validator: assembly.validator,
    knownOperations: assembly.knownOperations,
    seed,
    log,
    limits: createRequestLimits(assembly.limits, parts.instance(fileContentPart).uploadLimitBytes),
    controlAccess: assembly.controlAccess,
  });
  registerHandlers(runtime, assembly.services, assembly.handlers);
  try {
    if (assembly.restored) parts.resume(runtime);
    else {
      await inSandbox(() => runtime.applySeed(seed));
      await persistence.rewrite();
    }
    // Work taken over from a process on the database that died is taken up by the parts that hold it.
    persistence.claims?.onTakeover((stores) => {
      for (const part of parts.parts)
        if (part.stores.some((store) => stores.has(store.name))) part.takeOver?.(runtime, parts.instance(part));
    });
  } catch (error) {
    await parts.close().catch(() => undefined);
    throw new AssemblyError("seed", error);
  }
  return { runtime, parts };
}

/** The sandbox's own handlers, the control API's, every service part's, and then those the caller gave. */
function registerHandlers(
  runtime: SandboxRuntime,
  services: readonly RunningService[],
  given: SandboxHandlers | undefined,
): void {
  const handlers = handlerRegistry(
    createControlHandlers(runtime),
    createOverviewHandlers(runtime, services),
    ...runtime.parts.parts.flatMap((part) => {
      const service = part.service;
      if (service === undefined) return [];
      const instance = runtime.instance(part);
      return [
        service.handlers(runtime, instance),
        service.controlHandlers?.(runtime, instance) ?? {},
        service.inspectorReads?.(runtime, instance) ?? {},
      ];
    }),
  );
  for (const [operationId, handler] of handlers) runtime.handlers.set(operationId, handler);
  for (const [operationId, handler] of handlerRegistry(given ?? {})) runtime.handlers.set(operationId, handler);
}
