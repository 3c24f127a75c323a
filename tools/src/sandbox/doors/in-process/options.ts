// The options of createSandbox, each checked with an error that names it.
import type { EventGatewayOptions } from "../../gateway/index.js";
import type { SandboxHandlers } from "../../control/sandbox-handlers.js";
import { loadSeedFile, validateSeed, DEFAULT_SEED, type SandboxSeed } from "../../kernel/seed.js";
import { checkReceivers, type WebhookReceiver } from "./webhooks.js";

export interface CreateSandboxOptions {
  /**
   * The seed applied at the start and on every reset: a seed object, or a YAML or JSON file. Default the HTTP sandbox's
   * {@link DEFAULT_SEED}.
   */
  seed?: SandboxSeed | string;
  /**
   * Sandbox time at the start (a Date or epoch milliseconds): the clock then stands still and moves
   * only by `sandbox.clock.advance`, so every run sees the same times. Default real time, with
   * `advance` moving it ahead as `POST /_sandbox/clock` does.
   */
  clock?: Date | number;
  /**
   * `"sequential"`: every id the sandbox makes (records, queue items, messages, orders, tokens' jti) counts up from 1
   * in a UUID's form, the same on every run with the same calls. Default `"random"`, random UUIDs as the HTTP
   * sandbox's.
   */
  ids?: "random" | "sequential";
  /**
   * Webhook receivers in process by webhook address: a delivery to an address registered with the
   * sandbox that is a key here calls the receiver (still signed, retried on the sandbox clock); any
   * other address is POSTed to over the network. Default none.
   */
  webhooks?: Readonly<Record<string, WebhookReceiver>>;
  /**
   * Handlers by operationId that replace the sandbox's own (or its example answers) for those operations, each typed by
   * its operation's spec.
   */
  handlers?: SandboxHandlers;
  /** Redelivery, timeout and history settings of the message gateway, as startSandbox's `gateway`. */
  gateway?: Pick<
    EventGatewayOptions,
    | "firstRetryMs"
    | "maxBackoffMs"
    | "maxAttempts"
    | "attemptTimeoutMs"
    | "deliveriesPerTenant"
    | "deliveryHistoryBytes"
  >;
  /** Lifetime of access tokens in seconds. Default 600. */
  tokenLifetimeSeconds?: number;
  /**
   * Signs with a key of its own, made for this sandbox (about 100 ms). Default false: the key every sandbox in process
   * shares, made once.
   */
  freshSigningKey?: boolean;
  /**
   * Receives a line for every answer that breaks the spec and every handler failure (they are also in
   * `sandbox.violations`). Default none.
   */
  onLog?: (line: string) => void;
}

/** Checked options, with the seed read and validated. */
export interface CheckedOptions {
  readonly seed: SandboxSeed;
  readonly start: number | undefined;
  readonly sequential: boolean;
  readonly receivers: ReadonlyMap<string, WebhookReceiver>;
  readonly log: (line: string) => void;
}

export async function checkOptions(options: CreateSandboxOptions): Promise<CheckedOptions> {
  if (typeof options !== "object" || options === null)
    throw new TypeError(`createSandbox takes an options object (found ${String(options)})`);
  const { clock, ids, onLog } = options;
  let start: number | undefined;
  if (clock !== undefined) {
    start = clock instanceof Date ? clock.getTime() : clock;
    if (typeof start !== "number" || !Number.isFinite(start))
      throw new TypeError(
        `clock must be a Date or epoch milliseconds, the sandbox time at the start (found ${String(clock)})`,
      );
  }
  if (ids !== undefined && ids !== "random" && ids !== "sequential")
    throw new TypeError(`ids must be "random" or "sequential" (found ${JSON.stringify(ids)})`);
  if (onLog !== undefined && typeof onLog !== "function")
    throw new TypeError(`onLog must be a function (found ${typeof onLog})`);
  const receivers = checkReceivers(options.webhooks);
  const seed =
    typeof options.seed === "string"
      ? await loadSeedFile(options.seed)
      : validateSeed(options.seed ?? DEFAULT_SEED, "seed");
  return { seed, start, sequential: ids === "sequential", receivers, log: onLog ?? (() => {}) };
}
