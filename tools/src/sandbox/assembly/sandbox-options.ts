// What startSandbox is started with, checked before anything listens: the options, the services
// chosen and the seed. Each part declares the options it reads (its settings, kernel/part.ts); the
// start options are those and what the assembly and the doors read.
import { join } from "node:path";
import { listMockServices, type MockService } from "../../mock/services.js";
import { packageRoot } from "../../package-root.js";
import type { BrokerSettings } from "../broker/part.js";
import type { ClockSettings } from "../clock/clock-part.js";
import { uploadLimitOf, type FileContentSettings } from "../file-content/index.js";
import type { GatewaySettings } from "../gateway/part.js";
import { IDENTITY_SERVICE, type IdentitySettings } from "../identity/module.js";
import type { ServiceAddress } from "../kernel/part.js";
import type { SandboxHandlers } from "../control/sandbox-handlers.js";
import { checkLimits, type SandboxLimits } from "../kernel/limits.js";
import { DEFAULT_SEED, loadSeedFile, validateSeed, type SandboxSeed } from "../kernel/seed.js";

/** The port of the service with offset 0 when none is given, as for the mock. */
export const DEFAULT_BASE_PORT = 4010;

export interface StartSandboxOptions
  extends ClockSettings, IdentitySettings, BrokerSettings, GatewaySettings, FileContentSettings {
  /**
   * Port of the service with offset 0; each service listens on base port + its `x-mock-port-offset`. `"free"` picks
   * free ports. Default 4010.
   */
  basePort?: number | "free";
  /** Interface to bind. Default `127.0.0.1`. */
  host?: string;
  /**
   * Only these services (spec names); the identity provider always runs, since every other service needs its tokens.
   * Default all.
   */
  services?: readonly string[];
  /**
   * The seed applied at the start and on every reset: a seed object, or a YAML or JSON file. Default {@link
   * DEFAULT_SEED}.
   */
  seed?: SandboxSeed | string;
  /**
   * Body size limits per route and the JSON nesting limit; each one not given keeps its default ({@link
   * DEFAULT_LIMITS}).
   */
  limits?: Partial<SandboxLimits>;
  /**
   * Secret the control API (`/_sandbox/...`) then requires as `Authorization: Bearer <secret>`.
   * Required when `host` is not a loopback address, since the control API resets every tenant and
   * mints accounts. Default none (loopback only).
   */
  controlToken?: string;
  /**
   * Handlers by operationId that replace the sandbox's own (or its example answers) for those operations, each typed by
   * its operation's spec.
   */
  handlers?: SandboxHandlers;
  /**
   * A folder that keeps the whole state across restarts: tenants, service accounts, every service's
   * stores, files, deliveries and their pending redeliveries, the clock and the signing keys. A 2xx
   * answer is sent once its change is on disk. A folder with a saved state is resumed and the seed
   * is not applied; an empty or new folder starts from the seed. Default none: state in memory only.
   * Restart on the same ports: the issuer (and so every token's `iss`) is the identity provider's address.
   */
  stateDir?: string;
  /**
   * A PostgreSQL URL (`postgresql://user:password@host:port/database`, a Unix socket as `?host=/its/folder`): the
   * whole state is kept in that database, and every sandbox process started on it serves the same tenants, tokens,
   * clock and records. A 2xx answer is sent once its change is committed. The sandbox's schema is made or migrated at
   * the start; an empty database starts from the seed. Needs `controlToken`: every process's control API reaches the
   * state of all. Not with `stateDir`. Default none.
   */
  database?: string;
  /**
   * Starts on a damaged `stateDir` anyway (`--repair`): what is whole is kept, what could not be read
   * is logged as dropped, and a whole generation is written at once. Default false: a damaged
   * folder is refused, naming the file, the line and what to do.
   */
  repairStateDir?: boolean;
  /** Receives a line for every answer that breaks the spec and every handler failure. Default `console.error`. */
  onLog?: (line: string) => void;
}

export interface RunningService extends MockService, ServiceAddress {}

/** Thrown when a port is taken, a service is unknown or the seed does not validate; nothing is left running. */
export class SandboxStartError extends Error {
  override readonly name = "SandboxStartError";
}

/** Whether `host` is an address only this machine reaches. */
export function isLoopbackHost(host: string): boolean {
  const plain = host.replace(/^\[|\]$/g, "").toLowerCase();
  return plain === "localhost" || plain === "::1" || /^127\.\d+\.\d+\.\d+$/.test(plain) || /^::ffff:127\./.test(plain);
}

/**
 * The address of a service bound to `host` and `port`. 0.0.0.0 and :: say where to listen, not
 * where to connect (browsers refuse them), so they are named by the loopback address of their
 * family, which such a listener also takes.
 */
export function serviceAddress(host: string, port: number): string {
  const reachable =
    host === "0.0.0.0" ? "127.0.0.1" : host === "::" || host === "[::]" ? "::1" : host.replace(/^\[|\]$/g, "");
  return `http://${reachable.includes(":") ? `[${reachable}]` : reachable}:${port}`;
}

/** The options as checked, with what follows from them. */
export interface CheckedStart {
  readonly options: StartSandboxOptions;
  readonly host: string;
  readonly basePort: number | "free";
  readonly log: (line: string) => void;
  readonly limits: SandboxLimits;
  readonly seed: SandboxSeed;
  /** `generated/specs`. */
  readonly specsDir: string;
  /** The services that run, the identity provider always among them. */
  readonly services: readonly MockService[];
}

function startError<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    throw new SandboxStartError((error as Error).message);
  }
}

/** Checks the options; throws SandboxStartError naming what is wrong, before any port is taken. */
export async function checkStartOptions(options: StartSandboxOptions): Promise<CheckedStart> {
  const host = options.host ?? "127.0.0.1";
  const basePort = options.basePort ?? DEFAULT_BASE_PORT;
  const log = options.onLog ?? ((line: string) => console.error(line));
  if (
    options.controlToken !== undefined &&
    (typeof options.controlToken !== "string" || options.controlToken.length < 16 || /\s/.test(options.controlToken))
  ) {
    throw new SandboxStartError("controlToken must be at least 16 characters without white space");
  }
  if (!isLoopbackHost(host) && options.controlToken === undefined) {
    throw new SandboxStartError(
      `host ${host} is not a loopback address: anyone who reaches it could reset every ` +
        `tenant and mint accounts through the control API; give a control token ` +
        `(--control-token-file <file>, SANDBOX_CONTROL_TOKEN, controlToken) to bind it`,
    );
  }
  if (options.database !== undefined && options.stateDir !== undefined)
    throw new SandboxStartError(
      "database and stateDir (--database, --state-dir) name two homes for the state: give one of them",
    );
  if (options.database !== undefined && options.controlToken === undefined)
    throw new SandboxStartError(
      "database (--database, SANDBOX_DATABASE_URL) needs a control token (--control-token-file <file>, " +
        "SANDBOX_CONTROL_TOKEN, controlToken): the control API of every process on it resets every tenant and mints " +
        "accounts for all",
    );
  if (
    options.publicUrl !== undefined &&
    (!URL.canParse(options.publicUrl) ||
      !/^https?:$/.test(new URL(options.publicUrl).protocol) ||
      new URL(options.publicUrl).hash !== "")
  ) {
    throw new SandboxStartError(
      `publicUrl must be an absolute http or https URL without a fragment (found ${JSON.stringify(options.publicUrl)})`,
    );
  }
  const limits = startError(() => checkLimits(options.limits));
  const specsDir = join(packageRoot(), "generated", "specs");
  const all = listMockServices(specsDir);
  const unknown = (options.services ?? []).filter((name) => !all.some((s) => s.name === name));
  if (unknown.length > 0)
    throw new SandboxStartError(`unknown service ${unknown.join(", ")}; known: ${all.map((s) => s.name).join(", ")}`);
  const services = options.services
    ? all.filter((s) => s.name === IDENTITY_SERVICE || options.services!.includes(s.name))
    : all;
  const highest = Math.max(...services.map((s) => s.portOffset));
  if (basePort !== "free" && (!Number.isInteger(basePort) || basePort < 1 || basePort + highest > 65535)) {
    throw new SandboxStartError(`base port must be an integer from 1 to ${65535 - highest} (found ${basePort})`);
  }
  startError(() => uploadLimitOf(options));
  let seed: SandboxSeed;
  try {
    seed =
      typeof options.seed === "string"
        ? await loadSeedFile(options.seed)
        : validateSeed(options.seed ?? DEFAULT_SEED, "seed");
  } catch (error) {
    throw new SandboxStartError((error as Error).message);
  }
  return { options, host, basePort, log, limits, seed, specsDir, services };
}
